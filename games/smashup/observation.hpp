#pragma once
// What one seat may see of a Smash Up game: its own hand; every other hand and every deck only as a count;
// discard piles, bases and everything on them, lasting effects and the turn's plays in full; the pending question's
// prompt, and its options only for the seat that answers it. The table draws the board from it, the protocol's
// `observe` writes it as JSON, and the determinization tests compare it. Cards are named by id and kind (DefId), so a
// reader looks the printed card up in the catalog.
#include <array>
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "games/smashup/choice.hpp"
#include "games/smashup/queries.hpp"

namespace cardtable::smashup {

// A card whose face the seat sees.
struct SeenCard {
  CardId card = kNoCard;
  DefId def = kNoDef;
  Seat owner = 0;
  bool operator==(const SeenCard&) const = default;
};

struct SeenMinion {
  SeenCard card;
  Seat controller = 0;
  int power = 0;            // printed power plus every part, never below 0
  int printed_power = 0;
  std::vector<PowerPart> power_parts;
  std::uint8_t counters = 0;
  DefId copied = kNoDef;    // the card kind whose abilities it has for now (MinionInPlay::abilities); kNoDef: its own
  TalentState talent = TalentState::None;
  bool operator==(const SeenMinion&) const = default;
};

// An Ongoing action in play, on the base (on == kNoCard) or on one of its minions.
struct SeenAttached {
  SeenCard card;
  CardId on = kNoCard;
  Seat controller = 0;
  DefId copied = kNoDef;    // the card kind whose abilities it has for now (Cellular Bonding); kNoDef: its own
  TalentState talent = TalentState::None;
  std::uint8_t note = 0;    // what it named when played (Block the Path: the Faction + 1); 0: nothing
  bool operator==(const SeenAttached&) const = default;
};

// Power a seat has on a base that belongs to no minion (Aggromotive), and the card giving it.
struct LoosePower {
  Seat seat = 0;
  CardId card = kNoCard;
  DefId def = kNoDef;
  int amount = 0;
  bool operator==(const LoosePower&) const = default;
};

struct SeenBase {
  BaseId base = kNoBase;
  int breakpoint = 0;                  // now, with every change
  int power = 0;                       // the total on it
  std::vector<int> player_power;       // per seat
  std::vector<LoosePower> loose_power;
  std::vector<SeenMinion> minions;     // in the order they arrived
  std::vector<SeenAttached> actions;   // in the order they were attached, on the base and on its minions
  bool operator==(const SeenBase&) const = default;
};

struct SeenSeat {
  std::array<Faction, 2> factions{};
  std::uint8_t faction_count = 0;
  std::uint8_t vp = 0;
  std::size_t hand_size = 0;
  std::size_t deck_size = 0;
  std::vector<SeenCard> discard;  // the back is the top
  bool operator==(const SeenSeat&) const = default;
};

// An extra play the active player has, as its restrictions read (ExtraPlay without the bookkeeping).
struct SeenExtra {
  CardType type = CardType::Minion;
  std::int8_t max_power = -1;
  BaseId only_on = kNoBase;
  bool from_discard = false;
  bool where_no_own_minion = false;
  bool same_name = false;
  DefId only_named = kNoDef;
  SeenCard only_card{};  // the one card it is for, shown to everyone (a revealed top card); card kNoCard: any
  bool operator==(const SeenExtra&) const = default;
};

struct SeenTurn {
  Seat active = 0;
  std::uint16_t number = 0;
  bool minion_used = false;
  bool action_used = false;
  std::uint8_t minions_played = 0;  // by the active player
  std::uint8_t actions_played = 0;
  std::vector<SeenExtra> extras;
  bool extra_turn = false;             // this turn is an extra turn (Portal Room)
  std::vector<Seat> extra_turns_next;  // extra turns still to take, the next first
  std::string unused_plays;            // "1 minion and 1 action"; empty when none is left
  bool operator==(const SeenTurn&) const = default;
};

// A lasting effect: public.
struct SeenLasting {
  SeenCard source;
  DefId def = kNoDef;
  Seat controller = 0;
  Seat seat = kNoSeat;
  BaseId base = kNoBase;
  Until until = Until::EndOfTurn;
  std::uint16_t made_on_turn = 0;
  From from = From::Now;
  LastingKind kind = LastingKind::Effect;
  bool operator==(const SeenLasting&) const = default;
};

struct SeenOption {
  Choice choice;
  std::string id;     // the protocol's option id
  std::string label;
  DefId def = kNoDef; // the kind of the card the option names first, when it names one
  bool operator==(const SeenOption&) const = default;
};

// The pending question. Everyone sees who is asked and the prompt; the options, the cards shown with the question
// (Probe: a hand) and why cards of the hand cannot be played only the seat asked.
struct SeenQuestion {
  Seat seat = 0;
  std::string prompt;
  bool play_phase = false;             // the rules ask the active player to play cards
  std::vector<SeenOption> options;     // empty unless this seat is asked
  std::vector<SeenCard> shown;
  std::string shown_text;              // "They hold: Collector, Beam Up."
  std::vector<std::string> refusals;   // in the play phase, per card of the hand: why it cannot be played (or "")
  bool operator==(const SeenQuestion&) const = default;
};

struct Observation {
  Seat seat = 0;
  std::uint8_t players = 2;
  Seat first_player = 0;
  std::vector<SeenCard> hand;  // this seat's own
  std::vector<SeenSeat> seats;
  std::vector<SeenBase> bases;
  std::size_t base_deck_size = 0;
  std::vector<BaseId> base_deck_tops;  // bases every player saw put on top of the base deck, the top first
  std::vector<BaseId> base_discard;
  std::vector<SeenCard> being_played;  // actions resolving now, discarded once they have
  // Cards out of sight (in a deck or a hand) that everyone saw and knows where they are: those an ability now
  // resolving revealed (Operative's top cards), and the one an extra play waiting now names (a revealed top card, a
  // minion returned to be played again). The bots' determinization leaves these in place and nothing else.
  std::vector<SeenCard> revealed;
  SeenTurn turn;
  std::vector<SeenLasting> lasting;
  bool asking = false;
  SeenQuestion question;  // while asking
  Seat winner = kNoSeat;

  bool over() const { return winner != kNoSeat; }
  // True when the pending question is this seat's to answer.
  bool deciding() const { return !over() && asking && question.seat == seat; }
  const SeenBase* base(BaseId base) const;
  // The minion or attached action `card` in play, and the base it is on; nullptr when it is not in play.
  const SeenMinion* minion(CardId card, BaseId* where = nullptr) const;
  const SeenAttached* attached(CardId card, BaseId* where = nullptr) const;
  // A card of this seat's hand, or nullptr.
  const SeenCard* in_hand(CardId card) const;
  // The kind of a card this seat sees somewhere (in its hand, in play, in a discard pile, being played, shown to it
  // or named by one of its options); kNoDef when it sees it nowhere.
  DefId kind_of(CardId card) const;

  bool operator==(const Observation&) const = default;
};

// A seat outside the game (a spectator) sees no hand and no options.
// The question's prompt and labels are worded with `words` (the engine's neutral "Player N" when none are given).
Observation observe(const State& s, Seat seat, framework::SeatWordings words = {});

// The cards of Observation::revealed: shown to everyone, whatever seat looks.
std::vector<CardId> revealed_cards(const State& s);

// "collector#12": a card's protocol token from its id and kind.
std::string card_token(const SeenCard& card);

}  // namespace cardtable::smashup
