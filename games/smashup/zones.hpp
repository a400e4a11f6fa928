#pragma once
// Where each card is, and the plain moves between zones that every effect is built from. These change no
// counters and set off nothing: the Resolver adds the rules (triggers, replacements, logging) on top.
#include "games/smashup/state.hpp"

namespace cardtable::smashup {

enum class ZoneKind : std::uint8_t { Deck, Hand, Discard, Limbo, Minion, Attached, Nowhere };

struct Location {
  ZoneKind kind = ZoneKind::Nowhere;
  Seat seat = kNoSeat;      // whose deck, hand or discard pile; the controller in play
  BaseId base = kNoBase;    // in play: which base
  CardId on = kNoCard;      // attached: the minion it is on (kNoCard: the base)
};

Location locate(const State& s, CardId card);
BaseInPlay* base_slot(State& s, BaseId base);
const BaseInPlay* base_slot(const State& s, BaseId base);
// Takes a card out of wherever it is. A minion's attached actions stay attached to nothing: callers move them.
void lift(State& s, CardId card);
void lift_attached_of(State& s, CardId minion, std::vector<CardId>& out);
void place_minion(State& s, CardId card, BaseId base, Seat controller);
// Moves a minion in play with everything recorded on it and attached to it.
void relocate_minion(State& s, CardId card, BaseId to);
// Moves an attached action to another base, or onto a minion there (`on`).
void relocate_action(State& s, CardId action, BaseId to, CardId on);
void set_controller(State& s, CardId in_play, Seat controller);
void attach(State& s, CardId action, BaseId base, CardId on, Seat controller);
void put_in_owner_discard(State& s, CardId card);
void put_in_owner_hand(State& s, CardId card);
void put_on_owner_deck_top(State& s, CardId card);
void put_on_owner_deck_bottom(State& s, CardId card);
// A base's scored cards are gone and another base takes its place.
void replace_base(BaseInPlay& b, BaseId incoming);

// The card kind whose abilities a minion in play has now.
inline DefId ability_def(const State& s, const MinionInPlay& m) {
  return m.abilities != kNoDef ? m.abilities : s.cards[m.card].def;
}

// The card kind whose abilities an attached action has now: its own, or the one a lasting copy names (Cellular
// Bonding takes another action's).
inline DefId ability_def(const State& s, const Attached& a) {
  DefId def = s.cards[a.card].def;
  for (const auto& l : s.lasting)
    if (l.kind == LastingKind::Abilities && l.source == a.card) def = l.def;
  return def;
}

// BaseInPlay::hooks_here and reacts_here. A card placed, moved or given abilities on a base adds its abilities'
// there; one leaving takes nothing away (they need only cover the cards there) until the base is replaced.
void note_abilities(BaseInPlay& b, DefId abilities);
// Worked out afresh from the cards on every base.
void note_board(State& s);
// Works every Derived value of the state out afresh from the rest (the card list's hook unions, with the kinds cards
// have been given, and each base's notes): the one call for a state built or read whole (a scenario, a loaded save,
// a test's hand-made position).
void rebuild_derived(State& s);
// Whether they cover every card on the base (the walks check it in debug builds).
bool board_noted(const State& s, const BaseInPlay& b);

}  // namespace cardtable::smashup
