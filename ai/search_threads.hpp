#pragma once
// One decision searched on several cores at once (root parallelism): each thread grows its own tree of the same
// position with the same budget and its own seed, and the root counts of the trees are summed. A thread never
// shares a node or a state with another (the state is a plain value, each thread deals its own copies), and the
// sum is taken in thread order, so the decision depends only on the position, the seed and the number of threads,
// never on which thread finished first. Thread 0 keeps the decision's seed: one thread searches as before.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

#include "ai/ismcts.hpp"

namespace cardtable::ai {

// Runs job(0) on this thread and job(1) … job(threads - 1) on threads of their own, and returns when all are done;
// the first exception one of them threw is rethrown here. The processor time the other threads spent is added to
// helper_seconds() of this thread.
void run_on_threads(int threads, const std::function<void(int thread)>& job);

// Processor time spent so far by the threads run_on_threads started for this thread, so that a caller timing a
// decision with its own thread's clock (the arena) can count the whole of it.
double helper_seconds();

// The seed of thread `thread` of a search seeded `seed` (thread 0 keeps it).
std::uint64_t thread_seed(std::uint64_t seed, int thread);

// Root edges of several searches of one position, summed by action, in order of first appearance.
template <class Action>
std::vector<RootEdge<Action>> merge_edges(const std::vector<std::vector<RootEdge<Action>>>& searches) {
  if (searches.size() == 1) return searches.front();
  std::vector<RootEdge<Action>> out;
  for (const auto& edges : searches)
    for (const auto& e : edges) {
      auto same = std::find_if(out.begin(), out.end(), [&](const auto& o) { return o.action == e.action; });
      if (same == out.end()) {
        out.push_back(e);
      } else {
        same->visits += e.visits;
        same->reward += e.reward;
      }
    }
  return out;
}

// `config.threads` searches of `root`, `config.iterations` each, merged (see above). `stats`, when given, counts
// the iterations and nodes of all of them.
template <class Game>
std::vector<RootEdge<typename Game::Action>> search_on_threads(const Game& game, const IsmctsConfig& config,
                                                               const typename Game::State& root, std::uint64_t seed,
                                                               IsmctsStats* stats = nullptr) {
  const int threads = std::clamp(config.threads, 1, kMaxThreads);
  std::vector<std::vector<RootEdge<typename Game::Action>>> edges(static_cast<std::size_t>(threads));
  std::vector<int> nodes(static_cast<std::size_t>(threads));
  run_on_threads(threads, [&](int t) {
    Ismcts<Game> search(game, config);
    edges[static_cast<std::size_t>(t)] = search.search(root, thread_seed(seed, t));
    nodes[static_cast<std::size_t>(t)] = search.nodes();
  });
  auto merged = merge_edges(edges);
  if (stats) {
    stats->iterations = config.iterations * threads;
    stats->nodes = 0;
    for (int n : nodes) stats->nodes += n;
    const auto* best = most_visited(merged);
    stats->root_visits_best = best ? best->visits : 0;
  }
  return merged;
}

}  // namespace cardtable::ai
