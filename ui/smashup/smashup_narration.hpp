#pragma once
// What a Smash Up answer did, in the table's words: the engine's sentences with the seats' names, and a summary of
// each base that scored (places, power, VP, the base's ability) for the player to acknowledge.
#include <string>
#include <vector>

#include "games/smashup/state.hpp"
#include "ui/screens/game_table.hpp"

namespace cardtable::ui {

// Applies `option_id` to a copy of `before` and words what happened; throws framework::IllegalOption when it is not
// one of the options.
Narration narrate_smashup(const smashup::State& before, const std::string& option_id,
                          const std::vector<SeatWords>& seats);

}  // namespace cardtable::ui
