#pragma once
// The chance to win a Blast game from the start of a round (a table made by bench/blast_round_values.cpp, which
// plays a million games with the rollout policy): what the search's rollouts read when they stop at a round's end.
#include <array>
#include <cstddef>
#include <cstdint>

#include "games/blast/state.hpp"

namespace cardtable::ai {

// What the table tells rounds apart by, from one seat's side (index 0 its own, 1 the other's). A round starts with
// both seats under kWinningPoints and a star left, so planets are 0-5 and stars 0-6.
struct RoundStart {
  std::array<int, 2> planets{};
  std::array<int, 2> stars{};
  bool opens = false;  // the seat leads the round's first trick
};

inline constexpr std::size_t kRoundStarts = 6 * 6 * 7 * 7 * 2;
std::size_t round_start_index(const blast::State& s, blast::Seat seat);
RoundStart round_start_of(std::size_t index);

extern const std::array<std::uint16_t, kRoundStarts> kRoundStartWins;

// In [0, 1]: `seat`'s chance to win from `s`, which is the start of a round (its cards dealt, nothing played yet).
double round_start_value(const blast::State& s, blast::Seat seat);

}  // namespace cardtable::ai
