// Bear Cavalry bases (Field of Honor, Tsar's Palace), tested from the card rows, the rulings and the second box's glossary alone
// (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/ghosts_bear_positions.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::sorted;
using test::Table;

// --------------------------------------------------------------------------------------------------- Field of Honor

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: destroying a minion there gains its destroyer 1 VP") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
               {base("field-of-honor", {minion("spy", 1)}), base("the-nexus")}));
  spirit_at(t, "the-nexus", "spy");
  REQUIRE(t.minions_on("field-of-honor").empty());
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: destroying your own minion there counts too") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "haunting"}), seat({"spy"})},
               {base("field-of-honor", {minion("ghost", 0), minion("spy", 1)}), base("the-nexus")}));
  spirit_at(t, "the-nexus", "ghost");
  REQUIRE(t.minions_on("field-of-honor") == Names{"spy"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: an Ongoing card's destruction pays its controller, even on another player's turn") {
  // Player 2 moves its own Spy onto Player 1's Cub Scout on the Field of Honor: the Cub Scout destroys it.
  Table t(game({seat({"seance"}), seat({"bear-rides-you"})},
               {base("the-nexus", {minion("spy", 1)}), base("field-of-honor", {minion("cub-scout", 0)})},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose field-of-honor");
  REQUIRE(t.minions_on("field-of-honor") == Names{"cub-scout"});
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: High Ground's destruction there pays High Ground's controller") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("mechanic", 1)}),
                base("field-of-honor", {minion("ghost", 0)}, {on_base("high-ground", 0)})}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose field-of-honor");
  REQUIRE(t.discard(1) == Names{"mechanic"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor pays nothing for a move away, nor for a destruction on another base") {
  Table moved(game({seat({"youre-screwed"}), seat({"spy"})},
                   {base("field-of-honor", {minion("ghost", 0), minion("spy", 1)}), base("the-nexus")}));
  play(moved, "play youre-screwed");
  answer_if_asked(moved, "choose spy");
  answer_if_asked(moved, "choose the-nexus");
  REQUIRE(moved.minions_on("the-nexus") == Names{"spy"});
  CHECK(moved.vp(0) == 0);

  Table elsewhere(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
                       {base("field-of-honor", {minion("operative", 1)}), base("the-nexus", {minion("spy", 1)})}));
  spirit_at(elsewhere, "the-nexus", "spy");
  REQUIRE(elsewhere.discard(1) == Names{"spy"});
  CHECK(elsewhere.vp(0) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text][R-25] Field of Honor pays nothing for a minion Escape Hatch saves") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"operative"})},
               {base("field-of-honor", {minion("spy", 1)}, {on_base("escape-hatch", 1)}), base("the-nexus")}));
  spirit_at(t, "the-nexus", "spy");
  REQUIRE(t.minions_on("field-of-honor").empty());
  CHECK(sorted(t.hand(1)) == Names{"operative", "spy"});
  CHECK(t.vp(0) == 0);
}

// Reading question: the card row says "Every other player destroys their own lowest-power minion" and Field of Honor
// pays "the player who destroyed them ... (this includes destroying your own minions)": the player who destroys is
// the one hugged, not the one who played Bear Hug.
TEST_CASE("[smashup][bear_cavalry][text] Field of Honor with Bear Hug: each hugged player destroys their own minion and gains the VP") {
  Table t(game({seat({"bear-hug"}), seat({"spy"})},
               {base("field-of-honor", {minion("spy", 1), minion("ghost", 0)}), base("the-nexus", {minion("mechanic", 1)})}));
  play(t, "play bear-hug");
  REQUIRE(t.discard(1) == Names{"spy"});
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor scores 3/2/1 at breakpoint 18; its minions are discarded, not destroyed") {
  json j = game({seat(json::array(), {{"deck", {"ghost", "ghost"}}}), seat({"spy"}, {{"deck", {"spy", "spy"}}}),
                 seat({"jumper"}, {{"deck", {"jumper", "jumper"}}})},
                {base("field-of-honor", {minion("general-ivan", 0), minion("spectre", 0), minion("doctor-when", 1),
                                         minion("spy", 2)}),
                 base("the-nexus")});
  j["base_deck"] = {"tsars-palace"};
  Table below(j);
  REQUIRE(below.total("field-of-honor") == 18);
  below.answer("done");
  CHECK(below.vp(0) == 3);
  CHECK(below.vp(1) == 2);
  CHECK(below.vp(2) == 1);
  CHECK(below.bases() == Names{"tsars-palace", "the-nexus"});

  j["bases"][0]["minions"].erase(j["bases"][0]["minions"].begin() + 3);  // 16: below the breakpoint
  Table short_of(j);
  short_of.answer("done");
  CHECK(short_of.vp(0) == 0);
  CHECK(short_of.bases() == Names{"field-of-honor", "the-nexus"});
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor pays nothing when General Ivan stops the destruction") {
  Table t(game({seat({"seance"}), seat({"bear-hug"})},
               {base("field-of-honor", {minion("ghost", 0)}), base("the-nexus", {minion("general-ivan", 0)})},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-hug");
  REQUIRE(t.minions_on("field-of-honor") == Names{"ghost"});
  CHECK(t.vp(0) == 0);
  CHECK(t.vp(1) == 0);
}

// Glossary, Killer Plants: "Sprout destroying itself counts as you destroying a minion (Field of Honor FAQ: you earn
// the VP)".
TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: a Sprout destroying itself there earns its controller 1 VP") {
  Table t(game({seat({"seance"}), seat({"spy"})},
               {base("field-of-honor", {minion("sprout", 0)}), base("the-nexus")}, {{"active", 0}, {"phase", "start"}}));
  answer_if_asked(t, "pass");  // the optional search (an empty deck)
  REQUIRE(t.discard(0) == Names{"sprout"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: Choking Vines' destruction pays the Vines' controller") {
  // Player 2's Choking Vines on Player 1's Ghost: at the start of Player 2's turn the Ghost is destroyed.
  Table t(game({seat({"seance"}), seat({"spy"})},
               {base("field-of-honor", {minion("ghost", 0, {{"actions", {{{"card", "choking-vines"}, {"controller", 1}}}}})}),
                base("the-nexus")},
               {{"active", 1}, {"phase", "start"}}));
  REQUIRE(t.discard(0) == Names{"ghost"});
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
}

// --------------------------------------------------------------------------------------------------- Tsar's Palace

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace: minions of power 2 or less cannot be played there") {
  Table t(game({seat({"ghost", "cub-scout"}), seat({"spy"})}, {base("tsars-palace"), base("the-nexus")}));
  CHECK_FALSE(t.can("play ghost tsars-palace"));
  CHECK(t.can("play ghost the-nexus"));
  CHECK(t.can("play cub-scout tsars-palace"));

  Table spectre(game({seat({"seance"}, {{"discard", {"spectre", "ghost"}}}), seat({"spy"})}, {base("tsars-palace"), base("the-nexus")}));
  CHECK(spectre.can("play spectre tsars-palace"));

  Table other(game({seat({"seance"}), seat({"spy", "operative"})}, {base("tsars-palace"), base("the-nexus")},
                   {{"active", 1}, {"phase", "play"}}));
  CHECK_FALSE(other.can("play spy tsars-palace"));
  CHECK(other.can("play operative tsars-palace"));
}

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace: an extra play of a power-2 minion cannot go there either") {
  // The Dead Rise, 3 cards discarded: the Ghost (2) may come back, but not onto Tsar's Palace.
  Table t(game({seat({"the-dead-rise", "seance", "shady-deal", "haunting"}, {{"discard", {"ghost"}}}), seat({"spy"})},
               {base("tsars-palace"), base("the-nexus")}));
  play(t, "play the-dead-rise");
  t.answer("choose seance");
  t.answer("choose shady-deal");
  t.answer("choose haunting");
  CHECK(t.can("play ghost the-nexus"));
  CHECK_FALSE(t.can("play ghost tsars-palace"));
}

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace: a minion of power 2 or less may still be moved there") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("tsars-palace"), base("the-nexus", {minion("ghost", 0), minion("spy", 1)})}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose tsars-palace");
  CHECK(t.minions_on("tsars-palace") == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace scores 5/3/2 at breakpoint 22") {
  json j = game({seat(json::array(), {{"deck", {"ghost", "ghost"}}}), seat({"spy"}, {{"deck", {"spy", "spy"}}}),
                 seat({"jumper"}, {{"deck", {"jumper", "jumper"}}})},
                {base("tsars-palace", {minion("general-ivan", 0), minion("spectre", 0), minion("doctor-when", 1),
                                       minion("mechanic", 1), minion("repeater-perfect", 2)}),
                 base("the-nexus")});
  j["base_deck"] = {"field-of-honor"};
  Table below(j);
  REQUIRE(below.total("tsars-palace") == 24);
  j["bases"][0]["minions"].erase(j["bases"][0]["minions"].begin() + 3);  // 20: below
  Table short_of(j);
  short_of.answer("done");
  CHECK(short_of.vp(0) == 0);
  below.answer("done");
  CHECK(below.vp(0) == 5);
  CHECK(below.vp(1) == 3);
  CHECK(below.vp(2) == 2);
  CHECK(below.bases() == Names{"field-of-honor", "the-nexus"});
}
