// Save at every decision, load, compare the full state, and keep playing the loaded game: it must end exactly as the
// same decisions end without any save. Runs for every game in the program's catalog.
#include <catch2/catch.hpp>

#include "saves/codec.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"

using namespace cardtable;
using saves::testing::program_catalog;

namespace {

// Smash Up games are long (hundreds of decisions, each save replays the whole answer log), so fewer of them.
int games_per_title(const std::string& game_id) { return game_id == "smashup" ? 6 : 200; }

// Plays one game twice with the same random decisions: once straight, once through a save and load before every
// decision. Returns the number of decisions.
std::size_t play_through_saves(const saves::StateCodec& codec, const std::string& game_id, std::uint64_t seed) {
  auto straight = saves::testing::new_session(game_id, seed);
  auto saved = saves::testing::new_session(game_id, seed);
  framework::Rng choices = framework::Rng::from_seed(seed);
  std::int64_t clock = 1'763'900'000;
  while (true) {
    const auto bytes = saves::encode_save(saved, ++clock);
    auto loaded = saves::decode_save(bytes, program_catalog());
    REQUIRE(codec.same_state(loaded.match(), straight.match()));
    REQUIRE(loaded.answers() == straight.answers());
    REQUIRE(loaded.seats() == straight.seats());
    REQUIRE(loaded.name() == straight.name());
    REQUIRE(loaded.created_at() == straight.created_at());
    REQUIRE(loaded.setup() == straight.setup());
    // Save, load, save: identical bytes, so nothing is lost or reordered on the way.
    REQUIRE(saves::encode_save(loaded, clock) == bytes);
    saved = std::move(loaded);
    if (straight.match().is_over()) break;
    const auto answer = saves::testing::random_answer(straight.match(), choices);
    straight.answer(answer);
    saved.answer(answer);
  }
  REQUIRE(saved.match().is_over());
  REQUIRE(saved.match().results() == straight.match().results());
  return straight.answers().size();
}

}  // namespace

TEST_CASE("[saves] every registered game survives a save and load at every decision") {
  for (const auto& game : program_catalog().games()) {
    const auto* codec = saves::find_codec(game.id);
    if (!codec) {
      WARN("game '" << game.id << "' has no save codec yet: its save round trip is skipped");
      continue;
    }
    if (!saves::testing::can_start(game.id)) {
      WARN("game '" << game.id << "' refuses its default setup (seed and players only; for Smash Up: fewer than "
                       "two factions implemented): its save round trip is skipped");
      continue;
    }
    SECTION(game.id) {
      const int games = games_per_title(game.id);
      std::size_t decisions = 0;
      for (int seed = 1; seed <= games; ++seed)
        decisions += play_through_saves(*codec, game.id, static_cast<std::uint64_t>(seed));
      INFO(game.id << ": " << decisions << " decisions saved and loaded");
      CHECK(decisions >= static_cast<std::size_t>(games));
    }
  }
}
