#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>

#include "ai/blast_agents.hpp"
#include "ai/pimc.hpp"
#include "ai/search_threads.hpp"
#include "games/blast/rules.hpp"
#include "tests/ai/positions.hpp"

using namespace cardtable;

namespace {

ai::BlastLevel quick_level(int iterations, int threads) {
  auto level = ai::blast_level("normal");
  level.search.iterations = iterations;
  level.search.threads = threads;
  return level;
}

// Positions with a real choice (a lead or an answer with several plays worth searching).
std::vector<blast::State> choices(int count, std::uint64_t seed) {
  std::vector<blast::State> out;
  for (const auto& s : ai::test::random_positions(count * 3, seed))
    if (static_cast<int>(out.size()) < count && ai::search_actions(s).size() > 2) out.push_back(s);
  return out;
}

}  // namespace

TEST_CASE("[ai][issue-40] one thread searches exactly as the single tree did") {
  for (const auto& s : choices(12, 5)) {
    const auto level = quick_level(300, 1);
    ai::BlastGame game;
    game.rollout = level.rollout;
    ai::Ismcts<ai::BlastGame> tree(game, level.search);
    ai::IsmctsStats alone, threaded;
    const auto single = tree.choose(s, 77, &alone);
    const auto edges = ai::search_on_threads(game, level.search, s, 77, &threaded);
    CHECK(ai::most_visited(edges)->action == single);
    CHECK(threaded.root_visits_best == alone.root_visits_best);
    CHECK(threaded.nodes == alone.nodes);
  }
}

TEST_CASE("[ai][issue-40] root-parallel search sums the threads' trees, each with the whole budget and its own seed") {
  const auto s = choices(1, 11).front();
  const auto level = quick_level(200, 3);
  ai::BlastGame game;
  game.rollout = level.rollout;
  ai::IsmctsStats stats;
  const auto merged = ai::search_on_threads(game, level.search, s, 42, &stats);
  CHECK(stats.iterations == 600);
  // The same three searches, one after the other on this thread.
  std::vector<std::vector<ai::RootEdge<blast::Action>>> apart;
  auto one = level.search;
  one.threads = 1;
  int visits = 0;
  for (int t = 0; t < 3; ++t) {
    ai::Ismcts<ai::BlastGame> tree(game, one);
    apart.push_back(tree.search(s, ai::thread_seed(42, t)));
  }
  CHECK(ai::thread_seed(42, 0) == 42);
  CHECK(ai::thread_seed(42, 1) != ai::thread_seed(42, 2));
  const auto summed = ai::merge_edges(apart);
  REQUIRE(summed.size() == merged.size());
  for (std::size_t i = 0; i < merged.size(); ++i) {
    CHECK(merged[i].action == summed[i].action);
    CHECK(merged[i].visits == summed[i].visits);
    CHECK(merged[i].reward == Approx(summed[i].reward));
    visits += merged[i].visits;
  }
  CHECK(visits == 600);
}

TEST_CASE("[ai][issue-40] a threaded decision depends on the position, the seed and the thread count only") {
  const auto positions = choices(10, 23);
  const ai::BlastSearchAgent two(quick_level(150, 2));
  int differ = 0;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const auto first = two.choose_action(positions[i], i);
    for (int again = 0; again < 3; ++again) REQUIRE(two.choose_action(positions[i], i) == first);
    REQUIRE(blast::is_legal(positions[i], first));
    if (ai::BlastSearchAgent(quick_level(150, 1)).choose_action(positions[i], i) != first) ++differ;
  }
  CHECK(differ > 0);  // the second tree reaches the decision
}

TEST_CASE("[ai][issue-40] a failure on a helper thread reaches the caller, and helper time is counted") {
  const double before = ai::helper_seconds();
  std::atomic<int> ran{0};
  CHECK_THROWS_WITH(ai::run_on_threads(3,
                                       [&](int t) {
                                         ++ran;
                                         if (t == 2) throw std::runtime_error("thread 2 failed");
                                       }),
                    "thread 2 failed");
  CHECK(ran == 3);
  // Busy helpers: their processor time is added to this thread's count.
  ai::run_on_threads(2, [](int t) {
    volatile double x = 0;
    if (t == 1)
      for (int i = 0; i < 20'000'000; ++i) x = x + 1;
  });
  CHECK(ai::helper_seconds() > before);
}

TEST_CASE("[ai][issue-40] PIMC answers legally, and its deals do not depend on the thread count") {
  int compared = 0;
  const auto positions = ai::test::random_positions(60, 31);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const auto& s = positions[i];
    const ai::BlastPimcAgent one(ai::blast_pimc({400, 1}));
    const ai::BlastPimcAgent three(ai::blast_pimc({400, 3}));
    const auto chosen = one.choose_action(s, i);
    REQUIRE(blast::is_legal(s, chosen));
    if (i % 4 == 0) {
      CHECK(three.choose_action(s, i) == chosen);
      ++compared;
    }
  }
  CHECK(compared == 15);
}

TEST_CASE("[ai][issue-40] PIMC sums each answer's mean result over its deals") {
  const auto s = choices(1, 3).front();
  ai::BlastGame game;
  ai::PimcConfig config;
  config.samples = 6;
  config.search.iterations = 120;
  const auto edges = ai::pimc_search(game, config, s, 9);
  REQUIRE(!edges.empty());
  for (const auto& e : edges) {
    CHECK(e.deals <= 6);
    CHECK(e.value >= 0);
    CHECK(e.value <= e.deals);
  }
  const auto* best = ai::best_sum(edges);
  for (const auto& e : edges) CHECK(e.value <= best->value);
}
