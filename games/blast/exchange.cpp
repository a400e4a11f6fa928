#include "games/blast/exchange.hpp"

#include <bit>

namespace cardtable::blast {
namespace {

constexpr int binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  long long out = 1;
  for (int i = 1; i <= k; ++i) out = out * (n - k + i) / i;
  return static_cast<int>(out);
}

// The `count` lowest cards of `pool`.
std::uint64_t lowest_cards(std::uint64_t pool, int count) {
  std::uint64_t out = 0;
  for (int i = 0; i < count; ++i) {
    out |= pool & (~pool + 1);
    pool &= pool - 1;
  }
  return out;
}

// Every subset of `pool` with `k` cards, each added to `base`, in increasing order of their bits: Gosper's hack
// walked over the pool's cards instead of over 0..n-1, so no card list is built and no mask is translated.
void append_subsets(CardSet pool, int k, CardSet base, std::vector<Action>& out) {
  const int subsets = binomial(pool.size(), k);
  out.reserve(out.size() + static_cast<std::size_t>(subsets));
  std::uint64_t gift = lowest_cards(pool.bits, k);
  for (int i = 0; i < subsets; ++i) {
    // Filled in place: an Action built aside and copied in stalls on store-to-load forwarding in this tight loop.
    Action& given = out.emplace_back();
    given.kind = ActionKind::Give;
    given.chosen = CardSet{gift} | base;
    if (k == 0) return;
    // The lowest run of chosen cards (consecutive within the pool) moves: its top card to the next pool card, the
    // rest down to the pool's lowest cards. Adding with the cards outside the pool set carries through them.
    const std::uint64_t low = gift & (~gift + 1);
    const std::uint64_t ripple = ((gift | ~pool.bits) + low) & pool.bits;
    gift = ripple | lowest_cards(pool.bits, std::popcount(gift ^ ripple) - 2);
  }
}

// The cards of `hand` with printed value `value`.
CardSet at_value(CardSet hand, int value) {
  std::uint64_t mask = 0;
  for (int f = 0; f < kFactions; ++f) mask |= std::uint64_t{1} << card_of(static_cast<Faction>(f), value);
  return hand & CardSet{mask};
}

}  // namespace

void append_gifts(CardSet hand, int count, bool ahead, std::vector<Action>& out) {
  if (!ahead) {
    append_subsets(hand, count, CardSet{}, out);
    return;
  }
  // Walk values downwards: values wholly above the cut must be given; the value at the cut offers a choice.
  CardSet must;
  int needed = count;
  for (int value = kValues - 1; value >= 0 && needed > 0; --value) {
    const CardSet here = at_value(hand, value);
    if (here.size() <= needed) {
      must |= here;
      needed -= here.size();
    } else {
      append_subsets(here, needed, must, out);
      return;
    }
  }
  out.push_back(Action::give(must));
}

}  // namespace cardtable::blast
