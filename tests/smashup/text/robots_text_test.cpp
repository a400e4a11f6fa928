// Robots minions, tested from the card rows and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::count;
using test::prt::has;
using test::prt::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Nukebot (5): "Ongoing: after this minion is destroyed, destroy every minion that other players have on the base
// where it was."

TEST_CASE("[smashup][robots][text] Nukebot: when destroyed, every other player's minion on its base is destroyed") {
  // Natural Selection (Player 2's King Rex, 7) destroys the Nukebot (5).
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["natural-selection"],"deck":["collector"]},
                       {"factions":["robots","pirates"],"hand":[],"deck":["zapbot"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"king-rex","controller":0},{"card":"collector","controller":0},
                                                   {"card":"nukebot","controller":1},{"card":"zapbot","controller":1},
                                                   {"card":"walker","controller":2}]},
                      {"base":"the-grey-opal","minions":[{"card":"invader","controller":0}]}]})");
  t.answer("play natural-selection");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("choose nukebot");
  // The Nukebot's controller's Zapbot stays; Players 1 and 3 lose everything on Tortuga, nothing elsewhere.
  CHECK(t.minions_on("tortuga") == Names{"zapbot"});
  CHECK(t.discard(1) == Names{"nukebot"});
  CHECK(test::sorted(t.discard(0)) == Names{"collector", "king-rex", "natural-selection"});
  CHECK(t.discard(2) == Names{"walker"});
  CHECK(t.minions_on("the-grey-opal") == Names{"invader"});
}

TEST_CASE("[smashup][robots][text] Nukebot: a scored base discards it, which is no destroy (Cave of Shinies pays nothing)") {
  // Scoring one base, 6: "Every card still on the base goes to its owner's discard pile (this is not 'destroy')".
  // Cave of Shinies (23, 4/2/1): "After each time a minion on this base is destroyed, its owner gains 1 VP" would
  // show any destroy.
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"cave-of-shinies","minions":[{"card":"nukebot","controller":0},{"card":"king-rex","controller":0},
                                                           {"card":"laseratops","controller":0},
                                                           {"card":"tiger-assassin","controller":1},{"card":"invader","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(has(t.discard(0), "nukebot"));
}

TEST_CASE("[smashup][robots][text] Nukebot: destroyed on Cave of Shinies, every minion it takes along pays its owner") {
  // Cave of Shinies: "After each time a minion on this base is destroyed, its owner gains 1 VP."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["natural-selection"],"deck":["collector"]},
                       {"factions":["robots","pirates"],"hand":[],"deck":["zapbot"]}],
             "bases":[{"base":"cave-of-shinies","minions":[{"card":"king-rex","controller":0},{"card":"collector","controller":0},
                                                           {"card":"nukebot","controller":1}]},
                      {"base":"tortuga"}]})");
  t.answer("play natural-selection");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("choose nukebot");
  CHECK(t.minions_on("cave-of-shinies").empty());
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 2);
}

// ---------------------------------------------------------------------------------------------------------------
// Warbot (4): "Ongoing: this minion cannot be destroyed."

TEST_CASE("[smashup][robots][text] Warbot: survives another player's Powderkeg that destroys all around it") {
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["powderkeg"],"deck":["collector"]},
                       {"factions":["robots","tricksters"],"hand":[],"deck":["zapbot"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"king-rex","controller":0},{"card":"warbot","controller":1},
                                                   {"card":"zapbot","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play powderkeg");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.minions_on("tortuga") == Names{"warbot"});
  CHECK(t.discard(1) == Names{"zapbot"});
}

TEST_CASE("[smashup][robots][text] Warbot: survives an enemy Nukebot's blast") {
  // Player 2 destroys Player 1's Nukebot with Natural Selection (King Rex, 7); the Nukebot then destroys every
  // minion of Player 2 on Tortuga: King Rex goes, the Warbot stays.
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["collector"]},
                       {"factions":["robots","dinosaurs"],"hand":["natural-selection"],"deck":["zapbot"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"king-rex","controller":1},{"card":"warbot","controller":1},
                                                   {"card":"nukebot","controller":0}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})");
  t.answer("play natural-selection");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("choose nukebot");
  CHECK(t.minions_on("tortuga") == Names{"warbot"});
  CHECK(test::sorted(t.discard(1)) == Names{"king-rex", "natural-selection"});
  CHECK(t.discard(0) == Names{"nukebot"});
}

TEST_CASE("[smashup][robots][text] Warbot: still goes to the discard pile when its base scores") {
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"warbot","controller":0},{"card":"king-rex","controller":1},
                                                        {"card":"collector","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})");
  t.answer("done");
  pass_through(t, 0);
  CHECK(has(t.discard(0), "warbot"));
  CHECK(t.vp(1) == 2);
}

// ---------------------------------------------------------------------------------------------------------------
// Hoverbot (3): "When you play it, reveal the top card of your deck. If it is a minion, you may play it as an extra
// minion; if not (or if you decline), put it back on top of your deck."

TEST_CASE("[smashup][robots][text] Hoverbot: a minion on top may be played as an extra minion, and its ability fires") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["hoverbot"],"deck":["saucy-wench","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal","minions":[{"card":"collector","controller":1}]}]})");
  t.answer("play hoverbot tortuga");
  REQUIRE(t.asked() == 0);
  // "you may": a pass; any base.
  CHECK(t.can("pass"));
  CHECK(t.can("play saucy-wench tortuga"));
  REQUIRE(t.can("play saucy-wench the-grey-opal"));
  t.answer("play saucy-wench the-grey-opal");
  // Played, not placed: Saucy Wench's own ability asks.
  REQUIRE(t.can("choose collector"));
  t.answer("choose collector");
  CHECK(t.minions_on("the-grey-opal") == Names{"saucy-wench"});
  CHECK(t.deck(0) == Names{"cannon"});
  CHECK(t.discard(1) == Names{"collector"});
}

TEST_CASE("[smashup][robots][text] Hoverbot: declining puts the minion back on top, and the extra is gone") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["hoverbot","zapbot"],"deck":["saucy-wench","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play hoverbot tortuga");
  t.answer("pass");
  CHECK(t.deck(0) == Names{"saucy-wench", "cannon"});
  // The extra was for the revealed card only; the turn's free minion went to the Hoverbot.
  CHECK_FALSE(t.can("play zapbot tortuga"));
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][robots][text] Hoverbot: an action on top goes back on top, nothing else happens") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["hoverbot","zapbot"],"deck":["cannon","saucy-wench"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play hoverbot tortuga");
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK_FALSE(t.can("play cannon"));  // the free action remains, but Cannon is in the deck, not the hand
  CHECK(t.deck(0) == Names{"cannon", "saucy-wench"});
  CHECK_FALSE(t.can("play zapbot tortuga"));
}

TEST_CASE("[smashup][robots][text] Hoverbot: an empty deck is refilled from the discard pile to reveal") {
  // A turn: "Whenever a player must draw or reveal from an empty deck, their discard pile is shuffled into a new deck
  // first."
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["hoverbot"],"deck":[],"discard":["warbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play hoverbot tortuga");
  REQUIRE(t.can("play warbot the-grey-opal"));
  t.answer("play warbot the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"warbot"});
  CHECK(t.discard(0).empty());
  CHECK(t.deck(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Zapbot (2): "When you play it, you may play an extra minion with power 2 or less."

TEST_CASE("[smashup][robots][text] Zapbot: one extra minion of power 2 or less") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["zapbot","first-mate","saucy-wench","microbot-guard"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play zapbot tortuga");
  // Power 2 or less only (asked at once or in the play phase, the options are the same).
  CHECK_FALSE(t.can("play saucy-wench tortuga"));
  CHECK_FALSE(t.can("play saucy-wench the-grey-opal"));
  CHECK(t.can("play microbot-guard tortuga"));
  t.answer("play first-mate the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"first-mate"});
  // One extra only.
  CHECK_FALSE(t.can("play microbot-guard tortuga"));
  CHECK_FALSE(t.can("play saucy-wench tortuga"));
}

TEST_CASE("[smashup][robots][text][R-18] Zapbot: the extra minion lasts the rest of the turn") {
  // R-18: "an extra granted by a card played normally in your play phase lasts the rest of the turn."
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["zapbot","first-mate","swashbuckling"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play zapbot tortuga");
  if (!t.can("play swashbuckling")) t.answer("pass");  // an "at once" question: keep the extra for later
  REQUIRE(t.can("play swashbuckling"));
  t.answer("play swashbuckling");
  REQUIRE(t.can("play first-mate the-grey-opal"));
  t.answer("play first-mate the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"first-mate"});
}

// ---------------------------------------------------------------------------------------------------------------
// Microbot Alpha (1): "Ongoing: gets +1 power for each other Microbot you have in play. While it is in play, all of
// your minions count as Microbots."

TEST_CASE("[smashup][robots][text] Microbot Alpha: +1 for each other minion of its controller, everywhere, all being Microbots") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["cannon"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-alpha","controller":0},{"card":"microbot-guard","controller":0},
                                                   {"card":"microbot-guard","controller":1},{"card":"microbot-reclaimer","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"zapbot","controller":0},{"card":"warbot","controller":0}]}]})");
  // Guard, Zapbot and Warbot (the last two count as Microbots while the Alpha is in play): 1 + 3. Player 2's
  // Microbots are not "you have".
  CHECK(t.power_of("tortuga", "microbot-alpha") == 4);
}

TEST_CASE("[smashup][robots][text] Microbot Alpha: makes Microbot Fixer's +1 reach every minion of its controller") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-alpha","controller":0},{"card":"microbot-fixer","controller":0},
                                                   {"card":"collector","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"zapbot","controller":0}]}]})");
  CHECK(t.power_of("the-grey-opal", "zapbot") == 3);
  CHECK(t.power_of("tortuga", "collector") == 2);
}

TEST_CASE("[smashup][robots][text] Microbot Alpha: its other Microbots gone, it is back to 1") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":["cannon"],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-alpha","controller":0},{"card":"microbot-guard","controller":0}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})");
  CHECK(t.power_of("tortuga", "microbot-alpha") == 2);
  t.answer("play cannon");
  t.answer("choose microbot-guard");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.power_of("tortuga", "microbot-alpha") == 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Microbot Archive (1): "Ongoing: after any of your Microbots (this one included) is destroyed, draw a card."

TEST_CASE("[smashup][robots][text] Microbot Archive: each of its controller's destroyed Microbots draws a card, itself included") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["warbot","hoverbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":["cannon"],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-archive","controller":0},{"card":"microbot-guard","controller":0}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})");
  t.answer("play cannon");
  t.answer("choose microbot-guard");
  t.answer("choose microbot-archive");
  CHECK(t.minions_on("tortuga").empty());
  CHECK(test::sorted(t.hand(0)) == Names{"hoverbot", "warbot"});
  CHECK(t.deck(0) == Names{"zapbot"});
}

TEST_CASE("[smashup][robots][text][R-24] Microbot Archive: destroyed together with other Microbots, it draws for each") {
  // Reading question. Broadside destroys Player 1's three power-1 Microbots at once; "after any of your Microbots
  // (this one included) is destroyed, draw a card": the Archive sees its own destruction (R-24: "A card leaving play
  // uses the abilities it had in play") and so, at the same moment, the two others'. The order the minions lie on
  // the base must not matter.
  const char* archive_first = R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["warbot","hoverbot","zapbot","nukebot"]},
                       {"factions":["pirates","dinosaurs"],"hand":["broadside"],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-archive","controller":0},{"card":"microbot-guard","controller":0},
                                                   {"card":"microbot-reclaimer","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})";
  const char* archive_last = R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["warbot","hoverbot","zapbot","nukebot"]},
                       {"factions":["pirates","dinosaurs"],"hand":["broadside"],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-guard","controller":0},{"card":"microbot-reclaimer","controller":0},
                                                   {"card":"microbot-archive","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})";
  for (const char* scenario : {archive_first, archive_last}) {
    INFO(scenario);
    Table t(scenario);
    t.answer("play broadside");
    if (t.can("choose tortuga")) t.answer("choose tortuga");
    t.answer("choose seat0");
    for (int guard = 0; guard < 3 && t.asking() && !t.can("done"); ++guard) t.answer(t.full_options().front());
    CHECK(t.minions_on("tortuga") == Names{"king-rex"});
    CHECK(test::sorted(t.hand(0)) == Names{"hoverbot", "warbot", "zapbot"});
  }
}

TEST_CASE("[smashup][robots][text] Microbot Archive: not for a non-Microbot, nor for another player's Microbot") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["warbot","hoverbot"]},
                       {"factions":["robots","dinosaurs"],"hand":["cannon"],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-archive","controller":0},{"card":"zapbot","controller":0},
                                                   {"card":"microbot-guard","controller":1}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})");
  t.answer("play cannon");
  t.answer("choose zapbot");
  t.answer("choose microbot-guard");
  CHECK(t.minions_on("tortuga") == Names{"microbot-archive"});
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0) == Names{"warbot", "hoverbot"});
}

TEST_CASE("[smashup][robots][text] Microbot Archive: with Microbot Alpha in play a destroyed Zapbot is a Microbot") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["warbot","hoverbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":["cannon"],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-archive","controller":0},{"card":"zapbot","controller":0},
                                                   {"card":"microbot-alpha","controller":0}]},
                      {"base":"the-grey-opal"}],
             "turn":{"active":1}})");
  t.answer("play cannon");
  t.answer("choose zapbot");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.hand(0) == Names{"warbot"});
}

TEST_CASE("[smashup][robots][text] Microbot Archive: Microbots discarded by a scored base draw nothing") {
  // Scoring one base, 6: the cards go to the discard pile, "this is not 'destroy'".
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["warbot","hoverbot","zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"microbot-guard","controller":0},{"card":"king-rex","controller":1},
                                                        {"card":"laseratops","controller":1}]},
                      {"base":"tortuga","minions":[{"card":"microbot-archive","controller":0}]}],
             "base_deck":["the-central-brain"]})");
  t.answer("done");
  pass_through(t, 0);
  // Only the turn's two draws.
  CHECK(t.hand(0) == Names{"warbot", "hoverbot"});
}

// ---------------------------------------------------------------------------------------------------------------
// Microbot Fixer (1): "When you play it, if it is the first minion you have played this turn, you may play an extra
// minion. Ongoing: each of your Microbots has +1 power."

TEST_CASE("[smashup][robots][text] Microbot Fixer: +1 to each of its controller's Microbots, itself included") {
  // Reading: the Fixer is a Microbot (its name), so "each of your Microbots" includes it; a second Fixer adds +1
  // again to every Microbot.
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["cannon"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-fixer","controller":0},{"card":"microbot-guard","controller":0},
                                                   {"card":"zapbot","controller":0},{"card":"microbot-reclaimer","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"microbot-archive","controller":0}]}]})");
  CHECK(t.power_of("tortuga", "microbot-fixer") == 2);
  CHECK(t.power_of("tortuga", "microbot-guard") == 2);
  CHECK(t.power_of("the-grey-opal", "microbot-archive") == 2);
  CHECK(t.power_of("tortuga", "zapbot") == 2);              // not a Microbot
  CHECK(t.power_of("tortuga", "microbot-reclaimer") == 1);  // not "your" Microbot

  Table two(R"({"seats":[{"factions":["robots","pirates"],"hand":[],"deck":["cannon"]},{"hand":[]}],
               "bases":[{"base":"tortuga","minions":[{"card":"microbot-fixer","controller":0},{"card":"microbot-fixer","controller":0},
                                                     {"card":"microbot-guard","controller":0}]},
                        {"base":"the-grey-opal"}]})");
  CHECK(two.power_of("tortuga", "microbot-guard") == 3);
  CHECK(two.total("tortuga") == 9);
}

TEST_CASE("[smashup][robots][text] Microbot Fixer: played as the first minion of the turn, it gives an extra minion") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-fixer","warbot"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play microbot-fixer tortuga");
  // Any power: the Warbot (4) may follow.
  REQUIRE(t.can("play warbot the-grey-opal"));
  t.answer("play warbot the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"warbot"});
}

TEST_CASE("[smashup][robots][text][R-18] Microbot Fixer: its extra minion lasts the rest of the turn") {
  // R-18: "an extra granted by a card played normally in your play phase lasts the rest of the turn."
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-fixer","warbot","swashbuckling"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play microbot-fixer tortuga");
  if (!t.can("play swashbuckling")) t.answer("pass");  // an "at once" question: keep the extra for later
  REQUIRE(t.can("play swashbuckling"));
  t.answer("play swashbuckling");
  CHECK(t.can("play warbot the-grey-opal"));
}

TEST_CASE("[smashup][robots][text] Microbot Fixer: not the first minion of the turn, no extra") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["zapbot","microbot-fixer","microbot-guard"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play zapbot tortuga");
  t.answer("play microbot-fixer the-grey-opal");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  CHECK_FALSE(t.can("play microbot-guard tortuga"));
  CHECK_FALSE(t.can("play microbot-guard the-grey-opal"));
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// Microbot Guard (1): "When you play it, destroy a minion on this base whose power is less than the number of
// minions you have on this base (mandatory if there is a legal target)."

TEST_CASE("[smashup][robots][text] Microbot Guard: destroys a minion of power below its controller's minion count there") {
  // Three minions of Player 1 on Tortuga with the Guard: power below 3.
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-guard"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"warbot","controller":0},{"card":"hoverbot","controller":0},
                                                   {"card":"collector","controller":1},{"card":"invader","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"enchantress","controller":1}]}]})");
  t.answer("play microbot-guard tortuga");
  REQUIRE(t.asked() == 0);
  // Mandatory: no pass. Not Invader (3), not the Enchantress on another base.
  CHECK_FALSE(t.can("pass"));
  CHECK(t.can("choose collector"));
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose enchantress"));
  t.answer("choose collector");
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"hoverbot", "invader", "microbot-guard", "warbot"});
}

TEST_CASE("[smashup][robots][text] Microbot Guard: mandatory even when the only targets are its controller's own") {
  // Terms: "anything else is mandatory, even if it hurts you." Guard and Archive: two; power below 2.
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-guard"],"deck":["cannon","cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"microbot-archive","controller":0},{"card":"collector","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play microbot-guard tortuga");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(t.can("choose collector"));
  REQUIRE(t.can("choose microbot-archive"));
  t.answer("choose microbot-archive");
  CHECK(has(t.discard(0), "microbot-archive"));
  // The Archive's own "after ... (this one included) is destroyed, draw a card".
  CHECK(t.hand(0) == Names{"cannon"});
}

TEST_CASE("[smashup][robots][text] Microbot Guard: other players' minions do not count, and no target means nothing") {
  // Alone with three of Player 2's minions: power below 1, and there is none.
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-guard"],"deck":["cannon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"enchantress","controller":1},
                                                   {"card":"neophyte","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play microbot-guard tortuga");
  CHECK(t.can("done"));
  CHECK(t.minions_on("tortuga").size() == 4);
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][robots][text] Microbot Guard: counts itself (two minions: power below 2)") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-guard"],"deck":["cannon"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"warbot","controller":0},
                                                   {"card":"microbot-reclaimer","controller":1},{"card":"collector","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play microbot-guard tortuga");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose microbot-reclaimer"));
  CHECK_FALSE(t.can("choose collector"));
  t.answer("choose microbot-reclaimer");
  CHECK(t.discard(1) == Names{"microbot-reclaimer"});
}

// ---------------------------------------------------------------------------------------------------------------
// Microbot Reclaimer (1): "When you play it, if it is the first minion you have played this turn, you may play an
// extra minion. You may also shuffle any number of Microbots from your discard pile back into your deck."

TEST_CASE("[smashup][robots][text] Microbot Reclaimer: any number of Microbots from the discard pile into the deck") {
  Table t(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-reclaimer"],"deck":["cannon"],
                        "discard":["microbot-guard","microbot-fixer","zapbot","tech-center"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play microbot-reclaimer tortuga");
  // Only Microbots; "any number" includes zero: a pass.
  REQUIRE(t.can("choose microbot-guard"));
  CHECK(t.can("choose microbot-fixer"));
  CHECK_FALSE(t.can("choose zapbot"));
  CHECK_FALSE(t.can("choose tech-center"));
  CHECK(t.can("pass"));
  t.answer("choose microbot-guard");
  if (t.can("choose microbot-fixer")) t.answer("pass");
  CHECK(test::sorted(t.deck(0)) == Names{"cannon", "microbot-guard"});
  CHECK(test::sorted(t.discard(0)) == Names{"microbot-fixer", "tech-center", "zapbot"});
  CHECK(test::shuffled(t, 0));
}

TEST_CASE("[smashup][robots][text] Microbot Reclaimer: first minion of the turn gives an extra minion, otherwise not") {
  Table first(R"({"seats":[{"factions":["robots","pirates"],"hand":["microbot-reclaimer","warbot"],"deck":["cannon"]},
                           {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
                 "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  first.answer("play microbot-reclaimer tortuga");
  for (int guard = 0; guard < 3 && !first.can("play warbot the-grey-opal") && first.can("pass"); ++guard) first.answer("pass");
  CHECK(first.can("play warbot the-grey-opal"));

  Table second(R"({"seats":[{"factions":["robots","pirates"],"hand":["zapbot","microbot-reclaimer","microbot-guard"],"deck":["cannon"]},
                            {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector"]}],
                  "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  second.answer("play zapbot tortuga");
  second.answer("play microbot-reclaimer the-grey-opal");
  for (int guard = 0; guard < 3 && second.can("pass") && !second.can("done"); ++guard) second.answer("pass");
  CHECK_FALSE(second.can("play microbot-guard tortuga"));
  CHECK(second.can("done"));
}
