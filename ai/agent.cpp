#include "ai/agent.hpp"

#include <algorithm>
#include <stdexcept>

#include "ai/random_agent.hpp"
#include "framework/rng.hpp"

namespace cardtable::ai {
namespace {

const GameBots* bots_of(const framework::GameCatalog& catalog, const std::string& game_id) {
  const auto* game = catalog.find(game_id);
  return game ? game->part<GameBots>() : nullptr;
}

}  // namespace

bool is_level(const std::string& name) {
  return std::find(std::begin(kLevels), std::end(kLevels), name) != std::end(kLevels);
}

std::unique_ptr<Agent> make_agent(const framework::GameCatalog& catalog, const std::string& game_id,
                                  const std::string& spec) {
  if (spec == "random") return std::make_unique<RandomAgent>();
  if (const auto* bots = bots_of(catalog, game_id)) {
    if (spec == "heuristic") return bots->heuristic();
    if (spec.rfind("bot:", 0) == 0 && is_level(spec.substr(4))) return bots->search(spec.substr(4));
  }
  std::string known;
  for (const auto& name : agent_specs(catalog, game_id)) known += (known.empty() ? "" : ", ") + name;
  throw std::invalid_argument("no agent '" + spec + "' for " + game_id + " (known: " + known + ")");
}

std::vector<std::string> agent_specs(const framework::GameCatalog& catalog, const std::string& game_id) {
  std::vector<std::string> out{"random"};
  if (!bots_of(catalog, game_id)) return out;
  out.push_back("heuristic");
  for (const char* level : kLevels) out.push_back(std::string("bot:") + level);
  return out;
}

std::string level_spec(const std::string& level) {
  return is_level(level) ? "bot:" + level : level;
}

std::uint64_t decision_seed(std::uint64_t bot_seed, std::size_t decision_index) {
  // One splitmix step over the pair, so neighbouring decisions get unrelated seeds.
  auto rng = framework::Rng::from_seed(bot_seed ^ (0x9E3779B97F4A7C15ULL * (decision_index + 1)));
  return rng.next();
}

}  // namespace cardtable::ai
