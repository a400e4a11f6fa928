// A local table's position (ui::LocalSeat, issue 39 item 3): made from the session through the bytes a network seat
// is sent, so it holds that seat's view and no more (R-4), the options only for the seat asked (R-27), and it follows
// the game as it moves.
#include <random>

#include <catch2/catch.hpp>

#include "app/game_modules.hpp"
#include "framework/seat_words.hpp"
#include "games/blast/blast_match.hpp"
#include "games/blast/observation.hpp"
#include "games/smashup/smashup_match.hpp"
#include "net/seat_view.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/screens/local_seat.hpp"

using namespace cardtable;

namespace {

framework::GameCatalog all_games() {
  framework::GameCatalog catalog;
  app::register_games(catalog);
  return catalog;
}

}  // namespace

TEST_CASE("[ui][R-4][R-27] a local Blast table is given its seat's view, and options only when that seat is asked") {
  const auto catalog = all_games();
  framework::Session session(catalog, "blast", {{"seed", 21}, {"first", 1}},
                             {{"Ada", false, "", 0}, {"Bo", false, "", 0}});
  const auto words = framework::seat_words(session.seats());
  ui::LocalSeat seat(catalog, session);
  const auto& state = dynamic_cast<const blast::BlastMatch&>(session.match()).state();
  const auto asked = session.match().pending().seat;
  const auto other = static_cast<framework::Seat>(1 - asked);

  const auto mine = seat.position(asked, words);
  CHECK(mine.asked());
  CHECK(mine.question->options == session.match().pending().options);
  CHECK(std::any_cast<blast::Observation>(mine.view) == blast::observe(state, asked));

  const auto theirs = seat.position(other, words);
  CHECK_FALSE(theirs.asked());
  CHECK(theirs.question->seat == asked);
  CHECK(theirs.question->options.empty());
  const auto& view = std::any_cast<const blast::Observation&>(theirs.view);
  CHECK(view.hand == state.hands[other]);
  CHECK_FALSE(view.hand.includes(state.hands[asked]));

  // An answer moves the position on; the results come once the game is over.
  session.answer(mine.question->options.front().id);
  CHECK(std::any_cast<blast::Observation>(seat.position(other, words).view) ==
        blast::observe(dynamic_cast<const blast::BlastMatch&>(session.match()).state(), other));
  while (!session.match().is_over()) session.answer(session.match().pending().options.front().id);
  const auto end = seat.position(0, words);
  CHECK(end.over);
  CHECK_FALSE(end.question);
  CHECK(end.results == session.match().results());
}

TEST_CASE("[ui][R-4] a local Smash Up table is given its seat's view, its question worded for it") {
  const auto catalog = all_games();
  const auto setup = nlohmann::json::parse(
      R"({"seed": 5, "players": 3,
          "factions": [["aliens", "dinosaurs"], ["ninjas", "robots"], ["pirates", "zombies"]]})");
  framework::Session session(catalog, "smashup", setup,
                             {{"Ada", false, "", 0}, {"Bo", false, "", 0}, {"Cy", false, "", 0}});
  const auto words = framework::seat_words(session.seats());
  ui::LocalSeat seat(catalog, session);
  const auto& match = dynamic_cast<const smashup::SmashUpMatch&>(session.match());
  for (framework::Seat s = 0; s < 3; ++s) {
    const auto position = seat.position(s, words);
    CHECK(std::any_cast<smashup::Observation>(position.view) == match.observe(s, words));
    CHECK(position.asked() == (session.match().pending().seat == s));
  }
}

// What a host sends each seat after each answer (net::SeatView::notices, made by ui::table_notices: read once per
// answer, then worded seat by seat) is what the local table's narration pauses on, and once over the results of each
// seat's own position; the table's notice alone is its narration's.
TEST_CASE("[ui][issue-39] the host's notices are the local table's summaries and results, for every seat and answer") {
  const auto catalog = all_games();
  const std::vector<std::pair<std::string, nlohmann::json>> games = {
      {"blast", {{"seed", 8}}}, {"smashup", {{"seed", 8}, {"players", 3}}}};
  for (const auto& [game, setup] : games) {
    INFO(game);
    std::vector<framework::SeatPlayer> people{{"Ada", false, "", 0}, {"Bo", false, "", 0}, {"Cy", false, "", 0}};
    people.resize(setup.value("players", 2));
    framework::Session session(catalog, game, setup, people);
    const auto words = framework::seat_words(session.seats());
    const auto table = ui::make_table(catalog, game);
    const auto* view = catalog.get(game).part<net::SeatView>();
    REQUIRE(view->notices);
    std::mt19937 pick(8);
    int paused = 0;
    while (!session.match().is_over()) {
      const auto options = session.match().pending().options;
      session.answer(options[pick() % options.size()].id);
      const auto narrated = table->narrate(session.match(), {}, words).notice;
      const auto alone = table->notice(session.match(), words);
      REQUIRE(alone.has_value() == narrated.has_value());
      if (alone) CHECK((alone->title == narrated->title && alone->lines == narrated->lines));
      const bool over = session.match().is_over();
      const auto sent = view->notices(session);
      for (framework::Seat seat = 0; seat < session.seats().size(); ++seat) {
        const auto notice = sent(seat, words);
        if (over) {
          const auto results = table->results(session)(ui::seat_position(view, session.match(), seat, words), words);
          REQUIRE(notice);
          CHECK(notice->title == results.title);
          CHECK(notice->lines == results.lines);
          continue;
        }
        REQUIRE(notice.has_value() == narrated.has_value());
        if (!notice) continue;
        ++paused;
        CHECK(notice->title == narrated->title);
        CHECK(notice->lines == narrated->lines);
      }
    }
    CHECK(paused >= 2);  // a round's end, a base scored: some answer paused before the last
  }
}
