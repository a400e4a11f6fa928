// The shared screen pieces: choice lists (menus and the generic decision prompt), the log pane, the name prompt.
#include <catch2/catch.hpp>

#include "ui/screens/choice_list.hpp"
#include "ui/screens/log_pane.hpp"
#include "ui/screens/pager.hpp"
#include "ui/screens/text.hpp"
#include "ui/screens/text_prompt.hpp"

using namespace cardtable;
using namespace cardtable::ui;

namespace {

ChoiceList menu() {
  return ChoiceList("Menu", {{"New game", "", true}, {"Smash Up", "not available yet", false}, {"Quit", "", true}});
}

}  // namespace

TEST_CASE("[ui][menu] arrows and vi keys move and wrap; Enter chooses") {
  auto list = menu();
  CHECK(list.handle(Key::of(KeyKind::Up)) == ChoiceList::Outcome::None);
  CHECK(list.cursor() == 2);
  list.handle(Key::chr('j'));
  CHECK(list.cursor() == 0);
  CHECK(list.handle(Key::of(KeyKind::Enter)) == ChoiceList::Outcome::Chosen);
}

TEST_CASE("[ui][menu] a disabled choice is not chosen and says why") {
  auto list = menu();
  list.handle(Key::of(KeyKind::Down));
  CHECK(list.handle(Key::of(KeyKind::Enter)) == ChoiceList::Outcome::None);
  CHECK(list.message() == "not available yet");
  list.handle(Key::of(KeyKind::Down));
  CHECK(list.message().empty());
}

TEST_CASE("[ui][menu] digits pick, Esc and q go back, clicks hit the row under them") {
  auto list = menu();
  CHECK(list.handle(Key::chr('3')) == ChoiceList::Outcome::Chosen);
  CHECK(list.cursor() == 2);
  CHECK(list.handle(Key::of(KeyKind::Escape)) == ChoiceList::Outcome::Back);
  CHECK(list.handle(Key::chr('q')) == ChoiceList::Outcome::Back);
  list.set_window(5, 3);
  CHECK(list.handle(Key::click(5, 10)) == ChoiceList::Outcome::Chosen);
  CHECK(list.cursor() == 0);
  CHECK(list.handle(Key::click(9, 10)) == ChoiceList::Outcome::None);
}

TEST_CASE("[ui][prompt] the generic prompt lists a decision's options by label and scrolls to the cursor") {
  framework::Decision d{0, 0, "Pick one", {}};
  for (int i = 0; i < 10; ++i) d.options.push_back({"id" + std::to_string(i), "Option " + std::to_string(i)});
  d.options[3].label.clear();
  auto list = prompt_for(d);
  CHECK(list.title() == "Pick one");
  CHECK(list.choices()[1].label == "Option 1");
  CHECK(list.choices()[3].label == "id3");  // no label: the id stands in
  list.set_window(0, 4);
  list.handle(Key::of(KeyKind::End));
  CHECK(list.cursor() == 9);
  CHECK(list.scroll() == 6);
  list.handle(Key::of(KeyKind::Home));
  CHECK(list.scroll() == 0);
}

TEST_CASE("[ui][log] lines wrap at spaces with an indent, long words are cut") {
  CHECK(wrap("one two three", 7) == std::vector<std::string>{"one two", "  three"});
  CHECK(wrap("abcdefghij", 4) == std::vector<std::string>{"abcd", "  ef", "  gh", "  ij"});
  CHECK(columns("★★ a") == 4);
  CHECK(wrap("★★★ ★★", 4) == std::vector<std::string>{"★★★", "  ★★"});
}

TEST_CASE("[ui][log] the pane shows the newest rows; scrolling goes back and adding returns to the newest") {
  LogPane log;
  for (int i = 1; i <= 5; ++i) log.add("line " + std::to_string(i));
  CHECK(log.visible(2, 20) == std::vector<std::string>{"line 4", "line 5"});
  CHECK(log.more_above(2, 20));
  log.scroll_back(2);
  CHECK(log.visible(2, 20) == std::vector<std::string>{"line 2", "line 3"});
  log.scroll_back(10);
  CHECK(log.visible(2, 20) == std::vector<std::string>{"line 1", "line 2"});
  CHECK_FALSE(log.more_above(2, 20));
  log.add("line 6");
  CHECK(log.visible(2, 20) == std::vector<std::string>{"line 5", "line 6"});
}

TEST_CASE("[ui][issue-39] an empty field says what it waits for: the host's address, not a file name") {
  TextPrompt address("The host's address:", "", 200, TextPrompt::Kind::Path, "Type the host's address first.");
  CHECK(address.handle(Key::of(KeyKind::Enter)) == TextPrompt::Outcome::None);
  CHECK(address.message() == "Type the host's address first.");
  TextPrompt path("Save to:", "", 200, TextPrompt::Kind::Path);
  path.handle(Key::of(KeyKind::Enter));
  CHECK(path.message() == "Type a file name first.");
}

TEST_CASE("[ui][save] the save name takes file-safe characters only, and not empty") {
  TextPrompt prompt("Save as:", "");
  CHECK(prompt.handle(Key::of(KeyKind::Enter)) == TextPrompt::Outcome::None);
  CHECK(prompt.message() == "Type a name first.");
  for (char c : std::string("my game/1")) prompt.handle(Key::chr(static_cast<char32_t>(c)));
  CHECK(prompt.text() == "mygame1");
  prompt.handle(Key::chr('/'));
  CHECK(prompt.message() == "'/' cannot be in a save name: use letters, digits, '-', '_' or '.'.");
  prompt.handle(Key::chr(' '));
  CHECK(prompt.message() == "A space cannot be in a save name: use letters, digits, '-', '_' or '.'.");
  CHECK(prompt.text() == "mygame1");  // nothing was rewritten
  prompt.handle(Key::of(KeyKind::Backspace));
  CHECK(prompt.text() == "mygame");
  CHECK(prompt.handle(Key::of(KeyKind::Enter)) == TextPrompt::Outcome::Done);
  CHECK(prompt.handle(Key::of(KeyKind::Escape)) == TextPrompt::Outcome::Cancelled);
}

TEST_CASE("[ui][help] How to play pages forward and back, and closes past the end or on Esc") {
  Pager pager({{"a", {}}, {"b", {}}});
  CHECK_FALSE(pager.handle(Key::of(KeyKind::Left)));
  CHECK(pager.index() == 0);
  CHECK_FALSE(pager.handle(Key::chr(' ')));
  CHECK(pager.page().title == "b");
  CHECK_FALSE(pager.handle(Key::chr('h')));
  CHECK(pager.index() == 0);
  pager.handle(Key::of(KeyKind::Right));
  CHECK(pager.handle(Key::of(KeyKind::Enter)));
  Pager other(std::vector<Page>{Page{"a", {}}});
  CHECK(other.handle(Key::of(KeyKind::Escape)));
}

TEST_CASE("[ui][ascii] outside UTF-8 the game's sentences are drawn in ASCII") {
  CHECK(to_ascii("Blast · round 3 · 4–2 · ★★☆") == "Blast - round 3 - 4-2 - **.");
  CHECK(to_ascii("80×24, ▸ more…") == "80x24, > more...");
  CHECK(to_ascii("naïve") == "na?ve");
  CHECK(to_ascii("plain text") == "plain text");
}

TEST_CASE("[ui] a key bar short of room leaves whole entries out, never cuts one (issue 37 item 8)") {
  const auto entries = key_bar_entries("space select  up/down planet  enter play  L log  s save  u undo  ? help  q quit");
  REQUIRE(entries.size() == 8);
  CHECK(entries[1] == "up/down planet");
  const std::vector<std::string> droppable{"L log", "u undo", "s save", "enter play"};
  // 79 columns whole; at 78 the first droppable entry goes, at 60 two more, at 50 the next one too; the others stay.
  CHECK(fit_key_bar(entries, droppable, 79) ==
        "space select  up/down planet  enter play  L log  s save  u undo  ? help  q quit");
  CHECK(fit_key_bar(entries, droppable, 78) == "space select  up/down planet  enter play  s save  u undo  ? help  q quit");
  CHECK(fit_key_bar(entries, droppable, 60) == "space select  up/down planet  enter play  ? help  q quit");
  CHECK(fit_key_bar(entries, droppable, 50) == "space select  up/down planet  ? help  q quit");
  CHECK(first_fitting({"Smash Up · Turn 3 · You to play", "Turn 3 · You to play"}, 25) == "Turn 3 · You to play");
}
