#pragma once
#include <string>
#include <string_view>

#include "games/blast/observation.hpp"
#include "net/seat_view.hpp"

namespace cardtable::net {

// Blast's part for network tables (app/game_modules.cpp adds it to the game's module).
SeatView blast_seat_view();
// A Blast view's archive and back: decode(encode(o)) == o. Decoding throws ViewError on bytes that are not a Blast
// view or hold values no game has (a card, planet or seat out of range).
std::string encode_blast_observation(const blast::Observation& view);
blast::Observation decode_blast_observation(std::string_view archive);

}  // namespace cardtable::net
