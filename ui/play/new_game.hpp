#pragma once
// New sessions as the command line and the menu start them: seats, seeds (the bot's derived from the game's, so the
// same command gives the same game), the save name and the start time.
#include <cstdint>
#include <string>

#include "framework/session.hpp"

namespace cardtable::ui {

// Shared by every game's start: a seed from the system, a bot's seed from the game's, and a named, dated session.
std::uint64_t system_seed();
std::uint64_t bot_seed(std::uint64_t game_seed, std::size_t seat);
framework::Session start_session(const framework::GameCatalog& catalog, const std::string& game_id,
                                 nlohmann::json setup, std::vector<framework::SeatPlayer> seats);

// The same players again, with a new seed (bots get new seeds derived from it).
framework::Session play_again(const framework::GameCatalog& catalog, const framework::Session& finished,
                              nlohmann::json setup);

}  // namespace cardtable::ui
