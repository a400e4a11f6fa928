#pragma once
// A game for bots to play, from a seed alone: the arena, bot benchmarks and bot tests.
#include <cstdint>

#include "games/smashup/state.hpp"

namespace cardtable::smashup {

// Random faction pairings from the implemented factions, drawn from `seed` (two copies of a faction allowed when
// too few are implemented for distinct pairs). While fewer factions exist than max(2, players), every seat plays two decks of
// the first implemented faction on the implemented bases: such a table is for testing bots, not a real setup.
State arena_game(std::uint64_t seed, int players);

}  // namespace cardtable::smashup
