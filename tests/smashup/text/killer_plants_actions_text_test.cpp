// Killer Plants actions, tested from the printed text and the rulings alone: each test puts a card where its words
// matter and checks the outcome they demand.
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
// Blossom: "Play up to three extra minions, all of which must have the same name."

TEST_CASE("[smashup][killer_plants][text] Blossom: up to three extra minions, all with one name") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["blossom", "sprout", "sprout", "water-lily", "sprout", "sprout"],
       "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  CHECK_FALSE(t.can("play sprout the-great-library"));
  t.answer("play blossom");
  CHECK(t.can("done"));  // "up to": none need be played
  CHECK(t.can("play water-lily jungle-oasis"));
  t.answer("play sprout the-great-library");
  // Once a Sprout is played, the others must be Sprouts too.
  CHECK_FALSE(t.can("play water-lily jungle-oasis"));
  CHECK(t.can("play sprout jungle-oasis"));
  t.answer("play sprout jungle-oasis");
  t.answer("play sprout jungle-oasis");
  // Three in all: the fourth Sprout cannot be played.
  CHECK_FALSE(t.can("play sprout the-great-library"));
  CHECK_FALSE(t.can("play sprout jungle-oasis"));
  CHECK(t.minions_on("the-great-library") == Names{"sprout"});
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout", "sprout"});
}

TEST_CASE("[smashup][killer_plants][text][R-18][R-20] Blossom: its extras last the turn and leave the free minion for another name") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["blossom", "water-lily", "water-lily", "sprout", "steam-man"],
       "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play blossom");
  t.answer("play water-lily the-great-library");
  take_extra_if_asked(t);  // R-20: the player chooses which permission it uses
  t.answer("play sprout jungle-oasis");
  take_extra_if_asked(t);
  // One Water Lily through Blossom, the Sprout through the free minion (whatever the asking order): a second
  // Water Lily still fits Blossom; Steam Man fits nothing left.
  CHECK(t.can("play water-lily jungle-oasis"));
  CHECK_FALSE(t.can("play steam-man jungle-oasis"));
  t.answer("play water-lily jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout", "water-lily"});
}

// ---------------------------------------------------------------------------------------------------------------
// Budding: "Pick any minion in play. Search your deck for a card with that same name, put it into your hand, then
// shuffle your deck."

TEST_CASE("[smashup][killer_plants][text] Budding: a card named like any minion in play, another player's included, goes from the deck to the hand") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["budding"], "deck": ["king-rex", "invader", "water-lily", "invader"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  // "Pick any minion in play": mandatory, every minion offered.
  CHECK(test::distinct(t.options()) == Names{"choose ghost", "choose invader", "choose sprout"});
  t.answer("choose invader");
  if (t.asked() == 0 && t.can("choose invader")) t.answer("choose invader");
  CHECK(t.hand(0) == Names{"invader"});
  CHECK(test::sorted(t.deck(0)) == Names{"invader", "king-rex", "water-lily"});
  CHECK(test::shuffled(t, 0));
  // Into the hand, not into play.
  CHECK(t.minions_on("the-great-library") == Names{"invader", "sprout"});
}

TEST_CASE("[smashup][killer_plants][text] Budding: with no card of that name in the deck, nothing reaches the hand") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["budding"], "deck": ["king-rex", "water-lily"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  t.answer("choose sprout");
  while (t.asking() && t.asked() == 0 && !t.can("done")) t.answer(t.full_options().front());
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.deck(0)) == Names{"king-rex", "water-lily"});
  CHECK(t.discard(0) == Names{"budding"});
}

TEST_CASE("[smashup][killer_plants][text][R-21] Budding may pick a minion that other players' cards cannot affect") {
  // R-21: "choosing it, looking at it and counting it are not affecting it." Incorporeal: "cards controlled by other
  // players cannot affect that minion."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "ghosts"], "hand": ["budding"], "deck": ["king-rex", "haunting"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "haunting", "controller": 1,
                                                         "actions": [{"card": "incorporeal", "controller": 1}]}]},
              {"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  REQUIRE(t.can("choose haunting"));
  t.answer("choose haunting");
  if (t.asked() == 0 && t.can("choose haunting")) t.answer("choose haunting");
  CHECK(t.hand(0) == Names{"haunting"});
}

// ---------------------------------------------------------------------------------------------------------------
// Choking Vines: "Play on a minion. Ongoing: at the start of your turn, destroy that minion."

TEST_CASE("[smashup][killer_plants][text] Choking Vines: the minion survives the other player's turn and is destroyed at the start of the Vines' controller's turn") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex", "king-rex", "king-rex"]},
      {"factions": ["aliens", "bear-cavalry"], "hand": [], "deck": ["scout", "scout", "scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1,
                                                         "actions": [{"card": "choking-vines", "controller": 0}]}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 1, "phase": "start"}})");
  REQUIRE(t.asked() == 1);
  CHECK(t.minions_on("the-great-library") == Names{"invader"});
  t.answer("done");
  // Player 1's turn begins: the Vines destroy the Invader; the Vines go with it to their owner's discard pile.
  CHECK(t.minions_on("the-great-library").empty());
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.discard(0) == Names{"choking-vines"});
}

TEST_CASE("[smashup][killer_plants][text] Choking Vines may be played on any minion, the player's own included") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["choking-vines"], "deck": ["king-rex"]},
      {"factions": ["aliens", "bear-cavalry"], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1}]},
              {"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}]}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play choking-vines invader"));
  CHECK(t.can("play choking-vines steam-man"));
  CHECK_FALSE(t.can("play choking-vines the-great-library"));
  t.answer("play choking-vines invader");
  CHECK(t.actions_on("the-great-library") == Names{"choking-vines"});
  CHECK(t.minions_on("the-great-library") == Names{"invader"});
}

TEST_CASE("[smashup][killer_plants][text][R-21] Choking Vines cannot be attached to a minion that other players' cards cannot affect") {
  // R-21: a card is affected when it "has an action attached to it"; Incorporeal: "cards controlled by other players
  // cannot affect that minion."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["choking-vines"], "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "spirit", "controller": 1,
                                                         "actions": [{"card": "incorporeal", "controller": 1}]},
                                                        {"card": "ghost", "controller": 1}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play choking-vines spirit"));
  CHECK(t.can("play choking-vines ghost"));
}

TEST_CASE("[smashup][killer_plants][text] Choking Vines on Field of Honor: the Vines' controller is the one who destroyed, and gains 1 VP") {
  // Field of Honor: "the player who destroyed them gains 1 VP".
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "bear-cavalry"], "deck": ["scout"]}],
    "bases": [{"base": "field-of-honor", "minions": [{"card": "invader", "controller": 1,
                                                      "actions": [{"card": "choking-vines", "controller": 0}]}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Deep Roots: "Play on a base. Ongoing: abilities of other players' cards cannot move your minions on this base or
// return them to your hand."

namespace {
// Player 2 (seat 1) to play; Player 1's Deep Roots on The Great Library, with a minion of each player there, and a
// minion of Player 1's on Jungle Oasis.
json deep_roots_board(const char* hand1, int active = 1) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 0},
                                                        {"card": "collector", "controller": 1}],
               "actions": [{"card": "deep-roots", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}]}],
    "turn": {"phase": "play"}})");
  j["seats"][active]["hand"] = json::array({hand1});
  j["turn"]["active"] = active;
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Deep Roots: another player's card cannot move the owner's minions there") {
  Table t(deep_roots_board("invasion"));
  t.answer("play invasion");
  CHECK_FALSE(t.can("choose invader"));
  CHECK(t.can("choose collector"));   // their own minion there is not protected
  CHECK(t.can("choose steam-man"));   // nor are the Deep Roots player's minions elsewhere
}

TEST_CASE("[smashup][killer_plants][text] Deep Roots: another player's card cannot return the owner's minions there to hand") {
  Table t(deep_roots_board("beam-up"));
  t.answer("play beam-up");
  CHECK_FALSE(t.can("choose invader"));
  CHECK(t.can("choose collector"));
  CHECK(t.can("choose steam-man"));
}

TEST_CASE("[smashup][killer_plants][text] Deep Roots does not stop destroying") {
  // Glossary (Killer Plants): "Deep Roots / Entangled stop moving and returning (official clarifications: neither
  // stops destroying, placing or shuffling ...)".
  Table t(deep_roots_board("seeing-stars"));
  t.answer("play seeing-stars");
  REQUIRE(t.can("choose invader"));
  t.answer("choose invader");
  CHECK(t.discard(0) == Names{"invader"});
}

TEST_CASE("[smashup][killer_plants][text] Deep Roots does not stop its owner's own cards moving those minions") {
  // Glossary: "Deep Roots does not stop your own cards or base abilities from moving your minions".
  Table t(deep_roots_board("invasion", 0));
  t.answer("play invasion");
  REQUIRE(t.can("choose invader"));
  t.answer("choose invader");
  if (t.asked() == 0 && t.can("choose jungle-oasis")) t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"steam-man", "invader"});
}

// ---------------------------------------------------------------------------------------------------------------
// Entangled: "Play on a base. Ongoing: no minion can be moved away from, or returned to a hand from, any base where
// you have a minion. At the start of your turn, destroy this card."

namespace {
// Player 1's Entangled sits on The Great Library, where Player 1 has no minion; Player 1 has a minion on Jungle
// Oasis; Player 2 has minions on all three bases.
json entangled_board(const char* hand, int active) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["king-rex"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "scout", "controller": 1}],
               "actions": [{"card": "entangled", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0},
                                                   {"card": "collector", "controller": 1}]},
              {"base": "rhodes-plaza-mall", "minions": [{"card": "spirit", "controller": 1}]}],
    "turn": {"phase": "play"}})");
  j["seats"][active]["hand"] = json::array({hand});
  j["turn"]["active"] = active;
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Entangled: no minion moves away from a base where its player has a minion, whoever's it is") {
  // Literal reading of "any base where you have a minion": the base Entangled sits on counts only if its player has
  // a minion there.
  Table t(entangled_board("invasion", 1));
  t.answer("play invasion");
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose collector"));
  CHECK(t.can("choose scout"));
  CHECK(t.can("choose spirit"));
  // Moving onto such a base is not moving away from it.
  t.answer("choose spirit");
  if (t.asked() == 1 && t.can("choose jungle-oasis")) t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"invader", "collector", "spirit"});
}

TEST_CASE("[smashup][killer_plants][text] Entangled: no minion is returned to hand from such a base") {
  Table t(entangled_board("beam-up", 1));
  t.answer("play beam-up");
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose collector"));
  CHECK(t.can("choose scout"));
}

TEST_CASE("[smashup][killer_plants][text] Entangled binds its own player's cards too") {
  // "no minion can be moved": nobody's card is excepted.
  Table t(entangled_board("invasion", 0));
  t.answer("play invasion");
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose collector"));
  CHECK(t.can("choose scout"));
}

TEST_CASE("[smashup][killer_plants][text] Entangled does not stop destroying") {
  Table t(entangled_board("seeing-stars", 1));
  t.answer("play seeing-stars");
  REQUIRE(t.can("choose invader"));
  t.answer("choose invader");
  CHECK(t.discard(0) == Names{"invader"});
}

TEST_CASE("[smashup][killer_plants][text] Entangled is destroyed at the start of its controller's turn, not another's") {
  json theirs = entangled_board("scout", 1);
  theirs["turn"]["phase"] = "start";
  Table t(theirs);
  CHECK(t.actions_on("the-great-library") == Names{"entangled"});

  json mine = entangled_board("scout", 0);
  mine["turn"]["phase"] = "start";
  Table m(mine);
  CHECK(m.actions_on("the-great-library").empty());
  CHECK(m.discard(0) == Names{"entangled"});
}

// ---------------------------------------------------------------------------------------------------------------
// Insta-Grow: "Play an extra minion."

TEST_CASE("[smashup][killer_plants][text] Insta-Grow: one more minion, of any power, on any base") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["insta-grow", "venus-man-trap", "sprout"], "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  CHECK_FALSE(t.can("play venus-man-trap jungle-oasis"));
  t.answer("play insta-grow");
  CHECK(t.can("play venus-man-trap jungle-oasis"));
  CHECK(t.can("play sprout the-great-library"));
  t.answer("play venus-man-trap jungle-oasis");
  CHECK_FALSE(t.can("play sprout the-great-library"));
  CHECK(t.discard(0) == Names{"insta-grow"});
}

TEST_CASE("[smashup][killer_plants][text][R-18] Insta-Grow before the free minion: two minions this turn, in any order") {
  // R-18: "an extra granted by a card played normally in your play phase lasts the rest of the turn."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["insta-grow", "water-lily", "sprout", "steam-man"], "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play insta-grow");
  t.answer("play water-lily the-great-library");
  take_extra_if_asked(t);
  CHECK(t.can("play sprout jungle-oasis"));
  t.answer("play sprout jungle-oasis");
  take_extra_if_asked(t);
  CHECK_FALSE(t.can("play steam-man jungle-oasis"));
}

// ---------------------------------------------------------------------------------------------------------------
// Overgrowth: "Play on a base. Ongoing: at the start of your turn, this base's breakpoint drops to 0." R-26: the 0
// "is set at the start of its controller's turn and lasts to the end of that turn even if Overgrowth leaves play."

namespace {
// Jungle Oasis (breakpoint 12, 2/0/0) with 5 power on it and Overgrowth of `owner`'s.
json overgrowth_board(int overgrowth_owner, int active, const char* phase) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "tricksters"], "hand": [], "deck": ["king-rex", "king-rex", "king-rex", "king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout", "scout", "scout", "scout"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0},
                                                   {"card": "collector", "controller": 1}]},
              {"base": "the-great-library"}],
    "base_deck": ["tortuga"]})");
  j["bases"][0]["actions"] = json::array({{{"card", "overgrowth"}, {"controller", overgrowth_owner}}});
  j["turn"] = {{"active", active}, {"phase", phase}};
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Overgrowth: at the start of its controller's turn the base breaks at 0 and scores that turn") {
  Table t(overgrowth_board(0, 0, "start"));
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
  CHECK(test::sorted(t.discard(0)) == Names{"invader", "overgrowth"});
}

TEST_CASE("[smashup][killer_plants][text] Overgrowth: nothing at the start of another player's turn") {
  Table t(overgrowth_board(1, 0, "start"));
  t.answer("done");
  CHECK(t.vp(0) == 0);
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
}

TEST_CASE("[smashup][killer_plants][text] Overgrowth: played this turn it does nothing until its controller's next turn starts") {
  json j = overgrowth_board(0, 0, "play");
  j["bases"][0]["actions"] = json::array();
  j["seats"][0]["hand"] = json::array({"overgrowth"});
  Table t(j);
  t.answer("play overgrowth jungle-oasis");
  t.answer("done");
  // Player 2's turn: the base keeps breakpoint 12.
  REQUIRE(t.asked() == 1);
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
  t.answer("done");
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
  // Player 1's next turn: it breaks at 0.
  REQUIRE(t.asked() == 0);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
}

TEST_CASE("[smashup][killer_plants][text][R-26] Overgrowth: the 0 lasts the turn even when Overgrowth is destroyed") {
  json j = overgrowth_board(0, 0, "start");
  j["seats"][0]["hand"] = json::array({"disenchant"});
  Table t(j);
  t.answer("play disenchant");
  if (t.asked() == 0 && t.can("choose overgrowth")) t.answer("choose overgrowth");
  REQUIRE(test::sorted(t.discard(0)) == Names{"disenchant", "overgrowth"});
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
}

// ---------------------------------------------------------------------------------------------------------------
// Sleep Spores: "Play on a base. Ongoing: minions controlled by other players on this base have -1 power (never
// below 0)."

TEST_CASE("[smashup][killer_plants][text] Sleep Spores: -1 to other players' minions on its base only") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["sleep-spores"], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "scout", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "spirit", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sleep-spores the-great-library");
  CHECK(t.power_of("the-great-library", "invader") == 2);
  CHECK(t.power_of("the-great-library", "scout") == 3);
  CHECK(t.power_of("jungle-oasis", "spirit") == 3);
  CHECK(t.total("the-great-library") == 5);
}

TEST_CASE("[smashup][killer_plants][text] Sleep Spores: two of them make -2, and no power drops below 0") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["robots", "aliens"], "deck": ["zapbot"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "microbot-archive", "controller": 1}],
               "actions": [{"card": "sleep-spores", "controller": 0}, {"card": "sleep-spores", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("the-great-library", "invader") == 1);
  CHECK(t.power_of("the-great-library", "microbot-archive") == 0);
  CHECK(t.total("the-great-library") == 1);
}

TEST_CASE("[smashup][killer_plants][text][R-23] Sleep Spores goes by controller: a minion the Spores' player owns but another controls is weakened") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["ghosts", "aliens"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1, "owner": 0},
                                                        {"card": "scout", "controller": 0, "owner": 1}],
               "actions": [{"card": "sleep-spores", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("the-great-library", "invader") == 2);
  CHECK(t.power_of("the-great-library", "scout") == 3);
}

TEST_CASE("[smashup][killer_plants][text][R-21] Sleep Spores weakens a minion that other players' cards cannot affect") {
  // R-21: "Changing its power ... [is] not affecting it."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["ghosts", "aliens"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "spirit", "controller": 1,
                                                         "actions": [{"card": "incorporeal", "controller": 1}]}],
               "actions": [{"card": "sleep-spores", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("the-great-library", "spirit") == 2);
}

TEST_CASE("[smashup][killer_plants][text] Sleep Spores counts when the base scores") {
  // Jungle Oasis (12, 2/0/0): Player 2's 9 becomes 6 against Player 1's 7; 13 in all, so it still breaks.
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "dinosaurs"], "hand": [], "deck": ["king-rex", "king-rex", "king-rex"]},
      {"factions": ["aliens", "ninjas"], "deck": ["scout", "scout", "scout"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "king-rex", "controller": 0}],
               "actions": [{"card": "sleep-spores", "controller": 0}]},
              {"base": "the-great-library"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.total("jungle-oasis") == 13);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
}

