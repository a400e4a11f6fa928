#pragma once
// The terminal table's side of a network seat (`cardtable join` without --serve): the connection to the host runs on a
// thread of its own and what the host sends is kept here as the seat's position (ui/screens/seat_position.hpp), its
// log and who sits where; the table loop looks at it between frames. A connection that drops after the join is made
// again with the same code, and the welcome's log replaces the log. No terminal here.
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "framework/game_catalog.hpp"
#include "framework/seat_wording.hpp"
#include "net/host_link.hpp"
#include "ui/screens/seat_position.hpp"

namespace cardtable::ui {

struct SeatPresence {
  std::string name;
  bool bot = false;
  std::string level;    // a bot's
  bool present = true;  // a bot, or a client sits there now
};

class RemoteSeat {
 public:
  enum class Stage {
    Joining,    // connecting, or seated and waiting for the first position
    Seated,     // the position is there
    Rejoining,  // the connection dropped: joining again with the same code
    Refused,    // the host refused the join
    Gone,       // the host closed the table or cannot be reached any more
  };

  // What the loop reads, taken in one piece under the lock.
  struct Look {
    Stage stage = Stage::Joining;
    std::string why;  // Refused, Gone, Rejoining: what happened, in a sentence
    std::string game;
    framework::Seat seat = 0;
    std::vector<SeatPresence> seats;
    std::optional<SeatPosition> position;
    std::vector<std::string> log;
    std::uint64_t log_generation = 0;  // changes when the log was replaced (a rejoin's welcome)
    std::vector<SeatMove> moves;       // the answers since the last look, each with its notice (logged: in `log`)
    std::optional<std::string> hint;   // the host's bot's answer for this seat, once
    std::string refusal;               // the host refused a request (an answer, a hint), once
  };

  RemoteSeat(const framework::GameCatalog& catalog, net::HostAddress address, net::JoinCode code, std::string name,
             net::LinkTimes times = {});
  ~RemoteSeat();
  RemoteSeat(const RemoteSeat&) = delete;
  RemoteSeat& operator=(const RemoteSeat&) = delete;

  void start();
  // Increases whenever something the loop shows changed.
  std::uint64_t version() const;
  Look look();
  // Answers the seat's decision now shown (the host refuses it unless this seat is asked at that decision).
  void answer(const std::string& option_id);
  // Asks the host's bot for this seat's answer (the hint key); it arrives in a later look's `hint`.
  void ask_hint();
  // Leaves the table (the seat waits for its person) and ends the connection; returns once it is closed.
  void leave();

 private:
  void connect();
  void on_message(const nlohmann::json& message);
  void on_lost(const std::string& why);
  void on_update(const nlohmann::json& message);
  void changed() { ++version_; }

  const framework::GameCatalog* catalog_;
  net::HostAddress address_;
  net::JoinCode code_;
  std::string name_;
  net::LinkTimes times_;
  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_;
  boost::asio::steady_timer retry_;
  std::shared_ptr<net::HostLink> link_;
  std::thread network_;

  mutable std::mutex mutex_;
  Look now_;
  std::uint64_t version_ = 0;
  std::size_t decision_ = 0;
  bool welcomed_ = false;  // the current connection's join was answered
  bool ever_seated_ = false;
  bool leaving_ = false;
  std::chrono::steady_clock::time_point lost_since_;
};

// The words the seat's table names the seats with: "You" for itself, the others by their names (as the host words
// the events it sends this seat, net::viewer_words).
std::vector<framework::SeatWording> remote_words(const std::vector<SeatPresence>& seats, framework::Seat seat);

}  // namespace cardtable::ui
