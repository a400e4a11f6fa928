#pragma once
// Something that happened. Events drive triggers ("after a minion is played here", "after this minion is
// destroyed", "at the start of your turn", "after this base scores") and, when a log is wanted, the match's
// sentences. Plain data: an AbilityFrame keeps the event that set it off.
#include <cstdint>

#include "games/smashup/ids.hpp"

namespace cardtable::smashup {

enum class EventKind : std::uint8_t {
  None,
  TurnStarted,      // seat
  TurnEnded,        // seat
  MinionPlayed,     // card, base, seat (who played it)
  ActionPlayed,     // card, base (or kNoBase), target (minion it went on, or kNoCard), seat
  MinionDestroyed,  // card, base (where it was), seat (its controller), by (the card that destroyed it); amount 1
                    // when its controller destroyed it at that card's word (Bear Hug: "each other player destroys")
  ActionDestroyed,  // card, base, seat (its controller), by
  MinionReturned,   // card, base (where it was), seat (owner)
  MinionMoved,      // card, base (from), to, seat (controller)
  CardDiscarded,    // card, seat (owner); an action leaving a minion: base and target (the minion), set off
                    // while it is still in play
  CardsDrawn,       // seat, amount
  VpGained,         // seat, amount, base and/or by: what gave them
  BaseScored,       // base, seat (winner or kNoSeat): "when/after this base scores" abilities answer it
  BaseCleared,      // base: its cards have gone to the discard piles
  BaseReplaced,     // base (the scored one), to (the new one), amount 1 when everyone ignored the scored base
  PowerChanged,     // card, amount (until the end of the turn)
  DeckShuffled,     // seat (kNoSeat: the base deck)
  Revealed,         // card, seat (whose card)
  TakenIntoHand,    // card, seat (owner): a revealed card went into its owner's hand, in everyone's sight
  FactionPicked,    // seat, amount (the Faction) during a draft
  BaseScoring,      // base, amount (the total power there): said before the VP it gives
  PlaceTaken,       // base, seat, place (1-3), amount (that player's power there)
  NoTarget,         // an ability had nothing it could choose (its cause says which)
  ActionReturned,   // card, base (where it was), seat (owner), by_seat; amount 1: to the bottom of the deck
  ActionMoved,      // card, base (from), to, target (the minion it is on now, or kNoCard), seat (controller)
  ControlTaken,     // card, base, seat (the new controller), by_seat
  ControlReturned,  // card, base, seat (the controller again)
  CountersPlaced,   // card, base, amount (+1 power counters placed on it)
  BaseAboutToScore, // base: "before this base scores" abilities answer it, before the "Me first!" window
  ExtraTurnQueued,  // seat: that player takes an extra turn after this one
  // card, base (the scored base it was on), to (the base replacing it), seat (owner): a minion went from a scored
  // base to the discard pile (Doppelgänger, Jumper). Sets off abilities only; the log tells the scoring already.
  MinionDiscarded,
  // base: a base came into play during a turn without any scoring (Terraforming's swap). Sets off abilities only;
  // the log tells the swap as BaseReplaced.
  BaseEntered,
  // For the log only (never set off abilities):
  CardOnDeck,      // card, seat (owner): a card from a discard pile went on top of its owner's deck (Repeater Perfect)
  LookedAtTop,     // seat, amount: a player looked at their top cards to put each back on top or at the bottom
  NothingFound,    // card, seat: a search of the deck for a card of that name found none (Faceless City)
  NoEffect,        // an ability had nothing to do (It's Astounding with no action to play); its cause says which
  GameWon,         // seat, amount (their VP): the game is over
};

// A set of event kinds, one bit per EventKind: which events a card's or base's reacts hook can answer.
using EventSet = std::uint64_t;
constexpr EventSet event_bit(EventKind k) { return EventSet{1} << static_cast<unsigned>(k); }
template <class... Kinds>
constexpr EventSet events(Kinds... kinds) {
  return (EventSet{0} | ... | event_bit(kinds));
}

// A card left play: destroyed, or returned to a hand or deck. Abilities that end with their card key off these.
inline bool left_play(EventKind k) {
  return k == EventKind::MinionDestroyed || k == EventKind::MinionReturned || k == EventKind::ActionDestroyed ||
         k == EventKind::ActionReturned || k == EventKind::MinionDiscarded;
}

// What was resolving when an event was logged: a card's ability (cause_def is its DefId) or a base's (its BaseId).
enum class CauseKind : std::uint8_t { None, Card, Base };

struct Event {
  EventKind kind = EventKind::None;
  CardId card = kNoCard;
  BaseId base = kNoBase;
  BaseId to = kNoBase;
  Seat seat = kNoSeat;
  CardId by = kNoCard;
  CardId target = kNoCard;
  std::int8_t amount = 0;
  Seat by_seat = kNoSeat;  // who controls the ability that did it (destroy, move, return), when known
  // For the log only, so never part of a saved state: set on the logged copy, never on an event that sets off
  // abilities (which frames keep).
  std::uint8_t place = 0;  // PlaceTaken
  CauseKind cause = CauseKind::None;
  std::uint16_t cause_def = 0;
  Seat cause_seat = kNoSeat;  // who controls the ability
  bool operator==(const Event&) const = default;
};

}  // namespace cardtable::smashup
