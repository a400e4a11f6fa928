// Wizards actions, tested from the card rows of the core-set reference and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::play;

// ---------------------------------------------------------------------------------------------------------------
// Mass Enchantment: "Reveal the top card of every other player's deck. You may play one of the revealed actions as
// an extra action (you control its effect); put the unused revealed cards back on top of their owners' decks."

TEST_CASE("[smashup][wizards][text] Mass Enchantment: plays another player's revealed action, its player controlling it") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mass-enchantment"],"deck":["summon","walker","walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["mystic-studies","king-rex"]},
                       {"factions":["aliens","ninjas"],"hand":[],"deck":["invader","beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"},{"base":"the-homeworld"}]})");
  play(t, "play mass-enchantment");
  REQUIRE(t.asked() == 0);
  // Only the revealed actions of the OTHER players: not its player's own Summon, not the Invader (a minion).
  CHECK_FALSE(t.can("play summon"));
  CHECK_FALSE(t.can("choose summon"));
  CHECK_FALSE(t.can("play invader"));
  CHECK_FALSE(t.can("choose invader"));
  // "may": a pass is offered.
  CHECK(t.can("pass"));
  t.answer("choose mystic-studies");
  // The program then asks to play the chosen card now (an extra card offered at once).
  if (t.can("play mystic-studies")) play(t, "play mystic-studies");
  // The player of Mass Enchantment drew the two cards.
  CHECK(test::sorted(t.hand(0)) == Names{"summon", "walker"});
  CHECK(t.hand(1).empty());
  // Discarded: to the pile of the deck it came from (Terms, Discard).
  CHECK(t.discard(1) == Names{"mystic-studies"});
  CHECK(t.discard(0) == Names{"mass-enchantment"});
  CHECK(t.deck(1) == Names{"king-rex"});
  // The unused revealed card went back on top.
  CHECK(t.deck(2) == Names{"invader", "beam-up"});
  // That action was an extra one; the turn's own action was Mass Enchantment: Summon cannot be played now.
  CHECK_FALSE(t.can("play summon"));
}

TEST_CASE("[smashup][wizards][text] Mass Enchantment: declined, every revealed card goes back on top") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mass-enchantment"],"deck":["walker","walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["mystic-studies","king-rex"]},
                       {"factions":["aliens","ninjas"],"hand":[],"deck":["beam-up","invader"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"},{"base":"the-homeworld"}]})");
  play(t, "play mass-enchantment");
  REQUIRE(t.can("pass"));
  t.answer("pass");
  test::wz::pass_through(t, 0);
  CHECK(t.deck(1) == Names{"mystic-studies", "king-rex"});
  CHECK(t.deck(2) == Names{"beam-up", "invader"});
  CHECK(t.hand(0).empty());
  CHECK(t.discard(1).empty());
  CHECK(t.discard(2).empty());
}

TEST_CASE("[smashup][wizards][text] Mass Enchantment: one action only, from any other player") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mass-enchantment"],"deck":["walker","walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["mystic-studies","king-rex"]},
                       {"factions":["wizards","ninjas"],"hand":[],"deck":["mystic-studies","invader"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"},{"base":"the-homeworld"}]})");
  play(t, "play mass-enchantment");
  REQUIRE(t.asked() == 0);
  // Both players' Mystic Studies are offered (two options with the same short id).
  CHECK(test::wz::count(t.options(), "choose mystic-studies") == 2);
  t.answer(t.full_options().front());
  if (t.can("play mystic-studies")) play(t, "play mystic-studies");
  // One only: no second choice is offered.
  CHECK_FALSE(t.can("choose mystic-studies"));
  CHECK_FALSE(t.can("play mystic-studies"));
  CHECK(test::sorted(t.hand(0)) == Names{"walker", "walker"});
  // One was played; the other is back on top of its owner's deck.
  CHECK(t.discard(1).size() + t.discard(2).size() == 1);
  CHECK(t.deck(1).size() + t.deck(2).size() == 3);
}

TEST_CASE("[smashup][wizards][text] Mass Enchantment: an Ongoing action played from another deck is its player's") {
  // "you control its effect": Player 1 plays Player 2's Overrun, so Overrun keeps Player 2 (an "other player") out.
  // Terms, Destroy: the card still goes to its owner's discard pile when destroyed.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mass-enchantment","walker"],"deck":["summon","summon","summon"]},
                       {"factions":["wizards","zombies"],"hand":["grave-digger"],"deck":["overrun","walker","walker"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mass-enchantment");
  t.answer("choose overrun");
  play(t, "play overrun jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"overrun"});
  // Player 1 may still play there.
  CHECK(t.can("play walker jungle-oasis"));
  t.answer("done");
  test::wz::pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK_FALSE(t.can("play grave-digger jungle-oasis"));
  CHECK(t.can("play grave-digger tar-pits"));
  // At the start of Player 1's next turn it is destroyed, into Player 2's discard pile.
  t.answer("done");
  test::wz::pass_through(t, 1);
  REQUIRE(t.asked() == 0);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(has(t.discard(1), "overrun"));
  CHECK_FALSE(has(t.discard(0), "overrun"));
}

TEST_CASE("[smashup][wizards][text] Mass Enchantment: an empty deck is refilled from the discard pile to reveal") {
  // Rules, A turn: "Whenever a player must draw or reveal from an empty deck, their discard pile is shuffled into a
  // new deck first."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mass-enchantment"],"deck":["walker","walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":[],"discard":["mystic-studies"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mass-enchantment");
  REQUIRE(t.can("choose mystic-studies"));
  t.answer("choose mystic-studies");
  if (t.can("play mystic-studies")) play(t, "play mystic-studies");
  CHECK(t.hand(0) == Names{"walker", "walker"});
  CHECK(t.discard(1) == Names{"mystic-studies"});
}

TEST_CASE("[smashup][wizards][text] Mass Enchantment: an action chosen and then not played goes back on top") {
  // "put the unused revealed cards back on top of their owners' decks"
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mass-enchantment"],"deck":["walker","walker","walker"]},
                       {"factions":["wizards","dinosaurs"],"hand":[],"deck":["mystic-studies","king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mass-enchantment");
  t.answer("choose mystic-studies");
  if (t.can("play mystic-studies") && t.can("pass")) t.answer("pass");
  test::wz::pass_through(t, 0);
  CHECK(t.deck(1) == Names{"mystic-studies", "king-rex"});
  CHECK(t.discard(1).empty());
  CHECK(t.hand(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Mystic Studies: "You draw 2 cards."

TEST_CASE("[smashup][wizards][text] Mystic Studies: draws two") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mystic-studies"],"deck":["walker","grave-digger","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mystic-studies");
  CHECK(test::sorted(t.hand(0)) == Names{"grave-digger", "walker"});
  CHECK(t.deck(0) == Names{"summon"});
  CHECK(t.discard(0) == Names{"mystic-studies"});
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][wizards][text] Mystic Studies: a deck running out mid-draw is refilled from the discard pile") {
  // Rules, A turn: the discard pile is shuffled into a new deck when a draw meets an empty deck. Mystic Studies itself
  // is still being played then (discarded after its ability), so it is not shuffled in.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mystic-studies"],"deck":["walker"],"discard":["grave-digger"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mystic-studies");
  CHECK(test::sorted(t.hand(0)) == Names{"grave-digger", "walker"});
  CHECK(t.deck(0).empty());
  CHECK(t.discard(0) == Names{"mystic-studies"});
}

// ---------------------------------------------------------------------------------------------------------------
// Portal: "Reveal the top five cards of your deck. Put any number of the revealed minions into your hand, and put
// the rest back on top of your deck in the order you choose."

TEST_CASE("[smashup][wizards][text] Portal: revealed minions of the top five to the hand, the rest back on top") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["portal"],
                        "deck":["walker","summon","grave-digger","mystic-studies","zombie-lord","enchantress"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play portal");
  REQUIRE(t.asked() == 0);
  // The minions among the top five only: not the sixth card (Enchantress), not the actions. "Any number": pass.
  CHECK(test::sorted(t.options()) == Names{"choose grave-digger", "choose walker", "choose zombie-lord", "pass"});
  t.answer("choose walker");
  t.answer("choose zombie-lord");
  if (t.can("pass") && t.can("choose grave-digger")) t.answer("pass");
  // Then the order of the rest: Grave Digger, Summon, Mystic Studies from the top, if asked.
  const char* order[] = {"choose grave-digger", "choose summon", "choose mystic-studies"};
  for (const char* pick : order) {
    if (t.asking() && !t.can("done") && t.can(pick)) t.answer(pick);
  }
  test::wz::first_while(t, "Portal");
  CHECK(test::sorted(t.hand(0)) == Names{"walker", "zombie-lord"});
  const Names deck = t.deck(0);
  REQUIRE(deck.size() == 4);
  CHECK(test::sorted(Names(deck.begin(), deck.begin() + 3)) == Names{"grave-digger", "mystic-studies", "summon"});
  CHECK(deck[3] == "enchantress");
  CHECK(t.discard(0) == Names{"portal"});
}

TEST_CASE("[smashup][wizards][text] Portal: the order of the cards put back is the player's") {
  Table a(R"({"seats":[{"factions":["wizards","zombies"],"hand":["portal"],"deck":["summon","mystic-studies","scry"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(a, "play portal");
  test::wz::pass_through(a, 0);  // no minion revealed, or none taken
  // Whatever the questions, two different orders must be reachable: answer first-first, then last-first.
  Names first_order;
  for (int guard = 0; guard < 10 && a.asking() && !a.can("done"); ++guard) a.answer(a.options().front());
  first_order = a.deck(0);
  Table b(R"({"seats":[{"factions":["wizards","zombies"],"hand":["portal"],"deck":["summon","mystic-studies","scry"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(b, "play portal");
  test::wz::pass_through(b, 0);
  for (int guard = 0; guard < 10 && b.asking() && !b.can("done"); ++guard) b.answer(b.options().back());
  CHECK(test::sorted(first_order) == Names{"mystic-studies", "scry", "summon"});
  CHECK(test::sorted(b.deck(0)) == Names{"mystic-studies", "scry", "summon"});
  CHECK(first_order != b.deck(0));
}

TEST_CASE("[smashup][wizards][text] Portal: taking no minion leaves them on top") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["portal"],"deck":["walker","grave-digger"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play portal");
  REQUIRE(t.can("pass"));
  t.answer("pass");
  test::wz::first_while(t, "Portal");
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.deck(0)) == Names{"grave-digger", "walker"});
}

// ---------------------------------------------------------------------------------------------------------------
// Sacrifice: "Choose one of your minions, draw as many cards as its power, and then destroy it."

TEST_CASE("[smashup][wizards][text] Sacrifice: draws as many cards as the chosen minion's power, then destroys it") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["sacrifice"],"deck":["walker","walker","summon","scry","portal"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"chronomage","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"tar-pits","minions":[{"card":"enchantress","controller":0}]}]})");
  play(t, "play sacrifice");
  REQUIRE(t.asked() == 0);
  // One of YOUR minions, on any base; mandatory (no pass).
  CHECK(test::sorted(t.options()) == Names{"choose chronomage", "choose enchantress"});
  t.answer("choose chronomage");
  CHECK(test::sorted(t.hand(0)) == Names{"summon", "walker", "walker"});
  CHECK(t.deck(0) == Names{"scry", "portal"});
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(test::sorted(t.discard(0)) == Names{"chronomage", "sacrifice"});
}

TEST_CASE("[smashup][wizards][text] Sacrifice: current power counts") {
  // Rules, Terms: "Power: always the current power (printed + modifiers), unless a card says printed power."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["sacrifice"],"deck":["walker","walker","summon","scry","portal"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"neophyte","controller":0,"counters":2}]},
                      {"base":"tar-pits"}]})");
  play(t, "play sacrifice");
  if (t.can("choose neophyte")) t.answer("choose neophyte");
  CHECK(t.hand(0).size() == 4);
  CHECK(t.deck(0) == Names{"portal"});
  CHECK(t.minions_on("jungle-oasis").empty());
}

TEST_CASE("[smashup][wizards][text][R-23] Sacrifice: a minion its player controls but does not own goes to its owner") {
  // R-23: "'Your minions' are the ones you control; a card that leaves play still goes to its owner's ... discard pile."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["sacrifice"],"deck":["walker","walker","summon","scry","portal"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"invader","controller":0,"owner":1},{"card":"war-raptor","controller":1}]},
                      {"base":"tar-pits"}]})");
  play(t, "play sacrifice");
  REQUIRE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose war-raptor"));
  t.answer("choose invader");
  CHECK(test::sorted(t.hand(0)) == Names{"summon", "walker", "walker"});
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.discard(0) == Names{"sacrifice"});
}

TEST_CASE("[smashup][wizards][text] Sacrifice: it draws first, then destroys, so the minion is not drawn again") {
  // "draw as many cards as its power, and THEN destroy it": the deck (one card) runs out, the discard pile (one card)
  // is shuffled in, and the third draw finds nothing; only then the Chronomage goes to the discard pile.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["sacrifice"],"deck":["walker"],"discard":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"chronomage","controller":0}]},{"base":"tar-pits"}]})");
  play(t, "play sacrifice");
  if (t.can("choose chronomage")) t.answer("choose chronomage");
  CHECK(test::sorted(t.hand(0)) == Names{"summon", "walker"});
  CHECK(test::sorted(t.discard(0)) == Names{"chronomage", "sacrifice"});
  CHECK(t.deck(0).empty());
}

TEST_CASE("[smashup][wizards][text] Sacrifice: with no minion of its player's in play, nothing happens") {
  // Rules, Terms: "A card may be played even if its ability can do nothing."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["sacrifice"],"deck":["walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"war-raptor","controller":1}]},{"base":"tar-pits"}]})");
  REQUIRE(t.can("play sacrifice"));
  play(t, "play sacrifice");
  CHECK(t.can("done"));
  CHECK(t.hand(0).empty());
  CHECK(t.minions_on("jungle-oasis") == Names{"war-raptor"});
}

// ---------------------------------------------------------------------------------------------------------------
// Scry: "Look through your deck for an action card, show it to all players, put it into your hand, then shuffle your
// deck."

TEST_CASE("[smashup][wizards][text] Scry: an action of the deck to the hand, then the deck is shuffled") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["scry"],"deck":["walker","summon","grave-digger","portal","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play scry");
  REQUIRE(t.asked() == 0);
  // Actions only, from its player's deck only (not the other player's Beam Up). Mandatory: no pass.
  CHECK(test::sorted(t.options()) == Names{"choose portal", "choose summon"});
  t.answer("choose portal");
  CHECK(t.hand(0) == Names{"portal"});
  CHECK(test::sorted(t.deck(0)) == Names{"grave-digger", "summon", "walker", "walker"});
  CHECK(test::shuffled(t, 0));
  CHECK(t.discard(0) == Names{"scry"});
}

TEST_CASE("[smashup][wizards][text][R-22] Scry: a deck without actions gives nothing, and is shuffled") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["scry"],"deck":["walker","grave-digger"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play scry");
  test::wz::pass_through(t, 0);
  CHECK(t.can("done"));
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.deck(0)) == Names{"grave-digger", "walker"});
  // "Look through your deck ..., then shuffle your deck": the search was made, so the shuffle is due (R-22 spares it
  // only to "you may search" cards).
  CHECK(test::shuffled(t, 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Summon: "You may play one additional minion this turn."

TEST_CASE("[smashup][wizards][text] Summon: one more minion after the turn's minion") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["summon","walker","walker"],"deck":["walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}],
             "turn":{"minion_used":true}})");
  CHECK_FALSE(t.can("play walker jungle-oasis"));
  play(t, "play summon");
  REQUIRE(t.can("play walker tar-pits"));
  play(t, "play walker tar-pits");
  test::wz::first_while(t, "Walker");
  CHECK(t.minions_on("tar-pits") == Names{"walker"});
  CHECK_FALSE(t.can("play walker jungle-oasis"));
  CHECK_FALSE(t.can("play walker tar-pits"));
}

TEST_CASE("[smashup][wizards][text][R-18] Summon: its extra minion lasts the turn, beside the turn's own minion") {
  // R-18: "an extra granted by a card played normally in your play phase lasts the rest of the turn."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["summon","chronomage","neophyte","enchantress"],
                        "deck":["walker","walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play summon");
  play(t, "play chronomage jungle-oasis");
  REQUIRE(t.can("play enchantress tar-pits"));
  play(t, "play enchantress tar-pits");
  CHECK_FALSE(t.can("play neophyte jungle-oasis"));
  CHECK(t.minions_on("jungle-oasis") == Names{"chronomage"});
  CHECK(t.minions_on("tar-pits") == Names{"enchantress"});
}

// ---------------------------------------------------------------------------------------------------------------
// Time Loop: "You may play two additional actions this turn."

TEST_CASE("[smashup][wizards][text] Time Loop: two more actions this turn, not three") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["time-loop","mystic-studies","mystic-studies","mystic-studies"],
                        "deck":["walker","walker","walker","walker","walker","walker","walker","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play time-loop");
  play(t, "play mystic-studies");
  REQUIRE(t.can("play mystic-studies"));
  play(t, "play mystic-studies");
  CHECK_FALSE(t.can("play mystic-studies"));
  CHECK(test::wz::count(t.hand(0), "walker") == 4);
  CHECK(test::wz::count(t.hand(0), "mystic-studies") == 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Winds of Change: "Shuffle your whole hand into your deck and draw five cards; then you may play an extra action."

TEST_CASE("[smashup][wizards][text] Winds of Change: the hand goes into the deck, five are drawn, one more action") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["winds-of-change","walker","mystic-studies"],
                        "deck":["mystic-studies","mystic-studies","mystic-studies","mystic-studies","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play winds-of-change");
  CHECK(test::shuffled(t, 0));
  CHECK(t.hand(0).size() == 5);
  CHECK(t.deck(0).size() == 2);
  Names all = t.hand(0);
  for (const auto& c : t.deck(0)) all.push_back(c);
  CHECK(test::sorted(all) ==
        Names{"mystic-studies", "mystic-studies", "mystic-studies", "mystic-studies", "mystic-studies", "walker", "walker"});
  // Winds of Change was being played, not in the hand: it is discarded, not shuffled in.
  CHECK(t.discard(0) == Names{"winds-of-change"});
  // The extra action: at least three Mystic Studies were drawn; one may be played, then no other.
  REQUIRE(t.can("play mystic-studies"));
  play(t, "play mystic-studies");
  CHECK_FALSE(t.can("play mystic-studies"));
}

TEST_CASE("[smashup][wizards][text] Winds of Change: with nothing else in hand, five are drawn all the same") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["winds-of-change"],
                        "deck":["walker","grave-digger","summon","scry","portal","neophyte"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play winds-of-change");
  CHECK(t.hand(0).size() == 5);
  CHECK(t.deck(0).size() == 1);
}
