#include "ai/agent.hpp"

#include <algorithm>
#include <atomic>
#include <optional>
#include <utility>
#include <stdexcept>
#include <thread>

#include "ai/random_agent.hpp"
#include "ai/search_threads.hpp"
#include "framework/rng.hpp"

namespace cardtable::ai {
namespace {

const GameBots* bots_of(const framework::GameCatalog& catalog, const std::string& game_id) {
  const auto* game = catalog.find(game_id);
  return game ? game->part<GameBots>() : nullptr;
}

// A whole number from 1 to `most` written in at most 7 digits, or nullopt.
std::optional<int> count_in(const std::string& text, int most) {
  if (text.empty() || text.size() > 7 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  const int n = std::stoi(text);
  if (n < 1 || n > most) return std::nullopt;
  return n;
}

// "<name>[@<iterations>][/<threads>]" → (name, budget); nullopt when a budget or thread count is malformed.
std::optional<std::pair<std::string, SearchBudget>> budgeted(const std::string& spec) {
  SearchBudget budget;
  std::string name = spec;
  if (const auto slash = name.find('/'); slash != std::string::npos) {
    const auto threads = count_in(name.substr(slash + 1), kMaxThreads);
    if (!threads) return std::nullopt;
    budget.threads = *threads;
    name.resize(slash);
  }
  if (const auto at = name.find('@'); at != std::string::npos) {
    const auto iterations = count_in(name.substr(at + 1), kMaxIterations);
    if (!iterations) return std::nullopt;
    budget.iterations = *iterations;
    name.resize(at);
  }
  return std::pair{name, budget};
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
    if (const auto search = budgeted(spec)) {
      const auto& [name, budget] = *search;
      if (name == "pimc") return bots->pimc(budget);
      if (name.rfind("bot:", 0) == 0 && is_level(name.substr(4))) return bots->search(name.substr(4), budget);
    }
  }
  std::string known;
  for (const auto& name : agent_specs(catalog, game_id)) known += (known.empty() ? "" : ", ") + name;
  if (bots_of(catalog, game_id))
    known += "; a search with its own iterations or threads: bot:normal@2500, bot:hard/2, pimc@20000/2";
  throw std::invalid_argument("no agent '" + spec + "' for " + game_id + " (known: " + known + ")");
}

std::vector<std::string> agent_specs(const framework::GameCatalog& catalog, const std::string& game_id) {
  std::vector<std::string> out{"random"};
  if (!bots_of(catalog, game_id)) return out;
  out.push_back("heuristic");
  out.push_back("pimc");
  for (const char* level : kLevels) out.push_back(std::string("bot:") + level);
  return out;
}

std::string level_spec(const std::string& level) {
  return is_level(level) ? "bot:" + level : level;
}

namespace {
std::atomic<int> threads_for_levels{1};
}  // namespace

void set_level_threads(int threads) { threads_for_levels = std::clamp(threads, 1, kMaxThreads); }

int level_threads() { return threads_for_levels; }

int machine_threads() {
  return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, static_cast<unsigned>(kMaxThreads)));
}

std::string threaded_level_spec(const std::string& level) {
  const int threads = level_threads();
  if (!is_level(level) || threads == 1) return level_spec(level);
  return level_spec(level) + "/" + std::to_string(threads);
}

std::uint64_t decision_seed(std::uint64_t bot_seed, std::size_t decision_index) {
  // One splitmix step over the pair, so neighbouring decisions get unrelated seeds.
  auto rng = framework::Rng::from_seed(bot_seed ^ (0x9E3779B97F4A7C15ULL * (decision_index + 1)));
  return rng.next();
}

}  // namespace cardtable::ai
