#pragma once
// Random games of one faction (playable or still being written), 2 to 4 players, from `faction_scenario`: every
// answer keeps the game a plain value (a copy answered alike stays equal) with every card in one place, and every
// game ends. `after_each` may check more after each answer.
#include <cstdint>
#include <functional>
#include <string_view>

#include <catch2/catch.hpp>

#include "framework/rng.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/scenario.hpp"
#include "tests/smashup/mirror.hpp"

namespace cardtable::smashup::test {

inline void play_random_faction_games(std::string_view faction, std::uint64_t games_per_count,
                                      std::uint64_t seed_factor,
                                      const std::function<void(const State&, int answers)>& after_each = {}) {
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= games_per_count; ++seed) {
      State s = state_from_scenario(faction_scenario(seed * seed_factor + static_cast<std::uint64_t>(players),
                                                     players, faction));
      auto pick = framework::Rng::from_seed(seed);
      int answers = 0;
      while (!is_over(s)) {
        REQUIRE(s.asking);
        const auto& options = s.question.options;
        REQUIRE_FALSE(options.empty());
        const Choice c = options[pick.below(static_cast<std::uint32_t>(options.size()))];
        State copy = s;
        apply(s, c);
        apply(copy, c);
        REQUIRE(copy == s);
        INFO("seed " << seed << ", " << players << " players, answer " << ++answers);
        REQUIRE(card_problem(s).empty());
        REQUIRE(s.turn.number < 1000);
        if (after_each) after_each(s, answers);
      }
    }
}

}  // namespace cardtable::smashup::test
