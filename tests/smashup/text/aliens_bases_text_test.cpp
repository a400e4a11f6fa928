// The Aliens' bases (core set), tested from the Bases table and the rulings alone: The Homeworld and The Mothership.
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::answer_through;
using test::adn::has;
using test::adn::pass_through;
using test::adn::pass_until;

// ---------------------------------------------------------------------------------------------------------------
// The Homeworld (23, 4/2/1): "After each time a minion is played on this base, that minion's owner may play an extra
// minion of power 2 or less (the printed text does not restrict where)."

TEST_CASE("[smashup][aliens][text] The Homeworld: a minion played there grants an extra minion of power 2 or less") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["king-rex","war-raptor","scout"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"the-homeworld"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play king-rex the-homeworld");
  REQUIRE(t.asked() == 0);
  // Power 2 or less: War Raptor (2) may follow, on any base; Scout (3) may not.
  CHECK(t.can("play war-raptor the-homeworld"));
  CHECK(t.can("play war-raptor rhodes-plaza-mall"));
  CHECK_FALSE(t.can("play scout the-homeworld"));
  CHECK_FALSE(t.can("play scout rhodes-plaza-mall"));
  // "may": it can be left unplayed.
  CHECK((t.can("done") || t.can("pass")));
  t.answer("play war-raptor rhodes-plaza-mall");
  pass_through(t, 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"war-raptor"});
  CHECK_FALSE(t.can("play scout the-homeworld"));
  CHECK(t.hand(0) == Names{"scout"});
}

TEST_CASE("[smashup][aliens][text] The Homeworld: a minion played on another base grants nothing") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["king-rex","war-raptor"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"the-homeworld"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play king-rex rhodes-plaza-mall");
  CHECK_FALSE(t.can("play war-raptor the-homeworld"));
  CHECK_FALSE(t.can("play war-raptor rhodes-plaza-mall"));
}

TEST_CASE("[smashup][aliens][text] The Homeworld: a minion moved there is not played and grants nothing") {
  // Terms, "Move": "it is not played, so its ability does not fire"; the base answers a minion *played* there.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["invasion","war-raptor"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"the-homeworld"},{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0}]}],
             "turn":{"minion_used":true}})");
  t.answer("play invasion");
  t.answer("choose king-rex");
  if (t.can("choose the-homeworld")) t.answer("choose the-homeworld");
  CHECK(t.minions_on("the-homeworld") == Names{"king-rex"});
  CHECK_FALSE(t.can("play war-raptor the-homeworld"));
  CHECK_FALSE(t.can("play war-raptor rhodes-plaza-mall"));
}

TEST_CASE("[smashup][aliens][text] The Homeworld: the extra minion played there grants another") {
  // "After each time a minion is played on this base": the extra minion is played there too.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["king-rex","war-raptor","collector"],"deck":["invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"the-homeworld"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play king-rex the-homeworld");
  t.answer("play war-raptor the-homeworld");
  CHECK(t.can("play collector the-homeworld"));
  t.answer("play collector the-homeworld");
  if (t.can("pass")) t.answer("pass");   // Collector's own "may"
  CHECK(t.minions_on("the-homeworld") == Names{"king-rex", "war-raptor", "collector"});
}

TEST_CASE("[smashup][aliens][text][R-18] The Homeworld: a Shinobi played there while it scores brings an extra at once") {
  // R-18: an extra granted while a base scores "must be played at once or is lost". Player 2's Shinobi and then a
  // Ninja Acolyte (2) join the scoring Homeworld: 5 + 4 + 3 + 2 = 14 ties Player 1's two King Rex.
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["ninjas","dinosaurs"],"hand":["shinobi","ninja-acolyte","king-rex"],
                        "deck":["war-raptor","war-raptor","war-raptor"]}],
             "bases":[{"base":"the-homeworld","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                         {"card":"ninja-master","controller":1},{"card":"archmage","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337"]})");
  t.answer("done");
  REQUIRE(t.can("use shinobi"));
  t.answer("use shinobi");
  if (t.can("play shinobi the-homeworld")) t.answer("play shinobi the-homeworld");
  REQUIRE(t.asked() == 1);
  CHECK(t.can("play ninja-acolyte the-homeworld"));
  CHECK(t.can("play ninja-acolyte rhodes-plaza-mall"));
  CHECK_FALSE(t.can("play king-rex the-homeworld"));
  t.answer("play ninja-acolyte the-homeworld");
  pass_through(t, 1);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  CHECK(t.hand(1) == Names{"king-rex"});
}

TEST_CASE("[smashup][aliens][text] The Homeworld: breakpoint 23, 4/2/1 VP") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader","invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["zombies","pirates"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"the-homeworld","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                         {"card":"hoverbot","controller":1},{"card":"zapbot","controller":1},
                                                         {"card":"grave-digger","controller":2}]},
                      {"base":"rhodes-plaza-mall"},{"base":"factory-436-1337"},{"base":"the-great-library"}],
             "base_deck":["jungle-oasis"]})");
  REQUIRE(t.total("the-homeworld") == 23);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
  CHECK_FALSE(has(t.bases(), "the-homeworld"));
}

TEST_CASE("[smashup][aliens][text] The Homeworld: 22 power does not score it") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader","invader","invader"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"the-homeworld","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                         {"card":"hoverbot","controller":1},{"card":"hoverbot","controller":1},
                                                         {"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["jungle-oasis"]})");
  REQUIRE(t.total("the-homeworld") == 22);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 0);
  CHECK(has(t.bases(), "the-homeworld"));
}

// ---------------------------------------------------------------------------------------------------------------
// The Mothership (20, 4/2/1): "After this base scores, the winner may take one of their own minions of power 3 or less
// from this base back into their hand."

namespace {

// Player 1 wins The Mothership (7 + 4 + 3 + 4 = 18 against 3): Invader (3) may go home; King Rex (7), Archmage (4)
// and a Collector made 4 by Upgrade may not, nor Player 2's Hoverbot.
const char* mothership_scores = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"the-mothership","minions":[{"card":"king-rex","controller":0},{"card":"archmage","controller":0},
                                                          {"card":"invader","controller":0},
                                                          {"card":"collector","controller":0,"actions":["upgrade"]},
                                                          {"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["jungle-oasis"]})";

}  // namespace

TEST_CASE("[smashup][aliens][text] The Mothership: the winner may take back one minion of power 3 or less") {
  Table t(mothership_scores);
  REQUIRE(t.total("the-mothership") == 21);
  t.answer("done");
  REQUIRE(pass_until(t, "Mothership"));
  CHECK(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose invader", "pass"});
  t.answer("choose invader");
  pass_through(t, 0);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(has(t.hand(0), "invader"));
  CHECK_FALSE(has(t.discard(0), "invader"));
  CHECK(has(t.discard(0), "king-rex"));
  CHECK(has(t.discard(0), "collector"));
  CHECK(has(t.discard(1), "hoverbot"));
}

TEST_CASE("[smashup][aliens][text] The Mothership: declined, everything goes to the discard piles") {
  Table t(mothership_scores);
  t.answer("done");
  REQUIRE(pass_until(t, "Mothership"));
  t.answer("pass");
  pass_through(t, 0);
  CHECK_FALSE(has(t.hand(0), "invader"));
  CHECK(has(t.discard(0), "invader"));
}

TEST_CASE("[smashup][aliens][text] The Mothership: only the winner is asked, on the loser's own turn too") {
  // Player 2 (active) is second with a Hoverbot of power 3: nothing is offered to them.
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]}],
             "bases":[{"base":"the-mothership","minions":[{"card":"hoverbot","controller":0},{"card":"king-rex","controller":1},
                                                          {"card":"king-rex","controller":1},{"card":"invader","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  REQUIRE(pass_until(t, "Mothership"));
  CHECK(t.asked() == 1);
  CHECK(test::sorted(t.options()) == Names{"choose invader", "pass"});
  t.answer("choose invader");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "choose hoverbot"));
  CHECK(has(t.discard(0), "hoverbot"));
  CHECK(has(t.hand(1), "invader"));
}

TEST_CASE("[smashup][aliens][text] The Mothership: tied winners may each take back a minion") {
  // Core rulebook (ES): "Si varios jugadores están empatados a la hora de aplicar la capacidad de una Base (como la
  // del Dojo ninja), todos ellos podrán usarla."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"the-mothership","minions":[{"card":"king-rex","controller":0},{"card":"invader","controller":0},
                                                          {"card":"archmage","controller":1},{"card":"archmage","controller":1},
                                                          {"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  answer_through(t, {"choose invader", "choose zapbot"});
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  CHECK(has(t.hand(0), "invader"));
  CHECK(has(t.hand(1), "zapbot"));
}
