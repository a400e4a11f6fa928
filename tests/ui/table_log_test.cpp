// Each answer at the table is applied once (issue 18 item 3): a key press or a bot's move answers the engine once,
// and opening a saved game words its whole log from one replay. Counted through matches that count their answers.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <memory>

#include <catch2/catch.hpp>

#include "ai/agent.hpp"
#include "app/game_modules.hpp"
#include "framework/errors.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/atomic_write.hpp"
#include "saves/session_codec.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/play/opened_game.hpp"
#include "ui/blast/blast_narration.hpp"
#include "framework/seat_words.hpp"
#include "ui/screens/table_log.hpp"
#include "ui/smashup/smashup_board.hpp"
#include "ui/smashup/smashup_narration.hpp"

using namespace cardtable;
using ui::SessionDriver;
using ui::TableLog;

namespace {

// A game's own match that counts every answer given to it or to any of its clones.
template <class GameMatch>
class Counting final : public GameMatch {
 public:
  Counting(GameMatch match, std::shared_ptr<int> count) : GameMatch(std::move(match)), count_(std::move(count)) {}
  std::vector<std::string> answer(std::string_view option_id) override {
    ++*count_;
    return GameMatch::answer(option_id);
  }
  std::unique_ptr<framework::Match> clone() const override { return std::make_unique<Counting>(*this); }

 private:
  std::shared_ptr<int> count_;
};

// The program's games (with their codecs, bots and screens), each match counting into `count`.
framework::GameCatalog counting_catalog(const std::shared_ptr<int>& count) {
  framework::GameCatalog program;
  app::register_games(program);
  framework::GameCatalog counting;
  for (auto module : program.modules()) {
    if (module.info.id == "blast") {
      module.factory = [count](const nlohmann::json& setup) {
        return std::make_unique<Counting<blast::BlastMatch>>(blast::BlastMatch(blast::setup_from_json(setup)), count);
      };
    } else {
      module.factory = [count](const nlohmann::json& setup) {
        return std::make_unique<Counting<smashup::SmashUpMatch>>(smashup::SmashUpMatch(smashup::state_from_setup(setup)),
                                                                 count);
      };
    }
    counting.add(std::move(module));
  }
  return counting;
}

// The table's words for the games, as their tables give them.
class GameNarrator final : public ui::Narrator {
 public:
  ui::Narration narrate(const framework::Match& after, const std::vector<std::string>&,
                        framework::SeatWordings seats) const override {
    if (const auto* blast = dynamic_cast<const blast::BlastMatch*>(&after)) return ui::narrate_blast(*blast, seats);
    return ui::narrate_smashup(dynamic_cast<const smashup::SmashUpMatch&>(after), seats);
  }
  std::vector<std::string> opening(const framework::Match& start, framework::SeatWordings seats) const override {
    if (const auto* blast = dynamic_cast<const blast::BlastMatch*>(&start))
      return {ui::blast_opening(blast->state(), seats)};
    return {};
  }
};

const std::vector<framework::SeatPlayer> kYouAndBot{{"You", false, "", 0}, {"Bot", true, "random", 7}};
const std::vector<framework::SeatPlayer> kFour{{"Ada", false, "", 0}, {"Bo", false, "", 0},
                                               {"Bot 3", true, "random", 3}, {"Bot 4", true, "random", 4}};

}  // namespace

TEST_CASE("[ui][log] a key press answers the engine once, and so does a bot's move") {
  auto count = std::make_shared<int>(0);
  const auto catalog = counting_catalog(count);
  framework::Session session(catalog, "smashup", {{"seed", 4}, {"players", 2}, {"first", 0}}, kYouAndBot);
  SessionDriver driver(session);
  const GameNarrator narrator;
  TableLog log(driver, narrator, framework::seat_words(session.seats()));
  REQUIRE(*count == 0);

  ui::SmashUpBoard board;
  for (int moves = 0; moves < 40 && !driver.is_over(); ++moves) {
    const auto before = *count;
    const auto lines = log.pane().lines().size();
    if (driver.bot_to_move()) {
      log.answer(driver.agent(driver.to_move()).choose(session.match(), driver.bot_seed_now()));
    } else {
      board.show(dynamic_cast<const smashup::SmashUpMatch&>(session.match()).observe(driver.to_move(), log.seats()),
                 log.seats());
      // The person's key: the first listed answer (done, pass, a faction...), or Enter on the first target.
      auto id = board.handle(board.options().empty() ? ui::Key::of(ui::KeyKind::Enter) : ui::Key::chr(U'1'));
      if (!id) id = board.handle(ui::Key::of(ui::KeyKind::Enter));  // the place of a card, or "End turn?" confirmed
      REQUIRE(id);
      log.answer(*id);
    }
    CHECK(*count == before + 1);
    CHECK(session.answers().size() == static_cast<std::size_t>(moves + 1));
    CHECK(log.pane().lines().size() >= lines);
  }
  // A refused answer changes nothing and answers nothing more.
  const auto before = *count;
  CHECK_THROWS_AS(log.answer("not an option"), framework::IllegalOption);
  CHECK(*count == before + 1);  // the engine refused it: the one attempt, nothing applied
  CHECK(session.answers().size() == 40);
}

TEST_CASE("[ui][log] opening a long saved game replays it once: the load's check words the log and tells who decided") {
  auto count = std::make_shared<int>(0);
  const auto catalog = counting_catalog(count);
  const nlohmann::json setup{{"seed", 21}, {"players", 4}};
  framework::Session played(catalog, "smashup", setup, kFour);
  auto agent = ai::make_agent(catalog, "smashup", "random");
  for (std::uint64_t i = 0; !played.match().is_over() && played.answers().size() < 400; ++i)
    played.answer(agent->choose(played.match(), i));
  const auto answers = played.answers().size();
  REQUIRE(answers >= 200);
  const auto file = std::filesystem::temp_directory_path() / ("cardtable-log-" + std::to_string(::getpid()) + ".save");
  saves::write_atomically(file, saves::encode_save(played, 1));

  // Reading the file, checking it and sitting down at its table: one replay in all.
  *count = 0;
  auto opened = ui::open_saved_game(file, catalog);
  std::filesystem::remove(file);
  CHECK(opened.session.deciders() == played.deciders());
  SessionDriver driver(opened.session);
  const auto table = ui::make_table(catalog, "smashup");
  TableLog log(driver, *table, framework::seat_words(opened.session.seats()), std::move(opened.log));
  CHECK(*count == static_cast<int>(answers));

  // The same log as the one told answer by answer while playing, and as a table's own replay words it.
  framework::Session again(catalog, "smashup", setup, kFour);
  SessionDriver again_driver(again);
  TableLog told(again_driver, *table, framework::seat_words(again.seats()));
  for (const auto& id : played.answers()) told.answer(id);
  CHECK(told.pane().lines() == log.pane().lines());
  *count = 0;
  TableLog rebuilt(driver, *table, framework::seat_words(opened.session.seats()));
  CHECK(*count == static_cast<int>(answers));  // without the load's words: the table's one replay (undo does so)
  CHECK(rebuilt.pane().lines() == log.pane().lines());
  CHECK(log.pane().lines().size() > answers / 2);
  // Hot-seat players are named in the log by their names.
  const auto& lines = log.pane().lines();
  CHECK(std::any_of(lines.begin(), lines.end(), [](const auto& l) { return l.starts_with("Ada's turn begins."); }));
  CHECK(std::any_of(lines.begin(), lines.end(), [](const auto& l) { return l.starts_with("Bot 3 "); }));
  CHECK(std::none_of(lines.begin(), lines.end(), [](const auto& l) { return l.find("Player") != std::string::npos; }));
}

TEST_CASE("[ui][log] a Blast game: the opening deal, then each answer in the table's words") {
  auto count = std::make_shared<int>(0);
  const auto catalog = counting_catalog(count);
  framework::Session session(catalog, "blast", {{"seed", 5}, {"first", 0}}, kYouAndBot);
  SessionDriver driver(session);
  const GameNarrator narrator;
  TableLog log(driver, narrator, framework::seat_words(session.seats()));
  REQUIRE(log.pane().lines().size() == 1);
  CHECK(log.pane().lines().front().ends_with("You lead."));
  while (!driver.is_over() && session.answers().size() < 30) {
    const auto before = *count;
    log.answer(driver.bot_to_move() ? driver.agent(1).choose(session.match(), driver.bot_seed_now())
                                    : session.match().pending().options.front().id);
    CHECK(*count == before + 1);
  }
  for (const auto& line : log.pane().lines()) CHECK(line.find("Player") == std::string::npos);
  // Undo words the log again from one replay of what is kept.
  const auto point = driver.undo_point(0);
  REQUIRE(point);
  *count = 0;
  driver.rewind_to(*point);
  log.rebuild();
  CHECK(*count == static_cast<int>(2 * *point));  // the rewind's replay, then the log's
}

TEST_CASE("[ui][log] a save of earlier rules opened at an earlier decision tells the player, and its log fits it") {
  // A format-3 game saved in the middle of Full Sail's ability: today's rules replay its first 8 answers only.
  framework::GameCatalog catalog;
  app::register_games(catalog);
  const auto path =
      std::filesystem::path(CARDTABLE_TEST_DATA) / "smashup-real-vc36dd42-format-3-2p-full-sail.save";
  auto opened = ui::open_saved_game(path, catalog);
  REQUIRE(opened.session.answers().size() == 8);
  REQUIRE_FALSE(opened.notes.empty());
  CHECK_THAT(opened.notes.front(), Catch::Contains("it goes on from decision 9"));
  // Undo still reaches the kept decisions, so the table does not say it stops.
  CHECK(std::none_of(opened.notes.begin(), opened.notes.end(),
                     [](const auto& note) { return note.starts_with("Undo stops"); }));
  SessionDriver driver(opened.session);
  const auto table = ui::make_table(catalog, "smashup");
  const auto seats = framework::seat_words(opened.session.seats());
  TableLog log(driver, *table, seats, std::move(opened.log));
  TableLog rebuilt(driver, *table, seats);
  CHECK(rebuilt.pane().lines() == log.pane().lines());
}
