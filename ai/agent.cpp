#include "ai/agent.hpp"

#include <stdexcept>

#include "ai/random_agent.hpp"
#include "framework/rng.hpp"

namespace cardtable::ai {

std::unique_ptr<Agent> make_agent(const std::string& game_id, const std::string& spec) {
  if (spec == "random") return std::make_unique<RandomAgent>();
  throw std::invalid_argument("no agent '" + spec + "' for " + game_id + " (known: random)");
}

std::vector<std::string> agent_specs(const std::string& /*game_id*/) { return {"random"}; }

std::uint64_t decision_seed(std::uint64_t bot_seed, std::size_t decision_index) {
  // One splitmix step over the pair, so neighbouring decisions get unrelated seeds.
  auto rng = framework::Rng::from_seed(bot_seed ^ (0x9E3779B97F4A7C15ULL * (decision_index + 1)));
  return rng.next();
}

}  // namespace cardtable::ai
