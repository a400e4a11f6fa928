#pragma once
// A search-free Blast player: the baseline the search bot must beat and the policy its rollouts follow.
// It reads only what the seat to move may see (its own hand and the public table), never the other hand.
#include <array>
#include <vector>

#include "games/blast/state.hpp"

namespace cardtable::blast {

// How much each card of a hand is worth keeping: high values win tricks, pairs and runs make multi-card plays,
// Changelings bend to any run, Greedbots pull planets home.
class HandProfile {
 public:
  explicit HandProfile(CardSet hand);
  double keep(CardId card) const { return keep_[card]; }

 private:
  std::array<double, kDeckSize> keep_{};
};

// The `count` cards of `hand` least worth keeping (the trailer's gift in an exchange).
CardSet cheapest_cards(CardSet hand, int count);

// The heuristic's judgement of the decision waiting in one state, computed once and asked about many actions.
class Heuristic {
 public:
  explicit Heuristic(const State& s);
  // Higher is better for the seat to move. `a` must be legal in the state.
  double score(const Action& a) const;
  // The best-scored of `legal` (never empty).
  const Action& pick(const std::vector<Action>& legal) const;

 private:
  double play_score(const Action& play) const;
  double hold_chance(const Action& play) const;

  const State& s_;
  HandProfile profile_;
  double planet_weight_ = 0;
  // What winning the trick on each planet is worth to the seat to move, without / with a printed Greedbot.
  std::array<std::array<double, 2>, kPlanets> win_value_{};
  double pass_score_ = 0;
  int others_ = 0;  // cards in the other hand (public)
};

// The heuristic's answer for the seat to move. In an exchange it builds the gift from ranked cards instead of
// enumerating every subset (a trailer giving 6 of 15 has 5,005 gifts).
Action heuristic_action(const State& s, std::vector<Action>& scratch);

}  // namespace cardtable::blast
