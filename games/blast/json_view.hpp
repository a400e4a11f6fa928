#pragma once
#include <nlohmann/json.hpp>

#include "games/blast/observation.hpp"
#include "games/blast/state.hpp"

namespace cardtable::blast {

// The protocol's views: `state` shows everything, `observe` exactly one seat's Observation.
nlohmann::json state_to_json(const State& s);
nlohmann::json observation_to_json(const Observation& o);
nlohmann::json trick_to_json(const Trick& t);

}  // namespace cardtable::blast
