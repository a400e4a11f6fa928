// Ghosts minions (Spectre, Haunting, Spirit, Ghost), tested from the card rows, the rulings and the second box's glossary alone
// (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/ghosts_bear_positions.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::sorted;
using test::Table;

// ---------------------------------------------------------------------------------------------------------- Spectre

TEST_CASE("[smashup][ghosts][text] Spectre: with 2 or fewer cards in hand it may be played from the discard pile as the turn's minion") {
  Table t(duel({{"hand", {"ghost", "seance"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  REQUIRE(t.can("play spectre the-nexus"));
  CHECK(t.can("play spectre isis-swingin-pad"));
  play(t, "play spectre the-nexus");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "spectre"});
  CHECK(t.power_of("the-nexus", "spectre") == 5);
  CHECK(t.discard(0).empty());
  CHECK(hand_of(t, 0) == Names{"ghost", "seance"});
  // "instead of a minion from hand": it used the turn's minion play.
  CHECK_FALSE(t.can("play ghost the-nexus"));
  CHECK(t.can("play seance"));
}

TEST_CASE("[smashup][ghosts][text] Spectre: with 3 cards in hand it stays in the discard pile") {
  Table t(duel({{"hand", {"ghost", "seance", "shady-deal"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play spectre the-nexus"));
  CHECK_FALSE(t.can("play spectre isis-swingin-pad"));
  CHECK(t.can("play ghost the-nexus"));
}

TEST_CASE("[smashup][ghosts][text] Spectre: the hand is counted when it would be played, so it opens up once the hand drops to 2") {
  Table t(duel({{"hand", {"ghost", "seance", "shady-deal"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play spectre the-nexus"));
  play(t, "play shady-deal");
  CHECK(t.can("play spectre the-nexus"));
}

TEST_CASE("[smashup][ghosts][text] Spectre: no minion play left, no Spectre; an extra minion play lets it come back") {
  Table used(duel({{"hand", json::array()}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus"), base("isis-swingin-pad")}, {{"active", 0}, {"phase", "play"}, {"minion_used", true}}));
  CHECK_FALSE(used.can("play spectre the-nexus"));

  // Ghostly Arrival's extra minion is a generic extra: "any time you are allowed to play a minion".
  Table t(duel({{"hand", {"ghostly-arrival"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}, {{"active", 0}, {"phase", "play"}, {"minion_used", true}}));
  play(t, "play ghostly-arrival");
  REQUIRE(t.can("play spectre the-nexus"));
  play(t, "play spectre the-nexus");
  CHECK(t.minions_on("the-nexus") == Names{"spectre"});
}

// Glossary, Ghosts: "with 2 or fewer cards in hand it can stand in for any minion play you have (normal or a generic
// extra, e.g. Commission)".
TEST_CASE("[smashup][ghosts][text] Spectre stands in for Commission's extra minion") {
  Table t(duel({{"hand", {"commission"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")},
               {{"active", 0}, {"phase", "play"}, {"minion_used", true}}));
  play(t, "play commission");
  // The program may ask for the extra minion inside Commission or leave it as a play of the turn: either way the
  // Spectre from the discard pile must be one of the answers.
  const bool offered = t.can("choose spectre") || t.can("play spectre the-nexus");
  CHECK(offered);
  if (t.can("choose spectre")) {
    t.answer("choose spectre");
    if (t.can("choose the-nexus")) t.answer("choose the-nexus");
  } else if (t.can("play spectre the-nexus")) {
    play(t, "play spectre the-nexus");
  }
  if (offered) {
    CHECK(t.minions_on("the-nexus").back() == "spectre");
    // "Then move one of another player's minions away from the base where that extra minion was played": the Spy's
    // one way away is asked of Commission's player (R-5: the engine never picks for a human).
    REQUIRE(t.can("choose spy"));
    t.answer("choose spy");
    if (t.asking() && t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
    CHECK(t.minions_on("isis-swingin-pad") == Names{"spy"});
    CHECK(t.discard(0) == Names{"commission"});
  }
}

// Glossary, Ghosts: "any restriction on that play still applies (e.g. Secret Grove's power cap)".
TEST_CASE("[smashup][ghosts][text] Spectre cannot use Secret Grove's extra minion of power 2 or less") {
  // Secret Grove's extra comes with the turn: the position starts at the start of Player 1's turn. The Cub Scout (3)
  // takes the free minion play; what is left is the Grove's extra.
  Table t(duel({{"hand", {"cub-scout", "ghost"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("secret-grove"), base("the-nexus")}, {{"active", 0}, {"phase", "start"}}));
  play(t, "play cub-scout the-nexus");
  CHECK(t.can("play ghost secret-grove"));  // the base's extra is there
  CHECK_FALSE(t.can("play spectre secret-grove"));
  CHECK_FALSE(t.can("play spectre the-nexus"));
}

TEST_CASE("[smashup][ghosts][text] Spectre cannot be played from the discard pile on another player's turn") {
  Table t(duel({{"hand", json::array()}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}, {{"active", 1}, {"phase", "play"}}));
  REQUIRE(t.asked() == 1);
  CHECK_FALSE(t.can("play spectre the-nexus"));
}

// --------------------------------------------------------------------------------------------------------- Haunting

TEST_CASE("[smashup][ghosts][text] Haunting: +3 power while its controller holds 2 or fewer cards") {
  const json bases = {base("the-nexus", {minion("haunting", 0), minion("spy", 1)}), base("isis-swingin-pad")};
  Table two(duel({{"hand", {"ghost", "seance"}}}, {{"hand", {"spy"}}}, bases));
  CHECK(two.power_of("the-nexus", "haunting") == 6);
  CHECK(two.total("the-nexus") == 8);
  Table none(duel({{"hand", json::array()}}, {{"hand", {"spy"}}}, bases));
  CHECK(none.power_of("the-nexus", "haunting") == 6);
  Table three(duel({{"hand", {"ghost", "seance", "spirit"}}}, {{"hand", {"spy"}}}, bases));
  CHECK(three.power_of("the-nexus", "haunting") == 3);
  CHECK(three.total("the-nexus") == 5);
}

// Glossary: "Ongoing checks (Haunting, Door to the Beyond) are continuous: the bonus switches on and off as your hand
// grows or shrinks, on anyone's turn".
TEST_CASE("[smashup][ghosts][text] Haunting: the bonus follows the hand, on anyone's turn") {
  Table t(duel({{"hand", {"shady-deal", "ghost", "seance"}}, {"deck", {"ghost", "ghost", "ghost"}}}, {{"hand", {"spy"}}, {"deck", {"spy", "spy"}}},
               {base("the-nexus", {minion("haunting", 0)}), base("isis-swingin-pad")}));
  CHECK(t.power_of("the-nexus", "haunting") == 3);
  play(t, "play shady-deal");
  CHECK(t.power_of("the-nexus", "haunting") == 6);
  t.answer("done");  // Player 1 draws 2: 4 cards
  REQUIRE(t.asked() == 1);
  CHECK(t.hand(0).size() == 4);
  CHECK(t.power_of("the-nexus", "haunting") == 3);

  Table other(duel({{"hand", {"ghost"}}}, {{"hand", {"spy"}}}, {base("the-nexus", {minion("haunting", 0)}), base("isis-swingin-pad")},
                   {{"active", 1}, {"phase", "play"}}));
  CHECK(other.power_of("the-nexus", "haunting") == 6);
}

TEST_CASE("[smashup][ghosts][text][R-21] Haunting with 2 or fewer cards cannot be moved by another player's card") {
  const json bases = {base("the-nexus", {minion("haunting", 0), minion("ghost", 0), minion("spy", 1)}),
                      base("isis-swingin-pad")};
  Table t(duel({{"hand", {"seance", "spirit"}}}, {{"hand", {"youre-screwed"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  play(t, "play youre-screwed");
  CHECK_FALSE(t.can("choose haunting"));
  CHECK(t.can("choose ghost"));

  // With 3 cards in hand the protection is off.
  Table off(duel({{"hand", {"seance", "spirit", "ghost"}}}, {{"hand", {"youre-screwed"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  play(off, "play youre-screwed");
  CHECK(off.can("choose haunting"));
}

TEST_CASE("[smashup][ghosts][text][R-21] Haunting with 2 or fewer cards cannot have another player's action attached") {
  const json bases = {base("the-nexus", {minion("haunting", 0), minion("ghost", 0)}), base("isis-swingin-pad")};
  Table t(duel({{"hand", {"seance"}}}, {{"hand", {"cyberevolution"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  CHECK_FALSE(t.can("play cyberevolution haunting"));
  CHECK(t.can("play cyberevolution ghost"));
  Table off(duel({{"hand", {"seance", "spirit", "ghost"}}}, {{"hand", {"cyberevolution"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  CHECK(off.can("play cyberevolution haunting"));
}

TEST_CASE("[smashup][ghosts][text][R-21] Haunting with 2 or fewer cards cannot be destroyed by another player's Cub Scout") {
  // Player 2's Cub Scout has four +1 counters (power 7): the Haunting (6) moved onto its base by Player 1's own Bear
  // Rides You is weaker, but the Cub Scout is another player's card and cannot destroy it.
  const json bases = {base("the-nexus", {minion("haunting", 0)}),
                      base("isis-swingin-pad", {minion("cub-scout", 1, {{"counters", 4}})})};
  Table t(duel({{"hand", {"bear-rides-you", "seance"}}}, {{"hand", {"spy"}}}, bases));
  play(t, "play bear-rides-you");
  if (t.can("choose haunting")) t.answer("choose haunting");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout", "haunting"});

  // With 3 cards left the Haunting is only 3 and unprotected: destroyed.
  Table off(duel({{"hand", {"bear-rides-you", "seance", "spirit", "ghost"}}}, {{"hand", {"spy"}}}, bases));
  play(off, "play bear-rides-you");
  if (off.can("choose haunting")) off.answer("choose haunting");
  if (off.can("choose isis-swingin-pad")) off.answer("choose isis-swingin-pad");
  CHECK(off.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(sorted(off.discard(0)) == Names{"bear-rides-you", "haunting"});
}

// Bear Hug makes each other player destroy their own minion, but the card doing it is Bear Hug, another player's card:
// "cards controlled by other players cannot affect it" (destroying is affecting, R-21).
TEST_CASE("[smashup][ghosts][text][R-21] Haunting with 2 or fewer cards survives another player's Bear Hug") {
  Table t(duel({{"hand", {"seance"}}}, {{"hand", {"bear-hug"}}},
               {base("the-nexus", {minion("haunting", 0), minion("spy", 1)}), base("isis-swingin-pad")},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"haunting", "spy"});
  CHECK(t.discard(0).empty());
}

// "Changing its power ... [is] not affecting it."
TEST_CASE("[smashup][ghosts][text][R-21] Haunting's protection does not stop another player's power changes") {
  Table t(duel({{"hand", {"seance"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("haunting", 0), minion("spirit", 0)}, {{{"card", "sleep-spores"}, {"controller", 1}}}),
                base("isis-swingin-pad")}));
  REQUIRE(t.power_of("the-nexus", "spirit") == 2);  // the Sleep Spores works here
  CHECK(t.power_of("the-nexus", "haunting") == 5);
}

TEST_CASE("[smashup][ghosts][text] Haunting can still be moved by its own controller's cards") {
  Table t(duel({{"hand", {"bear-rides-you"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("haunting", 0)}), base("isis-swingin-pad")}));
  play(t, "play bear-rides-you");
  if (t.can("choose haunting")) t.answer("choose haunting");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"haunting"});
}

// ----------------------------------------------------------------------------------------------------------- Spirit

TEST_CASE("[smashup][ghosts][text] Spirit destroys the picked minion when its controller discards as many cards as its power") {
  Table t(duel({{"hand", {"spirit", "seance", "shady-deal", "ghost"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("spy", 1), minion("mechanic", 1)}), base("isis-swingin-pad")}));
  play(t, "play spirit isis-swingin-pad");
  // "pick any one minion in play": any player's.
  CHECK(t.can("choose spy"));
  CHECK(t.can("choose mechanic"));
  t.answer("choose spy");
  REQUIRE(t.can("yes"));
  t.answer("yes");
  t.answer("choose seance");
  t.answer("choose ghost");
  CHECK(t.minions_on("the-nexus") == Names{"mechanic"});
  CHECK(t.discard(1) == Names{"spy"});
  CHECK(hand_of(t, 0) == Names{"shady-deal"});
  CHECK(sorted(t.discard(0)) == Names{"ghost", "seance"});
}

TEST_CASE("[smashup][ghosts][text] Spirit: discarding is optional, and then nothing is destroyed") {
  Table t(duel({{"hand", {"spirit", "seance", "shady-deal", "ghost"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  play(t, "play spirit isis-swingin-pad");
  t.answer("choose spy");
  REQUIRE(t.can("no"));
  t.answer("no");
  CHECK(t.minions_on("the-nexus") == Names{"spy"});
  CHECK(t.hand(0).size() == 3);
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][ghosts][text] Spirit cannot destroy a minion whose power is more than the cards in hand") {
  Table t(duel({{"hand", {"spirit", "seance", "ghost"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("mechanic", 1)}), base("isis-swingin-pad")}));
  play(t, "play spirit isis-swingin-pad");
  if (t.can("choose mechanic")) {
    t.answer("choose mechanic");
    if (t.can("yes")) t.answer("yes");
    while (t.asking() && !t.can("done")) t.answer(t.options().front());
  }
  CHECK(t.minions_on("the-nexus") == Names{"mechanic"});
}

TEST_CASE("[smashup][ghosts][text] Spirit counts the minion's current power, counters included") {
  // A Spy (2) with a +1 counter is power 3: two cards in hand are not enough, three are.
  const json bases = {base("the-nexus", {minion("spy", 1, {{"counters", 1}})}), base("isis-swingin-pad")};
  Table poor(duel({{"hand", {"spirit", "seance", "ghost"}}}, {{"hand", {"spy"}}}, bases));
  play(poor, "play spirit isis-swingin-pad");
  if (poor.can("choose spy")) {
    poor.answer("choose spy");
    if (poor.can("yes")) poor.answer("yes");
    while (poor.asking() && !poor.can("done")) poor.answer(poor.options().front());
  }
  CHECK(poor.minions_on("the-nexus") == Names{"spy"});

  Table rich(duel({{"hand", {"spirit", "seance", "ghost", "shady-deal"}}}, {{"hand", {"spy"}}}, bases));
  play(rich, "play spirit isis-swingin-pad");
  rich.answer("choose spy");
  rich.answer("yes");
  // Three cards for three cards in hand: the program may pick them itself.
  while (rich.asking() && !rich.can("done")) rich.answer(rich.options().front());
  CHECK(rich.minions_on("the-nexus").empty());
  CHECK(rich.discard(1) == Names{"spy"});
  CHECK(rich.hand(0).empty());
}

TEST_CASE("[smashup][ghosts][text][R-21] Spirit cannot destroy a minion under another player's Incorporeal") {
  Table t(duel({{"hand", {"spirit", "seance", "ghost", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("spy", 1, {{"actions", {{{"card", "incorporeal"}, {"controller", 1}}}}})}),
                base("isis-swingin-pad")}));
  play(t, "play spirit isis-swingin-pad");
  if (t.can("choose spy")) {
    t.answer("choose spy");
    if (t.can("yes")) t.answer("yes");
    while (t.asking() && !t.can("done")) t.answer(t.options().front());
  }
  CHECK(t.minions_on("the-nexus") == Names{"spy"});
}

// ------------------------------------------------------------------------------------------------------------ Ghost

TEST_CASE("[smashup][ghosts][text] Ghost may discard one card from hand") {
  Table t(duel({{"hand", {"ghost", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play ghost the-nexus");
  CHECK(t.options() == Names{"choose seance", "choose shady-deal", "pass"});
  t.answer("choose seance");
  CHECK(t.hand(0) == Names{"shady-deal"});
  CHECK(t.discard(0) == Names{"seance"});
  CHECK(t.can("play shady-deal"));  // only one card was discarded
}

TEST_CASE("[smashup][ghosts][text] Ghost's discard may be declined; with an empty hand nothing is asked") {
  Table t(duel({{"hand", {"ghost", "seance"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play ghost the-nexus");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"seance"});
  CHECK(t.discard(0).empty());

  Table empty(duel({{"hand", {"ghost"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(empty, "play ghost the-nexus");
  CHECK(empty.asked() == 0);
  CHECK(empty.can("done"));
  CHECK(empty.minions_on("the-nexus") == Names{"ghost"});
}
