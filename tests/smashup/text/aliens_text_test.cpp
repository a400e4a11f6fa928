// Aliens minions (core set), tested from the card rows and the rulings alone: each test puts a card where its printed
// text matters and checks the outcome the text demands. Actions: aliens_actions_text_test.cpp; bases:
// aliens_bases_text_test.cpp.
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::has;
using test::adn::pass_through;
using test::adn::pass_until;
using test::adn::prompt_says;

// ---------------------------------------------------------------------------------------------------------------
// Supreme Overlord (5): "When you play it, you may pick any one minion in play (on any base, controlled by anyone)
// and send it back to its owner's hand."

TEST_CASE("[smashup][aliens][text] Supreme Overlord: may return a minion from any base to its owner's hand") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["supreme-overlord"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1},{"card":"hoverbot","controller":0}]}]})");
  t.answer("play supreme-overlord factory-436-1337");
  REQUIRE(t.asked() == 0);
  // "any one minion in play": another base's minions, of any power and any controller, are offered; "may": a pass.
  CHECK(has(t.options(), "choose zapbot"));
  CHECK(has(t.options(), "choose king-rex"));
  CHECK(has(t.options(), "choose hoverbot"));
  CHECK(has(t.options(), "pass"));
  t.answer("choose king-rex");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"hoverbot"});
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(t.discard(1).empty());
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][aliens][text] Supreme Overlord: the return is optional") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["supreme-overlord"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1}]}]})");
  t.answer("play supreme-overlord factory-436-1337");
  t.answer("pass");
  CHECK(t.minions_on("factory-436-1337") == Names{"zapbot", "supreme-overlord"});
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex"});
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][aliens][text] Supreme Overlord: the minion goes to its owner's hand, its attached action is discarded") {
  // Terms: "Return: the card goes back where it came from (usually its owner's hand); cards attached to it are
  // discarded." The King Rex is owned by Player 1 and controlled by Player 2; the Upgrade on it is Player 2's.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["supreme-overlord"],"deck":["invader","invader"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337"},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1,"owner":0,
                                                              "actions":[{"card":"upgrade","controller":1}]}]}]})");
  t.answer("play supreme-overlord factory-436-1337");
  t.answer("choose king-rex");
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
  CHECK(t.actions_on("rhodes-plaza-mall").empty());
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(t.hand(1).empty());
  CHECK(t.discard(1) == Names{"upgrade"});
}

// ---------------------------------------------------------------------------------------------------------------
// Invader (3): "When you play it, you score 1 VP (not optional in the original wording)."

TEST_CASE("[smashup][aliens][text] Invader: playing it gains 1 VP, with nothing to decline") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"vp":4,"hand":["invader"],"deck":["scout","scout"]},
                       {"factions":["robots","wizards"],"vp":2,"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play invader rhodes-plaza-mall");
  // Mandatory: no "pass" or "no" question stands between the play and the next play question.
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 2);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"invader"});
  CHECK(t.power_of("rhodes-plaza-mall", "invader") == 3);
}

TEST_CASE("[smashup][aliens][text] Invader: its VP can win the game at the end of the turn") {
  // "At the end of any turn in which someone has 15 VP or more, the player with the most VP wins."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"vp":14,"hand":["invader"],"deck":["scout","scout"]},
                       {"factions":["robots","wizards"],"vp":13,"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play invader rhodes-plaza-mall");
  CHECK(t.vp(0) == 15);
  t.answer("done");
  pass_through(t, 0);
  CHECK_FALSE(t.asking());
}

// ---------------------------------------------------------------------------------------------------------------
// Scout (3): "Special: once the base this minion is on has been scored, you may put this card into your hand rather
// than into your discard pile."

namespace {

// Jungle Oasis (12) is ready to score with Scout and a King Rex (Player 1) against a Zapbot (Player 2).
const char* scout_scores = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader","invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"scout","controller":0},{"card":"king-rex","controller":0},
                                                        {"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337"}],
             "base_deck":["rhodes-plaza-mall"]})";

}  // namespace

TEST_CASE("[smashup][aliens][text] Scout: after its base scores it may go to its owner's hand") {
  Table t(scout_scores);
  t.answer("done");
  REQUIRE(pass_until(t, "Scout"));
  CHECK(t.asked() == 0);
  // "may": it can be declined.
  CHECK((t.can("pass") || t.can("no")));
  t.answer(t.can("yes") ? "yes" : "use scout");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(has(t.hand(0), "scout"));
  CHECK_FALSE(has(t.discard(0), "scout"));
  // The other cards of the base go to the discard piles as usual.
  CHECK(has(t.discard(0), "king-rex"));
  CHECK(has(t.discard(1), "zapbot"));
  CHECK(t.bases() == Names{"rhodes-plaza-mall", "factory-436-1337"});
}

TEST_CASE("[smashup][aliens][text] Scout: declined, it goes to the discard pile") {
  Table t(scout_scores);
  t.answer("done");
  REQUIRE(pass_until(t, "Scout"));
  t.answer(t.can("no") ? "no" : "pass");
  pass_through(t, 0);
  CHECK(has(t.discard(0), "scout"));
  CHECK_FALSE(has(t.hand(0), "scout"));
}

TEST_CASE("[smashup][aliens][text] Scout: works when its base scores on another player's turn") {
  // A Special "works at a time or in a way the card says, possibly from hand or on another player's turn".
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader","invader","invader"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"scout","controller":1},{"card":"king-rex","controller":0},
                                                        {"card":"zapbot","controller":0}]},
                      {"base":"factory-436-1337"}],
             "base_deck":["rhodes-plaza-mall"]})");
  t.answer("done");
  REQUIRE(pass_until(t, "Scout"));
  CHECK(t.asked() == 1);
  t.answer(t.can("yes") ? "yes" : "use scout");
  pass_through(t, 1);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(has(t.hand(1), "scout"));
}

TEST_CASE("[smashup][aliens][text] Scout: a Scout on a base that does not score stays in play") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader","invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"zapbot","controller":1},
                                                        {"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337","minions":[{"card":"scout","controller":0}]}],
             "base_deck":["rhodes-plaza-mall"]})");
  t.answer("done");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "use scout"));
  CHECK_FALSE(has(offered, "yes"));
  CHECK(t.minions_on("factory-436-1337") == Names{"scout"});
  CHECK_FALSE(has(t.hand(0), "scout"));
}

// ---------------------------------------------------------------------------------------------------------------
// Collector (2): "When you play it, you may choose a minion with power 3 or less on this same base and send it back
// to its owner's hand." (Spanish card in the rulebook: "Puedes devolver un Esbirro de Poder 3 o inferior desde esta
// Base a la mano de su propietario.")

TEST_CASE("[smashup][aliens][text] Collector: may return a minion of power 3 or less from its own base only") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["collector"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"hoverbot","controller":1},{"card":"archmage","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"zapbot","controller":1}]}]})");
  t.answer("play collector factory-436-1337");
  REQUIRE(t.asked() == 0);
  CHECK(has(t.options(), "choose hoverbot"));
  CHECK_FALSE(has(t.options(), "choose archmage"));   // power 4
  CHECK_FALSE(has(t.options(), "choose zapbot"));     // another base
  CHECK(has(t.options(), "pass"));
  t.answer("choose hoverbot");
  CHECK(t.minions_on("factory-436-1337") == Names{"archmage", "collector"});
  CHECK(t.hand(1) == Names{"hoverbot"});
}

TEST_CASE("[smashup][aliens][text] Collector: the limit is on current power, modifiers counted") {
  // Terms: "Power: always the current power (printed + modifiers), unless a card says printed power." A Tiger
  // Assassin (4) under Poison (-4) has power 0; a Zapbot (2) with Upgrade (+2) has power 4.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["collector"],"deck":["invader","invader"]},
                       {"factions":["ninjas","dinosaurs"],"hand":[],"deck":["shinobi","shinobi"]}],
             "bases":[{"base":"factory-436-1337","minions":[
                        {"card":"tiger-assassin","controller":1,"actions":[{"card":"poison","controller":0}]},
                        {"card":"zapbot","controller":1,"actions":["upgrade"]}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play collector factory-436-1337");
  CHECK(has(t.options(), "choose tiger-assassin"));
  CHECK_FALSE(has(t.options(), "choose zapbot"));
  t.answer("choose tiger-assassin");
  CHECK(t.hand(1) == Names{"tiger-assassin"});
  // The Poison attached to it is discarded to its owner's pile.
  CHECK(t.discard(0) == Names{"poison"});
  CHECK(t.minions_on("factory-436-1337") == Names{"zapbot", "collector"});
}

TEST_CASE("[smashup][aliens][text] Collector: the return is optional") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["collector"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play collector factory-436-1337");
  t.answer("pass");
  CHECK(t.minions_on("factory-436-1337") == Names{"hoverbot", "collector"});
  CHECK(t.hand(1).empty());
}
