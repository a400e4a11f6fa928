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

// A game id, a bot level or a faction pair as the record names it: printed by `cardtable stats`, so text only.
const std::string& record_name(const std::string& name) {
  if (name.empty() || name.size() > 64 || !framework::is_text(name))
    throw SaveError("a game, level or pair called '" + framework::printable(name) + "', which is not a short name");
  return name;
}

// One more game won or lost, held at kMaxGames.
void count_game(Tally& tally, bool won) {
  auto& count = won ? tally.won : tally.lost;
  if (count < kMaxGames) ++count;
}

}  // namespace

std::filesystem::path record_path() { return save_dir().parent_path() / "record.json"; }

namespace {

// The record file's JSON, an empty object when there is none yet.
nlohmann::json read_json(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return nlohmann::json::object();
  if (!std::filesystem::is_regular_file(path, ec) || std::filesystem::file_size(path, ec) > kMaxRecordBytes)
    throw SaveError(path.string() + ": not a record of games (not a small regular file)");
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  if (!in && !in.eof()) throw SaveError(path.string() + ": cannot be read");
  try {
    return nlohmann::json::parse(text.str());
  } catch (const nlohmann::json::exception& e) {
    throw SaveError(path.string() + ": not a record of games (" + e.what() + ")");
  }
}

// game → key → tally, from one part of the file ("games": by level, "pairs": by faction pair).
std::map<std::string, std::map<std::string, Tally>> tallies(const nlohmann::json& json, const char* part, bool needed,
                                                            const std::filesystem::path& path) {
  std::map<std::string, std::map<std::string, Tally>> out;
  try {
    if (!needed && (!json.is_object() || !json.contains(part))) return out;
    for (const auto& [game, keys] : json.at(part).items())
      for (const auto& [key, tally] : keys.items())
        out[record_name(game)][record_name(key)] = {games_count(tally.at("won"), "won"),
                                                    games_count(tally.at("lost"), "lost")};
  } catch (const nlohmann::json::exception& e) {
    throw SaveError(path.string() + ": not a record of games (" + e.what() + ")");
  } catch (const SaveError& e) {
    throw SaveError(path.string() + ": not a record of games (" + e.what() + ")");
  }
  return out;
}

nlohmann::json tallies_json(const std::map<std::string, std::map<std::string, Tally>>& record) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [game, keys] : record)
    for (const auto& [key, tally] : keys) out[game][key] = {{"won", tally.won}, {"lost", tally.lost}};
  return out;
}

// Writes one part of the file, keeping the others.
void write_part(const std::filesystem::path& path, const char* part,
                const std::map<std::string, std::map<std::string, Tally>>& record) {
  check_write_target(path);  // a device, FIFO, folder or link is refused as a write target, before it is read
  auto json = read_json(path);
  if (!json.is_object()) json = nlohmann::json::object();
  json[part] = tallies_json(record);
  write_atomically(path, json.dump(2) + "\n");
}

}  // namespace

Record read_record(const std::filesystem::path& path) {
  const auto json = read_json(path);
  if (json.empty()) return {};
  // A record of faction pairs alone (its games by level written later) is still a record.
  return tallies(json, "games", !(json.is_object() && json.contains("pairs")), path);
}

void write_record(const std::filesystem::path& path, const Record& record) { write_part(path, "games", record); }

PairRecord read_pair_record(const std::filesystem::path& path) {
  return tallies(read_json(path), "pairs", false, path);
}

PairRecord add_pair_to_record(const std::filesystem::path& path, const std::string& game, const std::string& pair,
                              bool won) {
  read_record(path);  // a damaged file is refused, and left as it was, before anything is written
  auto pairs = read_pair_record(path);
  count_game(pairs[game][pair], won);
  write_part(path, "pairs", pairs);
  return pairs;
}

std::vector<std::string> pair_table(const std::map<std::string, Tally>& pairs) {
  std::vector<std::pair<std::string, Tally>> rows(pairs.begin(), pairs.end());
  const auto share = [](const Tally& t) {
    const std::int64_t played = std::int64_t{t.won} + t.lost;
    return played ? static_cast<double>(t.won) / static_cast<double>(played) : 0.0;
  };
  std::stable_sort(rows.begin(), rows.end(), [&](const auto& a, const auto& b) {
    if (share(a.second) != share(b.second)) return share(a.second) > share(b.second);
    return std::int64_t{a.second.won} + a.second.lost > std::int64_t{b.second.won} + b.second.lost;
  });
  std::size_t width = 0;
  for (const auto& [pair, tally] : rows) width = std::max(width, pair.size());
  std::vector<std::string> out;
  for (const auto& [pair, tally] : rows) {
    char numbers[64];
    std::snprintf(numbers, sizeof numbers, "%4d won %4d lost  %3d%%", tally.won, tally.lost,
                  static_cast<int>(100 * share(tally)));
    auto row = pair;
    row.resize(width + 2, ' ');
    out.push_back(row + numbers);
  }
  if (rows.size() > 1)
    out.push_back("Best pair: " + rows.front().first + "; worst: " + rows.back().first + ".");
  return out;
}

Record add_to_record(const std::filesystem::path& path, const std::string& game, const std::string& level, bool won) {
  auto record = read_record(path);
  count_game(record[game][level], won);
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
