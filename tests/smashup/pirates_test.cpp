// Every Pirates card and base, with their edge cases, the scoring windows they act in, and R-9 (Tortuga).
#include <algorithm>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

namespace {

Names sorted(Names names) {
  std::sort(names.begin(), names.end());
  return names;
}

long count(const Names& names, const std::string& slug) { return std::count(names.begin(), names.end(), slug); }

}  // namespace

TEST_CASE("[smashup][pirates] the faction has 20 cards: 10 minions (1x5, 2x4, 3x3, 4x2) and 10 actions") {
  const auto* pirates = find_faction(Faction::Pirates);
  REQUIRE(pirates != nullptr);
  int cards = 0, minion_cards = 0, printed = 0;
  for (const auto& d : pirates->cards) {
    cards += d.copies;
    if (d.type == CardType::Minion) {
      minion_cards += d.copies;
      printed += d.power * d.copies;
      CHECK(d.copies == 6 - d.power);
    }
  }
  CHECK(cards == 20);
  CHECK(minion_cards == 10);
  CHECK(printed == 30);
  REQUIRE(pirates->bases.size() == 2);
  CHECK(pirates->bases[0].breakpoint == 17);
  CHECK(pirates->bases[0].vp == std::array<int, 3>{3, 1, 1});
  CHECK(pirates->bases[1].breakpoint == 21);
  CHECK(pirates->bases[1].vp == std::array<int, 3>{4, 3, 2});
}

// ---- Pirate King: a Special in the before-scoring window

namespace {

// The Homeworld (23) is ready: Player 2 has 13 power there, Player 1 has 10; Player 1's Pirate King waits on
// the Mothership.
constexpr const char* kKingAboard = R"({
  "seats": [{"deck": ["beam-up", "beam-up"]}, {}],
  "bases": [{"base": "the-homeworld", "minions": [
               {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
               {"card": "invader", "controller": 1},
               {"card": "invader", "controller": 0}, {"card": "invader", "controller": 0},
               {"card": "collector", "controller": 0}, {"card": "collector", "controller": 0}]},
            {"base": "the-mothership", "minions": [{"card": "pirate-king", "controller": 0}]}],
  "base_deck": ["the-grey-opal"],
  "turn": {"active": 0, "phase": "play"}})";

}  // namespace

TEST_CASE("[smashup][pirates] Pirate King sails onto the base about to score and wins it") {
  Table t(kKingAboard);
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("The Homeworld is about to score") != std::string::npos);
  CHECK(t.options() == Names{"use pirate-king", "pass"});
  t.answer("use pirate-king");
  // 15 against 13: Player 1 wins; the King is discarded with the base, which The Grey Opal replaces.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(count(t.discard(0), "pirate-king") == 1);
  CHECK(t.bases() == Names{"the-grey-opal", "the-mothership"});
  CHECK(t.minions_on("the-mothership").empty());
}

TEST_CASE("[smashup][pirates] Pirate King's move is optional: passing leaves it where it is") {
  Table t(kKingAboard);
  t.answer("done");
  t.answer("pass");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 4);
  CHECK(t.minions_on("the-mothership") == Names{"pirate-king"});
}

TEST_CASE("[smashup][pirates] Pirate King works on another player's turn; one already on the scoring base is not offered") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "pirate-king", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "invader", "controller": 0}, {"card": "collector", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "pirate-king", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // Player 1 has nothing to use, so the window goes straight to Player 2.
  CHECK(t.asked() == 1);
  CHECK(t.full_options() == Names{"use " + t.id(t.on("the-mothership", "pirate-king")), "pass"});
  t.answer("use pirate-king");
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 2);
}

TEST_CASE("[smashup][pirates] Pirate King and Full Sail: a player who passed may act again after another acts") {
  Table t(R"({
    "seats": [{}, {"hand": ["full-sail"]}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "invader", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "collector", "controller": 0}, {"card": "collector", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "invader", "controller": 1}]},
              {"base": "the-mothership", "minions": [
                 {"card": "pirate-king", "controller": 0}, {"card": "supreme-overlord", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);
  t.answer("pass");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"use full-sail", "pass"});
  t.answer("use full-sail");
  t.answer("choose " + t.id(t.on("the-mothership", "supreme-overlord")));
  CHECK(t.options() == Names{"choose the-homeworld"});
  t.answer("choose the-homeworld");
  t.answer("pass");
  // Full Sail was played through its Special: it went to the discard pile, and Player 1 is asked again.
  CHECK(t.discard(1) == Names{"full-sail"});
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"use pirate-king", "pass"});
  t.answer("use pirate-king");
  // 18 against 15: Player 2 still wins The Homeworld.
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 2);
}

// ---- Buccaneer: moved instead of destroyed (original printing, R-6)

TEST_CASE("[smashup][pirates] Buccaneer R-6: destroyed by another player, it moves to a base its controller picks") {
  Table t(R"({
    "seats": [{"hand": ["powderkeg"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "pirate-king", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "buccaneer", "controller": 1}, {"card": "collector", "controller": 1},
                 {"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-mothership"}, {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play powderkeg");
  t.answer("choose pirate-king");
  // Everything of power 5 or less on The Homeworld is destroyed, except the Buccaneer, whose controller is asked.
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("Buccaneer") != std::string::npos);
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
  t.answer("choose the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"buccaneer"});
  CHECK(t.controller("the-grey-opal", "buccaneer") == 1);
  CHECK(t.minions_on("the-homeworld").empty());
  CHECK(sorted(t.discard(0)) == Names{"invader", "pirate-king", "powderkeg"});
  CHECK(sorted(t.discard(1)) == Names{"collector", "supreme-overlord"});
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][pirates] Buccaneer blown up by its own Powderkeg still sinks the small minions around it") {
  Table t(R"({
    "seats": [{"hand": ["powderkeg"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "buccaneer", "controller": 0}, {"card": "first-mate", "controller": 0},
                 {"card": "invader", "controller": 1}, {"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-mothership"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play powderkeg");
  t.answer("choose buccaneer");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose the-mothership"});
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"buccaneer"});
  CHECK(t.minions_on("the-homeworld") == Names{"supreme-overlord"});
  CHECK(count(t.discard(0), "first-mate") == 1);
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][pirates] Buccaneer on a scored base is discarded with it: clearing a base is not destroying") {
  Table t(R"({
    "seats": [{"deck": ["beam-up", "beam-up"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "buccaneer", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "invader", "controller": 1}, {"card": "collector", "controller": 1}]},
              {"base": "the-mothership"}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // No question about the Buccaneer: the next turn has begun.
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(count(t.discard(0), "buccaneer") == 1);
  CHECK(t.vp(0) == 4);
}

// ---- Saucy Wench

TEST_CASE("[smashup][pirates] Saucy Wench may destroy a minion of power 2 or less on its base, even its owner's") {
  Table t(R"({
    "seats": [{"hand": ["saucy-wench", "saucy-wench"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [
                 {"card": "collector", "controller": 1}, {"card": "invader", "controller": 1},
                 {"card": "first-mate", "controller": 0}]},
              {"base": "the-homeworld", "minions": [{"card": "collector", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play saucy-wench the-mothership");
  // Not the Invader (power 3), not the Collector on The Homeworld.
  CHECK(sorted(t.options()) == Names{"choose collector", "choose first-mate", "pass"});
  t.answer("choose collector");
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(t.minions_on("the-mothership") == Names{"invader", "first-mate", "saucy-wench"});
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
}

TEST_CASE("[smashup][pirates] Saucy Wench's destruction is optional, and with no small minion nothing is asked") {
  Table t(R"({
    "seats": [{"hand": ["saucy-wench"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]},
              {"base": "the-grey-opal", "minions": [{"card": "invader", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play saucy-wench the-mothership");
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"collector", "saucy-wench"});
  CHECK(t.discard(1).empty());
}

// ---- First Mate: a Special in the after-scoring window

TEST_CASE("[smashup][pirates] First Mate may sail to another base after its base scores; the other is discarded") {
  Table t(R"({
    "seats": [{"deck": ["beam-up", "beam-up"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "first-mate", "controller": 0}, {"card": "first-mate", "controller": 0},
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 1},
                 {"card": "collector", "controller": 1}]},
              {"base": "the-mothership"}, {"base": "the-grey-opal"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // VP are awarded before the after-scoring window.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("The Homeworld has scored") != std::string::npos);
  CHECK(t.options() == Names{"use first-mate", "use first-mate", "pass"});
  t.answer(t.full_options()[0]);
  CHECK(t.prompt().find("First Mate") != std::string::npos);
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
  t.answer("choose the-mothership");
  // The window goes round again: the other First Mate may still sail; Player 1 lets it go down with the base.
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"use first-mate", "pass"});
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"first-mate"});
  CHECK(t.controller("the-mothership", "first-mate") == 0);
  CHECK(sorted(t.discard(0)) == Names{"first-mate", "supreme-overlord", "supreme-overlord"});
  CHECK(t.bases() == Names{"tortuga", "the-mothership", "the-grey-opal"});
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][pirates] First Mate is not offered before scoring nor when another base scores") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "invader", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "first-mate", "controller": 0}]}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-mothership") == Names{"first-mate"});
}

// ---- actions

TEST_CASE("[smashup][pirates] Broadside destroys one player's minions of power 2 or less where you have a minion") {
  Table t(R"({
    "seats": [{"hand": ["broadside"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [
                 {"card": "invader", "controller": 0}, {"card": "collector", "controller": 1},
                 {"card": "first-mate", "controller": 1}, {"card": "invader", "controller": 1}]},
              {"base": "the-homeworld", "minions": [{"card": "collector", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play broadside");
  // Player 1 has no minion on The Homeworld.
  CHECK(t.options() == Names{"choose the-mothership"});
  t.answer("choose the-mothership");
  CHECK(t.options() == Names{"choose seat0", "choose seat1"});
  t.answer("choose seat1");
  CHECK(t.minions_on("the-mothership") == Names{"invader", "invader"});
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
  CHECK(t.discard(1) == Names{"collector", "first-mate"});
}

TEST_CASE("[smashup][pirates] Broadside may name its own player, and then spares everyone else") {
  Table t(R"({
    "seats": [{"hand": ["broadside"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [
                 {"card": "first-mate", "controller": 0}, {"card": "collector", "controller": 1}]},
              {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play broadside");
  t.answer("choose the-mothership");
  t.answer("choose seat0");
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
  CHECK(t.discard(0) == Names{"first-mate", "broadside"});
}

TEST_CASE("[smashup][pirates] Cannon destroys up to two minions of power 2 or less anywhere") {
  Table t(R"({
    "seats": [{"hand": ["cannon"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [
                 {"card": "collector", "controller": 1}, {"card": "invader", "controller": 1}]},
              {"base": "the-homeworld", "minions": [
                 {"card": "first-mate", "controller": 1}, {"card": "collector", "controller": 0}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play cannon");
  CHECK(sorted(t.options()) == Names{"choose collector", "choose collector", "choose first-mate", "pass"});
  t.answer("choose " + t.id(t.on("the-mothership", "collector")));
  CHECK(sorted(t.options()) == Names{"choose collector", "choose first-mate", "pass"});
  t.answer("choose first-mate");
  // Two destroyed: no third question.
  CHECK(t.can("done"));
  CHECK(t.discard(1) == Names{"collector", "first-mate"});
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
}

TEST_CASE("[smashup][pirates] Cannon may stop after one, and with no small minion asks nothing") {
  Table one(R"({
    "seats": [{"hand": ["cannon"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [
                 {"card": "collector", "controller": 1}, {"card": "first-mate", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  one.answer("play cannon");
  one.answer("choose collector");
  one.answer("pass");
  CHECK(one.minions_on("the-mothership") == Names{"first-mate"});

  Table none(R"({
    "seats": [{"hand": ["cannon"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [{"card": "invader", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  none.answer("play cannon");
  CHECK(none.can("done"));
  CHECK(none.discard(0) == Names{"cannon"});
}

TEST_CASE("[smashup][pirates] Dinghy moves up to two of your minions, each once, to bases other than their own") {
  Table t(R"({
    "seats": [{"hand": ["dinghy"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "invader", "controller": 0}, {"card": "collector", "controller": 0},
                 {"card": "collector", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "first-mate", "controller": 0}]},
              {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play dinghy");
  CHECK(sorted(t.options()) == Names{"choose collector", "choose first-mate", "choose invader", "pass"});
  t.answer("choose invader");
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
  t.answer("choose the-grey-opal");
  // The Invader has moved once already: not offered again.
  CHECK(sorted(t.options()) == Names{"choose collector", "choose first-mate", "pass"});
  t.answer("choose first-mate");
  t.answer("choose the-homeworld");
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-grey-opal") == Names{"invader"});
  CHECK(t.minions_on("the-homeworld") == Names{"collector", "collector", "first-mate"});
  CHECK(t.minions_on("the-mothership").empty());
}

TEST_CASE("[smashup][pirates] Dinghy is \"up to\": passing at once moves nothing") {
  Table t(R"({
    "seats": [{"hand": ["dinghy"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [{"card": "invader", "controller": 0}]},
              {"base": "the-mothership"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play dinghy");
  t.answer("pass");
  CHECK(t.minions_on("the-homeworld") == Names{"invader"});
  CHECK(t.discard(0) == Names{"dinghy"});
}

TEST_CASE("[smashup][pirates] Full Sail in the play phase is a normal action that moves any number of your minions") {
  Table t(R"({
    "seats": [{"hand": ["full-sail"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "invader", "controller": 0}, {"card": "collector", "controller": 0},
                 {"card": "collector", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "first-mate", "controller": 0}]},
              {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play full-sail"));
  CHECK_FALSE(t.can("use full-sail"));
  t.answer("play full-sail");
  t.answer("choose invader");
  t.answer("choose the-grey-opal");
  t.answer("choose collector");
  t.answer("choose the-grey-opal");
  t.answer("choose first-mate");
  t.answer("choose the-grey-opal");
  // All three moved; with none of Player 1's minions left to move, nothing more is asked.
  CHECK(t.minions_on("the-grey-opal") == Names{"invader", "collector", "first-mate"});
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
  CHECK(t.s.turn.action_used);
  CHECK(t.discard(0) == Names{"full-sail"});
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][pirates] Full Sail as a Special: played from the hand when a base is about to score") {
  Table t(R"({
    "seats": [{"hand": ["full-sail"], "deck": ["beam-up", "beam-up"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "supreme-overlord", "controller": 1},
                 {"card": "invader", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "collector", "controller": 0}]},
              {"base": "the-mothership", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "invader", "controller": 0}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play", "action_used": true}})");
  // The turn's action is spent, so it cannot be played now; its Special still works in the scoring window.
  CHECK_FALSE(t.can("play full-sail"));
  t.answer("done");
  CHECK(t.prompt().find("The Homeworld is about to score") != std::string::npos);
  CHECK(t.options() == Names{"use full-sail", "pass"});
  t.answer("use full-sail");
  t.answer("choose " + t.id(t.on("the-mothership", "supreme-overlord")));
  t.answer("choose the-homeworld");
  t.answer("choose " + t.id(t.on("the-mothership", "invader")));
  t.answer("choose the-homeworld");
  // Its minions already on The Homeworld could move too ("any number"): Player 1 stops here.
  CHECK(sorted(t.options()) == Names{"choose collector", "choose invader", "choose invader", "pass"});
  t.answer("pass");
  // 8 + 5 + 3 = 16 against 15: Player 1 takes first place.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(count(t.discard(0), "full-sail") == 1);
  CHECK(t.hand(0) == Names{"beam-up", "beam-up"});
}

TEST_CASE("[smashup][pirates] Full Sail is not offered in the window of a base that will not score") {
  Table t(R"({
    "seats": [{"hand": ["full-sail"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [{"card": "invader", "controller": 0}]},
              {"base": "the-mothership"}],
    "turn": {"active": 0, "phase": "play", "action_used": true}})");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.hand(0) == Names{"full-sail"});
}

TEST_CASE("[smashup][pirates] Powderkeg must blow up one of your minions and everything as weak or weaker on its base") {
  Table t(R"({
    "seats": [{"hand": ["powderkeg"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "saucy-wench", "controller": 0}, {"card": "first-mate", "controller": 0},
                 {"card": "invader", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "collector", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play powderkeg");
  // Mandatory, and only Player 1's own minions.
  CHECK(sorted(t.options()) == Names{"choose first-mate", "choose saucy-wench"});
  t.answer("choose saucy-wench");
  CHECK(t.minions_on("the-homeworld") == Names{"supreme-overlord"});
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
  CHECK(sorted(t.discard(0)) == Names{"first-mate", "powderkeg", "saucy-wench"});
  CHECK(sorted(t.discard(1)) == Names{"collector", "invader"});
}

TEST_CASE("[smashup][pirates] Powderkeg with none of your minions in play does nothing") {
  Table t(R"({
    "seats": [{"hand": ["powderkeg"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [{"card": "collector", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play powderkeg");
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
}

TEST_CASE("[smashup][pirates] Sea Dogs moves every minion of a named faction other players have on one base") {
  Table t(R"({
    "seats": [{"hand": ["sea-dogs"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [
                 {"card": "invader", "controller": 0}, {"card": "collector", "controller": 1},
                 {"card": "first-mate", "controller": 1}, {"card": "invader", "controller": 1}]},
              {"base": "the-homeworld", "minions": [{"card": "scout", "controller": 1}]},
              {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sea-dogs");
  CHECK(t.options() == Names{"choose aliens", "choose pirates"});
  t.answer("choose aliens");
  CHECK(sorted(t.options()) == Names{"choose the-homeworld", "choose the-mothership"});
  t.answer("choose the-mothership");
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-homeworld"});
  t.answer("choose the-grey-opal");
  // Player 1's own Invader and Player 2's Pirate stay; the Scout on another base stays.
  CHECK(t.minions_on("the-grey-opal") == Names{"collector", "invader"});
  CHECK(t.controller("the-grey-opal", "invader") == 1);
  CHECK(t.minions_on("the-mothership") == Names{"invader", "first-mate"});
  CHECK(t.minions_on("the-homeworld") == Names{"scout"});
}

TEST_CASE("[smashup][pirates] Sea Dogs with no other player's minion in play does nothing") {
  Table t(R"({
    "seats": [{"hand": ["sea-dogs"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
              {"base": "the-homeworld"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sea-dogs");
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
}

TEST_CASE("[smashup][pirates] Shanghai moves another player's minion to a different base") {
  Table t(R"({
    "seats": [{"hand": ["shanghai"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "invader", "controller": 0}, {"card": "collector", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play shanghai");
  // Mandatory, and never Player 1's own minion.
  CHECK(sorted(t.options()) == Names{"choose collector", "choose supreme-overlord"});
  t.answer("choose supreme-overlord");
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-homeworld"});
  t.answer("choose the-homeworld");
  CHECK(t.minions_on("the-homeworld") == Names{"invader", "collector", "supreme-overlord"});
  CHECK(t.controller("the-homeworld", "supreme-overlord") == 1);
  CHECK(t.minions_on("the-mothership").empty());
}

TEST_CASE("[smashup][pirates] Swashbuckling gives your minions +1 until the end of the turn, enough to score") {
  Table t(R"({
    "seats": [{"hand": ["swashbuckling"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "collector", "controller": 1}, {"card": "collector", "controller": 1}]},
              {"base": "the-mothership", "minions": [
                 {"card": "first-mate", "controller": 0}, {"card": "invader", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.total("the-homeworld") == 22);
  t.answer("play swashbuckling");
  CHECK(t.total("the-homeworld") == 26);
  CHECK(t.power_of("the-homeworld", "collector") == 2);
  CHECK(t.power_of("the-mothership", "first-mate") == 3);
  CHECK(t.power_of("the-mothership", "invader") == 3);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  // The turn is over: the First Mate is back to its printed power.
  CHECK(t.power_of("the-mothership", "first-mate") == 2);
}

// ---- bases

TEST_CASE("[smashup][pirates] The Grey Opal lets each player but the winner sail one minion off it, in turn order") {
  Table t(R"({
    "seats": [{}, {}, {}],
    "bases": [{"base": "the-grey-opal", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 2},
                 {"card": "collector", "controller": 2}]},
              {"base": "the-homeworld"}, {"base": "the-mothership"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(2) == 1);
  // The winner (Player 1) is not asked; Player 2 first, then Player 3.
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("The Grey Opal") != std::string::npos);
  CHECK(t.options() == Names{"choose supreme-overlord", "pass"});
  t.answer("pass");
  CHECK(t.asked() == 2);
  CHECK(sorted(t.options()) == Names{"choose collector", "choose invader", "pass"});
  t.answer("choose invader");
  CHECK(t.asked() == 2);
  CHECK(sorted(t.options()) == Names{"choose the-homeworld", "choose the-mothership"});
  t.answer("choose the-mothership");
  // Only one each: the Collector goes down with the base.
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  CHECK(t.controller("the-mothership", "invader") == 2);
  CHECK(t.discard(2) == Names{"collector"});
  CHECK(t.discard(1) == Names{"supreme-overlord"});
  CHECK(t.bases() == Names{"tortuga", "the-homeworld", "the-mothership"});
}

TEST_CASE("[smashup][pirates] The Grey Opal: players tied for first are all winners, so none is asked") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "the-grey-opal", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-homeworld"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-homeworld").empty());
}

TEST_CASE("[smashup][pirates] Tortuga R-9: the runner-up may move a minion from another base onto its replacement") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "tortuga", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "invader", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 1}]},
              {"base": "the-mothership", "minions": [
                 {"card": "collector", "controller": 0}, {"card": "collector", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  // Tortuga has been replaced by The Grey Opal; only the runner-up (Player 2) is asked, about their own minions.
  CHECK(t.bases() == Names{"the-grey-opal", "the-mothership"});
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("Tortuga") != std::string::npos);
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  CHECK(t.minions_on("the-grey-opal") == Names{"collector"});
  CHECK(t.controller("the-grey-opal", "collector") == 1);
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
  CHECK(t.controller("the-mothership", "collector") == 0);
}

TEST_CASE("[smashup][pirates] Tortuga R-9: the move is optional") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "tortuga", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "invader", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("pass");
  CHECK(t.minions_on("the-grey-opal").empty());
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
}

TEST_CASE("[smashup][pirates] Tortuga R-9: players tied for second are each runner-up, third place is not") {
  Table t(R"({
    "seats": [{}, {}, {}],
    "bases": [{"base": "tortuga", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "invader", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 2}]},
              {"base": "the-mothership", "minions": [
                 {"card": "collector", "controller": 1}, {"card": "collector", "controller": 2}]},
              {"base": "the-homeworld", "minions": [{"card": "invader", "controller": 0}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 3);
  CHECK(t.asked() == 1);
  t.answer("choose collector");
  CHECK(t.asked() == 2);
  t.answer("choose collector");
  CHECK(t.minions_on("the-grey-opal") == Names{"collector", "collector"});
  CHECK(t.minions_on("the-homeworld") == Names{"invader"});
}

TEST_CASE("[smashup][pirates] Tortuga R-9: with a tie for first there is no runner-up, and third place is not asked") {
  Table t(R"({
    "seats": [{}, {}, {}],
    "bases": [{"base": "tortuga", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 1},
                 {"card": "supreme-overlord", "controller": 2}]},
              {"base": "the-mothership", "minions": [{"card": "collector", "controller": 2}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(2) == 2);
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-grey-opal").empty());
}
