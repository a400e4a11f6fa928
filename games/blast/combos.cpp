#include "games/blast/combos.hpp"

#include <array>
#include <bit>

namespace cardtable::blast {
namespace {

// A card of the hand as it may count at one value is one of five slots: the Changeling, Greedbot, Junker and
// Shrinker of that value, then the Shrinker of the next value counted one lower. Slots are in card id order, so
// plays built from ascending slots come out in notation order and in the order the bots and saves rely on.
constexpr int kSlots = 5;
constexpr int kShrunkSlot = 4;
constexpr int kShrinkerSlot = static_cast<int>(Faction::Shrinker);
constexpr int kChangelingSlot = static_cast<int>(Faction::Changeling);

constexpr Faction slot_faction(int slot) { return slot == kShrunkSlot ? Faction::Shrinker : static_cast<Faction>(slot); }

constexpr std::array<std::array<CountedCard, kSlots>, kValues> kCounted = [] {
  std::array<std::array<CountedCard, kSlots>, kValues> table{};
  for (int v = 0; v < kValues; ++v)
    for (int slot = 0; slot < kSlots; ++slot) {
      const int printed = slot == kShrunkSlot ? v + 1 : v;
      if (printed < kValues)
        table[v][slot] = CountedCard{card_of(slot_faction(slot), printed), static_cast<std::uint8_t>(v), slot_faction(slot)};
    }
  return table;
}();

// The slots of `hand` at each counted value, one bit per slot.
struct SlotsByValue {
  std::array<std::uint8_t, kValues> at{};

  explicit SlotsByValue(CardSet hand) {
    const std::uint64_t h = hand.bits;
    for (int v = 0; v < kValues; ++v)
      // Bit slot of the result takes card slot * 11 + v; the shrunk slot takes the Shrinker of v + 1 (id 34 + v),
      // which lies right above the Shrinker of v, so one shift serves both.
      at[v] = static_cast<std::uint8_t>(((h >> v) & 1) | ((h >> (kValues - 1 + v)) & 2) |
                                        ((h >> (2 * kValues - 2 + v)) & 4) | ((h >> (3 * kValues - 3 + v)) & 24));
  }
};

// Filled in place: a play built aside and copied in stalls on store-to-load forwarding (byte stores, then a wide load).
void push_play(std::vector<Action>& out, Planet planet, int count, const CountedCard& a, const CountedCard& b = {},
               const CountedCard& c = {}) {
  Action& play = out.emplace_back();
  play.kind = ActionKind::Play;
  play.planet = planet;
  play.count = static_cast<std::uint8_t>(count);
  play.cards = {a, b, c};
}

// Whether plays totalling `total` can be legal at all: when following, only totals above the last play's are. Every
// play of a value has the same total, so whole values are skipped before any card is picked.
bool can_beat(int total, const PlayConstraint& constraint) { return !constraint.following || total > constraint.beat_total; }

// Lowest slot first, then the next: the loops below walk slot sets in ascending order.
int take_lowest(unsigned& bits) {
  const int slot = std::countr_zero(bits);
  bits &= bits - 1;
  return slot;
}

void append_same_value(const SlotsByValue& slots, Planet planet, int n, const PlayConstraint& constraint,
                       std::vector<Action>& out) {
  for (int v = 0; v < kValues; ++v) {
    if (!can_beat(n * v, constraint) || std::popcount(slots.at[v]) < n) continue;
    const auto& counted = kCounted[v];
    for (unsigned first = slots.at[v]; first != 0;) {
      const int i = take_lowest(first);
      if (n == 1) {
        push_play(out, planet, 1, counted[i]);
        continue;
      }
      for (unsigned second = first; second != 0;) {
        const int j = take_lowest(second);
        if (n == 2) {
          push_play(out, planet, 2, counted[i], counted[j]);
          continue;
        }
        for (unsigned third = second; third != 0;) push_play(out, planet, 3, counted[i], counted[j], counted[take_lowest(third)]);
      }
    }
  }
}

// The factions the non-Changeling slots of a run fix, one bit each, and how many such slots there are.
struct FixedFactions {
  unsigned bits = 0;
  int count = 0;
  FixedFactions(int a, int b, int c) {
    for (int slot : {a, b, c})
      if (slot != kChangelingSlot) {
        bits |= 1U << static_cast<int>(slot_faction(slot));
        ++count;
      }
  }
};

// Vao D: all three count as one faction F; Changelings may count as F, other cards must be F.
void append_one_faction(int v, int a, int b, int c, const PlayConstraint& constraint, std::vector<Action>& out) {
  const FixedFactions fixed(a, b, c);
  if (std::popcount(fixed.bits) > 1) return;
  const auto& low = kCounted[v];
  const auto& mid = kCounted[v + 1];
  const auto& high = kCounted[v + 2];
  for (int f = 0; f < kFactions; ++f) {
    if (fixed.bits != 0 && fixed.bits != (1U << f)) continue;
    const auto faction = static_cast<Faction>(f);
    if (constraint.following && faction != constraint.faction) continue;
    push_play(out, Planet::VaoD, 3, {low[a].card, low[a].value, faction}, {mid[b].card, mid[b].value, faction},
              {high[c].card, high[c].value, faction});
  }
}

// Thora III: three different factions. Only the set matters, so each set is built once: the factions the
// Changelings add go to them in ascending order, in the play's card order.
void append_three_factions(int v, int a, int b, int c, const PlayConstraint& constraint, std::vector<Action>& out) {
  const FixedFactions fixed(a, b, c);
  if (std::popcount(fixed.bits) != fixed.count) return;  // two fixed cards of one faction
  // The sets of three of the four factions, ascending; each holds the fixed factions plus one per Changeling.
  constexpr std::array<unsigned, 4> kThreeFactionSets{0b0111, 0b1011, 0b1101, 0b1110};
  for (const unsigned set : kThreeFactionSets) {
    if ((set & fixed.bits) != fixed.bits) continue;
    if (constraint.following && set != constraint.faction_set) continue;
    std::array<CountedCard, 3> counted{kCounted[v][a], kCounted[v + 1][b], kCounted[v + 2][c]};
    unsigned to_assign = set & ~fixed.bits;
    for (auto& card : counted)
      if (card.faction == Faction::Changeling) card.faction = static_cast<Faction>(take_lowest(to_assign));
    push_play(out, Planet::ThoraIII, 3, counted[0], counted[1], counted[2]);
  }
}

void append_runs(const SlotsByValue& slots, Planet planet, const PlayConstraint& constraint, std::vector<Action>& out) {
  for (int v = 0; v + 2 < kValues; ++v) {
    if (!can_beat(3 * v + 3, constraint) || slots.at[v] == 0 || slots.at[v + 1] == 0 || slots.at[v + 2] == 0) continue;
    for (unsigned low = slots.at[v]; low != 0;) {
      const int a = take_lowest(low);
      for (unsigned mid = slots.at[v + 1]; mid != 0;) {
        const int b = take_lowest(mid);
        if (a == kShrunkSlot && b == kShrinkerSlot) continue;  // one Shrinker cannot count twice
        for (unsigned high = slots.at[v + 2]; high != 0;) {
          const int c = take_lowest(high);
          if (b == kShrunkSlot && c == kShrinkerSlot) continue;
          if (planet == Planet::VaoD)
            append_one_faction(v, a, b, c, constraint, out);
          else
            append_three_factions(v, a, b, c, constraint, out);
        }
      }
    }
  }
}

void append_plays_of(const SlotsByValue& slots, Planet planet, const PlayConstraint& constraint,
                     std::vector<Action>& out) {
  switch (planet) {
    case Planet::Zamepra: append_same_value(slots, planet, 1, constraint, out); break;
    case Planet::Peolara: append_same_value(slots, planet, 2, constraint, out); break;
    case Planet::Usiri: append_same_value(slots, planet, 3, constraint, out); break;
    case Planet::VaoD:
    case Planet::ThoraIII: append_runs(slots, planet, constraint, out); break;
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
  append_plays_of(SlotsByValue(hand), planet, constraint, out);
}

void append_leads(CardSet hand, std::vector<Action>& out) {
  const SlotsByValue slots(hand);
  for (Planet p : kAllPlanets) append_plays_of(slots, p, PlayConstraint{}, out);
}

}  // namespace cardtable::blast
