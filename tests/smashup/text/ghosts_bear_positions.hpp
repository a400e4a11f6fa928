#pragma once
// Positions and answers shared by the Ghosts and Bear Cavalry text tests. Player 1 (seat 0) plays Ghosts + Bear
// Cavalry, Player 2 (seat 1) Steampunks + Super Spies, a third seat Time Travelers + Cyborg Apes. The Nexus and ISI's
// Swingin' Pad stand by: their abilities act only when they score.
#include <string>

#include <nlohmann/json.hpp>

#include "tests/smashup/table.hpp"

namespace cardtable::smashup::test::text {

using nlohmann::json;

inline json seat(json hand, json extra = json::object()) {
  json s = {{"hand", std::move(hand)}};
  s.update(extra);
  return s;
}

// A position from its seats (an array), bases and turn; Player 1 to play by default.
inline json game(json seats, json bases, json turn = {{"active", 0}, {"phase", "play"}}) {
  const json factions = json::array({json::array({"ghosts", "bear-cavalry"}), json::array({"steampunks", "super-spies"}),
                                     json::array({"time-travelers", "cyborg-apes"})});
  for (std::size_t i = 0; i < seats.size() && i < factions.size(); ++i) seats[i]["factions"] = factions[i];
  return {{"seats", std::move(seats)}, {"bases", std::move(bases)}, {"turn", std::move(turn)}};
}

// Two players.
inline json duel(json seat0, json seat1, json bases, json turn = {{"active", 0}, {"phase", "play"}}) {
  return game(json::array({std::move(seat0), std::move(seat1)}), std::move(bases), std::move(turn));
}

inline json minion(const std::string& card, int controller, json extra = json::object()) {
  json m = {{"card", card}, {"controller", controller}};
  m.update(extra);
  return m;
}

inline json base(const std::string& slug, json minions = json::array(), json actions = json::array()) {
  return {{"base", slug}, {"minions", std::move(minions)}, {"actions", std::move(actions)}};
}

// An action attached to a base.
inline json on_base(const std::string& card, int controller) { return {{"card", card}, {"controller", controller}}; }

// The hand, in any order.
inline Names hand_of(const Table& t, int seat) { return sorted(t.hand(seat)); }

// when a play could use more than one permission the program may ask which; any answer fits these tests.
inline void settle_permission(Table& t) {
  if (!t.asking()) return;
  const auto opts = t.options();
  if (!opts.empty() && opts.front().rfind("with ", 0) == 0) t.answer(t.can("with free-play") ? "with free-play" : opts.front());
}

inline void play(Table& t, const std::string& what) {
  t.answer(what);
  settle_permission(t);
}

// Answers a question the program may or may not ask (a single legal answer may be taken automatically, R-5).
inline void answer_if_asked(Table& t, const std::string& what) {
  if (t.can(what)) t.answer(what);
}

// Plays a Spirit from the asked player's hand and tries to destroy `target` with it, discarding whatever it asks.
inline void spirit_at(Table& t, const std::string& base_slug, const std::string& target) {
  play(t, "play spirit " + base_slug);
  if (!t.can("choose " + target)) return;
  t.answer("choose " + target);
  answer_if_asked(t, "yes");
  const auto who = t.asked();
  while (t.asking() && t.asked() == who && !t.can("done")) {
    const auto opts = t.options();
    if (opts.empty() || opts.front().rfind("choose ", 0) != 0) break;
    t.answer(opts.front());
  }
}

}  // namespace cardtable::smashup::test::text
