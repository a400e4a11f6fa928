#include "games/blast/determinize.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <vector>

#include "games/blast/exchange.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::blast {
namespace {

// Moves `count` cards drawn uniformly from `pool` into `to`, removing them from `pool`: a partial Fisher-Yates over
// the pool's cards in ascending order, on the stack (this runs once per search iteration).
void draw(CardSet& pool, int count, CardSet& to, framework::Rng& rng) {
  std::array<CardId, kDeckSize> cards{};
  std::uint32_t size = 0;
  for (auto bits = pool.bits; bits != 0; bits &= bits - 1) cards[size++] = static_cast<CardId>(std::countr_zero(bits));
  assert(static_cast<int>(size) >= count);
  for (std::uint32_t i = 0; i < static_cast<std::uint32_t>(count); ++i) {
    std::swap(cards[i], cards[i + rng.below(size - i)]);
    to.insert(cards[i]);
    pool.erase(cards[i]);
  }
}

int lowest_value(CardSet cards) {
  int low = kValues;
  for (auto bits = cards.bits; bits != 0; bits &= bits - 1)
    low = std::min(low, value_of(static_cast<CardId>(std::countr_zero(bits))));
  return low;
}

}  // namespace

State determinize(const State& s, Seat seat, framework::Rng& rng) {
  State out = s;
  out.rng = framework::Rng::from_seed(rng.next());
  if (s.phase == Phase::GameOver) return out;
  const Seat other = opponent(seat);
  const bool swapped = s.exchange_count > 0 && s.has_given[0] && s.has_given[1];

  // What `seat` knows to be in the other hand: its own gift, once swapped, less what has been played since.
  CardSet known = swapped ? s.gifts[seat] - s.face_up : CardSet{};
  CardSet pool = kAllCards - s.hands[seat] - s.face_up - known;
  CardSet hand = known;
  const int unknown = s.hands[other].size() - known.size();

  // when the other seat was ahead at the deal it gave its highest cards, so every card it kept (still hidden)
  // is at most its lowest gift. Both seats know who was ahead, whatever the planets have done since.
  if (swapped && s.exchange_leader == other) {
    const int cap = lowest_value(s.gifts[other]);
    CardSet eligible;
    for (auto bits = pool.bits; bits != 0; bits &= bits - 1) {
      const auto c = static_cast<CardId>(std::countr_zero(bits));
      if (value_of(c) <= cap) eligible.insert(c);
    }
    draw(eligible, unknown, hand, rng);
    pool -= hand;
  } else {
    draw(pool, unknown, hand, rng);
  }
  out.hands[other] = hand;
  out.undealt = pool;

  // Before the swap the leader may already have chosen (it moves first); its gift is its highest cards of the
  // resampled hand, ties at the cut broken at random. The trailer's choice is never pending with the leader's known.
  if (!swapped && s.exchange_count > 0 && s.has_given[other]) {
    std::vector<Action> gifts;
    append_gifts(hand, s.exchange_count, true, gifts);
    out.gifts[other] = gifts[rng.below(static_cast<std::uint32_t>(gifts.size()))].chosen;
  }
  return out;
}

}  // namespace cardtable::blast
