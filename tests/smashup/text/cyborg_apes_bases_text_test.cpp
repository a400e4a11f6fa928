// Cyborg Apes bases (Monkey Lab, Primate Park), tested from their printed text (the reference rows), the rulings
// (rules/smashup.md) and the second box's glossary alone — written without reading their code.
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/cyborg_apes_text.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;
using test::apes::has;
using test::apes::position;

// ---------------------------------------------------------------------------------------------------------------
// Monkey Lab (23, 4/2/1): "Each minion on this base has +1 power for every action attached to it."

TEST_CASE("[smashup][cyborg_apes][text] Monkey Lab: +1 per action attached to a minion; base actions give nothing") {
  Table t(position(json::array(), R"([
      {"base": "monkey-lab",
       "minions": [
         {"card": "invader", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]},
         {"card": "king-rex", "controller": 1, "actions": [
           {"card": "cyberevolution", "controller": 0}, {"card": "upgrade", "controller": 1}]},
         {"card": "scout", "controller": 0}],
       "actions": [{"card": "deep-roots", "controller": 0}]},
      {"base": "tortuga", "minions": [
         {"card": "collector", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]}]}])"));
  CHECK(t.power_of("monkey-lab", "invader") == 4);
  CHECK(t.power_of("monkey-lab", "king-rex") == 7 + 3 + 2 + 2);
  CHECK(t.power_of("monkey-lab", "scout") == 3);
  // Not on another base.
  CHECK(t.power_of("tortuga", "collector") == 2);
}

TEST_CASE("[smashup][cyborg_apes][text] Monkey Lab: its bonus breaks it (23) and counts for the ranking (4/2/1)") {
  // 16 + 6 printed = 22; Player 2's Shell Game on an Invader adds 1 there: 23.
  const char* bases = R"([
      {"base": "monkey-lab", "minions": [
        {"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 0}, {"card": "collector", "controller": 0},
        {"card": "invader", "controller": 1, "actions": [{"card": "shell-game", "controller": 1}]},
        {"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])";
  Table t(position(json::array(), bases, {{"base_deck", {"the-mothership"}}}));
  CHECK(t.total("monkey-lab") == 23);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"the-mothership", "tortuga"});
}

TEST_CASE("[smashup][cyborg_apes][text] Monkey Lab: 22 does not score") {
  Table t(position(json::array(), R"([
      {"base": "monkey-lab", "minions": [
        {"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 0}, {"card": "collector", "controller": 0},
        {"card": "invader", "controller": 1}, {"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])", {{"base_deck", {"the-mothership"}}}));
  t.answer("done");
  CHECK(t.vp(0) == 0);
  CHECK(t.bases() == Names{"monkey-lab", "tortuga"});
}

// ---------------------------------------------------------------------------------------------------------------
// Primate Park (20, 3/2/1), R-15: "after this base scores, the winner (each tied winner) may return to hand any
// number of their own actions attached to minions here, instead of letting them be discarded."

namespace {
// Answers Primate Park's question(s) for the asked seat: takes `take`, then stops.
void return_actions(Table& t, const Names& take) {
  const auto seat = t.asked();
  for (const auto& card : take) t.answer("choose " + card);
  if (t.asking() && t.asked() == seat && t.prompt().find("Primate Park") != std::string::npos &&
      (t.can("pass") || t.can("done")))
    t.answer(t.can("pass") ? "pass" : "done");
}
}  // namespace

TEST_CASE("[smashup][cyborg_apes][text][R-15] Primate Park: the winner may return their own actions on minions here to hand") {
  json more = {{"base_deck", {"the-mothership"}},
               {"seats",
                {{{"hand", json::array()}, {"deck", {"walker", "collector"}}}, {{"hand", json::array()}, {"deck", {"scout", "scout"}}}}}};
  Table t(position(json::array(), R"([
      {"base": "primate-park",
       "minions": [
         {"card": "king-rex", "controller": 0, "actions": [{"card": "cyberevolution", "controller": 0}]},
         {"card": "ninja-master", "controller": 0, "actions": [
           {"card": "splice-as-nice", "controller": 0}, {"card": "upgrade", "controller": 1}]},
         {"card": "tiger-assassin", "controller": 1, "actions": [{"card": "shell-game", "controller": 0}]}],
       "actions": [{"card": "deep-roots", "controller": 0}]},
      {"base": "tortuga"}])", more));
  t.answer("done");
  REQUIRE(t.asking());
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose cyberevolution"));
  CHECK(t.can("choose splice-as-nice"));
  CHECK(t.can("choose shell-game"));       // their own action, on Player 2's minion
  CHECK_FALSE(t.can("choose upgrade"));    // Player 2's action
  CHECK_FALSE(t.can("choose deep-roots")); // on the base, not on a minion
  return_actions(t, {"cyberevolution", "shell-game"});
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 2);
  CHECK(sorted(t.hand(0)) == Names{"collector", "cyberevolution", "shell-game", "walker"});
  CHECK(sorted(t.discard(0)) == Names{"deep-roots", "king-rex", "ninja-master", "splice-as-nice"});
  CHECK(sorted(t.discard(1)) == Names{"tiger-assassin", "upgrade"});
}

TEST_CASE("[smashup][cyborg_apes][text][R-15] Primate Park: the runner-up is not offered anything") {
  json more = {{"base_deck", {"the-mothership"}}};
  Table t(position(json::array(), R"([
      {"base": "primate-park", "minions": [
         {"card": "king-rex", "controller": 0}, {"card": "ninja-master", "controller": 0},
         {"card": "king-rex", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}]},
      {"base": "tortuga"}])", more));
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 2);
  CHECK(has(t.discard(1), "upgrade"));
  CHECK_FALSE(has(t.hand(1), "upgrade"));
}

TEST_CASE("[smashup][cyborg_apes][text][R-15][R-19] Primate Park: tied winners each return their own, the active player first") {
  json more = {{"base_deck", {"the-mothership"}}};
  Table t(position(json::array(), R"([
      {"base": "primate-park", "minions": [
         {"card": "king-rex", "controller": 0, "actions": [{"card": "splice-as-nice", "controller": 0}]},
         {"card": "ninja-master", "controller": 0},
         {"card": "king-rex", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]},
         {"card": "ninja-master", "controller": 1}]},
      {"base": "tortuga"}])", more));
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("choose upgrade"));
  return_actions(t, {"splice-as-nice"});
  REQUIRE(t.asked() == 1);
  CHECK_FALSE(t.can("choose splice-as-nice"));
  return_actions(t, {"upgrade"});
  CHECK(has(t.hand(0), "splice-as-nice"));
  CHECK(has(t.hand(1), "upgrade"));
}

TEST_CASE("[smashup][cyborg_apes][text][R-15] Primate Park: returning none discards them all") {
  json more = {{"base_deck", {"the-mothership"}}};
  Table t(position(json::array(), R"([
      {"base": "primate-park", "minions": [
         {"card": "king-rex", "controller": 0, "actions": [{"card": "cyberevolution", "controller": 0}]},
         {"card": "king-rex", "controller": 0}, {"card": "ninja-master", "controller": 0}]},
      {"base": "tortuga"}])", more));
  t.answer("done");
  REQUIRE(t.asked() == 0);
  return_actions(t, {});
  CHECK(t.vp(0) == 3);
  CHECK(has(t.discard(0), "cyberevolution"));
}
