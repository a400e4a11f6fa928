#include <catch2/catch.hpp>

#include "ai/ismcts.hpp"

using namespace cardtable;

namespace {

// A counting race with nothing hidden, to show the search works for any game that fills the traits: players take
// turns adding 1 or 2 to a total; whoever reaches exactly 10 wins. From any total, the winning move is to leave a
// multiple of 3 between the total and 10.
struct Race {
  struct State {
    int total = 0;
    int to_move = 0;
    bool operator==(const State&) const = default;
  };
  using Action = int;

  int to_move(const State& s) const { return s.to_move; }
  bool is_over(const State& s) const { return s.total >= 10; }
  void actions(const State& s, std::vector<Action>& out) const {
    out.clear();
    for (int step = 1; step <= 2 && s.total + step <= 10; ++step) out.push_back(step);
  }
  void apply(State& s, Action step) const {
    s.total += step;
    if (s.total < 10) s.to_move = 1 - s.to_move;
  }
  State determinize(const State& s, int, framework::Rng&) const { return s; }
  void playout(State& s, framework::Rng& rng) const {
    std::vector<Action> acts;
    while (!is_over(s)) {
      actions(s, acts);
      apply(s, acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
    }
  }
  double value(const State& s, int seat) const { return s.to_move == seat ? 1.0 : 0.0; }
};

}  // namespace

TEST_CASE("[ai][ismcts] the generic search finds the winning move of a small game") {
  ai::IsmctsConfig config;
  config.iterations = 3000;
  for (int total : {0, 2, 3, 5, 6}) {
    INFO("total " << total);
    ai::Ismcts<Race> search(Race{}, config);
    const int best = (10 - total) % 3;
    CHECK(search.choose(Race::State{total, 0}, 1) == best);
  }
}

TEST_CASE("[ai][ismcts] iteration budgets, not clocks: the same seed repeats the search exactly") {
  ai::IsmctsConfig config;
  config.iterations = 200;
  ai::Ismcts<Race> a(Race{}, config);
  ai::Ismcts<Race> b(Race{}, config);
  ai::IsmctsStats sa, sb;
  CHECK(a.choose(Race::State{1, 0}, 5, &sa) == b.choose(Race::State{1, 0}, 5, &sb));
  CHECK(sa.nodes == sb.nodes);
  CHECK(sa.root_visits_best == sb.root_visits_best);
  CHECK(sa.iterations == 200);
}
