// Super Spies minions, tested from the card rows and the rulings alone (R-21, R-26, R-27): each test puts a card
// where its printed text matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Secret Agent: "Ongoing: each time another player plays an action, that player must discard a card from hand."

TEST_CASE("[smashup][super_spies][text] Secret Agent: another player who plays an action must discard a card") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["spy"],"deck":["jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":["beam-up","king-rex","invader"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"secret-agent","controller":0},{"card":"spy","controller":0}]},
                      {"base":"the-nexus"}],
             "turn":{"active":1}})");
  t.answer("play beam-up");
  t.answer("choose spy");
  // "must": the player who played the action discards, no pass; any card of their hand.
  REQUIRE(t.asked() == 1);
  CHECK(test::sorted(t.options()) == Names{"choose invader", "choose king-rex"});
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"invader"});
  CHECK(t.discard(1) == Names{"beam-up", "king-rex"});
  CHECK(t.hand(0) == Names{"spy", "spy"});
}

TEST_CASE("[smashup][super_spies][text] Secret Agent: its controller's own actions cost nothing") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["beam-up","king-rex"],"deck":["jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invader"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"secret-agent","controller":0},{"card":"spy","controller":1}]},
                      {"base":"the-nexus"}]})");
  t.answer("play beam-up");
  t.answer("choose spy");
  // "another player": Player 1 plays on, nobody discards.
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"beam-up"});
  CHECK(t.hand(1) == Names{"invader", "spy"});
}

TEST_CASE("[smashup][super_spies][text] Secret Agent: the discard is still due when the action destroyed the Agent") {
  // Glossary, Super Spies: "Secret Agent still makes the player discard even if that player's action destroyed the
  // Secret Agent (official clarification)." Bear Hug: every other player destroys their own lowest-power minion.
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","jumper"]},
                       {"factions":["bear-cavalry","dinosaurs"],"hand":["bear-hug","king-rex"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"secret-agent","controller":0}]},
                      {"base":"the-nexus"}],
             "turn":{"active":1}})");
  t.answer("play bear-hug");
  for (int guard = 0; guard < 5 && t.asking() && !t.can("done"); ++guard) {
    t.answer(t.can("choose secret-agent") ? "choose secret-agent" : "choose king-rex");
  }
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"secret-agent"});
  CHECK(t.discard(1) == Names{"bear-hug", "king-rex"});
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][super_spies][text] Secret Agent: a player with an empty hand has nothing to discard") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":["beam-up"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"secret-agent","controller":0},{"card":"spy","controller":0}]},
                      {"base":"the-nexus"}],
             "turn":{"active":1}})");
  t.answer("play beam-up");
  t.answer("choose spy");
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.discard(1) == Names{"beam-up"});
}

TEST_CASE("[smashup][super_spies][text] Secret Agent: a Special action played on its controller's turn costs a card too") {
  // "each time another player plays an action": Live and Let Chum used before a base scores is an action played.
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","dinosaurs"],"hand":["live-and-let-chum","king-rex"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"war-raptor","controller":0},{"card":"laseratops","controller":0},
                                                        {"card":"armor-stego","controller":0},{"card":"spy","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"secret-agent","controller":0}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  if (t.asked() == 0) t.answer("pass");
  REQUIRE(t.asked() == 1);
  t.answer("use live-and-let-chum");
  t.answer("choose war-raptor");
  // The Agent's trigger: Player 2 discards the only card left, King Rex.
  if (t.asked() == 1 && t.can("choose king-rex")) t.answer("choose king-rex");
  pass_through(t, 1);
  CHECK(has(t.discard(1), "king-rex"));
  CHECK(has(t.discard(1), "live-and-let-chum"));
  CHECK_FALSE(has(t.hand(1), "king-rex"));
}

// ---------------------------------------------------------------------------------------------------------------
// Mole: "Ongoing: before this minion's base scores, you may play an action as if it were a Special (an extra action
// during the scoring window)."

TEST_CASE("[smashup][super_spies][text] Mole: before its base scores its controller may play an action, free action used or not") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip","for-my-eyes-only"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"mole","controller":0},{"card":"spy","controller":0},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"],
             "turn":{"action_used":true}})");
  CHECK_FALSE(t.can("play into-the-time-slip"));
  t.answer("done");
  REQUIRE(t.asked() == 0);
  REQUIRE(t.can("use mole"));
  CHECK(t.can("pass"));
  t.answer("use mole");
  // Any action of the hand; "may": a pass is offered.
  CHECK(t.can("play into-the-time-slip"));
  CHECK(t.can("play for-my-eyes-only"));
  CHECK(t.can("pass"));
  t.answer("play into-the-time-slip");
  t.answer("choose king-rex");
  pass_through(t, 0);
  // King Rex went home before the VP: Player 1 (6 power) wins Jungle Oasis alone.
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(has(t.hand(1), "king-rex"));
  CHECK(has(t.discard(0), "into-the-time-slip"));
}

TEST_CASE("[smashup][super_spies][text] Mole: one action per Mole per scoring") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["for-my-eyes-only","into-the-time-slip"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"mole","controller":0},{"card":"king-rex","controller":0},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"],
             "turn":{"action_used":true}})");
  t.answer("done");
  t.answer("use mole");
  t.answer("play for-my-eyes-only");
  for (int guard = 0; guard < 10 && t.prompt().find("For My Eyes Only") != std::string::npos; ++guard) {
    t.answer(t.can("yes") ? "yes" : t.options().front());
  }
  // Whatever else is asked before the VP, the Mole is not offered again and the second action stays in hand.
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "use mole"));
  CHECK_FALSE(has(offered, "play into-the-time-slip"));
  CHECK(has(t.hand(0), "into-the-time-slip"));
}

TEST_CASE("[smashup][super_spies][text] Mole: only before its own base scores") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"mole","controller":0}]}],
             "base_deck":["portal-room"],
             "turn":{"action_used":true}})");
  t.answer("done");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "use mole"));
  CHECK_FALSE(has(offered, "play into-the-time-slip"));
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  CHECK(has(t.hand(0), "into-the-time-slip"));
}

TEST_CASE("[smashup][super_spies][text] Mole: works on another player's turn") {
  // An Ongoing "before this minion's base scores" is not limited to its controller's turn.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":1},
                                                        {"card":"spy","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  for (int guard = 0; guard < 5 && t.asked() == 0 && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  REQUIRE(t.can("use mole"));
  t.answer("use mole");
  t.answer("play into-the-time-slip");
  t.answer("choose king-rex");
  pass_through(t, 1);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Operative: "When you play it, reveal the top card of every player's deck (yours too). You may put any of those
// cards on the bottom of their owners' decks; the others go back on top."

TEST_CASE("[smashup][super_spies][text] Operative: reveals every top card and may bury any of them") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["operative"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader","scout"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon","beam-up"]}]
             ,"bases":[{"base":"jungle-oasis"},{"base":"the-nexus"},{"base":"portal-room"}]})");
  t.answer("play operative jungle-oasis");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose cannon", "choose jumper", "choose king-rex", "pass"});
  t.answer("choose king-rex");
  if (t.can("choose cannon")) t.answer("pass");
  CHECK(t.deck(0) == Names{"jumper", "spy"});
  CHECK(t.deck(1) == Names{"invader", "scout", "king-rex"});
  CHECK(t.deck(2) == Names{"cannon", "beam-up"});
}

TEST_CASE("[smashup][super_spies][text] Operative: burying is optional, and may include your own card") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["operative"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play operative jungle-oasis");
  t.answer("pass");
  CHECK(t.deck(0) == Names{"jumper", "spy"});
  CHECK(t.deck(1) == Names{"king-rex", "invader"});

  Table both(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["operative"],"deck":["jumper","spy"]},
                          {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader"]}],
                "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  both.answer("play operative jungle-oasis");
  both.answer("choose jumper");
  both.answer("choose king-rex");
  CHECK(both.deck(0) == Names{"spy", "jumper"});
  CHECK(both.deck(1) == Names{"invader", "king-rex"});
}

TEST_CASE("[smashup][super_spies][text] Operative: an empty deck is refilled from the discard pile to reveal") {
  // Rules, A turn: "Whenever a player must draw or reveal from an empty deck, their discard pile is shuffled into a
  // new deck first."
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["operative"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":[],"discard":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play operative jungle-oasis");
  CHECK(t.can("choose king-rex"));
  t.answer("pass");
  CHECK(t.deck(1) == Names{"king-rex"});
  CHECK(t.discard(1).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Spy: "When you play it, look at your top three cards and put them back on the top and/or bottom of your deck in
// any order."

TEST_CASE("[smashup][super_spies][text] Spy: the top three go back on top or bottom in the order chosen") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["spy"],"deck":["time-walk","jumper","mole","operative"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play spy jungle-oasis");
  REQUIRE(t.asked() == 0);
  // Only the top three, the player's own; mandatory (no pass).
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose mole", "choose time-walk"});
  // Jumper to the bottom; Time Walk on top, then Mole on top of it.
  t.answer("choose jumper");
  t.answer("no");
  t.answer("choose time-walk");
  t.answer("yes");
  if (t.can("choose mole")) {
    t.answer("choose mole");
    t.answer("yes");
  }
  CHECK(t.deck(0) == Names{"mole", "time-walk", "operative", "jumper"});
  CHECK(t.deck(1) == Names{"king-rex"});
}

TEST_CASE("[smashup][super_spies][text] Spy: with two cards in the deck it looks at two") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["spy"],"deck":["time-walk","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play spy jungle-oasis");
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose time-walk"});
  t.answer("choose time-walk");
  t.answer("no");
  if (t.can("choose jumper")) {
    t.answer("choose jumper");
    t.answer("yes");
  }
  CHECK(t.deck(0) == Names{"jumper", "time-walk"});
}
