// The turn: plays per turn, draw 2, the hand limit, reshuffling an empty deck, and the end of the game.
#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

json two_players(json hand0, json deck0, json discard0 = json::array()) {
  return {{"seats", {{{"hand", hand0}, {"deck", deck0}, {"discard", discard0}}, {{"deck", {"invader", "invader"}}}}},
          {"bases", {{{"base", "the-homeworld"}, {"minions", {{{"card", "invader"}, {"controller", 1}}}}},
                     {{"base", "the-mothership"}}}},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

}  // namespace

TEST_CASE("[smashup][rules] one minion and one action per turn, both optional, in any order") {
  Table t(two_players({"scout", "scout", "beam-up", "beam-up"}, {"invader", "invader"}));
  t.answer("play beam-up");
  t.answer("choose invader");
  CHECK_FALSE(t.can("play beam-up"));
  CHECK(t.can("play scout the-mothership"));
  t.answer("play scout the-mothership");
  CHECK_FALSE(t.can("play scout the-mothership"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][rules] draw 2 at the end of the turn, then discard down to 10") {
  Table t(two_players({"scout", "scout", "scout", "beam-up", "beam-up", "collector", "collector", "collector",
                       "collector", "invader"},
                      {"probe", "invasion"}));
  t.answer("done");
  CHECK(t.hand(0).size() == 12);
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("discard down to 10") != std::string::npos);
  t.answer("choose probe");
  t.answer("choose invasion");
  CHECK(t.hand(0).size() == 10);
  CHECK(t.discard(0) == Names{"probe", "invasion"});
  CHECK(t.s.turn.active == 1);
}

TEST_CASE("[smashup][rules] an empty deck is refilled by shuffling the discard pile; with both empty nothing is drawn") {
  Table t(two_players(json::array(), {"probe"}, {"invasion", "beam-up"}));
  t.answer("done");
  // The Probe, then one of the reshuffled discards.
  CHECK(t.hand(0).size() == 2);
  CHECK(t.hand(0)[0] == "probe");
  CHECK(t.discard(0).empty());
  CHECK(t.deck(0).size() == 1);

  Table empty(two_players(json::array(), json::array()));
  empty.answer("done");
  CHECK(empty.hand(0).empty());
  CHECK(empty.s.turn.active == 1);
}

TEST_CASE("[smashup][rules] the game ends at the end of a turn with 15 VP and a single leader") {
  json scenario = two_players({"invader"}, {"probe", "probe"});
  scenario["seats"][0]["vp"] = 14;
  Table t(scenario);
  t.answer("play invader the-mothership");
  CHECK_FALSE(is_over(t.s));  // 15 VP, but the turn is not over yet
  t.answer("done");
  CHECK(is_over(t.s));
  CHECK(results(t.s) == std::vector<double>{1.0, 0.0});
}

TEST_CASE("[smashup][rules] a tie for the lead at 15 or more continues the game") {
  json scenario = two_players({"invader"}, {"probe", "probe"});
  scenario["seats"][0]["vp"] = 14;
  scenario["seats"][1]["vp"] = 15;
  scenario["seats"][1]["hand"] = {"invader"};
  Table t(scenario);
  t.answer("play invader the-mothership");
  t.answer("done");
  CHECK_FALSE(is_over(t.s));
  CHECK(t.s.turn.active == 1);
  t.answer("play invader the-mothership");
  t.answer("done");
  CHECK(is_over(t.s));
  CHECK(results(t.s) == std::vector<double>{0.0, 1.0});
}
