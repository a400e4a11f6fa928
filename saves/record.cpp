#include "saves/record.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "framework/input_limits.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"

namespace cardtable::saves {
namespace {

// A record holds a few numbers per game and level; anything near this size is not one.
constexpr std::uintmax_t kMaxRecordBytes = 1U << 20;
// More games than anyone plays: a larger count is no record (and its percentages must not overflow).
constexpr std::int64_t kMaxGames = 1'000'000'000;

// A count of games as the record holds it: a whole number from 0 to kMaxGames, read as exactly that number.
int games_count(const nlohmann::json& value, const std::string& what) {
  const bool whole = value.is_number_unsigned() || (value.is_number_integer() && value.get<std::int64_t>() >= 0);
  if (!whole || value.get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxGames))
    throw SaveError("\"" + what + "\" must be a whole number from 0 to " + std::to_string(kMaxGames));
  return static_cast<int>(value.get<std::uint64_t>());
}

// A game id or a bot level as the record names it: printed by `cardtable stats`, so text only.
const std::string& record_name(const std::string& name) {
  if (name.empty() || name.size() > 64 || !framework::is_text(name))
    throw SaveError("a game or level called '" + framework::printable(name) + "', which is not a short name");
  return name;
}

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
        record[record_name(game)][record_name(level)] = {games_count(tally.at("won"), "won"),
                                                         games_count(tally.at("lost"), "lost")};
  } catch (const nlohmann::json::exception& e) {
    throw SaveError(path.string() + ": not a record of games (" + e.what() + ")");
  } catch (const SaveError& e) {
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
  auto& count = won ? tally.won : tally.lost;
  if (count < kMaxGames) ++count;
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
      const std::int64_t played = std::int64_t{tally.won} + tally.lost;
      char numbers[64];
      std::snprintf(numbers, sizeof numbers, "%4d won %4d lost  %3d%%", tally.won, tally.lost,
                    played ? static_cast<int>(100 * std::int64_t{tally.won} / played) : 0);
      auto row = title(game);
      row.resize(game_width + 2, ' ');
      row += level;
      row.resize(game_width + 2 + level_width + 1, ' ');
      rows.push_back(row + numbers);
    }
  return rows;
}

}  // namespace cardtable::saves
