// The Pirates bases: The Grey Opal, and Tortuga as R-9 plays it.
#include <algorithm>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::sorted;
using test::Table;

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

TEST_CASE("[smashup][pirates] The Grey Opal does not ask a player with no minion on it") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "the-grey-opal", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 0}, {"card": "invader", "controller": 0}]},
              {"base": "the-homeworld", "minions": [{"card": "collector", "controller": 1}]}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 0);
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
}

TEST_CASE("[smashup][pirates] Tortuga R-9: swapped away by Terraforming it has not scored, so nobody moves") {
  Table t(R"({
    "seats": [{"hand": ["terraforming"]}, {}],
    "bases": [{"base": "tortuga", "minions": [{"card": "invader", "controller": 0}]},
              {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play terraforming");
  t.answer("choose the-grey-opal");
  t.answer("choose tortuga");
  // Straight back to Player 1's play phase (with Terraforming's extra minion): no Tortuga question.
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(t.bases() == Names{"the-grey-opal", "the-mothership"});
  CHECK(t.minions_on("the-grey-opal") == Names{"invader"});
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
}

TEST_CASE("[smashup][pirates][R-9] Tortuga under Jammed Signal: the runner-up is not offered the move") {
  // Jammed Signal leaves with the scored base; the ignore is judged when Tortuga scores, not after it is replaced.
  Table t(R"({
    "seats": [{"factions": ["pirates", "aliens"]}, {"factions": ["aliens", "robots"]}],
    "bases": [{"base": "tortuga", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "invader", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 1}],
               "actions": [{"card": "jammed-signal", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  CHECK(t.prompt().find("Tortuga") == std::string::npos);
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
  CHECK(t.minions_on("the-grey-opal").empty());
  CHECK(sorted(t.discard(1)) == Names{"invader", "jammed-signal", "supreme-overlord"});
}
