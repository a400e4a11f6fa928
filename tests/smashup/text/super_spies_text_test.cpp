// Super Spies and their bases, tested from the card rows and the rulings alone (R-12 … R-17, R-19, R-21, R-26, R-27):
// each test puts a card where its printed text matters and checks the outcome the text demands.
#include <algorithm>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

namespace {

bool has(const Names& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// Answers "pass" (or "no") to every question until a play phase asks again (or the game stops), and returns every
// option offered to `seat` on the way.
Names pass_through(Table& t, Seat seat) {
  Names offered;
  for (int guard = 0; guard < 40 && t.asking() && !t.can("done"); ++guard) {
    if (t.asked() == seat) {
      for (const auto& o : t.options()) offered.push_back(o);
    }
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else {
      break;
    }
  }
  return offered;
}

// Passes every "Me first!" window question (before or after a base scores) now pending.
void skip_windows(Table& t) {
  for (int guard = 0; guard < 20 && t.asking() && t.prompt().find("use a Special, or pass") != std::string::npos; ++guard) {
    t.answer("pass");
  }
}

}  // namespace

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

// ---------------------------------------------------------------------------------------------------------------
// Discards Are Forever: "Every player (you included) reveals cards from the top of their deck until a minion is
// revealed; all the revealed cards are discarded."

TEST_CASE("[smashup][super_spies][text] Discards Are Forever: everyone discards down to and including a minion") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["discards-are-forever"],"deck":["for-my-eyes-only","spy","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["beam-up","cannon","king-rex","invader"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["scout","beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"},{"base":"portal-room"}]})");
  t.answer("play discards-are-forever");
  CHECK(t.deck(0) == Names{"jumper"});
  CHECK(test::sorted(t.discard(0)) == Names{"discards-are-forever", "for-my-eyes-only", "spy"});
  CHECK(t.deck(1) == Names{"invader"});
  CHECK(test::sorted(t.discard(1)) == Names{"beam-up", "cannon", "king-rex"});
  // A minion on top: only it goes.
  CHECK(t.deck(2) == Names{"beam-up"});
  CHECK(t.discard(2) == Names{"scout"});
}

TEST_CASE("[smashup][super_spies][text] Discards Are Forever: a deck without minions is revealed and discarded whole") {
  // Reading: the revealed cards are discarded together at the end ("all the revealed cards are discarded"), so when
  // the deck runs out with an empty discard pile there is nothing to shuffle and the reveal stops.
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["discards-are-forever"],"deck":["spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["beam-up","cannon"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play discards-are-forever");
  CHECK(t.deck(1).empty());
  CHECK(test::sorted(t.discard(1)) == Names{"beam-up", "cannon"});
  CHECK(t.deck(0).empty());
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// For My Eyes Only: "Look at your top five cards and put them back on the top and/or bottom of your deck in any
// order."

TEST_CASE("[smashup][super_spies][text] For My Eyes Only: five cards, back on top or bottom as chosen") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["for-my-eyes-only"],
                        "deck":["jumper","spy","mole","operative","time-walk","wormhole"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play for-my-eyes-only");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) ==
        Names{"choose jumper", "choose mole", "choose operative", "choose spy", "choose time-walk"});
  // Jumper and Spy to the bottom (Jumper first), then Time Walk, Operative, Mole on top (Mole ends on top).
  const std::pair<const char*, bool> order[] = {{"jumper", false},   {"spy", false},  {"time-walk", true},
                                                {"operative", true}, {"mole", true}};
  for (const auto& [card, top] : order) {
    if (!t.can(std::string("choose ") + card)) break;
    t.answer(std::string("choose ") + card);
    t.answer(top ? "yes" : "no");
  }
  CHECK(t.deck(0) == Names{"mole", "operative", "time-walk", "wormhole", "jumper", "spy"});
  CHECK(t.deck(1) == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"for-my-eyes-only"});
}

// ---------------------------------------------------------------------------------------------------------------
// From Q With Love: "Draw three cards, then discard two cards."

TEST_CASE("[smashup][super_spies][text] From Q With Love: draw three, then discard two of the whole hand") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["from-q-with-love","king-rex"],
                        "deck":["jumper","spy","mole","operative"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play from-q-with-love");
  REQUIRE(t.asked() == 0);
  // Mandatory: no pass; the card held before is a choice too.
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose king-rex", "choose mole", "choose spy"});
  t.answer("choose king-rex");
  t.answer("choose spy");
  CHECK(test::sorted(t.hand(0)) == Names{"jumper", "mole"});
  CHECK(test::sorted(t.discard(0)) == Names{"from-q-with-love", "king-rex", "spy"});
  CHECK(t.deck(0) == Names{"operative"});
}

TEST_CASE("[smashup][super_spies][text] From Q With Love: with one card drawn it is the one discarded") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["from-q-with-love"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play from-q-with-love");
  if (t.asked() == 0 && t.can("choose jumper")) t.answer("choose jumper");
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.discard(0)) == Names{"from-q-with-love", "jumper"});
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// Live and Let Chum: "Special: before a base scores, destroy a minion with power 3 or less on that base."

TEST_CASE("[smashup][super_spies][text] Live and Let Chum: before a base scores, destroy a minion of power 3 or less there") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["live-and-let-chum"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"spy","controller":0},
                                                        {"card":"doctor-when","controller":1},{"card":"time-raider","controller":1},
                                                        {"card":"jumper","controller":1},
                                                        {"card":"operative","controller":1,"counters":1}]},
                      {"base":"the-nexus","minions":[{"card":"time-raider","controller":1}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  REQUIRE(t.asked() == 0);
  t.answer("use live-and-let-chum");
  // Power 3 or less (current power: the Operative with a +1 counter has 4), on that base only; not Doctor When (5)
  // nor King Rex (7), nor the Time Raider on The Nexus.
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose spy", "choose time-raider"});
  CHECK_FALSE(t.can("pass"));
  t.answer("choose time-raider");
  pass_through(t, 0);
  // The Raider went to its owner's discard pile; the one on The Nexus stayed.
  CHECK(has(t.discard(1), "time-raider"));
  CHECK(t.minions_on("the-nexus") == Names{"time-raider"});
}

TEST_CASE("[smashup][super_spies][text] Live and Let Chum: the destroyed minion changes who wins") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["live-and-let-chum"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"spy","controller":0},
                                                        {"card":"doctor-when","controller":1},{"card":"time-raider","controller":1},
                                                        {"card":"jumper","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  t.answer("use live-and-let-chum");
  t.answer("choose time-raider");
  pass_through(t, 0);
  // 9 against 7: Player 1 takes Jungle Oasis's 2 VP instead of Player 2 (10 against 9).
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][super_spies][text] Live and Let Chum and The Base Is Not Enough are not played in the play phase") {
  // Reading question. Terms: "Special: works at a time or in a way the card says"; both cards say "before a base
  // scores", which a play phase is not. (Wormhole, "Special: play after a base scores", is likewise not offered.)
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["live-and-let-chum","the-base-is-not-enough"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"spy","controller":1}]},{"base":"the-nexus"}]})");
  CHECK_FALSE(t.can("play live-and-let-chum"));
  CHECK_FALSE(t.can("play the-base-is-not-enough"));
  CHECK_FALSE(t.can("use live-and-let-chum"));
  CHECK_FALSE(t.can("use the-base-is-not-enough"));
}

TEST_CASE("[smashup][super_spies][text][R-27] before-scoring window: a Super Spies player is asked whether or not the hand holds a Special") {
  // R-27: "a player whose factions have a card usable in that window is asked even when their hand holds none."
  const char* with_card = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","dinosaurs"],"hand":["live-and-let-chum"],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"spy","controller":1},
                                                        {"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})";
  const char* in_deck = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","dinosaurs"],"hand":[],"deck":["spy","live-and-let-chum","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"spy","controller":1},
                                                        {"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})";
  for (const char* scenario : {with_card, in_deck}) {
    Table t(scenario);
    t.answer("done");
    for (int guard = 0; guard < 5 && t.asking() && t.asked() == 0 && t.can("pass"); ++guard) t.answer("pass");
    INFO(scenario);
    REQUIRE(t.asking());
    CHECK(t.asked() == 1);
    CHECK(t.prompt().find("about to score") != std::string::npos);
    CHECK(t.can("pass"));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Mindraker (R-12): "play it on a base. Ongoing: while this base is scoring, other players cannot play actions
// (Specials included) — the restriction covers the whole scoring of that base, both windows."

TEST_CASE("[smashup][super_spies][text][R-12] Mindraker: other players play no action while its base scores") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["mindraker"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","time-travelers"],"hand":["live-and-let-chum","the-base-is-not-enough","wormhole"],
                        "deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"spy","controller":0},
                                                        {"card":"doctor-when","controller":1},{"card":"jumper","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("play mindraker jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"mindraker"});
  t.answer("done");
  const Names offered = pass_through(t, 1);
  CHECK_FALSE(has(offered, "use live-and-let-chum"));
  CHECK_FALSE(has(offered, "use the-base-is-not-enough"));
  CHECK_FALSE(has(offered, "use wormhole"));
  // Nothing changed the scoring: 9 against 7; Player 2's minions went to the discard pile, not the deck.
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(test::sorted(t.hand(1)) == Names{"live-and-let-chum", "the-base-is-not-enough", "wormhole"});
  CHECK(test::sorted(t.discard(1)) == Names{"doctor-when", "jumper"});
}

TEST_CASE("[smashup][super_spies][text][R-12] Mindraker: its controller's own Specials still work there") {
  Table m(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["live-and-let-chum"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"spy","controller":0},
                                                        {"card":"doctor-when","controller":1},{"card":"time-raider","controller":1},
                                                        {"card":"jumper","controller":1}],
                       "actions":[{"card":"mindraker","controller":0}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  m.answer("done");
  REQUIRE(m.asked() == 0);
  REQUIRE(m.can("use live-and-let-chum"));
  m.answer("use live-and-let-chum");
  m.answer("choose time-raider");
  pass_through(m, 0);
  CHECK(m.vp(0) == 2);
  CHECK(m.vp(1) == 0);
}

TEST_CASE("[smashup][super_spies][text][R-12] Mindraker: another base's scoring is open to everyone") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","time-travelers"],"hand":["live-and-let-chum"],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"spy","controller":0},
                                                        {"card":"doctor-when","controller":1},{"card":"time-raider","controller":1}]},
                      {"base":"the-nexus","actions":[{"card":"mindraker","controller":0}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  for (int guard = 0; guard < 5 && t.asked() == 0 && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  REQUIRE(t.can("use live-and-let-chum"));
  t.answer("use live-and-let-chum");
  t.answer("choose spy");
  pass_through(t, 1);
  // 8 against 7: Player 2 wins.
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Permit to Kill (R-13): "each other player reveals the top two cards of their deck; every minion among them is
// discarded; the player of Permit to Kill puts the rest back on top of that deck in the order they choose."

TEST_CASE("[smashup][super_spies][text][R-13] Permit to Kill: minions among the top two are discarded, the rest go back") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["permit-to-kill"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","beam-up","cannon"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play permit-to-kill");
  if (t.asked() == 0 && t.can("choose beam-up")) t.answer("choose beam-up");
  CHECK(t.deck(1) == Names{"beam-up", "cannon"});
  CHECK(t.discard(1) == Names{"king-rex"});
  // Not its player's deck.
  CHECK(t.deck(0) == Names{"jumper", "spy"});
  CHECK(t.discard(0) == Names{"permit-to-kill"});
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][super_spies][text][R-13] Permit to Kill: its player orders two non-minions put back") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["permit-to-kill"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["beam-up","cannon","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play permit-to-kill");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose beam-up", "choose cannon"});
  // "the last one chosen ends on top" (the prompt): Beam Up first, Cannon on top.
  t.answer("choose beam-up");
  if (t.can("choose cannon")) t.answer("choose cannon");
  CHECK(t.deck(1) == Names{"cannon", "beam-up", "king-rex"});
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][super_spies][text][R-13] Permit to Kill: every other player, two minions both discarded") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["permit-to-kill"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader","beam-up"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon","scout","collector"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"},{"base":"portal-room"}]})");
  t.answer("play permit-to-kill");
  for (int guard = 0; guard < 5 && t.asking() && !t.can("done"); ++guard) t.answer(t.options().front());
  CHECK(t.deck(1) == Names{"beam-up"});
  CHECK(test::sorted(t.discard(1)) == Names{"invader", "king-rex"});
  CHECK(t.deck(2) == Names{"cannon", "collector"});
  CHECK(t.discard(2) == Names{"scout"});
  CHECK(t.deck(0) == Names{"jumper", "spy"});
}

// ---------------------------------------------------------------------------------------------------------------
// The Base Is Not Enough (R-14): "Special, before a base scores: take control of one minion of power 4 or less on
// that base until the end of the turn (it counts for you while the base scores; when the base scores it goes to its
// owner's discard pile as usual)."

TEST_CASE("[smashup][super_spies][text][R-14] The Base Is Not Enough: a taken minion of power 4 or less counts for its taker") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","time-travelers"],"hand":["the-base-is-not-enough"],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"mole","controller":0},{"card":"doctor-when","controller":0},
                                                        {"card":"operative","controller":0,"counters":2},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"spy","controller":0}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  for (int guard = 0; guard < 5 && t.asked() == 0 && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  t.answer("use the-base-is-not-enough");
  // Power 4 or less on that base: the Mole; not Doctor When (5), not the Operative (3 + 2 counters), not the Spy
  // on The Nexus.
  CHECK(t.options() == Names{"choose mole"});
  t.answer("choose mole");
  pass_through(t, 1);
  // Player 2: 7 + 4 = 11 against Player 1's 5 + 5 = 10.
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
  // To its owner's discard pile.
  CHECK(has(t.discard(0), "mole"));
  CHECK_FALSE(has(t.discard(1), "mole"));
}

// ---------------------------------------------------------------------------------------------------------------
// The Spy Who Ditched Me: "Each other player must discard a minion card from hand, or show their hand to prove they
// have none."

TEST_CASE("[smashup][super_spies][text] The Spy Who Ditched Me: another player discards a minion card of their choice") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["the-spy-who-ditched-me","jumper"],"deck":["spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":["king-rex","invader","beam-up"],"deck":["spy"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play the-spy-who-ditched-me");
  REQUIRE(t.asked() == 1);
  // "must": minion cards only, no pass.
  CHECK(test::sorted(t.options()) == Names{"choose invader", "choose king-rex"});
  t.answer("choose invader");
  CHECK(t.hand(1) == Names{"king-rex", "beam-up"});
  CHECK(t.discard(1) == Names{"invader"});
  // Not its player.
  CHECK(t.hand(0) == Names{"jumper"});
}

TEST_CASE("[smashup][super_spies][text] The Spy Who Ditched Me: a hand without minions loses nothing") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["the-spy-who-ditched-me"],"deck":["spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":["beam-up","cannon"],"deck":["spy"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play the-spy-who-ditched-me");
  if (t.asking() && !t.can("done") && t.can("pass")) t.answer("pass");
  CHECK(t.hand(1) == Names{"beam-up", "cannon"});
  CHECK(t.discard(1).empty());
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][super_spies][text][R-19] The Spy Who Ditched Me: each other player in turn, clockwise from its player") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["king-rex","jumper"],"deck":["spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":["king-rex","invader"],"deck":["spy"]},
                       {"factions":["ninjas","pirates"],"hand":["the-spy-who-ditched-me","scout","collector"],"deck":["spy"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"},{"base":"portal-room"}],
             "turn":{"active":2}})");
  t.answer("play the-spy-who-ditched-me");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose king-rex"});
  t.answer("choose king-rex");
  REQUIRE(t.asked() == 1);
  t.answer("choose king-rex");
  CHECK(t.hand(0) == Names{"jumper"});
  CHECK(t.hand(1) == Names{"invader"});
  CHECK(test::sorted(t.hand(2)) == Names{"collector", "scout"});
}

// ---------------------------------------------------------------------------------------------------------------
// ISI's Swingin' Pad (21, 4/2/1; R-16): "after this base scores, the winner (each tied winner) may look at the top
// three cards of their own deck and put each back on the top or the bottom, in any order."

TEST_CASE("[smashup][super_spies][text][R-16] ISI's Swingin' Pad: its winner rearranges their top three; VP 4/2/1") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","operative","time-walk"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon","cannon","cannon"]}],
             "bases":[{"base":"isis-swingin-pad","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                            {"card":"doctor-when","controller":1},
                                                            {"card":"spy","controller":2}]},
                      {"base":"jungle-oasis"},{"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.asked() == 0);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
  // "may": the winner is asked whether to look (the program asks yes/no first); then only their own top three.
  REQUIRE(t.can("no"));
  t.answer("yes");
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose mole", "choose spy"});
  // Jumper and Spy to the bottom, Mole stays on top: the turn's draw then takes Mole and Operative.
  t.answer("choose jumper");
  t.answer("no");
  t.answer("choose spy");
  t.answer("no");
  if (t.can("choose mole")) {
    t.answer("choose mole");
    t.answer("yes");
  }
  skip_windows(t);
  CHECK(test::sorted(t.hand(0)) == Names{"mole", "operative"});
  CHECK(t.deck(0) == Names{"time-walk", "jumper", "spy"});
  CHECK(t.deck(1) == Names{"scout", "scout", "scout", "scout"});
}

TEST_CASE("[smashup][super_spies][text][R-16] ISI's Swingin' Pad: declined, the deck stays as it was") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","operative"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"isis-swingin-pad","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                            {"card":"king-rex","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.asked() == 0);
  REQUIRE(t.can("no"));
  t.answer("no");
  skip_windows(t);
  CHECK(test::sorted(t.hand(0)) == Names{"jumper", "spy"});
  CHECK(t.deck(0) == Names{"mole", "operative"});
}

TEST_CASE("[smashup][super_spies][text][R-16][R-19] ISI's Swingin' Pad: tied winners each look, the active player first") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole"]}],
             "bases":[{"base":"isis-swingin-pad","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":0},
                                                            {"card":"king-rex","controller":1},{"card":"mole","controller":1},
                                                            {"card":"spy","controller":0},{"card":"spy","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  REQUIRE(t.asked() == 0);
  CHECK(t.prompt().find("ISI") != std::string::npos);
  t.answer("yes");
  CHECK(t.options() == Names{"choose scout", "choose scout", "choose scout"});
  for (int guard = 0; guard < 6 && t.asked() == 0 && t.prompt().find("ISI") != std::string::npos; ++guard) {
    t.answer(t.can("yes") ? "yes" : t.options().front());
  }
  skip_windows(t);
  REQUIRE(t.asked() == 1);
  CHECK(t.prompt().find("ISI") != std::string::npos);
  t.answer("yes");
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose mole", "choose spy"});
}

TEST_CASE("[smashup][super_spies][text][R-16] ISI's Swingin' Pad: the runner-up is not asked") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole"]}],
             "bases":[{"base":"isis-swingin-pad","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                            {"card":"king-rex","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  const Names offered = pass_through(t, 1);
  CHECK_FALSE(has(offered, "choose jumper"));
  CHECK(t.deck(1) == Names{"jumper", "spy", "mole"});
}

// ---------------------------------------------------------------------------------------------------------------
// Secret Volcano Headquarters (18, 4/3/2; R-17): "before this base scores, each player, starting with the active
// player, reveals the top card of their deck; a revealed minion is played onto this base as an extra minion (its
// ability fires, and it counts for this scoring); a revealed action goes back on top."

TEST_CASE("[smashup][super_spies][text][R-17] Secret Volcano Headquarters: revealed minions join the scoring, actions go back") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["for-my-eyes-only","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","scout","scout"]}],
             "bases":[{"base":"secret-volcano-headquarters","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                                       {"card":"mole","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  pass_through(t, 0);
  // Player 2's King Rex joined: 11 against Player 1's 14, so Player 1 wins; Player 2 second.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  // The King Rex was on the base when it scored: in its owner's discard pile with the Mole.
  CHECK(test::sorted(t.discard(1)) == Names{"king-rex", "mole"});
  // Player 1's For My Eyes Only went back on top, then the turn's draw took it and a Jumper.
  CHECK(test::sorted(t.hand(0)) == Names{"for-my-eyes-only", "jumper"});
  CHECK(t.deck(1) == Names{"scout", "scout"});
}

TEST_CASE("[smashup][super_spies][text][R-17] Secret Volcano Headquarters: a revealed minion is played, so its ability fires") {
  // Invader: "When you play it, you score 1 VP."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":[],"deck":["beam-up","jumper","jumper"]}],
             "bases":[{"base":"secret-volcano-headquarters","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1},
                                                                       {"card":"doctor-when","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  pass_through(t, 0);
  // Invader (1 VP) and 10 power, against Player 2's 12: Player 2 first (4), Player 1 second (3) + 1.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  CHECK(has(t.discard(0), "invader"));
  // Player 2's revealed Beam Up went back on top (only the active Player 1 drew at the end of the turn).
  CHECK(t.deck(1) == Names{"beam-up", "jumper", "jumper"});
}

TEST_CASE("[smashup][super_spies][text][R-17] Secret Volcano Headquarters: the active player reveals and plays first") {
  // Both revealed Spies ask their players to arrange their decks: Player 2 (active) first, then Player 1.
  Table t(R"({"seats":[{"factions":["super-spies","dinosaurs"],"hand":[],"deck":["spy","king-rex","jumper"]},
                       {"factions":["super-spies","time-travelers"],"hand":[],"deck":["spy","mole","mole"]}],
             "bases":[{"base":"secret-volcano-headquarters","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1},
                                                                       {"card":"doctor-when","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["portal-room"],
             "turn":{"active":1}})");
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.prompt().find("Spy") != std::string::npos);
  CHECK(t.asked() == 1);
  CHECK(test::sorted(t.options()) == Names{"choose mole", "choose mole"});
  for (int guard = 0; guard < 6 && t.asked() == 1 && t.prompt().find("Spy") != std::string::npos; ++guard) {
    t.answer(t.can("yes") ? "yes" : t.options().front());
  }
  skip_windows(t);
  REQUIRE(t.prompt().find("Spy") != std::string::npos);
  CHECK(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose jumper", "choose king-rex"});
}

TEST_CASE("[smashup][super_spies][text][R-17] Secret Volcano Headquarters: an empty deck is refilled from the discard pile to reveal") {
  // Rules, A turn: "Whenever a player must draw or reveal from an empty deck, their discard pile is shuffled into a
  // new deck first."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":[],"discard":["king-rex"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":[],"discard":[]}],
             "bases":[{"base":"secret-volcano-headquarters","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1},
                                                                       {"card":"war-raptor","controller":1},{"card":"spy","controller":1}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  pass_through(t, 0);
  // Player 1's King Rex was revealed and played: 14 against 12.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  // Both King Rexes went to the discard pile, which the turn's draw then shuffled back and drew.
  CHECK(t.hand(0) == Names{"king-rex", "king-rex"});
}

TEST_CASE("[smashup][super_spies][text] Secret Agent: each action played costs a card, an extra one from the discard pile too") {
  // It's Astounding and the action it plays from the discard pile are two actions played.
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","jumper"]},
                       {"factions":["super-spies","time-travelers"],"hand":["its-astounding","king-rex","invader","scout"],
                        "deck":["spy","spy"],"discard":["into-the-time-slip"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"secret-agent","controller":0},{"card":"spy","controller":0}]},
                      {"base":"the-nexus"}],
             "turn":{"active":1}})");
  t.answer("play its-astounding");
  for (int guard = 0; guard < 10 && !t.can("done"); ++guard) {
    if (t.can("play into-the-time-slip")) {
      t.answer("play into-the-time-slip");
    } else if (t.prompt().find("Into the Time Slip") != std::string::npos) {
      t.answer("choose spy");
    } else {
      t.answer(t.options().front());
    }
  }
  CHECK(t.hand(0) == Names{"spy"});
  CHECK(t.hand(1).size() == 1);
  CHECK(t.discard(1).size() == 4);
}

TEST_CASE("[smashup][super_spies][text][R-27] Mole: its controller is asked before its base scores, whatever the hand holds") {
  // R-27: whether a player is asked in a before-scoring window "depends only on public information (the factions in
  // play, the cards in play), never on what their hand or deck holds". The Mole is in play.
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","into-the-time-slip","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"mole","controller":0},{"card":"spy","controller":0},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  REQUIRE(t.asking());
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("about to score") != std::string::npos);
  CHECK(t.can("pass"));
}

TEST_CASE("[smashup][super_spies][text][R-12] Mindraker: another player's Mole plays no action for its base") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","jumper","jumper"]},
                       {"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["spy","spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":1},
                                                        {"card":"spy","controller":1}],
                       "actions":[{"card":"mindraker","controller":0}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  bool played = false;
  for (int guard = 0; guard < 20 && t.asking() && !t.can("done"); ++guard) {
    if (t.asked() == 1 && t.can("use mole")) {
      t.answer("use mole");
      continue;
    }
    if (t.asked() == 1 && t.can("play into-the-time-slip")) played = true;
    t.answer(t.can("pass") ? "pass" : "no");
  }
  CHECK_FALSE(played);
  CHECK(t.hand(1) == Names{"into-the-time-slip"});
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
}
