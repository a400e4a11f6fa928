#include "net/table.hpp"

#include "ai/agent.hpp"
#include "framework/errors.hpp"
#include "net/table_messages.hpp"
#include "protocol/server.hpp"

namespace cardtable::net {

using nlohmann::json;
using protocol::ProtocolError;

Table::Table(TableId id, framework::Session session, std::vector<Secret> secrets, TableHost& host)
    : id_(id), session_(std::move(session)), host_(&host), view_(&seat_view(session_.catalog(), session_.game_id())) {
  const auto& players = session_.seats();
  for (std::size_t i = 0; i < players.size(); ++i)
    seats_.push_back({players[i], players[i].name, i < secrets.size() ? secrets[i] : Secret{}, nullptr, {}, false});
}

int Table::present() const {
  int count = 0;
  for (const auto& seat : seats_) count += seat.link != nullptr;
  return count;
}

JoinCode Table::code(framework::Seat seat, const Fingerprint& host) const {
  return {id_, seat, seats_.at(seat).secret, host};
}

void Table::set_logs(std::vector<std::vector<std::string>> logs) {
  for (std::size_t i = 0; i < seats_.size() && i < logs.size(); ++i) seats_[i].log = std::move(logs[i]);
}

void Table::start() { ask_bot(); }

void Table::sit(framework::Seat seat, const Secret& secret, const std::string& name, SeatLink& link) {
  // Every refusal reads the same whatever was wrong (no such table, seat or secret), so a refusal teaches nothing.
  if (seat >= seats_.size() || !same_secret(secret, seats_[seat].secret) || seats_[seat].player.is_bot)
    throw ProtocolError("that join code is not one of this host's: ask the host for yours");
  auto& place = seats_[seat];
  if (place.link) throw ProtocolError("a client is sitting at seat " + std::to_string(seat + 1) + " now");
  place.link = &link;
  // A person the host left unnamed takes the name they joined with.
  if (!name.empty() && place.player.name == "Player " + std::to_string(seat + 1)) place.name = name;
  host_->status(*this, place.name + " sat down at seat " + std::to_string(seat + 1));
  // Before the first answer everyone is sitting down; after it, a person joining played here before (or is taking up a
  // resumed game).
  send_seats(place.name + (session_.answers().empty() ? " sat down." : " is back at the table."), seat);
}

json Table::welcome(framework::Seat seat) const {
  return {{"ok", true},   {"game", session_.game_id()},  {"table", table_name(id_)},
          {"seat", seat}, {"seats", seats_json(seats_)}, {"log", seats_[seat].log},
          {"views", kViewFormat}};
}

void Table::greet(framework::Seat seat) {
  const auto pending = asked();
  send_update(seat, {}, pending ? &*pending : nullptr, over() && view_->notices ? view_->notices(session_) : nullptr);
}

void Table::stand(framework::Seat seat) {
  auto& place = seats_.at(seat);
  if (!place.link) return;
  place.link = nullptr;
  place.hint_asked = false;
  host_->status(*this, place.name + " left seat " + std::to_string(seat + 1));
  if (closed_) return;
  const bool waiting = !over() && session_.match().deciding_seat() == seat;
  send_seats(place.name + " left the table" + (waiting ? ": the game waits for them to come back." : "."));
}

void Table::answer(framework::Seat seat, std::size_t decision, const std::string& action) {
  if (closed_) throw ProtocolError("the table is closing");
  if (over()) throw ProtocolError("the game is over");
  if (decision != this->decision())
    throw ProtocolError("that answer was for decision " + std::to_string(decision) + "; the table is at decision " +
                        std::to_string(this->decision()));
  const auto asked = session_.match().deciding_seat();
  if (asked != seat) throw ProtocolError("it is not your decision: " + seats_[asked].name + " is asked");
  session_.answer(action);
  moved();
}

void Table::ask_hint(framework::Seat seat, const std::string& level) {
  if (over()) throw ProtocolError("the game is over: there is nothing for a bot to answer");
  if (session_.match().deciding_seat() != seat) throw ProtocolError("a hint is for your own decision, and you are not asked now");
  auto& place = seats_.at(seat);
  if (place.hint_asked) throw ProtocolError("a bot is already thinking about your hint");
  const auto spec = ai::level_spec(level);
  try {
    ai::make_agent(session_.catalog(), session_.game_id(), spec);
  } catch (const std::invalid_argument& e) {
    throw ProtocolError(e.what());
  }
  place.hint_asked = true;
  // A hint is seeded as a bot in that seat would be (docs/protocol.md, Bot answers).
  host_->think({id_, seat, decision(), true, spec, ai::decision_seed(place.player.bot_seed, decision()),
                std::shared_ptr<const framework::Match>(session_.match().clone())});
}

void Table::thought(const BotJob& job, const std::string& action) {
  // An answer to an older position is dropped; moved() already let every seat ask for a hint again.
  if (closed_ || job.decision != decision() || over()) return;
  if (job.hint) {
    auto& place = seats_.at(job.seat);
    if (!place.hint_asked) return;  // asked by a client that has left since
    place.hint_asked = false;
    if (action.empty()) return send(job.seat, {{"type", "hint"}, {"decision", job.decision}, {"error", "the bot could not answer"}});
    session_.count_hint();
    return send(job.seat, {{"type", "hint"}, {"decision", job.decision}, {"action", action}});
  }
  if (action.empty()) return;  // the host said why; the bot's seat is not played
  try {
    session_.answer(action);
    moved();
  } catch (const framework::IllegalOption& e) {
    // A bot answers the very position it was shown: a refusal is a bot's bug, and the host says so.
    host_->status(*this, std::string("a bot's answer was refused: ") + e.what());
  }
}

void Table::close(const std::string& why) {
  if (closed_) return;
  for (framework::Seat seat = 0; seat < seats_.size(); ++seat) send(seat, {{"type", "bye"}, {"reason", why}});
  closed_ = true;
}

void Table::moved() {
  const auto& match = session_.match();
  // The host's own lines name every seat by its player's name, as the seats' lines name the others.
  for (const auto& line : view_->events(match, onlooker_words(seats_))) host_->status(*this, line);
  if (match.is_over()) host_->status(*this, "game over: " + match.summary());
  for (auto& place : seats_) place.hint_asked = false;
  const auto pending = asked();
  // What the answer pauses on is read once for all the seats; each seat's wording of it, if any, goes in its update.
  const auto notice = view_->notices ? view_->notices(session_) : nullptr;
  for (framework::Seat seat = 0; seat < seats_.size(); ++seat) {
    auto events = view_->events(match, viewer_words(seats_, seat));
    auto& log = seats_[seat].log;
    log.insert(log.end(), events.begin(), events.end());
    send_update(seat, events, pending ? &*pending : nullptr, notice);
  }
  host_->autosave(*this);
  ask_bot();
}

std::optional<framework::Decision> Table::asked() const {
  if (over()) return std::nullopt;
  return session_.match().pending();
}

void Table::send_update(framework::Seat seat, const std::vector<std::string>& events,
                        const framework::Decision* pending, const NoticeWording& notice) {
  if (!seats_[seat].link || closed_) return;
  const auto words = viewer_words(seats_, seat);
  send(seat, update_json(session_.match(), pending, decision(), seat, *view_, words, events,
                         notice ? notice(seat, words) : std::nullopt));
}

void Table::send_seats(const std::string& note, std::optional<framework::Seat> except) {
  const json message{{"type", "seats"}, {"seats", seats_json(seats_)}, {"note", note}};
  for (framework::Seat seat = 0; seat < seats_.size(); ++seat)
    if (seat != except) send(seat, message);
}

void Table::ask_bot() {
  if (closed_ || over()) return;
  const auto seat = session_.match().deciding_seat();
  const auto& player = seats_[seat].player;
  if (!player.is_bot) return;
  host_->think({id_, seat, decision(), false, ai::level_spec(player.bot_level),
                ai::decision_seed(player.bot_seed, decision()),
                std::shared_ptr<const framework::Match>(session_.match().clone())});
}

void Table::send(framework::Seat seat, const json& message) {
  if (closed_ || !seats_[seat].link) return;
  // Names and events may hold any bytes a person typed: replies never carry invalid UTF-8.
  seats_[seat].link->send(message.dump(-1, ' ', false, json::error_handler_t::replace));
}

}  // namespace cardtable::net
