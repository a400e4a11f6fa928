#include <catch2/catch.hpp>

#include "tests/blast/position.hpp"

using namespace cardtable::blast;
using namespace cardtable::blast::test;

TEST_CASE("[blast][setup] a new game: planets in the centre, 7 stars in the pile, 15/15 dealt and 14 unseen") {
  State s = new_game(Setup{42, 1});
  CHECK(s.round == 1);
  for (auto z : s.planet_zone) CHECK(z == kCentre);
  CHECK(s.star_pile == 7);
  CHECK(s.stars == std::array<std::uint8_t, 2>{0, 0});
  CHECK(s.hands[0].size() == 15);
  CHECK(s.hands[1].size() == 15);
  CHECK(s.undealt.size() == 14);
  CHECK((s.hands[0] | s.hands[1] | s.undealt) == kAllCards);
  CHECK(s.to_move == 1);  // the chosen starting player leads round 1
}

TEST_CASE("[blast][setup] without a choice, the starting player comes from the seed") {
  int firsts[2] = {0, 0};
  for (std::uint64_t seed = 0; seed < 64; ++seed) ++firsts[new_game(Setup{seed, std::nullopt}).first_player];
  CHECK(firsts[0] > 0);
  CHECK(firsts[1] > 0);
  CHECK(new_game(Setup{9, std::nullopt}).first_player == new_game(Setup{9, std::nullopt}).first_player);
}

TEST_CASE("[blast][round] each round reshuffles all 44 cards") {
  State s = position("C5", "J6 J2", 0);
  play(s, "play zamepra C5");
  CHECK((s.hands[0] | s.hands[1] | s.undealt) == kAllCards);
  CHECK(s.face_up.empty());
  CHECK(s.discarded.empty());
}

TEST_CASE("[blast][round] the loser of a round leads the first trick of the next") {
  State s = position("C5", "J6 J2", 0);
  play(s, "play zamepra C5");
  REQUIRE(s.phase == Phase::Exchange);  // 1 point to 0
  CHECK(round_opener(s) == 1);
  const auto gifts0 = legal_actions(s);
  apply(s, gifts0.front());
  apply(s, legal_actions(s).front());
  CHECK(s.phase == Phase::Trick);
  CHECK(s.to_move == 1);
  CHECK(s.trick.leader == 1);
}

TEST_CASE("[blast][round] planets and stars stay where they are between rounds") {
  State s = position("C5", "J6 J2", 0);
  s.planet_zone = {1, 0, kCentre, kCentre, 1};
  s.stars = {1, 2};
  s.star_pile = 4;
  play(s, "play zamepra C5");
  CHECK(s.planet_zone == std::array<std::int8_t, 5>{1, 0, kCentre, kCentre, 1});
  CHECK(s.stars == std::array<std::uint8_t, 2>{2, 2});
  CHECK(s.star_pile == 3);
}

TEST_CASE("[blast][game-end] a player with 7 points at the end of a round wins") {
  State s = position("C5", "J6 J2", 0);
  s.planet_zone = {0, 0, 0, 0, kCentre};
  s.stars = {2, 0};
  s.star_pile = 5;
  auto events = play(s, "play zamepra C5");
  CHECK(is_over(s));
  CHECK(s.winner == 0);
  CHECK(s.end == GameEnd::SevenPoints);
  CHECK(results(s) == std::array<double, 2>{1.0, 0.0});
  CHECK(legal_actions(s).empty());
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::GameWon; }));
}

TEST_CASE("[blast][game-end] 7 points during a round do not win: only the end of a round counts") {
  State s = position("C5 C6 C1", "J6 J2", 0);
  s.planet_zone = {kCentre, 0, 0, 0, 0};
  s.stars = {2, 0};
  s.star_pile = 5;
  play(s, "play zamepra C5");
  play(s, "pass");
  CHECK(points(s, 0) == 7);
  CHECK_FALSE(is_over(s));
  CHECK(s.phase == Phase::Trick);
}

TEST_CASE("[blast][game-end] when the last star is taken, most points wins") {
  State s = position("C5", "J6 J2", 0);
  s.planet_zone = {1, 1, kCentre, kCentre, kCentre};
  s.stars = {2, 4};
  s.star_pile = 1;
  play(s, "play zamepra C5");  // player 0 takes the last star: 3 points against 6
  CHECK(is_over(s));
  CHECK(s.end == GameEnd::LastStar);
  CHECK(s.winner == 1);
}

TEST_CASE("[blast][game-end] on equal points after the last star, most stars wins") {
  State s = position("C5", "J6 J2", 0);
  // Player 1: 3 stars + 1 planet = 4; player 0 takes the last star: 4 stars = 4 points, more stars.
  s.planet_zone = {1, kCentre, kCentre, kCentre, kCentre};
  s.stars = {3, 3};
  s.star_pile = 1;
  play(s, "play zamepra C5");
  REQUIRE(is_over(s));
  CHECK(points(s, 0) == points(s, 1));
  CHECK(s.winner == 0);
  CHECK(s.end == GameEnd::LastStar);
}
