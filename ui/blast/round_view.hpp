#pragma once
// "This round": the round's public log as one seat sees it (Observation::log), trick by trick in the game's own
// sentences, then what is face up and what the seat has not seen. No terminal calls here.
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "games/blast/observation.hpp"

namespace cardtable::ui {

// "This round: round 2".
std::string round_view_title(const blast::Observation& view);
// The window's lines, each one sentence (the window wraps them): the deal, the seat's own exchange, each trick under
// its heading with every play, pass, trick won and Junker discard, the round's end in a finished game; then the high
// cards face up and how many cards the seat has not seen. A round whose start is not known (a game resumed from a
// save older than format 11) says so, with the trick on the table.
std::vector<std::string> round_view_lines(const blast::Observation& view, framework::SeatWordings seats);

}  // namespace cardtable::ui
