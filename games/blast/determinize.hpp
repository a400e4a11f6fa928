#pragma once
#include "framework/rng.hpp"
#include "games/blast/state.hpp"

namespace cardtable::blast {

// A full state that `seat` cannot tell apart from `s` (observe(result, seat) == observe(s, seat)): the other hand
// and the undealt cards are dealt again at random from the cards `seat` has not seen, keeping everything it knows:
// hand sizes, its own gift still in the other hand, and, when the other seat was ahead in this round's
// exchange, that every card it kept is at most the lowest printed value it gave. The RNG is reseeded from `rng`,
// so shuffles of later rounds are unknown too.
State determinize(const State& s, Seat seat, framework::Rng& rng);

}  // namespace cardtable::blast
