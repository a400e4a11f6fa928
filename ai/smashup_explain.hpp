#pragma once
// Why the Smash Up search chose its answer, in a sentence for the player of the seat asked (a hint, serve's bot): the
// base it wins or helps score in the search's own playouts to the end of the turn, the VP both sides have then, and
// the search's rating of the answer against the next best.
#include <cstdint>
#include <string>
#include <vector>

#include "ai/ismcts.hpp"
#include "ai/smashup_search.hpp"

namespace cardtable::ai {

// `edges` is the root of the search that chose `chosen` for the seat asked in `s`. The playouts follow `game`'s
// rollout policy from deals consistent with what that seat has seen (dealt from `seed`), as the search's own do.
std::string smashup_why(const smashup::State& s, const smashup::Choice& chosen,
                        const std::vector<RootEdge<smashup::Choice>>& edges, const SmashUpGame& game,
                        std::uint64_t seed);

}  // namespace cardtable::ai
