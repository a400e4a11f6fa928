#include "ai/random_agent.hpp"

#include "framework/rng.hpp"

namespace cardtable::ai {

std::string RandomAgent::choose(const framework::Match& match, std::uint64_t seed) {
  const auto decision = match.pending();
  auto rng = framework::Rng::from_seed(seed);
  return decision.options[rng.below(static_cast<std::uint32_t>(decision.options.size()))].id;
}

}  // namespace cardtable::ai
