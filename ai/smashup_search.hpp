#pragma once
// Smash Up as the ISMCTS template sees it: the engine's own options (prior order from quick_score), determinization
// for the observer, and epsilon-greedy rollouts cut after a few turns and scored by the static evaluation.
#include <vector>

#include "framework/rng.hpp"
#include "games/smashup/state.hpp"

namespace cardtable::ai {

struct SmashUpRollout {
  double epsilon = 0.2;   // chance of a uniformly random option at each rollout step
  int turns = 2;          // turns played past the one the rollout starts in, before the static evaluation
  int decisions = 80;     // a cap on rollout answers, whatever the turns (long chains of extra plays)
};

struct SmashUpGame {
  using State = smashup::State;
  using Action = smashup::Choice;

  SmashUpRollout rollout;

  int to_move(const State& s) const { return s.question.seat; }
  bool is_over(const State& s) const;
  void actions(const State& s, std::vector<Action>& out) const;
  void apply(State& s, const Action& a) const;
  State determinize(const State& s, int observer, framework::Rng& rng) const;
  void playout(State& s, framework::Rng& rng) const;
  // N players: each seat's own value, so every seat in the tree maximises its own result.
  double value(const State& s, int seat) const;
};

// The rollout policy's answer: the best quick_score, or a random option with probability `epsilon`.
smashup::Choice rollout_choice(const smashup::State& s, double epsilon, framework::Rng& rng);

}  // namespace cardtable::ai
