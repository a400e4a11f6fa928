#pragma once
// How the table names Blast's things for people, in the short forms a 80-column screen has room for.
#include <string>
#include <vector>

#include "games/blast/action.hpp"

namespace cardtable::ui {

std::string short_requirement(blast::Planet planet);  // "run, one faction"
std::string faction_plural(blast::Faction faction);   // "Shrinkers"
// What a card is and what its faction does, for the line under the hand.
std::string card_note(blast::CardId card);
// "C3 G3"
std::string cards_list(const std::vector<blast::CardId>& cards);
// "1 card", "3 cards"
std::string count_cards(int n);
// Upper-cases the first letter of a sentence built from the engine's words.
std::string sentence(std::string text);

}  // namespace cardtable::ui
