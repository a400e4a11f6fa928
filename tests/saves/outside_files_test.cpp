// Issue 35, items 2, 3, 4, 6, 7 and 9: no file outside the game is ever touched. Only regular files are written (a
// device node, a FIFO, a socket, a folder or a symbolic link is refused and left as it was), one name is one file,
// names read from files are text, an unreadable save folder says so, lock files follow no link and go with their
// game, and the record of games refuses absurd numbers.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "framework/input_limits.hpp"
#include "saves/atomic_write.hpp"
#include "saves/record.hpp"
#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

using namespace cardtable;
using saves::testing::program_catalog;
namespace fs = std::filesystem;

namespace {

framework::Session short_game(const std::string& name = "game") {
  auto session = saves::testing::new_session("blast", 5);
  auto rng = framework::Rng::from_seed(5);
  saves::testing::play_randomly(session, rng, 6);
  session.set_name(name);
  return session;
}

// What is at `path`, to tell that a writer left it as it was.
struct Sighting {
  fs::file_type type;
  std::string target;  // a link's target
  bool operator==(const Sighting&) const = default;
};

Sighting sight(const fs::path& path) {
  const auto status = fs::symlink_status(path);
  return {status.type(), status.type() == fs::file_type::symlink ? fs::read_symlink(path).string() : ""};
}

// Every kind of file that is not a regular one, made here: a FIFO, a socket, a folder, a link to a regular file, a
// dangling link and, where this account may make one (root), a device node like /dev/null (major 1, minor 3).
std::vector<fs::path> special_files(const fs::path& folder, const fs::path& victim) {
  std::vector<fs::path> out;
  const auto fifo = folder / "fifo.save";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  out.push_back(fifo);
  const auto socket_path = folder / "socket.save";
  const int sock = ::socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::snprintf(address.sun_path, sizeof address.sun_path, "%s", socket_path.c_str());
  REQUIRE(::bind(sock, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  ::close(sock);
  out.push_back(socket_path);
  fs::create_directory(folder / "folder.save");
  out.push_back(folder / "folder.save");
  fs::create_symlink(victim, folder / "link.save");
  out.push_back(folder / "link.save");
  fs::create_symlink(folder / "nowhere", folder / "dangling.save");
  out.push_back(folder / "dangling.save");
  const auto device = folder / "null.save";
  if (::mknod(device.c_str(), S_IFCHR | 0666, ::makedev(1, 3)) == 0)
    out.push_back(device);
  else
    WARN("no device node made (" << std::strerror(errno) << ": needs root); the FIFO, socket, folder and links are");
  return out;
}

}  // namespace

TEST_CASE("[saves] every writer refuses a target that is not a regular file and leaves it as it was") {
  saves::testing::ScratchFolder folder;
  const auto victim = folder.path() / "victim.txt";
  saves::testing::write_bytes(victim, "someone else's file\n");
  const auto session = short_game();
  for (const auto& path : special_files(folder.path(), victim)) {
    INFO(path);
    const auto before = sight(path);
    // Autosaves, checkpoints, serve's save and "save to a file of your choice" all write through write_save; the
    // record of games through write_atomically.
    CHECK_THROWS_WITH(saves::write_save(path, session),
                      Catch::StartsWith(path.string() + ": cannot save (") && Catch::Contains("left as it is"));
    CHECK_THROWS_WITH(saves::write_record(path, {{"blast", {{"normal", {1, 0}}}}}),
                      Catch::StartsWith(path.string() + ": cannot save ("));
    CHECK(sight(path) == before);
    CHECK_THROWS_AS(saves::check_write_target(path), saves::SaveError);
  }
  CHECK(saves::testing::read_bytes(victim) == "someone else's file\n");
  // No temporary file is left behind by the refusals.
  for (const auto& entry : fs::directory_iterator(folder.path()))
    CHECK_FALSE(entry.path().filename().string().starts_with("."));
}

TEST_CASE("[saves] the refusals name what is there") {
  saves::testing::ScratchFolder folder;
  const auto victim = folder.path() / "victim.txt";
  saves::testing::write_bytes(victim, "x");
  special_files(folder.path(), victim);
  const auto why = [&](const char* name) {
    try {
      saves::check_write_target(folder.path() / name);
    } catch (const saves::SaveError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK_THAT(why("fifo.save"), Catch::Contains("(a FIFO, not a regular file"));
  CHECK_THAT(why("socket.save"), Catch::Contains("(a socket, not a regular file"));
  CHECK_THAT(why("folder.save"), Catch::Contains("(a folder, not a regular file"));
  CHECK_THAT(why("link.save"), Catch::Contains("a symbolic link, which cardtable never writes through"));
  CHECK(why("victim.txt") == "accepted");
  CHECK(why("absent.save") == "accepted");
}

TEST_CASE("[saves] a save replacing a regular file keeps that file's permissions") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "shared.save";
  saves::write_save(path, short_game());
  fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
  saves::write_save(path, short_game());
  CHECK((fs::status(path).permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read));
  // A new file is the owner's alone.
  const auto fresh = folder.path() / "fresh.save";
  saves::write_save(fresh, short_game());
  CHECK((fs::status(fresh).permissions() & fs::perms::all) == (fs::perms::owner_read | fs::perms::owner_write));
}

TEST_CASE("[saves] a lock file is never opened through a link, and goes with its game") {
  saves::testing::ScratchFolder folder;
  const auto save = folder.path() / "game.save";
  saves::write_save(save, short_game());
  const auto victim = folder.path() / "victim.txt";
  saves::testing::write_bytes(victim, "keep me");
  const auto lock_file = folder.path() / ".game.save.lock";
  fs::create_symlink(victim, lock_file);
  {
    auto lock = saves::SaveLock::acquire(save);
    CHECK(lock.has_value());  // the game opens unlocked rather than locking through the link
    CHECK_FALSE(saves::SaveLock::held_elsewhere(save));
  }
  CHECK(saves::testing::read_bytes(victim) == "keep me");
  CHECK(fs::is_symlink(lock_file));
  fs::remove(lock_file);
  // A FIFO planted there is not waited on.
  REQUIRE(::mkfifo(lock_file.c_str(), 0600) == 0);
  CHECK(saves::SaveLock::acquire(save).has_value());
  CHECK_FALSE(saves::SaveLock::held_elsewhere(save));
  fs::remove(lock_file);
  // A finished game's lock file is removed.
  auto lock = saves::SaveLock::acquire(save);
  REQUIRE(lock.has_value());
  CHECK(fs::exists(lock_file));
  lock->remove();
  CHECK_FALSE(fs::exists(lock_file));
  CHECK(fs::exists(save));
}

TEST_CASE("[saves] deleting a save removes its lock file, and never a game open elsewhere") {
  saves::testing::ScratchFolder folder;
  const auto save = folder.path() / "game.save";
  const auto lock_file = folder.path() / ".game.save.lock";
  saves::write_save(save, short_game());
  {
    auto held = saves::SaveLock::acquire(save);  // as a table would hold it
    REQUIRE(held.has_value());
    CHECK_THROWS_WITH(saves::delete_save(save), Catch::Contains("the game is open in a cardtable window"));
    CHECK(fs::exists(save));
  }
  CHECK(fs::exists(lock_file));  // left by the table that had the game open
  saves::delete_save(save);
  CHECK_FALSE(fs::exists(save));
  CHECK_FALSE(fs::exists(lock_file));
}

TEST_CASE("[saves] one name, one file: a game read from another save's name plays under a free one") {
  saves::testing::ScratchFolder folder;
  const auto dir = folder.path() / "saves";
  saves::write_save(dir / "duel.save", short_game("duel"));
  // The file in the folder that is that name's own.
  CHECK(saves::own_save_name(dir / "duel.save", "duel", dir) == "duel");
  // A copy in the folder under another file name, still recording "duel": it goes on as its own file.
  fs::copy_file(dir / "duel.save", dir / "duel-backup.save");
  CHECK(saves::own_save_name(dir / "duel-backup.save", "duel", dir) == "duel-backup");
  // A friend's file elsewhere recording "duel": another name, the save in the folder left alone.
  saves::write_save(folder.path() / "friend.save", short_game("duel"));
  CHECK(saves::own_save_name(folder.path() / "friend.save", "duel", dir) == "duel-2");
  saves::write_save(dir / "duel-2.save", short_game("duel-2"));
  CHECK(saves::own_save_name(folder.path() / "friend.save", "duel", dir) == "duel-3");
  // A file elsewhere whose name's file does not exist keeps its name.
  CHECK(saves::own_save_name(folder.path() / "friend.save", "picnic", dir) == "picnic");
  // A nameless save (written by serve) takes its file's name.
  CHECK(saves::own_save_name(folder.path() / "nameless.save", "", dir) == "nameless");
  CHECK(saves::own_save_name(dir / "duel-backup.save", "", dir) == "duel-backup");
  // A name open in another program is not free either.
  auto held = saves::SaveLock::acquire(dir / "picnic.save");
  REQUIRE(held.has_value());
  CHECK(saves::free_save_name(dir, "picnic") == "picnic-2");
}

TEST_CASE("[saves] the listing names each file by its own name and says what is recorded inside") {
  saves::testing::ScratchFolder folder;
  saves::write_save(folder.path() / "duel.save", short_game("duel"));
  fs::copy_file(folder.path() / "duel.save", folder.path() / "duel-backup.save");
  const auto list = saves::list_saves(folder.path(), program_catalog());
  REQUIRE(list.size() == 2);
  std::vector<std::pair<std::string, std::string>> names;
  for (const auto& save : list) names.emplace_back(save.name, save.recorded_name);
  std::sort(names.begin(), names.end());
  CHECK(names == std::vector<std::pair<std::string, std::string>>{{"duel", "duel"}, {"duel-backup", "duel"}});
}

TEST_CASE("[saves] a save folder that cannot be read says so instead of listing no saves") {
  saves::testing::ScratchFolder folder;
  CHECK(saves::list_saves(folder.path() / "absent", program_catalog()).empty());  // no folder yet: no saves
  saves::testing::write_bytes(folder.path() / "file", "not a folder");
  CHECK_THROWS_WITH(saves::list_saves(folder.path() / "file" / "saves", program_catalog()),
                    Catch::Contains("the save folder cannot be read (Not a directory)"));
  // A new game still gets a name, and its first autosave says why it is not saved.
  CHECK(saves::free_save_name(folder.path() / "file" / "saves", "blast-x") == "blast-x");
}

TEST_CASE("[saves] names read from a save are text: control characters reach no terminal") {
  auto session = short_game("\x1b]0;owned\x07\x1b[31mred");
  auto seats = session.seats();
  framework::Session crafted(program_catalog(), "blast", session.setup(),
                             {{"\x1b[2J\x9b" "1m", false, "", 0}, seats[1]});
  crafted.set_name(session.name());
  for (const auto& answer : session.answers()) crafted.answer(answer);
  const auto loaded = saves::decode_save(saves::encode_save(crafted, 1), program_catalog());
  CHECK(framework::is_text(loaded.name()));
  CHECK(loaded.name() == "\\x1b]0;owned\\x07\\x1b[31mred");
  CHECK(framework::is_text(loaded.seats()[0].name));
  CHECK(loaded.seats()[0].name == "\\x1b[2J\\x9b1m");
  saves::testing::ScratchFolder folder;
  saves::write_save(folder.path() / "crafted.save", crafted);
  const auto list = saves::list_saves(folder.path(), program_catalog());
  REQUIRE(list.size() == 1);
  CHECK(framework::is_text(list[0].recorded_name));
  CHECK(framework::is_text(list[0].summary));
}

TEST_CASE("[saves][record] a record with absurd numbers or names that are not text is refused, not converted") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "record.json";
  for (const std::string bytes :
       {"{\"games\": {\"blast\": {\"normal\": {\"won\": 1e300, \"lost\": 0}}}}",
        "{\"games\": {\"blast\": {\"normal\": {\"won\": 4294967296, \"lost\": 0}}}}",
        "{\"games\": {\"blast\": {\"normal\": {\"won\": -1, \"lost\": 0}}}}",
        "{\"games\": {\"blast\": {\"normal\": {\"won\": 2.5, \"lost\": 0}}}}",
        "{\"games\": {\"blast\": {\"\\u001b]0;x\\u0007\": {\"won\": 1, \"lost\": 0}}}}"}) {
    INFO(bytes);
    saves::testing::write_bytes(path, bytes);
    CHECK_THROWS_WITH(saves::read_record(path), Catch::Contains("not a record of games"));
    CHECK(saves::testing::read_bytes(path) == bytes);
  }
  // The largest counts it takes print their share without overflowing.
  saves::testing::write_bytes(path, "{\"games\": {\"blast\": {\"normal\": {\"won\": 1000000000, \"lost\": 1000000000}}}}");
  const auto rows = saves::record_table(saves::read_record(path), program_catalog());
  REQUIRE(rows.size() == 1);
  CHECK_THAT(rows[0], Catch::EndsWith(" 50%"));
}
