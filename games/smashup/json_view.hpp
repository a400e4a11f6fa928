#pragma once
#include <nlohmann/json.hpp>

#include "games/smashup/observation.hpp"
#include "games/smashup/state.hpp"

namespace cardtable::smashup {

// The protocol's views: `state` shows everything; `observe` exactly one seat's Observation.
nlohmann::json state_to_json(const State& s);
nlohmann::json observation_to_json(const Observation& o);

}  // namespace cardtable::smashup
