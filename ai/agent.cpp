#include "ai/agent.hpp"

#include <stdexcept>

#include "ai/blast_agents.hpp"
#include "ai/random_agent.hpp"
#include "ai/smashup_agents.hpp"
#include "framework/rng.hpp"

namespace cardtable::ai {

std::unique_ptr<Agent> make_agent(const std::string& game_id, const std::string& spec) {
  if (spec == "random") return std::make_unique<RandomAgent>();
  if (game_id == "blast") {
    if (spec == "heuristic") return std::make_unique<BlastHeuristicAgent>();
    if (spec.rfind("bot:", 0) == 0) {
      const std::string level = spec.substr(4);
      if (level == "easy" || level == "normal" || level == "hard")
        return std::make_unique<BlastSearchAgent>(blast_level(level));
    }
  }
  if (game_id == "smashup") {
    if (spec == "heuristic") return std::make_unique<SmashUpHeuristicAgent>();
    if (spec.rfind("bot:", 0) == 0) {
      const std::string level = spec.substr(4);
      if (level == "easy" || level == "normal" || level == "hard")
        return std::make_unique<SmashUpSearchAgent>(smashup_level(level));
    }
  }
  std::string known;
  for (const auto& name : agent_specs(game_id)) known += (known.empty() ? "" : ", ") + name;
  throw std::invalid_argument("no agent '" + spec + "' for " + game_id + " (known: " + known + ")");
}

std::vector<std::string> agent_specs(const std::string& game_id) {
  if (game_id == "blast" || game_id == "smashup") return {"random", "heuristic", "bot:easy", "bot:normal", "bot:hard"};
  return {"random"};
}

std::string level_spec(const std::string& level) {
  if (level == "easy" || level == "normal" || level == "hard") return "bot:" + level;
  return level;
}

std::uint64_t decision_seed(std::uint64_t bot_seed, std::size_t decision_index) {
  // One splitmix step over the pair, so neighbouring decisions get unrelated seeds.
  auto rng = framework::Rng::from_seed(bot_seed ^ (0x9E3779B97F4A7C15ULL * (decision_index + 1)));
  return rng.next();
}

}  // namespace cardtable::ai
