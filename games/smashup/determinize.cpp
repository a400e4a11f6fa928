#include "games/smashup/determinize.hpp"

#include <algorithm>
#include <span>
#include <variant>

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

// Cards whose place the observer knows: those its own question names or shows (Probe), revealed cards an extra play
// is tied to, the cards half-resolved abilities act for or on, and those they revealed to everyone (Portal,
// Neophyte). Nothing else is pinned, since a pinned hidden card would keep its true place and tell the bot where it
// is. Once the ability that revealed a card has finished, the engine no longer records it, so a card seen on top of a
// deck and left there is resampled like any hidden card.
std::vector<bool> pinned_cards(const State& s, Seat observer) {
  std::vector<bool> pinned(s.cards.size(), false);
  const auto pin = [&](CardId c) {
    if (c < pinned.size()) pinned[c] = true;
  };
  const auto pin_choice = [&](const Choice& c) {
    if (!names_card(c.kind)) return;
    pin(c.a);
    if (c.kind == ChoiceKind::PlayOnMinion) pin(c.b);
  };
  if (s.asking && s.question.seat == observer) {
    for (const auto& c : s.question.options) pin_choice(c);
    for (auto c : s.question.shown) pin(c);
  }
  for (const auto& e : s.turn.extras) pin(e.only_card);
  for (const auto& frame : s.stack) {
    if (const auto* a = std::get_if<AbilityFrame>(&frame)) {
      pin(a->source);
      pin(a->target);
      pin(a->event.card);
      for (auto c : a->revealed) pin(c);
    } else if (const auto* w = std::get_if<PermissionFrame>(&frame)) {
      pin_choice(w->play);
    } else if (const auto* p = std::get_if<PlayNowFrame>(&frame)) {
      pin(p->card);
      pin(p->extra.only_card);
    } else if (const auto* o = std::get_if<OrderTriggersFrame>(&frame)) {
      for (const auto& w : o->waiting) {
        pin(w.source);
        pin(w.target);
        pin(w.event.card);
      }
    }
  }
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
