// Pirates minions, tested from the card rows and the rulings alone: each test puts a card where its printed text
// matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::has;
using test::prt::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Pirate King (5): "Special: when a base is about to score, you may move this minion (from the base it is on) onto
// that base."

namespace {
// Jungle Oasis (12, 2/0/0) is ready: Player 1 has 6 there, Player 2 has King Rex (7). Player 1's Pirate King waits
// on Tortuga.
const char* king_elsewhere = R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]},
                     {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
           "bases":[{"base":"jungle-oasis","minions":[{"card":"laseratops","controller":0},{"card":"collector","controller":0},
                                                      {"card":"king-rex","controller":1}]},
                    {"base":"tortuga","minions":[{"card":"pirate-king","controller":0}]}],
           "base_deck":["the-central-brain"]})";
}  // namespace

TEST_CASE("[smashup][pirates][text] Pirate King: before another base scores it may move there and counts for it") {
  Table t(king_elsewhere);
  t.answer("done");
  REQUIRE(t.asked() == 0);
  REQUIRE(t.can("use pirate-king"));
  CHECK(t.can("pass"));  // "you may"
  t.answer("use pirate-king");
  pass_through(t, 0);
  // 11 against 7: Player 1 wins Jungle Oasis (2 VP); the King, now on the scored base, went to the discard pile.
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(has(t.discard(0), "pirate-king"));
  CHECK(t.minions_on("tortuga").empty());
}

TEST_CASE("[smashup][pirates][text] Pirate King: declining leaves it where it is") {
  Table t(king_elsewhere);
  t.answer("done");
  REQUIRE(t.can("use pirate-king"));
  t.answer("pass");
  pass_through(t, 0);
  CHECK(t.vp(0) == 0);
  CHECK(t.vp(1) == 2);
  CHECK(t.minions_on("tortuga") == Names{"pirate-king"});
}

TEST_CASE("[smashup][pirates][text] Pirate King: works before a base scores on another player's turn") {
  // A Special in play works "at a time ... the card says, possibly ... on another player's turn" (Terms, Special).
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":1},
                                                        {"card":"collector","controller":1}]},
                      {"base":"tortuga","minions":[{"card":"pirate-king","controller":1}]}],
             "base_deck":["the-central-brain"]})");
  t.answer("done");
  Names offered;
  for (int guard = 0; guard < 5 && t.asked() == 0 && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  REQUIRE(t.can("use pirate-king"));
  t.answer("use pirate-king");
  pass_through(t, 1);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][pirates][text] Pirate King: not offered in the play phase, nor when it already is on the scoring base") {
  // "when a base is about to score": the play phase is not that time. A King already on the scoring base has
  // nowhere to move "onto that base" from.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"pirate-king","controller":0},{"card":"collector","controller":0},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"tortuga","minions":[{"card":"pirate-king","controller":0}]}],
             "base_deck":["the-central-brain"]})");
  CHECK_FALSE(t.can("use pirate-king"));
  t.answer("done");
  // Only the King on Tortuga may be used: one "use pirate-king" option, and using it brings a second King in.
  const Names first = t.options();
  CHECK(test::prt::count(first, "use pirate-king") == 1);
  pass_through(t, 0);
  CHECK(t.minions_on("tortuga") == Names{"pirate-king"});
}

// ---------------------------------------------------------------------------------------------------------------
// Buccaneer (4): "Special: whenever this minion would be destroyed, it is not destroyed; instead it is moved to
// another base." (original printing, R-6: not optional)

TEST_CASE("[smashup][pirates][text] Buccaneer: a destroy moves it to another base instead") {
  // Natural Selection: "Pick one of your minions on a base, then destroy a minion on that same base whose power is
  // lower than your chosen minion's power."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["natural-selection"],"deck":["collector","collector"]},
                       {"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"buccaneer","controller":1}]},
                      {"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play natural-selection");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("choose buccaneer");
  // Not optional (R-6, original printing): no pass; the only choice is where it goes, another base.
  REQUIRE(t.asking());
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(t.can("choose jungle-oasis"));
  // Reading: the moved minion's controller picks the base (the card is theirs; R-5 asks "the player the card says").
  CHECK(t.asked() == 1);
  t.answer("choose the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"buccaneer"});
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][pirates][text][R-25] Buccaneer: moved instead of destroyed, its owner gets no Cave of Shinies VP") {
  // R-25: "A minion that goes somewhere other than the discard pile instead of being destroyed ... was not destroyed:
  // no 'after destroyed' ability fires for it." Cave of Shinies: "After each time a minion on this base is destroyed,
  // its owner gains 1 VP."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["natural-selection"],"deck":["collector","collector"]},
                       {"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon"]}],
             "bases":[{"base":"cave-of-shinies","minions":[{"card":"king-rex","controller":0},{"card":"buccaneer","controller":1}]},
                      {"base":"tortuga"}]})");
  t.answer("play natural-selection");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("choose buccaneer");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  CHECK(t.minions_on("tortuga") == Names{"buccaneer"});
  CHECK(t.vp(1) == 0);
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][pirates][text] Buccaneer: a scored base's cards are discarded, not destroyed, so it goes to the discard pile") {
  // Scoring one base, 6: "Every card still on the base goes to its owner's discard pile (this is not 'destroy')."
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"buccaneer","controller":0},{"card":"king-rex","controller":1},
                                                        {"card":"collector","controller":1}]},
                      {"base":"the-central-brain"}],
             "base_deck":["tortuga"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(has(t.discard(0), "buccaneer"));
  CHECK(t.minions_on("the-central-brain").empty());
  CHECK(t.minions_on("tortuga").empty());
}

TEST_CASE("[smashup][pirates][text] Buccaneer: an enemy Nukebot's blast moves it instead") {
  // Nukebot: "after this minion is destroyed, destroy every minion that other players have on the base where it was."
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["zapbot"]},
                       {"factions":["pirates","dinosaurs"],"hand":["natural-selection"],"deck":["cannon"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"nukebot","controller":0},{"card":"king-rex","controller":1},
                                                   {"card":"buccaneer","controller":1}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})");
  t.answer("play natural-selection");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("choose nukebot");
  for (int guard = 0; guard < 3 && t.asking() && !t.can("done"); ++guard) {
    if (t.can("choose the-grey-opal")) {
      t.answer("choose the-grey-opal");
    } else {
      t.answer(t.options().front());
    }
  }
  CHECK(t.minions_on("the-grey-opal") == Names{"buccaneer"});
  CHECK(t.minions_on("tortuga").empty());
  CHECK(test::sorted(t.discard(1)) == Names{"king-rex", "natural-selection"});
}

TEST_CASE("[smashup][pirates][text] Buccaneer: chosen for its own player's Powderkeg, it sails off and the blast still happens") {
  // Reading question. Powderkeg: "Destroy one of your own minions, and also destroy every minion on that same base
  // whose power is equal to or lower than that minion's power": the second part does not depend on the first
  // succeeding; the Buccaneer (4) is moved instead of destroyed, everything of power 4 or less there is destroyed.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["powderkeg"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"buccaneer","controller":0},{"card":"laseratops","controller":1},
                                                   {"card":"collector","controller":1},{"card":"king-rex","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play powderkeg");
  if (t.can("choose buccaneer")) t.answer("choose buccaneer");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"buccaneer"});
  CHECK(t.minions_on("tortuga") == Names{"king-rex"});
  CHECK(test::sorted(t.discard(1)) == Names{"collector", "laseratops"});
}

// ---------------------------------------------------------------------------------------------------------------
// Saucy Wench (3): "When you play it, you may destroy one minion of power 2 or less on this base."

TEST_CASE("[smashup][pirates][text] Saucy Wench: may destroy one minion of power 2 or less on its base") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["saucy-wench"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"invader","controller":1},
                                                   {"card":"microbot-guard","controller":0}]},
                      {"base":"the-grey-opal","minions":[{"card":"enchantress","controller":1}]}]})");
  t.answer("play saucy-wench tortuga");
  REQUIRE(t.asked() == 0);
  // Power 2 or less on this base, anyone's (the row names no owner); not Invader (3), not the Enchantress elsewhere;
  // "you may": a pass.
  CHECK(test::sorted(t.options()) == Names{"choose collector", "choose microbot-guard", "pass"});
  t.answer("choose collector");
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"invader", "microbot-guard", "saucy-wench"});
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(t.minions_on("the-grey-opal") == Names{"enchantress"});
}

TEST_CASE("[smashup][pirates][text] Saucy Wench: declining destroys nothing") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["saucy-wench"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play saucy-wench tortuga");
  t.answer("pass");
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"collector", "saucy-wench"});
  CHECK(t.discard(1).empty());
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][pirates][text] Saucy Wench: power is current power (The Central Brain's +1 lifts a 2 to 3)") {
  // Terms, Power: "always the current power (printed + modifiers)". The Central Brain: "Every minion on this base
  // has +1 power": a Collector there has 3, a power-1 Microbot Guard has 2.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["saucy-wench"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"the-central-brain","minions":[{"card":"collector","controller":1},
                                                             {"card":"microbot-guard","controller":1}]},
                      {"base":"tortuga"}]})");
  t.answer("play saucy-wench the-central-brain");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose microbot-guard", "pass"});
}

TEST_CASE("[smashup][pirates][text] Saucy Wench: the destroyed minion goes to its owner's discard pile") {
  // Terms, Destroy: "the card goes to its owner's discard pile".
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":["saucy-wench"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1,"owner":0}]},{"base":"the-grey-opal"}]})");
  t.answer("play saucy-wench tortuga");
  t.answer("choose collector");
  CHECK(t.discard(0) == Names{"collector"});
  CHECK(t.discard(1).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// First Mate (2): "Special: after the base this minion is on is scored, you may move it to another base instead of
// putting it into the discard pile."

namespace {
// Jungle Oasis is ready: Player 1 has First Mate and Laseratops (6), Player 2 King Rex (7).
const char* mate_scores = R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]},
                     {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
           "bases":[{"base":"jungle-oasis","minions":[{"card":"first-mate","controller":0},{"card":"laseratops","controller":0},
                                                      {"card":"king-rex","controller":1}]},
                    {"base":"the-central-brain"},{"base":"factory-436-1337"}],
           "base_deck":["tortuga"]})";

// Answers every question that is not First Mate's (pass or no) until First Mate asks, and returns whether it did.
bool until_first_mate(Table& t) {
  for (int guard = 0; guard < 20 && t.asking() && !t.can("done"); ++guard) {
    if (t.prompt().find("First Mate") != std::string::npos || t.can("use first-mate")) return true;
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else {
      return false;
    }
  }
  return false;
}
}  // namespace

TEST_CASE("[smashup][pirates][text] First Mate: after its base scores it may move to another base instead of the discard pile") {
  Table t(mate_scores);
  t.answer("done");
  REQUIRE(until_first_mate(t));
  CHECK(t.asked() == 0);
  // The VP were awarded before ("after the base ... is scored").
  CHECK(t.vp(1) == 2);
  if (t.can("use first-mate")) t.answer("use first-mate");
  CHECK(t.can("pass"));
  CHECK_FALSE(t.can("choose jungle-oasis"));
  t.answer("choose factory-436-1337");
  pass_through(t, 0);
  CHECK(t.minions_on("factory-436-1337") == Names{"first-mate"});
  CHECK_FALSE(has(t.discard(0), "first-mate"));
  CHECK(has(t.discard(0), "laseratops"));
}

TEST_CASE("[smashup][pirates][text] First Mate: declining sends it to the discard pile with the rest") {
  Table t(mate_scores);
  t.answer("done");
  REQUIRE(until_first_mate(t));
  pass_through(t, 0);
  CHECK(has(t.discard(0), "first-mate"));
  CHECK(t.minions_on("factory-436-1337").empty());
  CHECK(t.minions_on("the-central-brain").empty());
}

TEST_CASE("[smashup][pirates][text] First Mate: two First Mates on the scored base each decide") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"first-mate","controller":0},{"card":"first-mate","controller":0},
                                                        {"card":"laseratops","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-central-brain"},{"base":"factory-436-1337"}],
             "base_deck":["tortuga"]})");
  t.answer("done");
  REQUIRE(until_first_mate(t));
  if (t.can("use first-mate")) t.answer("use first-mate");
  t.answer("choose factory-436-1337");
  REQUIRE(until_first_mate(t));
  if (t.can("use first-mate")) t.answer("use first-mate");
  t.answer("choose the-central-brain");
  pass_through(t, 0);
  CHECK(t.minions_on("factory-436-1337") == Names{"first-mate"});
  CHECK(t.minions_on("the-central-brain") == Names{"first-mate"});
  CHECK(t.vp(0) == 2);  // 8 against 7
}

TEST_CASE("[smashup][pirates][text] First Mate: moved onto a base, it may bring that base to its breakpoint, which then scores") {
  // Scoring, 3: "After each base, check the others again." The Grey Opal (17) holds 16; the First Mate's 2 make 18.
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"first-mate","controller":0},{"card":"laseratops","controller":0},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"king-rex","controller":1},{"card":"king-rex","controller":0},
                                                         {"card":"collector","controller":1}]}],
             "base_deck":["tortuga","the-central-brain"]})");
  t.answer("done");
  REQUIRE(until_first_mate(t));
  if (t.can("use first-mate")) t.answer("use first-mate");
  t.answer("choose the-grey-opal");
  pass_through(t, 0);
  // Jungle Oasis: Player 2 (7 against 6) 2 VP. The Grey Opal: 9 each, both winners, 3 VP each.
  CHECK(t.vp(1) == 2 + 3);
  CHECK(t.vp(0) == 3);
  CHECK_FALSE(has(t.bases(), "the-grey-opal"));
}

TEST_CASE("[smashup][pirates][text] First Mate: a First Mate on another base is not asked") {
  Table t(R"({"seats":[{"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"laseratops","controller":0},{"card":"king-rex","controller":1},
                                                        {"card":"collector","controller":1}]},
                      {"base":"the-central-brain","minions":[{"card":"first-mate","controller":0}]}],
             "base_deck":["tortuga"]})");
  t.answer("done");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "use first-mate"));
  CHECK(t.minions_on("the-central-brain") == Names{"first-mate"});
}

TEST_CASE("[smashup][pirates][text] First Mate: works when its base scores on another player's turn") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["pirates","robots"],"hand":[],"deck":["cannon","cannon","cannon"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"first-mate","controller":1},
                                                        {"card":"laseratops","controller":1}]},
                      {"base":"the-central-brain"}],
             "base_deck":["tortuga"]})");
  t.answer("done");
  REQUIRE(until_first_mate(t));
  CHECK(t.asked() == 1);
  if (t.can("use first-mate")) t.answer("use first-mate");
  t.answer("choose the-central-brain");
  pass_through(t, 0);
  CHECK(t.minions_on("the-central-brain") == Names{"first-mate"});
}
