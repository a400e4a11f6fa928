#include "ui/play/game_record.hpp"

#include <algorithm>
#include <set>

#include <spdlog/spdlog.h>

#include "saves/record.hpp"
#include "saves/save_file.hpp"

namespace cardtable::ui {

std::string record_level(const framework::Session& session) {
  int people = 0;
  std::set<std::string> levels;
  for (const auto& seat : session.seats()) {
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

namespace {

// The person's factions in a setup that names each seat's ("ghosts+steampunks", alphabetical); empty otherwise.
std::string pair_of(const nlohmann::json& setup, std::size_t seat) {
  const auto factions = setup.find("factions");
  if (factions == setup.end() || !factions->is_array() || seat >= factions->size()) return "";
  std::vector<std::string> names;
  const auto& pair = (*factions)[seat];
  if (pair.is_string()) {
    const auto text = pair.get<std::string>();
    names = {text.substr(0, text.find('+')), text.substr(text.find('+') + 1)};
  } else if (pair.is_array()) {
    for (const auto& name : pair)
      if (name.is_string()) names.push_back(name.get<std::string>());
  }
  if (names.size() != 2) return "";
  std::sort(names.begin(), names.end());
  return names[0] + "+" + names[1];
}

}  // namespace

std::optional<std::string> record_finished_game(const framework::Session& session, const nlohmann::json& setup) {
  const auto level = record_level(session);
  if (level.empty() || !session.match().is_over()) return std::nullopt;
  const auto& seats = session.seats();
  std::size_t person = 0;
  while (seats[person].is_bot) ++person;
  const bool won = session.match().results().at(person) >= 1.0;
  try {
    const auto record = saves::add_to_record(saves::record_path(), session.game_id(), level, won);
    if (const auto pair = pair_of(setup, person); !pair.empty())
      saves::add_pair_to_record(saves::record_path(), session.game_id(), pair, won);
    const auto& tally = record.at(session.game_id()).at(level);
    spdlog::info("record: {} against {} {} (now {} won, {} lost)", won ? "won" : "lost", session.game_id(), level,
                 tally.won, tally.lost);
    return "Your record against " + level + ": " + std::to_string(tally.won) + " won, " + std::to_string(tally.lost) +
           " lost (cardtable stats).";
  } catch (const saves::SaveError& e) {
    spdlog::warn("the record of games was not updated: {}", e.what());
    return "This game is not in your record: " + std::string(e.what());
  }
}

}  // namespace cardtable::ui
