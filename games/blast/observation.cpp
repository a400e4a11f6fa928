#include "games/blast/observation.hpp"

#include "games/blast/rules.hpp"

namespace cardtable::blast {

bool gave_highest(const State& s, Seat seat) { return s.exchange_count > 0 && s.exchange_leader == seat; }

Observation observe(const State& s, Seat seat) {
  Observation o;
  o.seat = seat;
  o.phase = s.phase;
  o.round = s.round;
  o.to_move = s.to_move;
  o.first_player = s.first_player;
  o.last_round_winner = s.last_round_winner;
  o.hand = s.hands[seat];
  o.opponent_hand_size = s.hands[opponent(seat)].size();
  o.face_up = s.face_up;
  o.discarded = s.discarded;
  o.planet_zone = s.planet_zone;
  o.stars = s.stars;
  o.star_pile = s.star_pile;
  o.points = {points(s, 0), points(s, 1)};
  o.exchange_count = s.exchange_count;
  o.exchange_done = s.exchange_count > 0 && s.has_given[0] && s.has_given[1];
  o.has_given = s.has_given[seat];
  if (o.has_given) o.gave = s.gifts[seat];
  // what the other seat chose stays hidden until the cards change hands.
  if (o.exchange_done) o.received = s.gifts[opponent(seat)];
  o.trick = s.trick;
  o.log = s.log;
  o.winner = s.winner;
  o.end = s.end;
  return o;
}

}  // namespace cardtable::blast
