// Power, breakpoints and how a base would score, always computed from the position (design: power is never mutated
// and later expired).
#include <algorithm>

#include "games/smashup/holders.hpp"
#include "games/smashup/queries.hpp"

namespace cardtable::smashup {

int printed_power(const State& s, CardId card) { return def_of(s, card).power; }

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

bool base_may_score(const State& s, BaseId base) {
  bool stopped = false;
  for_each_holder(s, hook::kStopsScoring, [&](const Holder& h, const CardDef* card, const BaseDef*) {
    stopped = stopped || (card && card->stops_scoring && card->stops_scoring(s, h, base));
  });
  return !stopped;
}

PerBase<BaseId> bases_ready(const State& s) {
  PerBase<BaseId> out;
  const auto figures = base_figures(s);
  for (std::size_t i = 0; i < s.bases.size(); ++i) {
    const BaseId b = s.bases[i].base;
    if (figures.totals[i] >= figures.breakpoints[i] && base_may_score(s, b)) out.push_back(b);
  }
  return out;
}

// A player needs a minion on the base to rank. Ties share the higher place and use up the places they fill:
// 10/10/5 gives 1st, 1st, 3rd; 10/5/5 gives 1st, 2nd, 2nd.
std::vector<std::uint8_t> rank_places(const State& s, BaseId base, const BasePowers& powers) {
  std::vector<std::uint8_t> place(s.players, 0);
  const auto* b = find_base(s, base);
  if (!b) return place;
  // Only players with a minion here place (rules "Scoring one base"); their power may include power that belongs to
  // no minion (Aggromotive).
  std::array<int, kMaxPlayers> total;
  total.fill(-1);
  for (const auto& m : b->minions) total[m.controller] = 0;
  for (Seat seat = 0; seat < s.players; ++seat)
    if (total[seat] == 0) total[seat] = powers.players[seat];
  for (Seat seat = 0; seat < s.players; ++seat) {
    if (total[seat] < 0) continue;
    int better = 0;
    for (Seat other = 0; other < s.players; ++other)
      if (total[other] > total[seat]) ++better;
    if (better < 3) place[seat] = static_cast<std::uint8_t>(better + 1);
  }
  return place;
}

std::vector<std::uint8_t> rank_places(const State& s, BaseId base) {
  return rank_places(s, base, base_powers(s, base));
}

}  // namespace cardtable::smashup
