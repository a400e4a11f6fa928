#pragma once
// An arena run written down game by game, so a long run (a thousand games of two search bots take hours on two cores)
// survives being stopped and carries on where it left off. Games are seeded by their index, so a run finished in
// several sittings gives the same results as one unbroken run.
#include <filesystem>
#include <map>
#include <string>
#include <string_view>

#include "app/arena.hpp"

namespace cardtable::app {

class ArenaRecord {
 public:
  // Opens `path` for the run `setup` describes (game, seed, agents in seat order), reading the games an earlier run
  // of the same setup finished, or starts the file. Throws UsageError, naming the file, when it records another run
  // or is damaged. An unfinished last line (the program stopped while writing it) is dropped.
  // The file is a regular one, never reached through a symbolic link.
  ArenaRecord(std::filesystem::path path, const std::string& game, const ArenaSetup& setup);
  ArenaRecord(const ArenaRecord&) = delete;
  ArenaRecord& operator=(const ArenaRecord&) = delete;
  ~ArenaRecord();

  const std::filesystem::path& path() const { return path_; }
  const std::map<int, GameRecord>& games() const { return games_; }
  // Adds one finished game to the file, written at once; false when it could not be written (a full disk), after which
  // the record takes no more games: `stopped` says why.
  bool append(int game, const GameRecord& record);
  const std::string& stopped() const { return stopped_; }

 private:
  bool write_all(std::string_view bytes);

  std::filesystem::path path_;
  int fd_ = -1;
  std::map<int, GameRecord> games_;
  std::string stopped_;  // why the last write failed; empty while the record is written
};

}  // namespace cardtable::app
