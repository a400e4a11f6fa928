// Time Travelers actions, tested from the card rows and the rulings alone (R-6, R-18, R-23, R-27 and the Glossary):
// each test puts a card where its printed text matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::pass_through;
using test::wz::skip_windows;

// ---------------------------------------------------------------------------------------------------------------
// 1.21 Gigawatts: "Choose either all the actions or all the minions in your discard pile (not both) and shuffle
// them into your deck."

TEST_CASE("[smashup][time_travelers][text] 1.21 Gigawatts: all the minions of the discard pile shuffled in, actions stay") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["1-21-gigawatts"],"deck":["spy"],
                        "discard":["for-my-eyes-only","king-rex","into-the-time-slip","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["invader"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play 1-21-gigawatts");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  // The program asks "the actions? (no: the minions)".
  t.answer("no");
  CHECK(test::sorted(t.deck(0)) == Names{"jumper", "king-rex", "spy"});
  CHECK(test::sorted(t.discard(0)) == Names{"1-21-gigawatts", "for-my-eyes-only", "into-the-time-slip"});
  CHECK(test::shuffled(t, 0));
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][time_travelers][text] 1.21 Gigawatts: all the actions shuffled in, not itself") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["1-21-gigawatts"],"deck":["spy"],
                        "discard":["for-my-eyes-only","king-rex","into-the-time-slip","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play 1-21-gigawatts");
  t.answer("yes");
  CHECK(test::sorted(t.deck(0)) == Names{"for-my-eyes-only", "into-the-time-slip", "spy"});
  CHECK(test::sorted(t.discard(0)) == Names{"1-21-gigawatts", "jumper", "king-rex"});
  CHECK(test::shuffled(t, 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Do Over!: "Return one of your minions on a base to your hand; you may immediately play it again as an extra
// minion."

TEST_CASE("[smashup][time_travelers][text] Do Over!: a minion of yours goes home and is played again as an extra") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["do-over","king-rex","jumper"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"operative","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"spy","controller":0}]}]})");
  t.answer("play do-over");
  REQUIRE(t.asked() == 0);
  // Mandatory, yours only.
  CHECK(test::sorted(t.options()) == Names{"choose operative", "choose spy"});
  t.answer("choose operative");
  REQUIRE(t.can("play operative the-nexus"));
  CHECK(t.can("pass"));
  t.answer("play operative the-nexus");
  // Played, so its ability fires again.
  CHECK(t.prompt().find("Operative") != std::string::npos);
  t.answer("pass");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "operative"});
  // An extra minion: the turn's free minion is still there.
  REQUIRE(t.can("play king-rex jungle-oasis"));
  t.answer("play king-rex jungle-oasis");
  CHECK_FALSE(t.can("play jumper jungle-oasis"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][text] Do Over!: a replay not made at once is not kept for later") {
  // Glossary, Time Travelers: "Extra plays tied to a specific card (the minion just returned by Doctor When / Do
  // Over!, ...) must be made immediately or not at all."
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["do-over","king-rex"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"spy","controller":0}]},{"base":"the-nexus"}]})");
  t.answer("play do-over");
  t.answer("choose spy");
  t.answer("pass");
  CHECK(test::sorted(t.hand(0)) == Names{"king-rex", "spy"});
  // The free minion plays one of them; nothing is left for the other.
  t.answer("play spy the-nexus");
  for (int guard = 0; guard < 6 && !t.can("done"); ++guard) t.answer(t.can("pass") ? "pass" : t.options().front());
  CHECK_FALSE(t.can("play king-rex jungle-oasis"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][text] Do Over!: with no minion of yours in play it does nothing") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["do-over"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},{"base":"the-nexus"}]})");
  t.answer("play do-over");
  CHECK(t.discard(0) == Names{"do-over"});
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(t.options() == Names{"done"});
}

// ---------------------------------------------------------------------------------------------------------------
// Into the Time Slip: "Return any one card in play (a minion or an attached action, anyone's) to its owner's hand."

TEST_CASE("[smashup][time_travelers][text] Into the Time Slip: any minion or attached action in play can be returned") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1,"actions":[{"card":"upgrade","controller":0}]},
                                                        {"card":"spy","controller":0}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus"}]})");
  t.answer("play into-the-time-slip");
  REQUIRE(t.asked() == 0);
  // Mandatory; minions and actions, anyone's, its own included.
  CHECK(test::sorted(t.options()) == Names{"choose king-rex", "choose spy", "choose stasis-field", "choose upgrade"});
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  // Its attached Upgrade was discarded to its owner's pile.
  CHECK(test::sorted(t.discard(0)) == Names{"into-the-time-slip", "upgrade"});
}

TEST_CASE("[smashup][time_travelers][text] Into the Time Slip: an action on a base or on a minion goes to its owner's hand") {
  const char* board = R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0,"actions":[{"card":"upgrade","controller":1}]}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus"}]})";
  Table base(board);
  base.answer("play into-the-time-slip");
  base.answer("choose stasis-field");
  CHECK(base.hand(1) == Names{"stasis-field"});
  CHECK(base.actions_on("jungle-oasis") == Names{"upgrade"});

  Table minion(board);
  minion.answer("play into-the-time-slip");
  minion.answer("choose upgrade");
  CHECK(minion.hand(1) == Names{"upgrade"});
  CHECK(minion.power_of("jungle-oasis", "king-rex") == 7);
}

TEST_CASE("[smashup][time_travelers][text] Into the Time Slip: a minion goes to its owner's hand, not its controller's") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0,"owner":1}]},{"base":"the-nexus"}]})");
  t.answer("play into-the-time-slip");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(t.hand(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// It's Astounding: "Play an action from your discard pile as an extra action (immediately, before this card is
// discarded)."

TEST_CASE("[smashup][time_travelers][text] It's Astounding: an action of your discard pile is played at once") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["its-astounding","time-walk"],"deck":["jumper"],
                        "discard":["for-my-eyes-only","king-rex","into-the-time-slip"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"],"discard":["beam-up"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},{"base":"the-nexus"}]})");
  t.answer("play its-astounding");
  REQUIRE(t.asked() == 0);
  // Actions of your own discard pile (not It's Astounding, not yet there; not a minion; not Player 2's Beam Up).
  CHECK(t.can("play for-my-eyes-only"));
  CHECK(t.can("play into-the-time-slip"));
  CHECK_FALSE(t.can("play its-astounding"));
  CHECK_FALSE(t.can("play beam-up"));
  CHECK_FALSE(t.can("play time-walk"));
  t.answer("play into-the-time-slip");
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(test::sorted(t.discard(0)) == Names{"for-my-eyes-only", "into-the-time-slip", "its-astounding", "king-rex"});
  // The extra action was that one play: the hand's Time Walk cannot follow.
  CHECK_FALSE(t.can("play time-walk"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][text] It's Astounding: an Ongoing action from the discard pile stays in play") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["its-astounding"],"deck":["jumper"],
                        "discard":["stasis-field"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play its-astounding");
  REQUIRE(t.can("play stasis-field the-nexus"));
  t.answer("play stasis-field the-nexus");
  CHECK(t.actions_on("the-nexus") == Names{"stasis-field"});
  CHECK(t.discard(0) == Names{"its-astounding"});
}

// ---------------------------------------------------------------------------------------------------------------
// Stasis Field: "Play on a base. Ongoing: this base cannot score. At the start of your turn, destroy this action."

TEST_CASE("[smashup][time_travelers][text] Stasis Field: its base cannot score until it is destroyed at the start of its player's turn") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["stasis-field"],"deck":["jumper","spy","mole","mole","mole"]},
                       {"factions":["pirates","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("play stasis-field jungle-oasis");
  t.answer("done");
  skip_windows(t);
  // Over its breakpoint (14 of 12) and not scored.
  CHECK(t.bases() == Names{"jungle-oasis", "the-nexus"});
  CHECK(t.vp(0) == 0);
  REQUIRE(t.asked() == 1);
  // Player 2's turn start did not destroy it, and the base does not score on that turn either.
  CHECK(t.actions_on("jungle-oasis") == Names{"stasis-field"});
  t.answer("done");
  skip_windows(t);
  CHECK(t.bases() == Names{"jungle-oasis", "the-nexus"});
  CHECK(t.vp(1) == 0);
  // Player 1's next turn: destroyed at its start, then the base scores.
  REQUIRE(t.asked() == 0);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(has(t.discard(0), "stasis-field"));
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"portal-room", "the-nexus"});
}

TEST_CASE("[smashup][time_travelers][text] Stasis Field: other bases score as usual") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole"]},
                       {"factions":["pirates","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                     {"card":"mole","controller":1},{"card":"spy","controller":1}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  pass_through(t, 0);
  // The Nexus (20 of 19) scored: 3 VP each for first and second; Jungle Oasis (14 of 12) did not.
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  CHECK(t.bases() == Names{"jungle-oasis", "portal-room"});
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "king-rex"});
  // Player 2's turn has begun: their Stasis Field was destroyed at its start.
  REQUIRE(t.asked() == 1);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(has(t.discard(1), "stasis-field"));
}

TEST_CASE("[smashup][time_travelers][text] Stasis Field: another player's turn start leaves it in place") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole"]},
                       {"factions":["pirates","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"],
             "turn":{"active":0,"phase":"start"}})");
  REQUIRE(t.asked() == 0);
  CHECK(t.actions_on("jungle-oasis") == Names{"stasis-field"});
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 0);
  // Player 2's turn starts: it is theirs, destroyed.
  REQUIRE(t.asked() == 1);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(1) == Names{"stasis-field"});
}

// ---------------------------------------------------------------------------------------------------------------
// Time is Fleeting: "Play right after a base scores, if the base discard pile holds at least one base: instead of
// drawing the replacement from the base deck, put a base of your choice from the base discard pile into play (not the
// one that just scored)."

TEST_CASE("[smashup][time_travelers][text] Time is Fleeting: a base of the base discard pile replaces the scored base") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-is-fleeting"],"deck":["jumper","spy","mole"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":1},
                                                        {"card":"spy","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"],
             "base_discard":["tar-pits","the-mothership"]})");
  t.answer("done");
  for (int guard = 0; guard < 6 && t.asking() && !t.can("use time-is-fleeting") && !t.can("play time-is-fleeting") &&
                      t.can("pass");
       ++guard) {
    t.answer("pass");
  }
  REQUIRE(t.asked() == 0);
  CHECK(t.vp(0) == 2);
  t.answer(t.can("use time-is-fleeting") ? "use time-is-fleeting" : "play time-is-fleeting");
  // Not the base that just scored.
  CHECK(test::sorted(t.options()) == Names{"choose tar-pits", "choose the-mothership"});
  t.answer("choose the-mothership");
  skip_windows(t);
  CHECK(t.bases() == Names{"the-mothership", "the-nexus"});
  CHECK(t.base_deck() == Names{"portal-room"});
  CHECK(has(t.discard(0), "time-is-fleeting"));
}

// In the play phase a Special may still be played as an action that does nothing: seed 002, "Você pode jogar uma carta
// mesmo que a sua habilidade não possa ter efeito" (as the Super Spies' Specials).
TEST_CASE("[smashup][time_travelers][text] Time is Fleeting: not used with an empty base discard pile; in the play phase only played for nothing") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-is-fleeting"],"deck":["jumper","spy","mole"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":1},
                                                        {"card":"spy","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  CHECK(t.can("play time-is-fleeting"));
  CHECK_FALSE(t.can("use time-is-fleeting"));
  t.answer("done");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "use time-is-fleeting"));
  CHECK_FALSE(has(offered, "play time-is-fleeting"));
  CHECK(t.bases() == Names{"portal-room", "the-nexus"});
  CHECK(has(t.hand(0), "time-is-fleeting"));
}

// ---------------------------------------------------------------------------------------------------------------
// Time Walk: "You may play an extra minion and an extra action this turn. Draw two cards. Then put this card on the
// bottom of your deck instead of the discard pile."

TEST_CASE("[smashup][time_travelers][text][R-18] Time Walk: draw two, an extra minion and action for the turn, then under the deck") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-walk","king-rex","beam-up"],
                        "deck":["jumper","mole","operative"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},{"base":"the-nexus"}]})");
  t.answer("play time-walk");
  CHECK(test::sorted(t.hand(0)) == Names{"beam-up", "jumper", "king-rex", "mole"});
  CHECK(t.deck(0) == Names{"operative", "time-walk"});
  CHECK(t.discard(0).empty());
  // R-18: granted by a card played in the play phase, the extras last the turn: two minions and one more action.
  t.answer("play king-rex the-nexus");
  REQUIRE(t.can("play mole the-nexus"));
  t.answer("play mole the-nexus");
  REQUIRE(t.can("play beam-up"));
  t.answer("play beam-up");
  t.answer("choose " + t.id(t.on("jungle-oasis", "king-rex")));
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK_FALSE(t.can("play jumper the-nexus"));
}

TEST_CASE("[smashup][time_travelers][text] Time Walk: drawn before it goes under the deck, it is never drawn itself") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-walk"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play time-walk");
  CHECK(t.hand(0) == Names{"jumper"});
  CHECK(t.deck(0) == Names{"time-walk"});
  CHECK(t.discard(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Wormhole: "Special: play after a base scores. Shuffle all of your minions that were on that base into your deck
// (instead of discarding them)." R-6: all of them, as originally printed. R-23: "'Your minions' ... are the ones you
// control; a card that leaves play still goes to its owner's ... deck (Wormhole shuffles the minions it controls
// there into their owners' decks)."

TEST_CASE("[smashup][time_travelers][text] Wormhole: after a base scores, all your minions there are shuffled into your deck") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":["wormhole"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1},
                                                        {"card":"mole","controller":1,"actions":[{"card":"upgrade","controller":0}]}]},
                      {"base":"the-nexus","minions":[{"card":"operative","controller":1}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  for (int guard = 0; guard < 6 && t.asking() && !t.can("use wormhole") && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  CHECK(t.prompt().find("has scored") != std::string::npos);
  t.answer("use wormhole");
  // All of them, no choice asked.
  skip_windows(t);
  CHECK(test::sorted(t.deck(1)) == Names{"doctor-when", "mole", "spy", "spy"});
  CHECK(test::shuffled(t, 1));
  CHECK(t.discard(1) == Names{"wormhole"});
  // Player 1's minions and the Upgrade go to the discard pile as usual; The Nexus is untouched.
  CHECK(test::sorted(t.discard(0)) == Names{"king-rex", "upgrade"});
  CHECK(t.minions_on("the-nexus") == Names{"operative"});
}

TEST_CASE("[smashup][time_travelers][text][R-23] Wormhole: the minions it controls there, each into its owner's deck") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":["wormhole"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1},
                                                        {"card":"invader","controller":1,"owner":0},
                                                        {"card":"mole","controller":0,"owner":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  for (int guard = 0; guard < 6 && t.asking() && !t.can("use wormhole") && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  t.answer("use wormhole");
  skip_windows(t);
  // Player 2 controlled Doctor When (theirs) and the Invader (Player 1's): both leave for their owners' decks.
  CHECK(test::sorted(t.deck(1)) == Names{"doctor-when", "spy", "spy"});
  CHECK((has(t.deck(0), "invader") || has(t.hand(0), "invader")));  // Player 1 drew two at the end of the turn
  CHECK_FALSE(has(t.discard(0), "invader"));
  // The Mole Player 1 controlled is not Player 2's minion: discarded to its owner's pile as usual.
  CHECK(has(t.discard(1), "mole"));
  CHECK_FALSE(has(t.deck(1), "mole"));
}

TEST_CASE("[smashup][time_travelers][text] Wormhole: not used before a base scores; in the play phase only played for nothing (seed 002)") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["wormhole"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  CHECK(t.can("play wormhole"));  // "Você pode jogar uma carta mesmo que a sua habilidade não possa ter efeito"
  CHECK_FALSE(t.can("use wormhole"));
  t.answer("done");
  REQUIRE(t.asking());
  if (t.prompt().find("about to score") != std::string::npos) {
    CHECK_FALSE(t.can("use wormhole"));
  }
}

TEST_CASE("[smashup][time_travelers][text][R-27] after-scoring window: a Time Travelers player is asked whether or not the hand holds Wormhole") {
  // R-27: "Whether a player is asked in a ... before- or after-scoring window ... depends only on public information
  // (the factions in play, the cards in play), never on what their hand or deck holds".
  const char* in_hand = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["time-travelers","dinosaurs"],"hand":["wormhole"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})";
  const char* in_deck = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["time-travelers","dinosaurs"],"hand":[],"deck":["spy","wormhole","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})";
  for (const char* scenario : {in_hand, in_deck}) {
    INFO(scenario);
    Table t(scenario);
    t.answer("done");
    bool asked_after = false;
    for (int guard = 0; guard < 10 && t.asking() && !t.can("done"); ++guard) {
      if (t.asked() == 1 && t.prompt().find("has scored") != std::string::npos) asked_after = true;
      t.answer(t.can("pass") ? "pass" : "no");
    }
    CHECK(asked_after);
  }
}
