// Bear Cavalry minions (General Ivan, Polar Commando, Bear Cavalry, Cub Scout), tested from the card rows, the rulings and the second box's glossary alone
// (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/ghosts_bear_positions.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::sorted;
using test::Table;

// ----------------------------------------------------------------------------------------------------- General Ivan

TEST_CASE("[smashup][bear_cavalry][text] General Ivan: another player's Bear Hug destroys none of your minions") {
  Table t(game({seat({"seance"}), seat({"bear-hug"})},
               {base("the-nexus", {minion("general-ivan", 0), minion("spy", 1)}), base("isis-swingin-pad", {minion("ghost", 0)})},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"general-ivan", "spy"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][bear_cavalry][text] General Ivan: not even your own cards destroy your minions, Ivan included") {
  Table own(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
                 {base("the-nexus", {minion("general-ivan", 0), minion("ghost", 0)}), base("isis-swingin-pad")}));
  spirit_at(own, "isis-swingin-pad", "ghost");
  CHECK(own.minions_on("the-nexus") == Names{"general-ivan", "ghost"});

  Table ivan(game({seat({"seance"}), seat({"spirit", "spy", "spy", "spy", "spy", "spy", "spy"})},
                  {base("the-nexus", {minion("general-ivan", 0)}), base("isis-swingin-pad")}, {{"active", 1}, {"phase", "play"}}));
  spirit_at(ivan, "isis-swingin-pad", "general-ivan");
  CHECK(ivan.minions_on("the-nexus") == Names{"general-ivan"});
}

TEST_CASE("[smashup][bear_cavalry][text] General Ivan protects only your minions") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
               {base("the-nexus", {minion("general-ivan", 0), minion("spy", 1)}), base("isis-swingin-pad")}));
  spirit_at(t, "isis-swingin-pad", "spy");
  CHECK(t.minions_on("the-nexus") == Names{"general-ivan"});
  CHECK(t.discard(1) == Names{"spy"});
}

// "'Your minions' ... are the ones you control".
TEST_CASE("[smashup][bear_cavalry][text][R-23] General Ivan protects a minion you control through Make Contact") {
  Table t(game({seat({"make-contact"}, {{"deck", {"ghost", "ghost"}}}), seat({"spirit", "spy", "spy", "spy", "spy"}, {{"deck", {"spy"}}})},
               {base("the-nexus", {minion("general-ivan", 0), minion("mechanic", 1)}), base("isis-swingin-pad")}));
  play(t, "play make-contact mechanic");
  t.answer("done");
  REQUIRE(t.asked() == 1);
  spirit_at(t, "isis-swingin-pad", "mechanic");
  CHECK(t.minions_on("the-nexus") == Names{"general-ivan", "mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] General Ivan: a scored base still sends his minions to the discard pile") {
  // Tsar's Palace (22): Player 1 has 6 + 4 + 5 = 15, Player 2 has 4 + 3 = 7. Scoring discards; it does not destroy.
  json j = game({seat(json::array(), {{"deck", {"ghost", "ghost"}}}), seat({"spy"}, {{"deck", {"spy", "spy"}}})},
                {base("tsars-palace", {minion("general-ivan", 0), minion("polar-commando", 0), minion("spectre", 0),
                                       minion("mechanic", 1), minion("operative", 1)}),
                 base("the-nexus")});
  j["base_deck"] = {"field-of-honor"};
  Table t(j);
  t.answer("done");
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 3);
  CHECK(sorted(t.discard(0)) == Names{"general-ivan", "polar-commando", "spectre"});
}

// -------------------------------------------------------------------------------------------------- Polar Commando

TEST_CASE("[smashup][bear_cavalry][text] Polar Commando: +2 power while it is your only minion on its base") {
  Table alone(game({seat({"seance"}), seat({"spy"})},
                   {base("the-nexus", {minion("polar-commando", 0), minion("spy", 1), minion("mechanic", 1)}),
                    base("isis-swingin-pad", {minion("ghost", 0)})}));
  CHECK(alone.power_of("the-nexus", "polar-commando") == 6);
  Table pair(game({seat({"seance"}), seat({"spy"})},
                  {base("the-nexus", {minion("polar-commando", 0), minion("ghost", 0)}), base("isis-swingin-pad")}));
  CHECK(pair.power_of("the-nexus", "polar-commando") == 4);
}

TEST_CASE("[smashup][bear_cavalry][text] Polar Commando: the bonus comes and goes as your other minions leave and arrive") {
  Table t(game({seat({"bear-rides-you", "cub-scout"}), seat({"spy"})},
               {base("the-nexus", {minion("polar-commando", 0), minion("ghost", 0)}), base("isis-swingin-pad")}));
  CHECK(t.power_of("the-nexus", "polar-commando") == 4);
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose ghost");
  answer_if_asked(t, "choose isis-swingin-pad");
  REQUIRE(t.minions_on("the-nexus") == Names{"polar-commando"});
  CHECK(t.power_of("the-nexus", "polar-commando") == 6);
  play(t, "play cub-scout the-nexus");
  CHECK(t.power_of("the-nexus", "polar-commando") == 4);
}

TEST_CASE("[smashup][bear_cavalry][text] Polar Commando cannot be destroyed while alone, and can be with company") {
  Table alone(game({seat({"seance"}), seat({"bear-hug"})},
                   {base("the-nexus", {minion("polar-commando", 0), minion("spy", 1)}), base("isis-swingin-pad")},
                   {{"active", 1}, {"phase", "play"}}));
  play(alone, "play bear-hug");
  CHECK(alone.minions_on("the-nexus") == Names{"polar-commando", "spy"});

  // With the Spectre beside it the Commando (4) is Player 1's weakest minion: Bear Hug destroys it.
  Table pair(game({seat({"seance"}), seat({"bear-hug"})},
                  {base("the-nexus", {minion("polar-commando", 0), minion("spectre", 0)}), base("isis-swingin-pad")},
                  {{"active", 1}, {"phase", "play"}}));
  play(pair, "play bear-hug");
  CHECK(pair.minions_on("the-nexus") == Names{"spectre"});
  CHECK(pair.discard(0) == Names{"polar-commando"});
}

// ----------------------------------------------------------------------------------------------------- Bear Cavalry

TEST_CASE("[smashup][bear_cavalry][text][R-6] Bear Cavalry must move another player's minion from its base to a different base") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("operative", 1), minion("ghost", 0)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace")}));
  play(t, "play bear-cavalry the-nexus");
  // Another player's, on this base; as originally printed, not optional.
  CHECK(t.options() == Names{"choose spy", "choose operative"});
  t.answer("choose operative");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "ghost", "bear-cavalry"});
  CHECK(t.minions_on("tsars-palace") == Names{"operative"});
  CHECK(t.controller("tsars-palace", "operative") == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Cavalry with no other player's minion on its base moves nothing") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad", {minion("mechanic", 1)})}));
  play(t, "play bear-cavalry the-nexus");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Cavalry moved (not played) does nothing") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("bear-cavalry", 0)}), base("isis-swingin-pad", {minion("mechanic", 1)})}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose bear-cavalry");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic", "bear-cavalry"});
  CHECK(t.options() == Names{"done"});
}

// "'Your minions' ... are the ones you control" - and "another player controls" is said of control, not ownership.
TEST_CASE("[smashup][bear_cavalry][text][R-23] Bear Cavalry moves by control, not ownership") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 1, {{"owner", 0}}), minion("mechanic", 0, {{"owner", 1}})}),
                base("isis-swingin-pad")}));
  play(t, "play bear-cavalry the-nexus");
  CHECK_FALSE(t.can("choose mechanic"));
  answer_if_asked(t, "choose ghost");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"mechanic", "bear-cavalry"});
}

// -------------------------------------------------------------------------------------------------------- Cub Scout

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout destroys a weaker minion of another player moved onto its base") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0)})}));
  play(t, "play bear-cavalry the-nexus");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(t.discard(1) == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout spares a minion of equal power") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("operative", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0)})}));
  play(t, "play bear-cavalry the-nexus");
  answer_if_asked(t, "choose operative");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout", "operative"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout compares current powers") {
  // A Cub Scout with two +1 counters (5) destroys a Mechanic (4).
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("mechanic", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0, {{"counters", 2}})})}));
  play(t, "play bear-cavalry the-nexus");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(t.discard(1) == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout ignores your own minions moved there and minions played there") {
  Table own(game({seat({"bear-rides-you"}), seat({"spy"})},
                 {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad", {minion("cub-scout", 0)})}));
  play(own, "play bear-rides-you");
  answer_if_asked(own, "choose ghost");
  answer_if_asked(own, "choose isis-swingin-pad");
  CHECK(own.minions_on("isis-swingin-pad") == Names{"cub-scout", "ghost"});

  // "Move is not play": a minion played there is not moved there.
  Table played(game({seat({"seance"}), seat({"spy"})},
                    {base("the-nexus"), base("isis-swingin-pad", {minion("cub-scout", 0)})}, {{"active", 1}, {"phase", "play"}}));
  play(played, "play spy isis-swingin-pad");
  while (played.asking() && played.asked() == 1 && !played.can("done")) played.answer(played.options().front());  // Spy's look
  CHECK(played.minions_on("isis-swingin-pad") == Names{"cub-scout", "spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout also destroys a minion its own player moves there, on their turn") {
  Table t(game({seat({"seance"}), seat({"bear-rides-you"})},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0)})},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(sorted(t.discard(1)) == Names{"bear-rides-you", "spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout moved onto a base with weaker minions does nothing: they did not move") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("cub-scout", 0)}), base("isis-swingin-pad", {minion("spy", 1)})}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose cub-scout");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spy", "cub-scout"});
}
