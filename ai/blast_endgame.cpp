#include "ai/blast_endgame.hpp"

#include <limits>

#include "games/blast/rules.hpp"

namespace cardtable::ai {
namespace {

using blast::Action;
using blast::State;

class Solver {
 public:
  Solver(BlastGame& game, int node_limit, std::uint16_t round) : game_(game), limit_(node_limit), round_(round) {}

  // The score of `s` (seat 0's value less seat 1's) under perfect play within [alpha, beta]; `end` receives the
  // round's end the best line reaches. Sets out_of_nodes_ when the limit was hit (the result is then meaningless).
  double search(const State& s, double alpha, double beta, int depth, State& end) {
    if (++nodes_ > limit_) {
      out_of_nodes_ = true;
      return 0;
    }
    if (blast::is_over(s) || s.round != round_) {
      end = s;
      return game_.value(s, 0) - game_.value(s, 1);
    }
    if (moves_.size() <= static_cast<std::size_t>(depth)) moves_.resize(static_cast<std::size_t>(depth) + 1);
    // Best first (the search's own order), so the first line usually sets the bound the others are cut by.
    game_.actions(s, moves_[static_cast<std::size_t>(depth)]);
    const bool maximising = s.to_move == 0;
    double best = maximising ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    State line_end;
    for (std::size_t i = 0; i < moves_[static_cast<std::size_t>(depth)].size(); ++i) {
      State next = s;
      game_.apply(next, moves_[static_cast<std::size_t>(depth)][i]);
      const double score = search(next, alpha, beta, depth + 1, line_end);
      if (out_of_nodes_) return 0;
      if (maximising ? score > best : score < best) {
        best = score;
        end = line_end;
      }
      if (maximising)
        alpha = std::max(alpha, best);
      else
        beta = std::min(beta, best);
      if (alpha >= beta) break;
    }
    return best;
  }

  bool out_of_nodes() const { return out_of_nodes_; }
  int nodes() const { return nodes_; }

 private:
  BlastGame& game_;
  int limit_;
  std::uint16_t round_;
  int nodes_ = 0;
  bool out_of_nodes_ = false;
  std::vector<std::vector<Action>> moves_;
};

}  // namespace

bool solve_round_end(BlastGame& game, State& s, int node_limit, EndgameStats* stats) {
  Solver solver(game, node_limit, s.round);
  State end;
  solver.search(s, -std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(), 0, end);
  if (stats) stats->nodes = solver.nodes();
  if (solver.out_of_nodes()) return false;
  s = end;
  return true;
}

}  // namespace cardtable::ai
