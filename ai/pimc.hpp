#pragma once
// Perfect-information Monte Carlo (PIMC), the yardstick the bot levels are measured against: deal `samples` full
// games consistent with what the seat to move has seen (the game's determinize, as the levels use), search each one
// as if every card were face up (an ordinary UCT search of that one deal, its later shuffles fixed too), and play the
// answer whose mean results, summed over the deals, is best. It is the classic way card programs play (Ginsberg's
// GIB for bridge); its known flaws are that each deal's search assumes both seats see everything (strategy fusion)
// and never values keeping a secret.
#include <cstdint>
#include <vector>

#include "ai/ismcts.hpp"
#include "ai/search_threads.hpp"
#include "framework/rng.hpp"

namespace cardtable::ai {

struct PimcConfig {
  int samples = 20;
  // Per deal: search.iterations iterations of UCT; search.threads threads share the deals out.
  IsmctsConfig search;
};

// The game with one deal fixed: every iteration searches the deal itself, hidden cards and later shuffles included.
template <class Game>
struct PerfectInformation : Game {
  typename Game::State determinize(const typename Game::State& s, int, framework::Rng&) const { return s; }
};

// What PIMC saw of one answer: the sum over the deals of its mean result there, and in how many deals it was tried.
template <class Action>
struct PimcEdge {
  Action action{};
  int deals = 0;
  double value = 0;
};

// The deals' summed results for each answer of the seat to move in `root`, in order of first appearance. The deals
// are shared out among the threads and summed in deal order, so the result does not depend on the thread count.
template <class Game>
std::vector<PimcEdge<typename Game::Action>> pimc_search(const Game& game, const PimcConfig& config,
                                                         const typename Game::State& root, std::uint64_t seed) {
  using Action = typename Game::Action;
  const int samples = std::max(config.samples, 1);
  const int threads = std::clamp(config.search.threads, 1, std::min(kMaxThreads, samples));
  std::vector<std::vector<RootEdge<Action>>> per_deal(static_cast<std::size_t>(samples));
  run_on_threads(threads, [&](int t) {
    PerfectInformation<Game> perfect{game};
    IsmctsConfig one = config.search;
    one.threads = 1;
    Ismcts<PerfectInformation<Game>> search(perfect, one);
    for (int d = t; d < samples; d += threads) {
      auto rng = framework::Rng::from_seed(thread_seed(seed, d + 1));
      const auto deal = game.determinize(root, game.to_move(root), rng);
      per_deal[static_cast<std::size_t>(d)] = search.search(deal, rng.next());
    }
  });
  std::vector<PimcEdge<Action>> out;
  for (const auto& edges : per_deal)
    for (const auto& e : edges) {
      auto same = std::find_if(out.begin(), out.end(), [&](const auto& o) { return o.action == e.action; });
      if (same == out.end()) same = out.insert(out.end(), PimcEdge<Action>{e.action});
      ++same->deals;
      same->value += e.mean();
    }
  return out;
}

// The answer with the best summed result (the first of equals); nullptr when no deal tried any.
template <class Action>
const PimcEdge<Action>* best_sum(const std::vector<PimcEdge<Action>>& edges) {
  const PimcEdge<Action>* best = nullptr;
  for (const auto& e : edges)
    if (!best || e.value > best->value) best = &e;
  return best;
}

}  // namespace cardtable::ai
