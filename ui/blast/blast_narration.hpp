#pragma once
// What a Blast answer did, in the table's words ("You won the trick...", "Bot's zone"), and the round and game
// summaries. Pure: the engine's events worded with the seats' names.
#include <string>
#include <vector>

#include "games/blast/state.hpp"
#include "ui/screens/game_table.hpp"

namespace cardtable::ui {

// Applies `option_id` to a copy of `before` and words the events; throws framework::IllegalOption when it is not legal.
Narration narrate_blast(const blast::State& before, const std::string& option_id, const std::vector<SeatWords>& seats);
// The first deal of a new game, which no answer caused: "Round 1: 15 cards each, 14 unseen; You lead."
std::string blast_opening(const blast::State& start, const std::vector<SeatWords>& seats);
// The end of a finished game: winner, score, why it ended.
Notice blast_result(const blast::State& state, const std::vector<SeatWords>& seats);

}  // namespace cardtable::ui
