#include "ai/agent.hpp"

#include <algorithm>
#include <optional>
#include <utility>
#include <stdexcept>

#include "ai/random_agent.hpp"
#include "framework/rng.hpp"

namespace cardtable::ai {
namespace {

const GameBots* bots_of(const framework::GameCatalog& catalog, const std::string& game_id) {
  const auto* game = catalog.find(game_id);
  return game ? game->part<GameBots>() : nullptr;
}

// "bot:<level>" → (level, 0); "bot:<level>@<n>" → (level, n); nullopt when spec is neither.
std::optional<std::pair<std::string, int>> search_spec(const std::string& spec) {
  if (spec.rfind("bot:", 0) != 0) return std::nullopt;
  const auto at = spec.find('@');
  std::string level = spec.substr(4, at == std::string::npos ? std::string::npos : at - 4);
  if (!is_level(level)) return std::nullopt;
  if (at == std::string::npos) return std::pair{level, 0};
  const std::string budget = spec.substr(at + 1);
  if (budget.empty() || budget.size() > 7 || budget.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  const int iterations = std::stoi(budget);
  if (iterations < 1 || iterations > kMaxIterations) return std::nullopt;
  return std::pair{level, iterations};
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
    if (const auto search = search_spec(spec)) return bots->search(search->first, search->second);
  }
  std::string known;
  for (const auto& name : agent_specs(catalog, game_id)) known += (known.empty() ? "" : ", ") + name;
  if (bots_of(catalog, game_id)) known += ", or a level with its own iterations: bot:normal@2500";
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
