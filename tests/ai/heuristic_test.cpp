#include <catch2/catch.hpp>

#include "ai/blast_heuristic.hpp"
#include "tests/blast/position.hpp"

using namespace cardtable::blast;
using namespace cardtable::blast::test;

namespace {

std::string heuristic_says(const State& s) {
  std::vector<Action> scratch;
  return to_string(heuristic_action(s, scratch));
}

}  // namespace

TEST_CASE("[ai][heuristic] a play that empties the hand is always taken") {
  State s = position("J9", "C1 C2 C3 G4 G5", 1);
  play(s, "play zamepra C1");
  CHECK(heuristic_says(s) == "play zamepra J9");
}

TEST_CASE("[ai][heuristic] it answers with the cheapest card that wins, keeping the high ones") {
  State s = position("C1 C2 C3 G4 G5 J6", "S2 G7 S10 C8 S0 G0", 0);
  play(s, "play zamepra C3");
  CHECK(heuristic_says(s) == "play zamepra G7");
}

TEST_CASE("[ai][heuristic] a lead sheds several low cards rather than one") {
  const State s = position("C1 G1 J1 S9 C6 J10 G4", "C0 G2 J3 S4 S6 G9 C9", 0);
  const auto lead = heuristic_says(s);
  CHECK(lead == "play usiri C1 G1 J1");
}

TEST_CASE("[ai][heuristic] against one card left, it leads a planet that one card cannot answer") {
  State s = position("C1 G1 J4 S5 C7 J8", "C9", 0);
  const auto lead = heuristic_says(s);
  CHECK(lead.rfind("play peolara", 0) == 0);
}

TEST_CASE("[ai][heuristic] against one card left, it answers rather than hand over the lead") {
  State s = position("C1 G1 J4 S5 C7 J8", "C3 C9", 1);
  play(s, "play zamepra C3");
  CHECK(heuristic_says(s) != "pass");
}

TEST_CASE("[ai][heuristic][R-4] a Junker discard sheds the card least worth keeping") {
  State s = position("J9 C0 C10 G10 S10 G8 C8", "C1 G2 S3", 0);
  play(s, "play zamepra J9");
  play(s, "pass");
  REQUIRE(s.phase == Phase::JunkerDiscard);
  CHECK(heuristic_says(s) == "discard C0");
}

TEST_CASE("[ai][heuristic][R-1] the trailer gives its lowest loose cards and keeps pairs and high cards") {
  State s = position("C0 G1 J3 S3 C7 G8 J9 S10 C10 G10", "C1 C2 C3", 1);
  s.stars[1] = 2;
  s.star_pile = kStars - 2;
  s.phase = Phase::Exchange;
  s.exchange_count = 2;
  s.exchange_leader = 1;
  s.to_move = 1;
  play(s, heuristic_says(s));  // seat 1, ahead, gives its 2 highest
  REQUIRE(s.to_move == 0);
  CHECK(heuristic_says(s) == "give C0 G1");
  CHECK(cheapest_cards(s.hands[0], 2) == cards("C0 G1"));
}
