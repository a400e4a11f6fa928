#include "games/smashup/scenario.hpp"

#include <string>

#include "framework/errors.hpp"
#include "games/smashup/catalog.hpp"
#include "games/smashup/engine.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {
namespace {

using framework::BadSetup;
using nlohmann::json;

std::string text(const json& j, const std::string& what) {
  if (!j.is_string()) throw BadSetup(what + " must be a string");
  return j.get<std::string>();
}

int integer(const json& j, const std::string& what, int low, int high) {
  if (!j.is_number_integer() || j.get<std::int64_t>() < low || j.get<std::int64_t>() > high)
    throw BadSetup(what + " must be an integer from " + std::to_string(low) + " to " + std::to_string(high));
  return j.get<int>();
}

const json& array_or_empty(const json& obj, const char* key) {
  static const json empty = json::array();
  if (!obj.contains(key)) return empty;
  if (!obj[key].is_array()) throw BadSetup(std::string("\"") + key + "\" must be an array");
  return obj[key];
}

BaseId base_named(const json& j) {
  const auto slug = text(j, "a base");
  BaseId id = kNoBase;
  if (find_base_def(slug, id)) return id;
  throw BadSetup("unknown base '" + slug + "'");
}

class Builder {
 public:
  explicit Builder(State& s) : s_(s) {}

  CardId card(const json& j, Seat owner) {
    const auto slug = text(j, "a card");
    DefId def = 0;
    if (!find_card_def(slug, def)) throw BadSetup("unknown card '" + slug + "'");
    if (s_.cards.size() >= kNoCard) throw BadSetup("too many cards in the scenario");
    return s_.cards.add({def, owner});
  }

  Seat seat(const json& j, const std::string& what) {
    return static_cast<Seat>(integer(j, what, 0, s_.players - 1));
  }

 private:
  State& s_;
};

void read_player(Builder& b, State& s, Seat seat, const json& j) {
  if (!j.is_object()) throw BadSetup("each seat must be an object");
  auto& p = s.seats[seat];
  const auto& factions = array_or_empty(j, "factions");
  if (factions.size() > 2) throw BadSetup("a player has at most two factions");
  for (const auto& f : factions) {
    Faction x{};
    if (!faction_from_slug(text(f, "a faction"), x)) throw BadSetup("unknown faction '" + f.get<std::string>() + "'");
    p.factions[p.faction_count++] = x;
  }
  if (j.contains("vp")) p.vp = static_cast<std::uint8_t>(integer(j["vp"], "vp", 0, 200));
  for (const auto& c : array_or_empty(j, "hand")) p.hand.push_back(b.card(c, seat));
  // The deck is listed top first; State keeps the top at the back.
  const auto& deck = array_or_empty(j, "deck");
  for (auto it = deck.rbegin(); it != deck.rend(); ++it) p.deck.push_back(b.card(*it, seat));
  for (const auto& c : array_or_empty(j, "discard")) p.discard.push_back(b.card(c, seat));
}

void read_base(Builder& b, State& s, const json& j) {
  if (!j.is_object() || !j.contains("base")) throw BadSetup("each base in play needs \"base\"");
  BaseInPlay base;
  base.base = base_named(j["base"]);
  for (const auto& existing : s.bases)
    if (existing.base == base.base) throw BadSetup("base '" + j["base"].get<std::string>() + "' is in play twice");
  for (const auto& m : array_or_empty(j, "minions")) {
    if (!m.is_object() || !m.contains("card") || !m.contains("controller"))
      throw BadSetup("each minion needs \"card\" and \"controller\"");
    const Seat controller = b.seat(m["controller"], "controller");
    const Seat owner = m.contains("owner") ? b.seat(m["owner"], "owner") : controller;
    const CardId card = b.card(m["card"], owner);
    if (card_def(s.cards[card].def).type != CardType::Minion)
      throw BadSetup("'" + m["card"].get<std::string>() + "' is not a minion");
    MinionInPlay record{card, controller};
    if (m.contains("counters")) record.counters = static_cast<std::uint8_t>(integer(m["counters"], "counters", 0, 99));
    if (m.contains("abilities")) {
      const auto slug = text(m["abilities"], "a card");
      if (!find_card_def(slug, record.abilities)) throw BadSetup("unknown card '" + slug + "'");
    }
    if (m.contains("talent_used")) record.talent_used = m["talent_used"].get<bool>();
    base.minions.push_back(record);
    for (const auto& a : array_or_empty(m, "actions")) {
      const Seat ac = a.contains("controller") ? b.seat(a["controller"], "controller") : controller;
      const Seat ao = a.contains("owner") ? b.seat(a["owner"], "owner") : ac;
      base.actions.push_back({b.card(a.contains("card") ? a["card"] : a, ao), card, ac});
    }
  }
  for (const auto& a : array_or_empty(j, "actions")) {
    if (!a.is_object() || !a.contains("card") || !a.contains("controller"))
      throw BadSetup("each action on a base needs \"card\" and \"controller\"");
    const Seat ac = b.seat(a["controller"], "controller");
    const Seat ao = a.contains("owner") ? b.seat(a["owner"], "owner") : ac;
    base.actions.push_back({b.card(a["card"], ao), kNoCard, ac});
  }
  s.bases.push_back(std::move(base));
}

TurnStep phase_named(const std::string& phase) {
  if (phase == "start") return TurnStep::Start;
  if (phase == "play") return TurnStep::Play;
  if (phase == "score") return TurnStep::Score;
  if (phase == "draw") return TurnStep::Draw;
  if (phase == "end") return TurnStep::End;
  throw BadSetup("unknown phase '" + phase + "' (start, play, score, draw, end)");
}

void read_turn(Builder& b, State& s, const json& j, TurnStep& step) {
  if (!j.is_object()) throw BadSetup("\"turn\" must be an object");
  if (j.contains("active")) s.turn.active = b.seat(j["active"], "active");
  if (j.contains("number")) s.turn.number = static_cast<std::uint16_t>(integer(j["number"], "number", 0, 60000));
  if (j.contains("phase")) step = phase_named(text(j["phase"], "phase"));
  if (j.contains("minion_used")) s.turn.minion_used = j["minion_used"].get<bool>();
  if (j.contains("action_used")) s.turn.action_used = j["action_used"].get<bool>();
  for (const auto& e : array_or_empty(j, "extras")) {
    ExtraPlay extra;
    const auto type = e.contains("type") ? text(e["type"], "type") : "minion";
    if (type != "minion" && type != "action") throw BadSetup("an extra play's type is minion or action");
    extra.type = type == "minion" ? CardType::Minion : CardType::Action;
    if (e.contains("max_power")) extra.max_power = static_cast<std::int8_t>(integer(e["max_power"], "max_power", 0, 20));
    if (e.contains("only_on")) extra.only_on = base_named(e["only_on"]);
    if (e.contains("from_discard")) extra.from_discard = e["from_discard"].get<bool>();
    s.turn.extras.push_back(extra);
  }
}

}  // namespace

State state_from_scenario(const json& scenario) {
  if (!scenario.is_object()) throw BadSetup("a scenario must be a JSON object");
  try {
    const auto& seats = array_or_empty(scenario, "seats");
    const int players = scenario.contains("players") ? integer(scenario["players"], "players", 2, 4)
                                                     : static_cast<int>(seats.size());
    if (players < kMinPlayers || players > kMaxPlayers) throw BadSetup("a scenario needs 2 to 4 seats");
    if (seats.size() > static_cast<std::size_t>(players)) throw BadSetup("more seats than players");
    State s;
    s.players = static_cast<std::uint8_t>(players);
    s.seats.resize(static_cast<std::size_t>(players));
    if (scenario.contains("seed") && !scenario["seed"].is_number_unsigned() &&
        !(scenario["seed"].is_number_integer() && scenario["seed"].get<std::int64_t>() >= 0))
      throw BadSetup("seed must be a whole number from 0 to 2^64-1");
    s.rng = framework::Rng::from_seed(scenario.contains("seed") ? scenario["seed"].get<std::uint64_t>() : 0);
    if (scenario.contains("two_copies")) s.two_copies = scenario["two_copies"].get<bool>();
    Builder b(s);
    for (std::size_t i = 0; i < seats.size(); ++i) read_player(b, s, static_cast<Seat>(i), seats[i]);
    for (const auto& base : array_or_empty(scenario, "bases")) read_base(b, s, base);
    if (s.bases.empty()) throw BadSetup("a scenario needs at least one base in play");
    const auto& deck = array_or_empty(scenario, "base_deck");
    for (auto it = deck.rbegin(); it != deck.rend(); ++it) s.base_deck.push_back(base_named(*it));
    for (const auto& base : array_or_empty(scenario, "base_discard")) s.base_discard.push_back(base_named(base));
    TurnStep step = TurnStep::Play;
    if (scenario.contains("turn")) read_turn(b, s, scenario["turn"], step);
    s.first_player = s.turn.active;
    if (step == TurnStep::Start && s.turn.number > 0) --s.turn.number;
    rebuild_derived(s);
    TurnFrame turn;
    turn.step = step;
    s.stack.push_back(turn);
    advance(s, nullptr);
    return s;
  } catch (const json::exception& e) {
    throw BadSetup(std::string("bad scenario: ") + e.what());
  }
}

}  // namespace cardtable::smashup
