// Random games (issue item 6): after every answer each owner's cards are all accounted for exactly once, VP never
// decrease, the discard to the hand limit asks only a hand over it, no exception escapes, a question always has
// options (sorted, each once), and every game ends well before a turn cap; a copy answered the same way stays equal.
// SMASHUP_PROPERTY_GAMES overrides the number of games per player count.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include "framework/errors.hpp"
#include "games/smashup/scenario.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/smashup/mirror.hpp"
#include "tests/smashup/random_games.hpp"

using namespace cardtable::smashup;
using cardtable::framework::Rng;

namespace {

int game_count() {
  if (const char* env = std::getenv("SMASHUP_PROPERTY_GAMES")) return std::atoi(env);
  return 2000;
}

// A turn cap that would end a game is itself a failure: no game comes close.
constexpr int kTurnCap = 1000;

State start(std::uint64_t seed, int players) {
  if (test::real_setup_possible(players))
    return state_from_setup({{"seed", seed}, {"players", players}});
  return state_from_scenario(test::mirror_scenario(seed, players));
}

std::vector<int> cards_per_owner(const State& s) {
  std::vector<int> n(s.players, 0);
  for (const auto& c : s.cards) ++n[c.owner];
  return n;
}

struct Totals {
  long games = 0;
  long decisions = 0;
  long turns = 0;
  int longest = 0;
};

void play_one(std::uint64_t seed, int players, Totals& totals) {
  State s = start(seed, players);
  Rng pick = Rng::from_seed(seed * 7919 + 13);
  const auto owned = cards_per_owner(s);
  for (auto n : owned) REQUIRE(n == 40);
  std::vector<int> vp(s.seats.size(), 0);
  const auto after = [&](const State& now, int) {
    REQUIRE(cards_per_owner(now) == owned);
    for (std::size_t i = 0; i < vp.size(); ++i) {
      REQUIRE(now.seats[i].vp >= vp[i]);
      vp[i] = now.seats[i].vp;
    }
    // The discard to the hand limit asks only while the hand is over it (turn_test checks where it stops; after it,
    // end-of-turn abilities may draw or return cards past the limit: Missing Uplink, Difference Engine, Clyde 2.0).
    if (const auto* discard = now.stack.empty() ? nullptr : std::get_if<DiscardFrame>(&now.stack.back()))
      REQUIRE(static_cast<int>(now.seats[discard->seat].hand.size()) > kHandLimit);
  };
  INFO("seed " << seed << ", " << players << " players");
  const int steps = test::play_random_game(s, pick, {.copy_every = 97, .turn_cap = kTurnCap}, {.after = after});
  int best = 0;
  for (const auto& p : s.seats) best = std::max(best, static_cast<int>(p.vp));
  REQUIRE(best >= kWinningVp);
  REQUIRE(s.seats[s.winner].vp == best);
  totals.games += 1;
  totals.decisions += steps;
  totals.turns += s.turn.number;
  totals.longest = std::max(totals.longest, static_cast<int>(s.turn.number));
}

void run(int players) {
  Totals totals;
  Rng seeds = Rng::from_seed(static_cast<std::uint64_t>(2026 + players));
  const int games = game_count();
  for (int g = 0; g < games; ++g) play_one(seeds.next() % 1'000'000'007ULL, players, totals);
  WARN(players << " players: " << totals.decisions << " decisions in " << totals.games << " games, " << totals.turns
                << " turns, the longest game " << totals.longest << " turns");
  CHECK(totals.games == games);
}

}  // namespace

TEST_CASE("[smashup][property] random 2-player games keep every card, never lose VP and end") { run(2); }
TEST_CASE("[smashup][property] random 3-player games keep every card, never lose VP and end") { run(3); }
TEST_CASE("[smashup][property] random 4-player games keep every card, never lose VP and end") { run(4); }
