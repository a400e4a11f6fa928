// Saves against a hostile environment (issue 19): hostile files refused and left untouched, files that are not
// saves, no home folder, interrupted writes, and one game open in one program at a time.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/hostile_save.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

using namespace cardtable;
using saves::testing::program_catalog;

TEST_CASE("[saves][limits] a save whose setup nests 150,000 deep is refused, left untouched and listed as damaged") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "hostile.save";
  saves::testing::write_bytes(path, saves::testing::hostile_save(150000));
  const auto before = saves::testing::read_bytes(path);
  CHECK_THROWS_WITH(saves::read_save(path, program_catalog()),
                    Catch::Contains("hostile.save: damaged setup: nested deeper than 64 levels"));
  CHECK(saves::testing::read_bytes(path) == before);
  const auto list = saves::list_saves(folder.path(), program_catalog());
  REQUIRE(list.size() == 1);
  CHECK_THAT(list[0].problem, Catch::Contains("nested deeper than 64 levels"));
  // The same file with an ordinary setup loads: the refusal is the nesting, not the surgery.
  saves::testing::write_bytes(path, saves::testing::hostile_save(3));
  CHECK(saves::read_save(path, program_catalog()).name() == "hostile");
}

TEST_CASE("[saves][limits] a file that never ends or cannot be read is refused naming the file") {
  CHECK_THROWS_WITH(saves::read_save("/proc/self/mem", program_catalog()),
                    Catch::StartsWith("/proc/self/mem: cannot read ("));
  CHECK_THROWS_WITH(saves::read_save("/dev/zero", program_catalog()), Catch::StartsWith("/dev/zero: not a file"));
  saves::testing::ScratchFolder folder;
  const auto big = folder.path() / "big.save";
  saves::testing::write_bytes(big, std::string(saves::kMaxSaveBytes + 1, 'x'));
  CHECK_THROWS_WITH(saves::read_save(big, program_catalog()), Catch::Contains("big.save: too large to be a save"));
}

TEST_CASE("[saves] with no HOME, saves go to the account's home folder, never the current folder") {
  const std::string home = std::getenv("HOME") ? std::getenv("HOME") : "";
  const std::string data = std::getenv("XDG_DATA_HOME") ? std::getenv("XDG_DATA_HOME") : "";
  ::unsetenv("HOME");
  ::unsetenv("XDG_DATA_HOME");
  const auto dir = saves::save_dir();
  ::setenv("HOME", "relative/home", 1);
  const auto with_relative_home = saves::save_dir();
  if (!home.empty()) ::setenv("HOME", home.c_str(), 1);
  if (!data.empty()) ::setenv("XDG_DATA_HOME", data.c_str(), 1);
  CHECK(dir.is_absolute());
  CHECK(dir.string().ends_with("/.local/share/cardtable/saves"));
  CHECK(with_relative_home == dir);
}

TEST_CASE("[saves] temporary files left by interrupted saves are removed, and nothing else") {
  saves::testing::ScratchFolder folder;
  const auto old_temp = folder.path() / ".g.save.Ab3dE9";
  const auto fresh_temp = folder.path() / ".h.save.Zz0000";
  for (const auto& file : {old_temp, fresh_temp, folder.path() / "g.save", folder.path() / ".g.save.lock",
                           folder.path() / ".hidden.txt"})
    saves::testing::write_bytes(file, "x");
  const auto an_hour_ago = std::filesystem::file_time_type::clock::now() - std::chrono::hours(1);
  for (const auto& file : {old_temp, folder.path() / "g.save", folder.path() / ".g.save.lock"})
    std::filesystem::last_write_time(file, an_hour_ago);
  CHECK(saves::remove_stale_temporaries(folder.path()) == 1);
  CHECK_FALSE(std::filesystem::exists(old_temp));
  CHECK(std::filesystem::exists(fresh_temp));  // another program may be writing it right now
  CHECK(std::filesystem::exists(folder.path() / "g.save"));
  CHECK(std::filesystem::exists(folder.path() / ".g.save.lock"));
  CHECK(saves::remove_stale_temporaries(folder.path() / "absent") == 0);
}

TEST_CASE("[saves] a game open in one program is locked against a second, and the lock dies with its program") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "game.save";
  {
    auto first = saves::SaveLock::acquire(path);
    REQUIRE(first);
    CHECK_FALSE(saves::SaveLock::acquire(path));  // a second opening, even from this process
    CHECK(saves::SaveLock::held_elsewhere(path));
    CHECK(saves::SaveLock::acquire(folder.path() / "other.save"));
  }
  CHECK_FALSE(saves::SaveLock::held_elsewhere(path));
  CHECK(saves::SaveLock::acquire(path));

  // A program killed while it holds the lock leaves the lock file behind but not the lock.
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    auto held = saves::SaveLock::acquire(path);
    ::pause();
    ::_exit(held ? 0 : 1);
  }
  bool seen_held = false;
  for (int i = 0; i < 200 && !seen_held; ++i) {
    seen_held = saves::SaveLock::held_elsewhere(path);
    if (!seen_held) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  CHECK(seen_held);
  ::kill(child, SIGKILL);
  ::waitpid(child, nullptr, 0);
  CHECK_FALSE(saves::SaveLock::held_elsewhere(path));
  CHECK(saves::SaveLock::acquire(path));
}
