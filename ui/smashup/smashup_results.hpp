#pragma once
// The results of a finished Smash Up game: players ranked by VP, each with the VP every base scored gave them (and
// what cards gave), read from a replay of the session's answers, since the state keeps only the totals.
#include <vector>

#include "framework/session.hpp"
#include "framework/seat_wording.hpp"
#include "ui/screens/narration.hpp"

namespace cardtable::ui {

Notice smashup_results(const framework::Session& session, framework::SeatWordings seats);

}  // namespace cardtable::ui
