#pragma once
#include <vector>

#include "framework/session.hpp"
#include "ui/screens/game_table.hpp"

namespace cardtable::ui {

// How the table names each seat: the one person against bots is "You"; bots are "Bot" ("Bot (easy)" in titles);
// people sharing the keyboard keep their seat names ("Player 1", column "P1").
std::vector<SeatWords> seat_words(const std::vector<framework::SeatPlayer>& seats);

}  // namespace cardtable::ui
