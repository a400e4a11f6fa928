#include "ai/blast_agents.hpp"

#include <algorithm>
#include <stdexcept>

#include "games/blast/blast_match.hpp"
#include "ai/blast_explain.hpp"
#include "ai/blast_heuristic.hpp"
#include "ai/search_threads.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ai {

const blast::State& blast_state(const framework::Match& match) {
  const auto* blast_match = dynamic_cast<const blast::BlastMatch*>(&match);
  if (!blast_match) throw std::invalid_argument("this agent plays Blast, not " + match.game_id());
  return blast_match->state();
}

std::string BlastHeuristicAgent::choose(const framework::Match& match, std::uint64_t /*seed*/) {
  std::vector<blast::Action> scratch;
  return blast::to_string(blast::heuristic_action(blast_state(match), scratch));
}

// Each level spends the processor time per decision it spent before issue 40 (docs/ai.md). Normal and hard stop
// their rollouts at the round's end and read the chance to win from there (blast_round_values.hpp): a rollout then
// costs about a third, so the same time buys about 2.5 times the iterations (normal 14,000 for 5,500, hard 40,000
// for 26,000), and each is better informed. Easy plays its rollouts out as before, a beginner's level.
//
// A value read from the table spreads far less than a game's result (a standard deviation of about 0.12 against
// 0.47 over the values a search backs up), so the exploration constant set for results, 0.7, explores about four
// times too much for it and the root's visits stay spread over every close answer. Normal and hard explore at
// kRoundEndExploration, 0.7 scaled by that ratio; in play this is not yet shown stronger (docs/ai.md).
constexpr double kRoundEndExploration = 0.2;

BlastLevel blast_level(const std::string& name) {
  BlastLevel level;
  if (name == "easy") {
    level.search.iterations = 450;
    level.rollout.epsilon = 0.3;
  } else if (name == "normal") {
    level.search.iterations = 14000;
    level.search.exploration = kRoundEndExploration;
    level.rollout.epsilon = 0.1;
    level.rollout.to_round_end = true;
  } else if (name == "hard") {
    level.search.iterations = 40000;
    level.search.exploration = kRoundEndExploration;
    level.rollout.epsilon = 0.1;
    level.rollout.to_round_end = true;
  } else {
    throw std::invalid_argument("no Blast bot level '" + name + "' (known: easy, normal, hard)");
  }
  return level;
}

std::vector<RootEdge<blast::Action>> BlastSearchAgent::search(const blast::State& s, std::uint64_t seed,
                                                              IsmctsStats* stats,
                                                              std::vector<blast::Action>& first) const {
  BlastGame game;
  game.rollout = level_.rollout;
  game.actions(s, first);
  if (first.size() == 1) return {};  // a forced answer needs no thought
  return search_on_threads(game, level_.search, s, seed, stats);
}

blast::Action BlastSearchAgent::choose_action(const blast::State& s, std::uint64_t seed, IsmctsStats* stats) const {
  std::vector<blast::Action> first;
  const auto edges = search(s, seed, stats, first);
  const auto* best = most_visited(edges);
  return best ? best->action : first.front();
}

std::string BlastSearchAgent::choose(const framework::Match& match, std::uint64_t seed) {
  return blast::to_string(choose_action(blast_state(match), seed));
}

Advice BlastSearchAgent::advise(const framework::Match& match, std::uint64_t seed) {
  const auto& s = blast_state(match);
  std::vector<blast::Action> first;
  const auto edges = search(s, seed, nullptr, first);
  const auto* best = most_visited(edges);
  if (!best) return {blast::to_string(first.front()), "no other answer does better"};
  BlastGame game;
  game.rollout = level_.rollout;
  return {blast::to_string(best->action), blast_why(s, best->action, edges, game, seed)};
}

// PIMC's deals, each searched with a twentieth of the budget: enough iterations per deal for every answer at the
// root to be tried several times (a lead rarely has more than 40 after the pruning of search_actions).
constexpr int kPimcDeals = 20;
// PIMC's budget in all: about the processor time of normal's median decision (blast_bot_bench: 20,000 iterations of
// PIMC's smaller trees take 140 ms where normal's 14,000 take 120-130 ms), so the yardstick spends what the level does.
constexpr int kPimcIterations = 20000;
// Its searches' exploration: the constant every search had when the yardstick was made (IsmctsConfig's default).
constexpr double kPimcExploration = 0.7;

BlastPimc blast_pimc(SearchBudget budget) {
  BlastPimc config;
  const auto normal = blast_level("normal");
  const int iterations = budget.iterations > 0 ? budget.iterations : kPimcIterations;
  config.pimc.samples = kPimcDeals;
  config.pimc.search = normal.search;
  // The yardstick keeps the exploration it was first measured with, so its records stay comparable.
  config.pimc.search.exploration = kPimcExploration;
  config.pimc.search.iterations = std::max(1, iterations / kPimcDeals);
  config.pimc.search.threads = budget.threads;
  config.rollout = normal.rollout;
  return config;
}

blast::Action BlastPimcAgent::choose_action(const blast::State& s, std::uint64_t seed) const {
  BlastGame game;
  game.rollout = config_.rollout;
  std::vector<blast::Action> first;
  game.actions(s, first);
  if (first.size() == 1) return first.front();
  const auto edges = pimc_search(game, config_.pimc, s, seed);
  const auto* best = best_sum(edges);
  return best ? best->action : first.front();
}

std::string BlastPimcAgent::choose(const framework::Match& match, std::uint64_t seed) {
  return blast::to_string(choose_action(blast_state(match), seed));
}

GameBots blast_bots() {
  return {[] { return std::make_unique<BlastHeuristicAgent>(); },
          [](const std::string& name, SearchBudget budget) { return search_agent<BlastSearchAgent>(blast_level(name), budget); },
          [](SearchBudget budget) { return std::make_unique<BlastPimcAgent>(blast_pimc(budget)); }};
}

}  // namespace cardtable::ai
