#include <cassert>

#include "ai/blast_round_values.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ai {

std::size_t round_start_index(const blast::State& s, blast::Seat seat) {
  const blast::Seat other = blast::opponent(seat);
  const auto index = (((static_cast<std::size_t>(blast::planets_held(s, seat)) * 6 +
                        static_cast<std::size_t>(blast::planets_held(s, other))) * 7 + s.stars[seat]) * 7 +
                      s.stars[other]) * 2 + (blast::round_opener(s) == seat ? 1 : 0);
  assert(index < kRoundStarts);
  return index;
}

RoundStart round_start_of(std::size_t index) {
  RoundStart at;
  at.opens = index % 2 == 1;
  index /= 2;
  at.stars[1] = static_cast<int>(index % 7);
  index /= 7;
  at.stars[0] = static_cast<int>(index % 7);
  index /= 7;
  at.planets[1] = static_cast<int>(index % 6);
  at.planets[0] = static_cast<int>(index / 6);
  return at;
}

double round_start_value(const blast::State& s, blast::Seat seat) {
  return kRoundStartWins[round_start_index(s, seat)] / 1000.0;
}

}  // namespace cardtable::ai
