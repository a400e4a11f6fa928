#pragma once
// How to play, for every game the program has: one book of pages each, offered by the main menu.
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"
#include "ui/screens/choice_list.hpp"
#include "ui/screens/pager.hpp"

namespace cardtable::ui {

struct RuleBook {
  std::string game;  // "Smash Up"
  std::string note;  // beside it in the menu
  std::vector<Page> pages;
};

// The books of the catalog's games that have screens, in the catalog's order.
std::vector<RuleBook> rule_books(const framework::GameCatalog& catalog);
// The menu of the books, in the order of `books`.
ChoiceList rule_book_list(const std::vector<RuleBook>& books);

}  // namespace cardtable::ui
