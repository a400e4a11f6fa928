#pragma once
// Every card and base whose hooks are live: the bases in play, the minions and actions on them, and lasting
// effects. Hooks (power, prevention, replacement, triggers, play restrictions) are asked through this one walk.
#include "games/smashup/catalog.hpp"

namespace cardtable::smashup {

// fn(const Holder&, const CardDef* card, const BaseDef* base): exactly one of card/base is set.
// A base whose ability everyone ignores (Jammed Signal) is skipped.
template <class Fn>
void for_each_holder(const State& s, Fn&& fn);

bool base_ignored(const State& s, BaseId base, Seat player);

// True when some attached action or lasting effect can make a base's ability ignored (rare: checked first, so the
// common walk does not ask every base).
bool any_base_ignoring(const State& s);

template <class Fn>
void for_each_holder(const State& s, Fn&& fn) {
  const bool ignoring = any_base_ignoring(s);
  for (const auto& b : s.bases) {
    if (!ignoring || !base_ignored(s, b.base, kNoSeat))
      fn(Holder{kNoCard, b.base, kNoCard, kNoSeat, nullptr}, nullptr, &base_def(b.base));
    for (const auto& m : b.minions)
      fn(Holder{m.card, b.base, kNoCard, m.controller, nullptr}, &card_def(s.cards[m.card].def), nullptr);
    for (const auto& a : b.actions)
      fn(Holder{a.card, b.base, a.on, a.controller, nullptr, a.note}, &card_def(s.cards[a.card].def), nullptr);
  }
  for (const auto& l : s.lasting)
    fn(Holder{l.source, l.base, kNoCard, l.controller, &l, l.note}, &card_def(l.def), nullptr);
}

}  // namespace cardtable::smashup
