#pragma once
// "Why?": the settled rulings (R-n of ../shared/rules/smashup.md) that surprise players at the table, each in one
// sentence beside the cards and bases it decides. `i` on such a card or base ends with its "Why?" lines, and the `?`
// window lists the ones of the factions in the game.
#include <string>
#include <string_view>
#include <vector>

#include "games/smashup/catalog.hpp"

namespace cardtable::ui {

struct SurprisingRuling {
  std::string_view ruling;                // "R-21"
  std::vector<std::string_view> names;    // the cards and bases it decides, as printed
  std::string_view sentence;              // the rule, in one sentence, in the table's words
};

// Every surprising ruling, in the order of the rulings.
const std::vector<SurprisingRuling>& surprising_rulings();
// The "Why?" lines for the card or base of that name ("Why? As this table rules it, only one Shinobi ..."); none for
// most cards.
std::vector<std::string> why_lines(std::string_view name);
// For the `?` window: one line per ruling on a card or base of these factions ("Shinobi: only one ...").
std::vector<std::string> why_legend(const std::vector<smashup::Faction>& factions);

}  // namespace cardtable::ui
