#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "tests/blast/position.hpp"

using namespace cardtable::blast;
using namespace cardtable::blast::test;

namespace {

std::vector<std::string> on_planet(const State& s, const std::string& planet) {
  std::vector<std::string> out;
  for (const auto& a : legal_strings(s))
    if (a.rfind("play " + planet + " ", 0) == 0) out.push_back(a);
  return out;
}

}  // namespace

TEST_CASE("[blast][planets] Zamepra: any single card, and a Shrinker may also count one lower") {
  State s = position("C3 G7 S0 S5", "J1");
  auto plays = on_planet(s, "zamepra");
  std::sort(plays.begin(), plays.end());
  CHECK(plays == std::vector<std::string>{"play zamepra C3", "play zamepra G7", "play zamepra S0", "play zamepra S5",
                                          "play zamepra S5-"});
}

TEST_CASE("[blast][planets] Peolara: two cards of the same counted value, any factions") {
  State s = position("C4 G4 J7 S5", "J1");
  auto plays = on_planet(s, "peolara");
  std::sort(plays.begin(), plays.end());
  // S5 counted as 4 pairs with the 4s.
  CHECK(plays == std::vector<std::string>{"play peolara C4 G4", "play peolara C4 S5-", "play peolara G4 S5-"});
}

TEST_CASE("[blast][planets] Usiri: three cards of the same counted value") {
  State s = position("C2 G2 J2 S3 J9", "J1");
  auto plays = on_planet(s, "usiri");
  std::sort(plays.begin(), plays.end());
  CHECK(plays == std::vector<std::string>{"play usiri C2 G2 J2", "play usiri C2 G2 S3-", "play usiri C2 J2 S3-",
                                          "play usiri G2 J2 S3-"});
  CHECK(on_planet(position("C2 G2 J9", "J1"), "usiri").empty());
}

TEST_CASE("[blast][planets] Vao D: three consecutive values all of one faction") {
  State s = position("G3 G4 G5 J6 G7", "J1");
  auto plays = on_planet(s, "vao-d");
  std::sort(plays.begin(), plays.end());
  CHECK(plays == std::vector<std::string>{"play vao-d G3 G4 G5"});
  // Mixed factions without Changelings are no Vao D play.
  CHECK(on_planet(position("G3 J4 G5", "J1"), "vao-d").empty());
}

TEST_CASE("[blast][planets][R-7] Vao D: Changelings may count as the run's faction; all-Changeling runs declare it") {
  State s = position("G3 C4 G5", "J1");
  CHECK(on_planet(s, "vao-d") == std::vector<std::string>{"play vao-d G3 C4=G G5"});
  State all = position("C3 C4 C5", "J1");
  auto plays = on_planet(all, "vao-d");
  std::sort(plays.begin(), plays.end());
  CHECK(plays == std::vector<std::string>{"play vao-d C3 C4 C5", "play vao-d C3=G C4=G C5=G",
                                          "play vao-d C3=J C4=J C5=J", "play vao-d C3=S C4=S C5=S"});
}

TEST_CASE("[blast][planets][R-7] Vao D: Shrinkers make runs from counted values, both ways") {
  State s = position("S3 S4 S5", "J1");
  auto plays = on_planet(s, "vao-d");
  std::sort(plays.begin(), plays.end());
  // 3-4-5 as printed, or all lowered to 2-3-4; mixed lowering breaks the run.
  CHECK(plays == std::vector<std::string>{"play vao-d S3 S4 S5", "play vao-d S3- S4- S5-"});
}

TEST_CASE("[blast][planets] Thora III: three consecutive values of three different factions") {
  State s = position("G3 J4 S5 G5", "J1");
  // G3 J4 G5 repeats Greedbots and G3 S5- G5 too; only one run has three factions.
  CHECK(on_planet(s, "thora-iii") == std::vector<std::string>{"play thora-iii G3 J4 S5"});
}

TEST_CASE("[blast][planets][R-8] Thora III lists each set of factions once however Changelings split it") {
  State s = position("C3 C4 G5", "J1");
  auto plays = on_planet(s, "thora-iii");
  // Fixed G; the two Changelings add two of {C, J, S}: three sets, each listed exactly once.
  CHECK(plays.size() == 3);
  std::set<std::string> unique(plays.begin(), plays.end());
  CHECK(unique.size() == plays.size());
  CHECK(has(plays, "play thora-iii C3 C4=J G5"));
  CHECK(has(plays, "play thora-iii C3 C4=S G5"));
  CHECK(has(plays, "play thora-iii C3=J C4=S G5"));
  // The other split of the same set names the same play and is accepted as it.
  auto same = find_legal(s, act("play thora-iii C3=J C4 G5"));
  REQUIRE(same);
  CHECK(to_string(*same) == "play thora-iii C3 C4=J G5");
}

TEST_CASE("[blast][planets][R-5] a Changeling counted as a Shrinker cannot lower its value") {
  State s = position("C4 J4", "J1");
  CHECK_FALSE(is_legal(s, act("play peolara C4-=S J4")));
  CHECK(why_illegal(s, act("play zamepra C4-")).find("not a Shrinker") != std::string::npos);
}

TEST_CASE("[blast][R-7] a Shrinker 0 cannot be lowered") {
  State s = position("S0 S1", "J1");
  auto plays = on_planet(s, "zamepra");
  std::sort(plays.begin(), plays.end());
  CHECK(plays == std::vector<std::string>{"play zamepra S0", "play zamepra S1", "play zamepra S1-"});
  CHECK(has(on_planet(s, "peolara"), "play peolara S0 S1-"));
}

TEST_CASE("[blast][planets] the leader may choose any planet, even one already in their own zone") {
  State s = position("G3 G4 G5 C7", "J1");
  s.planet_zone[static_cast<int>(Planet::VaoD)] = 0;
  s.planet_zone[static_cast<int>(Planet::Zamepra)] = 1;
  auto plays = legal_strings(s);
  CHECK(has(plays, "play vao-d G3 G4 G5"));
  CHECK(has(plays, "play zamepra C7"));
  CHECK(has(plays, "play thora-iii G3 G4 G5") == false);
}

TEST_CASE("[blast][planets] every legal list holds distinct plays") {
  cardtable::framework::Rng rng = cardtable::framework::Rng::from_seed(99);
  for (int i = 0; i < 200; ++i) {
    State s = new_game(Setup{rng.next(), 0});
    if (s.phase != Phase::Trick) continue;
    auto plays = legal_strings(s);
    std::set<std::string> unique(plays.begin(), plays.end());
    CHECK(unique.size() == plays.size());
    for (const auto& p : plays) CHECK(to_string(act(p)) == p);  // every string reads back as itself
  }
}
