// The Robots' action Tech Center and their bases, The Central Brain and Factory 436-1337, tested from the rows and
// the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::has;
using test::prt::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Tech Center: "Pick a base; draw one card for each minion you have on it."

TEST_CASE("[smashup][robots][text] Tech Center: one card per own minion on the chosen base") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["tech-center"],"deck":["warbot","hoverbot","zapbot","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-guard","controller":0},{"card":"microbot-fixer","controller":0},
                                                   {"card":"microbot-archive","controller":0},
                                                   {"card":"collector","controller":1},{"card":"invader","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"zapbot","controller":0}]}]})");
  t.answer("play tech-center");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  t.answer("choose tortuga");
  // Three of Player 1's minions (Player 2's two do not count): the top three cards.
  CHECK(test::sorted(t.hand(0)) == Names{"hoverbot", "warbot", "zapbot"});
  CHECK(t.deck(0) == Names{"cannon"});
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][robots][text] Tech Center: a base without own minions draws nothing") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["tech-center"],"deck":["warbot","hoverbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"zapbot","controller":0}]}]})");
  t.answer("play tech-center");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0) == Names{"warbot", "hoverbot"});
}

TEST_CASE("[smashup][robots][text] Tech Center: counts minions its player controls there, not owns") {
  // R-23: "'Your minions' ... are the ones you control".
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["tech-center"],"deck":["warbot","hoverbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":0,"owner":1},
                                                   {"card":"warbot","controller":1,"owner":0}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play tech-center");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  CHECK(t.hand(0) == Names{"warbot"});
}

TEST_CASE("[smashup][robots][text] Tech Center: a deck that runs out is refilled from the discard pile, then draws stop") {
  // A turn: "Whenever a player must draw ... from an empty deck, their discard pile is shuffled into a new deck first.
  // If both are empty, the draw simply does not happen."
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["tech-center"],"deck":["warbot"],"discard":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-guard","controller":0},{"card":"microbot-fixer","controller":0},
                                                   {"card":"microbot-archive","controller":0},{"card":"hoverbot","controller":0}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play tech-center");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  // Warbot, then the discard pile (the Zapbot, and Tech Center itself if it is already there) is shuffled in.
  CHECK(has(t.hand(0), "warbot"));
  CHECK(has(t.hand(0), "zapbot"));
  CHECK(t.deck(0).empty());
  CHECK(t.hand(0).size() + t.discard(0).size() == 3);
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// The Central Brain (19, 4/2/1): "Every minion on this base has +1 power."

TEST_CASE("[smashup][robots][text] The Central Brain: +1 to every minion on it, anyone's, and only there") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["dinghy"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"the-central-brain","minions":[{"card":"warbot","controller":0},{"card":"collector","controller":1}]},
                      {"base":"tortuga","minions":[{"card":"zapbot","controller":0}]}]})");
  CHECK(t.power_of("the-central-brain", "warbot") == 5);
  CHECK(t.power_of("the-central-brain", "collector") == 3);
  CHECK(t.power_of("tortuga", "zapbot") == 2);
  CHECK(t.total("the-central-brain") == 8);
  // Moved away, the Warbot loses it; moved in, the Zapbot gains it.
  t.answer("play dinghy");
  t.answer("choose warbot");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  t.answer("choose zapbot");
  if (t.can("choose the-central-brain")) t.answer("choose the-central-brain");
  CHECK(t.power_of("tortuga", "warbot") == 4);
  CHECK(t.power_of("the-central-brain", "zapbot") == 3);
}

TEST_CASE("[smashup][robots][text] The Central Brain: the +1s reach the breakpoint of 19 and count for 4/2/1") {
  // 17 printed power on five minions: 22 there. Player 1: King Rex, Laseratops (11 + 2 = 13); Player 2: Invader,
  // Collector (5 + 2 = 7); Player 3: Microbot Guard (1 + 1 = 2).
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"the-central-brain","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":0},
                                                             {"card":"invader","controller":1},{"card":"collector","controller":1},
                                                             {"card":"microbot-guard","controller":2}]},
                      {"base":"tortuga"},{"base":"the-grey-opal"}],
             "base_deck":["jungle-oasis"]})");
  CHECK(t.total("the-central-brain") == 22);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
  CHECK_FALSE(has(t.bases(), "the-central-brain"));
}

TEST_CASE("[smashup][robots][text] The Central Brain: below 19 with the +1s, it does not score") {
  // 14 printed power on four minions: 18 < 19.
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"the-central-brain","minions":[{"card":"king-rex","controller":0},{"card":"invader","controller":1},
                                                             {"card":"collector","controller":1},{"card":"collector","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["jungle-oasis"]})");
  CHECK(t.total("the-central-brain") == 18);
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 0);
  CHECK(has(t.bases(), "the-central-brain"));
}

// ---------------------------------------------------------------------------------------------------------------
// Factory 436-1337 (25, 2/2/1): "When this base scores, the winner also gains 1 VP for every full 5 power they have
// on it."

TEST_CASE("[smashup][robots][text] Factory 436-1337: the winner gains 1 VP per full 5 power there, the others only 2/1") {
  // Player 1: 7 + 7 + 4 = 18 (three full 5s); Player 2: 4 + 3 = 7; Player 3: 2. Total 27.
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                            {"card":"laseratops","controller":0},
                                                            {"card":"tiger-assassin","controller":1},{"card":"invader","controller":1},
                                                            {"card":"walker","controller":2}]},
                      {"base":"tortuga"},{"base":"the-grey-opal"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2 + 3);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
}

TEST_CASE("[smashup][robots][text] Factory 436-1337: exactly 15 is three full 5s, 14 is two") {
  Table fifteen(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                             {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
                   "bases":[{"base":"factory-436-1337","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":0},
                                                                  {"card":"laseratops","controller":0},
                                                                  {"card":"king-rex","controller":1},{"card":"invader","controller":1}]},
                            {"base":"tortuga"}],
                   "base_deck":["jungle-oasis"]})");
  fifteen.answer("done");
  pass_through(fifteen, 0);
  CHECK(fifteen.vp(0) == 2 + 3);
  CHECK(fifteen.vp(1) == 2);

  Table fourteen(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                              {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
                    "bases":[{"base":"factory-436-1337","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                                   {"card":"king-rex","controller":1},{"card":"laseratops","controller":1}]},
                             {"base":"tortuga"}],
                    "base_deck":["jungle-oasis"]})");
  fourteen.answer("done");
  pass_through(fourteen, 0);
  CHECK(fourteen.vp(0) == 2 + 2);
  CHECK(fourteen.vp(1) == 2);
}

TEST_CASE("[smashup][robots][text] Factory 436-1337: tied winners each gain the bonus") {
  // Scoring one base, 3: "Ties share the higher place": both are the winner. 13 each (two full 5s), total 26.
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"factory-436-1337","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":0},
                                                            {"card":"collector","controller":0},
                                                            {"card":"king-rex","controller":1},{"card":"tiger-assassin","controller":1},
                                                            {"card":"collector","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 2 + 2);
  CHECK(t.vp(1) == 2 + 2);
}
