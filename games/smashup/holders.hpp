#pragma once
// Every card and base whose hooks are live: the bases in play, the minions and actions on them, and lasting
// effects. Hooks (power, prevention, replacement, triggers, play restrictions) are asked through this one walk.
#include <cassert>

#include "games/smashup/catalog.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

// fn(const Holder&, const CardDef* card, const BaseDef* base): exactly one of card/base is set. A minion answers
// with the abilities it has now (a copy's), a lasting effect with its card's `lasting` table, once it counts.
// A base whose ability everyone ignores (Jammed Signal) is skipped. Only holders with one of the hooks in `asked`
// (catalog.hpp's hook:: bits) are visited: fn must ask no other hook.
template <class Fn>
void for_each_holder(const State& s, HookSet asked, Fn&& fn);

// A lasting effect made "for a player's next turn" (Mark of Sleep) counts only during that turn.
inline bool lasting_counts(const State& s, const Lasting& l) {
  return l.from == From::Now || (s.turn.active == l.seat && s.turn.number > l.made_on_turn);
}

// The hooks a lasting effect answers with, or nullptr when it has none now (a transfer of control, or not yet).
inline const CardDef* lasting_hooks(const State& s, const Lasting& l) {
  return l.kind == LastingKind::Effect && lasting_counts(s, l) ? card_def(l.def).lasting : nullptr;
}

bool base_ignored(const State& s, BaseId base, Seat player);

// True when some attached action or lasting effect can make a base's ability ignored (rare: checked first, so the
// common walk does not ask every base).
bool any_base_ignoring(const State& s);

// Which holders a walk visits, by the kind of card (its own table, or the one of the lasting effect it made) and of
// base; `cards` false when no card of the game could answer, so that only the bases are looked at.
template <class Asks, class Fn>
void for_each_holder_of(const State& s, bool cards, const Asks& asks, Fn&& fn) {
  int ignoring = -1;  // any_base_ignoring, asked once a base could answer
  for (const auto& b : s.bases) {
    if (asks.base(b.base)) {
      if (ignoring < 0) ignoring = any_base_ignoring(s) ? 1 : 0;
      if (!ignoring || !base_ignored(s, b.base, kNoSeat))
        fn(Holder{kNoDef, kNoCard, b.base, kNoCard, kNoSeat, nullptr}, nullptr, &base_def(b.base));
    }
    assert(board_noted(s, b));
    if (!cards || !asks.here(b)) continue;
    for (const auto& m : b.minions) {
      const DefId def = ability_def(s, m);
      if (asks.card(def)) fn(Holder{def, m.card, b.base, kNoCard, m.controller, nullptr}, &card_def(def), nullptr);
    }
    for (const auto& a : b.actions) {
      const DefId def = ability_def(s, a);
      if (asks.card(def)) fn(Holder{def, a.card, b.base, a.on, a.controller, nullptr, a.note}, &card_def(def), nullptr);
    }
  }
  if (!cards) return;
  for (const auto& l : s.lasting)
    if (asks.lasting(l.def))
      if (const CardDef* hooks = lasting_hooks(s, l))
        fn(Holder{l.def, l.source, l.base, kNoCard, l.controller, &l, l.note}, hooks, nullptr);
}

template <class Fn>
void for_each_holder(const State& s, HookSet asked, Fn&& fn) {
  struct Hooked {
    HookSet asked;
    bool card(DefId def) const { return card_hooks(def) & asked; }
    bool lasting(DefId def) const { return lasting_table_hooks(def) & asked; }
    bool base(BaseId base) const { return base_hooks(base) & asked; }
    bool here(const BaseInPlay& b) const { return b.hooks_here & asked; }
  };
  for_each_holder_of(s, (s.cards.hooks() & asked) != 0, Hooked{asked}, fn);
}

// The holders whose reacts hook can answer this kind of event (`kind`: its event_bit).
template <class Fn>
void for_each_reactor(const State& s, EventSet kind, Fn&& fn) {
  struct Reacting {
    EventSet kind;
    bool card(DefId def) const { return card_reacts_to(def) & kind; }
    bool lasting(DefId def) const { return lasting_table_reacts_to(def) & kind; }
    bool base(BaseId base) const { return base_reacts_to(base) & kind; }
    bool here(const BaseInPlay& b) const { return b.reacts_here & kind; }
  };
  for_each_holder_of(s, (s.cards.reacts_to() & kind) != 0, Reacting{kind}, fn);
}

}  // namespace cardtable::smashup
