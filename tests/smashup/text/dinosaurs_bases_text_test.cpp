// The Dinosaurs' bases (core set), tested from the Bases table and the rulings alone: Jungle Oasis and Tar Pits.
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::has;
using test::adn::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Jungle Oasis (12, 2/0/0): "No ability (the only core base without one)."

TEST_CASE("[smashup][dinosaurs][text] Jungle Oasis: scores at 12; the winner gets 2 VP, the others nothing") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["zombies","pirates"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"hoverbot","controller":1},
                                                        {"card":"zapbot","controller":2}]},
                      {"base":"rhodes-plaza-mall"},{"base":"factory-436-1337"},{"base":"the-great-library"}],
             "base_deck":["tar-pits"]})");
  REQUIRE(t.total("jungle-oasis") == 12);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(t.vp(2) == 0);
  // Nothing else happens: every card on it goes to its owner's discard pile, and Tar Pits replaces it.
  CHECK(has(t.discard(0), "king-rex"));
  CHECK(has(t.discard(1), "hoverbot"));
  CHECK(has(t.discard(2), "zapbot"));
  CHECK(t.bases() == Names{"tar-pits", "rhodes-plaza-mall", "factory-436-1337", "the-great-library"});
}

TEST_CASE("[smashup][dinosaurs][text] Jungle Oasis: 11 power does not score it") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"zapbot","controller":1},
                                                        {"card":"zapbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["tar-pits"]})");
  REQUIRE(t.total("jungle-oasis") == 11);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 0);
  CHECK(has(t.bases(), "jungle-oasis"));
}

TEST_CASE("[smashup][dinosaurs][text] Jungle Oasis: tied winners both get 2 VP") {
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
}

// ---------------------------------------------------------------------------------------------------------------
// Tar Pits (16, 4/3/2): "After each time a minion on this base is destroyed, put it at the bottom of its owner's deck
// instead of into the discard pile."

TEST_CASE("[smashup][dinosaurs][text] Tar Pits: a minion destroyed there goes to the bottom of its owner's deck") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["seeing-stars"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","neophyte"]}],
             "bases":[{"base":"tar-pits","minions":[{"card":"hoverbot","controller":1}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play seeing-stars");
  if (t.can("choose hoverbot")) t.answer("choose hoverbot");
  pass_through(t, 0);
  CHECK(t.minions_on("tar-pits").empty());
  CHECK(t.deck(1) == Names{"zapbot", "neophyte", "hoverbot"});
  CHECK(t.discard(1).empty());
  CHECK(t.discard(0) == Names{"seeing-stars"});
}

TEST_CASE("[smashup][dinosaurs][text] Tar Pits: its owner's deck, whoever controlled it; its attached action is discarded") {
  // The base moves the destroyed minion ("put it at the bottom of its owner's deck"); the Upgrade on it is not a
  // minion and goes to its owner's discard pile.
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["ninja-master"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["zapbot","neophyte"]}],
             "bases":[{"base":"tar-pits","minions":[{"card":"zapbot","controller":1,"owner":0,"actions":["upgrade"]}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play ninja-master tar-pits");
  REQUIRE(t.can("choose zapbot"));
  t.answer("choose zapbot");
  pass_through(t, 0);
  CHECK(t.minions_on("tar-pits") == Names{"ninja-master"});
  CHECK(t.deck(0) == Names{"shinobi", "shinobi", "zapbot"});
  CHECK(t.deck(1) == Names{"zapbot", "neophyte"});
  CHECK(t.discard(0).empty());
  CHECK(t.discard(1) == Names{"upgrade"});
}

TEST_CASE("[smashup][dinosaurs][text] Tar Pits: a minion destroyed on another base goes to the discard pile") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["seeing-stars"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","neophyte"]}],
             "bases":[{"base":"tar-pits"},{"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":1}]}]})");
  t.answer("play seeing-stars");
  if (t.can("choose hoverbot")) t.answer("choose hoverbot");
  pass_through(t, 0);
  CHECK(t.discard(1) == Names{"hoverbot"});
  CHECK(t.deck(1) == Names{"zapbot", "neophyte"});
}

TEST_CASE("[smashup][dinosaurs][text] Tar Pits: scoring is not destroying; 16 power scores it for 4/3/2 VP") {
  // "Every card still on the base goes to its owner's discard pile (this is not "destroy")."
  Table t(R"({"seats":[{"factions":["dinosaurs","aliens"],"hand":[],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["zombies","pirates"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"tar-pits","minions":[{"card":"king-rex","controller":0},{"card":"archmage","controller":1},
                                                    {"card":"zapbot","controller":1},{"card":"hoverbot","controller":2}]},
                      {"base":"rhodes-plaza-mall"},{"base":"factory-436-1337"},{"base":"the-great-library"}],
             "base_deck":["jungle-oasis"]})");
  REQUIRE(t.total("tar-pits") == 16);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
  CHECK(has(t.discard(0), "king-rex"));
  CHECK(has(t.discard(1), "archmage"));
  CHECK(has(t.discard(1), "zapbot"));
  CHECK(has(t.discard(2), "hoverbot"));
  CHECK_FALSE(has(t.bases(), "tar-pits"));
}
