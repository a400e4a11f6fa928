// The record of games against the bots (cardtable stats, issue 21 item 11): counted per game and level, kept across
// runs, written atomically, and a damaged file refused and left as it was.
#include <catch2/catch.hpp>

#include "saves/record.hpp"
#include "saves/save_file.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

using namespace cardtable;

TEST_CASE("[saves][record] each finished game counts once, per game and bot level, and survives a reread") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "data" / "record.json";
  CHECK(saves::read_record(path).empty());  // no file yet: no games
  saves::add_to_record(path, "blast", "normal", true);
  saves::add_to_record(path, "blast", "normal", false);
  saves::add_to_record(path, "blast", "normal", true);
  saves::add_to_record(path, "smashup", "easy+random", false);
  const auto record = saves::read_record(path);
  CHECK(record.at("blast").at("normal") == saves::Tally{2, 1});
  CHECK(record.at("smashup").at("easy+random") == saves::Tally{0, 1});
  CHECK(record.size() == 2);
  const auto rows = saves::record_table(record, saves::testing::program_catalog());
  REQUIRE(rows.size() == 2);
  CHECK(rows[0] == "Blast     normal         2 won    1 lost   66%");
  CHECK(rows[1] == "Smash Up  easy+random    0 won    1 lost    0%");
  // Only the record is in the folder: the temporary file of the atomic write is gone.
  CHECK(std::distance(std::filesystem::directory_iterator(path.parent_path()), {}) == 1);
}

TEST_CASE("[saves][record] a damaged record is refused by name and left as it was") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "record.json";
  for (const std::string bytes : {"{\"games\": {\"blast\": {\"normal\": {\"won\": 2", "[1, 2, 3]",
                                  "{\"games\": {\"blast\": {\"normal\": {\"won\": \"many\", \"lost\": 0}}}}"}) {
    saves::testing::write_bytes(path, bytes);
    CHECK_THROWS_WITH(saves::read_record(path), Catch::Contains(path.string()) && Catch::Contains("not a record"));
    CHECK_THROWS_AS(saves::add_to_record(path, "blast", "normal", true), saves::SaveError);
    CHECK(saves::testing::read_bytes(path) == bytes);
  }
  std::filesystem::remove(path);
  std::filesystem::create_directory(path);  // a folder where the file should be
  CHECK_THROWS_AS(saves::read_record(path), saves::SaveError);
}

TEST_CASE("[saves][record] games are also counted by the faction pair played, beside the levels (issue 37 item 11)") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "record.json";
  saves::add_to_record(path, "smashup", "normal", true);
  saves::add_pair_to_record(path, "smashup", "ghosts+steampunks", true);
  saves::add_to_record(path, "smashup", "normal", true);
  saves::add_pair_to_record(path, "smashup", "ghosts+steampunks", true);
  saves::add_to_record(path, "smashup", "normal", false);
  saves::add_pair_to_record(path, "smashup", "ghosts+steampunks", false);
  saves::add_to_record(path, "smashup", "hard", false);
  saves::add_pair_to_record(path, "smashup", "aliens+ninjas", false);
  // The levels are kept as they were counted, the pairs beside them.
  CHECK(saves::read_record(path).at("smashup").at("normal") == saves::Tally{2, 1});
  CHECK(saves::read_record(path).at("smashup").at("hard") == saves::Tally{0, 1});
  const auto pairs = saves::read_pair_record(path).at("smashup");
  CHECK(pairs.at("ghosts+steampunks") == saves::Tally{2, 1});
  CHECK(pairs.at("aliens+ninjas") == saves::Tally{0, 1});
  const auto rows = saves::pair_table(pairs);
  REQUIRE(rows.size() == 3);
  CHECK(rows[0] == "ghosts+steampunks     2 won    1 lost   66%");
  CHECK(rows[1] == "aliens+ninjas         0 won    1 lost    0%");
  CHECK(rows[2] == "Best pair: ghosts+steampunks; worst: aliens+ninjas.");
  // A record written before pairs were counted reads as one without pairs.
  saves::testing::write_bytes(path, "{\"games\": {\"blast\": {\"easy\": {\"won\": 1, \"lost\": 0}}}}");
  CHECK(saves::read_pair_record(path).empty());
  CHECK(saves::read_record(path).at("blast").at("easy") == saves::Tally{1, 0});
}
