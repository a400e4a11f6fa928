#pragma once
// The tests' one random-game driver, in the shape of OpenSpiel's random-simulation test: a game played on with random
// answers, checked after every answer for what every game must keep, with a checker hook for what one test adds.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <string_view>

#include <catch2/catch.hpp>

#include "framework/rng.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/scenario.hpp"
#include "tests/smashup/mirror.hpp"

namespace cardtable::smashup::test {

// What one test adds to a random game: `before(s, answer)` is called with each answer drawn, before it is applied;
// `after(s, answers)` once it is, with the number of answers given so far.
struct Checker {
  std::function<void(const State&, const Choice&)> before = nullptr;
  std::function<void(const State&, int answers)> after = nullptr;
};

struct RandomGame {
  int max_answers = std::numeric_limits<int>::max();  // stop earlier than the game's end
  int copy_every = 1;   // every n-th answer is also given to a copy, which must stay equal (bots clone states)
  int turn_cap = 1000;  // a game that would reach it is a failure: no game comes close
};

// Plays `s` on with answers drawn from `pick` until the game ends (or `how.max_answers`), and returns how many were
// given. After every answer: a question is waiting, its options in Choice's order and each once; every card of each
// owner is in exactly one place; the turn cap is far; every `how.copy_every`-th answer leaves a copy answered alike
// equal.
inline int play_random_game(State& s, framework::Rng& pick, const RandomGame& how = {}, const Checker& checker = {}) {
  int answers = 0;
  while (!is_over(s) && answers < how.max_answers) {
    REQUIRE(s.asking);
    const auto& options = s.question.options;
    REQUIRE_FALSE(options.empty());
    // In Choice's order, each once (is_legal searches them; the play phase builds them so, other questions sort).
    REQUIRE(std::adjacent_find(options.begin(), options.end(),
                               [](const Choice& a, const Choice& b) { return !(a < b); }) == options.end());
    const Choice c = options[pick.below(static_cast<std::uint32_t>(options.size()))];
    if (checker.before) checker.before(s, c);
    const bool check_copy = answers % how.copy_every == 0;
    State copy;
    if (check_copy) copy = s;
    apply(s, c);
    if (check_copy) {
      apply(copy, c);
      REQUIRE(copy == s);
    }
    ++answers;
    INFO("answer " << answers);
    const auto problem = card_problem(s);
    INFO(problem);
    REQUIRE(problem.empty());
    REQUIRE(s.turn.number < how.turn_cap);
    if (checker.after) checker.after(s, answers);
  }
  return answers;
}

// Random games of one faction (playable or still being written), 2 to 4 players, from `faction_scenario`; `after_each`
// may check more after each answer.
inline void play_random_faction_games(std::string_view faction, std::uint64_t games_per_count,
                                      std::uint64_t seed_factor,
                                      const std::function<void(const State&, int answers)>& after_each = {}) {
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= games_per_count; ++seed) {
      INFO("seed " << seed << ", " << players << " players");
      State s = state_from_scenario(faction_scenario(seed * seed_factor + static_cast<std::uint64_t>(players),
                                                     players, faction));
      auto pick = framework::Rng::from_seed(seed);
      play_random_game(s, pick, {}, {.after = after_each});
    }
}

}  // namespace cardtable::smashup::test
