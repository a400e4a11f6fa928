#pragma once
// Protocol sessions for the fuzz target and the mutation test: a few lines of valid requests each, and the mutations
// the mutation test applies to them.
#include <string>
#include <vector>

#include "framework/rng.hpp"

namespace cardtable::protocol::testing {

// Short sessions of valid requests (new, legal, apply, observe, state, games) for both games.
const std::vector<std::vector<std::string>>& line_corpus();
// One damaged copy of `line`: truncated, bytes flipped or inserted, a run deleted, a number made absurd, nesting
// multiplied, a string's quote removed.
std::string mutate_line(std::string line, framework::Rng& rng);

}  // namespace cardtable::protocol::testing
