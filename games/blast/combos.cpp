#include "games/blast/combos.hpp"

#include <array>
#include <bit>
#include <cstring>

#include "games/blast/play_tables.hpp"

namespace cardtable::blast {

// The plays are enumerated over the compile-time tables of play_tables.hpp. The loops walk bit masks, one bit per
// slot or per combination of slots, so that each planet costs one loop with one unpredictable exit rather than a
// nest of short loops per value (mispredicted loop exits were most of the time), and each play is copied from a
// made one rather than filled field by field (which cost more than finding it).
namespace {

using namespace play_tables;

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
    out.push_back(kSameValuePlays.singles[index]);
  }
}

// Peolara (n = 2) and Usiri (n = 3): n cards counting the same value.
void append_same_value(const SlotsByValue& slots, int n, const PlayConstraint& constraint, std::vector<Action>& out) {
  const auto& present = kCombinations.present[n - 2];
  const auto& plays = kSameValuePlays.groups[n - 2];
  // Ten bits per value: values 0-5 in one word, 6-10 in the other; values too low to beat the trick are cut off.
  std::array<std::uint64_t, 2> words{};
  for (int w = 0; w < 2; ++w) {
    std::uint64_t word = 0;  // a local, so the loop does not wait on a store to memory each round
    for (int i = 0; i < 6 && 6 * w + i < kValues; ++i) word |= std::uint64_t{present[slots.at[6 * w + i]]} << (10 * i);
    const int cut = 10 * (lowest_value(n, constraint) - 6 * w);
    words[w] = cut <= 0 ? word : cut >= 60 ? 0 : word >> cut << cut;
  }
  for (int w = 0; w < 2; ++w)
    for (std::uint64_t bits = words[w]; bits != 0;) {
      const int index = take_lowest(bits);
      out.push_back(plays[6 * w + index / 10][index % 10]);
    }
}

// The first value of each run of three values the hand can count whose total (3 v + 3) can be legal.
std::uint64_t run_starts(const SlotsByValue& slots, const PlayConstraint& constraint) {
  const int low = constraint.following ? constraint.beat_total / 3 : 0;
  const unsigned starts = slots.values & (slots.values >> 1) & (slots.values >> 2);
  return (starts >> low) << low;
}

// The slots that can take part in a play answering the trick: Changelings and the cards of the factions it asks for.
unsigned answering_slots(Planet planet, const PlayConstraint& constraint) {
  if (!constraint.following) return kAllSlots;
  if (planet == Planet::VaoD) return kChangeling | slots_of(constraint.faction);
  unsigned allowed = kChangeling;
  for (int f = 0; f < kFactions; ++f)
    if (constraint.faction_set >> f & 1) allowed |= slots_of(static_cast<Faction>(f));
  return allowed;
}

void append_runs(const SlotsByValue& slots, Planet planet, const PlayConstraint& constraint, std::vector<Action>& out) {
  const RunTable& table = planet == Planet::VaoD ? kVaoD : kThoraIII;
  const unsigned allowed = answering_slots(planet, constraint);
  const unsigned wanted = planet == Planet::VaoD ? static_cast<unsigned>(constraint.faction) : constraint.faction_set;
  for (std::uint64_t starts = run_starts(slots, constraint); starts != 0;) {
    const int v = take_lowest(starts);
    const TripleMask triples = table.runs & kTriplesWith[0][slots.at[v] & allowed] &
                               kTriplesWith[1][slots.at[v + 1] & allowed] & kTriplesWith[2][slots.at[v + 2] & allowed];
    const std::array<std::uint64_t, 2> step{kRunStep[0] * static_cast<std::uint64_t>(v),
                                            kRunStep[1] * static_cast<std::uint64_t>(v)};
    for (int w = 0; w < 2; ++w)
      for (std::uint64_t bits = w == 0 ? triples.low : triples.high; bits != 0;) {
        const int t = 64 * w + take_lowest(bits);
        for (int i = table.first[t]; i < table.first[t + 1]; ++i) {
          const RunImage& image = table.images[static_cast<std::size_t>(i)];
          if (constraint.following && image.key != wanted) continue;
          const std::array<std::uint64_t, 2> words{image.words[0] + step[0], image.words[1] + step[1]};
          // Action is trivially copyable (asserted above): writing its first bytes as words is well defined.
          std::memcpy(static_cast<void*>(&out.emplace_back()), words.data(), sizeof words);
        }
      }
  }
}

void append_plays_of(const SlotsByValue& slots, Planet planet, const PlayConstraint& constraint,
                     std::vector<Action>& out) {
  switch (planet) {
    case Planet::Zamepra: append_singles(slots, constraint, out); break;
    case Planet::Peolara: append_same_value(slots, 2, constraint, out); break;
    case Planet::Usiri: append_same_value(slots, 3, constraint, out); break;
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
