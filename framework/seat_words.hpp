#pragma once
#include <vector>

#include "framework/seat_wording.hpp"
#include "framework/session.hpp"

namespace cardtable::framework {

// How a game's seats are named wherever a person reads them (the table, its log, the saves list, Continue): the one
// person against bots is "You"; bots are "Bot" ("Bot (easy)" in titles, which the player lists show); people sharing
// the keyboard go by their names ("Player 1" unless they gave one; column "P1", or the name's start).
std::vector<SeatWording> seat_words(const std::vector<SeatPlayer>& seats);

}  // namespace cardtable::framework
