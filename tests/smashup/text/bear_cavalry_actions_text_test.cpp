// Bear Cavalry actions, tested from the card rows, the rulings and the second box's glossary alone
// (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/ghosts_bear_positions.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::sorted;
using test::Table;

// ------------------------------------------------------------------------------------------------------- Bear Hug

TEST_CASE("[smashup][bear_cavalry][text] Bear Hug: every other player destroys their lowest-power minion; yours are spared") {
  Table t(game({seat({"bear-hug"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", {minion("ghost", 0), minion("operative", 1), minion("doctor-when", 2)}),
                base("isis-swingin-pad", {minion("mechanic", 1), minion("repeater-perfect", 2), minion("time-raider", 2)})}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "doctor-when"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic", "repeater-perfect"});
  CHECK(t.discard(1) == Names{"operative"});
  CHECK(t.discard(2) == Names{"time-raider"});
  CHECK(t.discard(0) == Names{"bear-hug"});
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Hug: a tie for lowest is broken by that player") {
  Table t(game({seat({"bear-hug"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("operative", 1)}),
                base("isis-swingin-pad", {minion("captain-ahab", 1), minion("ghost", 0)})}));
  play(t, "play bear-hug");
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose spy", "choose captain-ahab"});
  t.answer("choose captain-ahab");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"spy", "operative"});
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Hug counts current power, and does nothing to a player without minions") {
  // The Spy with two +1 counters (4) is stronger than the Operative (3).
  Table t(game({seat({"bear-hug"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1, {{"counters", 2}}), minion("operative", 1)}), base("isis-swingin-pad")}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"spy"});

  Table none(game({seat({"bear-hug"}), seat({"spy"})}, {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad")}));
  play(none, "play bear-hug");
  CHECK(none.minions_on("the-nexus") == Names{"ghost"});
  CHECK(none.discard(0) == Names{"bear-hug"});
  CHECK(none.can("done"));
}

// ------------------------------------------------------------------------------------------------ Bear Necessities

TEST_CASE("[smashup][bear_cavalry][text] Bear Necessities destroys one action on a minion or a base, never a minion") {
  Table t(game({seat({"bear-necessities"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1, {{"actions", {"cyberevolution"}}})}, {on_base("sleep-spores", 1)}),
                base("isis-swingin-pad", {minion("ghost", 0)})}));
  play(t, "play bear-necessities");
  CHECK(sorted(t.options()) == Names{"choose cyberevolution", "choose sleep-spores"});  // mandatory: no pass
  t.answer("choose cyberevolution");
  CHECK(t.discard(1) == Names{"cyberevolution"});
  CHECK(t.actions_on("the-nexus") == Names{"sleep-spores"});
  CHECK(t.minions_on("the-nexus") == Names{"spy"});
  CHECK(t.power_of("the-nexus", "spy") == 2);
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Necessities goes to its owner's discard pile; with no action in play it does nothing") {
  // The Sleep Spores is Player 2's card controlled by Player 3: it goes to its owner, Player 2.
  Table t(game({seat({"bear-necessities"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", json::array(), {{{"card", "sleep-spores"}, {"controller", 2}, {"owner", 1}}}), base("isis-swingin-pad")}));
  play(t, "play bear-necessities");
  answer_if_asked(t, "choose sleep-spores");
  CHECK(t.discard(1) == Names{"sleep-spores"});
  CHECK(t.discard(2).empty());

  Table none(game({seat({"bear-necessities"}), seat({"spy"})},
                  {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  play(none, "play bear-necessities");
  CHECK(none.options() == Names{"done"});
  CHECK(none.minions_on("the-nexus") == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text][R-21] Bear Necessities cannot destroy the actions of a player with Steam Queen") {
  Table t(game({seat({"bear-necessities"}), seat({"spy"})},
               {base("the-nexus", {minion("steam-queen", 1, {{"actions", {"cyberevolution"}}})}, {on_base("sleep-spores", 1)}),
                base("isis-swingin-pad", {minion("ghost", 0, {{"actions", {"incorporeal"}}})})}));
  play(t, "play bear-necessities");
  CHECK_FALSE(t.can("choose cyberevolution"));
  CHECK_FALSE(t.can("choose sleep-spores"));
  CHECK(sorted(t.actions_on("the-nexus")) == Names{"cyberevolution", "sleep-spores"});
}

// -------------------------------------------------------------------------------------------------- Bear Rides You

TEST_CASE("[smashup][bear_cavalry][text] Bear Rides You moves one of your minions to a different base") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}), base("isis-swingin-pad"), base("tsars-palace")}));
  play(t, "play bear-rides-you");
  CHECK_FALSE(t.can("choose spy"));
  CHECK_FALSE(t.can("pass"));
  answer_if_asked(t, "choose ghost");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");  // moving is not playing: Tsar's Palace's ban on power 2 does not apply
  CHECK(t.minions_on("tsars-palace") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text][R-23] Bear Rides You: your minions are the ones you control") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1, {{"owner", 0}}), minion("mechanic", 0, {{"owner", 1}})}),
                base("isis-swingin-pad")}));
  play(t, "play bear-rides-you");
  CHECK_FALSE(t.can("choose spy"));
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

// ------------------------------------------------------------------------------------------------------ Commission

TEST_CASE("[smashup][bear_cavalry][text] Commission: an extra minion, then another player's minion moves away from its base") {
  Table t(game({seat({"commission", "cub-scout", "ghost"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("polar-commando", 0)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace")}));
  play(t, "play commission");
  if (t.can("choose cub-scout")) {
    t.answer("choose cub-scout");
    answer_if_asked(t, "choose the-nexus");
  } else {
    play(t, "play cub-scout the-nexus");
  }
  REQUIRE(t.minions_on("the-nexus") == Names{"spy", "polar-commando", "cub-scout"});
  // Only another player's minion on that base; the move is not optional.
  CHECK((t.options() == Names{"choose spy"} || sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"}));
  answer_if_asked(t, "choose spy");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");
  CHECK(t.minions_on("tsars-palace") == Names{"spy"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
  // The extra minion did not use the turn's minion play.
  CHECK(t.can("play ghost the-nexus"));
}

TEST_CASE("[smashup][bear_cavalry][text] Commission: without an extra minion played, nothing is moved") {
  Table t(game({seat({"commission", "seance"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("ghost", 0)}), base("isis-swingin-pad")}));
  play(t, "play commission");
  answer_if_asked(t, "pass");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "ghost"});
  CHECK(t.discard(0) == Names{"commission"});
}

// ---------------------------------------------------------------------------------------------------- High Ground

namespace {
// Player 1's High Ground on ISI's Swingin' Pad; Player 2's Mechanic (4) on The Nexus, where Player 1 has a Ghost.
json high_ground(json pad_minions, json hand0, json hand1 = {"spy"}, json turn = {{"active", 0}, {"phase", "play"}}) {
  return game({seat(hand0), seat(hand1)},
              {base("the-nexus", {minion("mechanic", 1), minion("ghost", 0)}),
               base("isis-swingin-pad", pad_minions, {on_base("high-ground", 0)})},
              turn);
}
}  // namespace

TEST_CASE("[smashup][bear_cavalry][text] High Ground destroys another player's minion moved onto its base, whatever its power") {
  Table t(high_ground({minion("spectre", 0)}, {"youre-screwed"}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spectre"});
  CHECK(t.discard(1) == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground does nothing while you have no minion there") {
  Table t(high_ground(json::array(), {"youre-screwed"}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground spares your own minions moved there and minions played there") {
  Table own(high_ground({minion("spectre", 0)}, {"bear-rides-you"}));
  play(own, "play bear-rides-you");
  answer_if_asked(own, "choose ghost");
  answer_if_asked(own, "choose isis-swingin-pad");
  CHECK(own.minions_on("isis-swingin-pad") == Names{"spectre", "ghost"});

  Table played(high_ground({minion("spectre", 0)}, {"seance"}, {"operative"}, {{"active", 1}, {"phase", "play"}}));
  play(played, "play operative isis-swingin-pad");
  while (played.asking() && played.asked() == 1 && !played.can("done")) played.answer(played.options().back());  // Operative's reveal
  CHECK(played.minions_on("isis-swingin-pad") == Names{"spectre", "operative"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground also destroys a minion its own player moves there") {
  Table t(high_ground({minion("spectre", 0)}, {"seance"}, {"bear-rides-you"}, {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spectre"});
  CHECK(sorted(t.discard(1)) == Names{"bear-rides-you", "mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground destroys every minion You're Pretty Much Borscht moves onto its base") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", {minion("ghost", 0), minion("mechanic", 1), minion("doctor-when", 2)}),
                base("isis-swingin-pad", {minion("spectre", 0)}, {on_base("high-ground", 0)})}));
  play(t, "play youre-pretty-much-borscht");
  answer_if_asked(t, "choose the-nexus");
  answer_if_asked(t, "choose isis-swingin-pad");
  // Several destructions at once: the active player may be asked their order.
  while (t.asking() && t.asked() == 0 && !t.can("done")) t.answer(t.options().front());
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spectre"});
  CHECK(t.discard(1) == Names{"mechanic"});
  CHECK(t.discard(2) == Names{"doctor-when"});
}

// ---------------------------------------------------------------------------------------------------- Superiority

namespace {
// Player 1's Superiority on The Nexus over Player 1's Ghost; Player 1's Spirit on ISI's Swingin' Pad; Player 2's
// Spy on both bases. Player 2 to play.
json superiority(json hand1) {
  return game({seat({"seance"}), seat(hand1)},
              {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}, {on_base("superiority", 0)}),
               base("isis-swingin-pad", {minion("spirit", 0), minion("spy", 1)})},
              {{"active", 1}, {"phase", "play"}});
}
}  // namespace

TEST_CASE("[smashup][bear_cavalry][text] Superiority: other players' cards cannot move your minions on its base") {
  Table t(superiority({"youre-screwed"}));
  play(t, "play youre-screwed");
  CHECK_FALSE(t.can("choose ghost"));
  CHECK(t.can("choose spirit"));  // on another base: not protected
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority: other players' cards cannot destroy your minions on its base") {
  // Player 2's Bear Hug: Player 1's weakest is the Ghost (2) on The Nexus, protected.
  Table t(superiority({"bear-hug"}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority: other players' cards cannot return your minions on its base to hand") {
  Table t(superiority({"into-the-time-slip"}));
  play(t, "play into-the-time-slip");
  CHECK_FALSE(t.can("choose ghost"));
  CHECK(t.can("choose spirit"));
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority: another player's Cub Scout cannot destroy your minion arriving on its base") {
  // Player 1 moves its own Ghost (2) onto Player 2's Cub Scout (3), where Player 1's Superiority is.
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0)}),
                base("isis-swingin-pad", {minion("cub-scout", 1)}, {on_base("superiority", 0)})}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose ghost");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout", "ghost"});
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority does not stop another player attaching an action there") {
  // Attaching is not in Superiority's list (destroy, move, return).
  Table t(superiority({"cyberevolution"}));
  CHECK(t.can("play cyberevolution ghost"));
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority does not stop your own cards, nor protect other players' minions") {
  Table own(game({seat({"bear-rides-you"}), seat({"spy"})},
                 {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}, {on_base("superiority", 0)}), base("isis-swingin-pad")}));
  play(own, "play bear-rides-you");
  answer_if_asked(own, "choose ghost");
  answer_if_asked(own, "choose isis-swingin-pad");
  CHECK(own.minions_on("isis-swingin-pad") == Names{"ghost"});

  Table theirs(game({seat({"youre-screwed"}), seat({"spy"})},
                    {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}, {on_base("superiority", 0)}), base("isis-swingin-pad")}));
  play(theirs, "play youre-screwed");
  answer_if_asked(theirs, "choose spy");
  answer_if_asked(theirs, "choose isis-swingin-pad");
  CHECK(theirs.minions_on("isis-swingin-pad") == Names{"spy"});
}

// -------------------------------------------------------------------------------------- You're Pretty Much Borscht

TEST_CASE("[smashup][bear_cavalry][text] You're Pretty Much Borscht moves every other player's minion from your base to one other base") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1), minion("operative", 1), minion("jumper", 2)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace", {minion("time-raider", 2)})}));
  play(t, "play youre-pretty-much-borscht");
  // Bases where Player 1 has a minion: only The Nexus (it may be taken automatically).
  if (t.can("choose the-nexus")) {
    CHECK(t.options() == Names{"choose the-nexus"});
    t.answer("choose the-nexus");
  }
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
  CHECK(sorted(t.minions_on("tsars-palace")) == Names{"jumper", "operative", "spy", "time-raider"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] You're Pretty Much Borscht: you pick the base among those where you have a minion") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}),
                base("isis-swingin-pad", {minion("cub-scout", 0), minion("mechanic", 1)}),
                base("tsars-palace", {minion("operative", 1)})}));
  play(t, "play youre-pretty-much-borscht");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose the-nexus"});
  t.answer("choose isis-swingin-pad");
  t.answer("choose the-nexus");
  // The Mechanic (4) arrives by move where the Cub Scout is not: nothing destroys it.
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "spy", "mechanic"});
  CHECK(t.minions_on("tsars-palace") == Names{"operative"});
}

TEST_CASE("[smashup][bear_cavalry][text][R-21] You're Pretty Much Borscht leaves a minion it cannot affect") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1), minion("mechanic", 1, {{"actions", {"incorporeal"}}})}),
                base("isis-swingin-pad")}));
  play(t, "play youre-pretty-much-borscht");
  answer_if_asked(t, "choose the-nexus");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "mechanic"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spy"});
}

// ------------------------------------------------------------------------------------------------- You're Screwed

TEST_CASE("[smashup][bear_cavalry][text] You're Screwed moves one other player's minion away from a base where you have a minion") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace", {minion("cub-scout", 0)})}));
  play(t, "play youre-screwed");
  // The Mechanic is on a base without a minion of Player 1; Player 1's own minions are not offered; not optional.
  CHECK((t.options() == Names{"choose spy"} || sorted(t.options()) == Names{"choose the-nexus", "choose tsars-palace"}));
  answer_if_asked(t, "choose the-nexus");
  CHECK((t.options() == Names{"choose spy"} || sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"}));
  answer_if_asked(t, "choose spy");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic", "spy"});
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
}

TEST_CASE("[smashup][bear_cavalry][text] You're Screwed with no other player's minion beside yours does nothing") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad", {minion("mechanic", 1)})}));
  play(t, "play youre-screwed");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
  CHECK(t.discard(0) == Names{"youre-screwed"});
}
