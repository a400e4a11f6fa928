// Super Spies (Science Fiction Double Feature): every card and both bases, the deck-arranging step and what bots
// may know of it, then how the cards meet core-set and Awesome Level 9000 cards.
#include <algorithm>

#include <catch2/catch.hpp>

#include "framework/rng.hpp"
#include "games/smashup/determinize.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::sorted;

TEST_CASE("[smashup][super_spies] the faction has 20 cards: 10 minions of total power 30, 10 actions, and 2 bases") {
  const auto* f = find_faction("super-spies");
  REQUIRE(f != nullptr);
  const auto totals = test::deck_totals(f->faction);
  CHECK(totals.minions == 10);
  CHECK(totals.actions == 10);
  CHECK(totals.power == 30);
  CHECK(totals.kinds == 12);
  CHECK(f->bases.size() == 2);
  CHECK(playable(Faction::SuperSpies));  // from card edition 3 (Science Fiction Double Feature)
  CHECK_FALSE(playable(Faction::SuperSpies, 2));
}

// ---- Secret Agent

TEST_CASE("[smashup][super_spies] Secret Agent makes another player who plays an action discard a card") {
  Table t(R"({"seats": [{}, {"hand": ["summon", "zapbot", "hoverbot"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "secret-agent", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play summon");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose zapbot", "choose hoverbot"});  // no pass
  t.answer("choose hoverbot");
  CHECK(t.discard(1) == Names{"summon", "hoverbot"});
  CHECK(t.hand(1) == Names{"zapbot"});
}

TEST_CASE("[smashup][super_spies][interaction] Secret Agent answers an action used as a Special (Hidden Ninja)") {
  Table t(R"({"seats": [{"hand": ["hidden-ninja", "tiger-assassin", "zapbot"], "deck": ["scout", "scout"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                            {"card": "secret-agent", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use hidden-ninja");
  t.answer("play tiger-assassin jungle-oasis");
  // Hidden Ninja was played: its player discards a card (the one left), before the base scores and the draw.
  CHECK(t.prompt().find("Secret Agent") != std::string::npos);
  t.answer("choose zapbot");
  const auto discard = t.discard(0);
  CHECK(std::count(discard.begin(), discard.end(), "zapbot") == 1);
  CHECK(t.hand(0) == Names{"scout", "scout"});
}

TEST_CASE("[smashup][super_spies] Secret Agent ignores its own player's actions and an empty hand asks nothing") {
  Table t(R"({"seats": [{"hand": ["summon", "zapbot"]}, {"hand": ["summon"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "secret-agent", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play summon");
  CHECK(t.hand(0) == Names{"zapbot"});
  CHECK(t.options() == Names{"play zapbot jungle-oasis", "done"});
  t.answer("done");
  t.answer("play summon");  // Player 1's only card: nothing is left to discard, nothing is asked
  CHECK(t.hand(1).empty());
  CHECK(t.discard(1) == Names{"summon"});
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][super_spies] Secret Agent still makes the player discard when their action removed it") {
  Table t(R"({"seats": [{}, {"hand": ["beam-up", "zapbot"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "secret-agent", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play beam-up");
  t.answer("choose secret-agent");
  CHECK(t.hand(0) == Names{"secret-agent"});
  CHECK(t.options() == Names{"choose zapbot"});
  CHECK(t.asked() == 1);
  t.answer("choose zapbot");
  CHECK(t.discard(1) == Names{"beam-up", "zapbot"});
  CHECK(t.s.lasting.empty());  // the watch on that play is over
}

// ---- Mole

namespace {
// Jungle Oasis (12) ready to score on Player 0's turn, a Mole of Player 0 on it.
std::string mole_scenario(const std::string& hand0, const std::string& hand1) {
  return R"({"seats": [{"hand": [)" + hand0 + R"(], "deck": ["scout", "scout"]}, {"hand": [)" + hand1 + R"(]}],
             "bases": [{"base": "jungle-oasis", "minions": [{"card": "mole", "controller": 0},
                                                            {"card": "king-rex", "controller": 1},
                                                            {"card": "zapbot", "controller": 1},
                                                            {"card": "warbot", "controller": 0}]},
                       {"base": "tar-pits", "minions": [{"card": "mole", "controller": 1}]}],
             "turn": {"active": 0, "phase": "play", "action_used": true}})";
}
}  // namespace

TEST_CASE("[smashup][super_spies] Mole lets its player play an action at once before its base scores") {
  Table t(mole_scenario(R"("augmentation")", R"("augmentation")"));
  CHECK_FALSE(t.can("use mole"));  // not in the play phase
  t.answer("done");
  // Player 1's Mole is on Tar Pits, which is not scoring.
  CHECK(t.options() == Names{"use mole", "pass"});
  t.answer("use mole");
  CHECK(t.options() == Names{"play augmentation", "pass"});  // an extra played at once or not at all
  t.answer("play augmentation");
  t.answer("choose warbot");
  // Used once per scoring, and Player 1 has no Special: the base scores, 12 to 9.
  CHECK(t.vp(0) == 2);
  const auto discarded = t.discard(0);
  CHECK(std::count(discarded.begin(), discarded.end(), "augmentation") == 1);
}

TEST_CASE("[smashup][super_spies][R-27] Mole is offered whatever the hand holds; without an action its player can "
          "only pass") {
  Table none(mole_scenario(R"("zapbot")", ""));
  none.answer("done");
  // Offering it only with an action in hand would tell the other players what the hand holds.
  CHECK(none.options() == Names{"use mole", "pass"});
  none.answer("use mole");
  CHECK(none.options() == Names{"pass"});
  none.answer("pass");
  CHECK(none.vp(1) == 2);  // King Rex and Zapbot 9 against Mole and Warbot 8
  Table t(mole_scenario(R"("augmentation")", ""));
  t.answer("done");
  t.answer("pass");
  CHECK(t.vp(1) == 2);
  CHECK(t.hand(0) == Names{"augmentation", "scout", "scout"});
}

TEST_CASE("[smashup][super_spies][R-26] Mole playing an action whose text is a Special resolves that Special") {
  Table t(mole_scenario(R"("live-and-let-chum")", ""));
  t.answer("done");
  t.answer("use mole");
  CHECK(t.options() == Names{"play live-and-let-chum", "pass"});
  t.answer("play live-and-let-chum");
  CHECK(t.options() == Names{"choose zapbot"});  // the Special: a minion of power 3 or less on the scoring base
  t.answer("choose zapbot");
  CHECK(t.vp(0) == 2);  // Mole and Warbot 8 against King Rex 7
  CHECK(sorted(t.discard(1)) == Names{"king-rex", "zapbot"});
  // The Base Is Not Enough through the Mole takes a minion of power 4 or less there.
  Table take(mole_scenario(R"("the-base-is-not-enough")", ""));
  take.answer("done");
  take.answer("use mole");
  take.answer("play the-base-is-not-enough");
  CHECK(take.options() == Names{"choose zapbot"});
}

// ---- Operative

TEST_CASE("[smashup][super_spies] Operative reveals every deck's top card and may put any of them at the bottom") {
  Table t(R"({"seats": [{"hand": ["operative"], "deck": ["zapbot", "warbot"]},
                        {"deck": ["king-rex", "howl"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play operative jungle-oasis");
  CHECK(t.options() == Names{"choose zapbot", "choose king-rex", "pass"});
  t.answer("choose king-rex");
  CHECK(t.deck(1) == Names{"howl", "king-rex"});
  CHECK(t.options() == Names{"choose zapbot", "pass"});
  t.answer("pass");
  CHECK(t.deck(0) == Names{"zapbot", "warbot"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][super_spies] Operative with every deck and discard pile empty reveals nothing") {
  Table t(R"({"seats": [{"hand": ["operative"]}, {}], "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play operative jungle-oasis");
  CHECK(t.options() == Names{"done"});
}

// ---- Spy and the arranging step

TEST_CASE("[smashup][super_spies] Spy arranges its player's top three cards on the top and the bottom") {
  Table t(R"({"seats": [{"hand": ["spy"], "deck": ["zapbot", "warbot", "hoverbot", "king-rex"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spy jungle-oasis");
  CHECK(sorted(t.options()) == sorted(Names{"choose zapbot", "choose warbot", "choose hoverbot"}));
  CHECK(t.s.question.shown.size() == 3);
  t.answer("choose warbot");
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("no");  // Warbot at the bottom
  t.answer("choose zapbot");
  t.answer("yes");
  t.answer("choose hoverbot");
  t.answer("yes");  // put on top after Zapbot: above it
  CHECK(t.deck(0) == Names{"hoverbot", "zapbot", "king-rex", "warbot"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][super_spies] Spy with a short deck gets the shuffled discard pile under it first") {
  Table t(R"({"seats": [{"hand": ["spy"], "deck": ["zapbot"], "discard": ["warbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spy jungle-oasis");
  CHECK(t.options() == Names{"choose zapbot", "choose warbot"});
  t.answer("choose zapbot");
  t.answer("no");
  t.answer("choose warbot");
  t.answer("yes");
  CHECK(t.deck(0) == Names{"warbot", "zapbot"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][super_spies] Spy with no cards to look at asks nothing") {
  Table t(R"({"seats": [{"hand": ["spy"]}, {}], "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spy jungle-oasis");
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][super_spies][R-4] the cards Spy looks at stay known to its player's bots only") {
  Table t(R"({"seats": [{"hand": ["spy"], "deck": ["zapbot", "warbot", "hoverbot", "king-rex", "howl", "scout"]},
                        {"hand": ["invader"], "deck": ["collector"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spy jungle-oasis");
  t.answer("choose warbot");
  t.answer("no");  // Warbot placed at the bottom; Zapbot and Hoverbot wait
  const auto deck = t.s.seats[0].deck;
  auto rng = cardtable::framework::Rng::from_seed(3);
  bool others_moved = false;
  for (int i = 0; i < 40; ++i) {
    const State mine = determinize(t.s, 0, rng);
    // Warbot at the bottom, and the two still to place at the top, stay where Player 0 saw them.
    CHECK(mine.seats[0].deck.front() == deck.front());
    CHECK(mine.seats[0].deck.back() == deck.back());
    CHECK(mine.seats[0].deck[deck.size() - 2] == deck[deck.size() - 2]);
    const State theirs = determinize(t.s, 1, rng);
    others_moved = others_moved || theirs.seats[0].deck != deck;
  }
  CHECK(others_moved);  // Player 1 never looked: its bots resample them
}

// ---- Discards Are Forever

TEST_CASE("[smashup][super_spies] Discards Are Forever: everyone reveals down to a minion and discards it all") {
  Table t(R"({"seats": [{"hand": ["discards-are-forever"], "deck": ["howl", "zapbot", "warbot"]},
                        {"deck": ["king-rex", "augmentation"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play discards-are-forever");
  CHECK(t.deck(0) == Names{"warbot"});
  CHECK(sorted(t.discard(0)) == sorted(Names{"discards-are-forever", "howl", "zapbot"}));
  CHECK(t.deck(1) == Names{"augmentation"});
  CHECK(t.discard(1) == Names{"king-rex"});
}

TEST_CASE("[smashup][super_spies] Discards Are Forever reshuffles the discard pile under a deck with no minion, and "
          "stops when nothing is left") {
  Table t(R"({"seats": [{"hand": ["discards-are-forever"], "deck": ["howl"], "discard": ["zapbot"]},
                        {"deck": ["augmentation"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play discards-are-forever");
  CHECK(t.deck(0).empty());
  CHECK(sorted(t.discard(0)) == sorted(Names{"discards-are-forever", "howl", "zapbot"}));
  CHECK(t.deck(1).empty());
  CHECK(t.discard(1) == Names{"augmentation"});
}

// ---- For My Eyes Only

TEST_CASE("[smashup][super_spies] For My Eyes Only arranges the top five cards") {
  Table t(R"({"seats": [{"hand": ["for-my-eyes-only"],
                         "deck": ["zapbot", "warbot", "hoverbot", "king-rex", "howl", "scout"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play for-my-eyes-only");
  CHECK(t.options().size() == 5);
  CHECK_FALSE(t.can("choose scout"));
  for (const std::string c : {"zapbot", "warbot", "hoverbot", "king-rex"}) {
    t.answer("choose " + c);
    t.answer("yes");
  }
  t.answer("choose howl");
  t.answer("no");
  CHECK(t.deck(0) == Names{"king-rex", "hoverbot", "warbot", "zapbot", "scout", "howl"});
}

// ---- From Q With Love

TEST_CASE("[smashup][super_spies] From Q With Love draws three, then two cards must be discarded") {
  Table t(R"({"seats": [{"hand": ["from-q-with-love"], "deck": ["zapbot", "warbot", "hoverbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play from-q-with-love");
  CHECK(sorted(t.options()) == sorted(Names{"choose zapbot", "choose warbot", "choose hoverbot"}));
  t.answer("choose zapbot");
  t.answer("choose hoverbot");
  CHECK(t.hand(0) == Names{"warbot"});
  CHECK(sorted(t.discard(0)) == sorted(Names{"from-q-with-love", "zapbot", "hoverbot"}));
}

TEST_CASE("[smashup][super_spies] From Q With Love with one card to draw discards it and asks no more") {
  Table t(R"({"seats": [{"hand": ["from-q-with-love"], "deck": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play from-q-with-love");
  t.answer("choose zapbot");
  CHECK(t.hand(0).empty());
  CHECK(t.options() == Names{"done"});
}

// ---- Live and Let Chum, The Base Is Not Enough

namespace {
std::string scoring_scenario(const std::string& hand0, const std::string& hand1) {
  return R"({"seats": [{"hand": [)" + hand0 + R"(], "deck": ["scout", "scout"]}, {"hand": [)" + hand1 + R"(]}],
             "bases": [{"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 0},
                                                            {"card": "zapbot", "controller": 0},
                                                            {"card": "hoverbot", "controller": 1},
                                                            {"card": "laseratops", "controller": 1}]},
                       {"base": "tar-pits"}],
             "turn": {"active": 0, "phase": "play"}})";
}
}  // namespace

TEST_CASE("[smashup][super_spies] Live and Let Chum destroys a minion of power 3 or less on the scoring base") {
  Table t(scoring_scenario(R"("live-and-let-chum")", ""));
  CHECK_FALSE(t.can("use live-and-let-chum"));
  t.answer("done");
  t.answer("use live-and-let-chum");
  CHECK(t.options() == Names{"choose zapbot", "choose hoverbot"});  // no pass; Warbot and Laseratops are 4
  t.answer("choose hoverbot");
  CHECK(t.vp(0) == 2);  // 6 against 4
  CHECK(sorted(t.discard(0)) == sorted(Names{"live-and-let-chum", "warbot", "zapbot"}));
}

TEST_CASE("[smashup][super_spies] Live and Let Chum with no small minion there destroys nothing") {
  Table t(R"({"seats": [{"hand": ["live-and-let-chum"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "ninja-master", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use live-and-let-chum");
  CHECK(t.vp(0) == 2);
  CHECK(t.discard(1) == Names{"ninja-master"});
}

TEST_CASE("[smashup][super_spies][R-14] The Base Is Not Enough takes a minion of power 4 or less for the scoring") {
  Table t(scoring_scenario("", R"("the-base-is-not-enough")"));
  t.answer("done");
  CHECK(t.asked() == 1);  // Player 0 has no Special and passes on its own
  t.answer("use the-base-is-not-enough");
  CHECK(t.options() == Names{"choose warbot", "choose zapbot"});  // its own minions are not offered
  t.answer("choose warbot");
  // Player 1: Hoverbot 3 + Laseratops 4 + Warbot 4 = 11 against Zapbot 2.
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
  CHECK(sorted(t.discard(0)) == sorted(Names{"warbot", "zapbot"}));  // to its owner's discard pile
}

// ---- Mindraker

TEST_CASE("[smashup][super_spies][R-12] Mindraker stops other players' actions, Specials too, while its base scores") {
  Table t(R"({"seats": [{"hand": ["live-and-let-chum"], "deck": ["scout", "scout"]},
                        {"hand": ["live-and-let-chum", "hidden-ninja"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "zapbot", "controller": 0},
                                                             {"card": "hoverbot", "controller": 1}],
                         "actions": [{"card": "mindraker", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.options() == Names{"use live-and-let-chum", "pass"});
  t.answer("use live-and-let-chum");
  t.answer("choose hoverbot");
  // Player 1 may use no Special while this base scores: the window closes at once.
  CHECK(t.vp(0) == 2);
  CHECK(t.hand(1) == Names{"live-and-let-chum", "hidden-ninja"});
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][super_spies][R-12] Mindraker leaves other bases' scoring and the play phase alone") {
  Table t(R"({"seats": [{}, {"hand": ["live-and-let-chum", "summon"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "zapbot", "controller": 0},
                                                             {"card": "hoverbot", "controller": 1}]},
                        {"base": "tar-pits", "actions": [{"card": "mindraker", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"use live-and-let-chum", "pass"});
  t.answer("pass");
  t.answer("play summon");  // Player 1's turn: the play phase is not a scoring
  CHECK(t.discard(1).back() == "summon");
}

// ---- Permit to Kill

TEST_CASE("[smashup][super_spies][R-13] Permit to Kill discards the minions among the top two; the rest go back in "
          "the order its player picks") {
  Table t(R"({"seats": [{"hand": ["permit-to-kill"]}, {"deck": ["howl", "augmentation", "king-rex"]},
                        {"deck": ["zapbot", "summon"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play permit-to-kill");
  CHECK(t.asked() == 0);
  CHECK(sorted(t.options()) == sorted(Names{"choose howl", "choose augmentation"}));
  t.answer("choose howl");
  t.answer("choose augmentation");  // the last one chosen ends on top
  CHECK(t.deck(1) == Names{"augmentation", "howl", "king-rex"});
  // Player 2: Zapbot is discarded, Summon alone goes back.
  t.answer("choose summon");
  CHECK(t.discard(2) == Names{"zapbot"});
  CHECK(t.deck(2) == Names{"summon"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][super_spies][R-13] Permit to Kill with two minions revealed asks nothing") {
  Table t(R"({"seats": [{"hand": ["permit-to-kill"]}, {"deck": ["zapbot", "warbot", "howl"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play permit-to-kill");
  CHECK(t.discard(1) == Names{"zapbot", "warbot"});
  CHECK(t.deck(1) == Names{"howl"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][super_spies][interaction] Permit to Kill on a short deck turns the discard pile under it first") {
  // One card left: the discard pile is shuffled under it, so the top two are that card and one from the pile.
  Table t(R"({"seats": [{"hand": ["permit-to-kill"]}, {"deck": ["howl"], "discard": ["zapbot"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play permit-to-kill");
  t.answer("choose howl");
  CHECK(t.discard(1) == Names{"zapbot"});
  CHECK(t.deck(1) == Names{"howl"});
  // An empty deck: both come from the discard pile.
  Table empty(R"({"seats": [{"hand": ["permit-to-kill"]}, {"discard": ["warbot", "augmentation"]}],
                  "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  empty.answer("play permit-to-kill");
  empty.answer("choose augmentation");
  CHECK(empty.discard(1) == Names{"warbot"});
  CHECK(empty.deck(1) == Names{"augmentation"});
  CHECK(empty.options() == Names{"done"});
}

// ---- The Spy Who Ditched Me

TEST_CASE("[smashup][super_spies][R-19] The Spy Who Ditched Me: each other player in turn discards a minion or shows "
          "a hand without one") {
  Table t(R"({"seats": [{"hand": ["the-spy-who-ditched-me", "zapbot"]}, {"hand": ["howl", "summon"]},
                        {"hand": ["king-rex", "warbot", "howl"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play the-spy-who-ditched-me");
  // Player 1 holds no minion and shows the hand; Player 2 must discard one.
  CHECK(t.asked() == 2);
  CHECK(t.options() == Names{"choose king-rex", "choose warbot"});
  t.answer("choose warbot");
  CHECK(t.discard(2) == Names{"warbot"});
  CHECK(t.hand(1) == Names{"howl", "summon"});
  CHECK(t.hand(0) == Names{"zapbot"});  // its player is not asked
  int shown = 0;
  for (const auto& e : t.log) shown += e.kind == EventKind::Revealed && e.seat == 1;
  CHECK(shown == 2);
}

// ---- ISI's Swingin' Pad

TEST_CASE("[smashup][super_spies][R-16] ISI's Swingin' Pad lets the winner arrange their top three cards") {
  Table t(R"({"seats": [{"deck": ["zapbot", "warbot", "hoverbot", "scout"]}, {"deck": ["howl", "summon"]}],
              "bases": [{"base": "isis-swingin-pad", "minions": [{"card": "king-rex", "controller": 0},
                                                                 {"card": "king-rex", "controller": 0},
                                                                 {"card": "king-rex", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(sorted(t.options()) == sorted(Names{"choose zapbot", "choose warbot", "choose hoverbot"}));
  t.answer("choose zapbot");
  t.answer("no");
  t.answer("choose warbot");
  t.answer("no");
  t.answer("choose hoverbot");
  t.answer("yes");
  // Then the draw: Hoverbot and Scout.
  CHECK(t.hand(0) == Names{"hoverbot", "scout"});
  CHECK(t.deck(0) == Names{"zapbot", "warbot"});
}

TEST_CASE("[smashup][super_spies][R-16] ISI's Swingin' Pad: tied winners each may look, and may decline") {
  Table t(R"({"seats": [{"deck": ["zapbot", "warbot"]}, {"deck": ["howl", "summon", "scout"]}],
              "bases": [{"base": "isis-swingin-pad", "minions": [{"card": "king-rex", "controller": 0},
                                                                 {"card": "king-rex", "controller": 0},
                                                                 {"card": "ninja-master", "controller": 0},
                                                                 {"card": "king-rex", "controller": 1},
                                                                 {"card": "king-rex", "controller": 1},
                                                                 {"card": "ninja-master", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);
  t.answer("no");
  CHECK(t.asked() == 1);
  t.answer("yes");
  t.answer("choose howl");
  t.answer("no");
  t.answer("choose summon");
  t.answer("yes");
  t.answer("choose scout");
  t.answer("yes");
  CHECK(t.deck(1) == Names{"scout", "summon", "howl"});
}

// ---- Secret Volcano Headquarters

TEST_CASE("[smashup][super_spies][R-17] Secret Volcano Headquarters plays revealed minions there before it scores") {
  Table t(R"({"seats": [{"deck": ["tiger-assassin", "howl"]}, {"deck": ["summon", "zapbot"]}],
              "bases": [{"base": "secret-volcano-headquarters",
                         "minions": [{"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 1},
                                     {"card": "zapbot", "controller": 1}, {"card": "hoverbot", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // Player 0's Tiger Assassin is played there and its ability fires.
  CHECK(t.options() == Names{"choose zapbot", "choose hoverbot", "pass"});
  t.answer("choose zapbot");
  // Player 1's Summon is an action: it stays on top. Player 0: 7 + 4 = 11 against 7 + 3 = 10.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  CHECK(t.deck(1) == Names{"summon", "zapbot"});
}

TEST_CASE("[smashup][super_spies][R-10] Secret Volcano Headquarters asks a player who infiltrated it whether to "
          "ignore it") {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["tiger-assassin", "howl"]}, {"deck": ["warbot", "zapbot"]}],
              "bases": [{"base": "secret-volcano-headquarters",
                         "minions": [{"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 1},
                                     {"card": "zapbot", "controller": 1}, {"card": "hoverbot", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate secret-volcano-headquarters");
  t.answer("done");
  REQUIRE(t.asked() == 0);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");  // Player 1 ignores it: their Tiger Assassin stays on top; Player 2 reveals as usual
  CHECK(t.vp(1) == 4);  // King Rex, Zapbot, Hoverbot and the revealed Warbot: 16 against 7
  CHECK(t.vp(0) == 3);
  CHECK(test::sorted(t.hand(0)) == Names{"howl", "tiger-assassin"});  // drawn at the end of the turn, never played
  CHECK(test::sorted(t.discard(1)) == Names{"hoverbot", "king-rex", "warbot", "zapbot"});
}

// ---- Interactions with the core set and Awesome Level 9000

TEST_CASE("[smashup][super_spies][interaction] Live and Let Chum meets Tooth and Claw... and Guns, which goes instead") {
  Table t(R"({"seats": [{"hand": ["live-and-let-chum"], "deck": ["scout", "scout"]}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "king-rex", "controller": 0},
                                     {"card": "zapbot", "controller": 1,
                                      "actions": [{"card": "tooth-and-claw-and-guns", "controller": 1}]},
                                     {"card": "laseratops", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use live-and-let-chum");
  t.answer("choose zapbot");
  // The Zapbot survived the window: Player 1 has 6 against King Rex's 7, and both place.
  CHECK(t.vp(0) == 2);
  CHECK(sorted(t.discard(1)) == sorted(Names{"laseratops", "tooth-and-claw-and-guns", "zapbot"}));
  int destroyed = 0;
  for (const auto& e : t.log) destroyed += e.kind == EventKind::MinionDestroyed;
  CHECK(destroyed == 0);
}

TEST_CASE("[smashup][super_spies][interaction][R-21] The Base Is Not Enough takes a minion under Smoke Bomb, "
          "Shielding or Incorporeal: a control change is no affect") {
  Table t(R"({"seats": [{"hand": ["the-base-is-not-enough"], "deck": ["scout", "scout"]}, {}],
              "bases": [{"base": "tar-pits",
                         "minions": [{"card": "zapbot", "controller": 0}, {"card": "king-rex", "controller": 0},
                                     {"card": "tiger-assassin", "controller": 1,
                                      "actions": [{"card": "smoke-bomb", "controller": 1}]},
                                     {"card": "baboom", "controller": 1,
                                      "actions": [{"card": "shielding", "controller": 1}]},
                                     {"card": "ghost", "controller": 1,
                                      "actions": [{"card": "incorporeal", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use the-base-is-not-enough");
  CHECK(sorted(t.options()) == sorted(Names{"choose baboom", "choose ghost", "choose tiger-assassin"}));
  t.answer("choose baboom");
  // 9 against 9 before; with the shielded Baboom, 12 against Tiger Assassin 4 + Ghost 2.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
}

TEST_CASE("[smashup][super_spies][interaction] The Base Is Not Enough may take a Warbot: it only cannot be destroyed") {
  Table t(R"({"seats": [{"hand": ["the-base-is-not-enough"], "deck": ["scout", "scout"]}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "zapbot", "controller": 0}, {"card": "warbot", "controller": 1},
                                     {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use the-base-is-not-enough");
  CHECK(t.options() == Names{"choose warbot"});  // King Rex is 7
  t.answer("choose warbot");
  CHECK(t.vp(1) == 2);  // 7 against 6
  CHECK(t.discard(1).size() == 2);
}

TEST_CASE("[smashup][super_spies][interaction][R-14] The Base Is Not Enough counts +1 power counters; they go with "
          "the minion") {
  Table t(R"({"seats": [{"hand": ["the-base-is-not-enough"], "deck": ["scout", "scout"]}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "invader", "controller": 0},
                                     {"card": "hoverbot", "controller": 1, "counters": 2},
                                     {"card": "zapbot", "controller": 1, "counters": 2},
                                     {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use the-base-is-not-enough");
  // Power 4 or less counts the counters: Hoverbot is 3 + 2, Zapbot 2 + 2.
  CHECK(t.options() == Names{"choose zapbot"});
  t.answer("choose zapbot");
  CHECK(t.vp(1) == 2);  // 12 against 7: the taken Zapbot counts its 4 for Player 1
  CHECK(t.vp(0) == 0);
  CHECK(sorted(t.discard(1)) == sorted(Names{"hoverbot", "king-rex", "zapbot"}));  // to its owner, counters gone
}

TEST_CASE("[smashup][super_spies][interaction][R-27] Mole plays nothing for a player under Mark of Sleep") {
  Table t(R"({"seats": [{"hand": ["scout", "augmentation"], "deck": ["zapbot", "scout", "scout"]},
                        {"hand": ["mark-of-sleep"], "deck": ["howl", "howl", "howl", "howl"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "mole", "controller": 0},
                                                             {"card": "warbot", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat0");
  t.answer("done");
  // Player 0's turn: augmentation is in hand, but a marked player plays no action, even through the Mole.
  REQUIRE(t.asked() == 0);
  t.answer("play scout jungle-oasis");
  t.answer("done");
  t.answer("use mole");  // offered, as it would be whatever the hand held (R-27)
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
  CHECK(t.vp(0) == 2);
  const auto hand = t.hand(0);
  CHECK(std::count(hand.begin(), hand.end(), "augmentation") == 1);
}

TEST_CASE("[smashup][super_spies][interaction][R-12] Mindraker stops actions only: a Shinobi is still played") {
  Table t(R"({"seats": [{"deck": ["scout", "scout"]}, {"hand": ["shinobi", "hidden-ninja"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "zapbot", "controller": 0},
                                                             {"card": "hoverbot", "controller": 1}],
                         "actions": [{"card": "mindraker", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"use shinobi", "pass"});  // no Hidden Ninja
  t.answer("use shinobi");
  CHECK(t.vp(0) == 2);  // 9 against 6; the window closed, as nobody had a Special left to use
  CHECK(t.hand(1) == Names{"hidden-ninja"});
}

TEST_CASE("[smashup][super_spies][interaction] Discards Are Forever puts a Tenacious Z where it may come back") {
  Table t(R"({"seats": [{"hand": ["discards-are-forever"], "deck": ["howl", "tenacious-z", "scout"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play discards-are-forever");
  CHECK(t.deck(0) == Names{"scout"});
  CHECK(t.can("use tenacious-z"));
}

TEST_CASE("[smashup][super_spies][interaction][R-17] Secret Volcano Headquarters cannot play a minion Overrun keeps "
          "out: it stays on top") {
  Table t(R"({"seats": [{"deck": ["zapbot", "howl"]}, {"deck": ["hoverbot"]}],
              "bases": [{"base": "secret-volcano-headquarters",
                         "minions": [{"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 1},
                                     {"card": "laseratops", "controller": 1}],
                         "actions": [{"card": "overrun", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // Player 0's Zapbot stays on top (drawn at the end of the turn); Player 1's Hoverbot is played there.
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 3);
  CHECK(t.hand(0) == Names{"zapbot", "howl"});
  CHECK(t.deck(1).empty());
}

TEST_CASE("[smashup][super_spies][interaction] ISI's Swingin' Pad does nothing under Jammed Signal") {
  Table t(R"({"seats": [{"deck": ["zapbot", "warbot", "hoverbot"]}, {}],
              "bases": [{"base": "isis-swingin-pad",
                         "minions": [{"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 0},
                                     {"card": "king-rex", "controller": 1}],
                         "actions": [{"card": "jammed-signal", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.hand(0) == Names{"zapbot", "warbot"});  // no question: the turn went on to the draw
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][super_spies][interaction] Secret Agent destroyed by Natural Selection still costs a card") {
  Table t(R"({"seats": [{}, {"hand": ["natural-selection", "zapbot"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "secret-agent", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play natural-selection");
  t.answer("choose king-rex");
  t.answer("choose secret-agent");
  CHECK(t.discard(0) == Names{"secret-agent"});
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose zapbot"});
  t.answer("choose zapbot");
  CHECK(t.discard(1) == Names{"natural-selection", "zapbot"});
}

TEST_CASE("[smashup][super_spies][interaction] Hidden Ninja plays a Spy before a base scores; it looks there and then") {
  Table t(R"({"seats": [{"hand": ["hidden-ninja", "spy"], "deck": ["zapbot", "howl", "scout"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "laseratops", "controller": 1},
                                                             {"card": "warbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("done");
  t.answer("use hidden-ninja");
  t.answer("play spy jungle-oasis");
  CHECK(sorted(t.options()) == sorted(Names{"choose zapbot", "choose howl", "choose scout"}));
  t.answer("choose zapbot");
  t.answer("no");
  t.answer("choose howl");
  t.answer("no");
  t.answer("choose scout");
  t.answer("yes");
  CHECK(t.vp(0) == 2);  // 9 against 8: the Spy counted
  CHECK(t.hand(0) == Names{"scout", "zapbot"});  // the draw: Scout on top, then Zapbot, Howl under it
  CHECK(t.deck(0) == Names{"howl"});
}

TEST_CASE("[smashup][super_spies][interaction] The Spy Who Ditched Me lets a Ghost player pick the minion to lose") {
  Table t(R"({"seats": [{"hand": ["the-spy-who-ditched-me"]}, {"hand": ["spectre", "ghost", "seance"]}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play the-spy-who-ditched-me");
  CHECK(sorted(t.options()) == sorted(Names{"choose spectre", "choose ghost"}));
  t.answer("choose spectre");
  CHECK(t.discard(1) == Names{"spectre"});
  t.answer("done");
  CHECK(t.can("play spectre jungle-oasis"));  // 2 cards in hand: Spectre comes back from the discard pile
}
