#pragma once
// New sessions as the command line and the menu start them: seats, seeds (the bot's derived from the game's, so the
// same command gives the same game), the save name and the start time.
#include <cstdint>
#include <optional>
#include <string>

#include "framework/session.hpp"

namespace cardtable::ui {

struct BlastStart {
  std::string bot_level = "normal";  // easy | normal | hard (or an agent such as "random"); ignored for hot-seat
  bool hot_seat = false;
  std::optional<std::uint64_t> seed;  // drawn from the system when absent
  std::string first = "random";       // you | bot | random (hot-seat: you = Player 1)
  std::vector<std::string> names;     // hot-seat: the players' names as typed ("Player N" for one left empty)
};

// Shared by every game's start: a seed from the system, a bot's seed from the game's, and a named, dated session.
std::uint64_t system_seed();
std::uint64_t bot_seed(std::uint64_t game_seed, std::size_t seat);
framework::Session start_session(const framework::GameCatalog& catalog, const std::string& game_id,
                                 nlohmann::json setup, std::vector<framework::SeatPlayer> seats);

// Throws std::invalid_argument when the hot-seat names cannot be told apart (names_problem).
framework::Session new_blast_session(const framework::GameCatalog& catalog, const BlastStart& start);
struct SmashUpStart;
// Throws std::invalid_argument or framework::BadSetup naming what is wrong; `notes` gets what was changed (a bot level
// Smash Up does not have yet).
framework::Session new_smashup_session(const framework::GameCatalog& catalog, const SmashUpStart& start,
                                       std::vector<std::string>* notes = nullptr);
// The same players again, with a new seed (bots get new seeds derived from it).
framework::Session play_again(const framework::GameCatalog& catalog, const framework::Session& finished,
                              nlohmann::json setup);

}  // namespace cardtable::ui
