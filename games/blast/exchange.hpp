#pragma once
#include <vector>

#include "games/blast/state.hpp"

namespace cardtable::blast {

// The gifts `seat` may choose in this round's exchange: the seat ahead gives its `count` highest cards and
// chooses only among equal values that straddle the cut; the seat behind gives any `count` cards.
void append_gifts(CardSet hand, int count, bool ahead, std::vector<Action>& out);

}  // namespace cardtable::blast
