#pragma once
// `cardtable join --serve`: one seat of a network table through serve's JSON line protocol on standard input and
// output, for programs and tests (docs/network.md). The host's messages arrive on a network thread and are kept here;
// requests are read on the calling thread and answered from what the seat was last sent (observe, legal, seats) or
// by asking the host (apply, bot). `wait` blocks until the seat is asked or the game ends.
#include <condition_variable>
#include <deque>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>

#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include "framework/game_catalog.hpp"
#include "net/host_link.hpp"
#include "net/line_reader.hpp"
#include "protocol/server.hpp"

namespace cardtable::net {

class ServeSeat {
 public:
  ServeSeat(const framework::GameCatalog& catalog, HostAddress address, JoinCode code, std::string name,
            LinkTimes times = {});
  // Joins, then answers the lines of `in_fd` on `out` until the input ends, a quit, or the host is gone. Returns 0
  // when the client chose to stop, 1 when the join was refused or the host went away (`why()` says which).
  int run(int in_fd, std::ostream& out);
  const std::string& why() const { return why_; }

 private:
  void on_message(const nlohmann::json& message);
  void on_lost(const std::string& why);
  // Sends a request to the host and waits for its reply (or for the host to be gone).
  nlohmann::json ask_host(nlohmann::json request);
  // Waits until `ready` holds or the host is gone; false when it is gone.
  template <class Ready>
  bool wait_until(std::unique_lock<std::mutex>& lock, Ready ready);
  nlohmann::json decision_reply();
  void add_commands();

  const framework::GameCatalog* catalog_;
  boost::asio::io_context io_;
  std::shared_ptr<HostLink> link_;
  protocol::Server server_;
  std::unique_ptr<LineReader> reader_;

  std::mutex mutex_;
  std::condition_variable changed_;
  std::optional<nlohmann::json> welcome_;  // the join's reply
  nlohmann::json update_;                  // the last position this seat was sent
  nlohmann::json seats_ = nlohmann::json::array();
  std::vector<std::string> unreported_;    // events not yet given in a reply
  std::deque<std::optional<nlohmann::json>*> waiting_replies_;
  nlohmann::json hint_;
  bool gone_ = false;
  std::string why_;
};

}  // namespace cardtable::net
