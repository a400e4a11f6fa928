// Wizards minions, tested from the card rows of the core-set reference and the rulings alone: each test puts a card
// where its printed text matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::play;

// ---------------------------------------------------------------------------------------------------------------
// Archmage (4): "Ongoing: on each of your turns (including the turn it enters play) you may play one extra action."

TEST_CASE("[smashup][wizards][text] Archmage: the turn it is played, its controller may play two actions") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["archmage","mystic-studies","mystic-studies","mystic-studies"],
                        "deck":["walker","walker","walker","walker","walker","walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play archmage jungle-oasis");
  play(t, "play mystic-studies");
  REQUIRE(t.can("play mystic-studies"));
  play(t, "play mystic-studies");
  // One extra, not more: the third Mystic Studies stays in hand.
  CHECK_FALSE(t.can("play mystic-studies"));
  CHECK(t.can("done"));
  CHECK(test::wz::count(t.hand(0), "mystic-studies") == 1);
  CHECK(test::wz::count(t.hand(0), "walker") == 4);
}

TEST_CASE("[smashup][wizards][text] Archmage: in play at the start of its controller's turn, two actions that turn") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mystic-studies","mystic-studies","mystic-studies"],
                        "deck":["walker","walker","walker","walker","walker","walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"archmage","controller":0}]},{"base":"tar-pits"}],
             "turn":{"phase":"start"}})");
  play(t, "play mystic-studies");
  REQUIRE(t.can("play mystic-studies"));
  play(t, "play mystic-studies");
  CHECK_FALSE(t.can("play mystic-studies"));
  CHECK(test::wz::count(t.hand(0), "walker") == 4);
}

TEST_CASE("[smashup][wizards][text] Archmage: nothing extra on another player's turn") {
  // "on each of YOUR turns": the player whose turn it is does not control the Archmage and gets one action only.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":["mystic-studies","mystic-studies"],
                        "deck":["king-rex","king-rex","king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"archmage","controller":0}]},{"base":"tar-pits"}],
             "turn":{"active":1}})");
  REQUIRE(t.asked() == 1);
  t.answer("play mystic-studies");
  CHECK_FALSE(t.can("play mystic-studies"));
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][wizards][text] Archmage: its extra action is gone once it has left play") {
  // Reading: the reference's conventions say "Ongoing: works for as long as the card stays in play" (rules, Terms:
  // "Ongoing: stays active while the card is in play"). Ninja Master destroys the Archmage before the extra is used.
  // The turn starts with the Archmage in play (its extra action and the turn's own); once it is gone, one action is
  // left: the second Mystic Studies cannot follow the first. (A scenario starting its turn gives the turn's plays
  // back, so the turn's own action is spent by playing, not by a flag.)
  Table t(R"({"seats":[{"factions":["wizards","ninjas"],"hand":["ninja-master","mystic-studies","mystic-studies"],
                        "deck":["walker","walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"archmage","controller":0}]},{"base":"tar-pits"}],
             "turn":{"phase":"start"}})");
  REQUIRE(t.can("play mystic-studies"));
  t.answer("play ninja-master jungle-oasis");
  REQUIRE(t.can("choose archmage"));
  t.answer("choose archmage");
  CHECK(has(t.discard(0), "archmage"));
  REQUIRE(t.can("play mystic-studies"));
  t.answer("play mystic-studies");
  CHECK_FALSE(t.can("play mystic-studies"));
}

// ---------------------------------------------------------------------------------------------------------------
// Chronomage (3): "When you play it, you may play an extra action this turn."

TEST_CASE("[smashup][wizards][text] Chronomage: after the turn's action, one more action") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["chronomage","mystic-studies","mystic-studies"],
                        "deck":["walker","walker","walker","walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}],
             "turn":{"action_used":true}})");
  CHECK_FALSE(t.can("play mystic-studies"));
  t.answer("play chronomage jungle-oasis");
  REQUIRE(t.can("play mystic-studies"));
  t.answer("play mystic-studies");
  CHECK(test::wz::count(t.hand(0), "walker") == 2);
  // One extra only.
  CHECK_FALSE(t.can("play mystic-studies"));
  CHECK(t.minions_on("jungle-oasis") == Names{"chronomage"});
}

TEST_CASE("[smashup][wizards][text][R-18] Chronomage: its extra action lasts the rest of the turn") {
  // R-18: "an extra granted by a card played normally in your play phase lasts the rest of the turn."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["chronomage","walker","mystic-studies","mystic-studies","mystic-studies"],
                        "deck":["walker","walker","walker","walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play chronomage jungle-oasis");
  // A minion is not an action: the Chronomage's gift does not turn into a minion play.
  CHECK_FALSE(t.can("play walker jungle-oasis"));
  play(t, "play mystic-studies");
  REQUIRE(t.can("play mystic-studies"));
  play(t, "play mystic-studies");
  CHECK_FALSE(t.can("play mystic-studies"));
  CHECK(test::wz::count(t.hand(0), "walker") == 5);
}

// ---------------------------------------------------------------------------------------------------------------
// Enchantress (2): "When you play it, draw a card."

TEST_CASE("[smashup][wizards][text] Enchantress: draws the top card of its player's deck") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["enchantress"],"deck":["grave-digger","walker","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play enchantress tar-pits");
  // Mandatory and without a choice: the play phase asks again at once.
  CHECK(t.can("done"));
  CHECK(t.hand(0) == Names{"grave-digger"});
  CHECK(t.deck(0) == Names{"walker", "summon"});
  CHECK(t.hand(1).empty());
  CHECK(t.minions_on("tar-pits") == Names{"enchantress"});
}

TEST_CASE("[smashup][wizards][text] Enchantress: an empty deck is refilled from the discard pile to draw") {
  // Rules, A turn: "Whenever a player must draw or reveal from an empty deck, their discard pile is shuffled into a
  // new deck first."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["enchantress"],"deck":[],"discard":["grave-digger"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play enchantress tar-pits");
  CHECK(t.hand(0) == Names{"grave-digger"});
  CHECK(t.discard(0).empty());
  CHECK(t.deck(0).empty());
}

TEST_CASE("[smashup][wizards][text] Enchantress: with no deck and no discard pile the draw does not happen") {
  // Rules, A turn: "If both are empty, the draw simply does not happen."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["enchantress","summon"],"deck":[]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play enchantress tar-pits");
  CHECK(t.can("done"));
  CHECK(t.hand(0) == Names{"summon"});
  CHECK(t.minions_on("tar-pits") == Names{"enchantress"});
}

// ---------------------------------------------------------------------------------------------------------------
// Neophyte (2): "When you play it, reveal the top card of your deck. If it is an action, you may either put it into
// your hand or play it as an extra action; otherwise put it back on top of your deck."

TEST_CASE("[smashup][wizards][text] Neophyte: a revealed minion goes back on top") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["neophyte"],"deck":["grave-digger","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play neophyte jungle-oasis");
  // Nothing to take: the revealed minion is not offered, neither to the hand nor to play.
  test::wz::pass_through(t, 0);
  CHECK(t.can("done"));
  CHECK_FALSE(t.can("play grave-digger jungle-oasis"));
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0) == Names{"grave-digger", "summon"});
}

TEST_CASE("[smashup][wizards][text] Neophyte: a revealed action may be put into the hand") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["neophyte"],"deck":["mystic-studies","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play neophyte jungle-oasis");
  REQUIRE(t.asked() == 0);
  REQUIRE_FALSE(t.can("done"));
  // Two ways are offered: play it now (yes), or not, and then into the hand (yes) or left on top (no).
  REQUIRE(t.can("no"));
  t.answer("no");
  REQUIRE(t.can("yes"));
  t.answer("yes");
  CHECK(t.hand(0) == Names{"mystic-studies"});
  CHECK(t.deck(0) == Names{"walker", "walker"});
  // The turn's own action is still free: the card taken may be played now.
  CHECK(t.can("play mystic-studies"));
}

TEST_CASE("[smashup][wizards][text] Neophyte: a revealed action played as an extra leaves the turn's action free") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["neophyte","summon"],"deck":["mystic-studies","walker","grave-digger","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play neophyte jungle-oasis");
  REQUIRE(t.asked() == 0);
  REQUIRE(t.can("yes"));
  t.answer("yes");
  play(t, "play mystic-studies");
  // Mystic Studies resolved: its player drew the next two cards; it went to the discard pile.
  CHECK(test::sorted(t.hand(0)) == Names{"grave-digger", "summon", "walker"});
  CHECK(t.deck(0) == Names{"walker"});
  CHECK(t.discard(0) == Names{"mystic-studies"});
  // "as an extra action": the turn's free action is still there.
  CHECK(t.can("play summon"));
}

TEST_CASE("[smashup][wizards][text] Neophyte: the revealed action is played even when the turn's action is used") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["neophyte"],"deck":["mystic-studies","walker","grave-digger","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}],
             "turn":{"action_used":true}})");
  t.answer("play neophyte jungle-oasis");
  t.answer("yes");
  play(t, "play mystic-studies");
  CHECK(test::sorted(t.hand(0)) == Names{"grave-digger", "walker"});
  CHECK(t.discard(0) == Names{"mystic-studies"});
}

TEST_CASE("[smashup][wizards][text] Neophyte: a revealed Ongoing action is played onto a base") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["neophyte"],"deck":["overrun","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":["king-rex"],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}],
             "turn":{"action_used":true}})");
  t.answer("play neophyte jungle-oasis");
  t.answer("yes");
  REQUIRE(t.can("play overrun tar-pits"));
  play(t, "play overrun tar-pits");
  CHECK(t.actions_on("tar-pits") == Names{"overrun"});
  CHECK(t.deck(0) == Names{"walker"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][wizards][text] Neophyte: the revealed action may also be left where it is") {
  // Reading: "you MAY either put it into your hand or play it" — rules, Terms: "'You may' is optional". Declined, the
  // revealed card stays on top of the deck (it was revealed, not drawn).
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["neophyte"],"deck":["mystic-studies","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play neophyte jungle-oasis");
  REQUIRE(t.asked() == 0);
  CHECK((t.can("pass") || t.can("no")));
  test::wz::pass_through(t, 0);
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0) == Names{"mystic-studies", "walker"});
}

TEST_CASE("[smashup][wizards][text] Neophyte: an empty deck is refilled from the discard pile to reveal") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["neophyte"],"deck":[],"discard":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play neophyte jungle-oasis");
  // Summon was shuffled into the new deck and revealed: it is offered (to play, or to the hand).
  REQUIRE(t.can("no"));
  t.answer("no");
  REQUIRE(t.can("yes"));
  t.answer("yes");
  CHECK(t.hand(0) == Names{"summon"});
  CHECK(t.discard(0).empty());
}
