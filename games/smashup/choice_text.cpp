#include "games/smashup/choice_text.hpp"

#include <algorithm>

#include "games/smashup/queries.hpp"

namespace cardtable::smashup {
namespace {

std::string str(std::string_view v) { return std::string(v); }

const OrderTriggersFrame* waiting_triggers(const State& s) {
  return s.stack.empty() ? nullptr : std::get_if<OrderTriggersFrame>(&s.stack.back());
}

std::string trigger_token(const State& s, const AbilityFrame& f) {
  return f.owner == Asker::Base ? base_token(f.def) : card_token(s, f.source);
}

std::string trigger_name(const State& s, const AbilityFrame& f) {
  return f.owner == Asker::Base ? str(base_def(f.def).name) : str(def_of(s, f.source).name);
}

std::string where(const State& s, CardId card, framework::SeatWordings words) {
  const BaseId b = base_of(s, card);
  if (b == kNoBase) return "";
  return ", " + words[controller_of(s, card)].possessive + ", on " + str(base_def(b).name);
}

// An action whose text is only a Special for a scoring window (Live and Let Chum, Wormhole) may be played as an
// ordinary action while no base is scoring, and then does nothing: its label says so.
std::string does_nothing_now(const State& s, CardId card) {
  const auto& d = def_of(s, card);
  const bool only_special = d.type == CardType::Action && d.play_on == PlayOn::Nothing && !d.on_play && d.special &&
                            !(d.special.in & window_bit(WindowKind::PlayPhase));
  const bool scoring = std::any_of(s.stack.begin(), s.stack.end(),
                                   [](const Frame& f) { return std::holds_alternative<ScoringFrame>(f); });
  return only_special && !scoring ? " (does nothing now: its Special is for when a base scores)" : "";
}

// A card played from a discard pile says so (Spectre, Cyberback): the same card may also be in the hand.
std::string from_pile(const State& s, CardId card) {
  const auto& pile = s.seats[owner_of(s, card)].discard;
  return std::find(pile.begin(), pile.end(), card) != pile.end() ? " from the discard pile" : "";
}

std::string asker_name(const State& s) {
  const auto& q = s.question;
  switch (q.asker) {
    case Asker::Card: return str(card_def(q.who).name);
    case Asker::Base: return str(base_def(q.who).name);
    case Asker::Rule: break;
  }
  if (q.source != kNoCard) return str(def_of(s, q.source).name);
  if (q.about != kNoBase) return str(base_def(q.about).name);
  return "";
}

// "The turn's free minion", "Extra minion of power 2 or less, on The Homeworld (from Terraforming)".
std::string permission_label(const State& s, std::uint8_t permission) {
  const auto& q = s.question;
  const bool minion = q.source == kNoCard || def_of(s, q.source).type == CardType::Minion;
  if (permission == kFreePlay) return minion ? "The turn's free minion" : "The turn's free action";
  if (permission >= s.turn.extras.size()) return "An extra play";
  const auto& e = s.turn.extras[permission];
  std::string out = e.type == CardType::Minion ? "Extra minion" : "Extra action";
  if (e.max_power >= 0) out += " of power " + std::to_string(e.max_power) + " or less";
  if (e.only_on != kNoBase) out += ", on " + str(base_def(e.only_on).name);
  if (e.where_no_own_minion) out += ", on a base where you have no minion";
  if (e.only_named != kNoDef) out += ", only " + str(card_def(e.only_named).name);
  else if (e.same_name) out += ", all of this card's extras with one name";
  if (e.from_discard) out += ", from your discard pile";
  if (e.source != kNoCard) out += " (from " + str(def_of(s, e.source).name) + ")";
  if (e.leaves_with_source) out += "; lost if that card leaves play";
  return out;
}

std::string rule_prompt(const State& s) {
  const auto& q = s.question;
  const std::string about = q.about == kNoBase ? "" : str(base_def(q.about).name);
  switch (static_cast<RulePrompt>(q.prompt)) {
    case RulePrompt::PickFaction:
      return s.seats[q.seat].faction_count == 0 ? "pick your first faction" : "pick your second faction";
    case RulePrompt::Redraw: return "your hand has no minion: show it, discard it and draw five new cards?";
    case RulePrompt::PlayCards: {
      const int minions = s.turn.minion_used ? 0 : 1;
      const int actions = s.turn.action_used ? 0 : 1;
      return "play a card (free minion: " + std::to_string(minions) + ", free action: " + std::to_string(actions) +
             ", extra plays: " + std::to_string(s.turn.extras.size()) + "), or done to score and draw";
    }
    case RulePrompt::ScoreOrder: return "several bases are ready to score: choose which scores next";
    case RulePrompt::MeFirst: {
      const bool before = !s.stack.empty() && std::holds_alternative<WindowFrame>(s.stack.back()) &&
                          std::get<WindowFrame>(s.stack.back()).window == Window::BeforeScoring;
      return about + (before ? " is about to score" : " has scored") + ": use a Special, or pass";
    }
    case RulePrompt::OrderTriggers: return "these abilities happen at the same time: choose which resolves first";
    case RulePrompt::ChooseReplacement: return "these effects would each replace the same event: choose the one that applies";
    case RulePrompt::DiscardToLimit: return "discard down to 10 cards in hand";
    case RulePrompt::PlayExtraNow: return asker_name(s) + ": you may play an extra card now (or pass, and lose it)";
    case RulePrompt::PlayExtraWhere: return asker_name(s) + ": choose where to play the extra card";
    case RulePrompt::WhichPermission:
      return "more than one of your plays covers " + asker_name(s) +
             ": choose the one it uses (the others stay for later this turn)";
  }
  return "";
}

}  // namespace

framework::SeatWordings neutral_words() {
  static const std::vector<framework::SeatWording> words = framework::neutral_wordings(kMaxPlayers);
  return words;
}

std::string seat_name(Seat seat) { return neutral_words()[seat].name; }

std::string card_token(DefId def, CardId card) { return std::string(card_def(def).slug) + "#" + std::to_string(card); }

std::string card_token(const State& s, CardId card) { return card_token(s.cards[card].def, card); }

std::string base_token(BaseId base) { return str(base_def(base).slug); }

std::string card_label(const State& s, CardId card) {
  const auto& d = def_of(s, card);
  if (d.type == CardType::Action) return str(d.name);
  const BaseId b = base_of(s, card);
  return str(d.name) + " (power " + std::to_string(b == kNoBase ? d.power : power(s, card)) + ")";
}

std::string choice_id(const State& s, const Choice& c) {
  switch (c.kind) {
    case ChoiceKind::PlayMinion:
    case ChoiceKind::PlayOnBase: return "play " + card_token(s, c.a) + " " + base_token(c.b);
    case ChoiceKind::PlayAction: return "play " + card_token(s, c.a);
    case ChoiceKind::PlayOnMinion: return "play " + card_token(s, c.a) + " " + card_token(s, c.b);
    case ChoiceKind::Use: return "use " + card_token(s, c.a);
    case ChoiceKind::Card: return "choose " + card_token(s, c.a);
    case ChoiceKind::Base: return "choose " + base_token(c.a);
    case ChoiceKind::Player: return "choose seat" + std::to_string(c.a);
    case ChoiceKind::PickFaction: return "choose " + str(faction_slug(static_cast<Faction>(c.a)));
    case ChoiceKind::Resolve: {
      const auto* f = waiting_triggers(s);
      return "resolve " + (f && c.a < f->waiting.size() ? trigger_token(s, f->waiting[c.a]) : std::to_string(c.a));
    }
    case ChoiceKind::Score: return "score " + base_token(c.a);
    case ChoiceKind::Yes: return "yes";
    case ChoiceKind::No: return "no";
    case ChoiceKind::Pass: return "pass";
    case ChoiceKind::Done: return "done";
    case ChoiceKind::Redraw: return "redraw";
    case ChoiceKind::Keep: return "keep";
    case ChoiceKind::Permission: return c.a == kFreePlay ? "with free-play" : "with extra-" + std::to_string(c.a + 1);
  }
  return "?";
}

std::string choice_label(const State& s, const Choice& c, framework::SeatWordings words) {
  switch (c.kind) {
    case ChoiceKind::PlayMinion:
    case ChoiceKind::PlayOnBase:
      return "Play " + card_label(s, c.a) + from_pile(s, c.a) + " on " + str(base_def(c.b).name);
    case ChoiceKind::PlayAction: return "Play " + card_label(s, c.a) + from_pile(s, c.a) + does_nothing_now(s, c.a);
    case ChoiceKind::PlayOnMinion:
      return "Play " + card_label(s, c.a) + from_pile(s, c.a) + " on " + card_label(s, c.b) + where(s, c.b, words);
    case ChoiceKind::Use: return "Use " + card_label(s, c.a) + where(s, c.a, words);
    case ChoiceKind::Card: return card_label(s, c.a) + where(s, c.a, words);
    case ChoiceKind::Base: {
      const bool in_play = find_base(s, c.a) != nullptr;
      return str(base_def(c.a).name) + (in_play ? " (" + std::to_string(total_power(s, c.a)) + "/" +
                                                      std::to_string(breakpoint(s, c.a)) + ")"
                                                : " (breakpoint " + std::to_string(base_def(c.a).breakpoint) + ")");
    }
    case ChoiceKind::Player: return words[c.a].name;
    case ChoiceKind::PickFaction: return str(faction_name(static_cast<Faction>(c.a)));
    case ChoiceKind::Resolve: {
      const auto* f = waiting_triggers(s);
      return f && c.a < f->waiting.size() ? "Resolve " + trigger_name(s, f->waiting[c.a]) + " first" : "Resolve";
    }
    case ChoiceKind::Score: return "Score " + str(base_def(c.a).name) + " next";
    case ChoiceKind::Yes: return "Yes";
    case ChoiceKind::No: return "No";
    case ChoiceKind::Pass: return "Pass";
    case ChoiceKind::Done: return "Done playing cards";
    case ChoiceKind::Redraw: return "Redraw the hand";
    case ChoiceKind::Keep: return "Keep the hand";
    case ChoiceKind::Permission: return permission_label(s, c.a);
  }
  return "?";
}

std::string prompt_text(const State& s, framework::SeatWordings words) {
  const auto& q = s.question;
  const std::string& who = words[q.seat].name;
  switch (q.asker) {
    case Asker::Card: return who + " · " + str(card_def(q.who).name) + ": " + str(card_def(q.who).prompts[q.prompt]);
    case Asker::Base: return who + " · " + str(base_def(q.who).name) + ": " + str(base_def(q.who).prompts[q.prompt]);
    case Asker::Rule: return who + ": " + rule_prompt(s);
  }
  return who;
}

std::string shown_text(const State& s) {
  const auto& shown = s.question.shown;
  if (shown.empty()) return "";
  std::string out = "They hold: ";
  for (std::size_t i = 0; i < shown.size(); ++i) out += (i == 0 ? "" : ", ") + str(def_of(s, shown[i]).name);
  return out + ".";
}

const Choice* find_choice(const State& s, std::string_view id) {
  for (const auto& c : s.question.options)
    if (choice_id(s, c) == id) return &c;
  return nullptr;
}

std::string place_name(int place) {
  switch (place) {
    case 1: return "1st";
    case 2: return "2nd";
    case 3: return "3rd";
    default: return std::to_string(place) + "th";
  }
}

namespace {

// "Player 2's Probe: ", "Cave of Shinies: ", or nothing when no ability was resolving.
std::string cause_of(const Event& e, framework::SeatWordings words) {
  switch (e.cause) {
    case CauseKind::Card: return words[e.cause_seat].possessive + " " + str(card_def(e.cause_def).name) + ": ";
    case CauseKind::Base: return str(base_def(e.cause_def).name) + ": ";
    case CauseKind::None: break;
  }
  return "";
}

std::string what_happened(const State& s, const Event& e, framework::SeatWordings words);

}  // namespace

std::string describe(const State& s, const Event& e, framework::SeatWordings words) {
  auto sentence = what_happened(s, e, words);
  return sentence.empty() ? sentence : framework::sentence_case(cause_of(e, words) + sentence);
}

namespace {

std::string what_happened(const State& s, const Event& e, framework::SeatWordings words) {
  auto card = [&](CardId c) { return str(def_of(s, c).name); };
  auto base = [&](BaseId b) { return str(base_def(b).name); };
  static const framework::SeatWording nobody;
  const auto& who = e.seat < words.size() ? words[e.seat] : nobody;
  switch (e.kind) {
    case EventKind::TurnStarted: return who.possessive + (e.amount == 1 ? " extra turn begins." : " turn begins.");
    case EventKind::MinionPlayed: return who.name + " played " + card(e.card) + " on " + base(e.base) + ".";
    case EventKind::ActionPlayed:
      return who.name + " played " + card(e.card) +
             (e.target != kNoCard ? " on " + card(e.target) : e.base != kNoBase ? " on " + base(e.base) : "") + ".";
    case EventKind::MinionDestroyed: return card(e.card) + " was destroyed on " + base(e.base) + ".";
    case EventKind::ActionDestroyed: return card(e.card) + " was destroyed.";
    case EventKind::MinionReturned:
      return card(e.card) + (e.amount == 1 ? " went to the bottom of " : " returned to ") + who.possessive +
             (e.amount == 1 ? " deck." : " hand.");
    case EventKind::MinionMoved: return card(e.card) + " moved from " + base(e.base) + " to " + base(e.to) + ".";
    case EventKind::CardDiscarded:
      // A card leaving play (an action with its minion or its base) goes to the pile: its owner did not discard it.
      if (e.base != kNoBase) return card(e.card) + " went to " + who.possessive + " discard pile.";
      return who.name + " discarded " + card(e.card) + ".";
    case EventKind::CardsDrawn:
      return who.name + " drew " + std::to_string(e.amount) + (e.amount == 1 ? " card." : " cards.");
    case EventKind::VpGained:
      // Named as the cause when an ability gave them; otherwise the base that scored.
      return who.name + " gained " + std::to_string(e.amount) + " VP" +
             (e.cause == CauseKind::None && e.base != kNoBase ? " from " + base(e.base) : "") + ".";
    case EventKind::BaseScoring: return base(e.base) + " scores with " + std::to_string(e.amount) + " power.";
    case EventKind::PlaceTaken:
      return who.name + " took " + place_name(e.place) + " place on " + base(e.base) + " with " +
             std::to_string(e.amount) + " power.";
    case EventKind::BaseReplaced: return base(e.to) + " replaced " + base(e.base) + ".";
    case EventKind::PowerChanged:
      return card(e.card) + " has " + (e.amount >= 0 ? "+" : "") + std::to_string(e.amount) +
             " power until the end of the turn.";
    case EventKind::DeckShuffled:
      return e.seat == kNoSeat ? "The base deck was shuffled." : who.name + " shuffled " + who.own + " deck.";
    case EventKind::Revealed: return who.name + " revealed " + card(e.card) + ".";
    case EventKind::TakenIntoHand: return who.name + " put " + card(e.card) + " into " + who.own + " hand.";
    case EventKind::FactionPicked:
      return who.name + " picked " + str(faction_name(static_cast<Faction>(e.amount))) + ".";
    case EventKind::NoTarget: return e.cause == CauseKind::None ? "" : "no possible target.";
    case EventKind::ActionReturned:
      return card(e.card) + (e.amount == 1 ? " went to the bottom of " : " returned to ") + who.possessive +
             (e.amount == 1 ? " deck." : " hand.");
    case EventKind::ActionMoved:
      return card(e.card) + " moved to " + (e.target != kNoCard ? card(e.target) + " on " : "") + base(e.to) + ".";
    case EventKind::ControlTaken: return who.name + " took control of " + card(e.card) + ".";
    case EventKind::ControlReturned: return who.name + " " + who.verb("control", "controls") + " " + card(e.card) + " again.";
    case EventKind::CountersPlaced:
      return card(e.card) + " got " + std::to_string(e.amount) + " +1 power counter" + (e.amount == 1 ? "." : "s.");
    case EventKind::ExtraTurnQueued: return who.name + " will take an extra turn after this one.";
    case EventKind::CardOnDeck: return who.name + " put " + card(e.card) + " on top of " + who.own + " deck.";
    case EventKind::LookedAtTop:
      return who.name + " looked at the top " + std::to_string(e.amount) + (e.amount == 1 ? " card of " : " cards of ") +
             who.own + " deck, to put each back on top or at the bottom.";
    case EventKind::NothingFound:
      return who.name + " found no " + card(e.card) + " in " + who.own + " deck.";
    case EventKind::NoEffect: return e.cause == CauseKind::None ? "" : "it has no effect.";
    case EventKind::GameWon:
      return who.name + " " + who.verb("win", "wins") + " the game with " + std::to_string(e.amount) + " VP.";
    case EventKind::TurnEnded:
    case EventKind::BaseScored:  // BaseScoring said it, before the VP
    case EventKind::BaseCleared:
    case EventKind::BaseAboutToScore:  // sets off abilities only; BaseScoring tells the scoring
    case EventKind::MinionDiscarded:
    case EventKind::BaseEntered:
    case EventKind::None: break;
  }
  return "";
}

}  // namespace

std::string unused_plays(const State& s) {
  std::vector<std::string> parts;
  if (!s.turn.minion_used) parts.push_back("1 minion");
  if (!s.turn.action_used) parts.push_back("1 action");
  if (!s.turn.extras.empty())
    parts.push_back(std::to_string(s.turn.extras.size()) + (s.turn.extras.size() == 1 ? " extra play" : " extra plays"));
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}

}  // namespace cardtable::smashup
