// The Pirates actions, with their edge cases; Full Sail also as a Special in the before-scoring window.
#include <algorithm>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::sorted;
using test::Table;

namespace {

long count(const Names& names, const std::string& slug) { return std::count(names.begin(), names.end(), slug); }

}  // namespace

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
