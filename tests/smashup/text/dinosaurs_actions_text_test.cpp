// Dinosaurs actions (core set), tested from the card rows and the rulings alone (R-21).
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::has;
using test::adn::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Augmentation: "Choose any one minion; it has +4 power until the end of your turn."

TEST_CASE("[smashup][dinosaurs][text] Augmentation: +4 to any minion, counted when the base scores this turn") {
  // Jungle Oasis (12) holds 9 (Player 1: 4, Player 2: 5); +4 on Player 1's Enchantress makes 13, and the base
  // scores with Player 1 ahead 8 to 5.
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["augmentation"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"zapbot","controller":0},{"card":"hoverbot","controller":1},
                                                        {"card":"neophyte","controller":1},{"card":"enchantress","controller":0}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1}]}],
             "base_deck":["factory-436-1337"]})");
  REQUIRE(t.total("jungle-oasis") == 9);
  t.answer("play augmentation");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  CHECK(t.can("choose king-rex"));
  CHECK(t.can("choose hoverbot"));
  t.answer("choose enchantress");
  CHECK(t.power_of("jungle-oasis", "enchantress") == 6);
  CHECK(t.total("jungle-oasis") == 13);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][dinosaurs][text] Augmentation: the +4 ends with the turn") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["augmentation"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play augmentation");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 11);
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 7);
}

// ---------------------------------------------------------------------------------------------------------------
// Howl: "All of your minions have +1 power until the end of your turn."

TEST_CASE("[smashup][dinosaurs][text] Howl: each of your minions, on every base, +1 until the end of your turn") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["howl"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0},{"card":"hoverbot","controller":1}]},
                      {"base":"factory-436-1337","minions":[{"card":"zapbot","controller":0,"owner":1}]}]})");
  t.answer("play howl");
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 8);
  CHECK(t.power_of("factory-436-1337", "zapbot") == 3);   // controlled, not owned: "your minions" (R-23)
  CHECK(t.power_of("rhodes-plaza-mall", "hoverbot") == 3);
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 7);
  CHECK(t.power_of("factory-436-1337", "zapbot") == 2);
}

// ---------------------------------------------------------------------------------------------------------------
// Natural Selection: "Pick one of your minions on a base, then destroy a minion on that same base whose power is
// lower than your chosen minion's power."

TEST_CASE("[smashup][dinosaurs][text] Natural Selection: destroys a weaker minion on your minion's base, not an equal one") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["natural-selection"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"archmage","controller":0},{"card":"hoverbot","controller":1},
                                                             {"card":"grave-digger","controller":1}]},
                      {"base":"factory-436-1337","minions":[{"card":"zapbot","controller":1}]}]})");
  t.answer("play natural-selection");
  if (t.can("choose archmage")) t.answer("choose archmage");
  REQUIRE(t.asked() == 0);
  // Power 4 picks: the Hoverbot (3) is weaker; the Grave Digger (4) is not; the Zapbot is on another base.
  CHECK(t.options() == Names{"choose hoverbot"});
  t.answer("choose hoverbot");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"archmage", "grave-digger"});
  CHECK(t.discard(1) == Names{"hoverbot"});
  CHECK(t.minions_on("factory-436-1337") == Names{"zapbot"});
}

TEST_CASE("[smashup][dinosaurs][text] Natural Selection: only your own minion is the measure") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["natural-selection"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1},{"card":"hoverbot","controller":0}]},
                      {"base":"factory-436-1337","minions":[{"card":"archmage","controller":0},{"card":"zapbot","controller":1}]}]})");
  t.answer("play natural-selection");
  // Player 2's King Rex cannot be picked to destroy the Hoverbot.
  CHECK_FALSE(t.can("choose king-rex"));
  if (t.can("choose archmage")) t.answer("choose archmage");
  if (t.can("choose zapbot")) t.answer("choose zapbot");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex", "hoverbot"});
  CHECK(t.minions_on("factory-436-1337") == Names{"archmage"});
  CHECK(t.discard(1) == Names{"zapbot"});
}

// ---------------------------------------------------------------------------------------------------------------
// Rampage: "Pick a base and one of your minions on it: that base's breakpoint is lowered by that minion's power
// until the end of the turn."

TEST_CASE("[smashup][dinosaurs][text] Rampage: the lowered breakpoint makes the base score this turn") {
  // Jungle Oasis (12) holds 9; King Rex (7) lowers it to 5.
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["rampage"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":0}]}],
             "base_deck":["factory-436-1337"]})");
  t.answer("play rampage");
  if (t.can("choose jungle-oasis")) t.answer("choose jungle-oasis");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK_FALSE(has(t.bases(), "jungle-oasis"));
  CHECK(has(t.bases(), "rhodes-plaza-mall"));
}

TEST_CASE("[smashup][dinosaurs][text] Rampage: the breakpoint is back at the end of the turn") {
  // Jungle Oasis (12) holds War Raptor (3) and Archmage (4): Rampage lowers it to 9, not reached. On Player 2's turn
  // a Zapbot brings it to 9: the breakpoint is 12 again, so the base does not score.
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["rampage"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":["zapbot"],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"war-raptor","controller":0},{"card":"archmage","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337"]})");
  t.answer("play rampage");
  if (t.can("choose jungle-oasis")) t.answer("choose jungle-oasis");
  if (t.can("choose war-raptor")) t.answer("choose war-raptor");
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(has(t.bases(), "jungle-oasis"));
  t.answer("play zapbot jungle-oasis");
  pass_through(t, 1);
  REQUIRE(t.total("jungle-oasis") == 9);
  t.answer("done");
  pass_through(t, 1);
  CHECK(has(t.bases(), "jungle-oasis"));
  CHECK(t.vp(0) == 0);
  CHECK(t.vp(1) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Survival of the Fittest: "On each base that has a minion with higher power than its weakest minion, destroy that
// weakest (lowest-power) minion; you decide ties. Bases with one minion, or where all minions have equal power, are
// unaffected."

TEST_CASE("[smashup][dinosaurs][text] Survival of the Fittest: the weakest minion of each mixed base is destroyed") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["survival-of-the-fittest"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1},{"card":"collector","controller":0},
                                                        {"card":"archmage","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337","minions":[{"card":"hoverbot","controller":1},{"card":"scout","controller":0}]},
                      {"base":"the-great-library","minions":[{"card":"king-rex","controller":0},{"card":"enchantress","controller":1},
                                                             {"card":"neophyte","controller":1}]}],
             "base_deck":["tar-pits"]})");
  t.answer("play survival-of-the-fittest");
  // The Great Library: Enchantress and Neophyte tie for weakest; the player picks one, and only one goes.
  for (int guard = 0; guard < 5 && t.asked() == 0 && !t.can("done"); ++guard) {
    CHECK_FALSE(t.can("pass"));
    CHECK_FALSE(t.can("choose king-rex"));
    if (t.can("choose neophyte")) {
      t.answer("choose neophyte");
    } else {
      t.answer(t.full_options().front());
    }
  }
  // Jungle Oasis: your own Collector (2) was the weakest ("even if it hurts you").
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "archmage"});
  CHECK(t.discard(0) == Names{"collector", "survival-of-the-fittest"});
  // A lone minion, and two of equal power, are unaffected.
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"zapbot"});
  CHECK(t.minions_on("factory-436-1337") == Names{"hoverbot", "scout"});
  CHECK(t.minions_on("the-great-library") == Names{"king-rex", "enchantress"});
  CHECK(t.discard(1) == Names{"neophyte"});
}

// ---------------------------------------------------------------------------------------------------------------
// Tooth and Claw... and Guns: "Play it on a minion. Ongoing: the next time any ability would affect that minion,
// destroy this card instead and the ability does not affect the minion (the original wording is not limited to other
// players' abilities)."

TEST_CASE("[smashup][dinosaurs][text] Tooth and Claw: another player's Beam Up breaks it instead of returning the minion") {
  Table t(R"({"seats":[{"factions":["aliens","wizards"],"hand":["beam-up"],"deck":["zapbot","zapbot"]},
                       {"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1,"actions":["tooth-and-claw-and-guns"]}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play beam-up");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  pass_through(t, 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex"});
  CHECK(t.actions_on("rhodes-plaza-mall").empty());
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns"});
  CHECK(t.hand(1).empty());
  CHECK(t.discard(0) == Names{"beam-up"});
}

TEST_CASE("[smashup][dinosaurs][text] Tooth and Claw: it protects once; the next ability affects the minion") {
  Table t(R"({"seats":[{"factions":["aliens","wizards"],"hand":["beam-up","beam-up"],"deck":["zapbot","zapbot"]},
                       {"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1,"actions":["tooth-and-claw-and-guns"]}]},
                      {"base":"factory-436-1337"}],
             "turn":{"extras":[{"type":"action"}]}})");
  for (int round = 0; round < 2; ++round) {
    const std::string beam = t.id(t.in_hand(0, "beam-up"));
    t.answer("play " + beam);
    if (t.can("choose king-rex")) t.answer("choose king-rex");
    pass_through(t, 0);
  }
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns"});
}

TEST_CASE("[smashup][dinosaurs][text] Tooth and Claw: its own controller's ability is stopped too (original wording)") {
  // Row: "the original wording is not limited to other players' abilities"; R-6: cards are played as first printed.
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["beam-up"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0,"actions":["tooth-and-claw-and-guns"]}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play beam-up");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  pass_through(t, 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex"});
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.discard(0)) == Names{"beam-up", "tooth-and-claw-and-guns"});
}

TEST_CASE("[smashup][dinosaurs][text] Tooth and Claw: a minion's ability (Laseratops) is stopped too") {
  Table t(R"({"seats":[{"factions":["dinosaurs","wizards"],"hand":["laseratops"],"deck":["zapbot","zapbot"]},
                       {"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"collector","controller":1,"actions":["tooth-and-claw-and-guns"]}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play laseratops rhodes-plaza-mall");
  if (t.can("choose collector")) t.answer("choose collector");
  pass_through(t, 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"collector", "laseratops"});
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns"});
}

TEST_CASE("[smashup][dinosaurs][text][R-21] Tooth and Claw: a power change does not affect the minion; the card stays") {
  // R-21: "Changing its power ... choosing it ... are not affecting it."
  Table t(R"({"seats":[{"factions":["dinosaurs","wizards"],"hand":["augmentation"],"deck":["zapbot","zapbot"]},
                       {"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1,"actions":["tooth-and-claw-and-guns"]}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play augmentation");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  pass_through(t, 0);
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 11);
  CHECK(t.actions_on("rhodes-plaza-mall") == Names{"tooth-and-claw-and-guns"});
  CHECK(t.discard(1).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Upgrade: "Play it on a minion. Ongoing: that minion has +2 power."

TEST_CASE("[smashup][dinosaurs][text] Upgrade: +2 power for as long as it stays, on any turn") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["upgrade"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":0},{"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  REQUIRE(t.can("play upgrade hoverbot"));
  CHECK(t.can("play upgrade zapbot"));
  t.answer("play upgrade hoverbot");
  CHECK(t.power_of("rhodes-plaza-mall", "hoverbot") == 5);
  CHECK(t.total("rhodes-plaza-mall") == 7);
  CHECK(t.actions_on("rhodes-plaza-mall") == Names{"upgrade"});
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("rhodes-plaza-mall", "hoverbot") == 5);
}

// ---------------------------------------------------------------------------------------------------------------
// Wildlife Preserve: "Play it on a base. Ongoing: your minions on that base are not affected by actions played by
// other players."

namespace {

// Player 2 (active) holds the action; Player 1's Wildlife Preserve is on Rhodes Plaza Mall.
std::string preserve_position(const std::string& hand) {
  return R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor"]},
                       {"factions":["ninjas","aliens"],"hand":[")" + hand + R"("],"deck":["shinobi","shinobi"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0},{"card":"hoverbot","controller":1}],
                       "actions":[{"card":"wildlife-preserve","controller":0}]},
                      {"base":"factory-436-1337","minions":[{"card":"archmage","controller":0}]}],
             "turn":{"active":1}})";
}

}  // namespace

TEST_CASE("[smashup][dinosaurs][text] Wildlife Preserve: another player's action cannot return your minion there") {
  Table t(preserve_position("beam-up"));
  t.answer("play beam-up");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  pass_through(t, 1);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex", "hoverbot"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][dinosaurs][text] Wildlife Preserve: another player's action cannot move your minion there") {
  Table t(preserve_position("invasion"));
  t.answer("play invasion");
  if (t.can("choose king-rex")) {
    t.answer("choose king-rex");
    if (t.can("choose factory-436-1337")) t.answer("choose factory-436-1337");
  }
  pass_through(t, 1);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex", "hoverbot"});
}

TEST_CASE("[smashup][dinosaurs][text] Wildlife Preserve: Crop Circles returns every minion there but yours") {
  Table t(preserve_position("crop-circles"));
  t.answer("play crop-circles");
  t.answer("choose rhodes-plaza-mall");
  pass_through(t, 1);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex"});
  CHECK(t.hand(1) == Names{"hoverbot"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][dinosaurs][text][R-21] Wildlife Preserve: another player's action may still change your minion's power") {
  // R-21: "Changing its power ... [is] not affecting it", and Wildlife Preserve "blocks exactly those four things".
  Table t(preserve_position("augmentation"));
  t.answer("play augmentation");
  REQUIRE(t.can("choose king-rex"));
  t.answer("choose king-rex");
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 11);
}

TEST_CASE("[smashup][dinosaurs][text] Wildlife Preserve: your minions on other bases are not protected") {
  Table t(preserve_position("beam-up"));
  t.answer("play beam-up");
  REQUIRE(t.can("choose archmage"));
  t.answer("choose archmage");
  CHECK(t.hand(0) == Names{"archmage"});
}

TEST_CASE("[smashup][dinosaurs][text][R-21] Wildlife Preserve: another player's action cannot attach to your minion there") {
  // R-21: a card is affected when it "has an action attached to it". Poison is played on a minion.
  Table t(preserve_position("poison"));
  if (t.can("play poison king-rex")) t.answer("play poison king-rex");
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 7);
  CHECK(t.actions_on("rhodes-plaza-mall") == Names{"wildlife-preserve"});
}

TEST_CASE("[smashup][dinosaurs][text] Wildlife Preserve: another player's minion ability still affects your minions") {
  // Only actions are kept off; Tiger Assassin's "when you play it" is a minion's ability.
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor"]},
                       {"factions":["ninjas","wizards"],"hand":["tiger-assassin"],"deck":["shinobi","shinobi"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"scout","controller":0}],
                       "actions":[{"card":"wildlife-preserve","controller":0}]},
                      {"base":"factory-436-1337"}],
             "turn":{"active":1}})");
  t.answer("play tiger-assassin rhodes-plaza-mall");
  REQUIRE(t.can("choose scout"));
  t.answer("choose scout");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"tiger-assassin"});
  CHECK(t.discard(0) == Names{"scout"});
}

TEST_CASE("[smashup][dinosaurs][text] Wildlife Preserve: your own actions still affect your minions there") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["beam-up"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0}],
                       "actions":[{"card":"wildlife-preserve","controller":0}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play beam-up");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
}
