// Super Spies actions, tested from the card rows, the rulings (R-12 … R-14, R-19, R-27) and the second box's rules
// alone: each test puts a card where its printed text matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::pass_through;

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

// The second box's rulebook (seed 002, "Regras Adicionais"): "Você pode jogar uma carta mesmo que a sua habilidade não
// possa ter efeito." (a card may be played even if its ability can have no effect). So a Special that works only
// before a base scores may be played in the play phase as the turn's action: there it does nothing and goes to the
// discard pile (issue 36, item 12: playable, labelled as doing nothing now).
TEST_CASE("[smashup][super_spies][text][seed-002] Live and Let Chum and The Base Is Not Enough may be played in the play phase, doing nothing") {
  const char* scenario = R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["live-and-let-chum","the-base-is-not-enough"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"spy","controller":1}]},{"base":"the-nexus"}]})";
  Table chum(scenario);
  REQUIRE(chum.can("play live-and-let-chum"));
  CHECK(chum.can("play the-base-is-not-enough"));
  chum.answer("play live-and-let-chum");
  // Nothing happens: no minion to choose, Player 2's Spy stays, and the card is in its owner's discard pile.
  CHECK(chum.asked() == 0);
  CHECK(chum.can("done"));
  CHECK(chum.minions_on("jungle-oasis") == Names{"spy"});
  CHECK(chum.discard(0) == Names{"live-and-let-chum"});
  CHECK(chum.discard(1).empty());
  CHECK(chum.hand(0) == Names{"the-base-is-not-enough"});
  // It was the turn's action.
  CHECK_FALSE(chum.can("play the-base-is-not-enough"));

  Table enough(scenario);
  REQUIRE(enough.can("play the-base-is-not-enough"));
  enough.answer("play the-base-is-not-enough");
  CHECK(enough.asked() == 0);
  CHECK(enough.can("done"));
  CHECK(enough.controller("jungle-oasis", "spy") == 1);
  CHECK(enough.discard(0) == Names{"the-base-is-not-enough"});
  CHECK(enough.hand(0) == Names{"live-and-let-chum"});
  CHECK_FALSE(enough.can("play live-and-let-chum"));
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
