// The `saves`, `load` and `resume` commands, with the table replaced by a recorder of the session it would play.
#include <cstdlib>
#include <iostream>
#include <sstream>

#include <catch2/catch.hpp>
#include <spdlog/spdlog.h>

#include "saves/session_codec.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"
#include "app/play_session.hpp"

using namespace cardtable;

namespace cardtable::app {
Command saves_command();
Command load_command();
Command resume_command();

namespace {
std::vector<std::string> played;  // session names play_session was given
std::vector<std::size_t> worded;  // the lines of log each came with (worded while the load replayed it)
}
int play_session(const CommandContext&, ui::OpenedGame& game) {
  const auto& session = game.session;
  played.push_back(session.name() + " after " + std::to_string(session.answers().size()));
  worded.push_back(game.log ? game.log->size() : 0);
  return 42;
}
}  // namespace cardtable::app

namespace {

struct Run {
  int code = 0;
  std::string out, err;
};

Run run(const app::Command& command, std::vector<std::string> args) {
  std::ostringstream out, err;
  auto* old_out = std::cout.rdbuf(out.rdbuf());
  auto* old_err = std::cerr.rdbuf(err.rdbuf());
  Run r;
  try {
    r.code = command.run({saves::testing::program_catalog(), std::move(args)});
  } catch (...) {
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    throw;
  }
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

// A save folder of its own (through XDG_DATA_HOME) holding two games and one damaged file.
struct SaveFolder {
  saves::testing::ScratchFolder scratch;
  SaveFolder() {
    spdlog::set_level(spdlog::level::off);
    ::setenv("XDG_DATA_HOME", scratch.path().c_str(), 1);
    auto rng = framework::Rng::from_seed(1);
    for (int i = 0; i < 2; ++i) {
      auto session = saves::testing::new_session("blast", static_cast<std::uint64_t>(20 + i));
      saves::testing::play_randomly(session, rng, static_cast<std::size_t>(5 + i));
      saves::write_atomically(saves::autosave_path(session), saves::encode_save(session, 1'763'900'000 + 100 * i));
    }
    saves::testing::write_bytes(saves::save_dir() / "damaged.save", "cardtable save\nformat 1\nprogram 0.1.0\n");
    app::played.clear();
    app::worded.clear();
  }
};

}  // namespace

TEST_CASE("[saves] 'saves' lists newest first and marks damaged files") {
  SaveFolder folder;
  const auto r = run(app::saves_command(), {});
  CHECK(r.code == app::kExitOk);
  const auto newest = r.out.find("blast-21");
  const auto older = r.out.find("blast-20");
  const auto damaged = r.out.find("damaged");
  REQUIRE(newest != std::string::npos);
  CHECK(newest < older);
  CHECK(older < damaged);
  CHECK_THAT(r.out, Catch::Contains("Blast · round 1") && Catch::Contains("You vs Bot (normal)") &&
                        Catch::Contains("last played") && Catch::Contains("cannot be loaded: truncated"));
}

TEST_CASE("[saves] 'saves --delete' removes only the named save") {
  SaveFolder folder;
  CHECK(run(app::saves_command(), {"--delete", "blast-20"}).code == app::kExitOk);
  CHECK_FALSE(std::filesystem::exists(saves::save_dir() / "blast-20.save"));
  CHECK(std::filesystem::exists(saves::save_dir() / "blast-21.save"));
  const auto unknown = run(app::saves_command(), {"--delete", "nothing"});
  CHECK(unknown.code == app::kExitBadSave);
  CHECK_THAT(unknown.err, Catch::StartsWith("cardtable: no save called 'nothing'"));
}

TEST_CASE("[saves] 'resume' plays the newest loadable save, or the named one") {
  SaveFolder folder;
  CHECK(run(app::resume_command(), {}).code == 42);
  CHECK(run(app::resume_command(), {"blast-20"}).code == 42);
  CHECK(app::played == std::vector<std::string>{"blast-21 after 6", "blast-20 after 5"});
  // Each comes with its log, worded while the load replayed it (the table does not replay it again): the opening
  // deal and at least a line per answer.
  REQUIRE(app::worded.size() == 2);
  CHECK(app::worded[0] > 6);
  CHECK(app::worded[1] > 5);
  const auto damaged = run(app::resume_command(), {"damaged"});
  CHECK(damaged.code == app::kExitBadSave);
  CHECK_THAT(damaged.err, Catch::Contains("damaged.save: truncated in the header"));
  CHECK(run(app::resume_command(), {"absent"}).code == app::kExitBadSave);
}

TEST_CASE("[saves] 'load' checks the file before playing it; a bad file exits 3 with one line") {
  SaveFolder folder;
  CHECK(run(app::load_command(), {(saves::save_dir() / "blast-20.save").string()}).code == 42);
  CHECK(app::played == std::vector<std::string>{"blast-20 after 5"});
  const auto bad = run(app::load_command(), {(saves::save_dir() / "damaged.save").string()});
  CHECK(bad.code == app::kExitBadSave);
  CHECK(bad.err == "cardtable: " + (saves::save_dir() / "damaged.save").string() + ": truncated in the header\n");
  CHECK(run(app::load_command(), {"/nonexistent/x.save"}).code == app::kExitBadSave);
  CHECK(app::played.size() == 1);
  CHECK_THROWS_AS(run(app::load_command(), {}), app::UsageError);
  CHECK_THROWS_AS(run(app::load_command(), {"a", "b"}), app::UsageError);
}

TEST_CASE("[saves] 'resume' passes by a finished game for the newest one that goes on; by name it still opens") {
  SaveFolder folder;
  auto finished = saves::testing::new_session("blast", 30);
  auto rng = framework::Rng::from_seed(2);
  while (!finished.match().is_over()) saves::testing::play_randomly(finished, rng, 1);
  saves::write_atomically(saves::autosave_path(finished), saves::encode_save(finished, 1'763'999'999));
  CHECK(run(app::resume_command(), {}).code == 42);
  CHECK(run(app::resume_command(), {finished.name()}).code == 42);
  REQUIRE(app::played.size() == 2);
  CHECK(app::played[0] == "blast-21 after 6");
  CHECK(app::played[1].rfind(finished.name() + " after ", 0) == 0);
}
