#include "games/blast/exchange.hpp"

namespace cardtable::blast {
namespace {

// Every subset of `pool` with `k` cards, in increasing order of their bit patterns over the pool.
void append_subsets(const std::vector<CardId>& pool, int k, CardSet base, std::vector<Action>& out) {
  const int n = static_cast<int>(pool.size());
  if (k == 0) {
    out.push_back(Action::give(base));
    return;
  }
  if (k > n) return;
  // Gosper's hack walks the k-of-n masks in increasing order.
  for (std::uint32_t mask = (1U << k) - 1; mask < (1U << n);) {
    CardSet gift = base;
    for (int i = 0; i < n; ++i)
      if (mask & (1U << i)) gift.insert(pool[static_cast<std::size_t>(i)]);
    out.push_back(Action::give(gift));
    const std::uint32_t low = mask & (~mask + 1);
    const std::uint32_t ripple = mask + low;
    mask = (((ripple ^ mask) >> 2) / low) | ripple;
  }
}

}  // namespace

void append_gifts(CardSet hand, int count, bool ahead, std::vector<Action>& out) {
  if (!ahead) {
    append_subsets(hand.cards(), count, CardSet{}, out);
    return;
  }
  // Walk values downwards: values wholly above the cut must be given; the value at the cut offers a choice.
  CardSet must;
  int needed = count;
  for (int value = kValues - 1; value >= 0 && needed > 0; --value) {
    std::vector<CardId> at_value;
    for (int f = 0; f < kFactions; ++f) {
      const CardId c = card_of(static_cast<Faction>(f), value);
      if (hand.contains(c)) at_value.push_back(c);
    }
    const int here = static_cast<int>(at_value.size());
    if (here <= needed) {
      for (CardId c : at_value) must.insert(c);
      needed -= here;
    } else {
      append_subsets(at_value, needed, must, out);
      return;
    }
  }
  out.push_back(Action::give(must));
}

}  // namespace cardtable::blast
