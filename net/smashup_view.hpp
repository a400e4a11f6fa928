#pragma once
#include <string>
#include <string_view>

#include "games/smashup/observation.hpp"
#include "net/seat_view.hpp"

namespace cardtable::net {

// Smash Up's part for network tables (app/game_modules.cpp adds it to the game's module).
SeatView smashup_seat_view();
// A Smash Up view's archive and back: decode(encode(o)) == o. Decoding throws ViewError on bytes that are not a
// Smash Up view or name a card kind, base, faction or seat no game has.
std::string encode_smashup_observation(const smashup::Observation& view);
smashup::Observation decode_smashup_observation(std::string_view archive);
// What a decoded view names that no game has (the catalog, the JSON writer and the table look these up), or "".
std::string smashup_view_problem(const smashup::Observation& view);

}  // namespace cardtable::net
