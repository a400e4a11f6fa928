#include <algorithm>
#include <array>

#include "games/blast/combos.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::blast {
namespace {

std::string seat_name(Seat s) { return "player " + std::to_string(s + 1); }

// Checks a play's declarations card by card: only Shrinkers lower, by one; only Changelings change faction.
std::string declaration_problem(const Action& a) {
  for (int i = 0; i < a.count; ++i) {
    const auto& c = a.cards[i];
    const Faction printed = faction_of(c.card);
    if (c.value != value_of(c.card) && printed != Faction::Shrinker)
      return card_name(c.card) + " is not a Shrinker and cannot count one lower";
    if (c.faction != printed && printed != Faction::Changeling)
      return card_name(c.card) + " is not a Changeling and cannot count as another faction";
  }
  return {};
}

std::string shape_problem(const Action& a) {
  const int need = cards_per_play(a.planet);
  if (a.count != need)
    return planet_name(a.planet) + " needs " + std::to_string(need) + (need == 1 ? " card" : " cards") + ", not " +
           std::to_string(a.count);
  std::array<int, 3> values{};
  for (int i = 0; i < a.count; ++i) values[static_cast<std::size_t>(i)] = a.cards[i].value;
  std::sort(values.begin(), values.begin() + a.count);
  switch (a.planet) {
    case Planet::Zamepra: return {};
    case Planet::Peolara:
    case Planet::Usiri:
      if (values[0] != values[static_cast<std::size_t>(a.count - 1)])
        return planet_name(a.planet) + " needs cards of the same value";
      return {};
    case Planet::VaoD:
    case Planet::ThoraIII: {
      if (values[1] != values[0] + 1 || values[2] != values[1] + 1)
        return planet_name(a.planet) + " needs three consecutive values";
      const int factions = std::popcount(faction_bits(a));
      if (a.planet == Planet::VaoD && factions != 1) return "Vao D needs all three cards of one faction";
      if (a.planet == Planet::ThoraIII && factions != 3) return "Thora III needs three different factions";
      return {};
    }
  }
  return {};
}

std::string play_problem(const State& s, const Action& a) {
  if (!s.hands[s.to_move].includes(a.play_cards())) return "those cards are not all in " + seat_name(s.to_move) + "'s hand";
  if (auto p = declaration_problem(a); !p.empty()) return p;
  if (auto p = shape_problem(a); !p.empty()) return p;
  const auto& trick = s.trick;
  if (trick.play_count == 0) return {};
  if (a.planet != trick.planet) return "this trick is on " + planet_name(trick.planet) + ", not " + planet_name(a.planet);
  if (a.planet == Planet::VaoD && a.cards[0].faction != trick.faction)
    return "every play on this Vao D trick must be " + faction_name(trick.faction) + "s";
  if (a.planet == Planet::ThoraIII && faction_bits(a) != trick.faction_set)
    return "every play on this Thora III trick must use the same three factions as the lead";
  if (a.total() <= trick.last_play().total())
    return "a total of " + std::to_string(a.total()) + " does not beat " + std::to_string(trick.last_play().total());
  return {};
}

std::string wrong_kind(const State& s) {
  switch (s.phase) {
    case Phase::Exchange: return "the exchange is waiting for " + seat_name(s.to_move) + " to give " +
                                 std::to_string(s.exchange_count) + (s.exchange_count == 1 ? " card" : " cards");
    case Phase::JunkerDiscard: return seat_name(s.to_move) + " must discard one card (Junker)";
    case Phase::Trick: return "a trick is in play: " + seat_name(s.to_move) + " must play or pass";
    case Phase::GameOver: return "the game is over";
  }
  return {};
}

}  // namespace

std::string why_illegal(const State& s, const Action& a) {
  if (is_legal(s, a)) return {};
  if (s.phase == Phase::GameOver) return wrong_kind(s);
  const CardSet hand = s.hands[s.to_move];
  switch (a.kind) {
    case ActionKind::Give:
      if (s.phase != Phase::Exchange) return wrong_kind(s);
      if (!hand.includes(a.chosen)) return "those cards are not all in " + seat_name(s.to_move) + "'s hand";
      if (a.chosen.size() != s.exchange_count) return "the exchange is " + std::to_string(s.exchange_count) + (s.exchange_count == 1 ? " card" : " cards");
      return "the player ahead on points must give their highest cards";
    case ActionKind::Discard:
      if (s.phase != Phase::JunkerDiscard) return wrong_kind(s);
      return "that card is not in " + seat_name(s.to_move) + "'s hand";
    case ActionKind::Pass:
      if (s.phase != Phase::Trick) return wrong_kind(s);
      return "the player who leads a trick must play a card; only a follower may pass";
    case ActionKind::Play: {
      if (s.phase != Phase::Trick) return wrong_kind(s);
      auto p = play_problem(s, a);
      return p.empty() ? "that play is not legal now" : p;
    }
  }
  return "that is not legal now";
}

}  // namespace cardtable::blast
