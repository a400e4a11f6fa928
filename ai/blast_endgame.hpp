#pragma once
// The end of a Blast round solved exactly in one deal: when both hands together hold few cards, a rollout's random
// steps misjudge what is left far more than a search of every line does. The search below is minimax with
// alpha-beta over the deal as dealt (every card face up), played to the round's end; what it reaches there is
// valued by BlastGame::value (the round-start table, or the game's result).
#include <cstdint>
#include <vector>

#include "ai/blast_search.hpp"

namespace cardtable::ai {

struct EndgameStats {
  int nodes = 0;
};

// Plays `s` to the end of its round by perfect play of both seats in this deal (seat 0 maximising its value less
// seat 1's) and returns true; returns false and leaves `s` as it was when the search needed more than `node_limit`
// positions. Deterministic: the same state gives the same end.
bool solve_round_end(BlastGame& game, blast::State& s, int node_limit, EndgameStats* stats = nullptr);

}  // namespace cardtable::ai
