#include "ui/smashup/smashup_rulings.hpp"

#include <algorithm>

namespace cardtable::ui {

// Each sentence says what the ruling of that number in ../shared/rules/smashup.md settles; the rulings
// are the table's law, and these are the ones players ask about. Player text never shows the numbers.
const std::vector<SurprisingRuling>& surprising_rulings() {
  static const std::vector<SurprisingRuling> kRulings{
      {"R-7", {"Shinobi"}, "only one Shinobi ability may be used per base that is scoring."},
      {"R-9", {"Tortuga"},
       "after Tortuga scores and is replaced, the runner-up may move one of their minions from another base onto the "
       "new base."},
      {"R-10", {"Infiltrate"},
       "played on a base, Infiltrate destroys one action already on that base, and you may ignore that base's "
       "ability until the start of your next turn."},
      {"R-11", {"Transmogrify"},
       "the minion found is an ordinary extra minion, played on any base, of power at most the destroyed minion's "
       "power as it was in play."},
      {"R-12", {"Mindraker"},
       "while this base scores, the others can play no action there, Specials included, through the whole scoring."},
      {"R-13", {"Permit to Kill"},
       "the minions among each other player's top two cards are discarded and the rest go back on top in your order; "
       "nothing else."},
      {"R-14", {"The Base Is Not Enough"},
       "you control the minion until the end of the turn: it counts for you while the base scores, then goes to its "
       "owner's discard pile."},
      {"R-15", {"Primate Park"},
       "each winner may take back to hand their own actions on minions here instead of discarding them."},
      {"R-16", {"ISI's Swingin' Pad"},
       "each winner may look at their own top three cards and put each back on top or at the bottom."},
      {"R-17", {"Secret Volcano Headquarters"},
       "each player from the active one reveals their top card: a minion is played here as an extra minion and "
       "counts for this scoring; an action goes back on top."},
      {"R-18", {"Ninja Acolyte", "Shinobi"},
       "an extra card from a Special must be played at once or is lost; one from a card played in your play phase "
       "lasts the turn."},
      {"R-21",
       {"Haunting", "Incorporeal", "Shielding", "Steam Queen", "Wildlife Preserve", "Smoke Bomb"},
       "\"cannot be affected\" stops only moving, returning, destroying and attaching an action; power, control and "
       "being chosen still change."},
      {"R-22", {"Transmogrify", "Doppelgänger", "Sprout", "The Greenhouse"},
       "a card found by \"search ... and play it\" must be played when it can be; \"you may search\" can be declined, "
       "and then the deck is not shuffled."},
      {"R-23", {"Wormhole"},
       "the minions Wormhole shuffles away go into their owners' decks, not into the deck of whoever controlled them."},
      {"R-24", {"Copycat"},
       "a card leaving play uses the abilities it had in play: a Copycat that copied Jumper may go to the hand."},
      {"R-25", {"Escape Hatch", "Field of Honor"},
       "a minion saved by Escape Hatch was not destroyed: nothing that follows a destruction happens for it, and "
       "Field of Honor pays nothing."},
      {"R-25", {"Steam Man", "Captain Ahab", "The Dread Gazebo", "Ornate Dome", "Workshop"},
       "\"actions on a base\" are the actions played on the base itself, not those on its minions."},
      {"R-26", {"Faceless City"}, "it answers the first minion each player plays there in a turn."},
      {"R-26", {"Overgrowth"},
       "its breakpoint of 0 is set at the start of its controller's turn and lasts that whole turn, even if it "
       "leaves play."},
      {"R-26", {"Mole"}, "an action Mole plays whose text is a Special resolves that Special."},
      {"R-27", {"Bacta the Future"},
       "who is asked depends only on the factions and cards in play, never on a hand: you may be asked with nothing "
       "to play."},
  };
  return kRulings;
}

std::vector<std::string> why_lines(std::string_view name) {
  std::vector<std::string> out;
  for (const auto& r : surprising_rulings())
    if (std::find(r.names.begin(), r.names.end(), name) != r.names.end())
      out.push_back("Why? As this table rules it, " + std::string(r.sentence));
  return out;
}

std::vector<std::string> why_legend(const std::vector<smashup::Faction>& factions) {
  const auto in_game = [&](std::string_view name) {
    for (const auto faction : factions) {
      const auto& def = smashup::faction_def(faction);
      for (const auto& card : def.cards)
        if (card.name == name) return true;
      for (const auto& base : def.bases)
        if (base.name == name) return true;
    }
    return false;
  };
  std::vector<std::string> out;
  for (const auto& r : surprising_rulings()) {
    std::string names;
    for (const auto name : r.names)
      if (in_game(name)) names += (names.empty() ? "" : ", ") + std::string(name);
    if (!names.empty()) out.push_back(names + ": " + std::string(r.sentence));
  }
  return out;
}

}  // namespace cardtable::ui
