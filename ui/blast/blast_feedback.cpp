// What the Blast table says: the feedback on a selection, the prompt, the key help.
#include <algorithm>

#include "ui/blast/blast_table.hpp"
#include "ui/blast/blast_words.hpp"

namespace cardtable::ui {

using blast::Action;
using blast::ActionKind;
using blast::CardId;
using blast::CardSet;
using blast::Phase;
using blast::Planet;

namespace {

// The play of `cards` on `planet` with each card counting as printed, or lowered/re-declared as `lower`/`as` say.
Action play_of(CardSet cards, Planet planet, bool lower, std::optional<blast::Faction> as) {
  Action a;
  a.kind = ActionKind::Play;
  a.planet = planet;
  for (CardId c : cards.cards()) {
    if (a.count == 3) break;
    auto& counted = a.cards[a.count++];
    counted.card = c;
    counted.faction = blast::faction_of(c);
    counted.value = static_cast<std::uint8_t>(blast::value_of(c));
    if (lower && counted.faction == blast::Faction::Shrinker && counted.value > 0) --counted.value;
    if (as && counted.faction == blast::Faction::Changeling) counted.faction = *as;
  }
  blast::sort_play(a);
  return a;
}

}  // namespace

std::string BlastTable::explain(const Action& action) const {
  if (action.kind != ActionKind::Play) return sentence(blast::why_illegal(known_, action));
  // The selection read as printed may fail on its shape while a declared reading fails later (on the total, or the
  // trick's faction): the later reason is the one that tells the person what is really wrong.
  std::vector<std::string> reasons;
  const auto cards = action.play_cards();
  for (bool lower : {false, true}) {
    reasons.push_back(blast::why_illegal(known_, play_of(cards, planet_, lower, std::nullopt)));
    for (int f = 1; f < blast::kFactions; ++f)
      reasons.push_back(blast::why_illegal(known_, play_of(cards, planet_, lower, static_cast<blast::Faction>(f))));
  }
  const auto later = std::find_if(reasons.begin(), reasons.end(), [](const std::string& r) {
    return r.find("beat") != std::string::npos || r.find("this trick") != std::string::npos ||
           r.find("this Vao D") != std::string::npos || r.find("this Thora") != std::string::npos;
  });
  const std::string& reason = later != reasons.end() ? *later : reasons.front();
  return sentence(reason.empty() ? "that play is not legal now" : reason);
}

Feedback BlastTable::play_feedback() const {
  const int need = blast::cards_per_play(planet_);
  const int n = selected_.size();
  if (n == 0) {
    if (mode() == TableMode::Lead)
      return {blast::planet_name(planet_) + ": " + blast::planet_requirement(planet_) + ".", Tone::Neutral};
    return {"Select " + count_cards(need) + " with a total above " + std::to_string(view_.trick.last_play().total()) +
                ", or pass.",
            Tone::Neutral};
  }
  if (n < need)
    return {std::to_string(n) + " of " + count_cards(need) + " selected (" + cards_list(selected_.cards()) + ").",
            Tone::Neutral};
  if (n > need)
    return {blast::planet_name(planet_) + " takes " + count_cards(need) + "; " + std::to_string(n) + " are selected.",
            Tone::Bad};
  const auto plays = plays_for_selection();
  if (plays.empty()) return {"Not legal: " + explain(play_of(selected_, planet_, false, std::nullopt)), Tone::Bad};
  if (plays.size() == 1) return {blast::describe_play(plays.front()) + ": legal, Enter plays it.", Tone::Good};
  return {"Legal in " + std::to_string(plays.size()) + " ways (totals " + std::to_string(plays.back().total()) + "-" +
              std::to_string(plays.front().total()) + "): Enter to choose how they count.",
          Tone::Good};
}

Feedback BlastTable::give_feedback() const {
  const int d = view_.exchange_count;
  const int n = selected_.size();
  if (n < d) return {"Select " + count_cards(d) + " to give: " + std::to_string(n) + " selected.", Tone::Neutral};
  if (n > d) return {"The exchange is " + count_cards(d) + "; " + std::to_string(n) + " are selected.", Tone::Bad};
  const auto gift = Action::give(selected_);
  if (std::find(legal_.begin(), legal_.end(), gift) != legal_.end())
    return {"Give " + cards_list(selected_.cards()) + ": Enter gives them.", Tone::Good};
  return {"Not legal: " + explain(gift), Tone::Bad};
}

Feedback BlastTable::feedback() const {
  if (!message_.empty()) return {message_, Tone::Bad};
  switch (mode()) {
    case TableMode::Lead:
    case TableMode::Follow: return play_feedback();
    case TableMode::Give: return give_feedback();
    case TableMode::Discard:
      if (selected_.empty()) return {"Select the card to discard.", Tone::Neutral};
      return {"Discard " + cards_list(selected_.cards()) + ": Enter discards it (face up).", Tone::Good};
    case TableMode::Declare:
      return {"These cards can count in " + std::to_string(declarations_.size()) + " ways.", Tone::Neutral};
    default: return {};
  }
}

std::string BlastTable::prompt() const {
  const auto& trick = view_.trick;
  switch (mode()) {
    case TableMode::Watching:
      return view_.phase == Phase::Exchange ? "Waiting for the other player's gift." : "Waiting for the other player.";
    case TableMode::Lead: return "Your lead: pick a planet (up/down, 1-5), select cards (space), Enter to play.";
    case TableMode::Follow: {
      std::string target = std::to_string(trick.last_play().total()) + " on " + blast::planet_name(trick.planet);
      if (trick.planet == Planet::VaoD) target += " with " + faction_plural(trick.faction);
      const bool can_beat = std::any_of(legal_.begin(), legal_.end(),
                                        [](const Action& a) { return a.kind == ActionKind::Play; });
      if (!can_beat) return "Nothing in your hand can beat " + target + ": pass (p).";
      return "Beat " + target + ", or pass (p).";
    }
    case TableMode::Give:
      if (known_.exchange_leader == viewer_)
        return "Exchange: you are ahead on points, give your " + std::to_string(view_.exchange_count) + " highest " +
               (view_.exchange_count == 1 ? "card." : "cards.");
      return "Exchange: you are behind, give any " + count_cards(view_.exchange_count) + ".";
    case TableMode::Discard: return "Junker: you won with a Junker, discard one card.";
    case TableMode::Declare: return "How should the cards count? Up/down, Enter to play, Esc to go back.";
    case TableMode::Over: return "The game is over.";
  }
  return {};
}

std::string BlastTable::key_bar() const {
  switch (mode()) {
    case TableMode::Lead: return "space select  up/down planet  enter play";
    case TableMode::Follow: return "space select  enter play  p pass  t sort";
    case TableMode::Give: return "space select  enter give  t sort";
    case TableMode::Discard: return "space select  enter discard  t sort";
    case TableMode::Declare: return "up/down choose  enter play  esc back";
    default: return "t sort";
  }
}

std::vector<KeyHelp> BlastTable::keys() const {
  return {
      {"left/right, h/l", "move along your hand"},
      {"space", "select or unselect the card (or click it)"},
      {"up/down, 1-5", "choose the planet when you lead (or click it)"},
      {"enter", "play, give or discard the selected cards; when they can count in several ways, lists the ways to "
                "choose from. With nothing selected, where one card is the whole answer (Zamepra, a Junker discard), "
                "the card under the cursor. After a hint (H), Enter gives the hint"},
      {"p", "pass (not when leading)"},
      {"c", "clear the selection"},
      {"t", "sort the hand by value or by faction"},
  };
}

}  // namespace cardtable::ui
