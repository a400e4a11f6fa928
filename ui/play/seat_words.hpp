#pragma once
#include <vector>

#include "framework/seat_wording.hpp"
#include "framework/session.hpp"

namespace cardtable::ui {

// How the table names each seat: the one person against bots is "You"; bots are "Bot" ("Bot (easy)" in titles);
// people sharing the keyboard go by their names ("Player 1" unless they gave one; column "P1", or the name's start).
std::vector<framework::SeatWording> seat_words(const std::vector<framework::SeatPlayer>& seats);

}  // namespace cardtable::ui
