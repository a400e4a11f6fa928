#pragma once
// A decision's answers as plain values. Each Choice has a stable text id (choice_text.cpp) such as
// `play collector#12 tar-pits`, `choose invader#3`, `pass` or `done`.
#include <cstdint>
#include <vector>

#include "games/smashup/ids.hpp"

namespace cardtable::smashup {

enum class ChoiceKind : std::uint8_t {
  PlayMinion,    // a = card, b = base
  PlayAction,    // a = card (an action that is resolved and discarded)
  PlayOnBase,    // a = card, b = base (an Ongoing action attached to a base)
  PlayOnMinion,  // a = card, b = minion (an Ongoing action attached to a minion)
  Use,           // a = card: use its Special / Talent now
  Card,          // a = card (a minion in play, a card in a hand, deck or discard pile)
  Base,          // a = base (in play or in the base deck)
  Player,        // a = seat
  PickFaction,   // a = faction
  Resolve,       // a = index into the waiting triggers, b = 1 when it names a base
  Score,         // a = base: score it next
  Yes,
  No,
  Pass,          // decline an optional choice, or pass in a "Me first!" window
  Done,          // stop playing cards this turn / stop picking "any number"
  Redraw,        // show a hand without minions, discard it and draw 5 new cards
  Keep,
  Permission,    // a = index into TurnState::extras, or kFreePlay: which permission a play uses
};

// The turn's free minion or action, in a Permission choice.
inline constexpr std::uint8_t kFreePlay = 255;

// True for the kinds whose `a` is a card: the plays, a Special or Talent used, a card picked.
constexpr bool names_card(ChoiceKind kind) {
  switch (kind) {
    case ChoiceKind::PlayMinion:
    case ChoiceKind::PlayAction:
    case ChoiceKind::PlayOnBase:
    case ChoiceKind::PlayOnMinion:
    case ChoiceKind::Use:
    case ChoiceKind::Card: return true;
    default: return false;
  }
}

// `a` and `b` are wide enough for a BaseId (a Base or Score choice's `a`, a play's `b`); a kind that leaves one
// unused leaves it 255, as saves of every format hold it.
struct Choice {
  ChoiceKind kind = ChoiceKind::Pass;
  std::uint16_t a = 255;
  std::uint16_t b = 255;
  bool operator==(const Choice&) const = default;
  auto operator<=>(const Choice&) const = default;
};
static_assert(sizeof(Choice::a) >= sizeof(BaseId) && sizeof(Choice::b) >= sizeof(BaseId), "a choice names any base");

// Who asks and why: the prompt text is looked up when a person needs it, so State keeps only numbers.
enum class Asker : std::uint8_t { Rule, Card, Base };

// The questions the rules themselves ask (Asker::Rule); cards and bases index their own `prompts` lists.
enum class RulePrompt : std::uint8_t {
  PickFaction,
  Redraw,
  PlayCards,
  ScoreOrder,
  MeFirst,
  OrderTriggers,
  ChooseReplacement,
  DiscardToLimit,
  PlayExtraNow,
  PlayExtraWhere,
  WhichPermission,
};

struct Question {
  Seat seat = 0;
  Asker asker = Asker::Rule;
  std::uint16_t who = 0;         // DefId of the card or BaseId of the base that asks (Rule: unused)
  std::uint8_t prompt = 0;       // RulePrompt, or an index into that card's / base's prompts
  CardId source = kNoCard;       // the physical card that asks, when there is one
  BaseId about = kNoBase;        // the base the question is about (scoring, "this base"), when there is one
  std::vector<Choice> options;   // sorted, never empty
  std::vector<CardId> shown;     // cards the asked player alone looks at while answering (Probe: a hand)
  bool operator==(const Question&) const = default;
};

}  // namespace cardtable::smashup
