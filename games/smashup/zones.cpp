#include "games/smashup/zones.hpp"

#include <algorithm>

#include "games/smashup/catalog.hpp"

namespace cardtable::smashup {
namespace {

bool erase_card(std::vector<CardId>& v, CardId card) {
  auto it = std::find(v.begin(), v.end(), card);
  if (it == v.end()) return false;
  v.erase(it);
  return true;
}

bool has(const std::vector<CardId>& v, CardId card) { return std::find(v.begin(), v.end(), card) != v.end(); }

}  // namespace

Location locate(const State& s, CardId card) {
  for (const auto& b : s.bases) {
    for (const auto& m : b.minions)
      if (m.card == card) return {ZoneKind::Minion, m.controller, b.base, kNoCard};
    for (const auto& a : b.actions)
      if (a.card == card) return {ZoneKind::Attached, a.controller, b.base, a.on};
  }
  const Seat owner = s.cards[card].owner;
  const auto& p = s.seats[owner];
  if (has(p.hand, card)) return {ZoneKind::Hand, owner, kNoBase, kNoCard};
  if (has(p.deck, card)) return {ZoneKind::Deck, owner, kNoBase, kNoCard};
  if (has(p.discard, card)) return {ZoneKind::Discard, owner, kNoBase, kNoCard};
  if (has(s.limbo, card)) return {ZoneKind::Limbo, owner, kNoBase, kNoCard};
  return {};
}

BaseInPlay* base_slot(State& s, BaseId base) {
  for (auto& b : s.bases)
    if (b.base == base) return &b;
  return nullptr;
}

const BaseInPlay* base_slot(const State& s, BaseId base) {
  for (const auto& b : s.bases)
    if (b.base == base) return &b;
  return nullptr;
}

void lift(State& s, CardId card) {
  // A card is in one place only (card_problem): the places most cards leave from are searched first.
  auto& p = s.seats[s.cards[card].owner];
  if (erase_card(p.hand, card) || erase_card(s.limbo, card)) return;
  for (auto& b : s.bases) {
    auto m = std::find_if(b.minions.begin(), b.minions.end(), [&](const MinionInPlay& x) { return x.card == card; });
    if (m != b.minions.end()) {
      b.minions.erase(m);
      // A minion that leaves play is a new card if it comes back: its changes until the end of the turn end, and so
      // does a control over it.
      std::erase_if(s.power_mods, [&](const PowerMod& p) { return p.target == card; });
      std::erase_if(s.lasting,
                    [&](const Lasting& l) { return l.kind != LastingKind::Effect && l.source == card; });
      return;
    }
    auto a = std::find_if(b.actions.begin(), b.actions.end(), [&](const Attached& x) { return x.card == card; });
    if (a != b.actions.end()) {
      b.actions.erase(a);
      std::erase_if(s.lasting, [&](const Lasting& l) { return l.kind == LastingKind::Abilities && l.source == card; });
      return;
    }
  }
  if (!erase_card(p.discard, card)) erase_card(p.deck, card);
}

void lift_attached_of(State& s, CardId minion, std::vector<CardId>& out) {
  for (auto& b : s.bases) {
    for (const auto& a : b.actions)
      if (a.on == minion) out.push_back(a.card);
    std::erase_if(b.actions, [&](const Attached& a) { return a.on == minion; });
  }
}

void place_minion(State& s, CardId card, BaseId base, Seat controller) {
  auto& b = *base_slot(s, base);
  b.minions.push_back({card, controller});
  note_abilities(b, ability_def(s, b.minions.back()));
}

void relocate_minion(State& s, CardId card, BaseId to) {
  auto* target = base_slot(s, to);
  if (!target) return;
  for (auto& b : s.bases) {
    auto m = std::find_if(b.minions.begin(), b.minions.end(), [&](const MinionInPlay& x) { return x.card == card; });
    if (m == b.minions.end()) continue;
    if (&b == target) return;
    const MinionInPlay record = *m;
    b.minions.erase(m);
    std::vector<Attached> carried;
    for (const auto& a : b.actions)
      if (a.on == card) carried.push_back(a);
    std::erase_if(b.actions, [&](const Attached& a) { return a.on == card; });
    target->minions.push_back(record);
    target->actions.insert(target->actions.end(), carried.begin(), carried.end());
    note_abilities(*target, ability_def(s, record));
    for (const auto& a : carried) note_abilities(*target, ability_def(s, a));
    return;
  }
}

void relocate_action(State& s, CardId action, BaseId to, CardId on) {
  auto* target = base_slot(s, to);
  if (!target) return;
  for (auto& b : s.bases) {
    auto a = std::find_if(b.actions.begin(), b.actions.end(), [&](const Attached& x) { return x.card == action; });
    if (a == b.actions.end()) continue;
    Attached record = *a;
    b.actions.erase(a);
    record.on = on;
    target->actions.push_back(record);
    note_abilities(*target, ability_def(s, record));
    return;
  }
}

void set_controller(State& s, CardId in_play, Seat controller) {
  for (auto& b : s.bases) {
    for (auto& m : b.minions)
      if (m.card == in_play) m.controller = controller;
    for (auto& a : b.actions)
      if (a.card == in_play) a.controller = controller;
  }
}

void attach(State& s, CardId action, BaseId base, CardId on, Seat controller) {
  auto& b = *base_slot(s, base);
  b.actions.push_back({action, on, controller});
  note_abilities(b, ability_def(s, b.actions.back()));
}

void put_in_owner_discard(State& s, CardId card) { s.seats[s.cards[card].owner].discard.push_back(card); }
void put_in_owner_hand(State& s, CardId card) { s.seats[s.cards[card].owner].hand.push_back(card); }
void put_on_owner_deck_top(State& s, CardId card) { s.seats[s.cards[card].owner].deck.push_back(card); }
void put_on_owner_deck_bottom(State& s, CardId card) {
  auto& deck = s.seats[s.cards[card].owner].deck;
  deck.insert(deck.begin(), card);
}

void replace_base(BaseInPlay& b, BaseId incoming) {
  b.base = incoming;
  b.minions.clear();
  b.actions.clear();
  b.hooks_here = 0;
  b.reacts_here = 0;
}

void note_abilities(BaseInPlay& b, DefId abilities) {
  b.hooks_here |= card_hooks(abilities);
  b.reacts_here |= card_reacts_to(abilities);
}

namespace {

// The exact notes of a base: those of the abilities of every card on it now.
BaseInPlay noted(const State& s, const BaseInPlay& b) {
  BaseInPlay out;
  for (const auto& m : b.minions) note_abilities(out, ability_def(s, m));
  for (const auto& a : b.actions) note_abilities(out, ability_def(s, a));
  return out;
}

}  // namespace

void note_board(State& s) {
  for (auto& b : s.bases) {
    const auto exact = noted(s, b);
    b.hooks_here = exact.hooks_here;
    b.reacts_here = exact.reacts_here;
  }
}

void rebuild_derived(State& s) {
  s.cards.rework();
  // A kind a card was given (a copy, a lasting effect) answers walks as the card's own do.
  for (const auto& b : s.bases)
    for (const auto& m : b.minions)
      if (m.abilities != kNoDef) s.cards.meet(m.abilities);
  for (const auto& l : s.lasting) s.cards.meet(l.def);
  note_board(s);
}

bool board_noted(const State& s, const BaseInPlay& b) {
  const auto exact = noted(s, b);
  return (exact.hooks_here & ~b.hooks_here) == 0 && (exact.reacts_here & ~b.reacts_here) == 0;
}

}  // namespace cardtable::smashup
