#pragma once
// Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012), templated over a
// game so any game that can sample its hidden information may use it.
//
// One tree is grown for the observer's information set. Every iteration deals a fresh determinization (a full state
// consistent with what the observer sees), walks the tree choosing only among actions legal in that deal (UCB over
// availability counts: a child counts as tried-able only in deals where it was legal), adds one node, plays out the
// rest with the game's rollout policy and backs the result up. The budget is a number of iterations, never a wall
// time, so a decision depends only on the position and the seed.
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "framework/rng.hpp"

namespace cardtable::ai {

// What a game supplies (members of Game, which may carry settings such as a rollout policy's randomness):
//   using State; using Action;            Action is equality-comparable
//   int to_move(const State&);
//   bool is_over(const State&);
//   void actions(const State&, std::vector<Action>&);  the actions the search branches on, best first
//                                                           (may be a pruned subset of the legal ones)
//   void apply(State&, const Action&);
//   State determinize(const State&, int observer, framework::Rng&);
//   void playout(State&, framework::Rng&);            advances with the rollout policy to a point worth scoring
//   double value(const State&, int seat);             in [0, 1]: a result, or an estimate where play stopped
// The most threads one search may use.
inline constexpr int kMaxThreads = 64;

struct IsmctsConfig {
  int iterations = 1000;
  double exploration = 0.7;
  // Root parallelism (search_threads.hpp): this many trees of `iterations` each, on as many threads.
  int threads = 1;
};

struct IsmctsStats {
  int iterations = 0;
  int nodes = 0;
  int root_visits_best = 0;
};

// One answer at the root after a search: how often the search tried it and the sum of the results it saw there.
template <class Action>
struct RootEdge {
  Action action{};
  int visits = 0;
  double reward = 0;
  double mean() const { return visits > 0 ? reward / visits : 0; }
};

// The most visited of `edges` (the first of equals), or nullptr when there is none.
template <class Action>
const RootEdge<Action>* most_visited(const std::vector<RootEdge<Action>>& edges) {
  const RootEdge<Action>* best = nullptr;
  for (const auto& e : edges)
    if (!best || e.visits > best->visits) best = &e;
  return best;
}

template <class Game>
class Ismcts {
 public:
  using State = typename Game::State;
  using Action = typename Game::Action;
  using Edge = RootEdge<Action>;

  Ismcts(Game game, IsmctsConfig config) : game_(std::move(game)), config_(config) {}

  // Grows the tree of the seat to move in `root`, searched from that seat's information set, and returns what the
  // search saw of each answer it tried at the root, the last tried first (so the most visited of equals is the one
  // the search reached last, as it always was).
  std::vector<Edge> search(const State& root, std::uint64_t seed) {
    auto rng = framework::Rng::from_seed(seed);
    const int observer = game_.to_move(root);
    nodes_.clear();
    nodes_.push_back(Node{});
    for (int i = 0; i < config_.iterations; ++i) iterate(game_.determinize(root, observer, rng), rng);
    std::vector<Edge> edges;
    for (std::uint32_t c = nodes_[0].first_child; c != kNone; c = nodes_[c].next_sibling)
      edges.push_back({nodes_[c].action, nodes_[c].visits, nodes_[c].reward});
    return edges;
  }

  // Nodes in the tree of the last search.
  int nodes() const { return static_cast<int>(nodes_.size()); }

  // The most visited action at the root for the seat to move in `root` (the game's first choice when no iteration
  // ran).
  Action choose(const State& root, std::uint64_t seed, IsmctsStats* stats = nullptr) {
    const auto edges = search(root, seed);
    const Edge* best = most_visited(edges);
    if (!best) {
      std::vector<Action> acts;
      game_.actions(root, acts);
      return acts.front();
    }
    if (stats) {
      stats->iterations = config_.iterations;
      stats->nodes = nodes();
      stats->root_visits_best = best->visits;
    }
    return best->action;
  }

 private:
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

  struct Node {
    Action action{};
    int mover = 0;                  // the seat that played `action` (whose reward this node keeps)
    std::uint32_t first_child = kNone;
    std::uint32_t next_sibling = kNone;
    int visits = 0;
    int available = 0;
    double reward = 0;
  };

  // The children of `parent`, copied side by side: looking each action up by walking the sibling list missed the
  // cache at every step, and a node is looked up once per action legal in the deal.
  void gather_children(std::uint32_t parent) {
    siblings_.clear();
    for (std::uint32_t c = nodes_[parent].first_child; c != kNone; c = nodes_[c].next_sibling)
      siblings_.push_back({nodes_[c].action, c});
  }

  std::uint32_t find_child(const Action& a) const {
    for (const auto& [action, child] : siblings_)
      if (action == a) return child;
    return kNone;
  }

  void iterate(State state, framework::Rng& rng) {
    path_.clear();
    std::uint32_t at = 0;
    path_.push_back(at);
    while (!game_.is_over(state)) {
      game_.actions(state, actions_);
      const std::size_t allowed = actions_.size();
      // The first action not yet in the tree is expanded; otherwise UCB picks among the available children.
      // Either way every child legal in this deal counts one more availability.
      std::uint32_t chosen = kNone;
      std::size_t missing = allowed;
      double best_score = -std::numeric_limits<double>::infinity();
      children_.clear();
      gather_children(at);
      for (std::size_t i = 0; i < allowed; ++i) {
        const std::uint32_t child = find_child(actions_[i]);
        if (child != kNone)
          children_.push_back(child);
        else if (missing == allowed)
          missing = i;
      }
      if (missing < allowed) {
        for (std::uint32_t c : children_) ++nodes_[c].available;
        chosen = add_child(at, actions_[missing], game_.to_move(state));
        ++nodes_[chosen].available;
        game_.apply(state, nodes_[chosen].action);
        path_.push_back(chosen);
        break;
      }
      for (std::uint32_t c : children_) {
        Node& n = nodes_[c];
        ++n.available;
        const double score = n.reward / n.visits + config_.exploration * std::sqrt(std::log(n.available) / n.visits);
        if (score > best_score) {
          best_score = score;
          chosen = c;
        }
      }
      game_.apply(state, nodes_[chosen].action);
      path_.push_back(chosen);
      at = chosen;
    }
    if (!game_.is_over(state)) game_.playout(state, rng);
    for (std::uint32_t n : path_) {
      Node& node = nodes_[n];
      ++node.visits;
      if (n != 0) node.reward += game_.value(state, node.mover);
    }
  }

  std::uint32_t add_child(std::uint32_t parent, const Action& a, int mover) {
    Node child;
    child.action = a;
    child.mover = mover;
    child.next_sibling = nodes_[parent].first_child;
    nodes_.push_back(child);
    const auto id = static_cast<std::uint32_t>(nodes_.size() - 1);
    nodes_[parent].first_child = id;
    return id;
  }

  Game game_;
  IsmctsConfig config_;
  std::vector<Node> nodes_;
  std::vector<std::uint32_t> path_;
  std::vector<std::uint32_t> children_;
  std::vector<std::pair<Action, std::uint32_t>> siblings_;
  std::vector<Action> actions_;
};

}  // namespace cardtable::ai
