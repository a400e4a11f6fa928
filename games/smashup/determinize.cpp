#include "games/smashup/determinize.hpp"

#include <algorithm>
#include <span>
#include <variant>

#include "games/smashup/observation.hpp"

namespace cardtable::smashup {
namespace {

// Deals the unpinned cards of `zones` afresh over the unpinned places, keeping every zone's size. The cards are
// sorted first so the deal depends on which cards are hidden, not on where they really lie.
void redeal(std::vector<std::vector<CardId>*> zones, const std::vector<bool>& pinned, framework::Rng& rng) {
  std::vector<CardId> pool;
  for (const auto* z : zones)
    for (auto c : *z)
      if (!pinned[c]) pool.push_back(c);
  std::sort(pool.begin(), pool.end());
  rng.shuffle(std::span<CardId>(pool));
  std::size_t next = 0;
  for (auto* z : zones)
    for (auto& c : *z)
      if (!pinned[c]) c = pool[next++];
}

}  // namespace

// Cards whose place the observer knows although they may lie in a hidden zone, each of which its observation shows:
// those its own question names or shows (Probe), those everyone saw and knows where they are (revealed_cards: the
// cards an ability now resolving revealed, Portal, Operative; the card an extra play waiting now names), and the card
// an extra play of the turn is for (a revealed top card). Nothing else is pinned: a pinned hidden card keeps its true
// place, so pinning one the seat cannot see would tell the bot where it is. Once the ability that revealed a
// card has finished, the engine no longer records it, so a card seen on top of a deck and left there is resampled
// like any hidden card.
std::vector<bool> pinned_cards(const State& s, Seat observer) {
  std::vector<bool> pinned(s.cards.size(), false);
  const auto pin = [&](CardId c) {
    if (c < pinned.size()) pinned[c] = true;
  };
  if (s.asking && s.question.seat == observer) {
    for (const auto& c : s.question.options)
      if (names_card(c.kind)) {
        pin(c.a);
        if (c.kind == ChoiceKind::PlayOnMinion) pin(c.b);
      }
    for (auto c : s.question.shown) pin(c);
  }
  for (const auto& e : s.turn.extras) pin(e.only_card);
  for (auto c : revealed_cards(s)) pin(c);
  return pinned;
}

State determinize(const State& s, Seat observer, framework::Rng& rng) {
  State out = s;
  const auto pinned = pinned_cards(s, observer);
  for (std::size_t seat = 0; seat < out.seats.size(); ++seat) {
    auto& p = out.seats[seat];
    if (seat == observer)
      redeal({&p.deck}, pinned, rng);
    else
      redeal({&p.hand, &p.deck}, pinned, rng);
  }
  // Bases everyone saw put on top stay there; the rest are dealt afresh.
  const auto hidden = out.base_deck.end() - std::min<std::ptrdiff_t>(out.public_base_tops, std::ssize(out.base_deck));
  std::sort(out.base_deck.begin(), hidden);
  rng.shuffle(std::span<BaseId>(out.base_deck.begin(), hidden));
  out.rng = framework::Rng::from_seed(rng.next());
  return out;
}

}  // namespace cardtable::smashup
