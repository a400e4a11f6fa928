#pragma once
// The person's record against the bots: games won and lost per game and bot level, kept next to the saves in the data
// folder (record.json) and printed by `cardtable stats`. Written atomically, like a save.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"

namespace cardtable::saves {

struct Tally {
  int won = 0;
  int lost = 0;
  bool operator==(const Tally&) const = default;
};

// Game id ("blast") → the bots' level ("normal") → the tally.
using Record = std::map<std::string, std::map<std::string, Tally>>;

// $XDG_DATA_HOME/cardtable/record.json, or ~/.local/share/cardtable/record.json.
std::filesystem::path record_path();
// The record in the file; empty when there is none yet. Throws SaveError naming the file when it cannot be read or
// is not a record (the file is left as it is).
Record read_record(const std::filesystem::path& path);
void write_record(const std::filesystem::path& path, const Record& record);
// Adds one finished game to the record in the file (read, count, write atomically); throws SaveError.
Record add_to_record(const std::filesystem::path& path, const std::string& game, const std::string& level, bool won);
// The record as a table, one row per game and level ("Blast     normal     3 won  1 lost  75%").
std::vector<std::string> record_table(const Record& record, const framework::GameCatalog& catalog);

// The same games by what the person played with: game id ("smashup") → their factions ("ghosts+steampunks", in
// alphabetical order) → the tally. Kept in the same file, beside the levels.
using PairRecord = std::map<std::string, std::map<std::string, Tally>>;
PairRecord read_pair_record(const std::filesystem::path& path);
// Adds one finished game under the person's pair (read, count, write atomically, the levels kept); throws SaveError.
PairRecord add_pair_to_record(const std::filesystem::path& path, const std::string& game, const std::string& pair,
                              bool won);
// One row per pair, the best first (share won, then games), then a line naming the best and the worst pairs.
std::vector<std::string> pair_table(const std::map<std::string, Tally>& pairs);

}  // namespace cardtable::saves
