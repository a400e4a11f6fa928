// Super Spies bases (ISI's Swingin' Pad, Secret Volcano Headquarters), tested from the card rows and the rulings
// alone (R-12, R-16, R-17, R-19, R-27): each test puts a card where its printed text matters and checks the outcome
// the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::pass_through;
using test::wz::skip_windows;

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
