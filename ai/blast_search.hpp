#pragma once
// Blast as the ISMCTS template sees it: pruned action lists in heuristic order, determinization for the observer,
// and heuristic rollouts with a little randomness.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "framework/rng.hpp"
#include "games/blast/state.hpp"

namespace cardtable::ai {

struct BlastRollout {
  double epsilon = 0.1;       // chance of a uniformly random legal action at each rollout step
  bool to_round_end = false;  // stop at the end of the round and read blast_round_values.hpp, instead of playing on
};

struct BlastGame {
  using State = blast::State;
  using Action = blast::Action;

  BlastRollout rollout;
  // Reused from call to call: the search asks for actions at every node of every iteration.
  std::vector<Action> scratch;
  std::vector<std::pair<std::uint64_t, std::size_t>> keyed;
  std::vector<std::pair<double, std::size_t>> scored;

  int to_move(const State& s) const { return s.to_move; }
  bool is_over(const State& s) const;
  // Legal actions with dominated declarations dropped and the trailer's gifts cut to a few ranked candidates,
  // best first by the heuristic.
  void actions(const State& s, std::vector<Action>& out);
  void apply(State& s, const Action& a) const;
  State determinize(const State& s, int observer, framework::Rng& rng) const;
  void playout(State& s, framework::Rng& rng);
  // The rollout policy's answer for the seat to move: the heuristic, or a random legal action at rate epsilon.
  Action rollout_action(const State& s, framework::Rng& rng);
  double value(const State& s, int seat) const;
};

// The branching set of `s` (see BlastGame::actions), exposed for tests.
std::vector<blast::Action> search_actions(const blast::State& s);

}  // namespace cardtable::ai
