// Issue 37 at the Smash Up table, without a terminal: no traps (Pass first, the end-turn question that names what is
// left, a second faction pick that starts on nothing, merged identical answers, two-digit numbers), and reading any
// card at any time (discard piles with a cursor, the card browser).
#include <algorithm>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <catch2/catch.hpp>

#include "ai/smashup_agents.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/scenario.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/ui/smashup_fixtures.hpp"
#include "ui/smashup/card_browser.hpp"
#include "ui/smashup/smashup_board.hpp"
#include "ui/smashup/smashup_form.hpp"
#include "ui/smashup/smashup_rulings.hpp"
#include "ui/smashup/smashup_screen.hpp"
#include "ui/screens/recap.hpp"

using namespace cardtable;
using namespace cardtable::ui;
using smashup::State;
using ui::testing::answer;
using ui::testing::laseratops_table;

namespace {

// The position a seat's table is given (ui/screens/seat_position.hpp) of `match`.
SeatPosition seen(const smashup::SmashUpMatch& match, framework::Seat seat, framework::SeatWordings seats = {}) {
  SeatPosition position;
  position.seat = seat;
  position.view = match.observe(seat, seats);
  return position;
}

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
  CHECK_FALSE(screen.anything_hidden(seen(draft, 0)));
  const smashup::SmashUpMatch dealt(laseratops_table());
  CHECK(screen.anything_hidden(seen(dealt, 1)));
  // The opening says who picks first and that it was drawn.
  const std::vector<framework::SeatWording> seats{{"Ada", "Ada's", "their", "Ada", "Ada"},
                                                  {"Bo", "Bo's", "their", "Bo", "Bo"}};
  const auto opening = joined(screen.opening(draft, seats));
  const auto first = draft.state().first_player == 0 ? "Ada" : "Bo";
  CHECK(opening.find(std::string(first) + " picks first (drawn at random)") != std::string::npos);
  CHECK(joined(screen.opening(dealt, seats)).find("picks first") == std::string::npos);
}

TEST_CASE("[ui][smashup] the scoring summary lists the places by rank, not by seat (issue 37 item 6)") {
  // Seat 2 wins The Mothership, seat 1 is second: the summary starts with the winner.
  const auto s = scenario(R"({
    "seats": [{"deck": ["beam-up", "beam-up"]}, {"deck": ["beam-up", "beam-up"]}],
    "bases": [{"base": "the-mothership", "minions": [
      {"card": "collector", "controller": 0}, {"card": "supreme-overlord", "controller": 1},
      {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
      {"card": "invader", "controller": 1}]}],
    "base_deck": ["the-homeworld"],
    "turn": {"active": 0, "phase": "play", "number": 3}})");
  smashup::SmashUpMatch match(s);
  match.answer("done");
  const std::vector<framework::SeatWording> seats{{"You", "your", "your", "You", "You", true},
                                                  {"Bot", "Bot's", "its", "Bot (easy)", "Bot"}};
  SmashUpScreen screen;
  const auto told = screen.narrate(match, {}, seats);
  REQUIRE(told.notice);
  const auto& lines = told.notice->lines;
  const auto first = std::find(lines.begin(), lines.end(), "  1st  Bot  18 power  +4 VP");
  const auto second = std::find(lines.begin(), lines.end(), "  2nd  You   2 power  +2 VP");
  REQUIRE(first != lines.end());
  REQUIRE(second != lines.end());
  CHECK(first < second);
}

TEST_CASE("[ui][smashup] a log line's cards and bases are read by name, longest first (issue 37 item 5)") {
  const auto named = cards_named_in("Bot's Beam Up: Cub Scout returned to your hand from The Mothership.");
  REQUIRE(named.size() == 3);
  CHECK(named[0].rfind("Beam Up (Aliens action): ", 0) == 0);
  CHECK(named[1].rfind("Cub Scout (Bear Cavalry minion, power 3): ", 0) == 0);
  CHECK(named[2].rfind("Base The Mothership (breakpoint 20, VP 4-2-1): ", 0) == 0);
  // "Scout" inside "Cub Scout" is not read again; a name inside a word is not a name.
  CHECK(cards_named_in("Scouting the Invaders.").empty());
  CHECK(cards_named_in("You drew 2 cards.").empty());
}

TEST_CASE("[ui][smashup] since your last turn: the others' lines, one more at each key, Esc skips (issue 37 item 6)") {
  RecapKeeper keeper;
  std::vector<std::string> log{"Smash Up for 2."};
  CHECK(keeper.turn_now(0, true, log).empty());  // the person's first turn: nothing to recap
  log.push_back("You played Invader on The Homeworld.");
  log.push_back("Bot's turn begins.");
  CHECK(keeper.turn_now(1, false, log).empty());  // the bot's turn
  log.push_back("Bot played Gremlin on The Homeworld.");
  log.push_back("Bot drew 2 cards.");
  log.push_back("Your turn begins.");
  const auto lines = keeper.turn_now(0, true, log);
  CHECK(lines == std::vector<std::string>{"Bot played Gremlin on The Homeworld.", "Bot drew 2 cards.",
                                          "Your turn begins."});
  CHECK(keeper.turn_now(0, true, log).empty());  // the same turn goes on

  Recap recap(lines);
  CHECK(recap.title() == "Since your last turn (1/3)");
  CHECK(recap.lines() == std::vector<std::string>{"▸ Bot played Gremlin on The Homeworld."});
  CHECK(recap.handle(Key::of(KeyKind::Enter)));
  CHECK(recap.lines().back() == "▸ Bot drew 2 cards.");
  CHECK(recap.lines().front() == "  Bot played Gremlin on The Homeworld.");
  CHECK(recap.handle(Key::chr(U'x')));  // another key waits
  CHECK(recap.handle(Key::chr(U' ')));
  CHECK(recap.footer() == "Enter: to the table");
  CHECK_FALSE(recap.handle(Key::of(KeyKind::Enter)));
  Recap skipped(lines);
  CHECK_FALSE(skipped.handle(Key::of(KeyKind::Escape)));
}

TEST_CASE("[ui][smashup] the setup form remembers the last settings it started a game with (issue 37 item 10)") {
  const auto file = std::filesystem::temp_directory_path() / ("cardtable-form-" + std::to_string(::getpid()) + ".json");
  std::filesystem::remove(file);
  framework::GameCatalog catalog;
  catalog.add(smashup::smashup_game().with(ai::smashup_bots()));
  {
    SmashUpForm form(file);
    CHECK(form.rows()[0].value == "2");  // nothing remembered yet: the defaults
    form.handle(Key::of(KeyKind::Right));  // 3 players
    form.handle(Key::of(KeyKind::Down));   // seat 1: a person, named
    form.handle(Key::chr(U'n'));
    for (char32_t c : std::u32string(U"Ada")) form.handle(Key::chr(c));
    form.handle(Key::of(KeyKind::Enter));
    form.handle(Key::of(KeyKind::Down));  // seat 2: a hard bot
    form.handle(Key::of(KeyKind::Right));
    form.handle(Key::of(KeyKind::Down));
    form.handle(Key::of(KeyKind::Down));  // factions: snake draft
    form.handle(Key::of(KeyKind::Left));
    const auto rows = form.rows();
    REQUIRE(rows[1].value == "Person: Ada");
    REQUIRE(rows[2].value == "Bot, hard");
    REQUIRE(rows[4].value.rfind("Snake draft", 0) == 0);
    form.session(catalog);  // started: remembered
  }
  SmashUpForm again(file);
  const auto rows = again.rows();
  CHECK(rows[0].value == "3");
  CHECK(rows[1].value == "Person: Ada");
  CHECK(rows[2].value == "Bot, hard");
  CHECK(rows[3].value == "Bot, normal");
  CHECK(rows[4].value.rfind("Snake draft", 0) == 0);
  CHECK(again.start().seats[1].level == "hard");
  // A damaged file leaves the defaults.
  std::ofstream(file) << "{\"smashup\": {\"seats\": [{\"kind\": 99}]}}";
  CHECK(SmashUpForm(file).rows()[0].value == "2");
  std::filesystem::remove(file);
}

TEST_CASE("[ui][smashup][R-7][R-21] why? the rulings that surprise players, beside their cards and under ? (issue 37 item 11)") {
  // Every card and base a ruling names is one of the game's, spelled as printed.
  for (const auto& ruling : surprising_rulings())
    for (const auto name : ruling.names) {
      INFO(ruling.ruling << " names " << name);
      bool found = false;
      for (const auto& faction : smashup::known_factions()) {
        for (const auto& card : faction.cards) found = found || card.name == name;
        for (const auto& base : faction.bases) found = found || base.name == name;
      }
      CHECK(found);
    }
  // i on a Shinobi in a discard pile ends with its ruling (R-7, R-18); rule codes stay out of player text.
  auto s = laseratops_table();
  SmashUpBoard board;
  board.show(smashup::observe(s, 0));
  board.handle(Key::chr(U'd'));
  board.handle(Key::of(KeyKind::Right));
  board.handle(Key::of(KeyKind::Down));
  board.handle(Key::chr(U'i'));
  REQUIRE(board.inspect_title() == "Shinobi");
  const auto text = joined(board.inspect_lines());
  CHECK(text.find("Why? As this table rules it, only one Shinobi ability may be used per base that is scoring.") !=
        std::string::npos);
  CHECK(text.find("R-") == std::string::npos);
  CHECK(why_lines("Invader").empty());
  // The ? legend lists the rulings of the factions at the table (Ninjas: Shinobi, Smoke Bomb), not the others'.
  SmashUpScreen screen;
  const smashup::SmashUpMatch match(laseratops_table());
  const std::vector<framework::SeatWording> seats{{"You", "your", "your", "You", "You", true},
                                                  {"Bot", "Bot's", "its", "Bot (easy)", "Bot"}};
  screen.show(seen(match, 0, seats), seats);
  const auto legend = joined(screen.legend());
  CHECK(legend.find("Shinobi: only one Shinobi ability") != std::string::npos);
  CHECK(legend.find("Smoke Bomb: \"cannot be affected\"") != std::string::npos);
  CHECK(legend.find("Wormhole") == std::string::npos);
}
