#include "net/host_link.hpp"

#include <charconv>

#include <boost/asio/connect.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>

#include "net/seat_view.hpp"
#include "net/tls.hpp"

namespace cardtable::net {

namespace asio = boost::asio;
using boost::system::error_code;
using nlohmann::json;

namespace {

// The host sends views and, on a join, the seat's whole log: far below this.
constexpr std::size_t kMaxHostLine = 16u << 20;
constexpr std::chrono::milliseconds kCloseWithin{2'000};

}  // namespace

HostAddress read_host_address(const std::string& text) {
  HostAddress address{text, std::to_string(kDefaultPort)};
  std::string port;
  if (!text.empty() && text.front() == '[') {  // [IPv6]:port
    const auto close = text.find(']');
    if (close == std::string::npos) throw std::invalid_argument("'" + text + "' opens a [ it does not close");
    address.host = text.substr(1, close - 1);
    if (close + 1 < text.size()) {
      if (text[close + 1] != ':') throw std::invalid_argument("'" + text + "': expected :PORT after ]");
      port = text.substr(close + 2);
    }
  } else if (const auto colon = text.rfind(':'); colon != std::string::npos && text.find(':') == colon) {
    address.host = text.substr(0, colon);
    port = text.substr(colon + 1);
  }
  if (address.host.empty()) throw std::invalid_argument("no host in '" + text + "'");
  if (!port.empty() || text.back() == ':') {
    unsigned number = 0;
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), number);
    if (error != std::errc() || end != port.data() + port.size() || number == 0 || number > 65535)
      throw std::invalid_argument("the port in '" + text + "' must be a number from 1 to 65535");
    address.port = port;
  }
  return address;
}

HostLink::HostLink(asio::io_context& io, HostAddress address, JoinCode code, std::string name, Handlers handlers,
                   LinkTimes times)
    : address_(std::move(address)),
      code_(code),
      name_(std::move(name)),
      handlers_(std::move(handlers)),
      times_(times),
      tls_(client_tls(code.fingerprint, mismatch_)),
      resolver_(io),
      stream_(io, tls_),
      in_(kMaxHostLine),
      timer_(io) {}

void HostLink::start() {
  const auto where = address_.host + ":" + address_.port;
  timer_.expires_after(times_.connect_within);
  timer_.async_wait([self = shared_from_this(), where](const error_code& ec) {
    if (!ec) self->end("no answer from " + where);
  });
  resolver_.async_resolve(address_.host, address_.port, [self = shared_from_this(), where](
                                                             const error_code& ec, asio::ip::tcp::resolver::results_type found) {
    if (self->ended_) return;
    if (ec) return self->end("cannot find the host " + self->address_.host + " (" + ec.message() + ")");
    asio::async_connect(self->stream_.lowest_layer(), found, [self, where](const error_code& ec, const auto&) {
      if (self->ended_) return;
      if (ec) return self->end("cannot reach " + where + " (" + ec.message() + ")");
      // An answer is one short line: sent at once, not held back for the acknowledgement of the last one.
      error_code ignored;
      self->stream_.lowest_layer().set_option(asio::ip::tcp::no_delay(true), ignored);
      self->stream_.async_handshake(asio::ssl::stream_base::client, [self, where](const error_code& ec) {
        if (self->ended_) return;
        if (ec && *self->mismatch_)
          return self->end("the host at " + where +
                           " is not the one this join code was made for (its certificate differs): ask the host for "
                           "a new code");
        if (ec) return self->end("no TLS session with " + where + " (" + ec.message() + ")");
        self->connected();
      });
    });
  });
}

void HostLink::connected() {
  timer_.cancel();
  last_heard_ = std::chrono::steady_clock::now();
  json join{{"cmd", "join"}, {"code", to_string(code_)}, {"views", kViewFormat}};
  if (!name_.empty()) join["name"] = name_;
  send(join);
  read();
  ping();
}

void HostLink::read() {
  asio::async_read_until(stream_, in_, '\n', [self = shared_from_this()](const error_code& ec, std::size_t size) {
    if (self->ended_) return;
    if (ec == asio::error::not_found) return self->end("the host sent a line longer than 16 MiB");
    if (ec == asio::error::eof || ec == asio::ssl::error::stream_truncated)
      return self->end("the host closed the connection");
    if (ec) return self->end("lost the host (" + ec.message() + ")");
    const std::string line(asio::buffers_begin(self->in_.data()),
                           asio::buffers_begin(self->in_.data()) + static_cast<std::ptrdiff_t>(size) - 1);
    self->in_.consume(size);
    self->last_heard_ = std::chrono::steady_clock::now();
    const auto message = json::parse(line, nullptr, false);
    if (!message.is_object()) return self->end("the host sent a line that is not a JSON object");
    if (!self->welcomed_ && !message.contains("type")) {
      self->welcomed_ = true;
      if (const auto why = welcome_refusal(message); !why.empty()) return self->end(why);
    }
    if (!message.value("pong", false)) self->handlers_.message(message);
    if (!self->ended_) self->read();
  });
}

void HostLink::ping() {
  timer_.expires_after(std::min(times_.ping_every, times_.host_silence / 3));
  timer_.async_wait([self = shared_from_this()](const error_code& ec) {
    if (ec || self->ended_ || self->closing_) return;
    if (std::chrono::steady_clock::now() - self->last_heard_ > self->times_.host_silence)
      return self->end("the host stopped answering");
    self->send({{"cmd", "ping"}});
    self->ping();
  });
}

void HostLink::send(const json& request) {
  if (ended_) return;
  out_.push_back(request.dump() + '\n');
  if (!writing_) write();
}

void HostLink::write() {
  writing_ = true;
  auto batch = std::make_shared<std::string>();
  for (auto& line : out_) *batch += line;
  out_.clear();
  asio::async_write(stream_, asio::buffer(*batch), [self = shared_from_this(), batch](const error_code& ec, std::size_t) {
    self->writing_ = false;
    if (self->ended_) return;
    if (ec) return self->end("lost the host (" + ec.message() + ")");
    if (!self->out_.empty()) return self->write();
    if (self->closing_)
      self->stream_.async_shutdown([self](const error_code&) { self->end(""); });
  });
}

void HostLink::close() {
  if (ended_ || closing_) return;
  send({{"cmd", "quit"}});
  closing_ = true;
  timer_.expires_after(kCloseWithin);
  timer_.async_wait([self = shared_from_this()](const error_code& ec) {
    if (!ec) self->end("");
  });
}

void HostLink::end(const std::string& why) {
  if (ended_) return;
  ended_ = true;
  timer_.cancel();
  resolver_.cancel();
  error_code ignored;
  stream_.lowest_layer().close(ignored);
  if (!closing_) handlers_.lost(why);
}

}  // namespace cardtable::net
