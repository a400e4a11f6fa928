#pragma once
// Why the Blast search chose its answer, in a sentence for the player of the seat asked (a hint, serve's bot): what
// the answer wins in the search's own playouts (the trick's planet, the round), the best combination it keeps, and
// the search's estimate of the chance to win the game with it against the next best answer.
#include <cstdint>
#include <string>
#include <vector>

#include "ai/blast_search.hpp"
#include "ai/ismcts.hpp"

namespace cardtable::ai {

// `edges` is the root of the search that chose `chosen` for the seat to move in `s`. The playouts follow `game`'s
// rollout policy from deals consistent with what that seat has seen (dealt from `seed`), as the search's own do.
std::string blast_why(const blast::State& s, const blast::Action& chosen,
                      const std::vector<RootEdge<blast::Action>>& edges, BlastGame game, std::uint64_t seed);

}  // namespace cardtable::ai
