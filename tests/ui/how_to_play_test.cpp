// The main menu's How to play: a book for each game, every page fitting the pager at 80x24.
#include <catch2/catch.hpp>

#include "app/game_modules.hpp"
#include "ui/play/rule_books.hpp"
#include "ui/screens/text.hpp"

using namespace cardtable::ui;

namespace {

std::vector<RuleBook> program_books() {
  cardtable::framework::GameCatalog catalog;
  cardtable::app::register_games(catalog);
  return rule_books(catalog);
}

}  // namespace

TEST_CASE("[ui][menu] How to play offers Blast and Smash Up, and choosing Smash Up opens its pages") {
  const auto books = program_books();
  auto list = rule_book_list(books);
  REQUIRE(list.choices().size() == 2);
  CHECK(list.choices()[0].label == "Blast");
  CHECK(list.choices()[1].label == "Smash Up");
  CHECK(list.handle(Key::chr(U'2')) == ChoiceList::Outcome::Chosen);
  REQUIRE(list.cursor() == 1);
  Pager pager(books[list.cursor()].pages);
  CHECK(pager.page().title.rfind("Smash Up", 0) == 0);
  CHECK(pager.count() >= 5);
}

TEST_CASE("[ui][menu] the Smash Up pages cover the turn, scoring, winning at 15 VP and the table's keys") {
  const auto books = program_books();
  std::string all;
  for (const auto& page : books[1].pages)
    for (const auto& line : page.lines) all += line + "\n";
  for (const char* words : {"breakpoint", "15 VP", "one minion and one action", "Draw two cards", "Ongoing",
                            "Special", "Talent", "Me first!", "1st, 2nd and 3rd", "Tab", "Esc", "click"})
    CHECK(all.find(words) != std::string::npos);
}

TEST_CASE("[ui][menu] every How to play page fits the pager at 80x24") {
  for (const auto& book : program_books()) {
    for (const auto& page : book.pages) {
      INFO(book.game << ": " << page.title);
      CHECK_FALSE(page.lines.empty());
      CHECK(static_cast<int>(page.lines.size()) <= kPageRows);
      // The title goes into the frame with "How to play: " and the page number.
      CHECK(columns("How to play: " + page.title + " (9/9)") <= kPageColumns);
      for (const auto& line : page.lines) {
        INFO(line);
        CHECK(columns(line) <= kPageColumns);
      }
    }
  }
}
