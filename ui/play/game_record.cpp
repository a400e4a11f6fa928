#include "ui/play/game_record.hpp"

#include <set>

#include <spdlog/spdlog.h>

#include "saves/record.hpp"
#include "saves/save_file.hpp"

namespace cardtable::ui {

std::string record_level(const std::vector<framework::SeatPlayer>& seats) {
  int people = 0;
  std::set<std::string> levels;
  for (const auto& seat : seats) {
    if (seat.is_bot)
      levels.insert(seat.bot_level);
    else
      ++people;
  }
  if (people != 1 || levels.empty()) return "";
  std::string level;
  for (const auto& l : levels) level += (level.empty() ? "" : "+") + l;
  return level;
}

std::optional<std::string> record_finished_game(const std::string& game_id, const std::string& level,
                                                const SeatPosition& end, const std::string& pair) {
  if (level.empty() || !end.over || end.seat >= end.results.size()) return std::nullopt;
  const bool won = end.results[end.seat] >= 1.0;
  try {
    const auto record = saves::add_to_record(saves::record_path(), game_id, level, won);
    if (!pair.empty()) saves::add_pair_to_record(saves::record_path(), game_id, pair, won);
    const auto& tally = record.at(game_id).at(level);
    spdlog::info("record: {} against {} {} (now {} won, {} lost)", won ? "won" : "lost", game_id, level, tally.won,
                 tally.lost);
    return "Your record against " + level + ": " + std::to_string(tally.won) + " won, " + std::to_string(tally.lost) +
           " lost (cardtable stats).";
  } catch (const saves::SaveError& e) {
    spdlog::warn("the record of games was not updated: {}", e.what());
    return "This game is not in your record: " + std::string(e.what());
  }
}

}  // namespace cardtable::ui
