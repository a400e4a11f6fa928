// The Killer Plants bases (Secret Grove, The Greenhouse), tested from the printed text and the rulings alone: each
// test puts a card where its words matter and checks the outcome they demand.
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"
#include "tests/smashup/text/adapt_answers.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::Table;
using nlohmann::json;

// ---------------------------------------------------------------------------------------------------------------
// Secret Grove (21, 3/2/1): "On your turn you may play one extra minion of power 2 or less on this base."

namespace {
// Secret Grove and The Great Library, from the start of `active`'s turn (the Grove's permission is the turn's,
// whenever the program grants it).
json grove_board(int active, const char* hand) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout"]}],
    "bases": [{"base": "secret-grove"}, {"base": "the-great-library"}]})");
  j["seats"][active]["hand"] = json::parse(hand);
  j["turn"] = {{"active", active}, {"phase", "start"}};
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Secret Grove: one extra minion of power 2 or less, on the Grove only") {
  Table t(grove_board(0, R"(["weed-eater", "sprout", "water-lily", "captain-ahab"])"));
  t.answer("play weed-eater the-great-library");  // the turn's free minion
  CHECK(t.can("play sprout secret-grove"));
  CHECK(t.can("play captain-ahab secret-grove"));
  CHECK_FALSE(t.can("play water-lily secret-grove"));
  CHECK_FALSE(t.can("play sprout the-great-library"));
  t.answer("play sprout secret-grove");
  // One extra only.
  CHECK_FALSE(t.can("play captain-ahab secret-grove"));
  CHECK(t.minions_on("secret-grove") == Names{"sprout"});
}

TEST_CASE("[smashup][killer_plants][text] Secret Grove: every player has it on their own turn") {
  Table t(grove_board(1, R"(["king-rex", "collector", "invader"])"));
  t.answer("play king-rex the-great-library");
  CHECK(t.can("play collector secret-grove"));
  CHECK_FALSE(t.can("play invader secret-grove"));
}

TEST_CASE("[smashup][killer_plants][text][R-20] Secret Grove: its extra and the free minion are two plays") {
  Table t(grove_board(0, R"(["sprout", "water-lily", "captain-ahab"])"));
  t.answer("play sprout secret-grove");
  take_extra_if_asked(t);
  // R-20: the engine may pick a permission on its own only when the choice cannot change what is left to play;
  // here the free minion must remain for the Water Lily elsewhere.
  CHECK(t.can("play water-lily the-great-library"));
  t.answer("play water-lily the-great-library");
  CHECK_FALSE(t.can("play captain-ahab secret-grove"));
  CHECK(t.minions_on("secret-grove") == Names{"sprout"});
  CHECK(t.minions_on("the-great-library") == Names{"water-lily"});
}

TEST_CASE("[smashup][killer_plants][text] Secret Grove brought into play during its player's turn gives its extra that turn") {
  // Literal reading of "On your turn you may play one extra minion of power 2 or less on this base": the Grove's
  // permission holds on any of your turns while it is in play, also one it entered mid-turn (here by Terraforming,
  // whose own extra minion on the new base is a second permission).
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["terraforming", "sprout", "captain-ahab"], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "base_deck": ["secret-grove"],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play terraforming");
  if (t.can("choose secret-grove")) t.answer("choose secret-grove");
  t.answer("choose the-great-library");
  REQUIRE(t.bases() == Names{"secret-grove", "jungle-oasis"});
  t.answer("play sprout secret-grove");
  take_extra_if_asked(t);
  CHECK(t.can("play captain-ahab secret-grove"));
}

TEST_CASE("[smashup][killer_plants][text] Secret Grove scores 3/2/1 at 21") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "dinosaurs"], "hand": [], "deck": ["sprout", "sprout"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout", "scout"]},
      {"factions": ["ghosts", "bear-cavalry"], "hand": [], "deck": ["ghost", "ghost"]}],
    "bases": [{"base": "secret-grove", "minions": [{"card": "king-rex", "controller": 0},
                                                   {"card": "invader", "controller": 0},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "collector", "controller": 1},
                                                   {"card": "spirit", "controller": 2}]},
              {"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.total("secret-grove") == 21);
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
  CHECK(t.bases() == Names{"tortuga", "the-great-library", "jungle-oasis"});
}

// ---------------------------------------------------------------------------------------------------------------
// The Greenhouse (24, 4/2/1): "After this base scores, the winner may search their deck for a minion and play it on
// the base that replaces this one (then shuffle)."

namespace {
// The Greenhouse ready to score: Player 1 has 24 there, Player 2 has 2; Jungle Oasis will replace it.
json greenhouse_board(const char* deck0) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": []},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout", "scout", "scout"]}],
    "bases": [{"base": "the-greenhouse", "minions": [{"card": "king-rex", "controller": 0},
                                                     {"card": "king-rex", "controller": 0},
                                                     {"card": "king-rex", "controller": 0},
                                                     {"card": "invader", "controller": 0},
                                                     {"card": "collector", "controller": 1}]},
              {"base": "the-great-library", "minions": [{"card": "spirit", "controller": 1}]}],
    "base_deck": ["jungle-oasis"],
    "turn": {"active": 0, "phase": "play"}})");
  j["seats"][0]["deck"] = json::parse(deck0);
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] The Greenhouse: the winner plays a minion from the deck on the base that replaces it, and shuffles") {
  Table t(greenhouse_board(R"(["insta-grow", "weed-eater", "sprout", "collector", "blossom", "king-rex"])"));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  REQUIRE(t.asked() == 0);
  REQUIRE(prompt_names(t, "Greenhouse"));
  if (t.can("yes")) t.answer("yes");
  // "a minion": any power; not the actions; "may": a pass.
  CHECK(test::distinct(t.options()) ==
        Names{"choose collector", "choose king-rex", "choose sprout", "choose weed-eater", "pass"});
  t.answer("choose collector");
  play_found(t, "collector", "jungle-oasis");
  // Played: Collector's own ability asks its question, on Jungle Oasis (where nothing else stands).
  CHECK(prompt_names(t, "Collector"));
  while (t.asking() && prompt_names(t, "Collector")) t.answer(t.can("pass") ? "pass" : t.full_options().front());
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
  CHECK(t.minions_on("jungle-oasis") == Names{"collector"});
  CHECK(t.controller("jungle-oasis", "collector") == 0);
  CHECK(test::shuffled(t, 0));
}

TEST_CASE("[smashup][killer_plants][text][R-22] The Greenhouse: the winner may decline, and the deck is not shuffled") {
  Table t(greenhouse_board(R"(["insta-grow", "weed-eater", "sprout", "blossom"])"));
  t.answer("done");
  REQUIRE(prompt_names(t, "Greenhouse"));
  if (t.can("no")) t.answer("no");
  else t.answer("pass");
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK_FALSE(test::shuffled(t, 0));
  // The turn ended after: Player 1 drew the top two, the rest is in order.
  CHECK(test::sorted(t.hand(0)) == Names{"insta-grow", "weed-eater"});
  CHECK(t.deck(0) == Names{"sprout", "blossom"});
}

TEST_CASE("[smashup][killer_plants][text] The Greenhouse: only the winner is asked") {
  json j = greenhouse_board(R"(["sprout", "sprout", "sprout"])");
  j["seats"][1]["deck"] = json::array({"collector", "collector", "collector"});
  Table t(j);
  t.answer("done");
  REQUIRE(prompt_names(t, "Greenhouse"));
  CHECK(t.asked() == 0);
  t.answer(t.can("pass") ? "pass" : "no");
  // No Greenhouse question to Player 2, who came second.
  CHECK_FALSE(prompt_names(t, "Greenhouse"));
  CHECK(t.minions_on("jungle-oasis").empty());
}

TEST_CASE("[smashup][killer_plants][text][R-19] The Greenhouse: tied winners each may play a minion, the active player first") {
  // Rulebook (seed 002): "Se os jogadores empatarem no requerimento da habilidade de uma base ..., ambos podem
  // usá-la." R-19: one after another from the active player, clockwise.
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["weed-eater", "king-rex", "king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["collector", "scout", "scout"]}],
    "bases": [{"base": "the-greenhouse", "minions": [{"card": "king-rex", "controller": 0},
                                                     {"card": "invader", "controller": 0},
                                                     {"card": "collector", "controller": 0},
                                                     {"card": "king-rex", "controller": 1},
                                                     {"card": "invader", "controller": 1},
                                                     {"card": "collector", "controller": 1}]},
              {"base": "the-great-library"}],
    "base_deck": ["jungle-oasis"],
    "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  REQUIRE(prompt_names(t, "Greenhouse"));
  CHECK(t.asked() == 1);
  if (t.can("yes")) t.answer("yes");
  t.answer("choose collector");
  play_found(t, "collector", "jungle-oasis");
  while (t.asking() && prompt_names(t, "Collector")) t.answer(t.can("pass") ? "pass" : t.full_options().front());
  REQUIRE(prompt_names(t, "Greenhouse"));
  CHECK(t.asked() == 0);
  if (t.can("yes")) t.answer("yes");
  t.answer("choose weed-eater");
  play_found(t, "weed-eater", "jungle-oasis");
  CHECK(test::sorted(t.minions_on("jungle-oasis")) == Names{"collector", "weed-eater"});
  CHECK(t.controller("jungle-oasis", "weed-eater") == 0);
  CHECK(t.controller("jungle-oasis", "collector") == 1);
}

TEST_CASE("[smashup][killer_plants][text] The Greenhouse replaced by Tsar's Palace: a minion of power 2 or less is not played there") {
  // Tsar's Palace: "Minions with power 2 or less cannot be played on this base"; R-22: a found card is played only
  // where it can legally be played.
  json j = greenhouse_board(R"(["sprout", "water-lily", "insta-grow"])");
  j["base_deck"] = json::array({"tsars-palace"});
  Table t(j);
  t.answer("done");
  REQUIRE(prompt_names(t, "Greenhouse"));
  if (t.can("yes")) t.answer("yes");
  CHECK(t.can("choose water-lily"));
  t.answer("choose water-lily");
  play_found(t, "water-lily", "tsars-palace");
  CHECK(t.minions_on("tsars-palace") == Names{"water-lily"});

  Table small(j);
  small.answer("done");
  if (small.can("yes")) small.answer("yes");
  if (small.can("choose sprout")) {
    small.answer("choose sprout");
    while (small.asking() && small.asked() == 0 && !small.can("done")) small.answer(small.full_options().front());
  }
  CHECK(small.minions_on("tsars-palace").empty());
}

TEST_CASE("[smashup][killer_plants][text][R-27] The Greenhouse: the winner is asked even when the deck holds no minion") {
  // R-27: "Nobody learns hidden cards from who is asked." Whether the winner's "may search" comes up must not tell
  // the table that the deck holds a minion.
  Table t(greenhouse_board(R"(["insta-grow", "blossom"])"));
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(prompt_names(t, "Greenhouse"));
}
