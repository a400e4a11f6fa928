// The Resolver's effects on cards in play: destroying, moving and returning minions and actions (checked against
// "cannot be affected" and replacements), counters, control, copied abilities and lasting effects.
#include "games/smashup/resolver.hpp"

#include <algorithm>
#include <vector>

#include "games/smashup/holders.hpp"
#include "games/smashup/play_queries.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

// The steps behind the effects, which card code never calls.
namespace {

// A control that lasts while an action stays on the minion ends once it is not there any more (destroyed, returned,
// moved elsewhere); the minion goes back to whoever had it.
void end_detached_controls(Resolver& r) {
  const State& s = r.state();
  auto detached = [&](const Lasting& l) {
    if (l.kind != LastingKind::Control || l.until != Until::WhileAttached) return false;
    for (const auto& b : s.bases)
      for (const auto& a : b.actions)
        if (a.card == l.note && a.on == l.source) return false;
    return true;
  };
  if (std::any_of(s.lasting.begin(), s.lasting.end(), detached)) r.expire_lasting(detached);
}

// Whatever a card granted or held while in play ends with it: an Ongoing card's unused extras (Archmage, Enshrouding
// Mist), a control it held while attached (Make Contact), and a control it was under (zones.cpp drops that lasting
// effect with the card).
void leave_play(Resolver& r, CardId card) {
  std::erase_if(r.mutable_state().turn.extras,
                [&](const ExtraPlay& e) { return e.leaves_with_source && e.source == card; });
  end_detached_controls(r);
}

// An action leaving a minion for the discard pile sets off "would go to the discard pile" abilities (Clyde 2.0) while
// it is still in play, so they see where it was and who controlled it; their frames run once it is in the pile.
void announce_discard_from_minion(Resolver& r, CardId action) {
  const auto where = locate(r.state(), action);
  if (where.kind != ZoneKind::Attached || where.on == kNoCard) return;
  r.trigger({EventKind::CardDiscarded, action, where.base, kNoBase, r.owner(action), kNoCard, where.on});
}
void announce_attached_discard(Resolver& r, CardId minion) {
  for (auto a : r.actions_on_minion(minion)) announce_discard_from_minion(r, a);
}

bool may_affect(const Resolver& r, AffectKind how, CardId card, const AbilityFrame& f) {
  return r.base_of(card) != kNoBase && can_affect(r.state(), affect_of(r.state(), how, card, f));
}

// An action in play leaves for its owner's hand (`to_deck_bottom` false) or deck bottom, if it may be affected so.
// ActionReturned's amount says where it went: 0 the hand, 1 the deck's bottom.
void action_to_owner(Resolver& r, CardId action, bool to_deck_bottom, const AbilityFrame& f) {
  if (!may_affect(r, to_deck_bottom ? AffectKind::DeckBottom : AffectKind::Return, action, f)) return;
  State& s = r.mutable_state();
  const BaseId from = r.base_of(action);
  const DefId had = abilities_def(s, action);
  lift(s, action);
  if (to_deck_bottom)
    put_on_owner_deck_bottom(s, action);
  else
    put_in_owner_hand(s, action);
  leave_play(r, action);
  const std::int8_t where = to_deck_bottom ? 1 : 0;
  r.emit({EventKind::ActionReturned, action, from, kNoBase, r.owner(action), f.source, kNoCard, where, f.controller},
         had);
}

void return_control(Resolver& r, const Lasting& control) {
  if (r.base_of(control.source) == kNoBase || r.controller(control.source) != control.controller) return;
  set_controller(r.mutable_state(), control.source, control.seat);
  r.log({EventKind::ControlReturned, control.source, r.base_of(control.source), kNoBase, control.seat});
}

// Only the copy this lasting effect made ends: a later copy of something else stays (lift() drops the effect when
// the card leaves play, so a card played again is never touched). An attached action's copy is the effect itself.
void end_copy(State& s, const Lasting& copy) {
  for (auto& b : s.bases)
    for (auto& m : b.minions)
      if (m.card == copy.source && m.abilities == copy.def) m.abilities = kNoDef;
}

}  // namespace

void Resolver::end_lasting(const Lasting& l) {
  if (l.kind == LastingKind::Control) return_control(*this, l);
  if (l.kind == LastingKind::Abilities) end_copy(s_, l);
}

// ---- effects on minions

void Resolver::affect(AffectKind how, CardId minion, BaseId to, const AbilityFrame& f, bool by_its_controller) {
  if (base_of(minion) == kNoBase) return;
  const Affect a = affect_of(s_, how, minion, f);
  if (!smashup::can_affect(s_, a)) return;
  const Event about{how == AffectKind::Destroy ? EventKind::MinionDestroyed
                    : how == AffectKind::Move  ? EventKind::MinionMoved
                                               : EventKind::MinionReturned,
                    minion, base_of(minion), to, f.controller, a.by};
  Triggers replacing;
  for_each_holder(s_, hook::kReplaces, [&](const Holder& h, const CardDef* card, const BaseDef*) {
    if (card && card->replaces && card->replaces(s_, h, a))
      replacing.push_back(frame_for(Hook::Replacement, h, card, about));
  });
  if (!replacing.empty()) {
    queue_triggers(std::move(replacing), true);
    return;
  }
  switch (how) {
    case AffectKind::Destroy: destroy_now(minion, a.by, f.controller, by_its_controller); break;
    case AffectKind::Move: move_now(minion, to, f.controller); break;
    case AffectKind::Return: {
      const BaseId from = base_of(minion);
      const DefId had = abilities_def(s_, minion);
      std::vector<CardId> attached;
      announce_attached_discard(*this, minion);
      lift(s_, minion);
      lift_attached_of(s_, minion, attached);
      for (auto c : attached) {
        put_in_owner_discard(s_, c);
        log({EventKind::CardDiscarded, c, from, kNoBase, owner(c)});
      }
      put_in_owner_hand(s_, minion);
      leave_play(*this, minion);
      emit({EventKind::MinionReturned, minion, from, kNoBase, owner(minion), a.by, kNoCard, 0, f.controller}, had);
      break;
    }
    case AffectKind::DeckBottom: {
      const BaseId from = base_of(minion);
      const DefId had = abilities_def(s_, minion);
      std::vector<CardId> attached;
      announce_attached_discard(*this, minion);
      lift(s_, minion);
      lift_attached_of(s_, minion, attached);
      for (auto c : attached) put_in_owner_discard(s_, c);
      put_on_owner_deck_bottom(s_, minion);
      leave_play(*this, minion);
      emit({EventKind::MinionReturned, minion, from, kNoBase, owner(minion), a.by, kNoCard, 1, f.controller}, had);
      break;
    }
    case AffectKind::Attach: break;
  }
}

void Resolver::destroy(CardId minion, const AbilityFrame& f) { affect(AffectKind::Destroy, minion, kNoBase, f); }
void Resolver::destroy_own(CardId minion, const AbilityFrame& f) {
  affect(AffectKind::Destroy, minion, kNoBase, f, true);
}
void Resolver::move(CardId minion, BaseId to, const AbilityFrame& f) {
  if (to != base_of(minion)) affect(AffectKind::Move, minion, to, f);
}
void Resolver::return_to_hand(CardId minion, const AbilityFrame& f) { affect(AffectKind::Return, minion, kNoBase, f); }
void Resolver::to_deck_bottom(CardId minion, const AbilityFrame& f) {
  affect(AffectKind::DeckBottom, minion, kNoBase, f);
}

void Resolver::destroy_together(CardSpan minions, const AbilityFrame& f) {
  for (auto m : minions) {
    const BaseId from = base_of(m);
    if (from == kNoBase) continue;
    const Holder was{abilities_def(s_, m), m, from, kNoCard, controller(m), nullptr};
    destroy(m, f);
    if (base_of(m) == kNoBase) together_.push_back(was);
  }
  together_.clear();
}

void Resolver::destroy_now(CardId minion, CardId by, Seat by_seat, bool by_its_controller) {
  const BaseId from = base_of(minion);
  if (from == kNoBase) return;
  const Seat ctrl = controller(minion);
  const DefId had = abilities_def(s_, minion);
  // A card may send it elsewhere (Escape Hatch: to the hand), asked while the minion is still in play.
  DestroyedTo sent = DestroyedTo::Discard;
  for_each_holder(s_, hook::kDestroyedTo, [&](const Holder& h, const CardDef* card, const BaseDef*) {
    if (card && card->destroyed_to && sent == DestroyedTo::Discard) sent = card->destroyed_to(s_, h, minion, from);
  });
  std::vector<CardId> attached;
  announce_attached_discard(*this, minion);
  lift(s_, minion);
  lift_attached_of(s_, minion, attached);
  for (auto c : attached) {
    put_in_owner_discard(s_, c);
    log({EventKind::CardDiscarded, c, from, kNoBase, owner(c)});
  }
  // a minion that goes to the hand instead (Escape Hatch) was not destroyed: it went back to its owner's hand,
  // and no "after destroyed" ability (Gremlin, Field of Honor) answers it.
  if (sent == DestroyedTo::Hand) {
    put_in_owner_hand(s_, minion);
    leave_play(*this, minion);
    emit({EventKind::MinionReturned, minion, from, kNoBase, owner(minion), by, kNoCard, 0, by_seat}, had);
    return;
  }
  // Tar Pits: a minion destroyed there goes to the bottom of its owner's deck. An owner who infiltrated the base may
  // ignore it, and is asked: the minion waits in the discard pile for the answer, given before the
  // destroy's triggers resolve.
  const Seat owner_seat = owner(minion);
  const bool to_deck =
      base_def(from).destroyed_to == DestroyedTo::DeckBottom && !smashup::base_ignored(s_, from, kNoSeat);
  const bool owner_may_ignore = to_deck && smashup::base_ignored(s_, from, owner_seat);
  if (to_deck && !owner_may_ignore) {
    put_on_owner_deck_bottom(s_, minion);
  } else {
    put_in_owner_discard(s_, minion);
  }
  if (owner_may_ignore) {
    AbilityFrame ask;
    ask.hook = Hook::Reaction;
    ask.owner = Asker::Base;
    ask.def = from;
    ask.controller = owner_seat;
    ask.base = from;
    ask.target = minion;
    push(ask);
  }
  leave_play(*this, minion);
  const std::int8_t own = by_its_controller ? 1 : 0;
  emit({EventKind::MinionDestroyed, minion, from, kNoBase, ctrl, by, kNoCard, own, by_seat}, had);
  if (to_deck && !owner_may_ignore) {
    Event under{EventKind::MinionReturned, minion, from, kNoBase, owner_seat, kNoCard, kNoCard, 1};
    under.cause = CauseKind::Base;  // the base sends it there, whatever destroyed it
    under.cause_def = from;
    log(under);
  }
}

void Resolver::move_now(CardId minion, BaseId to, Seat by_seat) {
  const BaseId from = base_of(minion);
  if (from == kNoBase || from == to || !base_slot(s_, to)) return;
  const Seat ctrl = controller(minion);
  relocate_minion(s_, minion, to);
  emit({EventKind::MinionMoved, minion, from, to, ctrl, kNoCard, kNoCard, 0, by_seat});
}

void Resolver::destroy_action(CardId action, const AbilityFrame& f) {
  if (may_affect(*this, AffectKind::Destroy, action, f)) destroy_action(action, f.source);
}

void Resolver::destroy_action(CardId action, CardId by) {
  const BaseId from = base_of(action);
  if (from == kNoBase) return;
  const Seat ctrl = controller(action);
  const DefId had = abilities_def(s_, action);
  announce_discard_from_minion(*this, action);
  lift(s_, action);
  put_in_owner_discard(s_, action);
  leave_play(*this, action);
  emit({EventKind::ActionDestroyed, action, from, kNoBase, ctrl, by}, had);
}

void Resolver::return_action_to_hand(CardId action, const AbilityFrame& f) { action_to_owner(*this, action, false, f); }

void Resolver::move_action(CardId action, BaseId to, CardId onto, const AbilityFrame& f) {
  if (!may_affect(*this, AffectKind::Move, action, f) || !base_slot(s_, to)) return;
  if (onto != kNoCard && smashup::base_of(s_, onto) != to) return;
  const BaseId from = base_of(action);
  relocate_action(s_, action, to, onto);
  end_detached_controls(*this);
  emit({EventKind::ActionMoved, action, from, to, controller(action), f.source, onto, 0, f.controller});
}

void Resolver::action_to_deck_bottom(CardId action, const AbilityFrame& f) { action_to_owner(*this, action, true, f); }

void Resolver::add_counters(CardId minion, int amount, const AbilityFrame& f) {
  // counters change power, which is not affecting the minion: no protection stops them.
  if (amount <= 0) return;
  for (auto& b : s_.bases)
    for (auto& m : b.minions)
      if (m.card == minion) {
        m.counters = static_cast<std::uint8_t>(std::min(255, m.counters + amount));
        log({EventKind::CountersPlaced, minion, b.base, kNoBase, m.controller, f.source, kNoCard,
             static_cast<std::int8_t>(amount)});
      }
}

// taking control is not affecting the minion, so a protection from affect (Shielding) does not stop it.
void Resolver::take_control(CardId minion, Seat seat, Until until, const AbilityFrame& f) {
  if (!in_play(minion)) return;
  const Seat before = controller(minion);
  if (before == seat) return;
  set_controller(s_, minion, seat);
  // A control held by an attached action (Make Contact) names that action, so it ends when the action leaves.
  add_lasting(Lasting{.def = s_.cards[minion].def, .source = minion, .controller = seat, .seat = before,
                      .base = base_of(minion), .until = until,
                      .note = until == Until::WhileAttached ? f.source : std::uint8_t{0},
                      .kind = LastingKind::Control});
  emit({EventKind::ControlTaken, minion, base_of(minion), kNoBase, seat, f.source, kNoCard, 0, f.controller});
}

void Resolver::give_abilities(CardId minion, DefId of) {
  if (of != kNoDef) {
    s_.cards.meet(of);
    if (auto* b = base_slot(s_, base_of(minion))) note_abilities(*b, of);
  }
  for (auto& b : s_.bases)
    for (auto& m : b.minions)
      if (m.card == minion) m.abilities = of;
  // An attached action keeps its copy as a lasting effect that ends when it leaves play.
  if (in_play(minion) && def(minion).type == CardType::Action) {
    std::erase_if(s_.lasting,
                  [&](const Lasting& l) { return l.kind == LastingKind::Abilities && l.source == minion; });
    if (of != kNoDef)
      add_lasting(Lasting{.def = of, .source = minion, .controller = controller(minion),
                          .until = Until::LeavesPlay, .kind = LastingKind::Abilities});
  }
}

void Resolver::give_abilities_until(CardId card, DefId of, Until until) {
  if (!in_play(card)) return;
  give_abilities(card, of);
  std::erase_if(s_.lasting, [&](const Lasting& l) { return l.kind == LastingKind::Abilities && l.source == card; });
  add_lasting(Lasting{.def = of, .source = card, .controller = controller(card), .until = until,
                      .kind = LastingKind::Abilities});
}

void Resolver::run_ability(DefId of, const AbilityFrame& f) {
  if (!card_def(of).on_play) return;
  AbilityFrame copy;
  copy.hook = Hook::Play;
  copy.def = of;
  copy.source = f.source;
  copy.controller = f.controller;
  copy.base = f.base;
  copy.target = f.target;
  copy.event = f.event;
  push(copy);
}

void Resolver::modify_power(CardId minion, int amount, CardId source) {
  s_.power_mods.push_back({minion, static_cast<std::int8_t>(amount), source});
  log({EventKind::PowerChanged, minion, base_of(minion), kNoBase, controller(minion), source, kNoCard,
       static_cast<std::int8_t>(amount)});
}

void Resolver::add_lasting(Lasting l) {
  s_.cards.meet(l.def);
  l.made_on_turn = s_.turn.number;
  s_.lasting.push_back(l);
}

void Resolver::modify_breakpoint(BaseId base, int amount, CardId source) {
  s_.breakpoint_mods.push_back({base, static_cast<std::int8_t>(amount), source});
}

}  // namespace cardtable::smashup
