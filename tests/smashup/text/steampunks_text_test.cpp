// Steampunks minions (Steam Queen, Mechanic, Steam Man, Captain Ahab), tested from the printed text and the rulings
// alone: each test puts a card where its words matter and checks the outcome they demand.
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
// Steam Queen: "Ongoing: cards controlled by other players cannot affect your actions." R-21: affected = moved,
// returned, destroyed, or has an action attached.

namespace {
// Player 1's Steam Queen with a Zeppelin on The Great Library, Upgrade on their own Invader and Choking Vines on
// Player 2's Cub Scout; Player 2's Jammed Signal and Sleep Spores. Player 2 to play `hand1`.
json queen_board(const char* hand1, bool with_queen = true) {
  json j = board(json::parse(R"({
    "bases": [{"base": "the-great-library",
               "minions": [{"card": "invader", "controller": 0, "actions": [{"card": "upgrade", "controller": 0}]}],
               "actions": [{"card": "zeppelin", "controller": 0}]},
              {"base": "jungle-oasis",
               "minions": [{"card": "cub-scout", "controller": 1, "actions": [{"card": "choking-vines", "controller": 0}]}],
               "actions": [{"card": "jammed-signal", "controller": 1}]},
              {"base": "rhodes-plaza-mall", "actions": [{"card": "sleep-spores", "controller": 1}]}],
    "turn": {"active": 1}})"));
  j["seats"] = json::parse(R"([
      {"factions": ["steampunks", "killer-plants"], "hand": [], "deck": ["sprout", "sprout", "sprout"]},
      {"factions": ["bear-cavalry", "time-travelers"], "hand": [], "deck": ["cub-scout", "cub-scout", "cub-scout"]}])");
  j["seats"][1]["hand"] = json::array({hand1});
  if (with_queen) j["bases"][2]["minions"] = json::array({{{"card", "steam-queen"}, {"controller", 0}}});
  return j;
}
}  // namespace

TEST_CASE("[smashup][steampunks][text][R-21] Steam Queen: another player's card cannot destroy its player's actions, on bases or on minions") {
  Table t(queen_board("bear-necessities"));
  t.answer("play bear-necessities");
  CHECK(test::distinct(t.options()) == Names{"choose jammed-signal", "choose sleep-spores"});

  // The same position without the Queen: every action can be chosen.
  Table without(queen_board("bear-necessities", false));
  without.answer("play bear-necessities");
  CHECK(test::distinct(without.options()) == Names{"choose choking-vines", "choose jammed-signal", "choose sleep-spores",
                                                   "choose upgrade", "choose zeppelin"});
}

TEST_CASE("[smashup][steampunks][text][R-21] Steam Queen: another player's card cannot return its player's actions; minions are not protected") {
  Table t(queen_board("into-the-time-slip"));
  t.answer("play into-the-time-slip");
  CHECK_FALSE(t.can("choose zeppelin"));
  CHECK_FALSE(t.can("choose upgrade"));
  CHECK_FALSE(t.can("choose choking-vines"));
  CHECK(t.can("choose jammed-signal"));
  CHECK(t.can("choose invader"));
  CHECK(t.can("choose steam-queen"));
}

TEST_CASE("[smashup][steampunks][text] Steam Queen: another player's Ornate Dome leaves its player's actions on that base") {
  Table t(queen_board("ornate-dome"));
  t.answer("play ornate-dome the-great-library");
  CHECK(test::sorted(t.actions_on("the-great-library")) == Names{"ornate-dome", "upgrade", "zeppelin"});
  CHECK(t.discard(0).empty());

  Table without(queen_board("ornate-dome", false));
  without.answer("play ornate-dome the-great-library");
  CHECK(without.discard(0) == Names{"zeppelin"});
}

TEST_CASE("[smashup][steampunks][text] Steam Queen does not stop its own player's cards") {
  json j = queen_board("scout");
  j["turn"]["active"] = 0;
  j["seats"][0]["hand"] = json::array({"change-of-venue"});
  Table t(j);
  t.answer("play change-of-venue");
  CHECK(t.can("choose zeppelin"));
  CHECK(t.can("choose upgrade"));
  CHECK(t.can("choose choking-vines"));
  CHECK_FALSE(t.can("choose jammed-signal"));
}

// ---------------------------------------------------------------------------------------------------------------
// Mechanic: "When you play it, choose an action in your discard pile that is meant to be played on a base, and play
// it as an extra action." R-22: "play it" about one named card must be played when it can legally be played.

TEST_CASE("[smashup][steampunks][text][R-22] Mechanic: plays an on-base action from the discard pile as an extra action") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["mechanic", "aggromotive"],
       "discard": ["rotary-slug-thrower", "scrap-diving", "choking-vines", "zeppelin", "steam-man"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}]})")));
  t.answer("play mechanic the-great-library");
  // Only the actions played on a base; no pass (mandatory).
  CHECK(test::distinct(t.options()) == Names{"choose rotary-slug-thrower", "choose zeppelin"});
  t.answer("choose rotary-slug-thrower");
  // Any base may take it (the action's own rule), and it must be played.
  CHECK(can_play_on(t, "rotary-slug-thrower", "the-great-library"));
  CHECK_FALSE(t.can("pass"));
  play_found(t, "rotary-slug-thrower", "jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"rotary-slug-thrower"});
  CHECK(test::sorted(t.discard(0)) == Names{"choking-vines", "scrap-diving", "steam-man", "zeppelin"});
  // An extra action: the turn's free action is still there.
  CHECK_FALSE(t.s.turn.action_used);
  CHECK(t.can("play aggromotive the-great-library"));
}

TEST_CASE("[smashup][steampunks][text] Mechanic: with no on-base action in the discard pile nothing happens") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["mechanic"], "discard": ["scrap-diving", "choking-vines", "steam-man"],
       "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}]})")));
  t.answer("play mechanic the-great-library");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"done"});
  CHECK(test::sorted(t.discard(0)) == Names{"choking-vines", "scrap-diving", "steam-man"});
}

TEST_CASE("[smashup][steampunks][text] Mechanic: the action it plays is played, so its own ability resolves (Ornate Dome)") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["mechanic"], "discard": ["ornate-dome"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library"},
              {"base": "jungle-oasis", "actions": [{"card": "flame-trap", "controller": 1}]}]})")));
  t.answer("play mechanic the-great-library");
  if (t.can("choose ornate-dome")) t.answer("choose ornate-dome");
  play_found(t, "ornate-dome", "jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"ornate-dome"});
  CHECK(t.discard(1) == Names{"flame-trap"});
}

TEST_CASE("[smashup][steampunks][text] Mechanic cannot put the action on a base where another player's Ornate Dome forbids it") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["mechanic"], "discard": ["rotary-slug-thrower"], "deck": ["sprout"]},
      {"factions": ["steampunks", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "actions": [{"card": "ornate-dome", "controller": 1}]},
              {"base": "jungle-oasis"}]})")));
  t.answer("play mechanic the-great-library");
  if (t.can("choose rotary-slug-thrower")) t.answer("choose rotary-slug-thrower");
  CHECK_FALSE(can_play_on(t, "rotary-slug-thrower", "the-great-library"));
  play_found(t, "rotary-slug-thrower", "jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"rotary-slug-thrower"});
}

// ---------------------------------------------------------------------------------------------------------------
// Steam Man: "Ongoing: this minion has +1 power while its base has at least one of your actions attached (+1 in
// total, not +1 per action)." R-25: "actions on a base" are the actions played on the base itself.

namespace {
int steam_man_power(const char* base_json) {
  json j = board(json::object());
  j["bases"] = json::array({json::parse(base_json), {{"base", "jungle-oasis"}}});
  Table t(j);
  return t.power_of("the-great-library", "steam-man");
}
}  // namespace

TEST_CASE("[smashup][steampunks][text] Steam Man: +1 with one of its player's actions on its base, still +1 with two") {
  CHECK(steam_man_power(R"({"base": "the-great-library", "minions": [{"card": "steam-man", "controller": 0}]})") == 3);
  CHECK(steam_man_power(R"({"base": "the-great-library", "minions": [{"card": "steam-man", "controller": 0}],
                            "actions": [{"card": "zeppelin", "controller": 0}]})") == 4);
  CHECK(steam_man_power(R"({"base": "the-great-library", "minions": [{"card": "steam-man", "controller": 0}],
                            "actions": [{"card": "zeppelin", "controller": 0},
                                        {"card": "difference-engine", "controller": 0}]})") == 4);
}

TEST_CASE("[smashup][steampunks][text][R-25] Steam Man: another player's base action, or an action on a minion there, gives nothing") {
  CHECK(steam_man_power(R"({"base": "the-great-library", "minions": [{"card": "steam-man", "controller": 0}],
                            "actions": [{"card": "jammed-signal", "controller": 1}]})") == 3);
  CHECK(steam_man_power(R"({"base": "the-great-library",
                            "minions": [{"card": "steam-man", "controller": 0},
                                        {"card": "invader", "controller": 1,
                                         "actions": [{"card": "choking-vines", "controller": 0}]}]})") == 3);
}

TEST_CASE("[smashup][steampunks][text] Steam Man: the +1 comes as soon as an action is played on its base") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["overgrowth"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "steam-man", "controller": 0}]},
              {"base": "jungle-oasis"}]})")));
  CHECK(t.power_of("the-great-library", "steam-man") == 3);
  t.answer("play overgrowth the-great-library");
  CHECK(t.power_of("the-great-library", "steam-man") == 4);
}

// ---------------------------------------------------------------------------------------------------------------
// Captain Ahab: "Talent: move this minion to a base that has one of your actions attached to it."

namespace {
// Ahab on The Great Library. Player 1's actions: Difference Engine on Jungle Oasis, Escape Hatch on Rhodes Plaza
// Mall, Choking Vines on a minion at The Mothership; Player 2's Jammed Signal on Tortuga.
json ahab_board() {
  return board(json::parse(R"({"bases": [
      {"base": "the-great-library", "minions": [{"card": "captain-ahab", "controller": 0}]},
      {"base": "jungle-oasis", "actions": [{"card": "difference-engine", "controller": 0}]},
      {"base": "rhodes-plaza-mall", "actions": [{"card": "escape-hatch", "controller": 0}]},
      {"base": "tortuga", "actions": [{"card": "jammed-signal", "controller": 1}]},
      {"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 1,
                                              "actions": [{"card": "choking-vines", "controller": 0}]}]}]})"));
}
}  // namespace

TEST_CASE("[smashup][steampunks][text][R-25] Captain Ahab: moves to a base holding one of its player's actions, once a turn") {
  Table t(ahab_board());
  t.answer("use captain-ahab");
  // Not Tortuga (another player's action), not The Mothership (R-25: the action there is on a minion).
  CHECK(targets(t) == Names{"choose jungle-oasis", "choose rhodes-plaza-mall"});
  t.answer("choose rhodes-plaza-mall");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"captain-ahab"});
  CHECK(t.minions_on("the-great-library").empty());
  // A Talent costs no play and is used once per turn.
  CHECK_FALSE(t.s.turn.minion_used);
  CHECK_FALSE(t.s.turn.action_used);
  CHECK_FALSE(t.can("use captain-ahab"));
}

TEST_CASE("[smashup][steampunks][text] Captain Ahab: with no base holding its player's action it stays put") {
  json j = ahab_board();
  j["bases"][1].erase("actions");
  j["bases"][2].erase("actions");
  j["bases"][4]["minions"][0].erase("actions");
  Table t(j);
  if (t.can("use captain-ahab")) {
    t.answer("use captain-ahab");
    while (t.asking() && !t.can("done")) t.answer(t.full_options().front());
  }
  CHECK(t.minions_on("the-great-library") == Names{"captain-ahab"});
}

TEST_CASE("[smashup][steampunks][text] Captain Ahab: each copy has its own Talent") {
  json j = ahab_board();
  j["bases"][0]["minions"].push_back({{"card", "captain-ahab"}, {"controller", 0}});
  Table t(j);
  t.answer("use " + t.id(t.on("the-great-library", "captain-ahab")));
  t.answer("choose jungle-oasis");
  CHECK(t.can("use captain-ahab"));
  t.answer("use captain-ahab");
  t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"captain-ahab", "captain-ahab"});
}

TEST_CASE("[smashup][steampunks][text] Captain Ahab cannot leave a base where another player's Entangled holds minions") {
  // Entangled: "no minion can be moved away from ... any base where you have a minion."
  json j = ahab_board();
  j["bases"][0]["minions"].push_back({{"card", "cub-scout"}, {"controller", 1}});
  j["bases"][3]["actions"].push_back({{"card", "entangled"}, {"controller", 1}});
  Table t(j);
  if (t.can("use captain-ahab")) {
    t.answer("use captain-ahab");
    while (t.asking() && !t.can("done")) t.answer(t.full_options().front());
  }
  CHECK(t.minions_on("the-great-library") == Names{"captain-ahab", "cub-scout"});
}

