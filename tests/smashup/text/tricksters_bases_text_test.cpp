// The Tricksters' bases, Cave of Shinies and Mushroom Kingdom, tested from the base rows and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::has;
using test::prt::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Cave of Shinies (23, 4/2/1): "After each time a minion on this base is destroyed, its owner gains 1 VP."

TEST_CASE("[smashup][tricksters][text] Cave of Shinies: each minion destroyed there gives its owner 1 VP") {
  // The Collector is Player 3's card under Player 2's control: its owner, Player 3, gains the VP.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["cannon"],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker"]}],
             "bases":[{"base":"cave-of-shinies","minions":[{"card":"enchantress","controller":1},
                                                           {"card":"collector","controller":1,"owner":2},
                                                           {"card":"king-rex","controller":1}]},
                      {"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play cannon");
  t.answer("choose enchantress");
  t.answer("choose collector");
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(2) == 1);
  CHECK(t.vp(0) == 0);
  CHECK(t.minions_on("cave-of-shinies") == Names{"king-rex"});
}

TEST_CASE("[smashup][tricksters][text] Cave of Shinies: its player's own minion destroyed there pays its owner too") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["powderkeg"],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"cave-of-shinies","minions":[{"card":"first-mate","controller":0},{"card":"collector","controller":1},
                                                           {"card":"king-rex","controller":1}]},
                      {"base":"tortuga"}]})");
  t.answer("play powderkeg");
  if (t.can("choose first-mate")) t.answer("choose first-mate");
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 1);
}

TEST_CASE("[smashup][tricksters][text] Cave of Shinies: a minion destroyed on another base gives nothing") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["cannon"],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"cave-of-shinies","minions":[{"card":"king-rex","controller":1}]},
                      {"base":"tortuga","minions":[{"card":"collector","controller":1}]}]})");
  t.answer("play cannon");
  t.answer("choose collector");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][tricksters][text] Cave of Shinies: 4/2/1, and the minions discarded when it scores give nothing") {
  // Scoring one base, 6: "Every card still on the base goes to its owner's discard pile (this is not 'destroy')."
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"cave-of-shinies","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                           {"card":"laseratops","controller":1},{"card":"invader","controller":1},
                                                           {"card":"walker","controller":2}]},
                      {"base":"tortuga"},{"base":"the-grey-opal"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Mushroom Kingdom (20, 5/3/2): "At the start of each player's turn, that player may move one minion belonging to
// another player from any base onto this base."

TEST_CASE("[smashup][tricksters][text] Mushroom Kingdom: at the start of a turn its player may pull another player's minion onto it") {
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"mushroom-kingdom","minions":[{"card":"collector","controller":1}]},
                      {"base":"tortuga","minions":[{"card":"king-rex","controller":1},{"card":"warbot","controller":0}]},
                      {"base":"the-grey-opal","minions":[{"card":"invader","controller":1}]}],
             "turn":{"phase":"start"}})");
  REQUIRE(t.asked() == 0);
  // "may": a pass; only another player's minions not already there.
  CHECK(test::sorted(t.options()) == Names{"choose invader", "choose king-rex", "pass"});
  t.answer("choose king-rex");
  if (t.can("choose mushroom-kingdom")) t.answer("choose mushroom-kingdom");
  CHECK(test::sorted(t.minions_on("mushroom-kingdom")) == Names{"collector", "king-rex"});
  CHECK(t.minions_on("tortuga") == Names{"warbot"});
  CHECK(t.controller("mushroom-kingdom", "king-rex") == 1);
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][tricksters][text] Mushroom Kingdom: every player's turn, not only the Tricksters player's") {
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"mushroom-kingdom"},
                      {"base":"tortuga","minions":[{"card":"king-rex","controller":1},{"card":"warbot","controller":0}]}],
             "turn":{"phase":"start","active":1}})");
  REQUIRE(t.asked() == 1);
  CHECK(test::sorted(t.options()) == Names{"choose warbot", "pass"});
  t.answer("choose warbot");
  if (t.can("choose mushroom-kingdom")) t.answer("choose mushroom-kingdom");
  CHECK(t.minions_on("mushroom-kingdom") == Names{"warbot"});
}

TEST_CASE("[smashup][tricksters][text] Mushroom Kingdom: declining moves nothing") {
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"mushroom-kingdom"},{"base":"tortuga","minions":[{"card":"king-rex","controller":1}]}],
             "turn":{"phase":"start"}})");
  t.answer("pass");
  CHECK(t.minions_on("mushroom-kingdom").empty());
  CHECK(t.minions_on("tortuga") == Names{"king-rex"});
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][tricksters][text] Mushroom Kingdom: scores 5/3/2 at 20") {
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"mushroom-kingdom","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":0},
                                                            {"card":"laseratops","controller":1},{"card":"invader","controller":1},
                                                            {"card":"walker","controller":2}]},
                      {"base":"tortuga"},{"base":"the-grey-opal"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
}
