#pragma once
// The results of a finished Smash Up game: players ranked by VP and, at a local table, each with the VP every base
// scored gave them (and what cards gave), read from a replay of the session's answers, since the state keeps only the
// totals.
#include <optional>
#include <vector>

#include "framework/session.hpp"
#include "framework/seat_wording.hpp"
#include "games/smashup/observation.hpp"
#include "ui/screens/narration.hpp"

namespace cardtable::ui {

// Where each seat's VP came from: the bases in the order they scored them, and abilities.
struct Earned {
  std::vector<std::pair<smashup::BaseId, int>> bases;
  int from_abilities = 0;
};
std::vector<Earned> vp_sources(const framework::Session& session);

// The results from the last position as a seat sees it (only what every seat sees is read), with where the VP came
// from when `earned` is given.
Notice smashup_results(const smashup::Observation& end, const std::optional<std::vector<Earned>>& earned,
                       framework::SeatWordings seats);

}  // namespace cardtable::ui
