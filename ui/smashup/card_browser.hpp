#pragma once
// The Smash Up card browser (c at the table, Cards in the main menu, `cardtable cards`): every faction of a game, or
// all of them, with each card's count, power and text and the faction's bases; or, while a name is typed, every card
// and base whose name holds it. No terminal here.
#include <string>
#include <vector>

#include "games/smashup/catalog.hpp"
#include "games/smashup/observation.hpp"
#include "ui/screens/browser.hpp"

namespace cardtable::ui {

// A faction as the browser lists it: its description, its minions, actions and bases, one line each.
std::vector<std::string> faction_card_lines(const smashup::FactionDef& faction);

class CardBrowser final : public Browser {
 public:
  // `factions`: the ones to browse, in order (the game's, or every playable one).
  explicit CardBrowser(std::vector<smashup::Faction> factions);
  std::string title() const override;
  std::vector<std::string> lines() const override;
  std::string footer() const override;
  // Left/right: the previous or next faction; a letter, a digit, space, '-' or '\'': the search text; Backspace
  // takes a letter off; Esc clears the search, or closes the browser when there is none.
  bool handle(Key key) override;

  const std::string& search() const { return search_; }
  smashup::Faction faction() const { return factions_.at(at_); }

 private:
  std::vector<std::string> found() const;

  std::vector<smashup::Faction> factions_;
  std::size_t at_ = 0;
  std::string search_;
};

// Every card and base of any faction that `line` names (a log line), longest names first so "Cub Scout" is not read
// as "Scout", each with its faction, kind and text.
std::vector<std::string> cards_named_in(const std::string& line);

// The factions of the game `view` shows, in seat order; every playable faction while none is picked yet (a draft).
std::vector<smashup::Faction> browsed_factions(const smashup::Observation& view);

}  // namespace cardtable::ui
