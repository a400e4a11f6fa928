// Dinosaurs minions (core set), tested from the card rows and the rulings alone: each test puts a card where its
// printed text matters and checks the outcome the text demands. Actions: dinosaurs_actions_text_test.cpp; bases:
// dinosaurs_bases_text_test.cpp.
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::has;
using test::adn::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// King Rex (7): "No ability - just a power-7 body."

TEST_CASE("[smashup][dinosaurs][text] King Rex: a power-7 minion that asks nothing and can score a base") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["king-rex"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"hoverbot","controller":1},{"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337"]})");
  t.answer("play king-rex jungle-oasis");
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(t.power_of("jungle-oasis", "king-rex") == 7);
  CHECK(t.total("jungle-oasis") == 12);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Laseratops (4): "When you play it, destroy one minion of power 2 or less on this base. In the original wording this
// is mandatory: if the only eligible minion is one of yours, it must be destroyed; if there is none, nothing happens."

TEST_CASE("[smashup][dinosaurs][text] Laseratops: destroys a minion of power 2 or less on its base, with no pass") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["laseratops"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"zapbot","controller":1},{"card":"enchantress","controller":1},
                                                            {"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"neophyte","controller":1}]}]})");
  t.answer("play laseratops factory-436-1337");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose enchantress", "choose zapbot"});
  t.answer("choose zapbot");
  CHECK(t.minions_on("factory-436-1337") == Names{"enchantress", "hoverbot", "laseratops"});
  CHECK(t.discard(1) == Names{"zapbot"});
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"neophyte"});
}

TEST_CASE("[smashup][dinosaurs][text] Laseratops: when the only minion of power 2 or less is yours, it is destroyed") {
  // "anything else is mandatory, even if it hurts you."
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["laseratops"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"collector","controller":0},{"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"zapbot","controller":1}]}]})");
  t.answer("play laseratops factory-436-1337");
  if (t.asked() == 0 && t.can("choose collector")) {
    CHECK_FALSE(t.can("pass"));
    t.answer("choose collector");
  }
  CHECK(t.minions_on("factory-436-1337") == Names{"hoverbot", "laseratops"});
  CHECK(t.discard(0) == Names{"collector"});
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"zapbot"});
}

TEST_CASE("[smashup][dinosaurs][text] Laseratops: with no minion of power 2 or less there, nothing happens") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["laseratops"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"zapbot","controller":1}]}]})");
  t.answer("play laseratops factory-436-1337");
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(t.minions_on("factory-436-1337") == Names{"hoverbot", "laseratops"});
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"zapbot"});
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][dinosaurs][text] Laseratops: the limit is on current power, modifiers counted") {
  // Terms: "Power: always the current power (printed + modifiers), unless a card says printed power." Here a Tiger
  // Assassin (4) under Poison (-4) is power 0; a Zapbot (2) with Upgrade (+2) is power 4.
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["laseratops"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["ninjas","dinosaurs"],"hand":[],"deck":["shinobi","shinobi"]}],
             "bases":[{"base":"factory-436-1337","minions":[
                        {"card":"tiger-assassin","controller":1,"actions":[{"card":"poison","controller":0,"owner":0}]},
                        {"card":"zapbot","controller":1,"actions":["upgrade"]}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play laseratops factory-436-1337");
  if (t.asked() == 0 && t.can("choose tiger-assassin")) t.answer("choose tiger-assassin");
  CHECK(t.minions_on("factory-436-1337") == Names{"zapbot", "laseratops"});
  CHECK(t.discard(1) == Names{"tiger-assassin"});
  CHECK(t.discard(0) == Names{"poison"});
}

// ---------------------------------------------------------------------------------------------------------------
// Armor Stego (3): "Ongoing: this minion has +2 power during every turn that is not its controller's turn."

TEST_CASE("[smashup][dinosaurs][text] Armor Stego: power 3 on its controller's turn, 5 on another player's") {
  const char* mine = R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"armor-stego","controller":0}]},
                      {"base":"factory-436-1337"}],
             "turn":{"active":0}})";
  Table own_turn(mine);
  CHECK(own_turn.power_of("rhodes-plaza-mall", "armor-stego") == 3);
  CHECK(own_turn.total("rhodes-plaza-mall") == 3);
  // The same position once Player 1 ends the turn: Player 2's turn.
  own_turn.answer("done");
  pass_through(own_turn, 0);
  REQUIRE(own_turn.asked() == 1);
  CHECK(own_turn.power_of("rhodes-plaza-mall", "armor-stego") == 5);
  CHECK(own_turn.total("rhodes-plaza-mall") == 5);
}

TEST_CASE("[smashup][dinosaurs][text] Armor Stego: its +2 counts when a base scores on another player's turn") {
  // Jungle Oasis (12): Player 1 (active) has 6; Player 2 has Armor Stego and a Neophyte. With the +2 the base
  // reaches 13 and Player 2 wins 7 to 6; without it, 11 would not score.
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"archmage","controller":0},{"card":"zapbot","controller":0},
                                                        {"card":"armor-stego","controller":1},{"card":"neophyte","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337"]})");
  CHECK(t.total("jungle-oasis") == 13);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
  CHECK_FALSE(has(t.bases(), "jungle-oasis"));
}

// ---------------------------------------------------------------------------------------------------------------
// War Raptor (2): "Ongoing: gets +1 power for each War Raptor on its base, counting itself (a lone one is 3 power,
// two together are 4 each, and so on)."

TEST_CASE("[smashup][dinosaurs][text] War Raptor: +1 for each War Raptor on its own base, itself included") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":["war-raptor"],"deck":["king-rex","king-rex"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"war-raptor","controller":0}]},
                      {"base":"factory-436-1337","minions":[{"card":"war-raptor","controller":0}]}]})");
  CHECK(t.power_of("rhodes-plaza-mall", "war-raptor") == 3);
  CHECK(t.power_of("factory-436-1337", "war-raptor") == 3);
  t.answer("play war-raptor rhodes-plaza-mall");
  CHECK(t.total("rhodes-plaza-mall") == 8);
  // The Raptor on the other base does not count.
  CHECK(t.power_of("factory-436-1337", "war-raptor") == 3);
}

TEST_CASE("[smashup][dinosaurs][text] War Raptor: three together are 5 each") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["king-rex","king-rex"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"war-raptor","controller":0},{"card":"war-raptor","controller":0},
                                                             {"card":"war-raptor","controller":0}]},
                      {"base":"factory-436-1337"}]})");
  CHECK(t.power_of("rhodes-plaza-mall", "war-raptor") == 5);
  CHECK(t.total("rhodes-plaza-mall") == 15);
}

TEST_CASE("[smashup][dinosaurs][text] War Raptor: another player's War Raptor on the base counts too") {
  // Reading: the row counts "each War Raptor on its base", not "each of your War Raptors".
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["king-rex","king-rex"]},
                       {"factions":["dinosaurs","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"war-raptor","controller":0},{"card":"war-raptor","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  CHECK(t.total("rhodes-plaza-mall") == 8);
}

TEST_CASE("[smashup][dinosaurs][text] War Raptor: a Raptor that leaves the base no longer counts") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["beam-up"],"deck":["king-rex","king-rex"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"war-raptor","controller":0},{"card":"war-raptor","controller":0},
                                                             {"card":"hoverbot","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  CHECK(t.total("rhodes-plaza-mall") == 11);
  t.answer("play beam-up");
  const std::string raptor = t.id(t.on("rhodes-plaza-mall", "war-raptor"));
  t.answer("choose " + raptor);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"war-raptor", "hoverbot"});
  CHECK(t.power_of("rhodes-plaza-mall", "war-raptor") == 3);
}
