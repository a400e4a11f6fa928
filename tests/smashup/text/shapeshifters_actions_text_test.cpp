// Shapeshifters actions ("...Really?" to Transmogrify), tested from their printed text (the reference rows), the
// rulings (rules/smashup.md) and the second box's glossary alone — written without reading their code.
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/shapeshifters_text.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;
using test::shifters::position;
using test::shifters::put_on;
using test::shifters::their_turn;

// ---------------------------------------------------------------------------------------------------------------
// "...Really?": "Destroy one of your minions. Then play, as an extra minion, a minion from your discard pile whose
// power is the same or lower."

TEST_CASE("[smashup][shapeshifters][text][R-22] ...Really?: destroy your minion, then play one of no more power from your discard pile") {
  json j = position({"really", "walker"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "tiger-assassin", "controller": 1}]},
      {"base": "tortuga"}])");
  j["seats"][0]["discard"] = {"collector", "scout", "king-rex"};
  Table t(j);
  t.answer("play really");
  // Only your own minions, and the destroy is not optional.
  CHECK_FALSE(t.can("choose tiger-assassin"));
  CHECK_FALSE(t.can("pass"));
  t.answer("choose invader");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose collector"));
  CHECK(t.can("choose scout"));
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(put_on(t, "scout", "tortuga"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("tortuga") == Names{"scout"});
  CHECK(sorted(t.discard(0)) == Names{"collector", "invader", "king-rex", "really"});
  // The turn's own minion play is untouched.
  CHECK(t.can("play walker tortuga"));
}

TEST_CASE("[smashup][shapeshifters][text] ...Really?: the destroyed minion itself may come back") {
  // Reading: "Then play ... a minion from your discard pile": the destroyed minion is in the discard pile by then.
  Table t(position({"really"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play really");
  if (t.can("choose invader") && t.minions_on("the-mothership") == Names{"invader"}) t.answer("choose invader");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose invader"));
  put_on(t, "invader", "tortuga");
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][shapeshifters][text] ...Really?: without a minion of yours in play it does nothing") {
  json j = position({"really", "walker"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 1}]}])");
  j["seats"][0]["discard"] = {"collector"};
  Table t(j);
  t.answer("play really");
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  CHECK(sorted(t.discard(0)) == Names{"collector", "really"});
  CHECK(t.can("play walker the-mothership"));
}

// ---------------------------------------------------------------------------------------------------------------
// Bacta the Future: "Destroy a minion. That minion's owner may immediately play an extra minion."

TEST_CASE("[smashup][shapeshifters][text] Bacta the Future: destroys any minion; its owner may play an extra minion at once") {
  json j = position({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "tiger-assassin", "controller": 1}]},
      {"base": "tortuga"}])");
  j["seats"][1]["hand"] = {"king-rex", "upgrade"};
  Table t(j);
  t.answer("play bacta-the-future");
  CHECK(t.can("choose invader"));
  CHECK_FALSE(t.can("pass"));
  t.answer("choose tiger-assassin");
  CHECK(t.discard(1) == Names{"tiger-assassin"});
  REQUIRE(t.asked() == 1);
  CHECK(t.can("pass"));
  put_on(t, "king-rex", "tortuga");
  CHECK(t.minions_on("tortuga") == Names{"king-rex"});
  CHECK(t.controller("tortuga", "king-rex") == 1);
  CHECK(t.asked() == 0);
}

TEST_CASE("[smashup][shapeshifters][text][R-27] Bacta the Future: the owner is asked even with no minion in hand") {
  // R-27: whether a player is "asked 'may play an extra' (Bacta the Future), depends only on public information".
  json j = position({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "tiger-assassin", "controller": 1}]}])");
  j["seats"][1]["hand"] = {"upgrade"};
  Table t(j);
  t.answer("play bacta-the-future");
  if (t.can("choose tiger-assassin")) t.answer("choose tiger-assassin");
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"pass"});
}

TEST_CASE("[smashup][shapeshifters][text] Bacta the Future on your own minion: the extra is now or never, the free play stays") {
  SECTION("played at once: the turn's minion is still free") {
    Table t(position({"bacta-the-future", "king-rex", "walker"}, json::array(), R"([
        {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
        {"base": "tortuga"}])"));
    t.answer("play bacta-the-future");
    t.answer("choose invader");
    REQUIRE(t.asked() == 0);
    put_on(t, "king-rex", "tortuga");
    CHECK(t.minions_on("tortuga") == Names{"king-rex"});
    CHECK(t.can("play walker tortuga"));
  }
  SECTION("declined: it is not kept for later") {
    Table t(position({"bacta-the-future", "king-rex", "walker"}, json::array(), R"([
        {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
        {"base": "tortuga"}])"));
    t.answer("play bacta-the-future");
    t.answer("choose invader");
    REQUIRE(t.asked() == 0);
    t.answer("pass");
    t.answer("play king-rex tortuga");
    CHECK_FALSE(t.can("play walker tortuga"));
    CHECK_FALSE(t.can("play walker the-mothership"));
  }
}

TEST_CASE("[smashup][shapeshifters][text] Bacta the Future: the owner, not the controller, gets the extra minion") {
  json j = position({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "tiger-assassin", "controller": 0, "owner": 1}]},
      {"base": "tortuga"}])");
  j["seats"][1]["hand"] = {"king-rex"};
  Table t(j);
  t.answer("play bacta-the-future");
  if (t.can("choose tiger-assassin")) t.answer("choose tiger-assassin");
  CHECK(t.discard(1) == Names{"tiger-assassin"});
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Cellular Bonding: "Play on a minion and choose an action that is attached to some minion. Ongoing: this card has
// that action's abilities." Glossary: keeps them if the original leaves; with none in play it is discarded.

TEST_CASE("[smashup][shapeshifters][text] Cellular Bonding: copies an action on a minion and keeps it when the original goes") {
  json j = position({"cellular-bonding", "going-bananas"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga",
       "minions": [{"card": "king-rex", "controller": 1, "actions": [{"card": "cyberevolution", "controller": 1}]}],
       "actions": [{"card": "deep-roots", "controller": 1}]}])");
  j["turn"]["extras"] = {{{"type", "action"}}};
  Table t(j);
  t.answer("play cellular-bonding invader");
  REQUIRE(t.asked() == 0);
  // Only actions attached to minions.
  CHECK_FALSE(t.can("choose deep-roots"));
  t.answer("choose cyberevolution");
  CHECK(t.power_of("the-mothership", "invader") == 6);
  t.answer("play going-bananas");
  t.answer("choose tortuga");
  CHECK(sorted(t.discard(1)) == Names{"cyberevolution", "deep-roots"});
  CHECK(t.power_of("the-mothership", "invader") == 6);
}

TEST_CASE("[smashup][shapeshifters][text] Cellular Bonding: with no action on any minion it is discarded with no effect") {
  Table t(position({"cellular-bonding"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}], "actions": [{"card": "deep-roots", "controller": 1}]}])"));
  t.answer("play cellular-bonding invader");
  CHECK(t.discard(0) == Names{"cellular-bonding"});
  CHECK(t.actions_on("the-mothership") == Names{"deep-roots"});
  CHECK(t.power_of("the-mothership", "invader") == 3);
}

TEST_CASE("[smashup][shapeshifters][text] Cellular Bonding: a copied Talent (Monkey on Your Back) is its own") {
  json j = position({"cellular-bonding"}, {"walker"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "invader", "controller": 0},
        {"card": "collector", "controller": 1}]},
      {"base": "tortuga", "minions": [
        {"card": "king-rex", "controller": 1, "actions": [{"card": "monkey-on-your-back", "controller": 1}]}]}])");
  Table t(j);
  t.answer("play cellular-bonding invader");
  t.answer("choose monkey-on-your-back");
  REQUIRE(t.can("use cellular-bonding"));
  t.answer("use cellular-bonding");
  if (t.can("choose collector")) t.answer("choose collector");
  CHECK(t.discard(1) == Names{"collector"});
  // "then put this card on the bottom of your deck": this card is the Cellular Bonding.
  CHECK(t.deck(0) == Names{"walker", "cellular-bonding"});
  CHECK(t.actions_on("tortuga") == Names{"monkey-on-your-back"});
}

// ---------------------------------------------------------------------------------------------------------------
// Genetic Shift: "Choose one: each of your minions gets +1 power until the end of the turn, or one of your minions
// gets +3 power until the end of the turn."

namespace {
const char* kShiftBoard = R"([
    {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]},
    {"base": "tortuga", "minions": [{"card": "scout", "controller": 0}, {"card": "collector", "controller": 0, "owner": 1}]}])";
}

TEST_CASE("[smashup][shapeshifters][text][R-23] Genetic Shift: +1 to each of your minions until the end of the turn") {
  Table t(position({"genetic-shift"}, {"walker", "walker"}, kShiftBoard));
  t.answer("play genetic-shift");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  // The program asks "each of your minions +1? (no: one of your minions gets +3)".
  REQUIRE(t.can("yes"));
  t.answer("yes");
  CHECK(t.power_of("the-mothership", "invader") == 4);
  CHECK(t.power_of("tortuga", "scout") == 4);
  CHECK(t.power_of("tortuga", "collector") == 3);  // yours: you control it (R-23)
  CHECK(t.power_of("the-mothership", "king-rex") == 7);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("the-mothership", "invader") == 3);
  CHECK(t.power_of("tortuga", "scout") == 3);
}

TEST_CASE("[smashup][shapeshifters][text] Genetic Shift: +3 to one of your minions until the end of the turn") {
  Table t(position({"genetic-shift"}, {"walker", "walker"}, kShiftBoard));
  t.answer("play genetic-shift");
  REQUIRE(t.asked() == 0);
  // The program asks "each of your minions +1? (no: one of your minions gets +3)".
  REQUIRE(t.can("no"));
  t.answer("no");
  REQUIRE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose king-rex"));
  t.answer("choose invader");
  CHECK(t.power_of("the-mothership", "invader") == 6);
  CHECK(t.power_of("tortuga", "scout") == 3);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("the-mothership", "invader") == 3);
}

// ---------------------------------------------------------------------------------------------------------------
// Mitosis: "Pick one of your minions in play; play a card with the same name from your hand as an extra minion."

TEST_CASE("[smashup][shapeshifters][text][R-22] Mitosis: a card of the same name from your hand comes in as an extra minion") {
  Table t(position({"mitosis", "invader", "king-rex"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play mitosis");
  if (t.asked() == 0 && t.can("choose invader")) {
    CHECK_FALSE(t.can("choose king-rex"));  // Player 2's King Rex is not yours
    t.answer("choose invader");
  }
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("play king-rex tortuga"));
  CHECK_FALSE(put_on(t, "invader", "tortuga"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.vp(0) == 1);
  // The free minion play is left.
  CHECK(t.can("play king-rex tortuga"));
}

TEST_CASE("[smashup][shapeshifters][text] Mitosis: without a card of that name in hand nothing is gained") {
  Table t(position({"mitosis", "king-rex", "walker"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "scout", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play mitosis");
  if (t.asked() == 0 && t.can("choose scout")) t.answer("choose scout");
  // R-27: whether Mitosis asks on never depends on the hand, which is hidden; with no Scout in hand only passing is
  // left, and nothing is gained.
  if (t.asking() && t.asked() == 0 && !t.can("play king-rex tortuga")) {
    REQUIRE(t.can("pass"));
    t.answer("pass");
  }
  t.answer("play king-rex tortuga");
  CHECK_FALSE(t.can("play walker tortuga"));
  CHECK_FALSE(t.can("play walker the-mothership"));
}

// ---------------------------------------------------------------------------------------------------------------
// Shell Game: "Play on a minion. Ongoing: that minion cannot be destroyed."

TEST_CASE("[smashup][shapeshifters][text] Shell Game: another player's card cannot destroy the minion") {
  Table t(their_turn({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]}]},
      {"base": "tortuga"}])"));
  t.answer("play bacta-the-future");
  if (t.asked() == 1 && t.can("choose king-rex")) t.answer("choose king-rex");
  while (t.asked() == 0 && t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][shapeshifters][text] Shell Game: your own card cannot destroy it either") {
  Table t(position({"really"}, json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]}]},
      {"base": "tortuga"}])"));
  t.answer("play really");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  while (t.asked() == 0 && t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"really"});
}

TEST_CASE("[smashup][shapeshifters][text] Shell Game: scoring discards the minion (not a destroy), and it may still be returned") {
  json j = position(json::array(), {"walker", "walker"}, R"([
      {"base": "jungle-oasis", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]},
        {"card": "ninja-master", "controller": 0}]},
      {"base": "the-mothership"}])");
  j["base_deck"] = {"tortuga"};
  Table t(j);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(sorted(t.discard(0)) == Names{"king-rex", "ninja-master", "shell-game"});

  Table back(their_turn({"beam-up"}, json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]}]}])"));
  back.answer("play beam-up");
  back.answer("choose king-rex");
  CHECK(back.hand(0) == Names{"king-rex"});
  CHECK(back.discard(0) == Names{"shell-game"});
}

// ---------------------------------------------------------------------------------------------------------------
// Splice as Nice: "Play on a minion. Ongoing: that minion has +2 power."

TEST_CASE("[smashup][shapeshifters][text] Splice as Nice: +2 to any minion while it is attached") {
  Table t(position({"splice-as-nice", "going-bananas"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]}])"));
  CHECK(t.can("play splice-as-nice invader"));
  t.answer("play splice-as-nice king-rex");
  CHECK(t.power_of("the-mothership", "king-rex") == 9);
  CHECK(t.power_of("the-mothership", "invader") == 3);
}

// ---------------------------------------------------------------------------------------------------------------
// Transmogrify: "Destroy one of your minions. Search your deck for a minion whose power is the same or lower, play it
// as an extra minion, and shuffle your deck." R-11: any base; at most the destroyed minion's power as it was in play.

TEST_CASE("[smashup][shapeshifters][text][R-11][R-22] Transmogrify: a minion of no more power from the deck, on any base, as an extra") {
  Table t(position({"transmogrify", "walker"}, {"king-rex", "scout", "collector", "mimic", "cyberevolution"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "tiger-assassin", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play transmogrify");
  CHECK_FALSE(t.can("choose tiger-assassin"));
  t.answer("choose invader");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose scout"));
  CHECK(t.can("choose collector"));
  CHECK(t.can("choose mimic"));
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("choose cyberevolution"));
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(put_on(t, "scout", "tortuga"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("tortuga") == Names{"scout"});
  CHECK(sorted(t.deck(0)) == Names{"collector", "cyberevolution", "king-rex", "mimic"});
  CHECK(test::shuffled(t, 0));
  CHECK(sorted(t.discard(0)) == Names{"invader", "transmogrify"});
  CHECK(t.can("play walker tortuga"));
}

TEST_CASE("[smashup][shapeshifters][text][R-11] Transmogrify: the limit is the destroyed minion's power as it was in play") {
  SECTION("an Invader with Cyberevolution (6) fetches a Cyberback (5)") {
    Table t(position({"transmogrify"}, {"king-rex", "cyberback"}, R"([
        {"base": "the-mothership", "minions": [
          {"card": "invader", "controller": 0, "actions": [{"card": "cyberevolution", "controller": 0}]}]},
        {"base": "tortuga"}])"));
    t.answer("play transmogrify");
    if (t.can("choose invader")) t.answer("choose invader");
    REQUIRE(t.asked() == 0);
    CHECK(t.can("choose cyberback"));
    CHECK_FALSE(t.can("choose king-rex"));
  }
  SECTION("a Mimic at 7 (a King Rex is in play) fetches a King Rex") {
    Table t(position({"transmogrify"}, {"king-rex"}, R"([
        {"base": "the-mothership", "minions": [{"card": "mimic", "controller": 0}]},
        {"base": "tortuga", "minions": [{"card": "king-rex", "controller": 1}]}])"));
    t.answer("play transmogrify");
    if (t.can("choose mimic")) t.answer("choose mimic");
    REQUIRE(t.asking());
    REQUIRE(t.asked() == 0);
    put_on(t, "king-rex", "the-mothership");
    CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  }
}

TEST_CASE("[smashup][shapeshifters][text] Transmogrify on a Doppelgänger: both abilities happen") {
  // Glossary: "if Transmogrify destroys Doppelgänger, both abilities happen".
  Table t(position({"transmogrify"}, {"invader", "king-rex", "scout"}, R"([
      {"base": "the-mothership", "minions": [{"card": "doppelganger", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play transmogrify");
  if (t.can("choose doppelganger")) t.answer("choose doppelganger");
  for (int guard = 0; guard < 8 && t.asked() == 0 && !t.can("done"); ++guard) {
    const auto opts = t.options();
    if (opts.empty()) break;
    const auto& first = opts.front();
    if (first.rfind("resolve", 0) == 0) t.answer(first);
    else if (t.can("choose king-rex")) put_on(t, "king-rex", "tortuga");
    else if (t.can("choose scout")) put_on(t, "scout", "tortuga");
    else if (t.can("choose invader")) put_on(t, "invader", "tortuga");
    else if (t.can("choose tortuga")) t.answer("choose tortuga");
    else break;
  }
  CHECK(t.minions_on("tortuga").size() == 2);
  CHECK(t.deck(0).size() == 1);
  CHECK(sorted(t.discard(0)) == Names{"doppelganger", "transmogrify"});
}

TEST_CASE("[smashup][shapeshifters][text] Transmogrify: the destroy happens even when the deck holds no minion weak enough") {
  // "Destroy one of your minions." is not optional; the search then finds nothing.
  Table t(position({"transmogrify"}, {"king-rex"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play transmogrify");
  if (t.asked() == 0 && t.can("choose invader")) t.answer("choose invader");
  while (t.asked() == 0 && t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-mothership").empty());
  CHECK(t.minions_on("tortuga").empty());
  CHECK(sorted(t.discard(0)) == Names{"invader", "transmogrify"});
  CHECK(t.deck(0) == Names{"king-rex"});
}

TEST_CASE("[smashup][shapeshifters][text] Transmogrify: without a minion of yours in play nothing happens") {
  Table t(position({"transmogrify"}, {"scout"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 1}]}])"));
  t.answer("play transmogrify");
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  CHECK(t.deck(0) == Names{"scout"});
  CHECK(t.discard(0) == Names{"transmogrify"});
}
