#pragma once
// Tables the Smash Up screen-logic tests share.
#include <string>

#include "games/smashup/state.hpp"

namespace cardtable::ui::testing {

// Player 1 holds Laseratops (destroy a minion of power 2 or less on its base) and Probe; Player 2 has a Zapbot (2)
// and an Armor Stego (3, +2 during other players' turns) on Jungle Oasis; The Homeworld is empty, so playing the
// minion asks where.
smashup::State laseratops_table();

// Applies the choice `id` (which must be offered) and returns it.
std::string answer(smashup::State& s, const std::string& id);

}  // namespace cardtable::ui::testing
