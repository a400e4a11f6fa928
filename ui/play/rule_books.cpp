#include "ui/play/rule_books.hpp"

#include "ui/play/game_ui.hpp"

namespace cardtable::ui {

std::vector<RuleBook> rule_books(const framework::GameCatalog& catalog) {
  std::vector<RuleBook> out;
  for (const auto& game : catalog.modules())
    if (const auto* screens = game.part<GameUi>()) out.push_back({game.info.title, screens->rules_note, screens->rules()});
  return out;
}

ChoiceList rule_book_list(const std::vector<RuleBook>& books) {
  std::vector<Choice> choices;
  for (const auto& book : books)
    choices.push_back({book.game, book.note + " (" + std::to_string(book.pages.size()) + " pages)", true});
  return ChoiceList("How to play", std::move(choices));
}

}  // namespace cardtable::ui
