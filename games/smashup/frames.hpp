#pragma once
// Pending work as plain data. The engine keeps a stack of frames; it visits the top one, which asks a question,
// finishes, or waits for frames it queued. Frames hold ids and counters only, so a half-resolved ability is copied
// and saved like the rest of the state. Step functions live in the static catalog, never here.
#include <cstdint>
#include <variant>
#include <vector>

#include "games/smashup/choice.hpp"
#include "games/smashup/event.hpp"

namespace cardtable::smashup {

// One more card of a kind this turn, possibly restricted ("power 2 or less", "on this base", "from your discard").
struct ExtraPlay {
  CardType type = CardType::Minion;
  std::int8_t max_power = -1;       // -1: any power
  BaseId only_on = kNoBase;         // kNoBase: any base
  bool from_discard = false;        // the card comes from the discard pile instead of the hand
  bool where_no_own_minion = false; // only on a base where the player has no minion (Outbreak)
  CardId source = kNoCard;          // the card that granted it
  CardId only_card = kNoCard;       // only this card, wherever it is (a revealed top card: Hoverbot, Neophyte)
  bool leaves_with_source = false;  // granted by an Ongoing card: unused, it goes when that card leaves play (Archmage)
  // "All with the same name" (Blossom): the extras one card granted with `same_name` must all be the same kind of
  // card; the first one used names it, and the others of that card then allow only that kind (`only_named`).
  bool same_name = false;
  DefId only_named = kNoDef;        // only a card of this kind (kNoDef: any)
  bool operator==(const ExtraPlay&) const = default;
};

// Which of a card's (or base's) abilities a frame runs.
enum class Hook : std::uint8_t {
  Play,         // the card was played: a minion's "when you play it", an action's effect
  Reaction,     // it answers an event (trigger)
  Special,      // a Special or Talent used from hand, play or the discard pile
  Replacement,  // it replaces an event that was about to happen (Buccaneer, Tooth and Claw)
  Talent,       // its Talent, used in its controller's play phase
};

// What earlier steps of an ability chose, kept apart by kind: a seat's number may equal a base's or a card's.
struct Picks {
  std::vector<CardId> cards;
  std::vector<BaseId> bases;
  std::vector<Seat> seats;
  std::vector<Faction> factions;
  std::uint8_t placed = 0;  // deck arranging: how many of `cards` (the first ones) are back on the deck
  bool operator==(const Picks&) const = default;
};

struct AbilityFrame {
  Hook hook = Hook::Play;
  Asker owner = Asker::Card;      // Card: `def` is a DefId; Base: `def` is the BaseId whose ability this is
  std::uint16_t def = 0;
  CardId source = kNoCard;        // the physical card (kNoCard for a base's ability)
  Seat controller = 0;            // who resolves it and answers its questions unless it says otherwise
  BaseId base = kNoBase;          // "this base": where the card was played / is / the base that scores
  CardId target = kNoCard;        // the minion an attached action was played on
  Event event;                    // what set a reaction or replacement off
  std::uint8_t step = 0;          // where to resume
  std::int16_t remaining = 0;     // "up to N" countdowns and the like
  Picks picked;                      // what earlier steps chose
  std::vector<CardId> revealed;      // cards this ability showed everyone: bots keep them where they are
  Choice answer;                  // the last answer to this frame's question
  bool answered = false;          // false when the question had no option (no legal target)
  bool operator==(const AbilityFrame&) const = default;
};

enum class TurnStep : std::uint8_t { Start, StartTriggers, Play, Score, Draw, Discard, End, EndTriggers, Finish };

struct TurnFrame {
  TurnStep step = TurnStep::Start;
  Choice answer;
  bool answered = false;
  bool operator==(const TurnFrame&) const = default;
};

// One base being scored (rules "Scoring one base"). Places are fixed when VP are awarded.
struct ScoringFrame {
  BaseId base = kNoBase;
  std::uint8_t step = 0;
  std::vector<std::uint8_t> place;  // per seat: 1, 2, 3, or 0 (no place)
  Choice answer;
  bool answered = false;
  bool operator==(const ScoringFrame&) const = default;
};

enum class Window : std::uint8_t { BeforeScoring, AfterScoring };

// The "Me first!" pass-around: from the active player clockwise, each may use one Special or pass; it closes when
// every player has passed in a row.
struct WindowFrame {
  Window window = Window::BeforeScoring;
  BaseId base = kNoBase;
  Seat next = 0;
  std::uint8_t passes = 0;
  Choice answer;
  bool answered = false;
  bool operator==(const WindowFrame&) const = default;
};

// Abilities set off by the same event, resolved in the order the active player picks (identical ones, or a single
// one, need no question). For replacements only the picked one applies: the event it replaces no longer happens.
struct OrderTriggersFrame {
  std::vector<AbilityFrame> waiting;
  bool only_one = false;
  Choice answer;
  bool answered = false;
  bool operator==(const OrderTriggersFrame&) const = default;
};

// Game start: faction choice (casual or snake draft), then each player's optional redraw.
struct SetupFrame {
  std::uint8_t pick = 0;       // how many faction picks have been made
  std::uint8_t redraws = 0;    // how many seats have been offered the redraw
  bool dealt = false;          // decks built, bases revealed, hands dealt
  Choice answer;
  bool answered = false;
  bool operator==(const SetupFrame&) const = default;
};

// Discarding down to the hand limit: one card per answer.
struct DiscardFrame {
  Seat seat = 0;
  Choice answer;
  bool answered = false;
  bool operator==(const DiscardFrame&) const = default;
};

// Announces an event when it is reached, so its triggers see the position after the frames above it resolved
// ("after a minion is played here" waits for the minion's own ability).
struct EmitFrame {
  Event event;
  bool operator==(const EmitFrame&) const = default;
};

// One extra card that must be played at once or not at all (extras granted during scoring or another player's
// turn, Hidden Ninja, The Homeworld): first the card, then where it goes.
struct PlayNowFrame {
  Seat seat = 0;
  ExtraPlay extra;
  BaseId base_source = kNoBase;  // the base that grants it, when no card does (extra.source is kNoCard)
  CardId card = kNoCard;         // picked so far
  Choice answer;
  bool answered = false;
  bool operator==(const PlayNowFrame&) const = default;
};

// a play that more than one permission could cover, differently for what is left this turn (Terraforming's
// extra and the free minion); the player picks the permission, then the card is played.
struct PermissionFrame {
  Choice play;
  Choice answer;
  bool answered = false;
  bool operator==(const PermissionFrame&) const = default;
};

using Frame = std::variant<SetupFrame, TurnFrame, ScoringFrame, WindowFrame, OrderTriggersFrame, AbilityFrame,
                           DiscardFrame, EmitFrame, PlayNowFrame, PermissionFrame>;

}  // namespace cardtable::smashup
