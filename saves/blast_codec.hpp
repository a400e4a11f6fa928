#pragma once
#include <string>

#include "games/blast/state.hpp"
#include "saves/codec.hpp"

namespace cardtable::saves {

StateCodec blast_codec();

// Why `s` cannot be a Blast position (every card in exactly one zone, ids and enums in range, stars add up),
// or an empty string when it can.
std::string blast_state_problem(const blast::State& s);

}  // namespace cardtable::saves
