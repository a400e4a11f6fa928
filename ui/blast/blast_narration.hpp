#pragma once
// What a Blast answer did, in the table's words ("You won the trick...", "Bot's zone"), and the round and game
// summaries. Pure: the engine's events worded with the seats' names.
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "games/blast/blast_match.hpp"
#include "games/blast/observation.hpp"
#include "ui/screens/narration.hpp"

namespace cardtable::ui {

// What the answer that led to `after` did: its events, worded for `seats`, and the round or game summary it brings.
Narration narrate_blast(const blast::BlastMatch& after, framework::SeatWordings seats);
// The round or game summary alone of that answer; nothing is worded when it ended neither.
std::optional<Notice> blast_notice(const blast::BlastMatch& after, framework::SeatWordings seats);
// The first deal of a new game, which no answer caused: "Round 1: 15 cards each, 14 unseen; You lead."
std::string blast_opening(const blast::State& start, framework::SeatWordings seats);
// The end of a finished game as a seat sees it (every count it needs is public): winner, score, why it ended.
Notice blast_result(const blast::Observation& end, framework::SeatWordings seats);

}  // namespace cardtable::ui
