// Every kind of bad save gives a SaveError whose message is one line naming the file and the problem, and the file is
// left exactly as it was.
#include <catch2/catch.hpp>

#include "games/blast/blast_match.hpp"
#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

using namespace cardtable;
using saves::testing::program_catalog;

namespace {

framework::Session mid_game() {
  auto session = saves::testing::new_session("blast", 7);
  auto rng = framework::Rng::from_seed(99);
  saves::testing::play_randomly(session, rng, 40);
  return session;
}

std::string reseal(const std::string& bytes, const std::function<void(saves::SaveHeader&, std::string&)>& change) {
  const auto sealed = saves::open_sealed(bytes);
  auto header = sealed.header;
  std::string body(sealed.body);
  change(header, body);
  return saves::seal(header, body);
}

// Writes `bytes` as a save, loads it, and returns the error message; checks the file did not change.
std::string load_error(const std::string& bytes) {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "bad.save";
  saves::testing::write_bytes(path, bytes);
  const auto written_at = std::filesystem::last_write_time(path);
  std::string message;
  try {
    saves::read_save(path, program_catalog());
    FAIL("a bad save loaded");
  } catch (const saves::SaveError& e) {
    message = e.what();
  }
  CHECK(saves::testing::read_bytes(path) == bytes);
  CHECK(std::filesystem::last_write_time(path) == written_at);
  CHECK(message.starts_with(path.string() + ": "));
  CHECK(message.find('\n') == std::string::npos);
  return message;
}

// A save of `session` after swapping in another state and answer log.
std::string save_with(const framework::Session& original, const blast::State& state, std::vector<std::string> answers) {
  auto session = saves::testing::new_session("blast", 7);
  const auto& match = dynamic_cast<const blast::BlastMatch&>(original.match());
  session.restore(std::make_unique<blast::BlastMatch>(match.setup(), state), std::move(answers));
  return saves::encode_save(session, 1'763'900'000);
}

}  // namespace

TEST_CASE("[saves] a missing file is named") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "absent.save";
  CHECK_THROWS_WITH(saves::read_save(path, program_catalog()), path.string() + ": no such save file");
}

TEST_CASE("[saves] an empty file") { CHECK_THAT(load_error(""), Catch::EndsWith(": the file is empty")); }

TEST_CASE("[saves] a foreign file") {
  CHECK_THAT(load_error("\x89PNG\r\n\x1a\n"), Catch::Contains("not a cardtable save"));
  CHECK_THAT(load_error("cardtable saves are great\n"), Catch::Contains("not a cardtable save"));
}

TEST_CASE("[saves] truncated files") {
  const auto bytes = saves::encode_save(mid_game(), 1'763'900'000);
  CHECK_THAT(load_error(bytes.substr(0, bytes.size() - 1)), Catch::Contains("truncated: "));
  CHECK_THAT(load_error(bytes.substr(0, bytes.size() / 2)), Catch::Contains("truncated: "));
  CHECK_THAT(load_error(bytes.substr(0, 40)), Catch::Contains("truncated in the header"));
}

TEST_CASE("[saves] a flipped bit anywhere is caught by the checksum") {
  const auto bytes = saves::encode_save(mid_game(), 1'763'900'000);
  for (std::size_t at : {bytes.size() - 3, bytes.size() / 2, bytes.find("summary") + 10}) {
    auto flipped = bytes;
    flipped[at] = static_cast<char>(flipped[at] ^ 0x04);
    CHECK_THAT(load_error(flipped), Catch::Contains("checksum does not match"));
  }
}

TEST_CASE("[saves] a save of a game this program does not play") {
  const auto bytes = reseal(saves::encode_save(mid_game(), 1), [](auto& h, auto&) { h.game_id = "chess"; });
  CHECK_THAT(load_error(bytes), Catch::Contains("a save of game 'chess', which this program does not play"));
}

TEST_CASE("[saves] a save from a newer program or format is refused naming both versions") {
  const auto bytes = saves::encode_save(mid_game(), 1);
  const auto newer_format = reseal(bytes, [](auto& h, auto&) { h.format = saves::kFormatVersion + 1; });
  CHECK_THAT(load_error(newer_format),
             Catch::Contains("save format " + std::to_string(saves::kFormatVersion + 1)) &&
                 Catch::Contains("this is cardtable " CARDTABLE_VERSION));
  const auto newer_program = reseal(bytes, [](auto& h, auto&) { h.program = "99.0.0"; });
  CHECK_THAT(load_error(newer_program),
             Catch::Contains("written by cardtable 99.0.0") && Catch::Contains("this is cardtable " CARDTABLE_VERSION));
}

TEST_CASE("[saves] an unknown card id in the state") {
  const auto session = mid_game();
  auto state = dynamic_cast<const blast::BlastMatch&>(session.match()).state();
  state.hands[0].insert(50);
  CHECK_THAT(load_error(save_with(session, state, session.answers())), Catch::EndsWith("unknown card id 50 in hand 1"));
}

// A log that no longer replays is what a save of an earlier version's rules looks like: the file then goes on from its
// stored position (went_on_test.cpp); the load that insists on the replay names the answer.
TEST_CASE("[saves] an unknown card id in the answer log") {
  const auto session = mid_game();
  auto answers = session.answers();
  answers[3] = "discard X99";
  const auto state = dynamic_cast<const blast::BlastMatch&>(session.match()).state();
  CHECK_THROWS_WITH(saves::decode_save(save_with(session, state, answers), program_catalog(), saves::LoadCheck::Replay),
                    Catch::Contains("answer 4 ('discard X99') cannot be replayed: cannot read action"));
}

TEST_CASE("[saves] a card in two zones breaks the invariants") {
  const auto session = mid_game();
  auto state = dynamic_cast<const blast::BlastMatch&>(session.match()).state();
  const auto card = state.hands[1].cards().front();
  state.hands[0].insert(card);
  CHECK_THAT(load_error(save_with(session, state, session.answers())),
             Catch::EndsWith("card " + blast::card_name(card) + " is in both hand 1 and hand 2"));
}

TEST_CASE("[saves] a state the answer log does not lead to is refused by the load that insists on the replay") {
  const auto session = mid_game();
  auto state = dynamic_cast<const blast::BlastMatch&>(session.match()).state();
  state.rng.next();  // the future deals change, nothing visible does
  const auto strict = [](const std::string& bytes) {
    return saves::decode_save(bytes, program_catalog(), saves::LoadCheck::Replay);
  };
  CHECK_THROWS_WITH(strict(save_with(session, state, session.answers())),
                    Catch::EndsWith("the stored game state differs from replaying its 40 answers from the setup"));
  auto fewer = session.answers();
  fewer.pop_back();
  CHECK_THROWS_WITH(strict(save_with(session, dynamic_cast<const blast::BlastMatch&>(session.match()).state(), fewer)),
                    Catch::Contains("differs from replaying its 39 answers"));
}

TEST_CASE("[saves] a body holding another game than its header") {
  const auto bytes = reseal(saves::encode_save(mid_game(), 1), [](auto&, std::string& body) {
    const auto at = body.find("5 blast");
    REQUIRE(at != std::string::npos);
    body.replace(at, 7, "5 blass");
  });
  CHECK_THAT(load_error(bytes), Catch::Contains("wrong game: the header says 'blast' but the body holds 'blass'"));
}
