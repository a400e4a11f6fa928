// The Zombies' bases, tested from the Bases table of the core-set reference and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;

// ---------------------------------------------------------------------------------------------------------------
// Evans City Cemetery (20, 5/3/2): "After this base scores, the winner discards their entire hand and then draws five
// cards."

TEST_CASE("[smashup][zombies][text] Evans City Cemetery: VP 5/3/2; the winner discards the whole hand and draws five") {
  // Player 2 wins on Player 1's turn, so the turn's own draw (Player 1's) does not blur Player 2's hand.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["summon"],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":["scry","portal"],
                        "deck":["chronomage","neophyte","enchantress","mystic-studies","time-loop","archmage"]},
                       {"factions":["aliens","ninjas"],"hand":["beam-up"],"deck":["invader"]}],
             "bases":[{"base":"evans-city-cemetery","minions":[{"card":"archmage","controller":0},
                                                               {"card":"king-rex","controller":1},{"card":"king-rex","controller":1},
                                                               {"card":"walker","controller":2}]},
                      {"base":"jungle-oasis"},{"base":"tar-pits"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  const Names offered = test::wz::pass_through(t, 1);
  CHECK(t.vp(1) == 5);
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(2) == 2);
  // Mandatory: the winner is never asked whether to do it.
  CHECK_FALSE(has(offered, "no"));
  CHECK(test::sorted(t.hand(1)) == Names{"chronomage", "enchantress", "mystic-studies", "neophyte", "time-loop"});
  CHECK(t.deck(1) == Names{"archmage"});
  CHECK(test::sorted(t.discard(1)) == Names{"king-rex", "king-rex", "portal", "scry"});
  // Only the winner: the others keep their hands (Player 1 adds the turn's two cards).
  CHECK(test::sorted(t.hand(0)) == Names{"summon", "walker", "walker"});
  CHECK(t.hand(2) == Names{"beam-up"});
}

TEST_CASE("[smashup][zombies][text] Evans City Cemetery: a short deck is refilled from the discard pile, the discarded hand included") {
  // Rules, A turn: "Whenever a player must draw ... from an empty deck, their discard pile is shuffled into a new deck
  // first. If both are empty, the draw simply does not happen." The minions on the base go to the discard pile only
  // after the base's ability (Scoring one base, 4 then 6).
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":["scry","portal"],"deck":["chronomage","neophyte"]}],
             "bases":[{"base":"evans-city-cemetery","minions":[{"card":"archmage","controller":0},{"card":"chronomage","controller":0},
                                                               {"card":"king-rex","controller":1},{"card":"king-rex","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  test::wz::pass_through(t, 1);
  CHECK(test::sorted(t.hand(1)) == Names{"chronomage", "neophyte", "portal", "scry"});
  CHECK(t.deck(1).empty());
  CHECK(test::sorted(t.discard(1)) == Names{"king-rex", "king-rex"});
  CHECK(t.vp(1) == 5);
}

TEST_CASE("[smashup][zombies][text] Evans City Cemetery: a winner with an empty hand still draws five") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["summon"],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["chronomage","neophyte","enchantress","scry","portal","archmage"]}],
             "bases":[{"base":"evans-city-cemetery","minions":[{"card":"archmage","controller":0},{"card":"chronomage","controller":0},
                                                               {"card":"king-rex","controller":1},{"card":"king-rex","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  test::wz::pass_through(t, 1);
  CHECK(t.hand(1).size() == 5);
  CHECK(t.deck(1) == Names{"archmage"});
}

TEST_CASE("[smashup][zombies][text] Evans City Cemetery: tied winners each discard their hand and draw five") {
  // Rulebook (Ties): "If several players are tied when applying a base's ability ..., all of them may use it."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["summon"],
                        "deck":["walker","walker","walker","walker","walker","grave-digger","grave-digger"]},
                       {"factions":["wizards","dinosaurs"],"hand":["scry"],"deck":["chronomage","neophyte","enchantress","portal","archmage","time-loop"]}],
             "bases":[{"base":"evans-city-cemetery","minions":[{"card":"king-rex","controller":0},{"card":"war-raptor","controller":0},
                                                               {"card":"king-rex","controller":1},{"card":"war-raptor","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  test::wz::pass_through(t, 0);
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 5);
  // Player 1 (active): five Walkers from the Cemetery, then the turn's two Grave Diggers.
  CHECK(test::sorted(t.hand(0)) == Names{"grave-digger", "grave-digger", "walker", "walker", "walker", "walker", "walker"});
  CHECK(has(t.discard(0), "summon"));
  CHECK(t.hand(1).size() == 5);
  CHECK(has(t.discard(1), "scry"));
  CHECK(t.deck(1) == Names{"time-loop"});
}

// ---------------------------------------------------------------------------------------------------------------
// Rhodes Plaza Mall (24, 0/0/0): "When this base scores, each player gains 1 VP for every minion they have on it (the
// ranking itself awards 0 VP)."

TEST_CASE("[smashup][zombies][text] Rhodes Plaza Mall: 1 VP per minion on it, whatever the ranking") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry"]},
                       {"factions":["aliens","ninjas"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                             {"card":"king-rex","controller":0},{"card":"walker","controller":1},{"card":"walker","controller":1},
                                                             {"card":"walker","controller":1},{"card":"enchantress","controller":1}]},
                      {"base":"jungle-oasis","minions":[{"card":"walker","controller":2}]},{"base":"tar-pits"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  test::wz::pass_through(t, 0);
  // Player 1 wins the ranking (21 against 8) but has three minions; Player 2 has four; Player 3 none there.
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(2) == 0);
  CHECK(t.bases() == Names{"the-mothership", "jungle-oasis", "tar-pits"});
}

TEST_CASE("[smashup][zombies][text][R-23] Rhodes Plaza Mall: a minion counts for the player who controls it") {
  // R-23: "'Your minions' ... are the ones you control". Player 1 controls an Invader that Player 2 owns.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                             {"card":"invader","controller":0,"owner":1},
                                                             {"card":"king-rex","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  test::wz::pass_through(t, 0);
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 1);
  CHECK(has(t.discard(1), "invader"));
}
