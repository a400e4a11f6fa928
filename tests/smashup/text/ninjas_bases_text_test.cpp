// The Ninjas' bases (core set), tested from the Bases table and the rulings alone: Temple of Goju and Ninja Dojo.
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
// Temple of Goju (18, 2/3/2): "After this base scores, each player's highest-power minion on this base goes to the
// bottom of its owner's deck (instead of the discard pile)."

TEST_CASE("[smashup][ninjas][text] Temple of Goju: each player's strongest minion there goes under its owner's deck") {
  // Player 1: King Rex (7) + Hoverbot (3) = 10; Player 2: Archmage (4) + Zapbot (2) = 6; Player 3: Neophyte (2).
  Table t(R"({"seats":[{"factions":["robots","dinosaurs"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["zombies","wizards"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"temple-of-goju","minions":[{"card":"king-rex","controller":0},{"card":"hoverbot","controller":0},
                                                          {"card":"archmage","controller":1},{"card":"zapbot","controller":1},
                                                          {"card":"neophyte","controller":2}]},
                      {"base":"rhodes-plaza-mall"},{"base":"factory-436-1337"},{"base":"the-great-library"}],
             "base_deck":["jungle-oasis"]})");
  REQUIRE(t.total("temple-of-goju") == 18);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
  // Player 1 drew two cards at the end of the turn: King Rex is under what is left.
  CHECK(t.deck(0) == Names{"war-raptor", "king-rex"});
  CHECK(t.deck(1) == Names{"zapbot", "zapbot", "zapbot", "archmage"});
  CHECK(t.deck(2) == Names{"walker", "walker", "walker", "neophyte"});
  CHECK(t.discard(0) == Names{"hoverbot"});
  CHECK(t.discard(1) == Names{"zapbot"});
  CHECK(t.discard(2).empty());
}

TEST_CASE("[smashup][ninjas][text] Temple of Goju: a minion goes under its owner's deck, not its controller's") {
  Table t(R"({"seats":[{"factions":["robots","dinosaurs"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"temple-of-goju","minions":[{"card":"king-rex","controller":0},{"card":"hoverbot","controller":0},
                                                          {"card":"zapbot","controller":0},{"card":"neophyte","controller":1},
                                                          {"card":"grave-digger","controller":1,"owner":0}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["jungle-oasis"]})");
  REQUIRE(t.total("temple-of-goju") == 18);
  t.answer("done");
  pass_through(t, 0);
  // Player 1 drew two cards at the end of the turn; both minions are under what is left, in an order of no matter.
  CHECK(test::sorted(t.deck(0)) == Names{"grave-digger", "king-rex", "war-raptor"});
  CHECK(t.deck(0).front() == "war-raptor");
  CHECK(t.deck(1) == Names{"zapbot", "zapbot", "zapbot"});
}

TEST_CASE("[smashup][ninjas][text] Temple of Goju: a tie for a player's strongest sends only one of them") {
  Table t(R"({"seats":[{"factions":["robots","dinosaurs"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"temple-of-goju","minions":[{"card":"king-rex","controller":0},{"card":"hoverbot","controller":0},
                                                          {"card":"archmage","controller":1},{"card":"grave-digger","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  answer_through(t, {"choose grave-digger"});
  CHECK(t.deck(1) == Names{"zapbot", "zapbot", "zapbot", "grave-digger"});
  CHECK(t.discard(1) == Names{"archmage"});
}

// ---------------------------------------------------------------------------------------------------------------
// Ninja Dojo (18, 2/3/2): "After this base scores, the winner may destroy any one minion in play."

namespace {

// Player 1 wins Ninja Dojo 11 to 7; Player 2 also has an Archmage on another base.
const char* const dojo_scores = R"({"seats":[{"factions":["robots","dinosaurs"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"ninja-dojo","minions":[{"card":"king-rex","controller":0},{"card":"grave-digger","controller":0},
                                                      {"card":"hoverbot","controller":1},{"card":"grave-digger","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"archmage","controller":1},{"card":"zapbot","controller":0}]}],
             "base_deck":["jungle-oasis"]})";

}  // namespace

TEST_CASE("[smashup][ninjas][text] Ninja Dojo: the winner may destroy any minion in play, on any base") {
  Table t(dojo_scores);
  REQUIRE(t.total("ninja-dojo") == 18);
  t.answer("done");
  REQUIRE(pass_until(t, "Ninja Dojo"));
  CHECK(t.asked() == 0);
  CHECK(t.can("choose archmage"));
  CHECK(t.can("choose zapbot"));
  CHECK(t.can("pass"));
  t.answer("choose archmage");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 3);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"zapbot"});
  CHECK(has(t.discard(1), "archmage"));
}

TEST_CASE("[smashup][ninjas][text] Ninja Dojo: the destroy is optional") {
  Table t(dojo_scores);
  t.answer("done");
  REQUIRE(pass_until(t, "Ninja Dojo"));
  t.answer("pass");
  pass_through(t, 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"archmage", "zapbot"});
}

TEST_CASE("[smashup][ninjas][text] Ninja Dojo: the runner-up is not offered the destroy") {
  Table t(R"({"seats":[{"factions":["robots","dinosaurs"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"ninja-dojo","minions":[{"card":"hoverbot","controller":0},{"card":"king-rex","controller":1},
                                                      {"card":"king-rex","controller":1},{"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"archmage","controller":1}]}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  REQUIRE(pass_until(t, "Ninja Dojo"));
  CHECK(t.asked() == 1);
  t.answer("pass");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "choose archmage"));
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"archmage"});
}

TEST_CASE("[smashup][ninjas][text] Ninja Dojo: tied winners may each destroy a minion") {
  // Core rulebook (ES), on ties: "Si varios jugadores están empatados a la hora de aplicar la capacidad de una Base
  // (como la del Dojo ninja), todos ellos podrán usarla."
  Table t(R"({"seats":[{"factions":["robots","dinosaurs"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"ninja-dojo","minions":[{"card":"king-rex","controller":0},{"card":"zapbot","controller":0},
                                                      {"card":"king-rex","controller":1},{"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall","minions":[{"card":"archmage","controller":1},{"card":"hoverbot","controller":0}]}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  answer_through(t, {"choose archmage", "choose hoverbot"});
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
  CHECK(has(t.discard(1), "archmage"));
  CHECK(has(t.discard(0), "hoverbot"));
}
