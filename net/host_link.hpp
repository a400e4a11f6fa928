#pragma once
// A client's connection to a host: TCP, TLS that accepts only the certificate its join code pins, the join, then the
// host's messages one JSON object per line. It pings every few seconds (the host drops silent clients) and gives up
// on a host silent for longer. Everything runs on the thread running its io_context.
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/streambuf.hpp>
#include <nlohmann/json.hpp>

#include "net/join_code.hpp"

namespace cardtable::net {

// The port a host listens on when --listen names none, and a join when HOST names none.
inline constexpr std::uint16_t kDefaultPort = 7457;

struct HostAddress {
  std::string host;
  std::string port;
};
// "example.org", "192.168.1.20:7457", "[::1]:7457", "::1". Throws std::invalid_argument on an empty host or a port
// that is not 1 to 65535.
HostAddress read_host_address(const std::string& text);

struct LinkTimes {
  std::chrono::milliseconds ping_every{10'000};
  std::chrono::milliseconds host_silence{30'000};  // nothing heard from the host this long: it is gone
  std::chrono::milliseconds connect_within{15'000};
};

class HostLink : public std::enable_shared_from_this<HostLink> {
 public:
  struct Handlers {
    // Every line the host sends after TLS is up (the join's reply first), pongs aside.
    std::function<void(const nlohmann::json& message)> message;
    // The connection ended, and why, unless close() ended it.
    std::function<void(const std::string& why)> lost;
  };

  HostLink(boost::asio::io_context& io, HostAddress address, JoinCode code, std::string name, Handlers handlers,
           LinkTimes times = {});
  // Connects, checks the host's certificate, and sends the join.
  void start();
  // Sends one request (a JSON object); ignored once the link has ended.
  void send(const nlohmann::json& request);
  // Leaves the table: a quit, then the TLS session closed properly.
  void close();

 private:
  void connected();
  void read();
  void ping();
  void write();
  void end(const std::string& why);

  HostAddress address_;
  JoinCode code_;
  std::string name_;
  Handlers handlers_;
  LinkTimes times_;
  std::shared_ptr<bool> mismatch_ = std::make_shared<bool>(false);
  boost::asio::ssl::context tls_;
  boost::asio::ip::tcp::resolver resolver_;
  boost::asio::ssl::stream<boost::asio::ip::tcp::socket> stream_;
  boost::asio::streambuf in_;
  std::deque<std::string> out_;
  bool writing_ = false;
  bool closing_ = false;
  bool ended_ = false;
  bool welcomed_ = false;  // the join's reply has come (and its view format was checked)
  std::chrono::steady_clock::time_point last_heard_;
  boost::asio::steady_timer timer_;
};

}  // namespace cardtable::net
