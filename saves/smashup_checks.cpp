// Why a Smash Up position cannot be loaded. A save's stored state is checked before anything reads it: ids in range,
// every card in exactly one place, and everything the engine relies on when it is played on from there, which a save
// going on from its stored position (its answer log no longer replaying) does without a replay to vouch for it.
#include <algorithm>
#include <variant>

#include "games/smashup/catalog.hpp"
#include "games/smashup/rules.hpp"
#include "saves/smashup_codec.hpp"

namespace cardtable::saves {
namespace {

using smashup::BaseId;
using smashup::CardId;
using smashup::ChoiceKind;

template <class Enum>
bool beyond(Enum value, Enum last) {
  return static_cast<int>(value) > static_cast<int>(last);
}

// Seats and cards are taken at full width: a choice's `a` and `b` are wider than a byte (they may name a base), and
// a damaged one must not pass for the seat or card its low byte names.
bool seat_ok(const smashup::State& s, unsigned seat) { return seat < s.players; }
bool seat_or_none(const smashup::State& s, smashup::Seat seat) { return seat == smashup::kNoSeat || seat_ok(s, seat); }
bool card_ok(const smashup::State& s, unsigned card) { return card < s.cards.size(); }
bool card_or_none(const smashup::State& s, CardId card) { return card == smashup::kNoCard || card_ok(s, card); }
bool base_or_none(BaseId base) { return base == smashup::kNoBase || smashup::is_base_def(base); }
bool def_or_none(smashup::DefId def) { return def == smashup::kNoDef || smashup::is_card_def(def); }

std::string ids_problem(const smashup::State& s) {
  for (const auto& c : s.cards) {
    if (!smashup::is_card_def(c.def)) return "unknown card kind " + std::to_string(c.def);
    if (!seat_ok(s, c.owner)) return "a card owned by no seat";
  }
  std::vector<BaseId> all;
  for (const auto& b : s.bases) all.push_back(b.base);
  all.insert(all.end(), s.base_deck.begin(), s.base_deck.end());
  all.insert(all.end(), s.base_discard.begin(), s.base_discard.end());
  for (auto b : all)
    if (!smashup::is_base_def(b)) return "unknown base " + std::to_string(b);
  std::sort(all.begin(), all.end());
  if (std::adjacent_find(all.begin(), all.end()) != all.end()) return "a base is in two places";
  if (s.public_base_tops != kPublicBaseTopsUnknown && s.public_base_tops > s.base_deck.size())
    return "more bases known on top of the base deck than it holds";
  for (const auto& b : s.bases) {
    for (const auto& m : b.minions) {
      if (!seat_ok(s, m.controller)) return "a minion controlled by no seat";
      if (m.abilities != smashup::kNoDef && !smashup::is_card_def(m.abilities))
        return "a minion with the abilities of an unknown card kind";
    }
    for (const auto& a : b.actions)
      if (!seat_ok(s, a.controller)) return "an action controlled by no seat";
  }
  for (const auto& l : s.lasting)
    if (!smashup::is_card_def(l.def)) return "a lasting effect of an unknown card kind";
  for (const auto& frame : s.stack) {
    const auto* f = std::get_if<smashup::AbilityFrame>(&frame);
    if (!f) continue;
    for (auto c : f->picked.cards)
      if (c >= s.cards.size()) return "an ability holding a card that does not exist";
    for (auto b : f->picked.bases)
      if (!smashup::is_base_def(b)) return "an ability holding an unknown base";
    for (auto seat : f->picked.seats)
      if (!seat_ok(s, seat)) return "an ability holding a seat out of range";
    if (!picks_unknown(f->picked) && f->picked.placed > f->picked.cards.size())
      return "an ability that placed more cards than it holds";
  }
  return {};
}

std::string event_problem(const smashup::State& s, const smashup::Event& e) {
  if (beyond(e.kind, smashup::EventKind::BaseEntered)) return "an event of an unknown kind";
  if (!card_or_none(s, e.card) || !card_or_none(s, e.by) || !card_or_none(s, e.target))
    return "an event about a card that does not exist";
  if (!base_or_none(e.base) || !base_or_none(e.to)) return "an event about an unknown base";
  if (!seat_or_none(s, e.seat) || !seat_or_none(s, e.by_seat)) return "an event about a seat out of range";
  return {};
}

std::string extra_problem(const smashup::State& s, const smashup::ExtraPlay& e) {
  if (beyond(e.type, smashup::CardType::Action) || !base_or_none(e.only_on) || !card_or_none(s, e.source) ||
      !card_or_none(s, e.only_card) || !def_or_none(e.only_named))
    return "an extra play out of range";
  return {};
}

bool base_in_play(const smashup::State& s, unsigned base) {
  return std::any_of(s.bases.begin(), s.bases.end(), [&](const smashup::BaseInPlay& b) { return b.base == base; });
}

bool minion_in_play(const smashup::State& s, unsigned card) {
  return std::any_of(s.bases.begin(), s.bases.end(), [&](const smashup::BaseInPlay& b) {
    return std::any_of(b.minions.begin(), b.minions.end(), [&](const auto& m) { return m.card == card; });
  });
}

// A choice whose ids the engine and its wording can read: cards, bases, seats and factions that exist.
std::string choice_problem(const smashup::State& s, const smashup::Choice& c) {
  if (beyond(c.kind, ChoiceKind::Permission)) return "a choice of an unknown kind";
  if (smashup::names_card(c.kind) && !card_ok(s, c.a)) return "a choice of a card that does not exist";
  switch (c.kind) {
    case ChoiceKind::PlayMinion:
    case ChoiceKind::PlayOnBase:
      if (!smashup::is_base_def(c.b)) return "a choice of an unknown base";
      break;
    case ChoiceKind::PlayOnMinion:
      if (!card_ok(s, c.b)) return "a choice of a card that does not exist";
      break;
    case ChoiceKind::Base:
    case ChoiceKind::Score:
      if (!smashup::is_base_def(c.a)) return "a choice of an unknown base";
      break;
    case ChoiceKind::Player:
      if (!seat_ok(s, c.a)) return "a choice of a seat out of range";
      break;
    case ChoiceKind::PickFaction:
      if (!smashup::is_faction(c.a)) return "a choice of an unknown faction";
      break;
    case ChoiceKind::Permission:
      if (c.a != smashup::kFreePlay && c.a >= s.turn.extras.size()) return "a choice of a permission that does not exist";
      break;
    default: break;
  }
  return {};
}

std::string ability_problem(const smashup::State& s, const smashup::AbilityFrame& f) {
  if (beyond(f.hook, smashup::Hook::Talent) || beyond(f.owner, smashup::Asker::Base)) return "an ability of an unknown kind";
  if (f.owner == smashup::Asker::Card && !smashup::is_card_def(f.def)) return "an ability of an unknown card kind";
  if (f.owner == smashup::Asker::Base && !smashup::is_base_def(f.def)) return "an ability of an unknown base";
  if (!card_or_none(s, f.source) || !card_or_none(s, f.target)) return "an ability about a card that does not exist";
  if (!seat_ok(s, f.controller)) return "an ability controlled by no seat";
  if (!base_or_none(f.base)) return "an ability about an unknown base";
  for (auto c : f.revealed)
    if (!card_ok(s, c)) return "an ability showing a card that does not exist";
  if (auto problem = event_problem(s, f.event); !problem.empty()) return problem;
  return choice_problem(s, f.answer);
}

std::string frame_problem(const smashup::State& s, const smashup::Frame& frame) {
  if (const auto* f = std::get_if<smashup::AbilityFrame>(&frame)) return ability_problem(s, *f);
  if (const auto* f = std::get_if<smashup::TurnFrame>(&frame))
    return beyond(f->step, smashup::TurnStep::Finish) ? "a turn at an unknown step" : choice_problem(s, f->answer);
  if (const auto* f = std::get_if<smashup::ScoringFrame>(&frame)) {
    if (!smashup::is_base_def(f->base)) return "a scoring of an unknown base";
    if (!f->place.empty() && f->place.size() != s.players) return "a scoring with places for another number of players";
    return choice_problem(s, f->answer);
  }
  if (const auto* f = std::get_if<smashup::WindowFrame>(&frame)) {
    if (beyond(f->window, smashup::Window::AfterScoring) || !base_or_none(f->base) || !seat_ok(s, f->next))
      return "a \"Me first!\" window out of range";
    return choice_problem(s, f->answer);
  }
  if (const auto* f = std::get_if<smashup::OrderTriggersFrame>(&frame)) {
    for (const auto& waiting : f->waiting)
      if (auto problem = ability_problem(s, waiting); !problem.empty()) return problem;
    return choice_problem(s, f->answer);
  }
  if (const auto* f = std::get_if<smashup::SetupFrame>(&frame)) return choice_problem(s, f->answer);
  if (const auto* f = std::get_if<smashup::DiscardFrame>(&frame))
    return seat_ok(s, f->seat) ? choice_problem(s, f->answer) : "a discard by a seat out of range";
  if (const auto* f = std::get_if<smashup::EmitFrame>(&frame)) return event_problem(s, f->event);
  if (const auto* f = std::get_if<smashup::PlayNowFrame>(&frame)) {
    if (!seat_ok(s, f->seat) || !base_or_none(f->base_source) || !card_or_none(s, f->card))
      return "an extra play now out of range";
    if (auto problem = extra_problem(s, f->extra); !problem.empty()) return problem;
    return choice_problem(s, f->answer);
  }
  if (const auto* f = std::get_if<smashup::PermissionFrame>(&frame)) {
    if (auto problem = choice_problem(s, f->play); !problem.empty()) return problem;
    return choice_problem(s, f->answer);
  }
  return {};
}

// Who asks, what about, and options the engine can take: a saved question is answered as it stands.
std::string question_problem(const smashup::State& s) {
  const auto& q = s.question;
  if (beyond(q.asker, smashup::Asker::Base)) return "a question from an unknown asker";
  if (q.asker == smashup::Asker::Rule && q.prompt > static_cast<int>(smashup::RulePrompt::WhichPermission))
    return "a question the rules do not ask";
  if (q.asker == smashup::Asker::Card && (!smashup::is_card_def(q.who) || q.prompt >= smashup::card_def(q.who).prompts.size()))
    return "a question no card asks";
  if (q.asker == smashup::Asker::Base &&
      (!smashup::is_base_def(q.who) || q.prompt >= smashup::base_def(q.who).prompts.size()))
    return "a question no base asks";
  if (!card_or_none(s, q.source) || !base_or_none(q.about)) return "a question about something that does not exist";
  for (auto c : q.shown)
    if (!card_ok(s, c)) return "a question showing a card that does not exist";
  // The engine finds an answer among the options by binary search (rules.cpp's is_legal): they are strictly ordered.
  if (std::adjacent_find(q.options.begin(), q.options.end(), [](const auto& a, const auto& b) { return !(a < b); }) !=
      q.options.end())
    return "a question whose options are out of order or repeated";
  const auto* order = s.stack.empty() ? nullptr : std::get_if<smashup::OrderTriggersFrame>(&s.stack.back());
  for (const auto& option : q.options) {
    if (auto problem = choice_problem(s, option); !problem.empty()) return problem;
    // An option is applied as it stands: a play goes on a base or a minion in play.
    const bool onto_base = option.kind == ChoiceKind::PlayMinion || option.kind == ChoiceKind::PlayOnBase;
    if ((onto_base && !base_in_play(s, option.b)) ||
        (option.kind == ChoiceKind::PlayOnMinion && !minion_in_play(s, option.b)))
      return "a question offering a play onto something not in play";
    if (option.kind == ChoiceKind::Resolve && (!order || option.a >= order->waiting.size()))
      return "a question resolving an ability that is not waiting";
  }
  return {};
}

std::string turn_problem(const smashup::State& s) {
  for (const auto& extra : s.turn.extras)
    if (auto problem = extra_problem(s, extra); !problem.empty()) return problem;
  for (const auto& m : s.power_mods)
    if (!card_ok(s, m.target) || !card_or_none(s, m.source)) return "a power change of a card that does not exist";
  for (const auto& m : s.breakpoint_mods)
    if (!smashup::is_base_def(m.base) || !card_or_none(s, m.source)) return "a breakpoint change out of range";
  for (const auto& l : s.lasting)
    if (!card_or_none(s, l.source) || !seat_ok(s, l.controller) || !seat_or_none(s, l.seat) || !base_or_none(l.base) ||
        beyond(l.until, smashup::Until::LeavesPlay) || beyond(l.from, smashup::From::SeatsNextTurn) ||
        beyond(l.kind, smashup::LastingKind::Abilities))
      return "a lasting effect out of range";
  // A use mark's kind is only compared (a card's, a base's, or none), its base read.
  for (const auto& u : s.used)
    if (!base_or_none(u.base)) return "a use mark out of range";
  for (auto seat : s.extra_turns)
    if (!seat_ok(s, seat)) return "an extra turn for a seat out of range";
  if (!seat_or_none(s, s.turn_before_extras)) return "a seat out of range";
  return {};
}

}  // namespace

bool picks_unknown(const smashup::Picks& p) { return p.placed == kPicksUnknown || p.placed == kPicksUnknownEmpty; }

std::string smashup_state_problem(const smashup::State& s) {
  if (s.players < smashup::kMinPlayers || s.players > smashup::kMaxPlayers) return "a player count out of range";
  if (s.seats.size() != s.players) return "the seats do not match the player count";
  if (!seat_ok(s, s.turn.active) || !seat_ok(s, s.first_player)) return "a seat out of range";
  if (s.winner != smashup::kNoSeat && !seat_ok(s, s.winner)) return "a winner out of range";
  if (s.cards.size() >= smashup::kNoCard) return "too many cards";
  if (s.rules < 1 || s.rules > smashup::kRulesVersion) return "rules this program does not know";
  if (s.edition < 1 || s.edition > smashup::kCardEdition) return "a card edition this program does not know";
  if (auto problem = ids_problem(s); !problem.empty()) return problem;
  if (auto problem = smashup::card_problem(s); !problem.empty()) return problem;
  if (auto problem = turn_problem(s); !problem.empty()) return problem;
  for (const auto& frame : s.stack)
    if (auto problem = frame_problem(s, frame); !problem.empty()) return problem;
  if (s.winner == smashup::kNoSeat && (s.stack.empty() || !s.asking)) return "a game in progress with nothing to decide";
  if (s.asking && (s.question.options.empty() || !seat_ok(s, s.question.seat))) return "a question without options";
  if (s.asking) return question_problem(s);
  return {};
}

}  // namespace cardtable::saves
