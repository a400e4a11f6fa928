#pragma once
// Smash Up for 2-4 players, as ../shared/rules/smashup.md plays it: the core-set rules with rulings R-1..R-10,
// cards as originally printed. The whole game is this one value: cards and zones, bases, the turn's play
// allowances, lasting effects, and a stack of frames holding whatever ability is half-resolved.
#include <array>
#include <cstdint>
#include <vector>

#include "framework/rng.hpp"
#include "games/smashup/derived.hpp"
#include "games/smashup/frames.hpp"
#include "games/smashup/ids.hpp"

namespace cardtable::smashup {

struct CardRecord {
  DefId def = 0;
  Seat owner = 0;
  bool operator==(const CardRecord&) const = default;
};

// Every card of the game, indexed by CardId. Cards join while the game is set up and never leave it (they change
// zones, never kinds), so the list can also keep which hooks (catalog.hpp) the game's card kinds have, their lasting
// tables' included, and those of kinds whose abilities a card was given (a copy: `meet`). A walk for a hook outside
// them passes the cards in play by at once (holders.hpp). It also keeps each seat's own kinds' hooks: a hand, deck or
// discard pile holds its seat's cards only (card_problem), and out of play a card has its own kind's abilities, so
// a scan of them for a hook the seat's kinds lack (a Special) is passed by. The hooks are worked out from the rest
// (Derived: not compared, nor saved): a superset of what the cards in play have never changes a walk's answer.
class CardList {
 public:
  CardId add(CardRecord card);   // catalog.cpp
  void meet(DefId kind);         // catalog.cpp
  const CardRecord& operator[](std::size_t id) const { return records_[id]; }
  std::size_t size() const { return records_.size(); }
  auto begin() const { return records_.begin(); }
  auto end() const { return records_.end(); }
  const std::vector<CardRecord>& records() const { return records_; }
  HookSet hooks() const { return unions_.value().hooks; }
  HookSet owned_hooks(Seat seat) const { return unions_.value().owned[seat]; }
  // The events the kinds' triggers are bound to (Reacts::to): another event asks no card.
  EventSet reacts_to() const { return unions_.value().reacts_to; }
  void clear() { *this = CardList{}; }
  // Works the unions out afresh from the records alone (rebuild_derived then meets the kinds cards were given).
  void rework();                 // catalog.cpp
  bool operator==(const CardList&) const = default;

 private:
  void own(CardRecord card);     // catalog.cpp: add's unions
  struct Unions {
    HookSet hooks = 0;
    std::array<HookSet, kMaxPlayers> owned{};
    EventSet reacts_to = 0;
  };
  std::vector<CardRecord> records_;
  Derived<Unions> unions_;
};

struct Player {
  std::array<Faction, 2> factions{};
  std::uint8_t faction_count = 0;
  std::vector<CardId> deck;     // the back is the top
  std::vector<CardId> hand;
  std::vector<CardId> discard;  // the back is the top
  std::uint8_t vp = 0;
  bool operator==(const Player&) const = default;
};

// A minion in play and everything recorded on it: all of it travels with the minion when it moves and is gone when
// it leaves play (a card that comes back is a new card).
struct MinionInPlay {
  CardId card = kNoCard;
  Seat controller = 0;
  DefId abilities = kNoDef;     // the card kind whose abilities it has for now (a copy); kNoDef: its own
  std::uint8_t counters = 0;    // +1 power counters on it
  bool talent_used = false;     // its Talent was used this turn
  bool operator==(const MinionInPlay&) const = default;
};

// An Ongoing action in play: on the base itself (on == kNoCard) or on one of the base's minions.
struct Attached {
  CardId card = kNoCard;
  CardId on = kNoCard;
  Seat controller = 0;
  std::uint8_t note = 0;  // what the card named when played (Block the Path: a Faction)
  bool talent_used = false;
  bool operator==(const Attached&) const = default;
};

// Whether a card in play has a Talent, and whether it was used this turn.
enum class TalentState : std::uint8_t { None, Ready, Used };

struct BaseInPlay {
  BaseId base = kNoBase;
  std::vector<MinionInPlay> minions;  // in the order they arrived
  std::vector<Attached> actions;
  // At least the hooks of every card here, with the abilities it has now, and the events their reacts hooks answer:
  // a walk over the cards in play passes by a base with none it asks for. Worked out from the cards (zones.hpp
  // keeps them), so neither saved nor compared.
  Derived<HookSet> hooks_here;
  Derived<EventSet> reacts_here;
  bool operator==(const BaseInPlay&) const = default;
};

// TurnState::plays counts no further (a turn that loops could otherwise wrap it round).
inline constexpr std::uint16_t kMostPlays = 0xFFFE;

struct TurnState {
  Seat active = 0;
  std::uint16_t number = 0;           // counts every turn from 1
  // Minions each seat played this turn, free or extra, in or out of turn (Microbot Fixer on another's turn).
  std::array<std::uint8_t, kMaxPlayers> minions_played{};
  std::uint8_t actions_played = 0;
  // Cards played this turn by anyone, in or out of turn: bots read it to leave loops the rules allow (heuristic.hpp).
  std::uint16_t plays = 0;
  bool minion_used = false;           // the turn's one free minion
  bool action_used = false;           // the turn's one free action
  std::vector<ExtraPlay> extras;
  bool operator==(const TurnState&) const = default;
};

// Power changes until the end of the turn. Ongoing power (War Raptor, Upgrade) is not stored: it is computed from
// the cards in play each time power is asked for.
struct PowerMod {
  CardId target = kNoCard;
  std::int8_t amount = 0;
  CardId source = kNoCard;
  bool operator==(const PowerMod&) const = default;
};

struct BreakpointMod {
  BaseId base = kNoBase;
  std::int8_t amount = 0;
  CardId source = kNoCard;
  bool operator==(const BreakpointMod&) const = default;
};

enum class Until : std::uint8_t {
  EndOfTurn,             // the end of the turn it was made in
  ControllersNextTurn,   // the start of its controller's next turn
  SeatsNextTurnEnds,     // the end of `seat`'s next turn
  AbilityEnds,           // once no ability of the card named in `note` is resolving (at the latest, the turn's end)
  WhileAttached,         // while the action named in `note` stays on the minion `source` (a control: Make Contact)
  LeavesPlay,            // until the card `source` leaves play (an attached action's copied abilities)
};

// When a lasting effect starts to count: at once, or only during `seat`'s next turn (Mark of Sleep).
enum class From : std::uint8_t { Now, SeatsNextTurn };

enum class LastingKind : std::uint8_t {
  Effect,   // the hooks of its card's `lasting` table answer while it lasts (Mark of Sleep, Infiltrate R-10)
  Control,  // `controller` controls the minion `source` while it lasts; then control goes back to `seat`
  // The card `source` has the abilities of card kind `def` while it lasts, then its own again (Copycat). A minion
  // also records it in MinionInPlay::abilities; an attached action has no field of its own, so this is its copy.
  Abilities,
};

// Something that outlives the ability that made it, until a declared time.
struct Lasting {
  DefId def = 0;
  CardId source = kNoCard;
  Seat controller = 0;
  Seat seat = kNoSeat;      // the player it is about, when it names one
  BaseId base = kNoBase;    // the base it is about, when it names one
  Until until = Until::EndOfTurn;
  std::uint16_t made_on_turn = 0;
  std::uint8_t note = 0;    // what the card named, when it names something
  From from = From::Now;
  LastingKind kind = LastingKind::Effect;
  bool operator==(const Lasting&) const = default;
};

// "Only once per turn / per scoring base / per player" marks (Shinobi R-7, Tenacious Z, Faceless City R-26): cleared
// at the end of each turn.
struct UseMark {
  DefId def = 0;
  BaseId base = kNoBase;
  Seat seat = kNoSeat;  // the player it was used for, when it counts per player
  bool operator==(const UseMark&) const = default;
};

enum class Draft : std::uint8_t { Given, Casual, Snake };

// Which rules a game is played by, so a game saved before a ruling changed what is asked replays as it was played.
// 1: a play uses the permission the engine prefers. 2: R-20, the player picks when permissions differ. 3: abilities
// at the same time whose order cannot matter (`order_free`) are not asked about.
inline constexpr std::uint8_t kRulesVersion = 3;
// Which cards a new game may be dealt. Each edition adds factions (and their bases) that became playable; a game
// keeps the edition it began with, so a save replays with the cards it was dealt from. 1: the core set. 2: and
// Awesome Level 9000 (Ghosts, Bear Cavalry, Killer Plants, Steampunks and their bases). 3: and Science Fiction
// Double Feature (Cyborg Apes, Shapeshifters, Super Spies, Time Travelers and their bases): every faction.
inline constexpr std::uint8_t kCardEdition = 3;

struct State {
  framework::Rng rng;
  std::uint8_t players = 2;
  Draft draft = Draft::Given;
  bool two_copies = false;
  bool faction_bases_only = false;   // R-1 option: only the bases of the factions in play
  Seat first_player = 0;
  std::uint8_t rules = kRulesVersion;
  std::uint8_t edition = kCardEdition;

  CardList cards;
  std::vector<Player> seats;
  std::vector<BaseInPlay> bases;
  std::vector<BaseId> base_deck;     // the back is the top
  // How many bases on top of the base deck every player saw put there (The Nexus, Time is Fleeting): the bots'
  // determinization leaves them in place.
  std::uint8_t public_base_tops = 0;
  std::vector<BaseId> base_discard;
  std::vector<CardId> limbo;         // actions being played: discarded once their ability has resolved

  TurnState turn;
  std::vector<PowerMod> power_mods;
  std::vector<BreakpointMod> breakpoint_mods;
  std::vector<Lasting> lasting;
  std::vector<UseMark> used;
  // Extra turns still to take (Portal Room), the front one first: each comes right after the turn being played.
  std::vector<Seat> extra_turns;
  // While extra turns are being taken: the seat whose ordinary turn came before them, so that play then goes on
  // clockwise from it as if they had not happened (kNoSeat during an ordinary turn).
  Seat turn_before_extras = kNoSeat;

  std::vector<Frame> stack;
  Question question;
  bool asking = false;
  Seat winner = kNoSeat;

  bool operator==(const State&) const = default;
};

}  // namespace cardtable::smashup
