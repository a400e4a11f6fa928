// Smash Up through the save system, whatever factions are implemented: games started from scenarios (the session's
// setup is the scenario JSON) are saved and loaded at every decision and must go on exactly as without saving.
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/codec.hpp"
#include "saves/session_codec.hpp"
#include "saves/smashup_codec.hpp"
#include "tests/smashup/mirror.hpp"
#include "tests/smashup/random_games.hpp"
#include "tests/smashup/synthetic_factions.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable;

namespace {

const framework::GameCatalog& catalog() {
  static const framework::GameCatalog c = [] {
    framework::GameCatalog out;
    out.add(smashup::smashup_game().with(saves::smashup_codec()));
    return out;
  }();
  return c;
}

nlohmann::json scenario_for(std::uint64_t seed, int players, const char* faction) {
  return faction ? smashup::test::faction_scenario(seed, players, faction)
                 : smashup::test::mirror_scenario(seed, players);
}

framework::Session session_for(const nlohmann::json& scenario, int players) {
  std::vector<framework::SeatPlayer> seats;
  for (int i = 0; i < players; ++i) seats.push_back({"Player " + std::to_string(i + 1), false, "", 0});
  framework::Session s(catalog(), "smashup", {{"scenario", scenario}}, seats);
  s.set_name("scenario-" + std::to_string(scenario.value("seed", 0)));
  return s;
}

}  // namespace

namespace {

// Saved and loaded at every decision, a game goes on exactly as the same game played without saving: the tests'
// random-game driver plays the game's state, and both sessions are given each of its answers.
void save_at_every_decision(int players, const nlohmann::json& scenario) {
  const auto* codec = saves::find_codec(catalog(), "smashup");
  REQUIRE(codec);
  auto straight = session_for(scenario, players);
  auto saved = session_for(scenario, players);
  std::int64_t clock = 1'763'900'000;
  const auto save_and_load = [&] {
    const auto bytes = saves::encode_save(saved, ++clock);
    auto loaded = saves::decode_save(bytes, catalog());
    REQUIRE(codec->same_state(loaded.match(), straight.match()));
    REQUIRE(saves::encode_save(loaded, clock) == bytes);
    saved = std::move(loaded);
  };
  const auto answer_both = [&](const smashup::State& s, const smashup::Choice& c) {
    save_and_load();
    const auto answer = smashup::choice_id(s, c);
    straight.answer(answer);
    saved.answer(answer);
  };
  auto s = smashup::state_from_scenario(scenario);
  auto choices = framework::Rng::from_seed(static_cast<std::uint64_t>(players));
  smashup::test::play_random_game(s, choices, {}, {.before = answer_both});
  save_and_load();
  REQUIRE(straight.match().is_over());
  CHECK(saved.match().results() == straight.match().results());
  CHECK(straight.answers().size() > 100);
}

void save_at_every_decision(int players, const char* faction) {
  save_at_every_decision(players, scenario_for(static_cast<std::uint64_t>(players * 101), players, faction));
}

}  // namespace

TEST_CASE("[smashup][saves] scenario games survive a save and load at every decision") {
  for (int players = 2; players <= 4; ++players) save_at_every_decision(players, nullptr);
}

TEST_CASE("[smashup][saves] games with a faction still being written survive a save and load (Killer Plants)") {
  for (int players = 2; players <= 3; ++players) save_at_every_decision(players, "killer-plants");
}

TEST_CASE("[smashup][saves] games with Time Travelers and their bases survive a save and load (extra turns)") {
  for (int players = 2; players <= 3; ++players) save_at_every_decision(players, "time-travelers");
}

TEST_CASE("[smashup][saves][issue-38] a game of the 64th faction survives a save and load at every decision") {
  // Its bases have the catalog's last ids, 252 to 255: format 11 writes a base id past a byte's 254, and no base as
  // 65535, so base 255 is read back as itself.
  smashup::test::add_synthetic_factions();
  const auto scenario = smashup::test::synthetic_scenario(7, 3);
  auto s = smashup::state_from_scenario(scenario);
  const auto last_bases = [](const smashup::State& at) {
    int n = 0;
    for (const auto& b : at.bases) n += b.base >= smashup::kMaxBases - smashup::kBasesPerFaction;
    return n;
  };
  CHECK(last_bases(s) > 0);
  save_at_every_decision(3, scenario);
}

TEST_CASE("[smashup][saves] a stored ability holding a card, base or seat that does not exist is refused") {
  smashup::test::Table t(R"({"seats": [{"hand": ["invasion"]}, {}],
                             "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]},
                                       {"base": "tar-pits"}],
                             "turn": {"active": 0, "phase": "play"}})");
  t.answer("play invasion");
  t.answer("choose king-rex");  // Invasion holds the minion while it asks where it goes
  REQUIRE(saves::smashup_state_problem(t.s).empty());
  const auto damaged = [&](const std::function<void(smashup::Picks&)>& damage) {
    auto s = t.s;
    for (auto& frame : s.stack)
      if (auto* f = std::get_if<smashup::AbilityFrame>(&frame)) damage(f->picked);
    return saves::smashup_state_problem(s);
  };
  CHECK(damaged([](smashup::Picks& p) { p.cards = {250}; }) == "an ability holding a card that does not exist");
  CHECK(damaged([](smashup::Picks& p) { p.bases = {250}; }) == "an ability holding an unknown base");
  CHECK(damaged([](smashup::Picks& p) { p.seats = {7}; }) == "an ability holding a seat out of range");
  CHECK(damaged([](smashup::Picks& p) { p.placed = 2; }) == "an ability that placed more cards than it holds");
}

TEST_CASE("[smashup][saves] a stored question offering a play onto a base or minion not in play is refused") {
  // Its options are applied as they stand (a load that goes on from its stored position tries each one): a damaged
  // base id that names a base of the catalog must not reach the play. Found by saves_mutation_tests.
  smashup::test::Table t(R"({"seats": [{"hand": ["king-rex", "upgrade"]}, {}],
                             "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]},
                                       {"base": "tar-pits"}],
                             "turn": {"active": 0, "phase": "play"}})");
  REQUIRE(saves::smashup_state_problem(t.s).empty());
  smashup::BaseId elsewhere = smashup::kNoBase;
  REQUIRE(smashup::find_base_def("the-homeworld", elsewhere));
  const auto offering = [&](smashup::ChoiceKind kind, std::uint16_t onto) {
    auto s = t.s;
    auto& options = s.question.options;
    const auto play = std::find_if(options.begin(), options.end(), [&](const auto& c) { return c.kind == kind; });
    REQUIRE(play != options.end());
    play->b = onto;
    std::sort(options.begin(), options.end());
    return saves::smashup_state_problem(s);
  };
  CHECK(offering(smashup::ChoiceKind::PlayMinion, elsewhere) == "a question offering a play onto something not in play");
  const auto& options = t.s.question.options;
  const auto rex = std::find_if(options.begin(), options.end(), [](const auto& c) {
    return c.kind == smashup::ChoiceKind::PlayMinion;
  });
  REQUIRE(rex != options.end());  // King Rex, in the hand: a card, not a minion in play
  CHECK(offering(smashup::ChoiceKind::PlayOnMinion, rex->a) == "a question offering a play onto something not in play");
}

TEST_CASE("[smashup][saves] a stored copy or lasting effect of a card kind that does not exist is refused") {
  // A loaded game's walks read the hooks of these kinds at once: an unknown one must never get that far.
  smashup::test::Table t(R"({"seats": [{}, {"hand": ["laseratops"]}],
                             "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]},
                                       {"base": "tar-pits"}],
                             "turn": {"active": 1, "phase": "play"}})");
  REQUIRE(saves::smashup_state_problem(t.s).empty());
  auto copy = t.s;
  copy.bases.front().minions.front().abilities = 4000;
  CHECK(saves::smashup_state_problem(copy) == "a minion with the abilities of an unknown card kind");
  auto lasting = t.s;
  lasting.lasting.push_back(smashup::Lasting{.def = 4000});
  CHECK(saves::smashup_state_problem(lasting) == "a lasting effect of an unknown card kind");
}

TEST_CASE("[smashup][saves][issue-23] a loaded game knows the hooks of the kinds its cards copy, base by base") {
  // The Zapbot carries Warbot's abilities, and no Warbot is in the game: the card list learns Warbot's hooks from the
  // copy, when the scenario gives it and again when the game is loaded.
  const nlohmann::json scenario = nlohmann::json::parse(R"({
    "seats": [{}, {"hand": ["laseratops"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0, "abilities": "warbot"}]},
              {"base": "tar-pits"}],
    "turn": {"active": 1, "phase": "play"}})");
  std::vector<framework::SeatPlayer> seats{{"Player 1", false, "", 0}, {"Player 2", false, "", 0}};
  framework::Session session(catalog(), "smashup", {{"scenario", scenario}}, seats);
  // The trusting load takes the stored state itself, not a replay of the scenario.
  auto loaded = saves::decode_save(saves::encode_save(session, 1'763'900'000), catalog(), saves::LoadCheck::Trusting);
  const auto& s = dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state();
  CHECK((s.cards.hooks() & smashup::hook::kPrevents) != 0);  // Warbot: "cannot be destroyed"
  CHECK((s.bases.front().hooks_here & smashup::hook::kPrevents) != 0);  // and its base notes it, though unsaved
  // So Laseratops, played in the loaded game, still finds no minion it may destroy.
  const auto options = loaded.match().pending().options;
  const auto play = std::find_if(options.begin(), options.end(), [](const auto& o) {
    return o.id.starts_with("play laseratops") && o.id.ends_with("jungle-oasis");
  });
  REQUIRE(play != options.end());
  loaded.answer(play->id);
  const auto& after = dynamic_cast<const smashup::SmashUpMatch&>(loaded.match()).state();
  CHECK(after.bases.front().minions.size() == 2);
}
