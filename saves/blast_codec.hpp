#pragma once
#include <string>

#include "games/blast/state.hpp"
#include "saves/codec.hpp"

namespace cardtable::saves {

// State::exchange_leader as read from a save older than the field (State version 0): loading takes it from the
// replay of the answer log, which the comparison with the stored state lets through.
inline constexpr blast::Seat kLeaderUnknown = 0xFF;

StateCodec blast_codec();

// Why `s` cannot be a Blast position (every card in exactly one zone, ids and enums in range, stars add up),
// or an empty string when it can.
std::string blast_state_problem(const blast::State& s);

}  // namespace cardtable::saves
