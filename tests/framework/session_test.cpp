#include <catch2/catch.hpp>

#include "framework/errors.hpp"
#include "framework/seat_wording.hpp"
#include "framework/session.hpp"
#include "games/blast/blast_match.hpp"

using namespace cardtable;

namespace {

framework::GameCatalog catalog_with_blast() {
  framework::GameCatalog catalog;
  catalog.add(blast::blast_game());
  return catalog;
}

}  // namespace

TEST_CASE("[framework][catalog] games are found by id; unknown ids and double registration are refused") {
  auto catalog = catalog_with_blast();
  REQUIRE(catalog.find("blast"));
  CHECK(catalog.find("blast")->info.title == "Blast");
  CHECK_FALSE(catalog.find("chess"));
  CHECK_THROWS_AS(catalog.create("chess", {}), framework::BadSetup);
  CHECK_THROWS_WITH(catalog.get("chess"), Catch::Contains("known: blast"));
  CHECK_THROWS_AS(catalog.add(blast::blast_game()), std::logic_error);
  CHECK(catalog.modules().size() == 1);
}

namespace {
struct Codec {
  std::string format;
};
struct Bots {
  int levels = 0;
};
}  // namespace

TEST_CASE("[framework][catalog][issue-18] a game module carries the parts other layers look up by type") {
  framework::GameCatalog catalog;
  catalog.add(blast::blast_game().with(Codec{"v8"}).with(Bots{3}));
  const auto& game = catalog.get("blast");
  REQUIRE(game.part<Codec>());
  CHECK(game.part<Codec>()->format == "v8");
  REQUIRE(game.part<Bots>());
  CHECK(game.part<Bots>()->levels == 3);
  // A part the module was not given is absent, not a default.
  CHECK(game.part<std::string>() == nullptr);
  CHECK(catalog.create("blast", {{"seed", 1}})->game_id() == "blast");
}

TEST_CASE("[framework][session] answers are logged, illegal ones are refused and leave nothing behind") {
  auto catalog = catalog_with_blast();
  framework::Session session(catalog, "blast", {{"seed", 5}, {"first", 0}}, {{"You", false, "", 0}, {"Bot", true, "normal", 9}});
  const auto before = session.match().state_json();
  CHECK_THROWS_AS(session.answer("pass"), framework::IllegalOption);
  CHECK(session.answers().empty());
  CHECK(session.match().state_json() == before);
  const auto first = session.match().pending().options.front().id;
  session.answer(first);
  CHECK(session.answers() == std::vector<std::string>{first});
}

TEST_CASE("[framework][session] rewinding replays the log from the setup to the same position") {
  auto catalog = catalog_with_blast();
  framework::Session session(catalog, "blast", {{"seed", 8}}, {{"A", false, "", 0}, {"B", false, "", 0}});
  std::vector<nlohmann::json> positions{session.match().state_json()};
  for (int i = 0; i < 12 && !session.match().is_over(); ++i) {
    const auto options = session.match().pending().options;
    session.answer(options[static_cast<std::size_t>(i) % options.size()].id);
    positions.push_back(session.match().state_json());
  }
  session.rewind_to(5);
  CHECK(session.answers().size() == 5);
  CHECK(session.match().state_json() == positions[5]);
  session.rewind_to(0);
  CHECK(session.match().state_json() == positions[0]);
}

TEST_CASE("[framework][match] a clone is an independent copy") {
  auto catalog = catalog_with_blast();
  auto match = catalog.create("blast", {{"seed", 3}});
  auto copy = match->clone();
  CHECK(copy->state_json() == match->state_json());
  copy->answer(copy->pending().options.front().id);
  CHECK_FALSE(copy->state_json() == match->state_json());
}

TEST_CASE("[framework][session] the session records the seat that gave each answer; rewinding keeps the record") {
  auto catalog = catalog_with_blast();
  framework::Session session(catalog, "blast", {{"seed", 8}, {"first", 1}}, {{"A", false, "", 0}, {"B", false, "", 0}});
  std::vector<framework::Seat> deciders;
  for (int i = 0; i < 20 && !session.match().is_over(); ++i) {
    deciders.push_back(session.match().pending().seat);
    session.answer(session.match().pending().options.back().id);
  }
  CHECK(session.deciders() == deciders);
  CHECK(deciders.front() == 1);
  CHECK(std::count(deciders.begin(), deciders.end(), 0) > 0);
  // A refused answer is not recorded.
  CHECK_THROWS_AS(session.answer("no such thing"), framework::IllegalOption);
  CHECK(session.deciders().size() == session.answers().size());
  session.rewind_to(7);
  CHECK(session.deciders() == std::vector<framework::Seat>(deciders.begin(), deciders.begin() + 7));
  // Restoring the answers it was given keeps the record; other answers leave the deciders unknown until a rewind.
  const auto answers = session.answers();
  session.restore(session.match().clone(), answers);
  CHECK(session.deciders().size() == 7);
  framework::Session fresh(catalog, "blast", {{"seed", 8}, {"first", 1}}, {{"A", false, "", 0}, {"B", false, "", 0}});
  fresh.restore(session.match().clone(), answers);
  CHECK(fresh.deciders().empty());
  fresh.rewind_to(answers.size());
  CHECK(fresh.deciders() == session.deciders());
}

TEST_CASE("[framework][wording] the neutral words name seats as the protocol does; 'you' takes its own verb") {
  const auto words = framework::neutral_wordings(3);
  REQUIRE(words.size() == 3);
  CHECK(words[2].name == "Player 3");
  CHECK(words[2].possessive == "Player 3's");
  CHECK(words[2].own == "their");
  CHECK(words[2].column == "P3");
  CHECK(std::string(words[0].verb("lead", "leads")) == "leads");
  const framework::SeatWording you{"You", "your", "your", "You", "You", true};
  CHECK(std::string(you.verb("lead", "leads")) == "lead");
  CHECK(framework::sentence_case("your turn begins.") == "Your turn begins.");
  CHECK(framework::sentence_case("Zapbot was destroyed.") == "Zapbot was destroyed.");
  CHECK(framework::sentence_case("").empty());
}
