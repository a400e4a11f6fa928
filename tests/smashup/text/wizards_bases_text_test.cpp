// The Wizards' bases, tested from the Bases table of the core-set reference and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::asks_about;
using test::wz::has;
using test::wz::skip_windows;

// ---------------------------------------------------------------------------------------------------------------
// The Great Library (22, 4/2/1): "After this base scores, each player who has a minion here may draw one card."

TEST_CASE("[smashup][wizards][text][R-19] The Great Library: VP 4/2/1, then each player with a minion here may draw one card") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon","walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry","portal"]},
                       {"factions":["aliens","ninjas"],"hand":[],"deck":["invader","scout"]},
                       {"factions":["pirates","robots"],"hand":[],"deck":["cannon"]}],
             "bases":[{"base":"the-great-library","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                             {"card":"archmage","controller":1},{"card":"chronomage","controller":1},
                                                             {"card":"zombie-lord","controller":1},
                                                             {"card":"walker","controller":2}]},
                      {"base":"jungle-oasis","minions":[{"card":"walker","controller":3}]},
                      {"base":"tar-pits"},{"base":"ninja-dojo"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
  CHECK(t.vp(3) == 0);
  // R-19: one after another from the active player, clockwise; "may": each can decline.
  std::vector<Seat> asked;
  for (int guard = 0; guard < 10 && asks_about(t, "Great Library"); ++guard) {
    asked.push_back(t.asked());
    REQUIRE(t.can("no"));
    t.answer(t.asked() == 1 ? "no" : "yes");
    skip_windows(t);
  }
  // Player 4 has no minion on the Library: not asked.
  CHECK(asked == std::vector<Seat>{0, 1, 2});
  test::wz::pass_through(t, 0);
  // Player 1: the Library's Summon, then the turn's two Walkers. Player 2 declined. Player 3 drew the Invader.
  CHECK(test::sorted(t.hand(0)) == Names{"summon", "walker", "walker"});
  CHECK(t.hand(1).empty());
  CHECK(t.deck(1) == Names{"scry", "portal"});
  CHECK(t.hand(2) == Names{"invader"});
  CHECK(t.hand(3).empty());
  CHECK(t.deck(3) == Names{"cannon"});
}

TEST_CASE("[smashup][wizards][text] The Great Library: a player with a minion here draws even without VP") {
  // "each player who has a minion here": the fourth of four players on the base ranks nothing but may draw.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry"]},
                       {"factions":["aliens","ninjas"],"hand":[],"deck":["invader"]},
                       {"factions":["pirates","robots"],"hand":[],"deck":["cannon"]}],
             "bases":[{"base":"the-great-library","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                             {"card":"archmage","controller":1},{"card":"chronomage","controller":1},
                                                             {"card":"zombie-lord","controller":2},
                                                             {"card":"walker","controller":3}]},
                      {"base":"jungle-oasis"},{"base":"tar-pits"},{"base":"ninja-dojo"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(3) == 0);
  bool fourth_asked = false;
  for (int guard = 0; guard < 10 && asks_about(t, "Great Library"); ++guard) {
    if (t.asked() == 3) fourth_asked = true;
    t.answer(t.asked() == 3 ? "yes" : "no");
    skip_windows(t);
  }
  CHECK(fourth_asked);
  CHECK(t.hand(3) == Names{"cannon"});
}

TEST_CASE("[smashup][wizards][text][R-19] The Great Library: the active player is asked first even when not the winner") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry","scry","scry"]}],
             "bases":[{"base":"the-great-library","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                             {"card":"king-rex","controller":0},
                                                             {"card":"chronomage","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["the-mothership"],
             "turn":{"active":1}})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  REQUIRE(asks_about(t, "Great Library"));
  CHECK(t.asked() == 1);
  t.answer("yes");
  skip_windows(t);
  REQUIRE(asks_about(t, "Great Library"));
  CHECK(t.asked() == 0);
  t.answer("yes");
  test::wz::pass_through(t, 0);
  CHECK(t.hand(0) == Names{"walker"});
  // Player 2: the Library's card, then the turn's two.
  CHECK(t.hand(1).size() == 3);
}

// ---------------------------------------------------------------------------------------------------------------
// School of Wizardry (20, 3/2/1): "After this base scores, the winner looks at the top three cards of the base deck,
// picks one of them to replace this base, and puts the other two back on top in any order."

TEST_CASE("[smashup][wizards][text] School of Wizardry: VP 3/2/1; the winner picks its replacement among the top three bases") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry"]},
                       {"factions":["aliens","ninjas"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"school-of-wizardry","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                              {"card":"archmage","controller":1},
                                                              {"card":"walker","controller":2}]},
                      {"base":"jungle-oasis"},{"base":"tar-pits"}],
             "base_deck":["temple-of-goju","the-homeworld","the-mothership","ninja-dojo"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
  REQUIRE(asks_about(t, "School of Wizardry"));
  // The winner; the top three only (not Ninja Dojo, the fourth); mandatory (no pass).
  CHECK(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose temple-of-goju", "choose the-homeworld", "choose the-mothership"});
  t.answer("choose the-mothership");
  // The other two back on top, The Homeworld first (if the program asks the order).
  if (asks_about(t, "School of Wizardry") && t.can("choose the-homeworld")) t.answer("choose the-homeworld");
  test::wz::first_while(t, "School of Wizardry");
  test::wz::pass_through(t, 0);
  CHECK(t.bases() == Names{"the-mothership", "jungle-oasis", "tar-pits"});
  const Names deck = t.base_deck();
  REQUIRE(deck.size() == 3);
  CHECK(test::sorted(Names(deck.begin(), deck.begin() + 2)) == Names{"temple-of-goju", "the-homeworld"});
  CHECK(deck[2] == "ninja-dojo");
}

TEST_CASE("[smashup][wizards][text] School of Wizardry: the two others go back in the order the winner chooses") {
  const char* scenario = R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                                      {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry"]}],
                            "bases":[{"base":"school-of-wizardry","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                                             {"card":"archmage","controller":1},
                                                                             {"card":"walker","controller":1}]},
                                     {"base":"jungle-oasis"}],
                            "base_deck":["temple-of-goju","the-homeworld","the-mothership","ninja-dojo"]})";
  Names orders[2];
  for (int k = 0; k < 2; ++k) {
    Table t(scenario);
    t.answer("done");
    skip_windows(t);
    REQUIRE(asks_about(t, "School of Wizardry"));
    t.answer("choose the-homeworld");
    for (int guard = 0; guard < 5 && asks_about(t, "School of Wizardry"); ++guard) {
      t.answer(k == 0 ? t.options().front() : t.options().back());
    }
    test::wz::pass_through(t, 0);
    CHECK(t.bases().front() == "the-homeworld");
    orders[k] = t.base_deck();
  }
  CHECK(test::sorted(orders[0]) == Names{"ninja-dojo", "temple-of-goju", "the-mothership"});
  CHECK(test::sorted(orders[1]) == Names{"ninja-dojo", "temple-of-goju", "the-mothership"});
  CHECK(orders[0] != orders[1]);
}

TEST_CASE("[smashup][wizards][text] School of Wizardry: the winner chooses, not the active player") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry","scry"]}],
             "bases":[{"base":"school-of-wizardry","minions":[{"card":"archmage","controller":0},
                                                              {"card":"king-rex","controller":1},{"card":"king-rex","controller":1},
                                                              {"card":"walker","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["temple-of-goju","the-homeworld","the-mothership"]})");
  t.answer("done");
  const Names offered = [&] {
    Names seen;
    for (int guard = 0; guard < 10 && t.asking() && !asks_about(t, "School of Wizardry"); ++guard) {
      if (t.asked() == 0) for (const auto& o : t.options()) seen.push_back(o);
      t.answer(t.can("pass") ? "pass" : "no");
    }
    return seen;
  }();
  CHECK_FALSE(has(offered, "choose the-homeworld"));
  REQUIRE(asks_about(t, "School of Wizardry"));
  CHECK(t.asked() == 1);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(0) == 2);
}

TEST_CASE("[smashup][wizards][text] School of Wizardry: with two bases left in the base deck, the winner picks between them") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["scry"]}],
             "bases":[{"base":"school-of-wizardry","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                              {"card":"king-rex","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["temple-of-goju","the-homeworld"]})");
  t.answer("done");
  skip_windows(t);
  REQUIRE(asks_about(t, "School of Wizardry"));
  CHECK(test::sorted(t.options()) == Names{"choose temple-of-goju", "choose the-homeworld"});
  t.answer("choose the-homeworld");
  test::wz::first_while(t, "School of Wizardry");
  test::wz::pass_through(t, 0);
  CHECK(t.bases() == Names{"the-homeworld", "jungle-oasis"});
  CHECK(t.base_deck() == Names{"temple-of-goju"});
}
