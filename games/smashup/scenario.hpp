#pragma once
// Any position as JSON (docs/scenarios.md): bases in play (with minions and attached actions, their controllers
// and owners), the base deck and discard, each player's factions, hand, deck (top first), discard pile and VP,
// whose turn it is, the phase and the plays left. Used by tests and by `serve` ({"cmd":"new","scenario":{...}}).
#include <nlohmann/json.hpp>

#include "games/smashup/state.hpp"

namespace cardtable::smashup {

// Builds the position and runs it to its first question. Throws framework::BadSetup naming what is wrong.
State state_from_scenario(const nlohmann::json& scenario);

}  // namespace cardtable::smashup
