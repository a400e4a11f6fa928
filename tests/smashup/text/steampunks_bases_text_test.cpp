// The Steampunks bases (Inventor's Salon, Workshop), tested from the printed text and the rulings alone: each test
// puts a card where its words matter and checks the outcome they demand.
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"
#include "tests/smashup/text/adapt_answers.hpp"
#include "tests/smashup/text/steampunks_text.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::Table;
using nlohmann::json;

// ---------------------------------------------------------------------------------------------------------------
// Inventor's Salon (22, 4/2/1): "After this base scores, the winner may take an action card from their discard pile
// into their hand."

namespace {
// The Salon ready to score: Player 1 has 22 there (and a Zeppelin on it), Player 2 has 3.
json salon_board() {
  return board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "dinosaurs"], "hand": [], "deck": ["sprout", "sprout", "sprout"],
       "discard": ["rotary-slug-thrower", "steam-man", "scrap-diving"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout", "cub-scout", "cub-scout"],
       "discard": ["bear-hug"]}],
    "bases": [{"base": "inventors-salon",
               "minions": [{"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 0},
                           {"card": "king-rex", "controller": 0}, {"card": "steam-man", "controller": 0},
                           {"card": "cub-scout", "controller": 1}],
               "actions": [{"card": "zeppelin", "controller": 0}]},
              {"base": "the-great-library"}],
    "base_deck": ["jungle-oasis"]})"));
}
}  // namespace

TEST_CASE("[smashup][steampunks][text] Inventor's Salon: the winner may take an action from their discard pile into hand") {
  Table t(salon_board());
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  REQUIRE(t.asked() == 0);
  REQUIRE(prompt_names(t, "Inventor's Salon"));
  CHECK(t.can("choose rotary-slug-thrower"));
  CHECK(t.can("choose scrap-diving"));
  CHECK_FALSE(t.can("choose steam-man"));
  CHECK(t.can("pass"));
  t.answer("choose rotary-slug-thrower");
  // Then the turn ended: Player 1 drew two Sprouts.
  CHECK(test::sorted(t.hand(0)) == Names{"rotary-slug-thrower", "sprout", "sprout"});
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][steampunks][text] Inventor's Salon: the actions on the Salon itself are not in the discard pile yet") {
  // Rules, Scoring one base: the base's abilities resolve (4, 5) before "6. Every card still on the base goes to its
  // owner's discard pile".
  Table t(salon_board());
  t.answer("done");
  REQUIRE(prompt_names(t, "Inventor's Salon"));
  CHECK_FALSE(t.can("choose zeppelin"));
}

TEST_CASE("[smashup][steampunks][text] Inventor's Salon: the winner may decline; nobody else is asked") {
  Table t(salon_board());
  t.answer("done");
  REQUIRE(prompt_names(t, "Inventor's Salon"));
  t.answer("pass");
  CHECK_FALSE(prompt_names(t, "Inventor's Salon"));
  CHECK(t.hand(0) == Names{"sprout", "sprout"});
  CHECK(t.discard(1) == Names{"bear-hug", "cub-scout"});
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][steampunks][text][R-19] Inventor's Salon: tied winners each may take an action, the active player first") {
  json j = salon_board();
  j["bases"][0]["minions"] = json::parse(R"([
      {"card": "king-rex", "controller": 0}, {"card": "invader", "controller": 0}, {"card": "captain-ahab", "controller": 0},
      {"card": "king-rex", "controller": 1}, {"card": "invader", "controller": 1}, {"card": "captain-ahab", "controller": 1}])");
  j["bases"][0]["actions"] = json::array();
  j["turn"]["active"] = 1;
  j["base_deck"] = json::array({"jungle-oasis"});
  // 12 + 12 = 24 >= 22.
  Table t(j);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  REQUIRE(prompt_names(t, "Inventor's Salon"));
  CHECK(t.asked() == 1);
  t.answer("choose bear-hug");
  REQUIRE(prompt_names(t, "Inventor's Salon"));
  CHECK(t.asked() == 0);
  t.answer("choose scrap-diving");
  CHECK(t.hand(0).front() == "scrap-diving");
  CHECK(t.discard(1).size() == 3);  // the Salon's King Rex, Invader and Captain Ahab, not the Bear Hug
}

// ---------------------------------------------------------------------------------------------------------------
// Workshop (20, 4/2/1): "Whenever a player plays an action onto this base, that player may play an extra action."
// R-6: the original printing (no "first action each turn" limit). R-25: only actions played on the base itself.

TEST_CASE("[smashup][steampunks][text][R-6] Workshop: each action played onto it grants an extra action") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["rotary-slug-thrower", "zeppelin", "scrap-diving"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "workshop"}, {"base": "the-great-library"}]})")));
  t.answer("play rotary-slug-thrower workshop");
  REQUIRE(t.can("play zeppelin workshop"));
  t.answer("play zeppelin workshop");
  CHECK(t.can("play scrap-diving"));
  CHECK(t.can("done"));  // "may"
  t.answer("play scrap-diving");
  CHECK(t.actions_on("workshop") == Names{"rotary-slug-thrower", "zeppelin"});
}

TEST_CASE("[smashup][steampunks][text][R-25] Workshop: an action on a minion there, or a standard action, grants nothing") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["choking-vines", "rotary-slug-thrower"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "workshop", "minions": [{"card": "cub-scout", "controller": 1}]}, {"base": "the-great-library"}]})")));
  t.answer("play choking-vines cub-scout");
  CHECK_FALSE(t.can("play rotary-slug-thrower workshop"));
  CHECK_FALSE(t.can("play rotary-slug-thrower the-great-library"));

  Table s(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["insta-grow", "rotary-slug-thrower"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "workshop"}, {"base": "the-great-library"}]})")));
  s.answer("play insta-grow");
  CHECK_FALSE(s.can("play rotary-slug-thrower workshop"));
}

TEST_CASE("[smashup][steampunks][text] Workshop: any player who plays an action onto it gets the extra action") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": [], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": ["flame-trap", "bear-hug"], "deck": ["cub-scout"]}],
    "bases": [{"base": "workshop"}, {"base": "the-great-library"}],
    "turn": {"active": 1}})")));
  t.answer("play flame-trap workshop");
  CHECK(t.can("play bear-hug"));
}

TEST_CASE("[smashup][steampunks][text] Workshop: an action Mechanic plays onto it also grants an extra action") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["mechanic", "scrap-diving"], "discard": ["rotary-slug-thrower"],
       "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "workshop"}, {"base": "the-great-library"}],
    "turn": {"action_used": true}})")));
  CHECK_FALSE(t.can("play scrap-diving"));
  t.answer("play mechanic the-great-library");
  if (t.can("choose rotary-slug-thrower")) t.answer("choose rotary-slug-thrower");
  play_found(t, "rotary-slug-thrower", "workshop");
  REQUIRE(t.actions_on("workshop") == Names{"rotary-slug-thrower"});
  CHECK(t.can("play scrap-diving"));
}

TEST_CASE("[smashup][steampunks][text] Workshop scores 4/2/1 at 20") {
  Table t(board(json::parse(R"({"bases": [
      {"base": "workshop", "minions": [{"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 0},
                                       {"card": "cub-scout", "controller": 1}, {"card": "cub-scout", "controller": 1}]},
      {"base": "the-great-library"}],
    "base_deck": ["jungle-oasis"]})")));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
}
