// Pirates actions, tested from the card rows and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::count;
using test::prt::has;
using test::prt::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Broadside: "Choose a base where you have at least one minion and choose a player: destroy every minion of power 2
// or less that this player has on that base."

TEST_CASE("[smashup][pirates][text] Broadside: every power-2-or-less minion of the chosen player on the chosen base") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["broadside"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"first-mate","controller":0},
                                                   {"card":"collector","controller":1},{"card":"enchantress","controller":1},
                                                   {"card":"invader","controller":1},{"card":"walker","controller":2}]},
                      {"base":"the-grey-opal","minions":[{"card":"collector","controller":1}]},
                      {"base":"the-central-brain","minions":[{"card":"first-mate","controller":0}]},
                      {"base":"factory-436-1337","minions":[{"card":"neophyte","controller":1}]}]})");
  t.answer("play broadside");
  REQUIRE(t.asked() == 0);
  // Only the bases where Player 1 has a minion.
  if (t.can("choose tortuga")) {
    CHECK(t.can("choose the-central-brain"));
    CHECK_FALSE(t.can("choose the-grey-opal"));
    CHECK_FALSE(t.can("choose factory-436-1337"));
    t.answer("choose tortuga");
  }
  t.answer("choose seat1");
  // Collector and Enchantress (2) go; Invader (3) stays; Player 1's First Mate and Player 3's Walker stay; the
  // Collector on The Grey Opal stays.
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"first-mate", "invader", "walker"});
  CHECK(test::sorted(t.discard(1)) == Names{"collector", "enchantress"});
  CHECK(t.minions_on("the-grey-opal") == Names{"collector"});
  CHECK(t.minions_on("factory-436-1337") == Names{"neophyte"});
}

TEST_CASE("[smashup][pirates][text] Broadside: power is current power (The Central Brain's +1 saves a power-2 minion)") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["broadside"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"the-central-brain","minions":[{"card":"first-mate","controller":0},
                                                             {"card":"collector","controller":1},
                                                             {"card":"microbot-guard","controller":1}]},
                      {"base":"tortuga"}]})");
  t.answer("play broadside");
  if (t.can("choose the-central-brain")) t.answer("choose the-central-brain");
  t.answer("choose seat1");
  CHECK(test::sorted(t.minions_on("the-central-brain")) == Names{"collector", "first-mate"});
  CHECK(t.discard(1) == Names{"microbot-guard"});
}

// ---------------------------------------------------------------------------------------------------------------
// Cannon: "Destroy up to two minions in play, each with power 2 or less."

TEST_CASE("[smashup][pirates][text] Cannon: up to two minions of power 2 or less, on any bases") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["cannon"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"invader","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"enchantress","controller":1},{"card":"king-rex","controller":1}]}]})");
  t.answer("play cannon");
  REQUIRE(t.asked() == 0);
  // "up to": a pass is offered; only power 2 or less.
  CHECK(test::sorted(t.options()) == Names{"choose collector", "choose enchantress", "pass"});
  t.answer("choose collector");
  REQUIRE(t.asking());
  CHECK(test::sorted(t.options()) == Names{"choose enchantress", "pass"});
  t.answer("choose enchantress");
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.minions_on("the-grey-opal") == Names{"king-rex"});
  CHECK(test::sorted(t.discard(1)) == Names{"collector", "enchantress"});
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][pirates][text] Cannon: its player's own minions are minions in play too") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["cannon"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"first-mate","controller":0},{"card":"invader","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play cannon");
  CHECK(test::sorted(t.options()) == Names{"choose first-mate", "pass"});
}

TEST_CASE("[smashup][pirates][text] Cannon: may stop after one, and never takes a third") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["cannon"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"enchantress","controller":1},
                                                   {"card":"walker","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play cannon");
  t.answer("choose collector");
  t.answer("pass");
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"enchantress", "walker"});

  Table two(R"({"seats":[{"factions":["pirates","robots"],"hand":["cannon"],"deck":["cannon"]},
                         {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
               "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"enchantress","controller":1},
                                                     {"card":"walker","controller":1}]},
                        {"base":"the-grey-opal"}]})");
  two.answer("play cannon");
  two.answer("choose collector");
  two.answer("choose walker");
  CHECK(two.minions_on("tortuga") == Names{"enchantress"});
  CHECK(two.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// Dinghy: "Move up to two of your minions, each to a base other than the one it is on."

TEST_CASE("[smashup][pirates][text] Dinghy: moves up to two of its player's own minions") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["dinghy"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"first-mate","controller":0},{"card":"warbot","controller":0},
                                                   {"card":"zapbot","controller":0},{"card":"collector","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play dinghy");
  REQUIRE(t.asked() == 0);
  // Only Player 1's minions; "up to": a pass.
  CHECK(test::sorted(t.options()) == Names{"choose first-mate", "choose warbot", "choose zapbot", "pass"});
  t.answer("choose first-mate");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  // Two different minions: the First Mate is not offered again.
  CHECK_FALSE(t.can("choose first-mate"));
  t.answer("choose warbot");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  CHECK(test::sorted(t.minions_on("the-grey-opal")) == Names{"first-mate", "warbot"});
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"collector", "zapbot"});
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][pirates][text] Dinghy: a moved minion is not played (Saucy Wench's ability does not fire)") {
  // Terms, Move: "it is not played, so its ability does not fire".
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["dinghy"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"saucy-wench","controller":0}]},
                      {"base":"the-grey-opal","minions":[{"card":"collector","controller":1}]}]})");
  t.answer("play dinghy");
  t.answer("choose saucy-wench");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  if (t.can("pass")) t.answer("pass");
  CHECK(test::sorted(t.minions_on("the-grey-opal")) == Names{"collector", "saucy-wench"});
  CHECK(t.discard(1).empty());
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// Full Sail: "Move any number of your minions to other bases. Special: you may also play this card when a base is
// about to score."

TEST_CASE("[smashup][pirates][text] Full Sail: in the play phase it moves any number of its player's minions") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["full-sail"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"first-mate","controller":0},{"card":"warbot","controller":0},
                                                   {"card":"zapbot","controller":0},{"card":"collector","controller":1}]},
                      {"base":"the-grey-opal"},{"base":"the-central-brain"}]})");
  t.answer("play full-sail");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose first-mate", "choose warbot", "choose zapbot", "pass"});
  t.answer("choose first-mate");
  t.answer("choose the-grey-opal");
  t.answer("choose warbot");
  t.answer("choose the-central-brain");
  t.answer("choose zapbot");
  t.answer("choose the-grey-opal");
  CHECK(t.minions_on("tortuga") == Names{"collector"});
  CHECK(test::sorted(t.minions_on("the-grey-opal")) == Names{"first-mate", "zapbot"});
  CHECK(t.minions_on("the-central-brain") == Names{"warbot"});
  CHECK(t.discard(0) == Names{"full-sail"});
}

TEST_CASE("[smashup][pirates][text] Full Sail: before a base scores, moving away changes the VP; the base still scores") {
  // Rulebook ("El gran golpe"): a Pirate player plays Full Sail (a Special) to move all their minions away; the base
  // drops below its breakpoint but, once scoring has begun, it completes. The free action was already used: a card
  // played through a Special does not use the turn's free plays.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["full-sail"],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"laseratops","controller":0},{"card":"collector","controller":0},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"],
             "turn":{"action_used":true}})");
  CHECK_FALSE(t.can("play full-sail"));
  t.answer("done");
  REQUIRE(t.asked() == 0);
  REQUIRE(t.can("use full-sail"));
  t.answer("use full-sail");
  t.answer("choose laseratops");
  t.answer("choose tortuga");
  if (t.can("pass")) t.answer("pass");
  pass_through(t, 0);
  // Player 2 alone at 7 of 12, but the base scored: 2 VP to Player 2; Laseratops safe on Tortuga.
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
  CHECK(t.minions_on("tortuga") == Names{"laseratops"});
  CHECK(has(t.discard(0), "full-sail"));
  CHECK(has(t.discard(0), "collector"));
}

TEST_CASE("[smashup][pirates][text] Full Sail: usable before a base scores on another player's turn") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["pirates","robots"],"hand":["full-sail"],"deck":["cannon","cannon","cannon"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":1},
                                                        {"card":"collector","controller":1}]},
                      {"base":"tortuga","minions":[{"card":"invader","controller":1}]}],
             "base_deck":["the-central-brain"]})");
  t.answer("done");
  for (int guard = 0; guard < 5 && t.asked() == 0 && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  REQUIRE(t.can("use full-sail"));
  t.answer("use full-sail");
  // The Invader on Tortuga moves onto the scoring base: "Move any number of your minions to other bases".
  t.answer("choose invader");
  t.answer("choose jungle-oasis");
  if (t.can("pass")) t.answer("pass");
  pass_through(t, 1);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][pirates][text][R-27] Full Sail: a Pirates player is asked before a base scores, whatever the hand holds") {
  // R-27: "a player whose factions have a card usable in that window is asked even when their hand holds none."
  const char* in_hand = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["pirates","robots"],"hand":["full-sail"],"deck":["cannon","cannon","cannon"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":1},
                                                        {"card":"collector","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})";
  const char* not_in_hand = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["pirates","robots"],"hand":["cannon"],"deck":["full-sail","cannon","cannon"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":1},
                                                        {"card":"collector","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})";
  for (const char* scenario : {in_hand, not_in_hand}) {
    INFO(scenario);
    Table t(scenario);
    t.answer("done");
    for (int guard = 0; guard < 5 && t.asking() && t.asked() == 0 && t.can("pass"); ++guard) t.answer("pass");
    REQUIRE(t.asking());
    INFO(t.prompt());
    CHECK(t.asked() == 1);
    CHECK(t.can("pass"));
    CHECK(t.vp(0) == 0);  // still before the VP
  }
}

TEST_CASE("[smashup][pirates][text][R-27] Full Sail: the active Pirates player is asked before a base scores with an empty hand") {
  // R-27, as above: the window's questions depend on the factions in play, not on the hand.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["full-sail","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1},{"card":"laseratops","controller":0},
                                                        {"card":"collector","controller":0}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})");
  t.answer("done");
  REQUIRE(t.asking());
  INFO(t.prompt());
  CHECK(t.asked() == 0);
  CHECK(t.can("pass"));
  CHECK(t.vp(1) == 0);  // still before the VP
}

TEST_CASE("[smashup][pirates][text] Full Sail: a player under Mark of Sleep cannot play it as a Special on that turn") {
  // Reading question. Mark of Sleep: "during their next turn they may not play any actions"; Full Sail used before a
  // base scores is an action played ("you may also play this card"), and "a card that says 'can't' beats one that
  // says 'can'" (rules, introduction).
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["mark-of-sleep"],"deck":["gnome","gnome","gnome"]},
                       {"factions":["pirates","dinosaurs"],"hand":["full-sail","collector"],"deck":["cannon","cannon","cannon"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat1");
  t.answer("done");
  pass_through(t, 0);
  // Player 2's marked turn: the Collector brings Jungle Oasis to 13.
  REQUIRE(t.asked() == 1);
  t.answer("play collector jungle-oasis");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  t.answer("done");
  const Names offered = pass_through(t, 1);
  CHECK_FALSE(has(offered, "use full-sail"));
  CHECK(has(t.hand(1), "full-sail"));
}

// ---------------------------------------------------------------------------------------------------------------
// Powderkeg: "Destroy one of your own minions, and also destroy every minion on that same base whose power is equal
// to or lower than that minion's power."

TEST_CASE("[smashup][pirates][text] Powderkeg: one own minion, then every minion there of equal or lower power") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["powderkeg"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"saucy-wench","controller":0},{"card":"first-mate","controller":0},
                                                   {"card":"invader","controller":1},{"card":"collector","controller":1},
                                                   {"card":"laseratops","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"collector","controller":1},{"card":"first-mate","controller":0}]}]})");
  t.answer("play powderkeg");
  REQUIRE(t.asked() == 0);
  // Only Player 1's own minions; mandatory: no pass.
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose laseratops"));
  REQUIRE(t.can("choose saucy-wench"));
  t.answer("choose saucy-wench");
  // Power 3: Saucy Wench, Invader (3, equal), Collector (2) and Player 1's own First Mate (2) go; Laseratops (4)
  // stays; nothing on The Grey Opal is touched.
  CHECK(t.minions_on("tortuga") == Names{"laseratops"});
  CHECK(test::sorted(t.discard(0)) == Names{"first-mate", "powderkeg", "saucy-wench"});
  CHECK(test::sorted(t.discard(1)) == Names{"collector", "invader"});
  CHECK(test::sorted(t.minions_on("the-grey-opal")) == Names{"collector", "first-mate"});
}

TEST_CASE("[smashup][pirates][text] Powderkeg: with no minion of its own in play nothing is destroyed") {
  // Terms: "A card may be played even if its ability can do nothing."
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["powderkeg"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1}]},{"base":"the-grey-opal"}]})");
  REQUIRE(t.can("play powderkeg"));
  t.answer("play powderkeg");
  CHECK(t.minions_on("tortuga") == Names{"collector"});
  CHECK(t.discard(0) == Names{"powderkeg"});
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// Sea Dogs: "Name a faction. Move all minions of that faction controlled by other players from one base to one
// other base."

TEST_CASE("[smashup][pirates][text] Sea Dogs: every other player's minion of the named faction on one base moves") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["sea-dogs"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]},
                       {"factions":["aliens","zombies"],"hand":[],"deck":["walker"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"invader","controller":2},
                                                   {"card":"king-rex","controller":1},{"card":"walker","controller":2},
                                                   {"card":"collector","controller":0}]},
                      {"base":"the-grey-opal","minions":[{"card":"invader","controller":1}]},
                      {"base":"the-central-brain"}]})");
  t.answer("play sea-dogs");
  // Name Aliens, from Tortuga to The Central Brain (the questions may come in any order).
  for (int guard = 0; guard < 6 && t.asking() && !t.can("done"); ++guard) {
    if (t.can("choose aliens")) {
      t.answer("choose aliens");
    } else if (t.prompt().find("to") != std::string::npos && t.can("choose the-central-brain") && !t.can("choose tortuga")) {
      t.answer("choose the-central-brain");
    } else if (t.can("choose tortuga")) {
      t.answer("choose tortuga");
    } else {
      t.answer("choose the-central-brain");
    }
  }
  // Both other players' Aliens (Collector, Invader) moved; King Rex and Walker stayed; Player 1's own Collector
  // stayed; the Invader on The Grey Opal stayed.
  CHECK(test::sorted(t.minions_on("the-central-brain")) == Names{"collector", "invader"});
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"collector", "king-rex", "walker"});
  CHECK(t.controller("tortuga", "collector") == 0);
  CHECK(t.minions_on("the-grey-opal") == Names{"invader"});
}

// ---------------------------------------------------------------------------------------------------------------
// Shanghai: "Move a minion controlled by another player to a different base."

TEST_CASE("[smashup][pirates][text] Shanghai: another player's minion, moved to a different base") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["shanghai"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"first-mate","controller":0}]},
                      {"base":"the-grey-opal","minions":[{"card":"king-rex","controller":1}]}]})");
  t.answer("play shanghai");
  REQUIRE(t.asked() == 0);
  // Not Player 1's own First Mate; mandatory: no pass.
  CHECK(test::sorted(t.options()) == Names{"choose collector", "choose king-rex"});
  t.answer("choose king-rex");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"collector", "first-mate", "king-rex"});
  CHECK(t.minions_on("the-grey-opal").empty());
  CHECK(t.controller("tortuga", "king-rex") == 1);
}

TEST_CASE("[smashup][pirates][text] Shanghai: the moved minion is not played (Collector's ability does not fire)") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["shanghai"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"first-mate","controller":0}]}]})");
  t.answer("play shanghai");
  if (t.can("choose collector")) t.answer("choose collector");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(test::sorted(t.minions_on("the-grey-opal")) == Names{"collector", "first-mate"});
}

// ---------------------------------------------------------------------------------------------------------------
// Swashbuckling: "All of your minions have +1 power until the end of the turn."

TEST_CASE("[smashup][pirates][text] Swashbuckling: +1 to each of its player's minions, for this turn only") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["swashbuckling"],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"first-mate","controller":0},{"card":"collector","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"warbot","controller":0}]}]})");
  t.answer("play swashbuckling");
  CHECK(t.power_of("tortuga", "first-mate") == 3);
  CHECK(t.power_of("the-grey-opal", "warbot") == 5);
  CHECK(t.power_of("tortuga", "collector") == 2);
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("tortuga", "first-mate") == 2);
  CHECK(t.power_of("the-grey-opal", "warbot") == 4);
}

TEST_CASE("[smashup][pirates][text] Swashbuckling: the +1 counts when the turn's bases score") {
  // Jungle Oasis (12) holds 11 power; Swashbuckling's +1 to Player 1's two minions brings it to 13, so it scores.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["swashbuckling"],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"first-mate","controller":0},{"card":"laseratops","controller":0},
                                                        {"card":"invader","controller":1},{"card":"collector","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})");
  CHECK(t.total("jungle-oasis") == 11);
  t.answer("play swashbuckling");
  CHECK(t.total("jungle-oasis") == 13);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"the-central-brain", "tortuga"});
}
