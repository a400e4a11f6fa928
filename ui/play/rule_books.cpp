#include "ui/play/rule_books.hpp"

#include "ui/blast/how_to_play.hpp"
#include "ui/smashup/smashup_how_to_play.hpp"

namespace cardtable::ui {

std::vector<RuleBook> rule_books() {
  return {{"Blast", "2 players: planets and stars", blast_how_to_play()},
          {"Smash Up", "2-4 players: factions, minions and bases", smashup_how_to_play()}};
}

ChoiceList rule_book_list(const std::vector<RuleBook>& books) {
  std::vector<Choice> choices;
  for (const auto& book : books)
    choices.push_back({book.game, book.note + " (" + std::to_string(book.pages.size()) + " pages)", true});
  return ChoiceList("How to play", std::move(choices));
}

}  // namespace cardtable::ui
