// Where cards are, who controls them and which abilities they have now, and what may affect them: read from the
// position alone.
#include "games/smashup/queries.hpp"

#include <algorithm>

#include "games/smashup/holders.hpp"

namespace cardtable::smashup {

// Only attached actions and lasting effects make a base's ability ignored (Jammed Signal, Infiltrate R-10). A quick
// "maybe" that gates the exact question: a lasting effect that could (its own hooks, or a copy's kind) or an
// attached action whose own kind could.
bool any_base_ignoring(const State& s) {
  if (!(s.cards.hooks() & hook::kIgnoresBase)) return false;
  for (const auto& l : s.lasting)
    if ((card_hooks(l.def) | lasting_table_hooks(l.def)) & hook::kIgnoresBase) return true;
  for (const auto& b : s.bases)
    for (const auto& a : b.actions)
      if (card_hooks(s.cards[a.card].def) & hook::kIgnoresBase) return true;
  return false;
}

bool base_ignored(const State& s, BaseId base, Seat player) {
  if (!(s.cards.hooks() & hook::kIgnoresBase)) return false;
  auto ignores = [&](const Holder& h, const CardDef& d) { return d.ignores_base && d.ignores_base(s, h, base, player); };
  for (const auto& b : s.bases) {
    if (!(b.hooks_here & hook::kIgnoresBase)) continue;
    for (const auto& a : b.actions) {
      const DefId def = ability_def(s, a);
      if (ignores(Holder{def, a.card, b.base, a.on, a.controller, nullptr, a.note}, card_def(def))) return true;
    }
  }
  for (const auto& l : s.lasting)
    if (const CardDef* hooks = lasting_hooks(s, l);
        hooks && ignores(Holder{l.def, l.source, l.base, kNoCard, l.controller, &l, l.note}, *hooks))
      return true;
  return false;
}

BaseId base_of(const State& s, CardId card) {
  for (const auto& b : s.bases) {
    for (const auto& m : b.minions)
      if (m.card == card) return b.base;
    for (const auto& a : b.actions)
      if (a.card == card) return b.base;
  }
  return kNoBase;
}

const BaseInPlay* find_base(const State& s, BaseId base) { return base_slot(s, base); }

bool has_own_minion(const State& s, BaseId base, Seat seat) {
  const auto* b = find_base(s, base);
  return b && std::any_of(b->minions.begin(), b->minions.end(),
                          [&](const MinionInPlay& m) { return m.controller == seat; });
}

int counters_on(const State& s, CardId minion) {
  for (const auto& b : s.bases)
    for (const auto& m : b.minions)
      if (m.card == minion) return m.counters;
  return 0;
}

DefId abilities_def(const State& s, CardId card) {
  for (const auto& b : s.bases)
    for (const auto& m : b.minions)
      if (m.card == card) return ability_def(s, m);
  for (const auto& b : s.bases)
    for (const auto& a : b.actions)
      if (a.card == card) return ability_def(s, a);
  return s.cards[card].def;
}

TalentState talent_state(const State& s, CardId in_play) {
  for (const auto& b : s.bases) {
    for (const auto& m : b.minions)
      if (m.card == in_play && card_def(ability_def(s, m)).talent)
        return m.talent_used ? TalentState::Used : TalentState::Ready;
    for (const auto& a : b.actions)
      if (a.card == in_play && card_def(ability_def(s, a)).talent)
        return a.talent_used ? TalentState::Used : TalentState::Ready;
  }
  return TalentState::None;
}

Seat controller_of(const State& s, CardId card) {
  for (const auto& b : s.bases) {
    for (const auto& m : b.minions)
      if (m.card == card) return m.controller;
    for (const auto& a : b.actions)
      if (a.card == card) return a.controller;
  }
  return owner_of(s, card);
}

bool being_scored(const State& s, BaseId base) {
  return std::any_of(s.stack.begin(), s.stack.end(), [&](const Frame& frame) {
    const auto* f = std::get_if<ScoringFrame>(&frame);
    return f && f->base == base && f->step <= 3;
  });
}

bool starting_turn(const State& s) {
  return std::any_of(s.stack.begin(), s.stack.end(), [](const Frame& f) {
    const auto* turn = std::get_if<TurnFrame>(&f);
    return turn && turn->step == TurnStep::StartTriggers;
  });
}

bool was_used(const State& s, DefId def, BaseId base, Seat seat) {
  return std::find(s.used.begin(), s.used.end(), UseMark{def, base, seat}) != s.used.end();
}

const TurnFrame* turn_frame(const State& s) {
  for (const auto& f : s.stack)
    if (const auto* t = std::get_if<TurnFrame>(&f)) return t;
  return nullptr;
}

bool can_affect(const State& s, const Affect& a) { return Preventers(s).can_affect(a); }

Preventers::Preventers(const State& s) : s_(s) {
  for_each_holder(s, kHooks, [&](const Holder& h, const CardDef* card, const BaseDef*) { add(h, card); });
}

// a card that holds others in place (Entangled) restricts them, which is not affecting them, so a protection
// from affect (Incorporeal, Shielding) never lifts it: every prevention counts alike.
bool Preventers::can_affect(const Affect& a) const {
  return std::none_of(hooks_.begin(), hooks_.end(), [&](const auto& held) { return held.second(s_, held.first, a); });
}

}  // namespace cardtable::smashup
