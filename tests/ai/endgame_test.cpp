#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>

#include "ai/blast_endgame.hpp"
#include "games/blast/rules.hpp"
#include "tests/ai/positions.hpp"

using namespace cardtable;

namespace {

// Seat 0's value less seat 1's where the round ends, under perfect play found by trying every legal action (no
// pruning, no dropped declarations): what the solver must agree with.
double exhaustive(ai::BlastGame& game, const blast::State& s, std::uint16_t round) {
  if (blast::is_over(s) || s.round != round) return game.value(s, 0) - game.value(s, 1);
  double best = s.to_move == 0 ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  for (const auto& a : blast::legal_actions(s)) {
    blast::State next = s;
    blast::apply(next, a);
    const double v = exhaustive(game, next, round);
    best = s.to_move == 0 ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// Trick positions with at most `cards` cards in both hands together and at least `least` in each, from random games.
std::vector<blast::State> small_endings(int count, int cards, std::uint64_t seed, int least = 1) {
  std::vector<blast::State> out;
  for (const auto& s : ai::test::random_positions(count * 40, seed))
    if (s.phase == blast::Phase::Trick && s.hands[0].size() + s.hands[1].size() <= cards &&
        std::min(s.hands[0].size(), s.hands[1].size()) >= least && static_cast<int>(out.size()) < count)
      out.push_back(s);
  return out;
}

}  // namespace

TEST_CASE("[ai][issue-40] the end of a round solved in one deal is worth what trying every line is worth") {
  ai::BlastGame game;
  game.rollout.to_round_end = true;
  const auto positions = small_endings(40, 6, 4040);
  REQUIRE(positions.size() == 40);
  int differs_from_heuristic = 0;
  for (const auto& s : positions) {
    blast::State solved = s;
    REQUIRE(ai::solve_round_end(game, solved, 1000000));
    CHECK((blast::is_over(solved) || solved.round == s.round + 1));
    const double value = game.value(solved, 0) - game.value(solved, 1);
    CHECK(value == Approx(exhaustive(game, s, s.round)));
    // The solver must do better than the rollout policy somewhere, or this test could not tell it from one.
    blast::State played = s;
    auto rng = framework::Rng::from_seed(1);
    ai::BlastGame rollout_only = game;
    rollout_only.rollout.epsilon = 0;
    rollout_only.playout(played, rng);
    if (game.value(played, 0) - game.value(played, 1) != Approx(value)) ++differs_from_heuristic;
  }
  CHECK(differs_from_heuristic > 0);
}

TEST_CASE("[ai][issue-40] an endgame search that needs too many positions gives up and leaves the state alone") {
  ai::BlastGame game;
  game.rollout.to_round_end = true;
  const auto positions = small_endings(5, 10, 77, 4);
  REQUIRE(positions.size() == 5);
  for (const auto& s : positions) {
    blast::State copy = s;
    ai::EndgameStats stats;
    CHECK_FALSE(ai::solve_round_end(game, copy, 3, &stats));
    CHECK(copy == s);
    CHECK(stats.nodes == 4);
  }
}
