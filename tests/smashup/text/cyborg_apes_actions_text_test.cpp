// Cyborg Apes actions played on a minion (Cyberevolution, Flying Monkey, Juiced Up, Missing Uplink, Monkey on Your
// Back, Shielding), tested from their printed text (the reference rows), the rulings (rules/smashup.md) and the second
// box's glossary alone — written without reading their code. Going Bananas and Monkey See, Monkey Do are with the
// minions in cyborg_apes_text_test.cpp.
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
using test::apes::their_turn;

// ---------------------------------------------------------------------------------------------------------------
// Cyberevolution: "Play on a minion. Ongoing: that minion has +3 power."

TEST_CASE("[smashup][cyborg_apes][text] Cyberevolution: +3 power to any minion it is played on") {
  Table t(position({"cyberevolution"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]},
      {"base": "tortuga"}])"));
  CHECK(t.can("play cyberevolution king-rex"));  // "a minion": another player's too
  t.answer("play cyberevolution invader");
  CHECK(t.power_of("the-mothership", "invader") == 6);
  CHECK(t.power_of("the-mothership", "king-rex") == 7);
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][cyborg_apes][text] Cyberevolution on another player's minion goes to its owner's discard with it") {
  Table t(their_turn({"ninja-master"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "invader", "controller": 1, "actions": [{"card": "cyberevolution", "controller": 0}]}]},
      {"base": "tortuga"}])"));
  CHECK(t.power_of("the-mothership", "invader") == 6);
  t.answer("play ninja-master the-mothership");
  t.answer("choose invader");
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.discard(0) == Names{"cyberevolution"});
}

// ---------------------------------------------------------------------------------------------------------------
// Flying Monkey: "Play on a minion. Special: after that minion's base scores, you may move the minion to another
// base instead of discarding it; then destroy this action."

namespace {
// Jungle Oasis (12) scores when Player 1 is done: King Rex (with Flying Monkey) 7 + Invader 3 for Player 1, Scout 3
// for Player 2. The Factory replaces it.
const char* kFlyingBoard = R"([
    {"base": "jungle-oasis", "minions": [
      {"card": "king-rex", "controller": 0, "actions": [{"card": "flying-monkey", "controller": 0}]},
      {"card": "invader", "controller": 0},
      {"card": "scout", "controller": 1}]},
    {"base": "the-mothership"},
    {"base": "tortuga"}])";

// The Scout on the scored base may go to its owner's hand (its own Special): its owner declines.
void decline_scout(Table& t) {
  while (t.asking() && t.prompt().find("Scout") != std::string::npos && t.can("no")) t.answer("no");
}
}  // namespace

TEST_CASE("[smashup][cyborg_apes][text] Flying Monkey: after the base scores its minion may move to another base; the action is destroyed") {
  Table t(position(json::array(), kFlyingBoard, {{"base_deck", {"factory-436-1337"}}}));
  t.answer("done");
  // Player 2's Scout answers the scoring too: Player 1 orders them, Flying Monkey first.
  if (t.can("resolve flying-monkey")) t.answer("resolve flying-monkey");
  REQUIRE(t.asking());
  REQUIRE(t.asked() == 0);
  if (t.can("yes")) t.answer("yes");
  CHECK(t.can("choose tortuga"));
  CHECK(t.can("choose the-mothership"));
  // Glossary: "Flying Monkey cannot move the minion onto the base that replaces the scored one."
  CHECK_FALSE(t.can("choose factory-436-1337"));
  CHECK_FALSE(t.can("choose jungle-oasis"));
  t.answer("choose tortuga");
  decline_scout(t);
  CHECK(t.vp(0) == 2);
  CHECK(t.minions_on("tortuga") == Names{"king-rex"});
  CHECK(t.controller("tortuga", "king-rex") == 0);
  CHECK(t.actions_on("tortuga").empty());
  CHECK(has(t.discard(0), "flying-monkey"));
  CHECK(has(t.discard(0), "invader"));
  CHECK_FALSE(has(t.discard(0), "king-rex"));
}

TEST_CASE("[smashup][cyborg_apes][text] Flying Monkey: the move is optional") {
  Table t(position(json::array(), kFlyingBoard, {{"base_deck", {"factory-436-1337"}}}));
  t.answer("done");
  if (t.can("resolve flying-monkey")) t.answer("resolve flying-monkey");
  REQUIRE(t.asked() == 0);
  if (t.can("no")) t.answer("no");
  else t.answer("pass");
  decline_scout(t);
  CHECK(sorted(t.discard(0)) == Names{"flying-monkey", "invader", "king-rex"});
  CHECK(t.minions_on("tortuga").empty());
  CHECK(t.minions_on("the-mothership").empty());
}

TEST_CASE("[smashup][cyborg_apes][text] Flying Monkey on another player's minion: its player moves it, other actions go along") {
  Table t(position(json::array(), R"([
      {"base": "jungle-oasis", "minions": [
        {"card": "king-rex", "controller": 1, "actions": [
          {"card": "flying-monkey", "controller": 0}, {"card": "upgrade", "controller": 1}]},
        {"card": "invader", "controller": 0},
        {"card": "scout", "controller": 0}]},
      {"base": "the-mothership"}])", {{"base_deck", {"factory-436-1337"}}}));
  t.answer("done");
  if (t.can("resolve flying-monkey")) t.answer("resolve flying-monkey");
  REQUIRE(t.asked() == 0);
  if (t.can("yes")) t.answer("yes");
  t.answer("choose the-mothership");
  decline_scout(t);
  CHECK(t.vp(1) == 2);
  CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  CHECK(t.controller("the-mothership", "king-rex") == 1);
  CHECK(t.power_of("the-mothership", "king-rex") == 9);
  CHECK(has(t.discard(0), "flying-monkey"));
}

// ---------------------------------------------------------------------------------------------------------------
// Juiced Up: "Play on a minion. Ongoing: that minion has +2 power for every action attached to it, this one included."

TEST_CASE("[smashup][cyborg_apes][text] Juiced Up: +2 for every action attached, itself included") {
  Table t(position({"juiced-up"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "invader", "controller": 0},
        {"card": "king-rex", "controller": 1, "actions": [
          {"card": "cyberevolution", "controller": 0}, {"card": "upgrade", "controller": 1}]}]},
      {"base": "tortuga"}])"));
  CHECK(t.can("play juiced-up invader"));
  SECTION("alone: +2") {
    t.answer("play juiced-up invader");
    CHECK(t.power_of("the-mothership", "invader") == 5);
  }
  SECTION("with two other actions, anyone's: +6 on top of theirs") {
    t.answer("play juiced-up king-rex");
    CHECK(t.power_of("the-mothership", "king-rex") == 7 + 3 + 2 + 6);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Missing Uplink: "Play on one of your minions. Ongoing: draw one extra card at the end of your turn."

TEST_CASE("[smashup][cyborg_apes][text] Missing Uplink: only on one of your minions") {
  Table t(position({"missing-uplink"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]},
      {"base": "tortuga"}])"));
  CHECK(t.can("play missing-uplink invader"));
  CHECK_FALSE(t.can("play missing-uplink king-rex"));
}

TEST_CASE("[smashup][cyborg_apes][text][R-23] Missing Uplink: a minion you control is yours, one you only own is not") {
  Table t(position({"missing-uplink"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "invader", "controller": 0, "owner": 1}, {"card": "king-rex", "controller": 1, "owner": 0}]},
      {"base": "tortuga"}])"));
  CHECK(t.can("play missing-uplink invader"));
  CHECK_FALSE(t.can("play missing-uplink king-rex"));
}

TEST_CASE("[smashup][cyborg_apes][text] Missing Uplink: one extra card at the end of your turn") {
  json more = {{"seats",
                {{{"hand", {"missing-uplink"}}, {"deck", {"walker", "collector", "scout", "king-rex"}}},
                 {{"hand", json::array()}, {"deck", {"scout", "scout"}}}}}};
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])", more));
  t.answer("play missing-uplink invader");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.hand(0) == Names{"walker", "collector", "scout"});
  CHECK(t.deck(0) == Names{"king-rex"});
}

TEST_CASE("[smashup][cyborg_apes][text] Missing Uplink: its draw comes after the 10-card limit was checked") {
  // Glossary: "Missing Uplink's draw happens at end of turn, after the Draw 2 Cards phase, so the 10-card hand limit
  // is not checked again."
  json hand = {"missing-uplink", "scout", "scout", "scout", "scout", "scout", "scout", "scout", "scout", "scout"};
  json more = {{"seats",
                {{{"hand", hand}, {"deck", {"walker", "collector", "king-rex", "invader"}}},
                 {{"hand", json::array()}, {"deck", {"scout", "scout"}}}}}};
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])", more));
  t.answer("play missing-uplink invader");
  t.answer("done");
  // 9 + 2 = 11: discard down to 10.
  REQUIRE(t.asked() == 0);
  t.answer("choose scout");
  CHECK(t.asked() == 1);
  CHECK(t.hand(0).size() == 11);
  CHECK(has(t.hand(0), "king-rex"));
}

TEST_CASE("[smashup][cyborg_apes][text] Missing Uplink: nothing at the end of another player's turn") {
  json more = {{"seats",
                {{{"hand", {"collector"}}, {"deck", {"walker", "king-rex"}}},
                 {{"hand", json::array()}, {"deck", {"scout", "scout"}}}}},
               {"turn", {{"active", 1}, {"phase", "play"}}}};
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "invader", "controller": 0, "actions": [{"card": "missing-uplink", "controller": 0}]}]},
      {"base": "tortuga"}])", more));
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.hand(0) == Names{"collector"});
  CHECK(t.deck(0) == Names{"walker", "king-rex"});
}

// ---------------------------------------------------------------------------------------------------------------
// Monkey on Your Back: "Play on one of your minions. Talent: destroy a minion of another player on this minion's base
// that has power 4 or less, then put this card on the bottom of your deck."

TEST_CASE("[smashup][cyborg_apes][text] Monkey on Your Back: only on one of your minions, and its Talent works the turn it arrives") {
  Table t(position({"monkey-on-your-back"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "collector", "controller": 1}]},
      {"base": "tortuga"}])"));
  CHECK(t.can("play monkey-on-your-back invader"));
  CHECK_FALSE(t.can("play monkey-on-your-back collector"));
  t.answer("play monkey-on-your-back invader");
  CHECK(t.can("use monkey-on-your-back"));
}

TEST_CASE("[smashup][cyborg_apes][text] Monkey on Your Back: its Talent destroys another player's minion of power 4 or less here, then goes under your deck") {
  json more = {{"seats",
                {{{"hand", json::array()}, {"deck", {"zombie-lord"}}}, {{"hand", json::array()}, {"deck", {"scout"}}}}}};
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "monkey-on-your-back", "controller": 0}]},
        {"card": "invader", "controller": 0},
        {"card": "tiger-assassin", "controller": 1},
        {"card": "ninja-master", "controller": 1},
        {"card": "collector", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]},
        {"card": "scout", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}]},
      {"base": "tortuga", "minions": [{"card": "walker", "controller": 1}]}])", more));
  t.answer("use monkey-on-your-back");
  // Tiger Assassin 4 and Collector 2+2 = 4 qualify; Ninja Master 5, Scout 3+2 = 5 (current power), Player 1's own
  // minions and the Walker on another base do not.
  CHECK(t.can("choose tiger-assassin"));
  CHECK(t.can("choose collector"));
  CHECK_FALSE(t.can("choose ninja-master"));
  CHECK_FALSE(t.can("choose scout"));
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("choose walker"));
  t.answer("choose tiger-assassin");
  CHECK(t.discard(1) == Names{"tiger-assassin"});
  CHECK(t.deck(0) == Names{"zombie-lord", "monkey-on-your-back"});
  CHECK(sorted(t.actions_on("the-mothership")) == Names{"upgrade", "upgrade"});
}

TEST_CASE("[smashup][cyborg_apes][text][R-23] Monkey on Your Back: \"another player's\" minion is one another player controls") {
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "monkey-on-your-back", "controller": 0}]},
        {"card": "collector", "controller": 1, "owner": 0},
        {"card": "scout", "controller": 0, "owner": 1}]}])"));
  t.answer("use monkey-on-your-back");
  CHECK_FALSE(t.can("choose scout"));
  if (t.can("choose collector")) t.answer("choose collector");
  CHECK(t.discard(0) == Names{"collector"});
}

TEST_CASE("[smashup][cyborg_apes][text] Monkey on Your Back: no Talent on another player's turn") {
  Table t(their_turn({"upgrade"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "monkey-on-your-back", "controller": 0}]},
        {"card": "collector", "controller": 1}]}])"));
  CHECK(t.asked() == 1);
  CHECK_FALSE(t.can("use monkey-on-your-back"));
}

// ---------------------------------------------------------------------------------------------------------------
// Shielding: "Play on a minion. Ongoing: other players' actions cannot affect that minion or the other actions
// attached to it." Glossary: when played, other players' actions already on that minion are destroyed; one
// Shielding does not protect itself, two on the same minion protect each other. R-21: affect = moved, returned,
// destroyed, or has an action attached to it.

TEST_CASE("[smashup][cyborg_apes][text] Shielding: other players' actions already on the minion are destroyed when it is played") {
  Table t(position({"shielding"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [
          {"card": "upgrade", "controller": 1}, {"card": "cyberevolution", "controller": 0}]}]},
      {"base": "tortuga"}])"));
  t.answer("play shielding king-rex");
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK(sorted(t.actions_on("the-mothership")) == Names{"cyberevolution", "shielding"});
  CHECK(t.power_of("the-mothership", "king-rex") == 10);
}

TEST_CASE("[smashup][cyborg_apes][text][R-21] Shielding: another player's action cannot be attached to the minion") {
  Table t(their_turn({"upgrade"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shielding", "controller": 0}]},
        {"card": "invader", "controller": 0}]}])"));
  CHECK(t.can("play upgrade invader"));
  CHECK_FALSE(t.can("play upgrade king-rex"));
}

TEST_CASE("[smashup][cyborg_apes][text][R-21] Shielding: its player's own actions still go onto the minion") {
  Table t(position({"cyberevolution"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shielding", "controller": 0}]}]}])"));
  CHECK(t.can("play cyberevolution king-rex"));
}

TEST_CASE("[smashup][cyborg_apes][text][R-21] Shielding: other players' actions cannot destroy the minion, their minions can") {
  Table t(their_turn({"bacta-the-future", "ninja-master"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shielding", "controller": 0}]},
        {"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play bacta-the-future");
  // Only the Invader can be destroyed by an action of Player 2's.
  CHECK_FALSE(t.can("choose king-rex"));
  t.answer("choose invader");
  // Bacta: the Invader's owner may play an extra minion: Player 1 declines.
  if (t.asked() == 0) t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  // "other players' ACTIONS": a minion's ability is not stopped.
  t.answer("play ninja-master the-mothership");
  REQUIRE(t.can("choose king-rex"));
  t.answer("choose king-rex");
  CHECK(sorted(t.discard(0)) == Names{"invader", "king-rex", "shielding"});
}

TEST_CASE("[smashup][cyborg_apes][text][R-21] Shielding: a power change is not affecting: Sleep Spores still lowers it") {
  // R-21: "Changing its power or its controller ... are not affecting it."
  Table t(position(json::array(), R"([
      {"base": "the-mothership",
       "minions": [{"card": "king-rex", "controller": 0, "actions": [{"card": "shielding", "controller": 0}]}],
       "actions": [{"card": "sleep-spores", "controller": 1}]}])"));
  CHECK(t.power_of("the-mothership", "king-rex") == 6);
}

TEST_CASE("[smashup][cyborg_apes][text][R-21] Shielding: choosing the minion for a power change is not affecting it") {
  // R-21: "Changing its power ..., choosing it ... are not affecting it." Augmentation (Player 2): "Choose any one
  // minion; it has +4 power until the end of your turn."
  Table t(their_turn({"augmentation"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shielding", "controller": 0}]},
        {"card": "invader", "controller": 1}]}])"));
  t.answer("play augmentation");
  REQUIRE(t.can("choose king-rex"));
  t.answer("choose king-rex");
  CHECK(t.power_of("the-mothership", "king-rex") == 11);
}

TEST_CASE("[smashup][cyborg_apes][text] Shielding: protects the other actions on the minion but not itself; two protect each other") {
  SECTION("one Shielding: Going Bananas destroys it and not the Cyberevolution it protects") {
    // Reading: the Cyberevolution is protected while Going Bananas resolves ("one Shielding does not protect itself").
    Table t(their_turn({"going-bananas"}, R"([
        {"base": "the-mothership", "minions": [
          {"card": "king-rex", "controller": 0, "actions": [
            {"card": "shielding", "controller": 0}, {"card": "cyberevolution", "controller": 0}]}]},
        {"base": "tortuga"}])"));
    t.answer("play going-bananas");
    t.answer("choose the-mothership");
    CHECK(t.discard(0) == Names{"shielding"});
    CHECK(t.actions_on("the-mothership") == Names{"cyberevolution"});
  }
  SECTION("two Shieldings: nothing is destroyed") {
    Table t(their_turn({"going-bananas"}, R"([
        {"base": "the-mothership", "minions": [
          {"card": "king-rex", "controller": 0, "actions": [
            {"card": "shielding", "controller": 0}, {"card": "shielding", "controller": 0},
            {"card": "cyberevolution", "controller": 0}]}]},
        {"base": "tortuga"}])"));
    t.answer("play going-bananas");
    t.answer("choose the-mothership");
    CHECK(t.discard(0).empty());
    CHECK(sorted(t.actions_on("the-mothership")) == Names{"cyberevolution", "shielding", "shielding"});
  }
}

TEST_CASE("[smashup][cyborg_apes][text] Shielding: stops Monkey on Your Back (another player's action) from destroying the minion") {
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "monkey-on-your-back", "controller": 0}]},
        {"card": "tiger-assassin", "controller": 1, "actions": [{"card": "shielding", "controller": 1}]}]}])"));
  if (t.can("use monkey-on-your-back")) {
    t.answer("use monkey-on-your-back");
    if (t.asked() == 0 && t.can("choose tiger-assassin")) t.answer("choose tiger-assassin");
  }
  CHECK(has(t.minions_on("the-mothership"), "tiger-assassin"));
}

TEST_CASE("[smashup][cyborg_apes][text] Shielding on another player's minion: that player's actions already there are destroyed") {
  // Reading: "other players'" is said from the Shielding's player's side; the glossary: "when it is played, other
  // players' actions already on that minion are destroyed, because they are affecting it".
  Table t(position({"shielding"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}]}])"));
  t.answer("play shielding king-rex");
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK(t.actions_on("the-mothership") == Names{"shielding"});
}
