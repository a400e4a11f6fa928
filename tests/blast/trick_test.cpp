#include <catch2/catch.hpp>

#include "tests/blast/position.hpp"

using namespace cardtable::blast;
using namespace cardtable::blast::test;

namespace {

std::int8_t zone(const State& s, Planet p) { return s.planet_zone[static_cast<std::size_t>(p)]; }

}  // namespace

TEST_CASE("[blast][R-2] the leader must play: passing is not offered and is refused") {
  State s = position("C3 C9", "J1 J2");
  CHECK_FALSE(has(legal_strings(s), "pass"));
  CHECK_FALSE(is_legal(s, Action::pass()));
  CHECK(why_illegal(s, Action::pass()).find("leads a trick must play") != std::string::npos);
}

TEST_CASE("[blast][trick] an answer must have a strictly greater total; equal is not enough") {
  State s = position("C5 C9", "J5 J6 J2");
  play(s, "play zamepra C5");
  auto answers = legal_strings(s);
  CHECK(has(answers, "play zamepra J6"));
  CHECK_FALSE(has(answers, "play zamepra J5"));
  CHECK_FALSE(has(answers, "play zamepra J2"));
  CHECK(has(answers, "pass"));  // a player may pass even when they could play
  CHECK(why_illegal(s, act("play zamepra J5")).find("does not beat 5") != std::string::npos);
}

TEST_CASE("[blast][trick] later plays must meet the same planet's requirement") {
  State s = position("C5 G5 C9", "J6 S6 J1 J8");
  play(s, "play peolara C5 G5");
  auto answers = legal_strings(s);
  CHECK(has(answers, "play peolara J6 S6"));
  CHECK_FALSE(has(answers, "play zamepra J8"));
  CHECK(why_illegal(s, act("play zamepra J8")).find("Peolara") != std::string::npos);
}

TEST_CASE("[blast][planets] Vao D: every later play must count as the lead's faction") {
  State s = position("G1 G2 G3 J9", "J4 J5 J6 G7 G8 G9 C7 C8");
  play(s, "play vao-d G1 G2 G3");
  auto answers = legal_strings(s);
  CHECK(has(answers, "play vao-d G7 G8 G9"));
  CHECK(has(answers, "play vao-d C7=G G8 G9"));
  CHECK_FALSE(has(answers, "play vao-d J4 J5 J6"));
  CHECK(why_illegal(s, act("play vao-d J4 J5 J6")).find("Greedbot") != std::string::npos);
}

TEST_CASE("[blast][planets] Thora III: every later play must count as exactly the lead's three factions") {
  State s = position("C1 G2 J3 J9", "G5 J6 S7 C6 J7 S8");
  play(s, "play thora-iii C1 G2 J3");
  auto answers = legal_strings(s);
  // Lead set {C, G, J}: G5 J6 S7 uses S instead of C; C6 can stand in only as C.
  CHECK_FALSE(has(answers, "play thora-iii G5 J6 S7"));
  CHECK(has(answers, "play thora-iii G5 C6 J7"));
  CHECK_FALSE(has(answers, "play thora-iii C6 J7 S8"));
}

TEST_CASE("[blast][trick] passing ends the trick at once and the other player wins it") {
  State s = position("C5 C9", "S6 J2");
  play(s, "play zamepra C5");
  play(s, "play zamepra S6");
  auto events = play(s, "pass");
  CHECK(zone(s, Planet::Zamepra) == 1);
  CHECK(s.phase == Phase::Trick);
  CHECK(s.trick.play_count == 0);
  CHECK(s.to_move == 1);  // the trick's winner leads the next one
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::TrickWon; }));
}

TEST_CASE("[blast][trick] the winner pulls the planet one zone: opponent's zone to centre, centre to own, own stays") {
  State s = position("C5 C6 C7 C8", "J1 J2 J3 J4");
  s.planet_zone[static_cast<std::size_t>(Planet::Zamepra)] = 1;
  play(s, "play zamepra C5");
  play(s, "pass");
  CHECK(zone(s, Planet::Zamepra) == kCentre);
  play(s, "play zamepra C6");
  play(s, "pass");
  CHECK(zone(s, Planet::Zamepra) == 0);
  play(s, "play zamepra C7");
  play(s, "pass");
  CHECK(zone(s, Planet::Zamepra) == 0);
  CHECK(points(s, 0) == 1);
}

TEST_CASE("[blast][R-3] a Greedbot in the unbeaten play moves the planet straight into the winner's zone") {
  State s = position("G5 C9", "J1 J2");
  s.planet_zone[static_cast<std::size_t>(Planet::Zamepra)] = 1;
  play(s, "play zamepra G5");
  auto events = play(s, "pass");
  CHECK(zone(s, Planet::Zamepra) == 0);
  auto won = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::TrickWon; });
  REQUIRE(won != events.end());
  CHECK(won->greedbot);
}

TEST_CASE("[blast][R-3] a Greedbot in a beaten play does nothing") {
  State s = position("G5 C1 C2", "J6 J2 J3");
  s.planet_zone[static_cast<std::size_t>(Planet::Zamepra)] = 0;
  play(s, "play zamepra G5");
  play(s, "play zamepra J6");
  play(s, "pass");
  // Player 1 won with J6 (no Greedbot): the planet comes one step, from player 0's zone to the centre.
  CHECK(zone(s, Planet::Zamepra) == kCentre);
}

TEST_CASE("[blast][R-5] a Changeling counted as a Greedbot does not move the planet straight") {
  State s = position("C3 C4 C5 C9", "J1 J2");
  s.planet_zone[static_cast<std::size_t>(Planet::VaoD)] = 1;
  play(s, "play vao-d C3=G C4=G C5=G");
  play(s, "pass");
  CHECK(zone(s, Planet::VaoD) == kCentre);
}

TEST_CASE("[blast][R-4] Junker win forces one discard, however many Junkers won it") {
  State s = position("J4 G4 J9 C1 C2", "S1 S2");
  play(s, "play peolara G4 J4");
  play(s, "pass");
  REQUIRE(s.phase == Phase::JunkerDiscard);
  CHECK(s.to_move == 0);
  auto options = legal_strings(s);
  CHECK(options == std::vector<std::string>{"discard C1", "discard C2", "discard J9"});
  play(s, "discard C2");
  CHECK(s.discarded == cards("C2"));
  CHECK(s.face_up.contains(*parse_card("C2")));
  // Exactly one discard, then the winner leads.
  CHECK(s.phase == Phase::Trick);
  CHECK(s.to_move == 0);
  CHECK(s.hands[0] == cards("J9 C1"));
}

TEST_CASE("[blast][R-4] two Junkers in the winning play still cost one discard") {
  State s = position("J3 J4 J5 C1 C2", "S1 S2");
  play(s, "play vao-d J3 J4 J5");
  play(s, "pass");
  REQUIRE(s.phase == Phase::JunkerDiscard);
  play(s, "discard C1");
  CHECK(s.phase == Phase::Trick);
  CHECK(s.hands[0] == cards("C2"));
}

TEST_CASE("[blast][R-4] a Junker in a beaten play forces nothing") {
  State s = position("J4 C1 C2", "S5 S1");
  play(s, "play zamepra J4");
  play(s, "play zamepra S5");
  play(s, "pass");
  CHECK(s.phase == Phase::Trick);
  CHECK(s.to_move == 1);
}

TEST_CASE("[blast][R-5] a Changeling counted as a Junker forces no discard") {
  State s = position("C3 C4 C5 C9", "J1 J2");
  play(s, "play vao-d C3=J C4=J C5=J");
  play(s, "pass");
  CHECK(s.phase == Phase::Trick);
  CHECK(s.to_move == 0);
}

TEST_CASE("[blast][R-6] a Junker discard that empties the hand ends the round after the planet moved") {
  State s = position("J4 G4 C1", "S1 S2 S3");
  play(s, "play peolara G4 J4");
  play(s, "pass");
  CHECK(s.planet_zone[static_cast<std::size_t>(Planet::Peolara)] == 0);
  REQUIRE(s.phase == Phase::JunkerDiscard);
  auto events = play(s, "discard C1");
  CHECK(s.stars[0] == 1);
  CHECK(s.last_round_winner == 0);
  CHECK(s.round == 2);
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::RoundWon && e.seat == 0; }));
}

TEST_CASE("[blast][round] playing the last card ends the round at once: the trick is not resolved") {
  State s = position("C5 C9", "J6 J2");
  s.planet_zone[static_cast<std::size_t>(Planet::Zamepra)] = 0;
  play(s, "play zamepra C5");
  play(s, "play zamepra J6");
  auto events = play(s, "play zamepra C9");  // player 0's last card
  CHECK(s.stars[0] == 1);
  CHECK(s.star_pile == 6);
  CHECK(s.planet_zone[static_cast<std::size_t>(Planet::Zamepra)] == 0);  // no planet moved
  CHECK(s.round == 2);
  CHECK(std::none_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::TrickWon; }));
}

TEST_CASE("[blast][round] a lead with the last card ends the round too") {
  State s = position("C5", "J6 J2", 0);
  play(s, "play zamepra C5");
  CHECK(s.stars[0] == 1);
  CHECK(s.round == 2);
}
