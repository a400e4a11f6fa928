#pragma once
#include <vector>

#include "games/blast/state.hpp"

namespace cardtable::blast {

// Everything one seat may see (rules: "Hidden information"), and nothing else.
struct Observation {
  Seat seat = 0;
  Phase phase = Phase::Exchange;
  std::uint16_t round = 0;
  Seat to_move = 0;
  Seat first_player = 0;
  std::int8_t last_round_winner = kNobody;
  CardSet hand;
  int opponent_hand_size = 0;
  CardSet face_up;
  CardSet discarded;
  std::array<std::int8_t, kPlanets> planet_zone{};
  std::array<std::uint8_t, kSeats> stars{};
  std::uint8_t star_pile = 0;
  std::array<int, kSeats> points{};
  std::uint8_t exchange_count = 0;
  bool exchange_done = false;      // the swap happened this round (gifts below are then both known)
  CardSet gave;                    // what this seat gave (or has chosen to give) this round
  CardSet received;                // what this seat received, once the swap happened
  bool has_given = false;
  Trick trick;
  RoundLog log;                    // every play, pass and Junker discard of this round (public)
  std::int8_t winner = kNobody;
  GameEnd end = GameEnd::None;

  bool operator==(const Observation&) const = default;
};

Observation observe(const State& s, Seat seat);

// True when, in this round's exchange, `seat` was the one ahead on points (who must give their highest cards).
bool gave_highest(const State& s, Seat seat);

}  // namespace cardtable::blast
