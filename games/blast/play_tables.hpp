#pragma once
// Compile-time tables behind the enumeration of plays (combos.cpp): every way a card may count, every single, pair
// and triple play, and every run with its declarations.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "games/blast/action.hpp"

namespace cardtable::blast::play_tables {

// A card of the hand as it may count at one value is one of five slots: the Changeling, Greedbot, Junker and
// Shrinker of that value, then the Shrinker of the next value counted one lower. Slots are in card id order, so
// plays built from ascending slots come out in notation order, and the order below (planet, lowest counted value,
// slots, declared faction) is the order the bots and saves rely on.
inline constexpr int kSlots = 5;
inline constexpr int kShrunkSlot = 4;
inline constexpr int kShrinkerSlot = static_cast<int>(Faction::Shrinker);
inline constexpr unsigned kAllSlots = (1U << kSlots) - 1;

constexpr Faction slot_faction(int slot) { return slot == kShrunkSlot ? Faction::Shrinker : static_cast<Faction>(slot); }

// The slots whose card has printed faction `f` (a Changeling slot fixes no faction: it has none).
constexpr unsigned slots_of(Faction f) {
  switch (f) {
    case Faction::Changeling: return 0;
    case Faction::Shrinker: return (1U << kShrinkerSlot) | (1U << kShrunkSlot);
    default: return 1U << static_cast<int>(f);
  }
}
inline constexpr unsigned kChangeling = 1U;

inline constexpr std::array<std::array<CountedCard, kSlots>, kValues> kCounted = [] {
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
// There are ten of each; combination k of a value's slots is present when its bit k is set in present[n - 2][slots].
struct SlotCombinations {
  std::array<std::array<std::array<std::uint8_t, 3>, 10>, 2> slots{};
  std::array<std::array<std::uint16_t, 32>, 2> present{};
};
inline constexpr SlotCombinations kCombinations = [] {
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

// Every single, pair and triple play, made once at compile time: offering one is a copy from this table, cheaper
// than filling a new action field by field.
struct SameValuePlays {
  std::array<Action, kValues * kSlots> singles{};  // index 5 v + slot
  std::array<std::array<std::array<Action, 10>, kValues>, 2> groups{};  // [n - 2][v][combination]
};
inline constexpr SameValuePlays kSameValuePlays = [] {
  SameValuePlays t{};
  const auto play = [](Planet planet, int count, std::array<CountedCard, 3> cards) {
    Action a;
    a.kind = ActionKind::Play;
    a.planet = planet;
    a.count = static_cast<std::uint8_t>(count);
    a.cards = cards;  // unused places stay default, as Action's comparisons expect
    return a;
  };
  for (int v = 0; v < kValues; ++v) {
    const auto& counted = kCounted[v];
    for (int slot = 0; slot < kSlots; ++slot) t.singles[kSlots * v + slot] = play(Planet::Zamepra, 1, {counted[slot], {}, {}});
    for (int k = 0; k < 10; ++k) {
      const auto& pair = kCombinations.slots[0][k];
      const auto& triple = kCombinations.slots[1][k];
      t.groups[0][v][k] = play(Planet::Peolara, 2, {counted[pair[0]], counted[pair[1]], {}});
      t.groups[1][v][k] = play(Planet::Usiri, 3, {counted[triple[0]], counted[triple[1]], counted[triple[2]]});
    }
  }
  return t;
}();

// A run is three slots (a, b, c) at values v, v + 1, v + 2: triple index 25 a + 5 b + c, in lexicographic order.
// Which triples make a run on a planet, and with which declarations, depends on the slots alone, so it is tabled;
// a hand's triples at a value are three table lookups ANDed together, walked as bits in 128-bit masks.
inline constexpr int kTriples = kSlots * kSlots * kSlots;

struct TripleMask {
  std::uint64_t low = 0, high = 0;  // triples 0-63, 64-124
  constexpr void set(int t) { (t < 64 ? low : high) |= std::uint64_t{1} << (t % 64); }
  constexpr TripleMask operator&(TripleMask o) const { return {low & o.low, high & o.high}; }
};

// The triples whose first (place 0), second (1) or third (2) slot is among the slots of a mask.
inline constexpr auto kTriplesWith = [] {
  std::array<std::array<TripleMask, 32>, 3> table{};
  for (int place = 0; place < 3; ++place)
    for (unsigned m = 0; m < 32; ++m)
      for (int t = 0; t < kTriples; ++t) {
        const int slot = place == 0 ? t / 25 : place == 1 ? t / 5 % 5 : t % 5;
        if (m >> slot & 1) table[place][m].set(t);
      }
  return table;
}();

// A run's play at value v is its play at value 0 with v added to each card id and counted value (ids are
// 11 f + printed value). Kept as the two words that hold an action's kind, planet, count and cards, so that
// offering a run is two adds and a copy: filling an action field by field cost more than finding the run.
struct RunImage {
  std::array<std::uint64_t, 2> words{};
  std::uint8_t key = 0;  // what a following play must match: Vao D's faction, Thora III's set of three
};
static_assert(std::endian::native == std::endian::little && offsetof(Action, cards) == 3 && sizeof(CountedCard) == 3 &&
                  std::is_trivially_copyable_v<Action>,
              "run images spell an action's bytes in this order");
inline constexpr std::array<std::uint64_t, 2> kRunStep{(1ULL << 24) | (1ULL << 32) | (1ULL << 48) | (1ULL << 56),
                                                (1ULL << 8) | (1ULL << 16)};

constexpr RunImage run_image(Planet planet, const std::array<int, 3>& slot, const std::array<Faction, 3>& faction,
                             unsigned key) {
  std::array<std::uint8_t, 16> bytes{};
  bytes[0] = static_cast<std::uint8_t>(ActionKind::Play);
  bytes[1] = static_cast<std::uint8_t>(planet);
  bytes[2] = 3;
  for (int i = 0; i < 3; ++i) {
    bytes[3 + 3 * i] = kCounted[i][slot[i]].card;
    bytes[4 + 3 * i] = kCounted[i][slot[i]].value;
    bytes[5 + 3 * i] = static_cast<std::uint8_t>(faction[i]);
  }
  RunImage image;
  for (int i = 0; i < 16; ++i) image.words[i / 8] |= std::uint64_t{bytes[i]} << (8 * (i % 8));
  image.key = static_cast<std::uint8_t>(key);
  return image;
}

// At most four declarations for each of the 125 triples.
struct RunTable {
  TripleMask runs;  // the triples that make a run at all
  std::array<std::uint16_t, kTriples + 1> first{};  // triple t's plays are images[first[t], first[t + 1])
  std::array<RunImage, kFactions * kTriples> images{};

  constexpr void begin(int t) { first[t + 1] = first[t]; }
  constexpr void add(int t, const RunImage& image) { images[first[t + 1]++] = image; }
};

// Vao D: all three count as one faction F; Changelings may count as F, other cards must be F. A Shrinker counted one
// lower (slot 4) is the next value's Shrinker (slot 3 there), so it never stands next to that one in a run.
inline constexpr RunTable kVaoD = [] {
  RunTable table{};
  for (int t = 0; t < kTriples; ++t) {
    table.begin(t);
    const std::array<int, 3> slot{t / 25, t / 5 % 5, t % 5};
    if ((slot[0] == kShrunkSlot && slot[1] == kShrinkerSlot) || (slot[1] == kShrunkSlot && slot[2] == kShrinkerSlot))
      continue;
    unsigned fixed = 0;
    for (int s : slot)
      if (s != 0) fixed |= 1U << static_cast<int>(slot_faction(s));
    if (std::popcount(fixed) > 1) continue;
    table.runs.set(t);
    for (int f = 0; f < kFactions; ++f) {
      if (fixed != 0 && fixed != (1U << f)) continue;
      const auto faction = static_cast<Faction>(f);
      table.add(t, run_image(Planet::VaoD, slot, {faction, faction, faction}, static_cast<unsigned>(f)));
    }
  }
  return table;
}();

// Thora III: three different factions. Only the set matters, so each set is declared once: the factions the
// Changelings add go to them in ascending order, in the play's card order; sets ascending.
inline constexpr RunTable kThoraIII = [] {
  constexpr std::array<unsigned, 4> kThreeFactionSets{0b0111, 0b1011, 0b1101, 0b1110};
  RunTable table{};
  for (int t = 0; t < kTriples; ++t) {
    table.begin(t);
    const std::array<int, 3> slot{t / 25, t / 5 % 5, t % 5};
    unsigned fixed = 0;
    int fixed_count = 0;
    for (int s : slot)
      if (s != 0) {
        fixed |= 1U << static_cast<int>(slot_faction(s));
        ++fixed_count;
      }
    if (std::popcount(fixed) != fixed_count) continue;  // two cards of one printed faction (or one Shrinker twice)
    table.runs.set(t);
    for (const unsigned set : kThreeFactionSets) {
      if ((set & fixed) != fixed) continue;
      std::array<Faction, 3> faction{};
      unsigned to_assign = set & ~fixed;
      for (int i = 0; i < 3; ++i) {
        if (slot[i] != 0) {
          faction[i] = slot_faction(slot[i]);
          continue;
        }
        faction[i] = static_cast<Faction>(std::countr_zero(to_assign));
        to_assign &= to_assign - 1;
      }
      table.add(t, run_image(Planet::ThoraIII, slot, faction, set));
    }
  }
  return table;
}();

}  // namespace cardtable::blast::play_tables
