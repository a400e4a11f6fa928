// Ghosts and their bases (Haunted House, The Dread Gazebo), tested from the card rows, the rulings and the second
// box's glossary alone (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;

namespace {

// Player 1 (seat 0) plays Ghosts + Bear Cavalry; Player 2 (seat 1) Steampunks + Super Spies. Bases: The Nexus and
// ISI's Swingin' Pad, whose abilities only act when they score (neither scores in these tests unless said).
json game(json seat0, json seat1, json bases, json turn = {{"active", 0}, {"phase", "play"}}) {
  seat0["factions"] = {"ghosts", "bear-cavalry"};
  seat1["factions"] = {"steampunks", "super-spies"};
  return {{"seats", {seat0, seat1}}, {"bases", bases}, {"turn", turn}};
}

json minion(const std::string& card, int controller, json extra = json::object()) {
  json m = {{"card", card}, {"controller", controller}};
  m.update(extra);
  return m;
}

json base(const std::string& slug, json minions = json::array(), json actions = json::array()) {
  return {{"base", slug}, {"minions", minions}, {"actions", actions}};
}

// The hand, in any order.
Names hand_of(const Table& t, int seat) { return sorted(t.hand(seat)); }

// when a play could use more than one permission the program may ask which; any answer fits these tests.
void settle_permission(Table& t) {
  if (!t.asking()) return;
  const auto opts = t.options();
  if (!opts.empty() && opts.front().rfind("with ", 0) == 0) t.answer(t.can("with free-play") ? "with free-play" : opts.front());
}

void play(Table& t, const std::string& what) {
  t.answer(what);
  settle_permission(t);
}

}  // namespace

// ---------------------------------------------------------------------------------------------------------- Spectre

TEST_CASE("[smashup][ghosts][text] Spectre: with 2 or fewer cards in hand it may be played from the discard pile as the turn's minion") {
  Table t(game({{"hand", {"ghost", "seance"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
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
  Table t(game({{"hand", {"ghost", "seance", "shady-deal"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play spectre the-nexus"));
  CHECK_FALSE(t.can("play spectre isis-swingin-pad"));
  CHECK(t.can("play ghost the-nexus"));
}

TEST_CASE("[smashup][ghosts][text] Spectre: the hand is counted when it would be played, so it opens up once the hand drops to 2") {
  Table t(game({{"hand", {"ghost", "seance", "shady-deal"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play spectre the-nexus"));
  play(t, "play shady-deal");
  CHECK(t.can("play spectre the-nexus"));
}

TEST_CASE("[smashup][ghosts][text] Spectre: no minion play left, no Spectre; an extra minion play lets it come back") {
  Table used(game({{"hand", json::array()}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus"), base("isis-swingin-pad")}, {{"active", 0}, {"phase", "play"}, {"minion_used", true}}));
  CHECK_FALSE(used.can("play spectre the-nexus"));

  // Ghostly Arrival's extra minion is a generic extra: "any time you are allowed to play a minion".
  Table t(game({{"hand", {"ghostly-arrival"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}, {{"active", 0}, {"phase", "play"}, {"minion_used", true}}));
  play(t, "play ghostly-arrival");
  REQUIRE(t.can("play spectre the-nexus"));
  play(t, "play spectre the-nexus");
  CHECK(t.minions_on("the-nexus") == Names{"spectre"});
}

// Glossary, Ghosts: "with 2 or fewer cards in hand it can stand in for any minion play you have (normal or a generic
// extra, e.g. Commission)".
TEST_CASE("[smashup][ghosts][text] Spectre stands in for Commission's extra minion") {
  Table t(game({{"hand", {"commission"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
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
    CHECK(t.discard(0) == Names{"commission"});
  }
}

// Glossary, Ghosts: "any restriction on that play still applies (e.g. Secret Grove's power cap)".
TEST_CASE("[smashup][ghosts][text] Spectre cannot use Secret Grove's extra minion of power 2 or less") {
  // Secret Grove's extra comes with the turn: the position starts at the start of Player 1's turn. The Cub Scout (3)
  // takes the free minion play; what is left is the Grove's extra.
  Table t(game({{"hand", {"cub-scout", "ghost"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("secret-grove"), base("the-nexus")}, {{"active", 0}, {"phase", "start"}}));
  play(t, "play cub-scout the-nexus");
  CHECK(t.can("play ghost secret-grove"));  // the base's extra is there
  CHECK_FALSE(t.can("play spectre secret-grove"));
  CHECK_FALSE(t.can("play spectre the-nexus"));
}

TEST_CASE("[smashup][ghosts][text] Spectre cannot be played from the discard pile on another player's turn") {
  Table t(game({{"hand", json::array()}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}, {{"active", 1}, {"phase", "play"}}));
  REQUIRE(t.asked() == 1);
  CHECK_FALSE(t.can("play spectre the-nexus"));
}

// --------------------------------------------------------------------------------------------------------- Haunting

TEST_CASE("[smashup][ghosts][text] Haunting: +3 power while its controller holds 2 or fewer cards") {
  const json bases = {base("the-nexus", {minion("haunting", 0), minion("spy", 1)}), base("isis-swingin-pad")};
  Table two(game({{"hand", {"ghost", "seance"}}}, {{"hand", {"spy"}}}, bases));
  CHECK(two.power_of("the-nexus", "haunting") == 6);
  CHECK(two.total("the-nexus") == 8);
  Table none(game({{"hand", json::array()}}, {{"hand", {"spy"}}}, bases));
  CHECK(none.power_of("the-nexus", "haunting") == 6);
  Table three(game({{"hand", {"ghost", "seance", "spirit"}}}, {{"hand", {"spy"}}}, bases));
  CHECK(three.power_of("the-nexus", "haunting") == 3);
  CHECK(three.total("the-nexus") == 5);
}

// Glossary: "Ongoing checks (Haunting, Door to the Beyond) are continuous: the bonus switches on and off as your hand
// grows or shrinks, on anyone's turn".
TEST_CASE("[smashup][ghosts][text] Haunting: the bonus follows the hand, on anyone's turn") {
  Table t(game({{"hand", {"shady-deal", "ghost", "seance"}}, {"deck", {"ghost", "ghost", "ghost"}}}, {{"hand", {"spy"}}, {"deck", {"spy", "spy"}}},
               {base("the-nexus", {minion("haunting", 0)}), base("isis-swingin-pad")}));
  CHECK(t.power_of("the-nexus", "haunting") == 3);
  play(t, "play shady-deal");
  CHECK(t.power_of("the-nexus", "haunting") == 6);
  t.answer("done");  // Player 1 draws 2: 4 cards
  REQUIRE(t.asked() == 1);
  CHECK(t.hand(0).size() == 4);
  CHECK(t.power_of("the-nexus", "haunting") == 3);

  Table other(game({{"hand", {"ghost"}}}, {{"hand", {"spy"}}}, {base("the-nexus", {minion("haunting", 0)}), base("isis-swingin-pad")},
                   {{"active", 1}, {"phase", "play"}}));
  CHECK(other.power_of("the-nexus", "haunting") == 6);
}

TEST_CASE("[smashup][ghosts][text][R-21] Haunting with 2 or fewer cards cannot be moved by another player's card") {
  const json bases = {base("the-nexus", {minion("haunting", 0), minion("ghost", 0), minion("spy", 1)}),
                      base("isis-swingin-pad")};
  Table t(game({{"hand", {"seance", "spirit"}}}, {{"hand", {"youre-screwed"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  play(t, "play youre-screwed");
  CHECK_FALSE(t.can("choose haunting"));
  CHECK(t.can("choose ghost"));

  // With 3 cards in hand the protection is off.
  Table off(game({{"hand", {"seance", "spirit", "ghost"}}}, {{"hand", {"youre-screwed"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  play(off, "play youre-screwed");
  CHECK(off.can("choose haunting"));
}

TEST_CASE("[smashup][ghosts][text][R-21] Haunting with 2 or fewer cards cannot have another player's action attached") {
  const json bases = {base("the-nexus", {minion("haunting", 0), minion("ghost", 0)}), base("isis-swingin-pad")};
  Table t(game({{"hand", {"seance"}}}, {{"hand", {"cyberevolution"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  CHECK_FALSE(t.can("play cyberevolution haunting"));
  CHECK(t.can("play cyberevolution ghost"));
  Table off(game({{"hand", {"seance", "spirit", "ghost"}}}, {{"hand", {"cyberevolution"}}}, bases, {{"active", 1}, {"phase", "play"}}));
  CHECK(off.can("play cyberevolution haunting"));
}

TEST_CASE("[smashup][ghosts][text][R-21] Haunting with 2 or fewer cards cannot be destroyed by another player's Cub Scout") {
  // Player 2's Cub Scout has four +1 counters (power 7): the Haunting (6) moved onto its base by Player 1's own Bear
  // Rides You is weaker, but the Cub Scout is another player's card and cannot destroy it.
  const json bases = {base("the-nexus", {minion("haunting", 0)}),
                      base("isis-swingin-pad", {minion("cub-scout", 1, {{"counters", 4}})})};
  Table t(game({{"hand", {"bear-rides-you", "seance"}}}, {{"hand", {"spy"}}}, bases));
  play(t, "play bear-rides-you");
  if (t.can("choose haunting")) t.answer("choose haunting");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout", "haunting"});

  // With 3 cards left the Haunting is only 3 and unprotected: destroyed.
  Table off(game({{"hand", {"bear-rides-you", "seance", "spirit", "ghost"}}}, {{"hand", {"spy"}}}, bases));
  play(off, "play bear-rides-you");
  if (off.can("choose haunting")) off.answer("choose haunting");
  if (off.can("choose isis-swingin-pad")) off.answer("choose isis-swingin-pad");
  CHECK(off.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(sorted(off.discard(0)) == Names{"bear-rides-you", "haunting"});
}

// "Changing its power ... [is] not affecting it."
TEST_CASE("[smashup][ghosts][text][R-21] Haunting's protection does not stop another player's power changes") {
  Table t(game({{"hand", {"seance"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("haunting", 0), minion("spirit", 0)}, {{{"card", "sleep-spores"}, {"controller", 1}}}),
                base("isis-swingin-pad")}));
  REQUIRE(t.power_of("the-nexus", "spirit") == 2);  // the Sleep Spores works here
  CHECK(t.power_of("the-nexus", "haunting") == 5);
}

TEST_CASE("[smashup][ghosts][text] Haunting can still be moved by its own controller's cards") {
  Table t(game({{"hand", {"bear-rides-you"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("haunting", 0)}), base("isis-swingin-pad")}));
  play(t, "play bear-rides-you");
  if (t.can("choose haunting")) t.answer("choose haunting");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"haunting"});
}

// ----------------------------------------------------------------------------------------------------------- Spirit

TEST_CASE("[smashup][ghosts][text] Spirit destroys the picked minion when its controller discards as many cards as its power") {
  Table t(game({{"hand", {"spirit", "seance", "shady-deal", "ghost"}}}, {{"hand", {"spy"}}},
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
  Table t(game({{"hand", {"spirit", "seance", "shady-deal", "ghost"}}}, {{"hand", {"spy"}}},
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
  Table t(game({{"hand", {"spirit", "seance", "ghost"}}}, {{"hand", {"spy"}}},
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
  Table poor(game({{"hand", {"spirit", "seance", "ghost"}}}, {{"hand", {"spy"}}}, bases));
  play(poor, "play spirit isis-swingin-pad");
  if (poor.can("choose spy")) {
    poor.answer("choose spy");
    if (poor.can("yes")) poor.answer("yes");
    while (poor.asking() && !poor.can("done")) poor.answer(poor.options().front());
  }
  CHECK(poor.minions_on("the-nexus") == Names{"spy"});

  Table rich(game({{"hand", {"spirit", "seance", "ghost", "shady-deal"}}}, {{"hand", {"spy"}}}, bases));
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
  Table t(game({{"hand", {"spirit", "seance", "ghost", "shady-deal"}}}, {{"hand", {"spy"}}},
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
  Table t(game({{"hand", {"ghost", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play ghost the-nexus");
  CHECK(t.options() == Names{"choose seance", "choose shady-deal", "pass"});
  t.answer("choose seance");
  CHECK(t.hand(0) == Names{"shady-deal"});
  CHECK(t.discard(0) == Names{"seance"});
  CHECK(t.can("play shady-deal"));  // only one card was discarded
}

TEST_CASE("[smashup][ghosts][text] Ghost's discard may be declined; with an empty hand nothing is asked") {
  Table t(game({{"hand", {"ghost", "seance"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play ghost the-nexus");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"seance"});
  CHECK(t.discard(0).empty());

  Table empty(game({{"hand", {"ghost"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(empty, "play ghost the-nexus");
  CHECK(empty.asked() == 0);
  CHECK(empty.can("done"));
  CHECK(empty.minions_on("the-nexus") == Names{"ghost"});
}

// ----------------------------------------------------------------------------------------------- Across the Divide

TEST_CASE("[smashup][ghosts][text] Across the Divide takes every minion of the named title from the discard pile") {
  Table t(game({{"hand", {"across-the-divide"}}, {"discard", {"ghost", "spirit", "ghost", "seance"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play across-the-divide");
  // Only minions are taken: an action title is no answer.
  CHECK_FALSE(t.can("choose seance"));
  t.answer("choose ghost");
  // "any number": the second Ghost is the player's choice, and no Spirit may join them.
  CHECK_FALSE(t.can("choose spirit"));
  t.answer("choose ghost");
  CHECK(hand_of(t, 0) == Names{"ghost", "ghost"});
  CHECK(sorted(t.discard(0)) == Names{"across-the-divide", "seance", "spirit"});
}

TEST_CASE("[smashup][ghosts][text] Across the Divide: any number includes fewer than all, and zero") {
  Table t(game({{"hand", {"across-the-divide"}}, {"discard", {"ghost", "ghost"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play across-the-divide");
  t.answer("choose ghost");
  REQUIRE(t.can("pass"));
  t.answer("pass");
  CHECK(t.hand(0) == Names{"ghost"});
  CHECK(sorted(t.discard(0)) == Names{"across-the-divide", "ghost"});

  Table zero(game({{"hand", {"across-the-divide"}}, {"discard", {"ghost"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus"), base("isis-swingin-pad")}));
  play(zero, "play across-the-divide");
  REQUIRE(zero.can("pass"));
  zero.answer("pass");
  CHECK(zero.hand(0).empty());
}

// ---------------------------------------------------------------------------------------------- Door to the Beyond

TEST_CASE("[smashup][ghosts][text] Door to the Beyond: +2 to each of your minions on its base while you hold 2 or fewer cards") {
  Table t(game({{"hand", {"door-to-the-beyond", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0), minion("spirit", 0), minion("spy", 1)}),
                base("isis-swingin-pad", {minion("ghost", 0)})}));
  play(t, "play door-to-the-beyond the-nexus");
  CHECK(t.actions_on("the-nexus") == Names{"door-to-the-beyond"});
  CHECK(t.power_of("the-nexus", "ghost") == 4);
  CHECK(t.power_of("the-nexus", "spirit") == 5);
  CHECK(t.power_of("the-nexus", "spy") == 2);               // not yours
  CHECK(t.power_of("isis-swingin-pad", "ghost") == 2);      // not on this base
  CHECK(t.total("the-nexus") == 11);
}

TEST_CASE("[smashup][ghosts][text] Door to the Beyond gives nothing while you hold 3 cards, and works on another player's turn") {
  Table three(game({{"hand", {"door-to-the-beyond", "seance", "shady-deal", "spirit"}}}, {{"hand", {"spy"}}},
                   {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad")}));
  play(three, "play door-to-the-beyond the-nexus");
  CHECK(three.power_of("the-nexus", "ghost") == 2);
  play(three, "play spirit isis-swingin-pad");  // down to 2 cards
  three.answer("choose spirit");
  if (three.can("no")) three.answer("no");
  CHECK(three.power_of("the-nexus", "ghost") == 4);

  Table other(game({{"hand", {"seance"}}}, {{"hand", {"spy"}}},
                   {base("the-nexus", {minion("ghost", 0)}, {{{"card", "door-to-the-beyond"}, {"controller", 0}}}),
                    base("isis-swingin-pad")},
                   {{"active", 1}, {"phase", "play"}}));
  CHECK(other.power_of("the-nexus", "ghost") == 4);
}

// "'Your minions' ... are the ones you control".
TEST_CASE("[smashup][ghosts][text][R-23] Door to the Beyond counts the minions you control, a Make Contact's minion included") {
  Table t(game({{"hand", {"seance"}}}, {{"hand", {"spy"}}},
               {base("the-nexus",
                     {minion("mechanic", 0, {{"owner", 1}, {"actions", {{{"card", "make-contact"}, {"controller", 0}}}}}),
                      minion("ghost", 1, {{"owner", 0}})},
                     {{{"card", "door-to-the-beyond"}, {"controller", 0}}}),
                base("isis-swingin-pad")}));
  CHECK(t.power_of("the-nexus", "mechanic") == 6);
  CHECK(t.power_of("the-nexus", "ghost") == 2);  // owned by Player 1, controlled by Player 2
}

// ------------------------------------------------------------------------------------------------- Ghostly Arrival

TEST_CASE("[smashup][ghosts][text][R-18] Ghostly Arrival: one extra minion and one extra action, for the rest of the turn") {
  Table t(game({{"hand", {"ghostly-arrival", "cub-scout", "cub-scout", "cub-scout", "shady-deal", "bear-hug"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play ghostly-arrival");
  play(t, "play cub-scout the-nexus");
  play(t, "play shady-deal");
  play(t, "play cub-scout isis-swingin-pad");
  CHECK(t.minions_on("the-nexus") == Names{"cub-scout"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  // Two minions and two actions in all: no third of either.
  CHECK_FALSE(t.can("play cub-scout the-nexus"));
  CHECK_FALSE(t.can("play bear-hug"));
}

TEST_CASE("[smashup][ghosts][text] Ghostly Arrival: 'or one of each' - the extras are optional and need not be used") {
  Table t(game({{"hand", {"ghostly-arrival", "cub-scout"}}}, {{"hand", {"spy"}}, {"deck", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play ghostly-arrival");
  CHECK(t.can("done"));
  CHECK(t.can("play cub-scout the-nexus"));
  t.answer("done");
  CHECK(t.asked() == 1);
}

// ----------------------------------------------------------------------------------------------------- Incorporeal

TEST_CASE("[smashup][ghosts][text][R-23] Incorporeal is played only on one of your own minions") {
  Table t(game({{"hand", {"incorporeal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}), base("isis-swingin-pad")}));
  CHECK(t.can("play incorporeal ghost"));
  CHECK_FALSE(t.can("play incorporeal spy"));
  CHECK_FALSE(t.can("play incorporeal the-nexus"));
  play(t, "play incorporeal ghost");
  CHECK(t.actions_on("the-nexus") == Names{"incorporeal"});
  CHECK(t.discard(0).empty());

  // "your" minions are the ones you control, whoever owns them.
  Table control(game({{"hand", {"incorporeal"}}}, {{"hand", {"spy"}}},
                     {base("the-nexus", {minion("mechanic", 0, {{"owner", 1}}), minion("ghost", 1, {{"owner", 0}})}),
                      base("isis-swingin-pad")}));
  CHECK(control.can("play incorporeal mechanic"));
  CHECK_FALSE(control.can("play incorporeal ghost"));

  Table none(game({{"hand", {"incorporeal"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  for (const auto& o : none.options()) CHECK(o.rfind("play incorporeal", 0) != 0);
}

namespace {
// Player 1's Ghost (2) under Player 1's Incorporeal on The Nexus, beside Player 2's Spy.
json incorporeal_ghost(json hand1, json hand0 = {"seance", "spirit", "shady-deal"}) {
  return game({{"hand", hand0}}, {{"hand", hand1}},
              {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}}), minion("spy", 1)}),
               base("isis-swingin-pad", {minion("cub-scout", 1)})},
              {{"active", 1}, {"phase", "play"}});
}
}  // namespace

TEST_CASE("[smashup][ghosts][text][R-21] Incorporeal: another player's card cannot move the minion") {
  Table t(incorporeal_ghost({"youre-screwed"}));
  play(t, "play youre-screwed");
  CHECK_FALSE(t.can("choose ghost"));
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "spy"});
}

TEST_CASE("[smashup][ghosts][text][R-21] Incorporeal: another player's action cannot be attached to the minion") {
  Table t(incorporeal_ghost({"cyberevolution"}));
  CHECK_FALSE(t.can("play cyberevolution ghost"));
  CHECK(t.can("play cyberevolution spy"));
}

TEST_CASE("[smashup][ghosts][text][R-21] Incorporeal: another player's Cub Scout cannot destroy the minion") {
  // Player 1 moves its own protected Ghost (2) onto Player 2's Cub Scout (3): the Cub Scout is another player's card.
  Table t(game({{"hand", {"bear-rides-you"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}})}),
                base("isis-swingin-pad", {minion("cub-scout", 1)})}));
  play(t, "play bear-rides-you");
  if (t.can("choose ghost")) t.answer("choose ghost");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout", "ghost"});
  CHECK(t.discard(0) == Names{"bear-rides-you"});
}

TEST_CASE("[smashup][ghosts][text][R-21] Incorporeal does not stop another player's power changes") {
  Table t(game({{"hand", {"seance", "spirit", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}}), minion("spirit", 0)},
                     {{{"card", "sleep-spores"}, {"controller", 1}}}),
                base("isis-swingin-pad")}));
  REQUIRE(t.power_of("the-nexus", "spirit") == 2);  // the Sleep Spores works here
  CHECK(t.power_of("the-nexus", "ghost") == 1);
}

TEST_CASE("[smashup][ghosts][text] Incorporeal does not stop its controller's own cards") {
  Table t(game({{"hand", {"bear-rides-you"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}})}), base("isis-swingin-pad")}));
  play(t, "play bear-rides-you");
  if (t.can("choose ghost")) t.answer("choose ghost");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.actions_on("isis-swingin-pad") == Names{"incorporeal"});  // attached actions move with the minion
}

// ---------------------------------------------------------------------------------------------------- Make Contact

TEST_CASE("[smashup][ghosts][text] Make Contact cannot be played while another card is in hand") {
  Table t(game({{"hand", {"make-contact", "ghost"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  for (const auto& o : t.options()) CHECK(o.rfind("play make-contact", 0) != 0);
}

TEST_CASE("[smashup][ghosts][text] Make Contact as the only card: you control the minion it is played on") {
  Table t(game({{"hand", {"make-contact"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("mechanic", 1), minion("ghost", 0)}), base("isis-swingin-pad")}));
  REQUIRE(t.can("play make-contact mechanic"));
  play(t, "play make-contact mechanic");
  CHECK(t.controller("the-nexus", "mechanic") == 0);
  CHECK(t.actions_on("the-nexus") == Names{"make-contact"});
}

TEST_CASE("[smashup][ghosts][text] Make Contact becomes playable once the rest of the hand is played") {
  Table t(game({{"hand", {"ghostly-arrival", "make-contact"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("mechanic", 1)}), base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play make-contact mechanic"));
  play(t, "play ghostly-arrival");
  REQUIRE(t.can("play make-contact mechanic"));
  play(t, "play make-contact mechanic");
  CHECK(t.controller("the-nexus", "mechanic") == 0);
}

TEST_CASE("[smashup][ghosts][text] Make Contact: the minion's power counts for you when its base scores; its owner gets it back in the discard pile") {
  // Tsar's Palace (22, 5/3/2): Player 2 has 12 (5+4+3), Player 1 has 10 (3+3+4). Taking the Doctor When makes it 15 to 7.
  Table t(game({{"hand", {"make-contact"}}, {"deck", {"ghost", "ghost"}}}, {{"hand", {"spy"}}, {"deck", {"spy", "spy"}}},
               {base("tsars-palace", {minion("doctor-when", 1), minion("mechanic", 1), minion("operative", 1),
                                      minion("cub-scout", 0), minion("cub-scout", 0), minion("polar-commando", 0)}),
                base("the-nexus")}));
  play(t, "play make-contact doctor-when");
  t.answer("done");
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 3);
  CHECK(sorted(t.discard(1)) == Names{"doctor-when", "mechanic", "operative"});
  CHECK(sorted(t.discard(0)) == Names{"cub-scout", "cub-scout", "make-contact", "polar-commando"});
}

TEST_CASE("[smashup][ghosts][text][R-21] Make Contact cannot be played on a minion protected by another player's Incorporeal") {
  Table t(game({{"hand", {"make-contact"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("mechanic", 1, {{"actions", {"incorporeal"}}}), minion("spy", 1)}),
                base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play make-contact mechanic"));
  CHECK(t.can("play make-contact spy"));
}

TEST_CASE("[smashup][ghosts][text] Make Contact: control lasts only while the card stays on the minion") {
  // Player 1 takes the Mechanic; on Player 2's turn, Player 2 destroys the Make Contact with Bear Necessities: the
  // Mechanic is theirs again ("for as long as this card stays on that minion, you control the minion").
  Table t(game({{"hand", {"make-contact"}}, {"deck", {"ghost", "ghost"}}}, {{"hand", {"bear-necessities"}}, {"deck", {"spy", "spy"}}},
               {base("the-nexus", {minion("mechanic", 1)}), base("isis-swingin-pad")}));
  play(t, "play make-contact mechanic");
  REQUIRE(t.controller("the-nexus", "mechanic") == 0);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.controller("the-nexus", "mechanic") == 0);  // still Player 1's on Player 2's turn
  play(t, "play bear-necessities");
  if (t.can("choose make-contact")) t.answer("choose make-contact");
  CHECK(t.discard(0) == Names{"make-contact"});
  CHECK(t.controller("the-nexus", "mechanic") == 1);
}

// ---------------------------------------------------------------------------------------------------------- Séance

TEST_CASE("[smashup][ghosts][text] Séance with 2 other cards in hand draws up to 5") {
  Table t(game({{"hand", {"seance", "ghost", "spirit"}}, {"deck", {"haunting", "shady-deal", "spectre", "ghost"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play seance");
  CHECK(hand_of(t, 0) == Names{"ghost", "haunting", "shady-deal", "spectre", "spirit"});
  CHECK(t.deck(0) == Names{"ghost"});
  CHECK(t.discard(0) == Names{"seance"});
}

TEST_CASE("[smashup][ghosts][text] Séance with 3 other cards in hand draws nothing; with none it draws 5") {
  Table t(game({{"hand", {"seance", "ghost", "spirit", "haunting"}}, {"deck", {"ghost", "ghost"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play seance");
  CHECK(t.hand(0).size() == 3);
  CHECK(t.deck(0).size() == 2);

  Table none(game({{"hand", {"seance"}}, {"deck", {"ghost", "ghost", "spirit", "haunting", "spectre", "ghost"}}},
                  {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(none, "play seance");
  CHECK(none.hand(0).size() == 5);
  CHECK(none.deck(0) == Names{"ghost"});
}

// Rules: "Playing an action = revealing it, doing its ability, then discarding it" - the Séance is not yet in the
// discard pile when the pile is reshuffled to draw on.
TEST_CASE("[smashup][ghosts][text] Séance with a short deck reshuffles the discard pile, without itself") {
  Table t(game({{"hand", {"seance", "ghost", "spirit"}}, {"deck", {"haunting"}}, {"discard", {"spectre", "shady-deal"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play seance");
  CHECK(hand_of(t, 0) == Names{"ghost", "haunting", "shady-deal", "spectre", "spirit"});
  CHECK(t.discard(0) == Names{"seance"});
  CHECK(t.deck(0).empty());
}

// ------------------------------------------------------------------------------------------------------ Shady Deal

TEST_CASE("[smashup][ghosts][text] Shady Deal gains 1 VP with 2 or fewer other cards in hand, none with 3") {
  Table t(game({{"hand", {"shady-deal", "ghost", "spirit"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play shady-deal");
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
  CHECK(t.discard(0) == Names{"shady-deal"});

  Table three(game({{"hand", {"shady-deal", "ghost", "spirit", "haunting"}}}, {{"hand", {"spy"}}},
                   {base("the-nexus"), base("isis-swingin-pad")}));
  play(three, "play shady-deal");
  CHECK(three.vp(0) == 0);

  Table alone(game({{"hand", {"shady-deal"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(alone, "play shady-deal");
  CHECK(alone.vp(0) == 1);
}

// -------------------------------------------------------------------------------------------------- The Dead Rise

namespace {
// Discards the named cards one by one through The Dead Rise's question, then stops.
void discard_for_dead_rise(Table& t, const Names& cards) {
  for (const auto& c : cards) t.answer("choose " + c);
  if (t.can("pass") && !t.can("play ghost the-nexus") && !t.can("play spirit the-nexus")) t.answer("pass");
}
}  // namespace

TEST_CASE("[smashup][ghosts][text] The Dead Rise: an extra minion from the discard pile with power below the number discarded") {
  Table t(game({{"hand", {"the-dead-rise", "seance", "shady-deal", "haunting", "cub-scout"}},
                {"discard", {"spirit", "ghost", "spectre"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play the-dead-rise");
  discard_for_dead_rise(t, {"seance", "shady-deal", "haunting"});
  // 3 discarded: power 2 (Ghost) qualifies, power 3 (Spirit, Haunting) and 5 (Spectre) do not.
  CHECK(t.can("play ghost the-nexus"));
  CHECK_FALSE(t.can("play spirit the-nexus"));
  CHECK_FALSE(t.can("play haunting the-nexus"));
  CHECK_FALSE(t.can("play spectre the-nexus"));
  CHECK_FALSE(t.can("play cub-scout the-nexus"));  // from hand: not this extra
  CHECK(t.can("pass"));
  t.answer("play ghost the-nexus");
  // The Ghost was played: its own ability asks (the hand holds the Cub Scout).
  CHECK(t.prompt().find("Ghost") != std::string::npos);
  t.answer("pass");
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
  // The extra did not use the turn's minion play.
  CHECK(t.can("play cub-scout isis-swingin-pad"));
}

TEST_CASE("[smashup][ghosts][text] The Dead Rise: cards just discarded are in the discard pile and may come back") {
  Table t(game({{"hand", {"the-dead-rise", "ghost", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play the-dead-rise");
  discard_for_dead_rise(t, {"ghost", "seance", "shady-deal"});
  REQUIRE(t.can("play ghost the-nexus"));
  t.answer("play ghost the-nexus");
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
}

// General terms: "extras ... naming a specific card must be used at once or lost" - this one names a card of the
// discard pile.
TEST_CASE("[smashup][ghosts][text] The Dead Rise: the extra is declined at once and not kept; discarding none allows nothing") {
  Table t(game({{"hand", {"the-dead-rise", "seance", "shady-deal", "haunting"}}, {"discard", {"ghost"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play the-dead-rise");
  discard_for_dead_rise(t, {"seance", "shady-deal", "haunting"});
  REQUIRE(t.can("pass"));
  t.answer("pass");
  CHECK_FALSE(t.can("play ghost the-nexus"));
  CHECK(t.minions_on("the-nexus").empty());

  Table zero(game({{"hand", {"the-dead-rise", "seance"}}, {"discard", {"ghost"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus"), base("isis-swingin-pad")}));
  play(zero, "play the-dead-rise");
  zero.answer("pass");  // discard nothing
  CHECK_FALSE(zero.can("play ghost the-nexus"));
  CHECK(zero.hand(0) == Names{"seance"});
}

// ---------------------------------------------------------------------------------------------------- Haunted House

TEST_CASE("[smashup][ghosts][text] Haunted House: after playing a minion there, its player must discard a card") {
  Table t(game({{"hand", {"cub-scout", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("haunted-house"), base("the-nexus")}));
  play(t, "play cub-scout haunted-house");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose seance", "choose shady-deal"});  // mandatory: no pass
  t.answer("choose seance");
  CHECK(t.hand(0) == Names{"shady-deal"});
  CHECK(t.discard(0) == Names{"seance"});
}

TEST_CASE("[smashup][ghosts][text] Haunted House: with an empty hand there is nothing to discard; another base asks nothing") {
  Table t(game({{"hand", {"cub-scout"}}}, {{"hand", {"spy"}}}, {base("haunted-house"), base("the-nexus")}));
  play(t, "play cub-scout haunted-house");
  CHECK(t.options() == Names{"done"});

  Table other(game({{"hand", {"cub-scout", "seance"}}}, {{"hand", {"spy"}}}, {base("haunted-house"), base("the-nexus")}));
  play(other, "play cub-scout the-nexus");
  CHECK(other.hand(0) == Names{"seance"});
  CHECK(other.can("play seance"));
}

TEST_CASE("[smashup][ghosts][text] Haunted House applies to every player, and to Spectre played from the discard pile") {
  Table t(game({{"hand", {"ghost"}}}, {{"hand", {"operative", "spy", "mechanic"}}},
               {base("haunted-house"), base("the-nexus")}, {{"active", 1}, {"phase", "play"}}));
  play(t, "play mechanic haunted-house");
  // The Mechanic's own ability has nothing to play (no action in Player 2's discard pile); the base asks.
  REQUIRE(t.asked() == 1);
  CHECK(t.options() == Names{"choose operative", "choose spy"});
  t.answer("choose spy");
  CHECK(t.discard(1) == Names{"spy"});

  Table spectre(game({{"hand", {"seance"}}, {"discard", {"spectre"}}}, {{"hand", {"spy"}}},
                     {base("haunted-house"), base("the-nexus")}));
  play(spectre, "play spectre haunted-house");
  CHECK(spectre.options() == Names{"choose seance"});
}

TEST_CASE("[smashup][ghosts][text] Haunted House: a minion moved there is not played, so no discard") {
  Table t(game({{"hand", {"bear-rides-you", "seance"}}}, {{"hand", {"spy"}}},
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
  Table t(game({{"hand", {"ghost", "seance", "shady-deal", "spirit"}}}, {{"hand", {"spy"}}}, {base("haunted-house"), base("the-nexus")}));
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
  Table t(game({{"hand", {"door-to-the-beyond", "high-ground", "superiority"}}}, {{"hand", {"spy"}}},
               {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}));
  CHECK_FALSE(t.can("play door-to-the-beyond the-dread-gazebo"));
  CHECK_FALSE(t.can("play high-ground the-dread-gazebo"));
  CHECK_FALSE(t.can("play superiority the-dread-gazebo"));
  CHECK(t.can("play door-to-the-beyond the-nexus"));

  Table other(game({{"hand", {"seance"}}}, {{"hand", {"sleep-spores"}}},
                   {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}, {{"active", 1}, {"phase", "play"}}));
  CHECK_FALSE(other.can("play sleep-spores the-dread-gazebo"));
  CHECK(other.can("play sleep-spores the-nexus"));
}

// R-25: "'actions on a base' are the actions played on the base itself, not those on its minions (... The Dread
// Gazebo ...)".
TEST_CASE("[smashup][ghosts][text][R-25] The Dread Gazebo does not stop actions played on minions there, nor actions that attach to nothing") {
  Table t(game({{"hand", {"incorporeal", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}));
  REQUIRE(t.can("play incorporeal ghost"));
  play(t, "play incorporeal ghost");
  CHECK(t.actions_on("the-dread-gazebo") == Names{"incorporeal"});
  Table s(game({{"hand", {"shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-dread-gazebo", {minion("ghost", 0)}), base("the-nexus")}));
  CHECK(s.can("play shady-deal"));
}

TEST_CASE("[smashup][ghosts][text] The Dread Gazebo: minions are played there as usual, and it scores 4/2/1 at 20") {
  Table m(game({{"hand", {"cub-scout"}}}, {{"hand", {"spy"}}}, {base("the-dread-gazebo"), base("the-nexus")}));
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
