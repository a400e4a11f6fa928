#include "saves/record.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"

namespace cardtable::saves {
namespace {

// A record holds a few numbers per game and level; anything near this size is not one.
constexpr std::uintmax_t kMaxRecordBytes = 1U << 20;

}  // namespace

std::filesystem::path record_path() { return save_dir().parent_path() / "record.json"; }

Record read_record(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};
  if (!std::filesystem::is_regular_file(path, ec) || std::filesystem::file_size(path, ec) > kMaxRecordBytes)
    throw SaveError(path.string() + ": not a record of games (not a small regular file)");
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  if (!in && !in.eof()) throw SaveError(path.string() + ": cannot be read");
  Record record;
  try {
    const auto json = nlohmann::json::parse(text.str());
    for (const auto& [game, levels] : json.at("games").items())
      for (const auto& [level, tally] : levels.items())
        record[game][level] = {tally.at("won").get<int>(), tally.at("lost").get<int>()};
  } catch (const nlohmann::json::exception& e) {
    throw SaveError(path.string() + ": not a record of games (" + e.what() + ")");
  }
  return record;
}

void write_record(const std::filesystem::path& path, const Record& record) {
  nlohmann::json games = nlohmann::json::object();
  for (const auto& [game, levels] : record)
    for (const auto& [level, tally] : levels) games[game][level] = {{"won", tally.won}, {"lost", tally.lost}};
  write_atomically(path, nlohmann::json{{"games", games}}.dump(2) + "\n");
}

Record add_to_record(const std::filesystem::path& path, const std::string& game, const std::string& level, bool won) {
  auto record = read_record(path);
  auto& tally = record[game][level];
  ++(won ? tally.won : tally.lost);
  write_record(path, record);
  return record;
}

std::vector<std::string> record_table(const Record& record, const framework::GameCatalog& catalog) {
  auto title = [&](const std::string& game) { return catalog.find(game) ? catalog.find(game)->info.title : game; };
  std::size_t game_width = 0;
  std::size_t level_width = 0;
  for (const auto& [game, levels] : record) {
    game_width = std::max(game_width, title(game).size());
    for (const auto& [level, tally] : levels) level_width = std::max(level_width, level.size());
  }
  std::vector<std::string> rows;
  for (const auto& [game, levels] : record)
    for (const auto& [level, tally] : levels) {
      const int played = tally.won + tally.lost;
      char numbers[64];
      std::snprintf(numbers, sizeof numbers, "%4d won %4d lost  %3d%%", tally.won, tally.lost,
                    played ? 100 * tally.won / played : 0);
      auto row = title(game);
      row.resize(game_width + 2, ' ');
      row += level;
      row.resize(game_width + 2 + level_width + 1, ' ');
      rows.push_back(row + numbers);
    }
  return rows;
}

}  // namespace cardtable::saves
