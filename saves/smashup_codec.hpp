#pragma once
#include <string>

#include "games/smashup/state.hpp"
#include "saves/codec.hpp"

namespace cardtable::saves {

StateCodec smashup_codec();

// Why `s` cannot be a Smash Up position (ids out of range, a card in two places or none, a base twice), or an
// empty string when it can. Reads ids only after checking them, so a damaged save cannot crash it.
std::string smashup_state_problem(const smashup::State& s);

}  // namespace cardtable::saves
