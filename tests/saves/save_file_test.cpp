// Writing, finding and listing save files on disk.
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "games/blast/blast_match.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

using namespace cardtable;
using saves::testing::program_catalog;

namespace {

const blast::State& state_of(const framework::Session& s) {
  return dynamic_cast<const blast::BlastMatch&>(s.match()).state();
}

std::vector<std::string> folder_entries(const std::filesystem::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("[saves] write_save then read_save gives the same session, and leaves no temporary file") {
  saves::testing::ScratchFolder folder;
  auto session = saves::testing::new_session("blast", 3);
  auto rng = framework::Rng::from_seed(3);
  saves::testing::play_randomly(session, rng, 30);
  const auto path = folder.path() / "nested" / "game.save";
  saves::write_save(path, session);
  const auto loaded = saves::read_save(path, program_catalog());
  CHECK(state_of(loaded) == state_of(session));
  CHECK(loaded.answers() == session.answers());
  CHECK(folder_entries(path.parent_path()) == std::vector<std::string>{"game.save"});

  saves::testing::play_randomly(session, rng, 5);
  saves::write_save(path, session);
  CHECK(saves::read_save(path, program_catalog()).answers().size() == 35);
  CHECK(folder_entries(path.parent_path()) == std::vector<std::string>{"game.save"});
}

TEST_CASE("[saves] a failed write names the file and keeps the old save") {
  saves::testing::ScratchFolder folder;
  const auto blocker = folder.path() / "not-a-folder";
  saves::testing::write_bytes(blocker, "x");
  const auto session = saves::testing::new_session("blast", 3);
  CHECK_THROWS_WITH(saves::write_save(blocker / "game.save", session),
                    Catch::StartsWith((blocker / "game.save").string() + ": cannot save"));
  CHECK(saves::testing::read_bytes(blocker) == "x");
}

TEST_CASE("[saves] a writer killed at any moment leaves a whole save behind") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "game.save";
  auto session = saves::testing::new_session("blast", 5);
  saves::write_save(path, session);
  auto rng = framework::Rng::from_seed(5);
  saves::testing::play_randomly(session, rng, 80);
  for (int round = 0; round < 12; ++round) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      try {
        for (;;) saves::write_save(path, session);  // killed by the parent mid-write
      } catch (...) {
        ::_exit(1);  // never back into the test runner
      }
    }
    ::usleep(2000 + 1000 * static_cast<unsigned>(round));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    const auto loaded = saves::read_save(path, program_catalog());
    CHECK((loaded.answers().empty() || loaded.answers() == session.answers()));
  }
}

TEST_CASE("[saves] save files are named after the session, with unsafe characters replaced") {
  CHECK(saves::save_path_for("/s", "blast-3") == "/s/blast-3.save");
  CHECK(saves::save_path_for("/s", "../../etc/passwd") == "/s/game..-..-etc-passwd.save");
  CHECK(saves::save_path_for("/s", "") == "/s/game.save");
  CHECK(saves::save_path_for("/s", "my game: 2") == "/s/my-game--2.save");
}

TEST_CASE("[saves] the save folder follows XDG_DATA_HOME, then HOME") {
  const char* old_data = std::getenv("XDG_DATA_HOME");
  const std::string saved_data = old_data ? old_data : "";
  ::setenv("XDG_DATA_HOME", "/data", 1);
  CHECK(saves::save_dir() == "/data/cardtable/saves");
  ::unsetenv("XDG_DATA_HOME");
  ::setenv("HOME", std::getenv("HOME") ? std::getenv("HOME") : "/home/x", 1);
  CHECK(saves::save_dir() == std::filesystem::path(std::getenv("HOME")) / ".local/share/cardtable/saves");
  if (old_data) ::setenv("XDG_DATA_HOME", saved_data.c_str(), 1);
}

TEST_CASE("[saves] listing shows newest first, with damaged files marked") {
  saves::testing::ScratchFolder folder;
  for (int i = 0; i < 3; ++i) {
    auto session = saves::testing::new_session("blast", static_cast<std::uint64_t>(10 + i));
    saves::write_atomically(folder.path() / ("g" + std::to_string(i) + ".save"),
                            saves::encode_save(session, 1'763'900'000 + (i == 1 ? 500 : i)));
  }
  auto unnamed = saves::testing::new_session("blast", 13);
  unnamed.set_name("");
  saves::write_atomically(folder.path() / "from-serve.save", saves::encode_save(unnamed, 1'763'800'000));
  saves::testing::write_bytes(folder.path() / "broken.save", "cardtable save\nformat 1\n");
  saves::testing::write_bytes(folder.path() / "notes.txt", "not a save");
  const auto list = saves::list_saves(folder.path(), program_catalog());
  REQUIRE(list.size() == 5);
  // Each file by its own name (what resume and --delete take), with the name recorded inside beside it.
  CHECK(list[0].name == "g1");
  CHECK(list[0].recorded_name == "blast-11");
  CHECK(list[0].last_played_at == 1'763'900'500);
  CHECK(list[0].summary == "Blast · round 1 · 0–0 · You vs Bot (normal)");
  CHECK(list[0].game_id == "blast");
  CHECK(list[1].name == "g2");
  CHECK(list[2].name == "g0");
  CHECK(list[2].recorded_name == "blast-10");
  CHECK(list[3].name == "from-serve");
  CHECK(list[3].recorded_name.empty());  // a save written by serve records no name
  CHECK(list[4].name == "broken");
  CHECK_THAT(list[4].problem, Catch::Contains("truncated in the header"));
  CHECK(saves::list_saves(folder.path() / "absent", program_catalog()).empty());
}
