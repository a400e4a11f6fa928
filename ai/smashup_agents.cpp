#include "ai/smashup_agents.hpp"

#include <algorithm>
#include <stdexcept>

#include "games/smashup/choice_text.hpp"
#include "ai/smashup_explain.hpp"
#include "ai/smashup_heuristic.hpp"
#include "ai/search_threads.hpp"
#include "games/smashup/smashup_match.hpp"

namespace cardtable::ai {

const smashup::State& smashup_state(const framework::Match& match) {
  const auto* m = dynamic_cast<const smashup::SmashUpMatch*>(&match);
  if (!m) throw std::invalid_argument("this agent plays Smash Up, not " + match.game_id());
  return m->state();
}

std::string SmashUpHeuristicAgent::choose(const framework::Match& match, std::uint64_t seed) {
  const auto& s = smashup_state(match);
  auto rng = framework::Rng::from_seed(seed);
  return smashup::choice_id(s, smashup::heuristic_choice(s, rng));
}

SmashUpLevel smashup_level(const std::string& name) {
  SmashUpLevel level;
  // Set by time (docs/ai.md): each level spends the processor time per decision it spent before issue 23 made an
  // iteration about 2.5 times cheaper (100 / 600 / 2,500 iterations then).
  if (name == "easy") {
    level.search.iterations = 250;
    level.rollout.epsilon = 0.4;
  } else if (name == "normal") {
    level.search.iterations = 1500;
    level.rollout.epsilon = 0.2;
  } else if (name == "hard") {
    level.search.iterations = 6000;
    level.rollout.epsilon = 0.2;
  } else {
    throw std::invalid_argument("no Smash Up bot level '" + name + "' (known: easy, normal, hard)");
  }
  return level;
}

std::vector<RootEdge<smashup::Choice>> SmashUpSearchAgent::search(const smashup::State& s, std::uint64_t seed,
                                                                   IsmctsStats* stats,
                                                                   std::optional<smashup::Choice>& settled) const {
  settled.reset();
  if (s.question.options.size() == 1) settled = s.question.options.front();  // a forced answer needs no thought
  else settled = smashup::loop_exit(s);
  if (settled) return {};
  SmashUpGame game;
  game.rollout = level_.rollout;
  return search_on_threads(game, level_.search, s, seed, stats);
}

smashup::Choice SmashUpSearchAgent::choose_choice(const smashup::State& s, std::uint64_t seed,
                                                  IsmctsStats* stats) const {
  std::optional<smashup::Choice> settled;
  const auto edges = search(s, seed, stats, settled);
  if (settled) return *settled;
  const auto* best = most_visited(edges);
  return best ? best->action : s.question.options.front();
}

std::string SmashUpSearchAgent::choose(const framework::Match& match, std::uint64_t seed) {
  const auto& s = smashup_state(match);
  return smashup::choice_id(s, choose_choice(s, seed));
}

Advice SmashUpSearchAgent::advise(const framework::Match& match, std::uint64_t seed) {
  const auto& s = smashup_state(match);
  std::optional<smashup::Choice> settled;
  const auto edges = search(s, seed, nullptr, settled);
  if (settled)
    return {smashup::choice_id(s, *settled), s.question.options.size() == 1 ? "it is the only answer"
                                                                               : "it ends a loop the rules allow"};
  const auto* best = most_visited(edges);
  const auto chosen = best ? best->action : s.question.options.front();
  SmashUpGame game;
  game.rollout = level_.rollout;
  return {smashup::choice_id(s, chosen), smashup_why(s, chosen, edges, game, seed)};
}

// PIMC's deals, each searched with a tenth of the budget: a play question has a few dozen answers (hand cards times
// bases), and each must be tried a few times in every deal.
constexpr int kPimcDeals = 10;
// PIMC's budget in all: the processor time of normal's median decision (smashup_bot_bench: 1,800 iterations of PIMC's
// smaller trees take what normal's 1,500 take), so the yardstick and the level spend the same time.
constexpr int kPimcIterations = 1800;

SmashUpPimc smashup_pimc(SearchBudget budget) {
  SmashUpPimc config;
  const auto normal = smashup_level("normal");
  const int iterations = budget.iterations > 0 ? budget.iterations : kPimcIterations;
  config.pimc.samples = kPimcDeals;
  config.pimc.search = normal.search;
  config.pimc.search.iterations = std::max(1, iterations / kPimcDeals);
  config.pimc.search.threads = budget.threads;
  config.rollout = normal.rollout;
  return config;
}

smashup::Choice SmashUpPimcAgent::choose_choice(const smashup::State& s, std::uint64_t seed) const {
  if (s.question.options.size() == 1) return s.question.options.front();
  if (const auto out = smashup::loop_exit(s)) return *out;
  SmashUpGame game;
  game.rollout = config_.rollout;
  const auto edges = pimc_search(game, config_.pimc, s, seed);
  const auto* best = best_sum(edges);
  return best ? best->action : s.question.options.front();
}

std::string SmashUpPimcAgent::choose(const framework::Match& match, std::uint64_t seed) {
  const auto& s = smashup_state(match);
  return smashup::choice_id(s, choose_choice(s, seed));
}

GameBots smashup_bots() {
  return {[] { return std::make_unique<SmashUpHeuristicAgent>(); },
          [](const std::string& name, SearchBudget budget) { return search_agent<SmashUpSearchAgent>(smashup_level(name), budget); },
          [](SearchBudget budget) { return std::make_unique<SmashUpPimcAgent>(smashup_pimc(budget)); }};
}

}  // namespace cardtable::ai
