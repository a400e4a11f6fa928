#pragma once
// A host on localhost for the end-to-end tests: its io_context on a thread of its own, a port the system picked,
// an identity in a temporary folder; headless seats (net::ServeSeat, as `cardtable join --serve` runs it) driven
// through pipes; and a raw TLS client that can misbehave.
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <future>
#include <memory>
#include <mutex>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/asio/streambuf.hpp>
#include <nlohmann/json.hpp>

#include "net/host.hpp"
#include "net/host_link.hpp"
#include "net/serve_seat.hpp"

namespace cardtable::net::testing {

struct TempFolder {
  std::filesystem::path path;
  TempFolder();
  ~TempFolder();
};

class LocalHost {
 public:
  explicit LocalHost(HostLimits limits = {});
  ~LocalHost();
  // A table of `game` (setup as `new` takes it); `bots` names a level per seat ("" for a person).
  Table& add(const std::string& game, nlohmann::json setup, const std::vector<std::string>& bots = {});
  void start();
  // Runs `f` on the host's thread and waits for it: the only way a test reads or changes the host once started.
  template <class F>
  auto on_host(F f) -> decltype(f()) {
    std::packaged_task<decltype(f())()> task(std::move(f));
    auto done = task.get_future();
    boost::asio::post(io_, [&task] { task(); });
    return done.get();
  }
  std::string code(const Table& table, framework::Seat seat) const;
  HostAddress address() const { return {"127.0.0.1", std::to_string(port_)}; }
  const Fingerprint& fingerprint() const { return host_->fingerprint(); }
  std::vector<std::string> statuses();
  void stop(const std::string& why);

 private:
  TempFolder folder_;
  boost::asio::io_context io_;
  std::unique_ptr<Host> host_;
  std::uint16_t port_ = 0;
  std::thread thread_;
  std::mutex mutex_;
  std::vector<std::string> statuses_;
};

// A headless seat in this process: a net::ServeSeat reading requests from a pipe and writing its replies here.
class SeatClient {
 public:
  SeatClient(const LocalHost& host, const std::string& code, const std::string& name = "",
             LinkTimes times = {});
  SeatClient(const HostAddress& address, const std::string& code, LinkTimes times = {});
  SeatClient(const HostAddress& address, const std::string& code, const std::string& name, LinkTimes times);
  ~SeatClient();
  // One request, one reply.
  nlohmann::json ask(const nlohmann::json& request);
  // Ends its input (as a program closing the pipe) and waits for it: 0 when it stopped because told to.
  int finish();
  const std::string& why() const { return seat_.why(); }
  // True once the seat's run ended by itself (a refused join, the host gone).
  bool ended() const { return ended_; }

 private:
  class Sink : public std::streambuf {
   public:
    std::string next(std::chrono::milliseconds timeout);
   protected:
    int overflow(int c) override;
   private:
    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<std::string> lines_;
    std::string partial_;
  };

  ServeSeat seat_;
  int requests_[2] = {-1, -1};
  Sink sink_;
  std::ostream out_{&sink_};
  std::thread thread_;
  std::atomic<bool> ended_{false};
  int exit_ = -1;
};

// A TLS client that sends whatever a test gives it and reads lines back, with a timeout.
class RawClient {
 public:
  explicit RawClient(const LocalHost& host);
  // Writes these bytes as they are (no newline added); false once the host has closed the connection.
  bool write(const std::string& bytes);
  // The next line from the host, or nullopt when the connection ended or nothing came in time.
  std::optional<std::string> read_line(std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));
  // True when the host closed the connection within `timeout` (reading and dropping anything it sends).
  bool closed_by_host(std::chrono::milliseconds timeout = std::chrono::milliseconds(10000));
  void close();

 private:
  boost::asio::io_context io_;
  boost::asio::ssl::context tls_;
  boost::asio::ssl::stream<boost::asio::ip::tcp::socket> stream_;
  boost::asio::streambuf in_;
  bool ended_ = false;
};

}  // namespace cardtable::net::testing
