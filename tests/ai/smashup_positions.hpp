#pragma once
// Smash Up positions for bot tests: random games (2-4 players) sampled at every question, mid-ability ones included.
#include <cstdint>
#include <vector>

#include "framework/rng.hpp"
#include "games/smashup/smashup_match.hpp"
#include "games/smashup/determinize.hpp"
#include "games/smashup/observation.hpp"
#include "games/smashup/rules.hpp"
#include "tests/smashup/random_games.hpp"

namespace cardtable::smashup::test {

// Positions met while the tests' random-game driver plays `games` games of `players` (capped at `per_game` positions
// each).
inline std::vector<State> random_positions(std::uint64_t seed, int players, int games, int per_game) {
  std::vector<State> out;
  auto rng = framework::Rng::from_seed(seed);
  for (int g = 0; g < games; ++g) {
    State s = state_from_setup({{"seed", rng.next()}, {"players", players}});
    const auto keep = [&](const State& at, const Choice&) { out.push_back(at); };
    play_random_game(s, rng, {.max_answers = per_game}, {.before = keep});
  }
  return out;
}

// Same game, hidden cards placed differently: each other seat swaps a card of its hand with one of its deck, every
// deck and the base deck are reordered, the Rng is reseeded. Only cards `observer` (the seat asked) does not see in
// its observation move (R-27: what the bots' determinization may read is that observation).
inline State hide_differently(const State& s, Seat observer, std::uint64_t seed) {
  State out = s;
  auto rng = framework::Rng::from_seed(seed);
  const Observation seen = observe(s, observer);
  const auto hidden = [&](CardId c) { return seen.kind_of(c) == kNoDef; };
  for (std::size_t p = 0; p < out.seats.size(); ++p) {
    auto& seat = out.seats[p];
    std::vector<CardId*> places;
    for (auto& c : seat.deck)
      if (hidden(c)) places.push_back(&c);
    if (p != observer && !places.empty()) {
      for (auto& card : seat.hand) {
        if (!hidden(card)) continue;
        std::swap(card, *places[rng.below(static_cast<std::uint32_t>(places.size()))]);
        break;
      }
    }
    for (std::size_t i = places.size(); i > 1; --i) std::swap(*places[i - 1], *places[rng.below(static_cast<std::uint32_t>(i))]);
  }
  rng.shuffle(std::span<BaseId>(out.base_deck));
  out.rng = framework::Rng::from_seed(rng.next());
  return out;
}

}  // namespace cardtable::smashup::test
