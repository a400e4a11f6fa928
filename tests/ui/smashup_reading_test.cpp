// Issue 37 at the Smash Up table, without a terminal: no traps (Pass first, the end-turn question that names what is
// left, a second faction pick that starts on nothing, merged identical answers, two-digit numbers), and reading any
// card at any time (discard piles with a cursor, the card browser).
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/scenario.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/ui/smashup_fixtures.hpp"
#include "ui/smashup/card_browser.hpp"
#include "ui/smashup/smashup_board.hpp"
#include "ui/smashup/smashup_screen.hpp"

using namespace cardtable;
using namespace cardtable::ui;
using smashup::State;
using ui::testing::answer;
using ui::testing::laseratops_table;

namespace {

const Key kEnter = Key::of(KeyKind::Enter);

State scenario(const std::string& json) { return smashup::state_from_scenario(nlohmann::json::parse(json)); }

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("[ui][smashup] every optional choice starts on Pass, whoever's cards it could hit (issue 37 item 7)") {
  // Ninja Master: "you may destroy a minion on this base", with another player's minion there (Mushroom Kingdom's
  // move started on an opponent's minion the same way).
  auto s = scenario(R"({
    "seats": [{"factions": ["ninjas", "aliens"], "hand": ["ninja-master"]}, {"factions": ["dinosaurs", "robots"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}]}, {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play", "number": 3}})");
  answer(s, "play ninja-master#0 jungle-oasis");
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  REQUIRE(board.deciding());
  REQUIRE(board.under_cursor());
  CHECK(board.under_cursor()->kind == BoardItem::Kind::Option);
  CHECK(board.handle(kEnter) == std::optional<std::string>("pass"));
  // The target is one move away.
  board.handle(Key::of(KeyKind::Left));
  CHECK(board.under_cursor()->kind == BoardItem::Kind::Minion);
}

TEST_CASE("[ui][smashup] the end-turn question names what can still be played, and only then is asked (issue 37 item 7)") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::of(KeyKind::End));
  CHECK_FALSE(board.handle(kEnter));
  CHECK(board.message() == "End turn? You can still play a minion and an action. Enter ends it; any other key goes back.");

  // Both plays left, but nothing in the hand can use them: the turn ends at once.
  auto stuck = scenario(R"({
    "seats": [{"factions": ["dinosaurs", "aliens"], "hand": ["laseratops"]}, {"factions": ["ninjas", "robots"]}],
    "bases": [{"base": "jungle-oasis"}, {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play", "number": 3, "minion_used": true}})");
  board.show(smashup::observe(stuck, 0));
  REQUIRE(board.view().turn.unused_plays == "1 action");
  board.handle(Key::of(KeyKind::End));
  CHECK(board.handle(kEnter) == std::optional<std::string>("done"));

  // A Talent not used yet is named.
  auto ahab = scenario(R"({
    "seats": [{"factions": ["steampunks", "aliens"], "hand": []}, {"factions": ["ninjas", "robots"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0}]},
              {"base": "the-homeworld", "actions": [{"card": "ornate-dome", "controller": 0}]}],
    "turn": {"active": 0, "phase": "play", "number": 3, "minion_used": true, "action_used": true}})");
  board.show(smashup::observe(ahab, 0));
  board.handle(Key::of(KeyKind::End));
  CHECK_FALSE(board.handle(kEnter));
  CHECK(board.message() == "End turn? Captain Ahab's Talent is unused. Enter ends it; any other key goes back.");
  CHECK(board.handle(kEnter) == std::optional<std::string>("done"));
}

TEST_CASE("[ui][smashup] a second faction pick in a row starts on nothing and names itself (issue 37 item 7)") {
  // A snake draft for two with seat 2 first: seat 1 picks twice in a row (2-1-1-2).
  State s = smashup::state_from_setup({{"seed", 5}, {"players", 2}, {"draft", "snake"}, {"first", 1}});
  REQUIRE(s.question.seat == 1);
  answer(s, smashup::choice_id(s, s.question.options.front()));
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  REQUIRE(board.deciding());
  CHECK(board.prompt() == "Player 1: pick your first faction");
  REQUIRE(board.under_cursor());
  const auto first = board.handle(kEnter);
  REQUIRE(first);
  answer(s, *first);
  board.show(smashup::observe(s, 0));
  REQUIRE(board.deciding());
  CHECK(board.prompt() == "Player 1: pick your second faction");
  // A second Enter, pressed at once, picks nothing unseen.
  CHECK_FALSE(board.under_cursor());
  CHECK_FALSE(board.handle(kEnter));
  CHECK(board.message().find("choose with the arrows") != std::string::npos);
  board.handle(Key::of(KeyKind::Right));
  REQUIRE(board.under_cursor());
  CHECK(board.handle(kEnter));
}

TEST_CASE("[ui][smashup] the same answer listed many times is one line, and two digits choose past 9 (issue 37 item 10)") {
  // Grave Digger: "you may put a minion from your discard pile into your hand": four Walkers are one answer.
  auto s = scenario(R"({
    "seats": [{"factions": ["zombies", "aliens"], "hand": ["grave-digger"],
               "discard": ["walker", "walker", "walker", "walker", "tenacious-z"]},
              {"factions": ["ninjas", "robots"]}],
    "bases": [{"base": "jungle-oasis"}, {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play", "number": 3}})");
  answer(s, "play grave-digger#0 jungle-oasis");
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  REQUIRE(board.deciding());
  const auto& listed = board.options();
  CHECK(std::count(listed.begin(), listed.end(), "Walker (power 2) ×4") == 1);
  CHECK(std::count(listed.begin(), listed.end(), "Tenacious Z (power 2)") == 1);
  const auto walker = std::find(listed.begin(), listed.end(), "Walker (power 2) ×4") - listed.begin();
  const auto id = board.handle(Key::chr(static_cast<char32_t>(U'1' + walker)));
  REQUIRE(id);
  CHECK(id->rfind("choose walker#", 0) == 0);

  // Twelve different minions in the discard pile: 1 waits for a second digit, 1 then 2 chooses the twelfth.
  auto many = scenario(R"({
    "seats": [{"factions": ["zombies", "aliens"], "hand": ["grave-digger"],
               "discard": ["walker", "tenacious-z", "zombie-lord", "grave-digger", "invader", "scout", "collector",
                           "supreme-overlord", "war-raptor", "armor-stego", "laseratops", "king-rex"]},
              {"factions": ["ninjas", "robots"]}],
    "bases": [{"base": "jungle-oasis"}, {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play", "number": 3}})");
  answer(many, "play grave-digger#0 jungle-oasis");
  board.show(smashup::observe(many, 0));
  INFO(joined(board.options()));
  REQUIRE(board.options().size() == 13);  // twelve minions and Pass
  CHECK_FALSE(board.handle(Key::chr(U'1')));
  CHECK(board.message() == "1_: the second digit, or Enter for 1.");
  const auto twelfth = board.handle(Key::chr(U'2'));
  REQUIRE(twelfth);
  CHECK(smashup::choice_label(many, *smashup::find_choice(many, *twelfth)) == board.options()[11]);
  // 1 then Enter chooses the first; 1 then another key chooses nothing.
  SmashUpBoard again;
  again.show(smashup::observe(many, 0));
  CHECK_FALSE(again.handle(Key::chr(U'1')));
  const auto first = again.handle(kEnter);
  REQUIRE(first);
  CHECK(smashup::choice_label(many, *smashup::find_choice(many, *first)) == again.options()[0]);
  CHECK_FALSE(again.handle(Key::chr(U'1')));
  CHECK_FALSE(again.handle(Key::of(KeyKind::Escape)));
  CHECK(again.handle(Key::chr(U'3')));  // no number from 30 up is listed: 3 chooses at once
}

TEST_CASE("[ui][smashup] the discard piles have a cursor and i reads the card under it (issue 37 item 5)") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::chr(U'd'));
  REQUIRE(board.panel() == SmashUpBoard::Panel::Discards);
  board.handle(Key::of(KeyKind::Right));  // Player 2's pile: Shinobi, then Zapbot on top
  CHECK(board.discard_seat() == 1);
  auto lines = board.pile_lines();
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "▸ Zapbot 2 (Ro)  top of the pile");
  CHECK(lines[1] == "  Shinobi 3 (Ni)");
  board.handle(Key::of(KeyKind::Down));
  CHECK(board.pile_lines()[1] == "▸ Shinobi 3 (Ni)");
  board.handle(Key::chr(U'i'));
  REQUIRE(board.panel() == SmashUpBoard::Panel::Inspect);
  CHECK(board.inspect_title() == "Shinobi");
  const auto text = joined(board.inspect_lines());
  CHECK(text.find("Ninjas minion, printed power 3. Owner: Player 2.") != std::string::npos);
  CHECK(text.find(std::string(smashup::card_def(board.view().seats[1].discard.front().def).text)) != std::string::npos);
  // Closing the card goes back to the pile, its cursor kept; another key closes the pile.
  board.handle(Key::chr(U'x'));
  CHECK(board.panel() == SmashUpBoard::Panel::Discards);
  CHECK(board.pile_cursor() == 1);
  board.handle(Key::chr(U'x'));
  CHECK(board.panel() == SmashUpBoard::Panel::None);
}

TEST_CASE("[ui][smashup] the card browser lists the game's factions and finds cards by name (issue 37 item 5)") {
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::chr(U'c'));
  REQUIRE(board.panel() == SmashUpBoard::Panel::Cards);
  auto& browser = board.browser();
  // The game's four factions, in seat order, each with every card's count, power and text, and its bases.
  CHECK(browser.title() == "Cards: Dinosaurs (1/4)");
  const auto dinosaurs = joined(browser.lines());
  CHECK(dinosaurs.find("Minions (10 cards):") != std::string::npos);
  CHECK(dinosaurs.find("  1× King Rex (power 7): ") != std::string::npos);
  CHECK(dinosaurs.find("Actions (10 cards):") != std::string::npos);
  CHECK(dinosaurs.find("  Jungle Oasis (breakpoint 12, VP 2-0-0): ") != std::string::npos);
  board.handle(Key::of(KeyKind::Left));
  CHECK(browser.title() == "Cards: Robots (4/4)");
  // Typing searches every card and base of the game's factions by name; Backspace and Esc edit it.
  for (char32_t c : std::u32string(U"inva")) board.handle(Key::chr(c));
  CHECK(browser.search() == "inva");
  CHECK(browser.title() == "Cards named \"inva\" (2)");
  CHECK(joined(browser.lines()).find("Aliens: 2× Invader (power 3): ") != std::string::npos);
  CHECK(joined(browser.lines()).find("Aliens: 1× Invasion (action): ") != std::string::npos);
  board.handle(Key::chr(U'q'));
  CHECK(joined(browser.lines()).find("No card or base of these factions has \"invaq\"") != std::string::npos);
  board.handle(Key::of(KeyKind::Backspace));
  board.handle(Key::of(KeyKind::Escape));
  CHECK(browser.search().empty());
  CHECK(board.panel() == SmashUpBoard::Panel::Cards);
  board.handle(Key::of(KeyKind::Escape));
  CHECK(board.panel() == SmashUpBoard::Panel::None);

  // From the menu: every playable faction.
  CardBrowser all({});
  CHECK(all.title() == "Cards: Aliens (1/16)");
  for (char32_t c : std::u32string(U"cub")) all.handle(Key::chr(c));
  CHECK(joined(all.lines()).find("Bear Cavalry: ") != std::string::npos);
}

TEST_CASE("[ui][smashup] a draft hides nothing, so hot-seat players pass the keyboard without a screen (issue 37 item 10)") {
  SmashUpScreen screen;
  const smashup::SmashUpMatch draft(smashup::state_from_setup({{"seed", 5}, {"players", 2}, {"draft", "casual"}}));
  CHECK_FALSE(screen.anything_hidden(draft));
  const smashup::SmashUpMatch dealt(laseratops_table());
  CHECK(screen.anything_hidden(dealt));
  // The opening says who picks first and that it was drawn.
  const std::vector<framework::SeatWording> seats{{"Ada", "Ada's", "their", "Ada", "Ada"},
                                                  {"Bo", "Bo's", "their", "Bo", "Bo"}};
  const auto opening = joined(screen.opening(draft, seats));
  const auto first = draft.state().first_player == 0 ? "Ada" : "Bo";
  CHECK(opening.find(std::string(first) + " picks first (drawn at random)") != std::string::npos);
  CHECK(joined(screen.opening(dealt, seats)).find("picks first") == std::string::npos);
}
