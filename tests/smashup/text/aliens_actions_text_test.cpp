// Aliens actions (core set), tested from the card rows and the rulings alone (R-18, R-21, R-25).
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::has;
using test::adn::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Abduction: "Send any one minion in play back to its owner's hand, then you may play one extra minion this turn."

TEST_CASE("[smashup][aliens][text][R-18] Abduction: returns any minion, then grants an extra minion for the turn") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["abduction","king-rex"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"archmage","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":0}]}],
             "turn":{"minion_used":true}})");
  t.answer("play abduction");
  REQUIRE(t.asked() == 0);
  // The return is not a "may": no pass while a minion is in play.
  CHECK_FALSE(t.can("pass"));
  CHECK(test::sorted(t.options()) == Names{"choose archmage", "choose hoverbot"});
  t.answer("choose archmage");
  CHECK(t.hand(1) == Names{"archmage"});
  CHECK(t.minions_on("factory-436-1337").empty());
  // R-18: the extra minion of an action played in the play phase lasts the rest of the turn; the free minion was
  // already used, so King Rex can be played only thanks to Abduction, on any base.
  CHECK(t.can("play king-rex factory-436-1337"));
  CHECK(t.can("play king-rex rhodes-plaza-mall"));
  CHECK(t.can("done"));
  t.answer("play king-rex factory-436-1337");
  CHECK(t.minions_on("factory-436-1337") == Names{"king-rex"});
  CHECK(t.hand(0).empty());
  CHECK(t.discard(0) == Names{"abduction"});
}

TEST_CASE("[smashup][aliens][text] Abduction: a returned minion of your own can be played again, its ability firing") {
  // Terms, "Play": a card played "where an ability says play" is played, "only then does its ability fire".
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"vp":3,"hand":["abduction"],"deck":["scout","scout"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"invader","controller":0}]},
                      {"base":"rhodes-plaza-mall"}],
             "turn":{"minion_used":true}})");
  t.answer("play abduction");
  if (t.can("choose invader")) t.answer("choose invader");
  CHECK(t.hand(0) == Names{"invader"});
  CHECK(t.vp(0) == 3);
  t.answer("play invader rhodes-plaza-mall");
  CHECK(t.vp(0) == 4);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"invader"});
}

// ---------------------------------------------------------------------------------------------------------------
// Beam Up: "Send any one minion in play back to its owner's hand."

TEST_CASE("[smashup][aliens][text] Beam Up: any minion on any base goes back to its owner's hand, attachments discarded") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["beam-up"],"deck":["invader","invader"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"scout","controller":0}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1,"actions":["upgrade"]}]}]})");
  t.answer("play beam-up");
  REQUIRE(t.asked() == 0);
  // Mandatory; your own minion is a legal target too ("any one minion").
  CHECK_FALSE(t.can("pass"));
  CHECK(test::sorted(t.options()) == Names{"choose king-rex", "choose scout"});
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
  CHECK(t.actions_on("rhodes-plaza-mall").empty());
  CHECK(t.discard(0) == Names{"beam-up"});
}

TEST_CASE("[smashup][aliens][text] Beam Up: played with no minion in play, it does nothing and is discarded") {
  // "A card may be played even if its ability can do nothing."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["beam-up"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337"},{"base":"rhodes-plaza-mall"}]})");
  REQUIRE(t.can("play beam-up"));
  t.answer("play beam-up");
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(t.discard(0) == Names{"beam-up"});
}

// ---------------------------------------------------------------------------------------------------------------
// Crop Circles: "Pick one base: every minion on it (all players', yours included) goes back to its owner's hand."

TEST_CASE("[smashup][aliens][text] Crop Circles: every minion of the chosen base goes to its owner's hand") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["crop-circles"],"deck":["invader","invader"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"scout","controller":0},
                                                            {"card":"archmage","controller":1,"actions":["upgrade"]},
                                                            {"card":"zapbot","controller":1,"owner":0}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":1}]}]})");
  t.answer("play crop-circles");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  t.answer("choose factory-436-1337");
  CHECK(t.minions_on("factory-436-1337").empty());
  CHECK(test::sorted(t.hand(0)) == Names{"scout", "zapbot"});
  CHECK(t.hand(1) == Names{"archmage"});
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"hoverbot"});
}

// ---------------------------------------------------------------------------------------------------------------
// Disintegrator: "Pick any minion in play whose power is 3 or less and put it at the bottom of its owner's deck."

TEST_CASE("[smashup][aliens][text] Disintegrator: a minion of power 3 or less goes to the bottom of its owner's deck") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["disintegrator"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","neophyte"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"archmage","controller":1},{"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"enchantress","controller":1}]}]})");
  t.answer("play disintegrator");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose enchantress", "choose hoverbot"});
  t.answer("choose hoverbot");
  CHECK(t.deck(1) == Names{"zapbot", "neophyte", "hoverbot"});
  CHECK(t.hand(1).empty());
  CHECK(t.discard(1).empty());
  CHECK(t.minions_on("factory-436-1337") == Names{"archmage"});
}

TEST_CASE("[smashup][aliens][text] Disintegrator: power counts modifiers (Upgrade lifts a 2 out of reach)") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["disintegrator"],"deck":["invader","invader"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"zapbot","controller":1,"actions":["upgrade"]},
                                                            {"card":"neophyte","controller":1}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play disintegrator");
  CHECK(t.options() == Names{"choose neophyte"});
  t.answer("choose neophyte");
  CHECK(t.deck(1) == Names{"zapbot", "zapbot", "neophyte"});
}

TEST_CASE("[smashup][aliens][text] Disintegrator: a minion put under an empty deck is that deck's only card") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["disintegrator"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":[],"discard":["neophyte"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play disintegrator");
  if (t.can("choose hoverbot")) t.answer("choose hoverbot");
  CHECK(t.deck(1) == Names{"hoverbot"});
  CHECK(t.discard(1) == Names{"neophyte"});
}

// ---------------------------------------------------------------------------------------------------------------
// Invasion: "Move any one minion (yours or another player's) from its base to a different base."

TEST_CASE("[smashup][aliens][text] Invasion: moves another player's minion to a different base; moving is not playing") {
  // Terms, "Move": "it is not played, so its ability does not fire" (a moved Invader scores no VP).
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["invasion"],"deck":["invader","invader"]},
                       {"factions":["aliens","wizards"],"vp":1,"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"invader","controller":1}]},
                      {"base":"rhodes-plaza-mall"},{"base":"the-great-library"}]})");
  t.answer("play invasion");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  t.answer("choose invader");
  // A different base: the one it is on is not offered.
  CHECK_FALSE(t.can("choose factory-436-1337"));
  CHECK(t.can("choose rhodes-plaza-mall"));
  CHECK(t.can("choose the-great-library"));
  t.answer("choose the-great-library");
  CHECK(t.minions_on("factory-436-1337").empty());
  CHECK(t.minions_on("the-great-library") == Names{"invader"});
  CHECK(t.controller("the-great-library", "invader") == 1);
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Jammed Signal: "Play it on a base. Ongoing: while it stays there, every player ignores that base's ability."

TEST_CASE("[smashup][aliens][text] Jammed Signal: The Homeworld grants no extra minion while jammed") {
  // The Homeworld: "After each time a minion is played on this base, that minion's owner may play an extra minion of
  // power 2 or less." Jammed, a minion played there gives nothing: the power-2 War Raptor cannot follow.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["jammed-signal","king-rex","war-raptor"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"the-homeworld"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play jammed-signal the-homeworld");
  CHECK(t.actions_on("the-homeworld") == Names{"jammed-signal"});
  t.answer("play king-rex the-homeworld");
  CHECK_FALSE(t.can("play war-raptor the-homeworld"));
  CHECK_FALSE(t.can("play war-raptor rhodes-plaza-mall"));
  pass_through(t, 0);
  CHECK(t.asked() == 0);
  CHECK_FALSE(t.can("play war-raptor the-homeworld"));
  CHECK_FALSE(t.can("play war-raptor rhodes-plaza-mall"));
  CHECK(t.hand(0) == Names{"war-raptor"});
}

TEST_CASE("[smashup][aliens][text] Jammed Signal: every player ignores the base, not only its controller") {
  // Tar Pits: "After each time a minion on this base is destroyed, put it at the bottom of its owner's deck instead of
  // into the discard pile." Jammed by Player 2, a minion destroyed there by Player 1 goes to the discard pile.
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["seeing-stars"],"deck":["shinobi","shinobi"]},
                       {"factions":["aliens","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"tar-pits","minions":[{"card":"hoverbot","controller":1}],
                       "actions":[{"card":"jammed-signal","controller":1}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play seeing-stars");
  if (t.can("choose hoverbot")) t.answer("choose hoverbot");
  pass_through(t, 0);
  CHECK(t.minions_on("tar-pits").empty());
  CHECK(t.discard(1) == Names{"hoverbot"});
  CHECK(t.deck(1) == Names{"zapbot", "zapbot"});
}

TEST_CASE("[smashup][aliens][text] Jammed Signal: a jammed base's after-scoring ability is ignored too") {
  // Ninja Dojo: "After this base scores, the winner may destroy any one minion in play." Jammed, nothing is offered.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader","invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"ninja-dojo","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                      {"card":"grave-digger","controller":1}],
                       "actions":[{"card":"jammed-signal","controller":0}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"archmage","controller":1}]}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "choose archmage"));
  CHECK(t.vp(0) == 2);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"archmage"});
  CHECK(has(t.discard(0), "jammed-signal"));
}

// ---------------------------------------------------------------------------------------------------------------
// Probe: "Choose another player and look at their hand; pick a minion card in it, and that player must discard it."

TEST_CASE("[smashup][aliens][text] Probe: another player is chosen, and one of their minions is discarded") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["probe","king-rex"],"deck":["invader","invader"]},
                       {"factions":["ninjas","wizards"],"hand":["shinobi","seeing-stars","enchantress"],"deck":["zapbot","zapbot"]},
                       {"factions":["robots","wizards"],"hand":["zapbot"],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337"},{"base":"rhodes-plaza-mall"},{"base":"the-great-library"}]})");
  t.answer("play probe");
  REQUIRE(t.asked() == 0);
  // "another player": not yourself.
  CHECK(test::sorted(t.options()) == Names{"choose seat1", "choose seat2"});
  t.answer("choose seat1");
  // Only minion cards of that hand; the choice is the Probe player's.
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose enchantress", "choose shinobi"});
  t.answer("choose enchantress");
  CHECK(t.hand(1) == Names{"shinobi", "seeing-stars"});
  CHECK(t.discard(1) == Names{"enchantress"});
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(t.hand(2) == Names{"zapbot"});
}

TEST_CASE("[smashup][aliens][text] Probe: a hand without minions loses nothing") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["probe"],"deck":["invader","invader"]},
                       {"factions":["ninjas","wizards"],"hand":["seeing-stars","mystic-studies"],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play probe");
  if (t.can("choose seat1")) t.answer("choose seat1");
  pass_through(t, 0);
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(t.hand(1) == Names{"seeing-stars", "mystic-studies"});
  CHECK(t.discard(1).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Terraforming: "Search the base deck for any base and swap it with a base in play (actions attached to the outgoing
// base are discarded; the outgoing base goes into the base deck). Shuffle the base deck. Then you may play an extra
// minion on the base you brought in. Minions on the swapped base stay where they are, now on the new base."

TEST_CASE("[smashup][aliens][text] Terraforming: any base of the deck replaces one in play; minions stay, base actions go") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["terraforming","king-rex","war-raptor"],"deck":["invader","invader"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"tar-pits","minions":[{"card":"hoverbot","controller":1,"actions":["upgrade"]},
                                                    {"card":"scout","controller":0}],
                       "actions":[{"card":"wildlife-preserve","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["the-great-library","jungle-oasis","the-mothership"],
             "turn":{"minion_used":true}})");
  t.answer("play terraforming");
  REQUIRE(t.asked() == 0);
  // "any base" of the deck, not only its top card.
  CHECK(t.can("choose the-mothership"));
  CHECK(t.can("choose the-great-library"));
  t.answer("choose the-mothership");
  t.answer("choose tar-pits");
  CHECK(t.bases() == Names{"the-mothership", "rhodes-plaza-mall"});
  CHECK(t.minions_on("the-mothership") == Names{"hoverbot", "scout"});
  // The action on the outgoing base is discarded; the one on a minion stays with its minion (R-25: "actions on a
  // base" are the actions played on the base itself).
  CHECK(t.actions_on("the-mothership") == Names{"upgrade"});
  CHECK(t.discard(1) == Names{"wildlife-preserve"});
  CHECK(test::sorted(t.base_deck()) == Names{"jungle-oasis", "tar-pits", "the-great-library"});
  // The extra minion goes on the new base only, and is a "may".
  CHECK(t.can("play king-rex the-mothership"));
  CHECK(t.can("play war-raptor the-mothership"));
  CHECK_FALSE(t.can("play king-rex rhodes-plaza-mall"));
  CHECK((t.can("done") || t.can("pass")));
  t.answer("play king-rex the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"hoverbot", "scout", "king-rex"});
  CHECK_FALSE(t.can("play war-raptor the-mothership"));
}
