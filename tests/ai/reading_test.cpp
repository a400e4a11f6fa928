#include <catch2/catch.hpp>

#include "ai/blast_heuristic.hpp"
#include "ai/blast_reading.hpp"
#include "games/blast/determinize.hpp"
#include "games/blast/observation.hpp"
#include "games/blast/rules.hpp"

using namespace cardtable;
using namespace cardtable::blast;

namespace {

bool stepped(const State& s, Seat seat) {
  for (int i = 0; i < s.log.count; ++i)
    if (s.log.seat_of(i) == seat) return true;
  return false;
}

// Positions of games the heuristic plays for both seats, at decisions in a trick after the other seat took a step
// this round.
std::vector<State> heuristic_positions(int count, std::uint64_t seed) {
  std::vector<State> out;
  std::vector<Action> scratch;
  auto rng = framework::Rng::from_seed(seed);
  while (static_cast<int>(out.size()) < count) {
    State s = new_game(Setup{rng.next(), std::nullopt});
    while (!is_over(s) && static_cast<int>(out.size()) < count) {
      if (s.phase == Phase::Trick && stepped(s, opponent(s.to_move)) && rng.below(4) == 0) out.push_back(s);
      apply(s, heuristic_action(s, scratch));
    }
  }
  return out;
}

}  // namespace

TEST_CASE("[ai][issue-40] reading: the hand the heuristic really held explains each of its steps") {
  int read = 0;
  for (const auto& s : heuristic_positions(60, 3)) {
    const Seat other = opponent(s.to_move);
    CHECK(ai::reading_weight(s, other, 0.3) == 1.0);
    // A hand it did not hold: the same deal with its other hand drawn again, which often explains less.
    auto rng = framework::Rng::from_seed(read);
    const double drawn = ai::reading_weight(determinize(s, s.to_move, rng), other, 0.3);
    CHECK(drawn > 0);
    CHECK(drawn <= 1.0);
    ++read;
  }
  CHECK(read == 60);
}

TEST_CASE("[ai][issue-40] reading: deals by weight hold the other seat's real cards more often than uniform deals") {
  // Rules: a follower may always pass, so no step proves a card absent; the weights only lean. Over positions of
  // heuristic games, the leaning must point at the cards the other seat really holds.
  const ai::BlastReadingConfig config{400, 0.3};
  double by_reading = 0, uniform = 0;
  int deals = 0;
  for (const auto& s : heuristic_positions(40, 8)) {
    const Seat me = s.to_move, other = opponent(me);
    const auto reading = ai::BlastReading::read(s, me, config, 17);
    REQUIRE(reading);
    CHECK(reading->hands() == 400);
    CHECK(reading->effective_hands() <= 400.0);
    auto rng = framework::Rng::from_seed(deals);
    for (int d = 0; d < 200; ++d, ++deals) {
      const State read_deal = reading->deal(s, rng);
      const State plain_deal = determinize(s, me, rng);
      REQUIRE(observe(read_deal, me) == observe(s, me));  // the reading deals only what the seat cannot tell apart
      by_reading += (read_deal.hands[other] & s.hands[other]).size();
      uniform += (plain_deal.hands[other] & s.hands[other]).size();
    }
  }
  INFO(by_reading / deals << " real cards in a deal by the reading, against " << uniform / deals);
  CHECK(by_reading > uniform * 1.03);
}

TEST_CASE("[ai][issue-40] reading: nothing is read before the other seat's first step, nor from a log that does not "
          "account for the round") {
  const ai::BlastReadingConfig config{50, 0.3};
  State s = new_game(Setup{4, 0});
  std::vector<Action> scratch;
  while (s.phase != Phase::Trick) apply(s, heuristic_action(s, scratch));
  CHECK_FALSE(ai::BlastReading::read(s, s.to_move, config, 1));  // no step yet
  apply(s, heuristic_action(s, scratch));
  REQUIRE(s.phase == Phase::Trick);
  REQUIRE(s.log.count == 1);
  CHECK(ai::BlastReading::read(s, s.to_move, config, 1));
  CHECK_FALSE(ai::BlastReading::read(s, s.to_move, ai::BlastReadingConfig{0, 0.3}, 1));  // a level that reads nothing
  State unknown = s;
  unknown.log.count = kRoundLogUnknown;  // a game going on from a save older than format 11
  CHECK_FALSE(ai::BlastReading::read(unknown, s.to_move, config, 1));
  State forgotten = s;
  forgotten.log.count = 0;  // the lead is face up but not in the log
  CHECK_FALSE(ai::BlastReading::read(forgotten, s.to_move, config, 1));
  State wrong_seat = s;
  wrong_seat.log.seats ^= 1;  // the log names the other seat as the leader
  CHECK_FALSE(ai::BlastReading::read(wrong_seat, opponent(s.to_move), config, 1));
}
