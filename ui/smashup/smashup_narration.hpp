#pragma once
// What a Smash Up answer did, in the table's words: the engine's sentences with the seats' names, and a summary of
// each base that scored (places, power, VP, the base's ability) for the player to acknowledge.
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "games/smashup/smashup_match.hpp"
#include "ui/screens/narration.hpp"

namespace cardtable::ui {

// What the answer that led to `after` did: its events worded for `seats`, and the scoring summary when bases scored.
Narration narrate_smashup(const smashup::SmashUpMatch& after, framework::SeatWordings seats);
// The scoring summary alone of that answer; nothing is worded when no base scored.
std::optional<Notice> smashup_notice(const smashup::SmashUpMatch& after, framework::SeatWordings seats);

}  // namespace cardtable::ui
