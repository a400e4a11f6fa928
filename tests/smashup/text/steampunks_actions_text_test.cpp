// Steampunks actions, tested from the printed text and the rulings alone: each test puts a card where its words
// matter and checks the outcome they demand.
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
// Aggromotive: "Play on a base. Ongoing: while you have at least one minion here, add 5 to your total power on this
// base (the 5 belongs to no minion)."

TEST_CASE("[smashup][steampunks][text] Aggromotive: +5 to its player's total where they have a minion, on no minion") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["aggromotive"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "steam-man", "controller": 0},
                                                        {"card": "cub-scout", "controller": 1}]},
              {"base": "jungle-oasis", "minions": [{"card": "cub-scout", "controller": 1}]}]})")));
  t.answer("play aggromotive the-great-library");
  // Steam Man 3 +1 (its own ability: an action of its player's is on its base), Cub Scout 3, and the 5.
  CHECK(t.power_of("the-great-library", "steam-man") == 4);
  CHECK(t.total("the-great-library") == 4 + 3 + 5);
}

TEST_CASE("[smashup][steampunks][text] Aggromotive: nothing while its player has no minion there") {
  Table t(board(json::parse(R"({"bases": [
      {"base": "the-great-library", "minions": [{"card": "cub-scout", "controller": 1}],
       "actions": [{"card": "aggromotive", "controller": 0}]},
      {"base": "jungle-oasis"}]})")));
  CHECK(t.total("the-great-library") == 3);
}

TEST_CASE("[smashup][steampunks][text] Aggromotive: the 5 breaks the base and ranks its player") {
  // Glossary (Steampunks): "Aggromotive's +5 is added to your total at the base (counts for breaking it and for
  // ranking)". Jungle Oasis (12, 2/0/0): Player 1 has 6 + 5 = 11 against Player 2's 7; 18 in all.
  Table t(board(json::parse(R"({"bases": [
      {"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}, {"card": "invader", "controller": 0},
                                           {"card": "king-rex", "controller": 1}],
       "actions": [{"card": "aggromotive", "controller": 0}]},
      {"base": "the-great-library"}],
    "base_deck": ["tortuga"]})")));
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
}

TEST_CASE("[smashup][steampunks][text] Aggromotive alone takes a base over its breakpoint") {
  // 8 power of minions + 5 = 13 >= 12.
  Table t(board(json::parse(R"({"bases": [
      {"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}, {"card": "invader", "controller": 0},
                                           {"card": "captain-ahab", "controller": 0}],
       "actions": [{"card": "aggromotive", "controller": 0}]},
      {"base": "the-great-library"}],
    "base_deck": ["tortuga"]})")));
  CHECK(t.total("jungle-oasis") == 13);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
}

// ---------------------------------------------------------------------------------------------------------------
// Change of Venue: "Take one of your actions that is attached to a base or a minion back into your hand, then play
// it again as an extra action." R-22: "play it" about one named card must be played when it can legally be played.

TEST_CASE("[smashup][steampunks][text][R-22] Change of Venue: picks up one of its player's base actions and plays it again elsewhere") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["change-of-venue", "aggromotive"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 0}],
               "actions": [{"card": "rotary-slug-thrower", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0}],
               "actions": [{"card": "flame-trap", "controller": 1}]},
              {"base": "rhodes-plaza-mall", "actions": [{"card": "difference-engine", "controller": 0}]}]})")));
  CHECK(t.power_of("the-great-library", "invader") == 5);
  t.answer("play change-of-venue");
  // Only its player's own actions; mandatory.
  CHECK(test::distinct(t.options()) == Names{"choose difference-engine", "choose rotary-slug-thrower"});
  t.answer("choose rotary-slug-thrower");
  CHECK_FALSE(t.can("pass"));
  play_found(t, "rotary-slug-thrower", "jungle-oasis");
  CHECK(t.actions_on("the-great-library").empty());
  CHECK(test::sorted(t.actions_on("jungle-oasis")) == Names{"flame-trap", "rotary-slug-thrower"});
  CHECK(t.power_of("the-great-library", "invader") == 3);
  CHECK(t.power_of("jungle-oasis", "captain-ahab") == 4);
  // Change of Venue was the free action, the replay its extra: no action is left.
  CHECK(t.discard(0) == Names{"change-of-venue"});
  CHECK_FALSE(can_play_on(t, "aggromotive", "jungle-oasis"));
  CHECK_FALSE(can_play_on(t, "aggromotive", "the-great-library"));
}

TEST_CASE("[smashup][steampunks][text] Change of Venue: an action on a minion is played again on a minion") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["change-of-venue"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1,
                                                         "actions": [{"card": "choking-vines", "controller": 0}]}]},
              {"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]}]})")));
  t.answer("play change-of-venue");
  if (t.can("choose choking-vines")) t.answer("choose choking-vines");
  CHECK(can_play_on(t, "choking-vines", "invader"));
  CHECK_FALSE(can_play_on(t, "choking-vines", "jungle-oasis"));
  play_found(t, "choking-vines", "king-rex");
  CHECK(t.actions_on("the-great-library").empty());
  CHECK(t.actions_on("jungle-oasis") == Names{"choking-vines"});
}

TEST_CASE("[smashup][steampunks][text] Change of Venue: the replayed action's own ability resolves again (Ornate Dome)") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["change-of-venue"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "actions": [{"card": "ornate-dome", "controller": 0}]},
              {"base": "jungle-oasis", "actions": [{"card": "flame-trap", "controller": 1}]}]})")));
  t.answer("play change-of-venue");
  if (t.can("choose ornate-dome")) t.answer("choose ornate-dome");
  play_found(t, "ornate-dome", "jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"ornate-dome"});
  CHECK(t.discard(1) == Names{"flame-trap"});
}

TEST_CASE("[smashup][steampunks][text] Change of Venue: with none of its player's actions in play nothing happens") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["change-of-venue"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "actions": [{"card": "flame-trap", "controller": 1}]},
              {"base": "jungle-oasis"}]})")));
  t.answer("play change-of-venue");
  CHECK(t.options() == Names{"done"});
  CHECK(t.actions_on("the-great-library") == Names{"flame-trap"});
  CHECK(t.discard(0) == Names{"change-of-venue"});
}

// ---------------------------------------------------------------------------------------------------------------
// Difference Engine: "Play on a base. Ongoing: if you have a minion here, draw one extra card at the end of your
// turn."

namespace {
json engine_board(bool minion_there, int engines = 1) {
  json j = board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": [], "deck": ["sprout", "sprout", "sprout", "sprout", "sprout", "sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout", "cub-scout", "cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "cub-scout", "controller": 1}]},
              {"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}]}]})"));
  for (int i = 0; i < engines; ++i) {
    j["bases"][0]["actions"].push_back({{"card", "difference-engine"}, {"controller", 0}});
  }
  if (minion_there) j["bases"][0]["minions"].push_back({{"card", "captain-ahab"}, {"controller", 0}});
  return j;
}
}  // namespace

TEST_CASE("[smashup][steampunks][text] Difference Engine: with a minion of its player there, one card more at the end of their turn") {
  Table t(engine_board(true));
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.hand(0).size() == 3);
  CHECK(t.deck(0).size() == 3);
}

TEST_CASE("[smashup][steampunks][text] Difference Engine: without a minion of its player there, nothing more") {
  Table t(engine_board(false));
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.hand(0).size() == 2);
}

TEST_CASE("[smashup][steampunks][text] Difference Engine: two of them, two cards more") {
  Table t(engine_board(true, 2));
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.hand(0).size() == 4);
}

TEST_CASE("[smashup][steampunks][text] Difference Engine: nothing at the end of another player's turn") {
  json j = engine_board(true);
  j["turn"]["active"] = 1;
  Table t(j);
  t.answer("done");
  REQUIRE(t.asked() == 0);
  CHECK(t.hand(0).empty());
  CHECK(t.hand(1).size() == 2);
}

TEST_CASE("[smashup][steampunks][text] Difference Engine: the extra card comes at the end of the turn, after the hand limit") {
  // Rules, A turn: "4. Draw 2 cards; then discard down to 10 cards in hand. 5. End of turn: 'at the end of turn'
  // abilities resolve". The card says "at the end of your turn" (the glossary reads Missing Uplink's like words the
  // same way: "the draw happens at end of turn, after the Draw 2 Cards phase, so the 10-card hand limit is not
  // checked again").
  json j = engine_board(true);
  j["seats"][0]["hand"] = json::array({"sprout", "sprout", "sprout", "sprout", "sprout", "sprout", "sprout", "sprout",
                                       "sprout"});
  Table t(j);
  t.answer("done");
  while (t.asking() && t.asked() == 0) t.answer(t.full_options().front());  // discard down to 10
  CHECK(t.hand(0).size() == 11);
}

TEST_CASE("[smashup][steampunks][text] Difference Engine: gone with its scored base, it draws nothing") {
  // Jungle Oasis (12) scores this turn with the Engine on it; at the end of the turn it is in the discard pile.
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": [], "deck": ["sprout", "sprout", "sprout", "sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout", "cub-scout", "cub-scout"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                   {"card": "king-rex", "controller": 0}],
               "actions": [{"card": "difference-engine", "controller": 0}]},
              {"base": "the-great-library"}],
    "base_deck": ["tortuga"]})")));
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.vp(0) == 2);
  CHECK(t.hand(0).size() == 2);
}

// ---------------------------------------------------------------------------------------------------------------
// Escape Hatch: "Play on a base. Ongoing: when one of your minions here is destroyed, it goes to your hand instead
// of your discard pile."

namespace {
// Player 2 to play `hand1`. Player 1's Escape Hatch on The Great Library, with Player 1's Scout and Player 2's
// Collector there; Player 1's Invader on Jungle Oasis.
json hatch_board(const char* hand1, const char* hatch_base = "the-great-library") {
  json j = json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": [], "deck": ["sprout", "sprout", "sprout"]},
      {"factions": ["ninjas", "aliens"], "hand": [], "deck": ["collector", "collector", "collector"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "scout", "controller": 0},
                                                        {"card": "collector", "controller": 1}]},
              {"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}]}],
    "turn": {"active": 1, "phase": "play"}})");
  j["seats"][1]["hand"] = json::array({hand1});
  j["bases"][0]["base"] = hatch_base;
  j["bases"][0]["actions"] = json::array({{{"card", "escape-hatch"}, {"controller", 0}}});
  return j;
}
}  // namespace

TEST_CASE("[smashup][steampunks][text] Escape Hatch: its player's minion destroyed there goes to the hand") {
  Table t(hatch_board("seeing-stars"));
  t.answer("play seeing-stars");
  t.answer("choose scout");
  CHECK(t.hand(0) == Names{"scout"});
  CHECK(t.discard(0).empty());
  CHECK(t.minions_on("the-great-library") == Names{"collector"});
}

TEST_CASE("[smashup][steampunks][text] Escape Hatch: other players' minions there, and its player's minions elsewhere, go to the discard pile") {
  Table t(hatch_board("seeing-stars"));
  t.answer("play seeing-stars");
  t.answer("choose collector");
  CHECK(test::sorted(t.discard(1)) == Names{"collector", "seeing-stars"});
  CHECK(t.hand(1).empty());

  Table elsewhere(hatch_board("seeing-stars"));
  elsewhere.answer("play seeing-stars");
  elsewhere.answer("choose invader");
  CHECK(elsewhere.discard(0) == Names{"invader"});
  CHECK(elsewhere.hand(0).empty());
}

TEST_CASE("[smashup][steampunks][text][R-25] Escape Hatch on Field of Honor: the saved minion was not destroyed, so nobody scores for it") {
  // R-25: "A minion that goes somewhere other than the discard pile instead of being destroyed (Escape Hatch) was not
  // destroyed: ... Field of Honor pays nothing for it."
  Table t(hatch_board("seeing-stars", "field-of-honor"));
  t.answer("play seeing-stars");
  t.answer("choose scout");
  CHECK(t.hand(0) == Names{"scout"});
  CHECK(t.vp(1) == 0);

  // The same without the Hatch pays its 1 VP.
  json j = hatch_board("seeing-stars", "field-of-honor");
  j["bases"][0].erase("actions");
  Table plain(j);
  plain.answer("play seeing-stars");
  plain.answer("choose scout");
  CHECK(plain.discard(0) == Names{"scout"});
  CHECK(plain.vp(1) == 1);
}

TEST_CASE("[smashup][steampunks][text] Escape Hatch: a scored base is not destroying; its minions go to the discard pile") {
  Table t(board(json::parse(R"({"bases": [
      {"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0}, {"card": "king-rex", "controller": 0}],
       "actions": [{"card": "escape-hatch", "controller": 0}]},
      {"base": "the-great-library"}],
    "base_deck": ["tortuga"]})")));
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(test::sorted(t.discard(0)) == Names{"escape-hatch", "king-rex", "king-rex"});
  CHECK(t.hand(0) == Names{"sprout", "sprout"});
}

TEST_CASE("[smashup][steampunks][text][R-23] Escape Hatch: a minion its player controls but does not own goes to its owner's hand") {
  // R-23: "'Your minions' ... are the ones you control; a card that leaves play still goes to its owner's hand".
  json j = hatch_board("seeing-stars");
  j["bases"][0]["minions"][0]["owner"] = 1;
  Table t(j);
  t.answer("play seeing-stars");
  t.answer("choose scout");
  CHECK(t.hand(1) == Names{"scout"});
  CHECK(t.hand(0).empty());
  CHECK(t.discard(1) == Names{"seeing-stars"});
}

TEST_CASE("[smashup][steampunks][text] Escape Hatch: a Sprout destroying itself there goes to the hand") {
  Table t(board(json::parse(R"({"bases": [
      {"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}],
       "actions": [{"card": "escape-hatch", "controller": 0}]},
      {"base": "jungle-oasis"}],
    "turn": {"phase": "start"}})")));
  while (t.asking() && !t.can("done")) t.answer(t.can("pass") ? "pass" : t.full_options().front());
  CHECK(t.hand(0) == Names{"sprout"});
  CHECK(t.discard(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Ornate Dome: "Play on a base: destroy every action other players have attached to this base. Ongoing: other
// players cannot play actions onto this base." R-25: "actions on a base" are those played on the base itself.

TEST_CASE("[smashup][steampunks][text][R-25] Ornate Dome: destroys the other players' actions on the base, not those on its minions, not its player's") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["ornate-dome"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library",
               "minions": [{"card": "cub-scout", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}],
               "actions": [{"card": "flame-trap", "controller": 1}, {"card": "pay-the-piper", "controller": 1},
                           {"card": "zeppelin", "controller": 0}]},
              {"base": "jungle-oasis", "actions": [{"card": "hideout", "controller": 1}]}]})")));
  t.answer("play ornate-dome the-great-library");
  CHECK(test::sorted(t.discard(1)) == Names{"flame-trap", "pay-the-piper"});
  CHECK(test::sorted(t.actions_on("the-great-library")) == Names{"ornate-dome", "upgrade", "zeppelin"});
  CHECK(t.actions_on("jungle-oasis") == Names{"hideout"});
}

TEST_CASE("[smashup][steampunks][text] Ornate Dome: other players cannot play actions onto that base, but may on its minions") {
  // Glossary (Steampunks): "Ornate Dome only blocks actions played on that base - it does not stop actions played on
  // minions there, nor actions that merely target the base".
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": [], "deck": ["sprout"]},
      {"factions": ["dinosaurs", "tricksters"], "hand": ["flame-trap", "upgrade", "disenchant"], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "king-rex", "controller": 1}],
               "actions": [{"card": "ornate-dome", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 1}})")));
  CHECK_FALSE(t.can("play flame-trap the-great-library"));
  CHECK(t.can("play flame-trap jungle-oasis"));
  CHECK(t.can("play upgrade king-rex"));
  CHECK(t.can("play disenchant"));
}

TEST_CASE("[smashup][steampunks][text] Ornate Dome: its own player may still play actions onto that base") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["rotary-slug-thrower"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "actions": [{"card": "ornate-dome", "controller": 0}]},
              {"base": "jungle-oasis"}]})")));
  CHECK(t.can("play rotary-slug-thrower the-great-library"));
}

TEST_CASE("[smashup][steampunks][text] Ornate Dome does not destroy the actions of a player whose Steam Queen protects them") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["ornate-dome"], "deck": ["sprout"]},
      {"factions": ["steampunks", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "steam-queen", "controller": 1}],
               "actions": [{"card": "flame-trap", "controller": 1}]},
              {"base": "jungle-oasis"}]})")));
  t.answer("play ornate-dome the-great-library");
  CHECK(test::sorted(t.actions_on("the-great-library")) == Names{"flame-trap", "ornate-dome"});
  CHECK(t.discard(1).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Rotary Slug Thrower: "Play on a base. Ongoing: each of your minions here has +2 power."

TEST_CASE("[smashup][steampunks][text] Rotary Slug Thrower: +2 to each of its player's minions on that base only") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["rotary-slug-thrower", "sprout"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 0},
                                                        {"card": "captain-ahab", "controller": 0},
                                                        {"card": "cub-scout", "controller": 1}]},
              {"base": "jungle-oasis", "minions": [{"card": "scout", "controller": 0}]}]})")));
  t.answer("play rotary-slug-thrower the-great-library");
  CHECK(t.power_of("the-great-library", "invader") == 5);
  CHECK(t.power_of("the-great-library", "captain-ahab") == 4);
  CHECK(t.power_of("the-great-library", "cub-scout") == 3);
  CHECK(t.power_of("jungle-oasis", "scout") == 3);
  // A minion arriving later has it too.
  t.answer("play sprout the-great-library");
  CHECK(t.power_of("the-great-library", "sprout") == 4);
}

TEST_CASE("[smashup][steampunks][text] Rotary Slug Thrower: a minion that moves away loses the +2") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "aliens"], "hand": ["invasion"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 0}],
               "actions": [{"card": "rotary-slug-thrower", "controller": 0}]},
              {"base": "jungle-oasis"}]})")));
  CHECK(t.power_of("the-great-library", "invader") == 5);
  t.answer("play invasion");
  if (t.can("choose invader")) t.answer("choose invader");
  if (t.can("choose jungle-oasis")) t.answer("choose jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "invader") == 3);
}

// ---------------------------------------------------------------------------------------------------------------
// Scrap Diving: "Take an action card from your discard pile into your hand."

TEST_CASE("[smashup][steampunks][text] Scrap Diving: an action, not a minion, from the discard pile to the hand") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["scrap-diving"],
       "discard": ["rotary-slug-thrower", "steam-man", "zeppelin"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}]})")));
  t.answer("play scrap-diving");
  // Mandatory: no pass; the card being played is not in the discard pile yet.
  CHECK(test::distinct(t.options()) == Names{"choose rotary-slug-thrower", "choose zeppelin"});
  t.answer("choose zeppelin");
  CHECK(t.hand(0) == Names{"zeppelin"});
  CHECK(test::sorted(t.discard(0)) == Names{"rotary-slug-thrower", "scrap-diving", "steam-man"});
}

TEST_CASE("[smashup][steampunks][text] Scrap Diving: with no action in the discard pile it takes nothing, not itself") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["scrap-diving"], "discard": ["steam-man"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}]})")));
  t.answer("play scrap-diving");
  CHECK(t.options() == Names{"done"});
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.discard(0)) == Names{"scrap-diving", "steam-man"});
}

TEST_CASE("[smashup][steampunks][text] Scrap Diving may take another Scrap Diving") {
  Table t(board(json::parse(R"({"seats": [
      {"factions": ["steampunks", "killer-plants"], "hand": ["scrap-diving"], "discard": ["scrap-diving"], "deck": ["sprout"]},
      {"factions": ["bear-cavalry", "tricksters"], "hand": [], "deck": ["cub-scout"]}]})")));
  t.answer("play scrap-diving");
  if (t.can("choose scrap-diving")) t.answer("choose scrap-diving");
  CHECK(t.hand(0) == Names{"scrap-diving"});
  CHECK(t.discard(0) == Names{"scrap-diving"});
}

// ---------------------------------------------------------------------------------------------------------------
// Zeppelin: "Play on a base. Talent: move one of your minions from another base onto this base, or from this base to
// another base."

namespace {
// Player 1's Zeppelin on The Great Library with their Captain Ahab; their Invader on Jungle Oasis; Player 2's Cub
// Scouts on both.
json zeppelin_board() {
  return board(json::parse(R"({"bases": [
      {"base": "the-great-library", "minions": [{"card": "captain-ahab", "controller": 0}, {"card": "cub-scout", "controller": 1}],
       "actions": [{"card": "zeppelin", "controller": 0}]},
      {"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}, {"card": "cub-scout", "controller": 1}]},
      {"base": "rhodes-plaza-mall"}]})"));
}
}  // namespace

TEST_CASE("[smashup][steampunks][text] Zeppelin: brings one of its player's minions from another base onto its base") {
  Table t(zeppelin_board());
  t.answer("use zeppelin");
  // Its player's minions only, from its base or to it.
  CHECK(targets(t) == Names{"choose captain-ahab", "choose invader"});
  t.answer("choose invader");
  CHECK(t.minions_on("the-great-library") == Names{"captain-ahab", "cub-scout", "invader"});
  CHECK(t.minions_on("jungle-oasis") == Names{"cub-scout"});
  // Once per turn; no play used.
  CHECK_FALSE(t.can("use zeppelin"));
  CHECK_FALSE(t.s.turn.minion_used);
  CHECK_FALSE(t.s.turn.action_used);
}

TEST_CASE("[smashup][steampunks][text] Zeppelin: or sends one of its player's minions from its base to another base") {
  Table t(zeppelin_board());
  t.answer("use zeppelin");
  t.answer("choose captain-ahab");
  CHECK(targets(t) == Names{"choose jungle-oasis", "choose rhodes-plaza-mall"});
  t.answer("choose rhodes-plaza-mall");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"captain-ahab"});
}

TEST_CASE("[smashup][steampunks][text] Zeppelin: its Talent may be used the turn it is played") {
  // Glossary (Talent): "It works from a card in play: minions ... and also attached actions (Zeppelin on a base)
  // ... Nothing stops you from using it on the same turn the card arrived."
  json j = zeppelin_board();
  j["bases"][0].erase("actions");
  j["seats"][0]["hand"] = json::array({"zeppelin"});
  Table t(j);
  t.answer("play zeppelin the-great-library");
  REQUIRE(t.can("use zeppelin"));
  t.answer("use zeppelin");
  t.answer("choose invader");
  CHECK(t.minions_on("the-great-library") == Names{"captain-ahab", "cub-scout", "invader"});
}

TEST_CASE("[smashup][steampunks][text] Zeppelin cannot take a minion away from a base another player's Entangled holds") {
  json j = zeppelin_board();
  j["bases"][2]["actions"] = json::array({{{"card", "entangled"}, {"controller", 1}}});
  Table t(j);
  // Player 2 has minions on both bases with Player 1's minions: neither may move away.
  if (t.can("use zeppelin")) {
    t.answer("use zeppelin");
    CHECK_FALSE(t.can("choose invader"));
    CHECK_FALSE(t.can("choose captain-ahab"));
    while (t.asking() && !t.can("done")) t.answer(t.full_options().front());
  }
  CHECK(t.minions_on("the-great-library") == Names{"captain-ahab", "cub-scout"});
  CHECK(t.minions_on("jungle-oasis") == Names{"invader", "cub-scout"});
}

TEST_CASE("[smashup][steampunks][text] Zeppelin: its player's own Deep Roots does not hold their minions") {
  // Glossary: "Deep Roots does not stop your own cards ... from moving your minions".
  json j = zeppelin_board();
  j["bases"][1]["actions"] = json::array({{{"card", "deep-roots"}, {"controller", 0}}});
  Table t(j);
  t.answer("use zeppelin");
  t.answer("choose invader");
  CHECK(t.minions_on("jungle-oasis") == Names{"cub-scout"});
}

