#pragma once
// Blast positions for bot tests: states met along random games (every phase, exchanges included), drawn from a seed.
#include <vector>

#include "framework/rng.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ai::test {

// `count` states where the game is not over, taken at random steps of random games.
inline std::vector<blast::State> random_positions(int count, std::uint64_t seed) {
  std::vector<blast::State> out;
  auto rng = framework::Rng::from_seed(seed);
  std::vector<blast::Action> legal;
  while (static_cast<int>(out.size()) < count) {
    blast::State s = blast::new_game({rng.next(), std::nullopt});
    while (!blast::is_over(s) && static_cast<int>(out.size()) < count) {
      if (rng.below(8) == 0 || s.phase == blast::Phase::Exchange) out.push_back(s);
      blast::legal_actions(s, legal);
      blast::apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  return out;
}

}  // namespace cardtable::ai::test
