#pragma once
#include <nlohmann/json.hpp>

#include "games/smashup/state.hpp"

namespace cardtable::smashup {

// The protocol's views: `state` shows everything; `observe` what one seat may see (R-4: hands and decks hidden,
// their sizes public; discard piles, bases and everything on them public).
nlohmann::json state_to_json(const State& s);
nlohmann::json observation_to_json(const State& s, Seat seat);

}  // namespace cardtable::smashup
