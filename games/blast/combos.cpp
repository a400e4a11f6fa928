#include "games/blast/combos.hpp"

#include <array>

namespace cardtable::blast {
namespace {

// The ways each card of a hand can count, grouped by counted value: a Shrinker offers its value and one less.
struct CandidatesByValue {
  std::array<std::array<CountedCard, 8>, kValues> by_value{};
  std::array<std::uint8_t, kValues> size{};

  explicit CandidatesByValue(CardSet hand) {
    for (auto bits = hand.bits; bits != 0; bits &= bits - 1) {
      auto card = static_cast<CardId>(std::countr_zero(bits));
      const int value = value_of(card);
      const Faction faction = faction_of(card);
      add(CountedCard{card, static_cast<std::uint8_t>(value), faction});
      if (faction == Faction::Shrinker && value > 0)  // a Shrinker 0 cannot go below 0
        add(CountedCard{card, static_cast<std::uint8_t>(value - 1), faction});
    }
  }
  void add(CountedCard c) { by_value[c.value][size[c.value]++] = c; }
};

Action make_play(Planet planet, std::initializer_list<CountedCard> cards) {
  Action a;
  a.kind = ActionKind::Play;
  a.planet = planet;
  // Candidates come grouped by counted value and, within a value, in card id order (faction, then printed value), and
  // every caller passes them in that order: the play is already in notation order, so sort_play is not needed.
  for (const auto& c : cards) a.cards[a.count++] = c;
  return a;
}

// Whether plays totalling `total` can be legal at all: when following, only totals above the last play's are. Every
// play of a value bucket has the same total, so whole buckets are skipped before any card is picked.
bool can_beat(int total, const PlayConstraint& constraint) { return !constraint.following || total > constraint.beat_total; }

void append_same_value(const CandidatesByValue& cands, Planet planet, int n, const PlayConstraint& constraint,
                       std::vector<Action>& out) {
  for (int v = 0; v < kValues; ++v) {
    if (!can_beat(n * v, constraint)) continue;
    const auto& list = cands.by_value[v];
    const int size = cands.size[v];
    for (int i = 0; i < size; ++i) {
      if (n == 1) {
        out.push_back(make_play(planet, {list[i]}));
        continue;
      }
      for (int j = i + 1; j < size; ++j) {
        if (n == 2) {
          out.push_back(make_play(planet, {list[i], list[j]}));
          continue;
        }
        for (int k = j + 1; k < size; ++k) out.push_back(make_play(planet, {list[i], list[j], list[k]}));
      }
    }
  }
}

// Vao D: all three count as one faction F; Changelings may count as F, other cards must be F.
void append_one_faction(std::array<CountedCard, 3> run, const PlayConstraint& constraint, std::vector<Action>& out) {
  std::uint8_t fixed = 0;
  for (const auto& c : run)
    if (c.faction != Faction::Changeling) fixed |= static_cast<std::uint8_t>(1U << static_cast<int>(c.faction));
  if (std::popcount(fixed) > 1) return;
  for (int f = 0; f < kFactions; ++f) {
    if (fixed != 0 && fixed != (1U << f)) continue;
    const auto faction = static_cast<Faction>(f);
    if (constraint.following && faction != constraint.faction) continue;
    auto counted = run;
    for (auto& c : counted) c.faction = faction;
    out.push_back(make_play(Planet::VaoD, {counted[0], counted[1], counted[2]}));
  }
}

// Thora III: three different factions. Only the set matters, so each set is built once: the factions the
// Changelings add go to them in ascending order, in the play's card order.
void append_three_factions(std::array<CountedCard, 3> run, const PlayConstraint& constraint, std::vector<Action>& out) {
  std::uint8_t fixed = 0;
  int fixed_count = 0;
  for (const auto& c : run)
    if (c.faction != Faction::Changeling) {
      fixed |= static_cast<std::uint8_t>(1U << static_cast<int>(c.faction));
      ++fixed_count;
    }
  if (std::popcount(fixed) != fixed_count) return;  // two fixed cards of one faction
  // The sets of three of the four factions, ascending; each holds `fixed`'s factions plus one per Changeling.
  constexpr std::array<std::uint8_t, 4> kThreeFactionSets{0b0111, 0b1011, 0b1101, 0b1110};
  for (const std::uint8_t set : kThreeFactionSets) {
    if ((set & fixed) != fixed) continue;
    if (constraint.following && set != constraint.faction_set) continue;
    auto counted = run;
    std::uint8_t to_assign = set & static_cast<std::uint8_t>(~fixed);
    for (auto& c : counted) {
      if (c.faction != Faction::Changeling) continue;
      const int f = std::countr_zero(to_assign);
      c.faction = static_cast<Faction>(f);
      to_assign &= static_cast<std::uint8_t>(to_assign - 1);
    }
    out.push_back(make_play(Planet::ThoraIII, {counted[0], counted[1], counted[2]}));
  }
}

void append_runs(const CandidatesByValue& cands, Planet planet, const PlayConstraint& constraint,
                 std::vector<Action>& out) {
  for (int v = 0; v + 2 < kValues; ++v) {
    if (!can_beat(3 * v + 3, constraint)) continue;
    for (int i = 0; i < cands.size[v]; ++i) {
      const auto a = cands.by_value[v][i];
      for (int j = 0; j < cands.size[v + 1]; ++j) {
        const auto b = cands.by_value[v + 1][j];
        if (b.card == a.card) continue;
        for (int k = 0; k < cands.size[v + 2]; ++k) {
          const auto c = cands.by_value[v + 2][k];
          if (c.card == a.card || c.card == b.card) continue;
          // sort_play orders by value, so the run is already in notation order
          if (planet == Planet::VaoD)
            append_one_faction({a, b, c}, constraint, out);
          else
            append_three_factions({a, b, c}, constraint, out);
        }
      }
    }
  }
}

void append_plays_of(const CandidatesByValue& cands, Planet planet, const PlayConstraint& constraint,
                     std::vector<Action>& out) {
  switch (planet) {
    case Planet::Zamepra: append_same_value(cands, planet, 1, constraint, out); break;
    case Planet::Peolara: append_same_value(cands, planet, 2, constraint, out); break;
    case Planet::Usiri: append_same_value(cands, planet, 3, constraint, out); break;
    case Planet::VaoD:
    case Planet::ThoraIII: append_runs(cands, planet, constraint, out); break;
  }
}

}  // namespace

std::uint8_t faction_bits(const Action& play) {
  std::uint8_t bits = 0;
  for (int i = 0; i < play.count; ++i) bits |= static_cast<std::uint8_t>(1U << static_cast<int>(play.cards[i].faction));
  return bits;
}

PlayConstraint constraint_of(const Trick& trick) {
  PlayConstraint c;
  if (trick.play_count == 0) return c;
  c.following = true;
  c.beat_total = trick.last_play().total();
  c.faction = trick.faction;
  c.faction_set = trick.faction_set;
  return c;
}

void append_plays(CardSet hand, Planet planet, const PlayConstraint& constraint, std::vector<Action>& out) {
  append_plays_of(CandidatesByValue(hand), planet, constraint, out);
}

void append_leads(CardSet hand, std::vector<Action>& out) {
  const CandidatesByValue cands(hand);
  for (Planet p : kAllPlanets) append_plays_of(cands, p, PlayConstraint{}, out);
}

}  // namespace cardtable::blast
