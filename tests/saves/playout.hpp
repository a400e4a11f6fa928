#pragma once
// Random games for the save tests: every game in the program's catalog, played by uniformly random answers.
#include <cstdint>
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"
#include "framework/rng.hpp"
#include "framework/session.hpp"

namespace cardtable::saves::testing {

// The catalog the program itself plays (app/game_modules.cpp), so a newly registered game is tested here too.
const framework::GameCatalog& program_catalog();

// A fresh session of `game_id` for `seed`, with a person against bots (the game's fewest players unless `players`
// says otherwise), named and dated like the app does.
framework::Session new_session(const std::string& game_id, std::uint64_t seed);
framework::Session new_session(const std::string& game_id, std::uint64_t seed, int players);

// False when the game refuses the default setup new_session uses (framework::BadSetup).
bool can_start(const std::string& game_id);
bool can_start(const std::string& game_id, int players);

// A uniformly random option of the pending decision.
std::string random_answer(const framework::Match& match, framework::Rng& rng);

// Plays `answers` random answers (or to the end) into `session`.
void play_randomly(framework::Session& session, framework::Rng& rng, std::size_t answers);

}  // namespace cardtable::saves::testing
