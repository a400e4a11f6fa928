#pragma once
// One client of the host: its TLS stream, the lines it sends (at most HostLimits::max_line each, at a limited rate),
// the messages it is sent (at most HostLimits::max_unsent bytes waiting), and its deadlines. A client that breaks a
// limit, sends garbage before its join or goes silent is dropped; the others never wait for it.
#include <chrono>
#include <deque>
#include <memory>
#include <string>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/streambuf.hpp>

#include "net/seat_line.hpp"
#include "net/table.hpp"

namespace cardtable::net {

class Host;

class Connection : public std::enable_shared_from_this<Connection>, public SeatLink {
 public:
  Connection(Host& host, boost::asio::ip::tcp::socket socket, boost::asio::ssl::context& tls);
  ~Connection() override;

  void start();
  // SeatLink: queues one message; a client with too much unread is dropped (later, never inside a table's call).
  void send(const std::string& line) override;
  // Sends what is queued, then closes the TLS session properly (the host stopping, a quit).
  void finish();
  // Closes at once, saying why in the host's status.
  void drop(const std::string& why);
  bool seated() const { return line_.seated(); }
  const std::string& peer() const { return peer_; }

 private:
  using Clock = std::chrono::steady_clock;
  void read();
  void on_line(std::size_t size);
  void write();
  void watch();
  bool within_rate();
  void end();

  Host* host_;
  boost::asio::ssl::stream<boost::asio::ip::tcp::socket> stream_;
  boost::asio::streambuf in_;
  std::deque<std::string> out_;
  std::size_t unsent_ = 0;
  bool writing_ = false;
  bool finishing_ = false;
  bool ended_ = false;
  Clock::time_point started_;
  Clock::time_point last_heard_;
  Clock::time_point write_started_;
  Clock::time_point refilled_;
  double tokens_;
  boost::asio::steady_timer watchdog_;
  SeatLine line_;
  std::string peer_;
};

}  // namespace cardtable::net
