// Power, breakpoints and "can this be affected", always computed from the position (design: power is never
// mutated and later expired).
#include <algorithm>

#include "games/smashup/holders.hpp"
#include "games/smashup/observation.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/zones.hpp"

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

int printed_power(const State& s, CardId card) { return def_of(s, card).power; }

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

namespace {

// For a walk over the holders with kPower or kPlayerPower (and maybe other hooks).
void add_power_change(PowerChanges& out, const Holder& h, const CardDef* card, const BaseDef* base) {
  if (const PowerHook hook = card ? card->power_bonus : base->power_bonus)
    out.minions.push_back({h, hook, card ? card->power_scope : PowerScope::Anywhere});
  if (card && card->player_power_bonus) out.players.emplace_back(h, card->player_power_bonus);
}

}  // namespace

PowerChanges power_changes(const State& s) {
  PowerChanges out;
  for_each_holder(s, hook::kPower | hook::kPlayerPower, [&](const Holder& h, const CardDef* card, const BaseDef* base) {
    add_power_change(out, h, card, base);
  });
  return out;
}

namespace {

// The minion's power; with `parts`, also every term besides the printed power, as the observation shows them.
// Inlined where it is asked: a base's total asks it for every minion, and a call would cost a tenth of it.
[[gnu::always_inline]] inline int power_of(const State& s, CardId minion, BaseId where, int counters,
                                           const PowerChanges& changes, std::vector<PowerPart>* parts = nullptr) {
  int total = printed_power(s, minion) + counters;
  if (parts && counters != 0) parts->push_back({PowerPart::Kind::Counters, counters});
  for (const auto& m : s.power_mods)
    if (m.target == minion) {
      total += m.amount;
      if (parts) parts->push_back({PowerPart::Kind::ThisTurn, m.amount, m.source});
    }
  // changing a minion's power is not affecting it, so no protection stops it (Sleep Spores on Incorporeal).
  for (const auto& change : changes.minions) {
    if (!change.reaches(minion, where)) continue;
    const int amount = change.hook(s, change.holder, minion, where);
    if (amount == 0) continue;
    total += amount;
    if (parts)
      parts->push_back({PowerPart::Kind::Ongoing, amount, change.holder.card,
                        change.holder.card == kNoCard ? change.holder.base : kNoBase});
  }
  return std::max(total, 0);
}

}  // namespace

int power(const State& s, CardId minion) {
  return power_of(s, minion, base_of(s, minion), counters_on(s, minion), power_changes(s));
}

int power(const State& s, const MinionInPlay& minion, BaseId where, const PowerChanges& changes) {
  return power_of(s, minion.card, where, minion.counters, changes);
}

std::vector<PowerPart> power_parts(const State& s, CardId minion) {
  std::vector<PowerPart> parts;
  power_of(s, minion, base_of(s, minion), counters_on(s, minion), power_changes(s), &parts);
  return parts;
}

std::vector<PowerSource> unattached_power_sources(const State& s, BaseId base, Seat seat) {
  std::vector<PowerSource> out;
  for_each_holder(s, hook::kPlayerPower, [&](const Holder& h, const CardDef* card, const BaseDef*) {
    if (!card || !card->player_power_bonus) return;
    if (const int amount = card->player_power_bonus(s, h, base, seat); amount != 0) out.push_back({h.card, amount});
  });
  return out;
}

namespace {

int total_power(const State& s, const BaseInPlay& b, const PowerChanges& changes) {
  int total = 0;
  for (const auto& m : b.minions) total += power_of(s, m.card, b.base, m.counters, changes);
  for (const auto& [holder, hook] : changes.players)
    for (Seat seat = 0; seat < s.players; ++seat) total += hook(s, holder, b.base, seat);
  return total;
}

}  // namespace

int total_power(const State& s, BaseId base) {
  const auto* b = base_slot(s, base);
  return b ? total_power(s, *b, power_changes(s)) : 0;
}

PerBase<int> base_totals(const State& s) {
  const auto changes = power_changes(s);
  PerBase<int> out;
  for (const auto& b : s.bases) out.push_back(total_power(s, b, changes));
  return out;
}

int player_power(const State& s, BaseId base, Seat seat) {
  const auto* b = base_slot(s, base);
  const auto changes = power_changes(s);
  int total = 0;
  if (b)
    for (const auto& m : b->minions)
      if (m.controller == seat) total += power_of(s, m.card, base, m.counters, changes);
  for (const auto& [holder, hook] : changes.players) total += hook(s, holder, base, seat);
  return total;
}

namespace {

BasePowers base_powers(const State& s, BaseId base, const PowerChanges& changes) {
  BasePowers out;
  const auto* b = base_slot(s, base);
  if (b)
    for (const auto& m : b->minions) {
      const int p = power_of(s, m.card, base, m.counters, changes);
      out.minions[m.controller] += p;
      out.total += p;
    }
  for (Seat seat = 0; seat < s.players; ++seat) {
    int unattached = 0;
    for (const auto& [holder, hook] : changes.players) unattached += hook(s, holder, base, seat);
    out.players[seat] = out.minions[seat] + unattached;
    if (b) out.total += unattached;  // a base out of play has no total (total_power)
  }
  return out;
}

}  // namespace

BasePowers base_powers(const State& s, BaseId base) { return base_powers(s, base, power_changes(s)); }

std::vector<BasePowers> board_powers(const State& s) {
  const auto changes = power_changes(s);
  std::vector<BasePowers> out;
  out.reserve(s.bases.size());
  for (const auto& b : s.bases) out.push_back(base_powers(s, b.base, changes));
  return out;
}

namespace {

// The cards in play that change breakpoints, gathered with one walk for every base asked about.
using BreakpointChanges = boost::container::small_vector<std::pair<Holder, BreakpointHook>, 2>;

// For a walk over the holders with kBreakpoint (and maybe other hooks).
void add_breakpoint_change(BreakpointChanges& out, const Holder& h, const CardDef* card) {
  if (card && card->breakpoint_bonus) out.emplace_back(h, card->breakpoint_bonus);
}

BreakpointChanges breakpoint_changes(const State& s) {
  BreakpointChanges out;
  for_each_holder(s, hook::kBreakpoint,
                  [&](const Holder& h, const CardDef* card, const BaseDef*) { add_breakpoint_change(out, h, card); });
  return out;
}

int breakpoint(const State& s, BaseId base, const BreakpointChanges& changes) {
  int total = base_def(base).breakpoint;
  for (const auto& m : s.breakpoint_mods)
    if (m.base == base) total += m.amount;
  for (const auto& [holder, hook] : changes) total += hook(s, holder, base);
  return std::max(total, 0);
}

}  // namespace

int breakpoint(const State& s, BaseId base) { return breakpoint(s, base, breakpoint_changes(s)); }

BaseFigures base_figures(const State& s) {
  PowerChanges power;
  BreakpointChanges breakpoints;
  for_each_holder(s, hook::kPower | hook::kPlayerPower | hook::kBreakpoint,
                  [&](const Holder& h, const CardDef* card, const BaseDef* base) {
                    add_power_change(power, h, card, base);
                    add_breakpoint_change(breakpoints, h, card);
                  });
  BaseFigures out;
  for (const auto& b : s.bases) {
    out.totals.push_back(total_power(s, b, power));
    out.breakpoints.push_back(breakpoint(s, b.base, breakpoints));
  }
  return out;
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
