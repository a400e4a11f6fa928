#include "games/blast/determinize.hpp"

#include <array>
#include <cassert>
#include <vector>

#include "games/blast/exchange.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::blast {
namespace {

// Moves `count` cards drawn uniformly from `pool` into `to`, removing them from `pool`.
void draw(CardSet& pool, int count, CardSet& to, framework::Rng& rng) {
  std::vector<CardId> cards = pool.cards();
  assert(static_cast<int>(cards.size()) >= count);
  for (int i = 0; i < count; ++i) {
    const auto j = static_cast<std::size_t>(i) + rng.below(static_cast<std::uint32_t>(cards.size()) - static_cast<std::uint32_t>(i));
    std::swap(cards[static_cast<std::size_t>(i)], cards[j]);
    to.insert(cards[static_cast<std::size_t>(i)]);
    pool.erase(cards[static_cast<std::size_t>(i)]);
  }
}

int lowest_value(CardSet cards) {
  int low = kValues;
  for (CardId c : cards.cards()) low = std::min(low, value_of(c));
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
    for (CardId c : pool.cards())
      if (value_of(c) <= cap) eligible.insert(c);
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
