#include "tests/net/net_harness.hpp"

#include <unistd.h>

#include <cstdlib>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>

#include "net/tls.hpp"
#include "tests/saves/playout.hpp"

namespace cardtable::net::testing {

namespace asio = boost::asio;
using nlohmann::json;

TempFolder::TempFolder() {
  std::string pattern = (std::filesystem::temp_directory_path() / "cardtable-net-XXXXXX").string();
  path = ::mkdtemp(pattern.data());
}

TempFolder::~TempFolder() { std::filesystem::remove_all(path); }

LocalHost::LocalHost(HostLimits limits) {
  // Autosaves and identities go into the temporary folder, never the person's own.
  ::setenv("XDG_DATA_HOME", folder_.path.c_str(), 1);
  host_ = std::make_unique<Host>(io_, saves::testing::program_catalog(), load_or_make_identity(folder_.path), limits);
  host_->on_status = [this](const std::string& line) {
    std::lock_guard lock(mutex_);
    statuses_.push_back(line);
  };
  port_ = host_->listen("127.0.0.1", 0).port();
}

LocalHost::~LocalHost() {
  if (thread_.joinable()) {
    stop("the test is over");
    thread_.join();
  }
}

Table& LocalHost::add(const std::string& game, json setup, const std::vector<std::string>& bots) {
  const auto& catalog = saves::testing::program_catalog();
  const int players = catalog.create(game, setup)->player_count();
  std::vector<framework::SeatPlayer> seats;
  std::vector<Secret> secrets;
  for (int i = 0; i < players; ++i) {
    const auto level = static_cast<std::size_t>(i) < bots.size() ? bots[static_cast<std::size_t>(i)] : "";
    seats.push_back(level.empty() ? framework::SeatPlayer{"Player " + std::to_string(i + 1), false, "", 0}
                                  : framework::SeatPlayer{"Bot " + std::to_string(i + 1), true, level, 7u + unsigned(i)});
    secrets.push_back(new_secret());
  }
  framework::Session session(catalog, game, std::move(setup), std::move(seats));
  const auto id = new_table_id();
  session.set_name(game + "-net-" + table_name(id));
  return host_->add_table(id, std::move(session), std::move(secrets));
}

void LocalHost::start() {
  host_->start();
  thread_ = std::thread([this] { io_.run(); });
}

std::string LocalHost::code(const Table& table, framework::Seat seat) const {
  return to_string(table.code(seat, host_->fingerprint()));
}

std::vector<std::string> LocalHost::statuses() {
  std::lock_guard lock(mutex_);
  return statuses_;
}

void LocalHost::stop(const std::string& why) {
  asio::post(io_, [this, why] { host_->stop(why); });
}

int SeatClient::Sink::overflow(int c) {
  if (c == traits_type::eof()) return c;
  std::lock_guard lock(mutex_);
  if (c == '\n') {
    lines_.push_back(std::move(partial_));
    partial_.clear();
    ready_.notify_all();
  } else {
    partial_.push_back(static_cast<char>(c));
  }
  return c;
}

std::string SeatClient::Sink::next(std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  if (!ready_.wait_for(lock, timeout, [&] { return !lines_.empty(); })) return "";
  auto line = std::move(lines_.front());
  lines_.pop_front();
  return line;
}

SeatClient::SeatClient(const LocalHost& host, const std::string& code, const std::string& name, LinkTimes times)
    : SeatClient(host.address(), code, name, times) {}

SeatClient::SeatClient(const HostAddress& address, const std::string& code, LinkTimes times)
    : SeatClient(address, code, "", times) {}

SeatClient::SeatClient(const HostAddress& address, const std::string& code, const std::string& name, LinkTimes times)
    : seat_(saves::testing::program_catalog(), address, parse_join_code(code), name, times) {
  if (::pipe(requests_) != 0) throw std::runtime_error("no pipe");
  thread_ = std::thread([this] {
    exit_ = seat_.run(requests_[0], out_);
    ended_ = true;
  });
}

SeatClient::~SeatClient() { finish(); }

json SeatClient::ask(const json& request) {
  const auto line = request.dump() + "\n";
  if (::write(requests_[1], line.data(), line.size()) != static_cast<ssize_t>(line.size())) return nullptr;
  const auto reply = sink_.next(std::chrono::seconds(60));
  return reply.empty() ? json(nullptr) : json::parse(reply);
}

int SeatClient::finish() {
  if (requests_[1] >= 0) {
    ::close(requests_[1]);
    requests_[1] = -1;
  }
  if (thread_.joinable()) thread_.join();
  if (requests_[0] >= 0) {
    ::close(requests_[0]);
    requests_[0] = -1;
  }
  return exit_;
}

RawClient::RawClient(const LocalHost& host)
    : tls_(client_tls(host.fingerprint(), std::make_shared<bool>(false))),
      stream_(io_, tls_) {
  asio::ip::tcp::resolver resolver(io_);
  asio::connect(stream_.lowest_layer(), resolver.resolve("127.0.0.1", host.address().port));
  stream_.handshake(asio::ssl::stream_base::client);
}

bool RawClient::write(const std::string& bytes) {
  boost::system::error_code ec;
  asio::write(stream_, asio::buffer(bytes), ec);
  return !ec;
}

std::optional<std::string> RawClient::read_line(std::chrono::milliseconds timeout) {
  if (ended_) return std::nullopt;
  std::optional<std::string> line;
  bool done = false;
  asio::async_read_until(stream_, in_, '\n', [&](const boost::system::error_code& ec, std::size_t size) {
    done = true;
    if (ec == asio::error::operation_aborted) return;
    if (ec) {
      ended_ = true;
      return;
    }
    line = std::string(asio::buffers_begin(in_.data()), asio::buffers_begin(in_.data()) + static_cast<long>(size) - 1);
    in_.consume(size);
  });
  io_.restart();
  io_.run_for(timeout);
  if (!done) {
    // Nothing in time: the pending read is cancelled and run out, so the next call starts afresh.
    stream_.lowest_layer().cancel();
    io_.restart();
    io_.run();
  }
  return line;
}

bool RawClient::closed_by_host(std::chrono::milliseconds timeout) {
  const auto until = std::chrono::steady_clock::now() + timeout;
  while (!ended_ && std::chrono::steady_clock::now() < until)
    read_line(std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now()));
  return ended_;
}

void RawClient::close() {
  boost::system::error_code ignored;
  stream_.lowest_layer().close(ignored);
  ended_ = true;
}

}  // namespace cardtable::net::testing
