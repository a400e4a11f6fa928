// Ghosts actions, tested from the card rows, the rulings and the second box's glossary alone
// (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/ghosts_bear_positions.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::sorted;
using test::Table;

// ----------------------------------------------------------------------------------------------- Across the Divide

TEST_CASE("[smashup][ghosts][text] Across the Divide takes every minion of the named title from the discard pile") {
  Table t(duel({{"hand", {"across-the-divide"}}, {"discard", {"ghost", "spirit", "ghost", "seance"}}}, {{"hand", {"spy"}}},
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
  Table t(duel({{"hand", {"across-the-divide"}}, {"discard", {"ghost", "ghost"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play across-the-divide");
  t.answer("choose ghost");
  REQUIRE(t.can("pass"));
  t.answer("pass");
  CHECK(t.hand(0) == Names{"ghost"});
  CHECK(sorted(t.discard(0)) == Names{"across-the-divide", "ghost"});

  Table zero(duel({{"hand", {"across-the-divide"}}, {"discard", {"ghost"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus"), base("isis-swingin-pad")}));
  play(zero, "play across-the-divide");
  REQUIRE(zero.can("pass"));
  zero.answer("pass");
  CHECK(zero.hand(0).empty());
}

// ---------------------------------------------------------------------------------------------- Door to the Beyond

TEST_CASE("[smashup][ghosts][text] Door to the Beyond: +2 to each of your minions on its base while you hold 2 or fewer cards") {
  Table t(duel({{"hand", {"door-to-the-beyond", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
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
  Table three(duel({{"hand", {"door-to-the-beyond", "seance", "shady-deal", "spirit"}}}, {{"hand", {"spy"}}},
                   {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad")}));
  play(three, "play door-to-the-beyond the-nexus");
  CHECK(three.power_of("the-nexus", "ghost") == 2);
  play(three, "play spirit isis-swingin-pad");  // down to 2 cards
  three.answer("choose spirit");
  if (three.can("no")) three.answer("no");
  CHECK(three.power_of("the-nexus", "ghost") == 4);

  Table other(duel({{"hand", {"seance"}}}, {{"hand", {"spy"}}},
                   {base("the-nexus", {minion("ghost", 0)}, {{{"card", "door-to-the-beyond"}, {"controller", 0}}}),
                    base("isis-swingin-pad")},
                   {{"active", 1}, {"phase", "play"}}));
  CHECK(other.power_of("the-nexus", "ghost") == 4);
}

// "'Your minions' ... are the ones you control".
TEST_CASE("[smashup][ghosts][text][R-23] Door to the Beyond counts the minions you control, a Make Contact's minion included") {
  Table t(duel({{"hand", {"seance"}}}, {{"hand", {"spy"}}},
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
  Table t(duel({{"hand", {"ghostly-arrival", "cub-scout", "cub-scout", "cub-scout", "shady-deal", "bear-hug"}}},
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
  Table t(duel({{"hand", {"ghostly-arrival", "cub-scout"}}}, {{"hand", {"spy"}}, {"deck", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play ghostly-arrival");
  CHECK(t.can("done"));
  CHECK(t.can("play cub-scout the-nexus"));
  t.answer("done");
  CHECK(t.asked() == 1);
}

// ----------------------------------------------------------------------------------------------------- Incorporeal

TEST_CASE("[smashup][ghosts][text][R-23] Incorporeal is played only on one of your own minions") {
  Table t(duel({{"hand", {"incorporeal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}), base("isis-swingin-pad")}));
  CHECK(t.can("play incorporeal ghost"));
  CHECK_FALSE(t.can("play incorporeal spy"));
  CHECK_FALSE(t.can("play incorporeal the-nexus"));
  play(t, "play incorporeal ghost");
  CHECK(t.actions_on("the-nexus") == Names{"incorporeal"});
  CHECK(t.discard(0).empty());

  // "your" minions are the ones you control, whoever owns them.
  Table control(duel({{"hand", {"incorporeal"}}}, {{"hand", {"spy"}}},
                     {base("the-nexus", {minion("mechanic", 0, {{"owner", 1}}), minion("ghost", 1, {{"owner", 0}})}),
                      base("isis-swingin-pad")}));
  CHECK(control.can("play incorporeal mechanic"));
  CHECK_FALSE(control.can("play incorporeal ghost"));

  Table none(duel({{"hand", {"incorporeal"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  for (const auto& o : none.options()) CHECK(o.rfind("play incorporeal", 0) != 0);
}

namespace {
// Player 1's Ghost (2) under Player 1's Incorporeal on The Nexus, beside Player 2's Spy.
json incorporeal_ghost(json hand1, json hand0 = {"seance", "spirit", "shady-deal"}) {
  return duel({{"hand", hand0}}, {{"hand", hand1}},
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
  Table t(duel({{"hand", {"bear-rides-you"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}})}),
                base("isis-swingin-pad", {minion("cub-scout", 1)})}));
  play(t, "play bear-rides-you");
  if (t.can("choose ghost")) t.answer("choose ghost");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout", "ghost"});
  CHECK(t.discard(0) == Names{"bear-rides-you"});
}

TEST_CASE("[smashup][ghosts][text][R-21] Incorporeal: the minion survives another player's Bear Hug") {
  // As for Haunting: Bear Hug is another player's card, whoever carries out its destroy.
  Table t(duel({{"hand", {"seance"}}}, {{"hand", {"bear-hug"}}},
               {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}}), minion("spy", 1)}), base("isis-swingin-pad")},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "spy"});
}

TEST_CASE("[smashup][ghosts][text][R-21] Incorporeal does not stop another player's power changes") {
  Table t(duel({{"hand", {"seance", "spirit", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}}), minion("spirit", 0)},
                     {{{"card", "sleep-spores"}, {"controller", 1}}}),
                base("isis-swingin-pad")}));
  REQUIRE(t.power_of("the-nexus", "spirit") == 2);  // the Sleep Spores works here
  CHECK(t.power_of("the-nexus", "ghost") == 1);
}

TEST_CASE("[smashup][ghosts][text] Incorporeal does not stop its controller's own cards") {
  Table t(duel({{"hand", {"bear-rides-you"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("ghost", 0, {{"actions", {"incorporeal"}}})}), base("isis-swingin-pad")}));
  play(t, "play bear-rides-you");
  if (t.can("choose ghost")) t.answer("choose ghost");
  if (t.can("choose isis-swingin-pad")) t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.actions_on("isis-swingin-pad") == Names{"incorporeal"});  // attached actions move with the minion
}

// ---------------------------------------------------------------------------------------------------- Make Contact

TEST_CASE("[smashup][ghosts][text] Make Contact cannot be played while another card is in hand") {
  Table t(duel({{"hand", {"make-contact", "ghost"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  for (const auto& o : t.options()) CHECK(o.rfind("play make-contact", 0) != 0);
}

TEST_CASE("[smashup][ghosts][text] Make Contact as the only card: you control the minion it is played on") {
  Table t(duel({{"hand", {"make-contact"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("mechanic", 1), minion("ghost", 0)}), base("isis-swingin-pad")}));
  REQUIRE(t.can("play make-contact mechanic"));
  play(t, "play make-contact mechanic");
  CHECK(t.controller("the-nexus", "mechanic") == 0);
  CHECK(t.actions_on("the-nexus") == Names{"make-contact"});
}

TEST_CASE("[smashup][ghosts][text] Make Contact becomes playable once the rest of the hand is played") {
  Table t(duel({{"hand", {"ghostly-arrival", "make-contact"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("mechanic", 1)}), base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play make-contact mechanic"));
  play(t, "play ghostly-arrival");
  REQUIRE(t.can("play make-contact mechanic"));
  play(t, "play make-contact mechanic");
  CHECK(t.controller("the-nexus", "mechanic") == 0);
}

TEST_CASE("[smashup][ghosts][text] Make Contact: the minion's power counts for you when its base scores; its owner gets it back in the discard pile") {
  // Tsar's Palace (22, 5/3/2): Player 2 has 12 (5+4+3), Player 1 has 10 (3+3+4). Taking the Doctor When makes it 15 to 7.
  Table t(duel({{"hand", {"make-contact"}}, {"deck", {"ghost", "ghost"}}}, {{"hand", {"spy"}}, {"deck", {"spy", "spy"}}},
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
  Table t(duel({{"hand", {"make-contact"}}}, {{"hand", {"spy"}}},
               {base("the-nexus", {minion("mechanic", 1, {{"actions", {"incorporeal"}}}), minion("spy", 1)}),
                base("isis-swingin-pad")}));
  CHECK_FALSE(t.can("play make-contact mechanic"));
  CHECK(t.can("play make-contact spy"));
}

TEST_CASE("[smashup][ghosts][text] Make Contact: control lasts only while the card stays on the minion") {
  // Player 1 takes the Mechanic; on Player 2's turn, Player 2 destroys the Make Contact with Bear Necessities: the
  // Mechanic is theirs again ("for as long as this card stays on that minion, you control the minion").
  Table t(duel({{"hand", {"make-contact"}}, {"deck", {"ghost", "ghost"}}}, {{"hand", {"bear-necessities"}}, {"deck", {"spy", "spy"}}},
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
  Table t(duel({{"hand", {"seance", "ghost", "spirit"}}, {"deck", {"haunting", "shady-deal", "spectre", "ghost"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play seance");
  CHECK(hand_of(t, 0) == Names{"ghost", "haunting", "shady-deal", "spectre", "spirit"});
  CHECK(t.deck(0) == Names{"ghost"});
  CHECK(t.discard(0) == Names{"seance"});
}

TEST_CASE("[smashup][ghosts][text] Séance with 3 other cards in hand draws nothing; with none it draws 5") {
  Table t(duel({{"hand", {"seance", "ghost", "spirit", "haunting"}}, {"deck", {"ghost", "ghost"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play seance");
  CHECK(t.hand(0).size() == 3);
  CHECK(t.deck(0).size() == 2);

  Table none(duel({{"hand", {"seance"}}, {"deck", {"ghost", "ghost", "spirit", "haunting", "spectre", "ghost"}}},
                  {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(none, "play seance");
  CHECK(none.hand(0).size() == 5);
  CHECK(none.deck(0) == Names{"ghost"});
}

// Rules: "Playing an action = revealing it, doing its ability, then discarding it" - the Séance is not yet in the
// discard pile when the pile is reshuffled to draw on.
TEST_CASE("[smashup][ghosts][text] Séance with a short deck reshuffles the discard pile, without itself") {
  Table t(duel({{"hand", {"seance", "ghost", "spirit"}}, {"deck", {"haunting"}}, {"discard", {"spectre", "shady-deal"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play seance");
  CHECK(hand_of(t, 0) == Names{"ghost", "haunting", "shady-deal", "spectre", "spirit"});
  CHECK(t.discard(0) == Names{"seance"});
  CHECK(t.deck(0).empty());
}

// ------------------------------------------------------------------------------------------------------ Shady Deal

TEST_CASE("[smashup][ghosts][text] Shady Deal gains 1 VP with 2 or fewer other cards in hand, none with 3") {
  Table t(duel({{"hand", {"shady-deal", "ghost", "spirit"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play shady-deal");
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
  CHECK(t.discard(0) == Names{"shady-deal"});

  Table three(duel({{"hand", {"shady-deal", "ghost", "spirit", "haunting"}}}, {{"hand", {"spy"}}},
                   {base("the-nexus"), base("isis-swingin-pad")}));
  play(three, "play shady-deal");
  CHECK(three.vp(0) == 0);

  Table alone(duel({{"hand", {"shady-deal"}}}, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
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
  Table t(duel({{"hand", {"the-dead-rise", "seance", "shady-deal", "haunting", "cub-scout"}},
                {"discard", {"spirit", "ghost", "spectre"}}},
               {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play the-dead-rise");
  discard_for_dead_rise(t, {"seance", "shady-deal", "haunting"});
  // 3 discarded: power 2 (Ghost) qualifies, power 3 (Spirit, Haunting) and 5 (Spectre) do not.
  CHECK(t.can("play ghost the-nexus"));
  CHECK_FALSE(t.can("play spirit the-nexus"));
  CHECK_FALSE(t.can("play haunting the-nexus"));
  // Spectre (5) is not this extra's, but its own text lets it take the turn's minion play with 2 or fewer cards in
  // hand (here 1), so whether it is offered says nothing of The Dead Rise.
  // No "pass": the extra lasts the rest of the turn (R-18, seed 002: "Você não precisa jogar a carta extra
  // imediatamente a menos que ela tenha sido obtida a partir de uma habilidade Especial").
  t.answer("play ghost the-nexus");
  // The Ghost was played: its own ability asks (the hand holds the Cub Scout).
  CHECK(t.prompt().find("Ghost") != std::string::npos);
  t.answer("pass");
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
  // The extra did not use the turn's minion play.
  CHECK(t.can("play cub-scout isis-swingin-pad"));
}

TEST_CASE("[smashup][ghosts][text] The Dead Rise: cards just discarded are in the discard pile and may come back") {
  Table t(duel({{"hand", {"the-dead-rise", "ghost", "seance", "shady-deal"}}}, {{"hand", {"spy"}}},
               {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play the-dead-rise");
  discard_for_dead_rise(t, {"ghost", "seance", "shady-deal"});
  REQUIRE(t.can("play ghost the-nexus"));
  t.answer("play ghost the-nexus");
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
}

// The second box's glossary (seed 002, "Extra"): "Você não precisa jogar a carta extra imediatamente a menos que ela
// tenha sido obtida a partir de uma habilidade Especial." (you need not play the extra card at once unless it came from
// a Special ability). R-18: "an extra granted by a card played normally in your play phase lasts the rest of the
// turn." The Dead Rise is played normally: its extra minion waits for the rest of the turn, and ends with it.
TEST_CASE("[smashup][ghosts][text][R-18] The Dead Rise: the extra lasts the turn, played after another play, and ends with it; discarding none allows nothing") {
  const json player1 = {{"hand", {"the-dead-rise", "seance", "shady-deal", "haunting", "cub-scout"}},
                        {"discard", {"ghost"}},
                        {"deck", {"seance", "seance", "seance", "seance"}}};
  Table t(duel(player1, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(t, "play the-dead-rise");
  discard_for_dead_rise(t, {"seance", "shady-deal", "haunting"});
  // Not now: when the extra is offered at once, the player waits.
  if (!t.can("done") && t.can("pass")) t.answer("pass");
  REQUIRE(t.asked() == 0);
  play(t, "play cub-scout isis-swingin-pad");  // the turn's minion play, from the hand
  REQUIRE(t.can("play ghost the-nexus"));
  play(t, "play ghost the-nexus");
  answer_if_asked(t, "pass");  // the Ghost's own "you may discard a card"
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});

  Table unused(duel(player1, {{"hand", {"spy"}}}, {base("the-nexus"), base("isis-swingin-pad")}));
  play(unused, "play the-dead-rise");
  discard_for_dead_rise(unused, {"seance", "shady-deal", "haunting"});
  if (!unused.can("done") && unused.can("pass")) unused.answer("pass");
  CHECK(unused.can("play ghost the-nexus"));
  unused.answer("done");  // Player 1's turn ends, and the extra with it
  REQUIRE(unused.asked() == 1);
  unused.answer("done");  // Player 2's turn
  REQUIRE(unused.asked() == 0);
  CHECK(sorted(unused.discard(0)) == Names{"ghost", "haunting", "seance", "shady-deal", "the-dead-rise"});
  CHECK_FALSE(unused.can("play ghost the-nexus"));

  Table zero(duel({{"hand", {"the-dead-rise", "seance"}}, {"discard", {"ghost"}}}, {{"hand", {"spy"}}},
                  {base("the-nexus"), base("isis-swingin-pad")}));
  play(zero, "play the-dead-rise");
  zero.answer("pass");  // discard nothing
  CHECK_FALSE(zero.can("play ghost the-nexus"));
  CHECK(zero.hand(0) == Names{"seance"});
}
