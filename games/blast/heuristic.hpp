#pragma once
// A search-free Blast player: the baseline the search bot must beat and the policy its rollouts follow.
// It reads only what the seat to move may see (its own hand and the public table), never the other hand.
#include <vector>

#include "games/blast/state.hpp"

namespace cardtable::blast {

// How much `card` is worth keeping in `hand`: high values win tricks, pairs and runs make multi-card plays,
// Changelings bend to any run, Greedbots pull planets home.
double keep_value(CardSet hand, CardId card);

// The `count` cards of `hand` least worth keeping (the trailer's gift in an exchange).
CardSet cheapest_cards(CardSet hand, int count);

// Scores one legal action for the seat to move; higher is better.
double heuristic_score(const State& s, const Action& a);

// The best-scored of `legal` (the legal actions of s, or a subset of them; never empty).
const Action& heuristic_pick(const State& s, const std::vector<Action>& legal);

// The heuristic's answer for the seat to move. In an exchange it builds the gift from ranked cards instead of
// enumerating every subset (a trailer giving 6 of 15 has 5,005 gifts).
Action heuristic_action(const State& s, std::vector<Action>& scratch);

}  // namespace cardtable::blast
