#include "games/blast/combos.hpp"

#include <array>
#include <bit>

namespace cardtable::blast {

// A card of the hand as it may count at one value is one of five slots: the Changeling, Greedbot, Junker and
// Shrinker of that value, then the Shrinker of the next value counted one lower. Slots are in card id order, so
// plays built from ascending slots come out in notation order, and the order below (planet, lowest counted value,
// slots, declared faction) is the order the bots and saves rely on.
//
// The loops walk bit masks, one bit per slot or per combination of slots, so that each planet costs one loop with
// one unpredictable exit rather than a nest of short loops per value: mispredicted loop exits were most of the time.
namespace {

constexpr int kSlots = 5;
constexpr int kShrunkSlot = 4;
constexpr int kShrinkerSlot = static_cast<int>(Faction::Shrinker);
constexpr unsigned kAllSlots = (1U << kSlots) - 1;

constexpr Faction slot_faction(int slot) { return slot == kShrunkSlot ? Faction::Shrinker : static_cast<Faction>(slot); }

// The slots whose card has printed faction `f` (a Changeling slot fixes no faction: it has none).
constexpr unsigned slots_of(Faction f) {
  switch (f) {
    case Faction::Changeling: return 0;
    case Faction::Shrinker: return (1U << kShrinkerSlot) | (1U << kShrunkSlot);
    default: return 1U << static_cast<int>(f);
  }
}
constexpr unsigned same_faction(int slot) { return slots_of(slot_faction(slot)); }
constexpr unsigned kChangeling = 1U;

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

// The combinations of n slots (n = 2, 3) in lexicographic order, the order nested loops over ascending slots give.
// There are ten of each; combination k of a value's slots is present when its bit k is set in kPresent[n-2][slots].
struct SlotCombinations {
  std::array<std::array<std::array<std::uint8_t, 3>, 10>, 2> slots{};
  std::array<std::array<std::uint16_t, 32>, 2> present{};
};
constexpr SlotCombinations kCombinations = [] {
  SlotCombinations t{};
  for (int n = 2; n <= 3; ++n) {
    int k = 0;
    for (int i = 0; i < kSlots; ++i)
      for (int j = i + 1; j < kSlots; ++j) {
        if (n == 2) {
          t.slots[0][k] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j), 0};
          for (unsigned m = 0; m < 32; ++m)
            if ((m >> i & 1) && (m >> j & 1)) t.present[0][m] |= static_cast<std::uint16_t>(1U << k);
          ++k;
          continue;
        }
        for (int l = j + 1; l < kSlots; ++l) {
          t.slots[1][k] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j), static_cast<std::uint8_t>(l)};
          for (unsigned m = 0; m < 32; ++m)
            if ((m >> i & 1) && (m >> j & 1) && (m >> l & 1)) t.present[1][m] |= static_cast<std::uint16_t>(1U << k);
          ++k;
        }
      }
  }
  return t;
}();

// The slots of `hand` at each counted value, one bit per slot.
struct SlotsByValue {
  std::array<unsigned, kValues> at{};
  std::uint64_t all = 0;  // bit 5 * value + slot
  unsigned values = 0;    // bit v when some card counts as v

  explicit SlotsByValue(CardSet hand) {
    const std::uint64_t h = hand.bits;
    for (int v = 0; v < kValues; ++v) {
      // Bit `slot` takes card slot * 11 + v; the shrunk slot takes the Shrinker of v + 1 (id 34 + v), which lies
      // right above the Shrinker of v, so one shift serves both.
      at[v] = static_cast<unsigned>(((h >> v) & 1) | ((h >> (kValues - 1 + v)) & 2) | ((h >> (2 * kValues - 2 + v)) & 4) |
                                    ((h >> (3 * kValues - 3 + v)) & 24));
      all |= std::uint64_t{at[v]} << (kSlots * v);
      values |= (at[v] != 0 ? 1U : 0U) << v;
    }
  }
};

void push_play(std::vector<Action>& out, Planet planet, int count, const CountedCard& a, const CountedCard& b = {},
               const CountedCard& c = {}) {
  // Filled in place: a play built aside and copied in stalls on store forwarding (byte stores, then a wide load).
  Action& play = out.emplace_back();
  play.kind = ActionKind::Play;
  play.planet = planet;
  play.count = static_cast<std::uint8_t>(count);
  play.cards = {a, b, c};
}

// The lowest value whose plays of n cards can be legal: when following, only totals above the last play's are.
int lowest_value(int n, const PlayConstraint& constraint) {
  return constraint.following ? constraint.beat_total / n + 1 : 0;
}

int take_lowest(std::uint64_t& bits) {
  const int index = std::countr_zero(bits);
  bits &= bits - 1;
  return index;
}

void append_singles(const SlotsByValue& slots, const PlayConstraint& constraint, std::vector<Action>& out) {
  const int low = lowest_value(1, constraint);
  if (low >= kValues) return;
  for (std::uint64_t bits = slots.all >> (kSlots * low) << (kSlots * low); bits != 0;) {
    const int index = take_lowest(bits);
    push_play(out, Planet::Zamepra, 1, kCounted[index / kSlots][index % kSlots]);
  }
}

// Peolara (n = 2) and Usiri (n = 3): n cards counting the same value.
void append_same_value(const SlotsByValue& slots, Planet planet, int n, const PlayConstraint& constraint,
                       std::vector<Action>& out) {
  const auto& present = kCombinations.present[n - 2];
  const auto& combination = kCombinations.slots[n - 2];
  // Ten bits per value: values 0-5 in one word, 6-10 in the other.
  std::array<std::uint64_t, 2> words{};
  for (int v = lowest_value(n, constraint); v < kValues; ++v)
    words[v / 6] |= std::uint64_t{present[slots.at[v]]} << (10 * (v % 6));
  for (int w = 0; w < 2; ++w)
    for (std::uint64_t bits = words[w]; bits != 0;) {
      const int index = take_lowest(bits);
      const int v = 6 * w + index / 10;
      const auto& s = combination[index % 10];
      const auto& counted = kCounted[v];
      // Unused places stay default, as Action's comparisons expect.
      push_play(out, planet, n, counted[s[0]], counted[s[1]], n == 3 ? counted[s[2]] : CountedCard{});
    }
}

// The first value of each run of three values the hand can count whose total (3 v + 3) can be legal.
std::uint64_t run_starts(const SlotsByValue& slots, const PlayConstraint& constraint) {
  const int low = constraint.following ? constraint.beat_total / 3 : 0;
  const unsigned starts = slots.values & (slots.values >> 1) & (slots.values >> 2);
  return (starts >> low) << low;
}

// Vao D: all three count as one faction F; Changelings may count as F, other cards must be F. Following, F is the
// trick's faction; leading, every F the cards allow, ascending.
void append_one_faction(const SlotsByValue& slots, const PlayConstraint& constraint, std::vector<Action>& out) {
  const unsigned allowed = constraint.following ? kChangeling | slots_of(constraint.faction) : kAllSlots;
  for (std::uint64_t starts = run_starts(slots, constraint); starts != 0;) {
    const int v = take_lowest(starts);
    const auto &low = kCounted[v], &mid = kCounted[v + 1], &high = kCounted[v + 2];
    for (std::uint64_t as = slots.at[v] & allowed; as != 0;) {
      const int a = take_lowest(as);
      // A Shrinker counted one lower (slot 4) is the Shrinker of the next value (slot 3 there): never both.
      unsigned b_allowed = a == 0 ? allowed : kChangeling | same_faction(a);
      if (a == kShrunkSlot) b_allowed &= ~(1U << kShrinkerSlot);
      for (std::uint64_t bs = slots.at[v + 1] & b_allowed; bs != 0;) {
        const int b = take_lowest(bs);
        const int fixer = a != 0 ? a : b;  // the first card that is not a Changeling, if any
        unsigned c_allowed = fixer == 0 ? allowed : kChangeling | same_faction(fixer);
        if (b == kShrunkSlot) c_allowed &= ~(1U << kShrinkerSlot);
        for (std::uint64_t cs = slots.at[v + 2] & c_allowed; cs != 0;) {
          const int c = take_lowest(cs);
          const int fixed_by = fixer != 0 ? fixer : c;
          int first = 0, last = kFactions - 1;
          if (fixed_by != 0) first = last = static_cast<int>(slot_faction(fixed_by));
          if (constraint.following) first = last = static_cast<int>(constraint.faction);
          for (int f = first; f <= last; ++f) {
            const auto faction = static_cast<Faction>(f);
            push_play(out, Planet::VaoD, 3, {low[a].card, low[a].value, faction}, {mid[b].card, mid[b].value, faction},
                      {high[c].card, high[c].value, faction});
          }
        }
      }
    }
  }
}

// Thora III: three different factions. Only the set matters, so each set is built once: the factions the
// Changelings add go to them in ascending order, in the play's card order. Following, the set is the trick's.
void append_three_factions(const SlotsByValue& slots, const PlayConstraint& constraint, std::vector<Action>& out) {
  // The sets of three of the four factions, ascending.
  constexpr std::array<unsigned, 4> kThreeFactionSets{0b0111, 0b1011, 0b1101, 0b1110};
  unsigned allowed = kAllSlots;
  if (constraint.following) {
    allowed = kChangeling;
    for (int f = 0; f < kFactions; ++f)
      if (constraint.faction_set >> f & 1) allowed |= slots_of(static_cast<Faction>(f));
  }
  for (std::uint64_t starts = run_starts(slots, constraint); starts != 0;) {
    const int v = take_lowest(starts);
    for (std::uint64_t as = slots.at[v] & allowed; as != 0;) {
      const int a = take_lowest(as);
      // A second card of one printed faction can never join (that also keeps one Shrinker from counting twice).
      for (std::uint64_t bs = slots.at[v + 1] & allowed & ~same_faction(a); bs != 0;) {
        const int b = take_lowest(bs);
        for (std::uint64_t cs = slots.at[v + 2] & allowed & ~same_faction(a) & ~same_faction(b); cs != 0;) {
          const int c = take_lowest(cs);
          const std::array<CountedCard, 3> run{kCounted[v][a], kCounted[v + 1][b], kCounted[v + 2][c]};
          unsigned fixed = 0;
          for (const auto& card : run)
            if (card.faction != Faction::Changeling) fixed |= 1U << static_cast<int>(card.faction);
          for (const unsigned set : kThreeFactionSets) {
            if ((set & fixed) != fixed) continue;
            if (constraint.following && set != constraint.faction_set) continue;
            auto counted = run;
            std::uint64_t to_assign = set & ~fixed;
            for (auto& card : counted)
              if (card.faction == Faction::Changeling) card.faction = static_cast<Faction>(take_lowest(to_assign));
            push_play(out, Planet::ThoraIII, 3, counted[0], counted[1], counted[2]);
          }
        }
      }
    }
  }
}

void append_plays_of(const SlotsByValue& slots, Planet planet, const PlayConstraint& constraint,
                     std::vector<Action>& out) {
  switch (planet) {
    case Planet::Zamepra: append_singles(slots, constraint, out); break;
    case Planet::Peolara: append_same_value(slots, planet, 2, constraint, out); break;
    case Planet::Usiri: append_same_value(slots, planet, 3, constraint, out); break;
    case Planet::VaoD: append_one_faction(slots, constraint, out); break;
    case Planet::ThoraIII: append_three_factions(slots, constraint, out); break;
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
