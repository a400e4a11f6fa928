#include "net/connection.hpp"

#include <algorithm>

#include <boost/asio/post.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>

#include "net/host.hpp"

namespace cardtable::net {

namespace asio = boost::asio;
using boost::system::error_code;

namespace {

constexpr std::chrono::milliseconds kFinishWithin{2'000};
// The kernel's buffer for one client's messages (a position is a few kilobytes): a client that stops reading fills
// it soon, and what waits beyond it counts against HostLimits::max_unsent.
constexpr int kSendBuffer = 256 * 1024;

}  // namespace

Connection::Connection(Host& host, asio::ip::tcp::socket socket, asio::ssl::context& tls)
    : host_(&host),
      stream_(std::move(socket), tls),
      in_(host.limits().max_line + 1),
      tokens_(host.limits().burst_lines),
      watchdog_(host.io()),
      line_(host.catalog(), [&host](TableId id) { return host.find_table(id); }, *this) {
  error_code ec;
  stream_.lowest_layer().set_option(asio::socket_base::send_buffer_size(kSendBuffer), ec);
  stream_.lowest_layer().set_option(asio::ip::tcp::no_delay(true), ec);
  const auto remote = stream_.lowest_layer().remote_endpoint(ec);
  peer_ = ec ? "a client" : remote.address().to_string() + ":" + std::to_string(remote.port());
}

Connection::~Connection() = default;

void Connection::start() {
  started_ = last_heard_ = refilled_ = Clock::now();
  watch();
  stream_.async_handshake(asio::ssl::stream_base::server, [self = shared_from_this()](const error_code& ec) {
    if (ec) return self->drop("no TLS handshake (" + ec.message() + ")");
    self->read();
  });
}

void Connection::read() {
  asio::async_read_until(stream_, in_, '\n', [self = shared_from_this()](const error_code& ec, std::size_t size) {
    if (self->ended_) return;
    if (ec == asio::error::not_found)
      return self->drop("sent a line longer than " + std::to_string(self->host_->limits().max_line) + " bytes");
    if (ec) return self->end();
    self->on_line(size);
  });
}

void Connection::on_line(std::size_t size) {
  std::string line(asio::buffers_begin(in_.data()), asio::buffers_begin(in_.data()) + static_cast<std::ptrdiff_t>(size) - 1);
  in_.consume(size);
  last_heard_ = Clock::now();
  if (!within_rate()) return drop("sent more lines than a table needs");
  if (line.find_first_not_of(" \t\r") == std::string::npos) return read();
  const bool was_seated = line_.seated();
  const bool keep = line_.handle(line);
  if (!was_seated && line_.seated()) host_->seated(*this);
  if (!keep) return finish();
  read();
}

bool Connection::within_rate() {
  const auto now = Clock::now();
  const auto& limits = host_->limits();
  const double elapsed = std::chrono::duration<double>(now - refilled_).count();
  refilled_ = now;
  tokens_ = std::min(limits.burst_lines, tokens_ + elapsed * limits.lines_per_second) - 1;
  return tokens_ >= 0;
}

void Connection::send(const std::string& line) {
  if (ended_ || finishing_) return;
  unsent_ += line.size() + 1;
  if (unsent_ > host_->limits().max_unsent) {
    // Never from inside a table's call: dropping stands the seat up, which sends to the others.
    finishing_ = true;
    asio::post(host_->io(), [self = shared_from_this()] { self->drop("did not read its messages"); });
    return;
  }
  out_.push_back(line + '\n');
  if (!writing_) write();
}

void Connection::write() {
  writing_ = true;
  write_started_ = Clock::now();
  // Everything queued goes in one write: a broadcast's messages leave together.
  auto batch = std::make_shared<std::string>();
  for (auto& message : out_) *batch += message;
  out_.clear();
  asio::async_write(stream_, asio::buffer(*batch),
                    [self = shared_from_this(), batch](const error_code& ec, std::size_t) {
                      self->writing_ = false;
                      if (self->ended_) return;
                      if (ec) return self->end();
                      self->unsent_ -= std::min(self->unsent_, batch->size());
                      if (!self->out_.empty()) return self->write();
                      if (self->finishing_) self->finish();
                    });
}

void Connection::finish() {
  if (ended_) return;
  if (!finishing_) write_started_ = Clock::now();
  finishing_ = true;
  if (writing_ || !out_.empty()) return;  // the write's completion comes back here
  stream_.async_shutdown([self = shared_from_this()](const error_code&) { self->end(); });
}

void Connection::drop(const std::string& why) {
  if (ended_) return;
  host_->on_status(std::string("dropped ") + peer_ + ": " + why);
  end();
}

void Connection::watch() {
  const auto& limits = host_->limits();
  const auto shortest = std::min({limits.join_within, limits.silence, limits.write_within});
  watchdog_.expires_after(std::clamp(shortest / 4, std::chrono::milliseconds(10), std::chrono::milliseconds(1000)));
  watchdog_.async_wait([self = shared_from_this()](const error_code& ec) {
    if (ec || self->ended_) return;
    const auto now = Clock::now();
    const auto& limits = self->host_->limits();
    // Bytes waiting unread mean the client spoke while this thread was busy: it is not silent.
    error_code unread;
    if (self->stream_.lowest_layer().available(unread) > 0) self->last_heard_ = now;
    if (self->finishing_ && now - self->write_started_ > kFinishWithin) return self->end();
    // The join is due a fixed time after connecting, however slowly bytes trickle in.
    if (!self->line_.seated() && now - self->started_ > limits.join_within && !self->finishing_)
      return self->drop("did not join in time");
    if (self->line_.seated() && now - self->last_heard_ > limits.silence) return self->drop("went silent");
    if (self->writing_ && now - self->write_started_ > limits.write_within) return self->drop("did not read its messages");
    self->watch();
  });
}

void Connection::end() {
  if (ended_) return;
  ended_ = true;
  watchdog_.cancel();
  error_code ignored;
  stream_.lowest_layer().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  stream_.lowest_layer().close(ignored);
  const bool was_seated = line_.seated();
  line_.leave();
  host_->closed(*this, was_seated);
}

}  // namespace cardtable::net
