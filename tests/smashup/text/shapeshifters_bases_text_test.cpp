// Shapeshifters bases (Faceless City, The Vats), tested from their printed text (the reference rows), the rulings
// (rules/smashup.md) and the second box's glossary alone — written without reading their code.
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/shapeshifters_text.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;
using test::shifters::count;
using test::shifters::position;
using test::shifters::put_on;

// ---------------------------------------------------------------------------------------------------------------
// Faceless City (20, 4/2/1): "The first time in a turn that a player plays a minion here, that player searches their
// deck for a card with the same name, reveals it, puts it into hand, and shuffles." R-6: the original wording is
// mandatory ("may" came later). R-26: once per player per turn.

TEST_CASE("[smashup][shapeshifters][text][R-6] Faceless City: the first minion played here fetches a card of its name from the deck") {
  Table t(position({"king-rex", "walker"}, {"invader", "king-rex", "walker"}, R"([
      {"base": "faceless-city"}, {"base": "tortuga"}])"));
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.prompt().find("Faceless City") != std::string::npos) {
    CHECK_FALSE(t.can("pass"));
    CHECK_FALSE(t.can("no"));
    if (t.can("choose king-rex")) t.answer("choose king-rex");
    else if (t.can("yes")) t.answer("yes");
  }
  CHECK(sorted(t.hand(0)) == Names{"king-rex", "walker"});
  CHECK(sorted(t.deck(0)) == Names{"invader", "walker"});
  CHECK(test::shuffled(t, 0));
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: only the first time in the turn") {
  json j = position({"king-rex"}, {"king-rex", "king-rex", "walker"}, R"([{"base": "faceless-city"}, {"base": "tortuga"}])");
  j["turn"]["extras"] = {{{"type", "minion"}}};
  Table t(j);
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  REQUIRE(t.hand(0) == Names{"king-rex"});
  t.answer("play king-rex faceless-city");
  if (t.can("with extra-1")) t.answer("with extra-1");
  CHECK(t.hand(0).empty());
  CHECK(count(t.deck(0), "king-rex") == 1);
  CHECK(t.minions_on("faceless-city") == Names{"king-rex", "king-rex"});
}

TEST_CASE("[smashup][shapeshifters][text][R-26] Faceless City: each player's first minion there in the turn searches") {
  json j = position({"king-rex", "bacta-the-future"}, {"king-rex", "walker"}, R"([
      {"base": "faceless-city", "minions": [{"card": "collector", "controller": 1}]},
      {"base": "tortuga"}])");
  j["seats"][1]["hand"] = {"scout"};
  j["seats"][1]["deck"] = {"invader", "scout"};
  Table t(j);
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.hand(0) == Names{"bacta-the-future", "king-rex"});
  t.answer("play bacta-the-future");
  t.answer("choose collector");
  REQUIRE(t.asked() == 1);
  t.answer("play scout faceless-city");
  if (t.asked() == 1 && t.can("choose scout")) t.answer("choose scout");
  CHECK(t.hand(1) == Names{"scout"});
  CHECK(t.deck(1) == Names{"invader"});
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: a minion moved there is not played; the first play after it still searches") {
  // Invasion (Aliens): "Move any one minion ... from its base to a different base."
  Table t(position({"invasion", "king-rex"}, {"king-rex", "walker"}, R"([
      {"base": "faceless-city"},
      {"base": "tortuga", "minions": [{"card": "king-rex", "controller": 0}]}])"));
  t.answer("play invasion");
  t.answer("choose king-rex");
  if (t.can("choose faceless-city")) t.answer("choose faceless-city");
  CHECK(t.minions_on("faceless-city") == Names{"king-rex"});
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(count(t.deck(0), "king-rex") == 1);
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(count(t.deck(0), "king-rex") == 0);
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: with no card of that name in the deck nothing is fetched") {
  Table t(position({"king-rex"}, {"invader", "walker"}, R"([{"base": "faceless-city"}, {"base": "tortuga"}])"));
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.prompt().find("Faceless City") != std::string::npos && t.can("pass")) t.answer("pass");
  CHECK(t.hand(0).empty());
  CHECK(sorted(t.deck(0)) == Names{"invader", "walker"});
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: breaks at 20 and pays 4/2/1") {
  json j = position(json::array(), json::array(), R"([
      {"base": "faceless-city", "minions": [
        {"card": "king-rex", "controller": 0}, {"card": "ninja-master", "controller": 0},
        {"card": "invader", "controller": 1}, {"card": "invader", "controller": 1}, {"card": "collector", "controller": 1}]},
      {"base": "tortuga"}])");
  j["base_deck"] = {"the-mothership"};
  Table t(j);
  CHECK(t.total("faceless-city") == 20);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"the-mothership", "tortuga"});
}

// ---------------------------------------------------------------------------------------------------------------
// The Vats (15, 3/1/1): "A minion cannot be played here if a minion with the same name is already on this base."

TEST_CASE("[smashup][shapeshifters][text] The Vats: no minion played here while one of the same name is here, anyone's") {
  Table t(position({"invader", "scout"}, json::array(), R"([
      {"base": "the-vats", "minions": [{"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])"));
  CHECK_FALSE(t.can("play invader the-vats"));
  CHECK(t.can("play invader tortuga"));
  CHECK(t.can("play scout the-vats"));
}

TEST_CASE("[smashup][shapeshifters][text] The Vats: moving a minion there is not playing it") {
  Table t(position({"invasion"}, json::array(), R"([
      {"base": "the-vats", "minions": [{"card": "invader", "controller": 1}]},
      {"base": "tortuga", "minions": [{"card": "invader", "controller": 0}]}])"));
  t.answer("play invasion");
  t.answer(std::string("choose ") + t.id(t.on("tortuga", "invader")));
  if (t.can("choose the-vats")) t.answer("choose the-vats");
  CHECK(t.minions_on("the-vats") == Names{"invader", "invader"});
}

TEST_CASE("[smashup][shapeshifters][text] The Vats: an extra minion (Mitosis) cannot go there either") {
  Table t(position({"mitosis", "invader"}, json::array(), R"([
      {"base": "the-vats", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play mitosis");
  const auto in_vats = "choose " + t.id(t.on("the-vats", "invader"));
  if (t.can(in_vats)) t.answer(in_vats);
  CHECK_FALSE(t.can("play invader the-vats"));
  CHECK_FALSE(t.can("choose the-vats"));
  put_on(t, "invader", "tortuga");
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.minions_on("the-vats") == Names{"invader"});
}

TEST_CASE("[smashup][shapeshifters][text] The Vats: breaks at 15 and pays 3/1/1") {
  json j = position(json::array(), json::array(), R"([
      {"base": "the-vats", "minions": [
        {"card": "king-rex", "controller": 0}, {"card": "scout", "controller": 0},
        {"card": "invader", "controller": 1}, {"card": "collector", "controller": 1}]},
      {"base": "tortuga"}])");
  j["base_deck"] = {"the-mothership"};
  Table t(j);
  CHECK(t.total("the-vats") == 15);
  t.answer("done");
  // Player 1's Scout may go back to the hand: declined.
  while (t.asking() && t.asked() == 0 && t.prompt().find("Scout") != std::string::npos && t.can("no")) t.answer("no");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 1);
  CHECK(t.bases() == Names{"the-mothership", "tortuga"});
}
