#pragma once
// The host: one process serving any number of tables to clients over TLS (Boost.Asio, OpenSSL). Everything the
// tables do happens on the thread running the io_context; bots think on a thread of their own and autosaves are
// written on another, so neither holds up the messages to the other clients.
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/thread_pool.hpp>

#include "framework/game_catalog.hpp"
#include "net/host_identity.hpp"
#include "net/table.hpp"
#include "protocol/server.hpp"

namespace cardtable::net {

class Connection;

// What a client may cost the host before it is dropped (docs/network.md).
struct HostLimits {
  std::size_t max_line = protocol::Server::kMaxLineBytes;  // a longer line drops its client
  std::chrono::milliseconds join_within{10'000};           // the TLS handshake and the join, from the connection
  std::chrono::milliseconds silence{30'000};               // clients ping every 10 s; silent this long: dropped
  std::chrono::milliseconds write_within{30'000};          // a message not taken by the client in this time: dropped
  std::size_t max_unsent = 8u << 20;                       // bytes waiting for a client that does not read
  double lines_per_second = 50;                            // sustained, with bursts of `burst_lines`
  double burst_lines = 200;
  int max_connections = 1024;
  int max_joining = 128;                                   // connections not yet seated
};

class Host : public TableHost {
 public:
  Host(boost::asio::io_context& io, const framework::GameCatalog& catalog, const HostIdentity& identity,
       HostLimits limits = {});
  ~Host() override;

  // Listens on `address` (an IPv4 or IPv6 address) and `port` (0: one the system picks); returns the endpoint.
  boost::asio::ip::tcp::endpoint listen(const std::string& address, std::uint16_t port);
  // A table for `session`, one secret per seat. Throws std::invalid_argument when `id` is taken.
  Table& add_table(TableId id, framework::Session session, std::vector<Secret> secrets);
  // Starts play at every table (bots to move think) and accepts clients.
  void start();
  // Tells every client why, waits for the autosaves in flight, closes every connection and the listener: the
  // io_context then runs out.
  void stop(const std::string& why);

  const Fingerprint& fingerprint() const { return fingerprint_; }
  const std::map<TableId, std::unique_ptr<Table>>& tables() const { return tables_; }
  int connections() const { return static_cast<int>(connections_.size()); }
  // Every line of status goes here (the program: stderr and the log file). Default: the log file only.
  std::function<void(const std::string&)> on_status;
  // Called (on the io thread) when every table is over and no client sits at any: the program may stop then.
  std::function<void()> on_idle;
  // False: tables are not saved (tests of the network alone).
  bool autosaving = true;

  // TableHost
  void think(BotJob job) override;
  void autosave(const Table& table) override;
  void status(const Table& table, const std::string& line) override;

  // For connections.
  Table* find_table(TableId id);
  const HostLimits& limits() const { return limits_; }
  const framework::GameCatalog& catalog() const { return *catalog_; }
  void seated(Connection& connection);
  void closed(Connection& connection, bool was_seated);
  boost::asio::io_context& io() { return *io_; }

 private:
  void accept();
  void check_idle();
  // Encodes `table`'s session and hands it to the disk thread; the write's end comes back for the next one.
  void write_save(const Table& table);

  boost::asio::io_context* io_;
  const framework::GameCatalog* catalog_;
  boost::asio::ssl::context tls_;
  Fingerprint fingerprint_;
  HostLimits limits_;
  std::unique_ptr<boost::asio::ip::tcp::acceptor> acceptor_;
  std::map<TableId, std::unique_ptr<Table>> tables_;
  std::set<std::shared_ptr<Connection>> connections_;
  int joining_ = 0;
  bool accepting_ = false;  // false while max_joining connections wait to join: others wait in the listen queue
  bool stopping_ = false;
  // One save in flight per table at most: answers that come while it is written make the table dirty, and the next
  // save (holding them all, the whole answer log) starts when it is done.
  struct Saving {
    bool in_flight = false;
    bool dirty = false;
  };
  std::map<TableId, Saving> saving_;
  boost::asio::thread_pool bots_{1};
  boost::asio::thread_pool disk_{1};
};

}  // namespace cardtable::net
