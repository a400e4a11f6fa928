// Save at every decision, load, compare the full state, and keep playing the loaded game: it must end exactly as the
// same decisions end without any save. Runs 200 games of every game in the program's catalog, Smash Up with 2, 3 and
// 4 players in turn.
//
// Every decision's save goes through the trusting load (LoadCheck::Trusting), which decodes and checks the stored
// state but does not replay the answer log: replaying at every decision would cost a game the square of its length
// (a Smash Up game is about 240 decisions). The full load, replay included, runs at a spread of decisions: the first
// and the last, every 25th, and in every 25 decisions the first run of decisions asked inside an ability or out of
// turn (mid_resolution), where it starts. The seeds are split into parts, one test case each, which ctest runs as
// separate entries (tests/saves/CMakeLists.txt).
#include <catch2/catch.hpp>

#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/codec.hpp"
#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"

using namespace cardtable;
using saves::testing::program_catalog;

namespace {

constexpr std::size_t kReplayEvery = 25;

// True when the pending decision is asked in the middle of something, where a save holds the most pending work:
// Smash Up, a card's or base's ability asking, or anyone but the player whose turn it is; Blast, a Junker's discard
// or an exchange that one side has chosen. A game not named here gets the regular spread only.
bool mid_resolution(const framework::Match& match) {
  if (const auto* game = dynamic_cast<const smashup::SmashUpMatch*>(&match)) {
    const auto& s = game->state();
    return s.question.asker != smashup::Asker::Rule || s.question.seat != s.turn.active;
  }
  if (const auto* game = dynamic_cast<const blast::BlastMatch*>(&match)) {
    const auto& s = game->state();
    return s.phase == blast::Phase::JunkerDiscard ||
           (s.phase == blast::Phase::Exchange && s.has_given[0] != s.has_given[1]);
  }
  return false;
}

// The loaded session is the saved one: state, answer log and everything the session records.
void require_same_session(const saves::StateCodec& codec, const framework::Session& loaded,
                          const framework::Session& straight) {
  REQUIRE(codec.same_state(loaded.match(), straight.match()));
  REQUIRE(loaded.answers() == straight.answers());
  REQUIRE(loaded.seats() == straight.seats());
  REQUIRE(loaded.name() == straight.name());
  REQUIRE(loaded.created_at() == straight.created_at());
  REQUIRE(loaded.setup() == straight.setup());
}

struct RoundTrips {
  std::size_t decisions = 0;  // saves taken and loaded (trusting load), one per decision plus the end
  std::size_t replayed = 0;   // of which also loaded with the replay
  std::size_t replayed_mid = 0;  // of which inside an ability or out of turn
};

// Plays one game twice with the same random decisions: once straight, once through a save and load before every
// decision, going on from the loaded session each time.
void play_through_saves(const saves::StateCodec& codec, framework::Session straight, framework::Session saved,
                        std::uint64_t seed, RoundTrips& count) {
  framework::Rng choices = framework::Rng::from_seed(seed);
  std::int64_t clock = 1'763'900'000;
  bool was_mid = false;
  bool mid_wanted = true;
  while (true) {
    const auto bytes = saves::encode_save(saved, ++clock);
    auto loaded = saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Trusting);
    require_same_session(codec, loaded, straight);
    // Save, load, save: identical bytes, so nothing is lost or reordered on the way.
    REQUIRE(saves::encode_save(loaded, clock) == bytes);
    const bool over = straight.match().is_over();
    const auto decision = straight.answers().size();
    // In every 25 decisions, the first run of questions inside an ability or out of turn is replayed where it starts.
    const bool mid = !over && mid_resolution(straight.match());
    if (decision % kReplayEvery == 0) mid_wanted = true;
    const bool mid_start = mid && !was_mid && mid_wanted;
    if (over || decision % kReplayEvery == 0 || mid_start) {
      require_same_session(codec, saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Replay), straight);
      ++count.replayed;
      if (mid_start) {
        ++count.replayed_mid;
        mid_wanted = false;
      }
    }
    ++count.decisions;
    was_mid = mid;
    saved = std::move(loaded);
    if (over) break;
    const auto answer = saves::testing::random_answer(straight.match(), choices);
    straight.answer(answer);
    saved.answer(answer);
  }
  REQUIRE(saved.match().is_over());
  REQUIRE(saved.match().results() == straight.match().results());
}

// Every player count the game accepts with its default setup (for Smash Up: as many as the implemented factions allow).
std::vector<int> player_counts(const framework::GameInfo& game) {
  std::vector<int> out;
  for (int players = game.min_players; players <= game.max_players; ++players)
    if (saves::testing::can_start(game.id, players)) out.push_back(players);
  return out;
}

// Seeds `first`..`last` of every registered game: seed n plays the (n mod k)th of the game's k player counts.
void round_trip_seeds(int first, int last) {
  for (const auto& module : program_catalog().modules()) {
    const auto& game = module.info;
    const auto* codec = saves::find_codec(program_catalog(), game.id);
    if (!codec) {
      WARN("game '" << game.id << "' has no save codec yet: its save round trip is skipped");
      continue;
    }
    const auto counts = player_counts(game);
    if (counts.empty()) {
      WARN("game '" << game.id << "' refuses its default setup (seed and players only; for Smash Up: fewer than "
                       "two factions implemented): its save round trip is skipped");
      continue;
    }
    SECTION(game.id) {
      RoundTrips count;
      for (int seed = first; seed <= last; ++seed) {
        const auto players = counts[static_cast<std::size_t>(seed) % counts.size()];
        const auto s = static_cast<std::uint64_t>(seed);
        INFO(game.id << " seed " << seed << ", " << players << " players");
        play_through_saves(*codec, saves::testing::new_session(game.id, s, players),
                           saves::testing::new_session(game.id, s, players), s, count);
      }
      INFO(game.id << ": " << count.decisions << " saves loaded, " << count.replayed << " of them with the replay ("
                   << count.replayed_mid << " inside an ability or out of turn)");
      const auto games = static_cast<std::size_t>(last - first + 1);
      CHECK(count.decisions >= 2 * games);
      // The first and the last decision of every game at least.
      CHECK(count.replayed >= 2 * games);
      // The games mid_resolution knows ask inside an ability or out of turn many times a game: so mid_resolution works.
      if (game.id == "smashup" || game.id == "blast") CHECK(count.replayed_mid >= games);
    }
  }
}

}  // namespace

// 200 games of each title, in parts of 20 seeds; each part is one ctest entry (see CMakeLists.txt).
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 1-20",
          "[round-trip][part-1]") {
  round_trip_seeds(1, 20);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 21-40",
          "[round-trip][part-2]") {
  round_trip_seeds(21, 40);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 41-60",
          "[round-trip][part-3]") {
  round_trip_seeds(41, 60);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 61-80",
          "[round-trip][part-4]") {
  round_trip_seeds(61, 80);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 81-100",
          "[round-trip][part-5]") {
  round_trip_seeds(81, 100);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 101-120",
          "[round-trip][part-6]") {
  round_trip_seeds(101, 120);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 121-140",
          "[round-trip][part-7]") {
  round_trip_seeds(121, 140);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 141-160",
          "[round-trip][part-8]") {
  round_trip_seeds(141, 160);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 161-180",
          "[round-trip][part-9]") {
  round_trip_seeds(161, 180);
}
TEST_CASE("[saves] every registered game survives a save and load at every decision: seeds 181-200",
          "[round-trip][part-10]") {
  round_trip_seeds(181, 200);
}

// The trusting load is what the round trip above relies on between replays: it must take the stored state as it is,
// and only the full load may tell that the answer log does not lead there.
TEST_CASE("[saves] the trusting load skips only the replay: a log that does not lead to the state fails the full load") {
  for (const auto& game_id : {std::string("blast"), std::string("smashup")}) {
    SECTION(game_id) {
      auto session = saves::testing::new_session(game_id, 9);
      auto rng = framework::Rng::from_seed(9);
      saves::testing::play_randomly(session, rng, 30);
      REQUIRE(session.answers().size() == 30);
      // The state after 30 answers, with a log of only the first 29.
      auto log = session.answers();
      log.pop_back();
      auto short_log = saves::testing::new_session(game_id, 9);
      short_log.restore(session.match().clone(), log);
      const auto bytes = saves::encode_save(short_log, 1'763'900'000);

      const auto trusted = saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Trusting);
      CHECK(saves::find_codec(program_catalog(), game_id)->same_state(trusted.match(), session.match()));
      CHECK(trusted.answers() == log);
      CHECK_THROWS_AS(saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Replay), saves::SaveError);
      CHECK_THROWS_WITH(saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Replay),
                        "the stored game state differs from replaying its 29 answers from the setup");
    }
  }
}

// Everything but the replay is still checked by the trusting load: a cut body under a valid checksum, a flipped bit
// or a cut file is refused.
TEST_CASE("[saves] the trusting load still checks the header, the checksum and the body") {
  auto session = saves::testing::new_session("smashup", 4);
  auto bytes = saves::encode_save(session, 1'763'900'000);
  const auto sealed = saves::open_sealed(bytes);
  const auto cut_body = saves::seal(sealed.header, sealed.body.substr(0, sealed.body.size() / 2));
  CHECK_THROWS_WITH(saves::decode_save(cut_body, program_catalog(), saves::LoadCheck::Trusting),
                    Catch::Matchers::StartsWith("damaged body"));
  bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 0x01);
  CHECK_THROWS_AS(saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Trusting), saves::SaveError);
  bytes.resize(bytes.size() / 3);
  CHECK_THROWS_AS(saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Trusting), saves::SaveError);
}
