// Ghosts bases (Haunted House, The Dread Gazebo), tested from the card rows, the rulings and the second box's glossary alone
// (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/ghosts_bear_positions.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::sorted;
using test::Table;

// ---------------------------------------------------------------------------------------------------- Haunted House

TEST_CASE("[smashup][ghosts][text] Haunted House: after playing a minion there, its player must discard a card") {
  Table t(duel({{"hand", {"cub-scout", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("haunted-house"), base("the-nexus")}));
  play(t, "play cub-scout haunted-house");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose seance", "choose shady-deal"});  // mandatory: no pass
  t.answer("choose seance");
  CHECK(t.hand(0) == Names{"shady-deal"});
  CHECK(t.discard(0) == Names{"seance"});
}

TEST_CASE("[smashup][ghosts][text] Haunted House: with an empty hand there is nothing to discard; another base asks nothing") {
  Table t(duel({{"hand", {"cub-scout"}}}, {{"hand", {"spy"}}}, {base("haunted-house"), base("the-nexus")}));
  play(t, "play cub-scout haunted-house");
  CHECK(t.options() == Names{"done"});

  Table other(duel({{"hand", {"cub-scout", "seance"}}}, {{"hand", {"spy"}}}, {base("haunted-house"), base("the-nexus")}));
  play(other, "play cub-scout the-nexus");
  CHECK(other.hand(0) == Names{"seance"});
  CHECK(other.can("play seance"));
}

TEST_CASE("[smashup][ghosts][text] Haunted House applies to every player, and to Spectre played from the discard pile") {
  Table t(duel({{"hand", {"ghost"}}}, {{"hand", {"operative", "spy", "mechanic"}}},
               {base("haunted-house"), base("the-nexus")}, {{"active", 1}, {"phase", "play"}}));
  play(t, "play mechanic haunted-house");
  // The Mechanic's own ability has nothing to play (no action in Player 2's discard pile); the base asks.
  REQUIRE(t.asked() == 1);
  CHECK(t.options() == Names{"choose operative", "choose spy"});
  t.answer("choose spy");
  CHECK(t.discard(1) == Names{"spy"});

  Table spectre(duel({{"hand", {"seance"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
                     {base("haunted-house"), base("the-nexus")}));
  play(spectre, "play spectre haunted-house");
  CHECK(spectre.options() == Names{"choose seance"});
}

TEST_CASE("[smashup][ghosts][text] Haunted House: a minion moved there is not played, so no discard") {
  Table t(duel({{"hand", {"bear-rides-you", "seance"}}}, {{"hand", {"spy"}}},
               {base("haunted-house"), base("the-nexus", {minion("ghost", 0)})}));
  play(t, "play bear-rides-you");
  if (t.can("choose ghost")) t.answer("choose ghost");
  if (t.can("choose haunted-house")) t.answer("choose haunted-house");
  CHECK(t.minions_on("haunted-house") == Names{"ghost"});
  CHECK(t.hand(0) == Names{"seance"});
  CHECK(t.discard(0) == Names{"bear-rides-you"});
}

TEST_CASE("[smashup][ghosts][text] Haunted House scores 4/3/2 at breakpoint 18") {
  json j = {{"seats",
             {{{"factions", {"ghosts", "bear-cavalry"}}, {"hand", json::array()}, {"deck", {"ghost", "ghost"}}},
              {{"factions", {"steampunks", "super-spies"}}, {"hand", {"spy"}}, {"deck", {"spy", "spy"}}},
              {{"factions", {"time-travelers", "cyborg-apes"}}, {"hand", {"jumper"}}, {"deck", {"jumper", "jumper"}}}}},
            {"bases",
             {base("haunted-house", {minion("spectre", 0), minion("cub-scout", 0), minion("doctor-when", 1),
                                     minion("mechanic", 2)}),
              base("the-nexus")}},
            {"base_deck", {"tsars-palace"}},
            {"turn", {{"active", 0}, {"phase", "play"}}}};
  Table below(j);
  CHECK(below.total("haunted-house") == 17);
  below.answer("done");
  CHECK(below.vp(0) == 0);
  CHECK(below.bases() == Names{"haunted-house", "the-nexus"});

  j["bases"][0]["minions"].push_back(minion("ghost", 0));
  Table t(j);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
  CHECK(t.bases() == Names{"tsars-palace", "the-nexus"});
}

TEST_CASE("[smashup][ghosts][text] Haunted House after a Ghost: the Ghost's discard is optional, the base's is not") {
  Table t(duel({{"hand", {"ghost", "seance", "shady-deal", "spirit"}}}, {{"hand", {"spy"}}}, {base("haunted-house"), base("the-nexus")}));
  play(t, "play ghost haunted-house");
  // Both answer the play; the active player may order them.
  if (t.can("resolve ghost")) t.answer("resolve ghost");
  if (t.prompt().find("Ghost") != std::string::npos && t.can("pass")) {
    t.answer("choose seance");  // the Ghost's "may"
    CHECK_FALSE(t.can("pass"));  // then the base's "must"
    t.answer("choose shady-deal");
  } else {
    CHECK_FALSE(t.can("pass"));
    t.answer("choose shady-deal");
    t.answer("choose seance");
  }
  CHECK(t.hand(0) == Names{"spirit"});
  CHECK(sorted(t.discard(0)) == Names{"seance", "shady-deal"});
}

// ------------------------------------------------------------------------------------------------ The Dread Gazebo

TEST_CASE("[smashup][ghosts][text] The Dread Gazebo: no action may be played onto it, by anyone") {
  Table t(duel({{"hand", {"door-to-the-beyond", "high-ground", "superiority"}}}, {{"hand", {"spy"}}},
               {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}));
  CHECK_FALSE(t.can("play door-to-the-beyond the-dread-gazebo"));
  CHECK_FALSE(t.can("play high-ground the-dread-gazebo"));
  CHECK_FALSE(t.can("play superiority the-dread-gazebo"));
  CHECK(t.can("play door-to-the-beyond the-nexus"));

  Table other(duel({{"hand", {"seance"}}}, {{"hand", {"sleep-spores"}}},
                   {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}, {{"active", 1}, {"phase", "play"}}));
  CHECK_FALSE(other.can("play sleep-spores the-dread-gazebo"));
  CHECK(other.can("play sleep-spores the-nexus"));
}

// R-25: "'actions on a base' are the actions played on the base itself, not those on its minions (... The Dread
// Gazebo ...)".
TEST_CASE("[smashup][ghosts][text][R-25] The Dread Gazebo does not stop actions played on minions there, nor actions that attach to nothing") {
  Table t(duel({{"hand", {"incorporeal", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}));
  REQUIRE(t.can("play incorporeal ghost"));
  play(t, "play incorporeal ghost");
  CHECK(t.actions_on("the-dread-gazebo") == Names{"incorporeal"});
  Table s(duel({{"hand", {"shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}));
  CHECK(s.can("play shady-deal"));
}

TEST_CASE("[smashup][ghosts][text] The Dread Gazebo: minions are played there as usual, and it scores 4/2/1 at 20") {
  Table m(duel({{"hand", {"cub-scout"}}}, {{"hand", {"spy"}}}, {base("the-dread-gazebo"), base("the-nexus")}));
  CHECK(m.can("play cub-scout the-dread-gazebo"));

  json j = {{"seats",
             {{{"factions", {"ghosts", "bear-cavalry"}}, {"hand", json::array()}, {"deck", {"ghost", "ghost"}}},
              {{"factions", {"steampunks", "super-spies"}}, {"hand", {"spy"}}, {"deck", {"spy", "spy"}}},
              {{"factions", {"time-travelers", "cyborg-apes"}}, {"hand", {"jumper"}}, {"deck", {"jumper", "jumper"}}}}},
            {"bases",
             {base("the-dread-gazebo", {minion("spectre", 0), minion("haunting", 0, {{"counters", 2}}),
                                        minion("doctor-when", 1), minion("mechanic", 2)}),
              base("the-nexus")}},
            {"base_deck", {"tsars-palace"}},
            {"turn", {{"active", 0}, {"phase", "play"}}}};
  // Player 1 holds no card: the Haunting is 3+3+2 = 8, Player 1 has 13 in all; 13 + 5 + 4 = 22.
  Table t(j);
  CHECK(t.total("the-dread-gazebo") == 22);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
}
