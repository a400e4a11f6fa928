#include "ui/play/remote_seat.hpp"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include "net/seat_view.hpp"
#include "net/table.hpp"
#include "net/table_messages.hpp"

namespace cardtable::ui {
namespace {

using nlohmann::json;

// A dropped connection is made again this often, for this long, before the seat gives the host up. The host keeps a
// seat whose client went silent for up to 30 s (net::HostLimits), refusing its code meanwhile: a rejoin outlasts that.
constexpr std::chrono::seconds kRejoinEvery{2};
constexpr std::chrono::seconds kRejoinFor{90};

framework::Decision question_of(const json& q) {
  framework::Decision d;
  d.seat = q.at("seat").get<framework::Seat>();
  d.turn = q.at("turn").get<framework::Seat>();
  d.prompt = q.at("prompt").get<std::string>();
  for (const auto& option : q.value("options", json::array()))
    d.options.push_back({option.at("id").get<std::string>(), option.at("label").get<std::string>()});
  return d;
}

std::vector<SeatPresence> presence_of(const json& seats) {
  std::vector<SeatPresence> out;
  for (const auto& s : seats)
    out.push_back({s.value("name", ""), s.value("bot", false), s.value("level", ""), s.value("present", true)});
  return out;
}

// {"title":…, "lines":[…]}: a summary the host worded for this seat.
Notice notice_of(const json& n) {
  Notice notice{n.at("title").get<std::string>(), {}};
  for (const auto& line : n.at("lines")) notice.lines.push_back(line.get<std::string>());
  return notice;
}

}  // namespace

std::vector<framework::SeatWording> remote_words(const std::vector<SeatPresence>& seats, framework::Seat seat) {
  std::vector<net::TableSeat> table;
  for (const auto& s : seats) {
    net::TableSeat t;
    t.name = s.name;
    t.player.name = s.name;
    t.player.is_bot = s.bot;
    table.push_back(std::move(t));
  }
  return net::viewer_words(table, seat);
}

RemoteSeat::RemoteSeat(const framework::GameCatalog& catalog, net::HostAddress address, net::JoinCode code,
                       std::string name, net::LinkTimes times)
    : catalog_(&catalog),
      address_(std::move(address)),
      code_(code),
      name_(std::move(name)),
      times_(times),
      work_(boost::asio::make_work_guard(io_)),
      retry_(io_) {
  now_.seat = code.seat;
}

RemoteSeat::~RemoteSeat() { leave(); }

void RemoteSeat::start() {
  connect();
  network_ = std::thread([this] { io_.run(); });
}

// On the network thread (or before it runs).
void RemoteSeat::connect() {
  {
    std::lock_guard lock(mutex_);
    welcomed_ = false;
  }
  link_ = std::make_shared<net::HostLink>(io_, address_, code_, name_,
                                          net::HostLink::Handlers{[this](const json& m) { on_message(m); },
                                                                  [this](const std::string& why) { on_lost(why); }},
                                          times_);
  link_->start();
}

std::uint64_t RemoteSeat::version() const {
  std::lock_guard lock(mutex_);
  return version_;
}

RemoteSeat::Look RemoteSeat::look() {
  std::lock_guard lock(mutex_);
  auto out = now_;
  now_.moves.clear();
  now_.hint.reset();
  now_.refusal.clear();
  return out;
}

void RemoteSeat::on_message(const json& message) {
  std::lock_guard lock(mutex_);
  const auto type = message.value("type", "");
  if (!welcomed_ && type.empty()) {
    welcomed_ = true;
    if (!message.value("ok", false)) {
      const auto error = message.value("error", "no reason given");
      if (ever_seated_) return;  // the host still holds the old connection: the next try may be let in
      now_.stage = Stage::Refused;
      now_.why = "the host refused the join: " + error;
      return changed();
    }
    ever_seated_ = true;
    now_.game = message.value("game", "");
    now_.seat = message.value("seat", code_.seat);
    now_.seats = presence_of(message.value("seats", json::array()));
    // The seat's log as the host kept it: after a rejoin it replaces what this table had (nothing is lost or doubled).
    now_.log.clear();
    for (const auto& line : message.value("log", json::array())) now_.log.push_back(line.get<std::string>());
    ++now_.log_generation;
    now_.why.clear();
    return changed();
  }
  if (type == "update") {
    on_update(message);
  } else if (type == "seats") {
    now_.seats = presence_of(message.value("seats", json::array()));
    if (const auto note = message.value("note", ""); !note.empty()) now_.log.push_back("(" + note + ")");
  } else if (type == "hint") {
    if (message.value("decision", std::size_t{0}) != decision_) return;  // the game moved on meanwhile
    if (message.contains("action"))
      now_.hint = message["action"].get<std::string>();
    else
      now_.refusal = "No hint: " + message.value("error", "the bot could not answer") + ".";
  } else if (type == "bye") {
    now_.stage = Stage::Gone;
    now_.why = "the host closed the table: " + message.value("reason", "");
  } else if (message.contains("ok") && !message.value("ok", true)) {
    now_.refusal = message.value("error", "refused by the host");
  } else {
    return;
  }
  changed();
}

// Under the lock.
void RemoteSeat::on_update(const json& message) {
  SeatPosition position;
  position.seat = now_.seat;
  position.over = message.value("over", false);
  SeatMove move;
  try {
    const auto& view = net::seat_view(*catalog_, now_.game);
    position.view = view.decode(message.at("view").get<std::string>());
    if (position.over)
      position.results = message.value("results", std::vector<double>{});
    else
      position.question = question_of(message.at("question"));
    if (position.question) move.turn = position.question->turn;
    if (message.contains("notice")) move.notice = notice_of(message["notice"]);
  } catch (const std::exception& e) {
    // A view this program cannot read is not drawn (nothing the host sends may crash the table).
    spdlog::error("join: an update not understood: {}", e.what());
    now_.refusal = std::string("The host sent a position this program cannot read: ") + e.what();
    return;
  }
  decision_ = message.value("decision", std::size_t{0});
  for (const auto& line : message.value("events", json::array())) now_.log.push_back(line.get<std::string>());
  move.logged = now_.log.size();
  now_.moves.push_back(std::move(move));
  now_.position = std::move(position);
  now_.stage = Stage::Seated;
}

void RemoteSeat::on_lost(const std::string& why) {
  std::lock_guard lock(mutex_);
  if (leaving_ || now_.stage == Stage::Gone || now_.stage == Stage::Refused) return changed();
  if (!ever_seated_) {
    now_.stage = Stage::Gone;
    now_.why = why;
    return changed();
  }
  const auto now = std::chrono::steady_clock::now();
  if (now_.stage != Stage::Rejoining) lost_since_ = now;
  if (now - lost_since_ > kRejoinFor) {
    now_.stage = Stage::Gone;
    now_.why = why + "; rejoining failed for " + std::to_string(kRejoinFor.count()) + " s";
    return changed();
  }
  spdlog::warn("join: {}; joining again", why);
  now_.stage = Stage::Rejoining;
  now_.why = why;
  changed();
  retry_.expires_after(kRejoinEvery);
  retry_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) connect();
  });
}

void RemoteSeat::answer(const std::string& option_id) {
  std::lock_guard lock(mutex_);
  // Between a drop and the next welcome there is no seat to answer for: the rejoin shows the position again.
  if (now_.stage != Stage::Seated || !welcomed_) return;
  json request{{"cmd", "apply"}, {"action", option_id}, {"decision", decision_}};
  boost::asio::post(io_, [this, request] { link_->send(request); });
}

void RemoteSeat::ask_hint() {
  std::lock_guard lock(mutex_);
  if (now_.stage != Stage::Seated || !welcomed_) return;
  boost::asio::post(io_, [this] { link_->send({{"cmd", "bot"}}); });
}

void RemoteSeat::leave() {
  {
    std::lock_guard lock(mutex_);
    if (leaving_) return;
    leaving_ = true;
  }
  boost::asio::post(io_, [this] {
    retry_.cancel();
    if (link_) link_->close();
  });
  // The io_context ends once the link has said quit and closed (within HostLink's own close limit).
  work_.reset();
  if (network_.joinable()) network_.join();
}

}  // namespace cardtable::ui
