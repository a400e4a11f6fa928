// Turns, bots and undo at the table (SessionDriver), how seats are named, and what an answer says in the log.
#include <catch2/catch.hpp>

#include "ai/blast_agents.hpp"
#include "framework/errors.hpp"
#include "games/blast/blast_match.hpp"
#include "tests/blast/position.hpp"
#include "ui/blast/blast_narration.hpp"
#include "framework/seat_words.hpp"
#include "ui/screens/session_driver.hpp"

using namespace cardtable;
using namespace cardtable::blast::test;
using ui::SessionDriver;

namespace {

framework::GameCatalog blast_catalog() {
  framework::GameCatalog catalog;
  catalog.add(blast::blast_game().with(ai::blast_bots()));
  return catalog;
}

std::vector<framework::SeatPlayer> you_and_bot(const std::string& level) {
  return {{"You", false, "", 0}, {"Bot", true, level, 99}};
}

// Plays until `person` is to move again: the person takes their first option, the bot its own choice.
void play_round_trip(SessionDriver& driver, framework::Seat person) {
  do {
    if (driver.bot_to_move())
      driver.answer(driver.agent(driver.to_move()).choose(driver.session().match(), driver.bot_seed_now()));
    else
      driver.answer(driver.session().match().pending().options.front().id);
  } while (!driver.is_over() && driver.to_move() != person);
}

// What answering `id` from `s` does, worded for `seats`, from the one answer of a match.
ui::Narration narrated(const blast::State& s, const std::string& id, const std::vector<framework::SeatWording>& seats) {
  blast::BlastMatch match({}, s);
  match.answer(id);
  return ui::narrate_blast(match, seats);
}

}  // namespace

TEST_CASE("[ui][turns] bot levels become agent specs; an unknown level is refused") {
  CHECK(ai::level_spec("easy") == "bot:easy");
  CHECK(ai::level_spec("hard") == "bot:hard");
  CHECK(ai::level_spec("random") == "random");
  const auto catalog = blast_catalog();
  framework::Session session(catalog, "blast", {{"seed", 1}}, you_and_bot("champion"));
  CHECK_THROWS_AS(SessionDriver(session), std::invalid_argument);
}

TEST_CASE("[ui][turns] the driver knows who is to move and who took each decision") {
  const auto catalog = blast_catalog();
  framework::Session session(catalog, "blast", {{"seed", 3}, {"first", 1}}, you_and_bot("random"));
  SessionDriver driver(session);
  CHECK(driver.people() == std::vector<framework::Seat>{0});
  CHECK(driver.bot_to_move());
  play_round_trip(driver, 0);
  REQUIRE_FALSE(driver.deciders().empty());
  CHECK(driver.deciders().front() == 1);
  // The session keeps them: a driver built on it later (a resumed game) knows the same deciders.
  SessionDriver again(session);
  CHECK(again.deciders() == driver.deciders());
}

TEST_CASE("[ui][undo] undo goes back to the person's last decision and the bot replies the same way again") {
  const auto catalog = blast_catalog();
  framework::Session session(catalog, "blast", {{"seed", 11}, {"first", 0}}, you_and_bot("easy"));
  SessionDriver driver(session);
  CHECK_FALSE(driver.undo_point(0).has_value());
  play_round_trip(driver, 0);
  play_round_trip(driver, 0);
  REQUIRE(driver.to_move() == 0);
  const auto answers = session.answers();
  const auto point = driver.undo_point(0);
  REQUIRE(point.has_value());
  CHECK(driver.deciders()[*point] == 0);
  for (std::size_t i = *point + 1; i < driver.deciders().size(); ++i) CHECK(driver.deciders()[i] == 1);
  driver.rewind_to(*point);
  CHECK(session.answers().size() == *point);
  CHECK(driver.to_move() == 0);
  play_round_trip(driver, 0);
  CHECK(session.answers() == answers);
}

TEST_CASE("[ui][seats] one person is You, bots are Bot with their level, hot-seat players keep their names") {
  const auto vs_bot = framework::seat_words(you_and_bot("easy"));
  CHECK(vs_bot[0].name == "You");
  CHECK(vs_bot[0].possessive == "your");
  CHECK(vs_bot[1].title == "Bot (easy)");
  CHECK(vs_bot[1].column == "Bot");
  const auto hot = framework::seat_words({{"Player 1", false, "", 0}, {"Player 2", false, "", 0}});
  CHECK(hot[1].name == "Player 2");
  CHECK(hot[1].possessive == "Player 2's");
  CHECK(hot[1].column == "P2");
}

TEST_CASE("[ui][log] the log speaks to the person: You, your zone, Bot") {
  const auto seats = framework::seat_words(you_and_bot("easy"));
  blast::BlastMatch match({}, position("C5 C9", "J2 J3"));
  match.answer("play zamepra C5");
  CHECK(ui::narrate_blast(match, seats).log == std::vector<std::string>{"You played C5 on Zamepra (total 5)."});
  match.answer("pass");
  const auto said = ui::narrate_blast(match, seats);
  CHECK(said.log == std::vector<std::string>{"Bot passed.",
                                             "You won the trick on Zamepra: it moves from the centre to your zone."});
  CHECK_FALSE(said.notice.has_value());
  CHECK(ui::blast_opening(position("C5", "J2"), seats) == "Round 1: 15 cards each, 14 unseen; You lead.");
  // The same events in the protocol's words: what Match::answer said.
  blast::BlastMatch neutral({}, position("C5 C9", "J2 J3"));
  CHECK(neutral.answer("play zamepra C5") == std::vector<std::string>{"Player 1 played C5 on Zamepra (total 5)."});
}

TEST_CASE("[ui][round] emptying a hand brings the round summary: who, the star, both players' points") {
  const auto seats = framework::seat_words(you_and_bot("easy"));
  auto s = position("C5", "J2 J3");
  s.planet_zone[0] = 1;
  const auto said = narrated(s, "play zamepra C5", seats);
  REQUIRE(said.notice.has_value());
  CHECK(said.notice->title == "Round 1 is over");
  CHECK(said.notice->lines[0] == "You emptied your hand first and took a star.");
  CHECK(said.notice->lines[2] == "You: 1 point (1 star, 0 planets)");
  CHECK(said.notice->lines[3] == "Bot (easy): 1 point (0 stars, 1 planet)");
  CHECK(said.notice->lines[4] == "Stars left in the pile: 6.");
}

TEST_CASE("[ui][round] reaching 7 points ends the game with the winner and the score") {
  const auto seats = framework::seat_words(you_and_bot("easy"));
  auto s = position("C5", "J2 J3");
  s.planet_zone = {0, 0, 0, 0, 0};
  s.stars = {1, 0};
  s.star_pile = 6;
  const auto said = narrated(s, "play zamepra C5", seats);
  REQUIRE(said.notice.has_value());
  CHECK(said.notice->title == "Game over");
  CHECK(said.notice->lines[0] == "You win, 7-0!");
  CHECK(said.notice->lines[1] == "You reached 7 points.");
  // Ranked, the winner first, and how long it took (issue 21 item 11).
  CHECK(said.notice->lines[3] == "1st  You: 7 points (2 stars, 5 planets)");
  CHECK(said.notice->lines[4] == "2nd  Bot (easy): 0 points (0 stars, 0 planets)");
  CHECK(said.notice->lines[5] == "1 round played.");
}
