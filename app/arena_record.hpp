#pragma once
// An arena run written down game by game, so a long run (a thousand games of two search bots take hours on two cores)
// survives being stopped and carries on where it left off. Games are seeded by their index, so a run finished in
// several sittings gives the same results as one unbroken run.
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "app/arena.hpp"

namespace cardtable::app {

class ArenaRecord {
 public:
  // Opens `path` for the run `setup` describes (game, seed, agents in seat order), reading the games an earlier run
  // of the same setup finished, or starts the file. Throws UsageError, naming the file, when it records another run
  // or is damaged. An unfinished last line (the program stopped while writing it) is dropped.
  ArenaRecord(std::filesystem::path path, const std::string& game, const ArenaSetup& setup);

  const std::map<int, GameRecord>& games() const { return games_; }
  // Adds one finished game to the file, flushed at once.
  void append(int game, const GameRecord& record);

 private:
  std::filesystem::path path_;
  std::map<int, GameRecord> games_;
  std::ofstream out_;
};

}  // namespace cardtable::app
