// New games from the command line and the menu: the same seed gives the same game and the same bot.
#include <cstdlib>
#include <filesystem>

#include <catch2/catch.hpp>

#include "app/game_modules.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/session_codec.hpp"
#include "ui/blast/blast_form.hpp"
#include "ui/blast/blast_start.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/screens/game_table.hpp"
#include "ui/play/new_game.hpp"
#include "ui/play/player_names.hpp"
#include "ui/play/seed_row.hpp"
#include "framework/seat_words.hpp"
#include "ui/smashup/smashup_form.hpp"
#include "ui/smashup/smashup_start.hpp"

using namespace cardtable;

namespace {

framework::GameCatalog program_catalog() {
  framework::GameCatalog catalog;
  app::register_games(catalog);
  return catalog;
}

// Save names are checked against the save folder: point it at an empty one.
struct EmptySaveFolder {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("cardtable-new-game-" + std::to_string(::getpid()));
  EmptySaveFolder() { ::setenv("XDG_DATA_HOME", path.c_str(), 1); }
  ~EmptySaveFolder() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("[ui][new] the same seed gives the same deal and the same bot seed") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  ui::BlastStart start;
  start.bot_level = "hard";
  start.seed = 7;
  start.first = "bot";
  const auto a = ui::new_blast_session(catalog, start);
  const auto b = ui::new_blast_session(catalog, start);
  CHECK(a.setup() == nlohmann::json{{"seed", 7}, {"first", 1}});
  CHECK(a.seats() == b.seats());
  CHECK(a.match().state_json() == b.match().state_json());
  REQUIRE(a.seats().size() == 2);
  CHECK_FALSE(a.seats()[0].is_bot);
  CHECK(a.seats()[1].is_bot);
  CHECK(a.seats()[1].bot_level == "hard");
  start.seed = 8;
  CHECK(ui::new_blast_session(catalog, start).seats()[1].bot_seed != a.seats()[1].bot_seed);
  CHECK(a.name().starts_with("blast-"));
  CHECK(a.created_at() > 0);
}

TEST_CASE("[ui][new] hot-seat seats two people; --first you makes Player 1 lead") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  ui::BlastStart start;
  start.hot_seat = true;
  start.first = "you";
  const auto s = ui::new_blast_session(catalog, start);
  CHECK(s.setup()["first"] == 0);
  REQUIRE(s.seats().size() == 2);
  CHECK(s.seats()[0].name == "Player 1");
  CHECK(s.seats()[1].name == "Player 2");
  CHECK_FALSE(s.seats()[1].is_bot);
}

TEST_CASE("[ui][new] play again keeps the players and the first player, with a new seed") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  ui::BlastStart start;
  start.bot_level = "easy";
  start.seed = 7;
  start.first = "you";
  const auto first = ui::new_blast_session(catalog, start);
  const auto again = ui::play_again(catalog, first, ui::make_table(catalog, "blast")->rematch_setup(first));
  CHECK(again.setup()["first"] == 0);
  CHECK(again.setup()["seed"] != 7);
  CHECK(again.seats()[1].bot_level == "easy");
  CHECK(again.seats()[1].bot_seed != first.seats()[1].bot_seed);
  CHECK(again.answers().empty());
}

TEST_CASE("[ui][new] play again after a Smash Up draft keeps the factions that were picked (issue 21 item 11)") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  framework::Session drafted(catalog, "smashup", {{"seed", 4}, {"players", 2}, {"draft", "casual"}},
                             {{"You", false, "", 0}, {"Bot", true, "easy", 1}});
  // The four picks: the first faction offered each time.
  for (int pick = 0; pick < 4; ++pick) drafted.answer(drafted.match().pending().options.front().id);
  const auto& picked = dynamic_cast<const smashup::SmashUpMatch&>(drafted.match()).state().seats;
  const auto setup = ui::make_table(catalog, "smashup")->rematch_setup(drafted);
  CHECK_FALSE(setup.contains("draft"));
  REQUIRE(setup["factions"].size() == 2);
  for (std::size_t seat = 0; seat < 2; ++seat)
    for (std::size_t i = 0; i < 2; ++i)
      CHECK(setup["factions"][seat][i] == std::string(smashup::faction_slug(picked[seat].factions[i])));
  const auto again = ui::play_again(catalog, drafted, setup);
  // The new game starts with those factions, no draft asked.
  const auto& next = dynamic_cast<const smashup::SmashUpMatch&>(again.match()).state();
  CHECK(next.seats[0].factions == picked[0].factions);
  CHECK(next.seats[1].factions == picked[1].factions);
  CHECK(again.setup()["seed"] != 4);
}

TEST_CASE("[ui][smashup][R-1] a new game's setup names its card edition, so a save replays with the same cards") {
  ui::SmashUpStart start;
  CHECK(ui::smashup_setup(start, 7)["edition"] == smashup::kCardEdition);
  start.edition = 1;  // --cards core
  const auto setup = ui::smashup_setup(start, 7);
  CHECK(setup["edition"] == 1);
  const auto state = smashup::state_from_setup(setup);
  for (const auto& seat : state.seats)
    for (auto f : seat.factions) CHECK(f <= smashup::Faction::Zombies);
  for (auto b : state.base_deck) CHECK(smashup::base_def(b).faction <= smashup::Faction::Zombies);
}

TEST_CASE("[ui][new][issue-18] the New game rows come from each game's module and start that game") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  std::vector<std::string> labels;
  for (const auto& game : catalog.modules()) {
    const auto* screens = game.part<ui::GameUi>();
    REQUIRE(screens);
    CHECK(ui::make_table(catalog, game.info.id)->min_cols() <= 80);
    for (const auto& entry : screens->new_game) {
      INFO(entry.label);
      labels.push_back(entry.label);
      CHECK(static_cast<bool>(entry.start) != static_cast<bool>(entry.form));  // exactly one way to begin
      if (entry.start) {
        const auto session = entry.start(catalog);
        CHECK(session.game_id() == game.info.id);
        CHECK(session.seats().size() == static_cast<std::size_t>(session.match().player_count()));
      } else {
        auto form = entry.form();
        // Enter goes to the last row, a second Enter starts: the form's default game.
        CHECK(form->handle(ui::Key::of(ui::KeyKind::Enter)) == ui::NewGameForm::Outcome::None);
        REQUIRE(form->handle(ui::Key::of(ui::KeyKind::Enter)) == ui::NewGameForm::Outcome::Start);
        CHECK(form->session(catalog).game_id() == game.info.id);
        CHECK(form->title().find(game.info.title) != std::string::npos);
      }
    }
  }
  CHECK(labels == std::vector<std::string>{"Blast vs the bot, easy", "Blast vs the bot, normal", "Blast vs the bot, hard",
                                           "Blast, two players...", "Smash Up..."});
  // The bot rows play at the level they name, and the hot-seat row seats two people.
  const auto& blast_rows = catalog.get("blast").part<ui::GameUi>()->new_game;
  CHECK(blast_rows[2].start(catalog).seats()[1].bot_level == "hard");
  const auto hot_seat = blast_rows[3].form()->session(catalog);
  CHECK_FALSE(hot_seat.seats()[0].is_bot);
  CHECK_FALSE(hot_seat.seats()[1].is_bot);
}

TEST_CASE("[ui][new][issue-18] a game registered without screens gets the generic prompt table") {
  framework::GameCatalog bare;
  bare.add(smashup::smashup_game());
  const auto table = ui::make_table(bare, "smashup");
  REQUIRE(table->legend().size() == 1);
  CHECK(table->legend()[0].find("greyed options") != std::string::npos);
  CHECK(table->rules().empty());
  CHECK_FALSE(ui::make_table(program_catalog(), "smashup")->rules().empty());
}

TEST_CASE("[ui][new][names] hot-seat names: trimmed, Player N when empty, bounded, unique, never You or a bot's") {
  CHECK(ui::player_name("  Ada ", 0) == "Ada");
  CHECK(ui::player_name("   ", 1) == "Player 2");
  CHECK(ui::player_name("", 2) == "Player 3");
  CHECK(ui::names_problem({"Ada", "Bo", "Player 3"}).empty());
  CHECK_FALSE(ui::names_problem({"Ada", "ada"}).empty());
  CHECK_FALSE(ui::names_problem({"You", "Bo"}).empty());
  CHECK_FALSE(ui::names_problem({"Ada", "Bot 3"}).empty());
  CHECK(ui::names_problem({"Ada", "Botany"}).empty());
  CHECK_FALSE(ui::names_problem({std::string(ui::kMaxPlayerName + 1, 'a'), "Bo"}).empty());
  CHECK(ui::split_names("Ada,Bo") == std::vector<std::string>{"Ada", "Bo"});
}

TEST_CASE("[ui][new][names] named hot-seat players sit at the table, the log and the saves list by their names") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  ui::BlastStart start;
  start.hot_seat = true;
  start.seed = 3;
  start.first = "you";
  start.names = {" Ada", ""};
  const auto session = ui::new_blast_session(catalog, start);
  CHECK(session.seats()[0].name == "Ada");
  CHECK(session.seats()[1].name == "Player 2");
  const auto words = framework::seat_words(session.seats());
  CHECK(words[0].name == "Ada");
  CHECK(words[0].possessive == "Ada's");
  CHECK(words[0].column == "Ada");
  CHECK(words[1].column == "P2");
  CHECK(saves::save_summary(session).ends_with("Ada vs Player 2"));
  start.names = {"Ada", "ADA"};
  CHECK_THROWS_AS(ui::new_blast_session(catalog, start), std::invalid_argument);
  // Two names that start alike get numbered column headings.
  const auto alike = framework::seat_words({{"Alexandra", false, "", 0}, {"Alexander", false, "", 0}});
  CHECK(alike[0].column == "P1");
  CHECK(alike[1].column == "P2");
}

TEST_CASE("[ui][new][names] the Smash Up form types a person's name with n; Enter ends it; a bot seat has none") {
  ui::SmashUpForm form{std::filesystem::path{}};
  form.handle(ui::Key::of(ui::KeyKind::Down));  // seat 1: a person
  form.handle(ui::Key::chr(U'n'));
  REQUIRE(form.naming());
  for (char32_t c : std::u32string(U"Ada  x")) form.handle(ui::Key::chr(c));
  form.handle(ui::Key::of(ui::KeyKind::Backspace));
  CHECK(form.rows()[1].value == "Person: Ada  _");
  form.handle(ui::Key::of(ui::KeyKind::Enter));
  CHECK_FALSE(form.naming());
  CHECK(form.rows()[1].value == "Person: Ada");
  // Keys are the form's again: down to seat 2, a bot, where n names nobody.
  form.handle(ui::Key::of(ui::KeyKind::Down));
  form.handle(ui::Key::chr(U'n'));
  CHECK_FALSE(form.naming());
  form.handle(ui::Key::of(ui::KeyKind::Left));  // seat 2: from a normal bot to an easy one, then a person
  form.handle(ui::Key::of(ui::KeyKind::Left));
  CHECK(form.rows()[2].value == "Person");
  const auto seats = ui::smashup_seats(program_catalog(), form.start(), 1);
  CHECK(seats[0].name == "Ada");
  CHECK(seats[1].name == "Player 2");
}

TEST_CASE("[ui][new][names] the Blast hot-seat form names both people and who leads; clashing names are refused") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  ui::BlastHotSeatForm form;
  form.handle(ui::Key::chr(U'n'));  // Player 1's row
  REQUIRE(form.naming());
  for (char32_t c : std::u32string(U" Ada ")) form.handle(ui::Key::chr(c));
  CHECK(form.rows()[0].value == "Person:  Ada _");
  form.handle(ui::Key::of(ui::KeyKind::Enter));
  CHECK_FALSE(form.naming());
  CHECK(form.rows()[0].value == "Person: Ada");
  form.handle(ui::Key::of(ui::KeyKind::Down));
  form.handle(ui::Key::of(ui::KeyKind::Down));  // First
  CHECK(form.rows()[2].value == "random");
  form.handle(ui::Key::of(ui::KeyKind::Right));
  CHECK(form.rows()[2].value == "Ada leads");
  form.handle(ui::Key::of(ui::KeyKind::Right));
  CHECK(form.rows()[2].value == "Player 2 leads");
  form.handle(ui::Key::of(ui::KeyKind::Enter));  // to Start
  REQUIRE(form.handle(ui::Key::of(ui::KeyKind::Enter)) == ui::NewGameForm::Outcome::Start);
  const auto session = form.session(catalog);
  CHECK(session.seats()[0].name == "Ada");
  CHECK(session.seats()[1].name == "Player 2");
  CHECK(session.setup()["first"] == 1);

  // Player 2 typed as "ada" cannot sit with Ada: the form says why instead of starting.
  form.handle(ui::Key::of(ui::KeyKind::Down));  // Player 1
  form.handle(ui::Key::of(ui::KeyKind::Down));  // Player 2
  form.handle(ui::Key::chr(U'n'));
  for (char32_t c : std::u32string(U"ada")) form.handle(ui::Key::chr(c));
  form.handle(ui::Key::of(ui::KeyKind::Enter));
  CHECK_THROWS_AS(form.session(catalog), std::invalid_argument);
  // Esc leaves the form.
  CHECK(form.handle(ui::Key::of(ui::KeyKind::Escape)) == ui::NewGameForm::Outcome::Back);
}

TEST_CASE("[ui][new][seed] a form's seed is digits only; empty deals at random; too large or not a digit is refused") {
  CHECK_FALSE(ui::read_seed("").has_value());
  CHECK(ui::read_seed("11") == 11u);
  CHECK(ui::read_seed("007") == 7u);
  CHECK(ui::read_seed("18446744073709551615") == UINT64_MAX);
  CHECK_THROWS_WITH(ui::read_seed("18446744073709551616"), Catch::Contains("at most 18446744073709551615"));
  for (const char* bad : {"-1", "1a", " 1", "1 ", "+3", "0x10"}) {
    INFO(bad);
    CHECK_THROWS_WITH(ui::read_seed(bad), Catch::Contains("digits (0-9) only"));
  }

  ui::SeedRow row;
  CHECK(row.value(false) == "random");
  CHECK_FALSE(row.seed().has_value());
  for (char32_t c : std::u32string(U"42")) CHECK(row.handle(ui::Key::chr(c), true));
  CHECK(row.value(true) == "42_");
  CHECK(row.value(false) == "42");
  // A letter (even q, the forms' "back") is refused, saying why, and the digits typed stay.
  CHECK(row.handle(ui::Key::chr(U'q'), true));
  CHECK(row.refusal() == "'q' is not a digit: a seed is digits only (0-9). Left empty, the deal is random.");
  CHECK(row.handle(ui::Key::chr(U' '), true));
  CHECK(row.refusal().starts_with("A space is not a digit"));
  CHECK(row.seed() == 42u);
  CHECK(row.handle(ui::Key::chr(U'7'), true));
  CHECK(row.refusal().empty());
  CHECK(row.seed() == 427u);
  CHECK(row.handle(ui::Key::of(ui::KeyKind::Backspace), true));
  CHECK(row.seed() == 42u);
  // The keys the form moves with are not the row's.
  CHECK_FALSE(row.handle(ui::Key::of(ui::KeyKind::Up), true));
  CHECK_FALSE(row.handle(ui::Key::of(ui::KeyKind::Enter), true));
  CHECK_FALSE(row.handle(ui::Key::of(ui::KeyKind::Escape), true));
  // Away from the row a digit is not the seed's; a refusal lasts until the next key, wherever it is pressed.
  row.handle(ui::Key::chr(U'x'), true);
  CHECK_FALSE(row.handle(ui::Key::chr(U'5'), false));
  CHECK(row.refusal().empty());
  CHECK(row.seed() == 42u);
  // A digit that would pass 2^64 - 1 is refused; the number stays as it was.
  ui::SeedRow full;
  for (char32_t c : std::u32string(U"1844674407370955161")) full.handle(ui::Key::chr(c), true);
  full.handle(ui::Key::chr(U'6'), true);
  CHECK(full.refusal() == "A seed is at most 18446744073709551615.");
  CHECK(full.seed() == 1844674407370955161u);
  full.handle(ui::Key::chr(U'5'), true);
  CHECK(full.seed() == UINT64_MAX);
  for (int i = 0; i < 20; ++i) full.handle(ui::Key::of(ui::KeyKind::Backspace), true);
  CHECK(full.value(false) == "random");
  CHECK_FALSE(full.seed().has_value());
}

TEST_CASE("[ui][new][seed] the Blast hot-seat form's seed deals the game --seed deals; a letter there loses nothing") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  ui::BlastHotSeatForm form;
  for (int i = 0; i < 3; ++i) form.handle(ui::Key::of(ui::KeyKind::Down));
  REQUIRE(form.rows()[3].label == "Seed");
  CHECK(form.rows()[3].value == "random (type digits)");
  for (char32_t c : std::u32string(U"1x")) CHECK(form.handle(ui::Key::chr(c)) == ui::NewGameForm::Outcome::None);
  CHECK(form.refusal().starts_with("'x' is not a digit"));
  form.handle(ui::Key::chr(U'1'));
  CHECK(form.refusal().empty());
  // q is not "back" on this row: the form stays, with what was typed.
  CHECK(form.handle(ui::Key::chr(U'q')) == ui::NewGameForm::Outcome::None);
  CHECK(form.rows()[3].value == "11_");
  form.handle(ui::Key::of(ui::KeyKind::Up));  // First: the refusal of q lasts until this key
  CHECK(form.refusal().empty());
  form.handle(ui::Key::of(ui::KeyKind::Right));
  form.handle(ui::Key::of(ui::KeyKind::Enter));  // to Start
  REQUIRE(form.handle(ui::Key::of(ui::KeyKind::Enter)) == ui::NewGameForm::Outcome::Start);
  const auto session = form.session(catalog);
  CHECK(session.setup() == nlohmann::json{{"seed", 11}, {"first", 0}});
  // As `cardtable blast --hotseat --seed 11 --first you` deals it.
  ui::BlastStart command_line;
  command_line.hot_seat = true;
  command_line.seed = 11;
  command_line.first = "you";
  CHECK(session.match().state_json() == ui::new_blast_session(catalog, command_line).match().state_json());
  // Left empty, each game is dealt from a seed of its own.
  ui::BlastHotSeatForm random;
  CHECK(random.session(catalog).setup()["seed"] != random.session(catalog).setup()["seed"]);
}

TEST_CASE("[ui][new][seed] the Smash Up form's seed deals the game --seed deals, and is not remembered for the next") {
  EmptySaveFolder folder;
  const auto catalog = program_catalog();
  const auto remembered = folder.path / "last-setup.json";
  ui::SmashUpForm form{remembered};
  const auto seed_row = form.rows().size() - 2;  // Players, the seats, Factions, Seed, Start
  REQUIRE(form.rows()[seed_row].label == "Seed");
  for (std::size_t i = 0; i < seed_row; ++i) form.handle(ui::Key::of(ui::KeyKind::Down));
  for (char32_t c : std::u32string(U"9n")) form.handle(ui::Key::chr(c));
  CHECK_FALSE(form.naming());  // n types a name on a person's row only
  CHECK(form.refusal().starts_with("'n' is not a digit"));
  CHECK(form.details().front().find("the same seed") != std::string::npos);
  const auto session = form.session(catalog);
  CHECK(session.setup()["seed"] == 9);
  ui::SmashUpStart command_line;  // `cardtable smashup --seed 9`: one person against a normal bot, random pairs
  command_line.seed = 9;
  CHECK(session.match().state_json() == ui::new_smashup_session(catalog, command_line).match().state_json());
  CHECK(session.seats() == ui::new_smashup_session(catalog, command_line).seats());
  // The next form opens on the same seats, dealt at random again.
  ui::SmashUpForm next{remembered};
  CHECK(next.rows()[seed_row].value == "random");
}
