// Cyborg Apes cards and bases (Monkey Lab, Primate Park), tested from their printed text (the reference rows),
// the rulings (rules/smashup.md) and the second box's glossary alone — written without reading their code.
#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;

namespace {

// Player 1 (seat 0, Cyborg Apes + Shapeshifters) to play; Player 2 (seat 1) has Dinosaurs + Aliens. `bases` is the
// JSON array of bases; `more` replaces top-level fields (seats, turn, base_deck...).
json position(const json& hand0, const char* bases, const json& more = json::object()) {
  json j = {{"seats",
             {{{"factions", {"cyborg-apes", "shapeshifters"}}, {"hand", hand0}, {"deck", {"walker", "collector"}}},
              {{"factions", {"dinosaurs", "aliens"}}, {"hand", json::array()}, {"deck", {"scout", "scout"}}}}},
            {"bases", json::parse(bases)},
            {"turn", {{"active", 0}, {"phase", "play"}}}};
  j.update(more);
  return j;
}

// The same position with Player 2 to play, holding `hand1`.
json their_turn(const json& hand1, const char* bases, const json& hand0 = json::array()) {
  json j = position(hand0, bases);
  j["seats"][1]["hand"] = hand1;
  j["turn"]["active"] = 1;
  return j;
}

bool has(const Names& pile, const std::string& slug) { return std::find(pile.begin(), pile.end(), slug) != pile.end(); }

bool any_option_mentions(const Table& t, const std::string& word) {
  const auto opts = t.options();
  return std::any_of(opts.begin(), opts.end(), [&](const std::string& o) { return o.find(word) != std::string::npos; });
}

}  // namespace

// ---------------------------------------------------------------------------------------------------------------
// Cyberback: "Ongoing: you may play actions onto this minion straight from your discard pile instead of from your hand."

TEST_CASE("[smashup][cyborg_apes][text] Cyberback: an action in your discard pile may be played onto it") {
  json more = {{"seats",
                {{{"hand", {"splice-as-nice"}}, {"discard", {"cyberevolution"}}, {"deck", {"walker"}}},
                 {{"hand", json::array()}, {"deck", {"scout"}}}}}};
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "cyberback", "controller": 0}, {"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])", more));
  REQUIRE(t.can("play cyberevolution cyberback"));
  t.answer("play cyberevolution cyberback");
  CHECK(t.power_of("the-mothership", "cyberback") == 8);
  CHECK(t.discard(0).empty());
  // "instead of from your hand": only where the card comes from changes; it is still the turn's one action.
  CHECK_FALSE(any_option_mentions(t, "splice-as-nice"));
}

TEST_CASE("[smashup][cyborg_apes][text] Cyberback: from the discard pile only actions played onto Cyberback itself") {
  json more = {{"seats",
                {{{"hand", json::array()}, {"discard", {"going-bananas", "splice-as-nice"}}, {"deck", {"walker"}}},
                 {{"hand", json::array()}, {"deck", {"scout"}}}}}};
  Table t(position(json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "cyberback", "controller": 0},
                                            {"card": "furious-george", "controller": 0},
                                            {"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])", more));
  CHECK(t.can("play splice-as-nice cyberback"));
  CHECK_FALSE(t.can("play splice-as-nice furious-george"));
  CHECK_FALSE(t.can("play splice-as-nice invader"));
  // Going Bananas is not played onto a minion.
  CHECK_FALSE(any_option_mentions(t, "going-bananas"));
  // "you may": playing nothing is allowed.
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][cyborg_apes][text] Cyberback: needs an action play left, and only its controller's discard pile counts") {
  const char* bases = R"([
      {"base": "the-mothership", "minions": [{"card": "cyberback", "controller": 0}]},
      {"base": "tortuga", "minions": [{"card": "cyberback", "controller": 1}]}])";
  json seats = {{{"hand", json::array()}, {"discard", {"splice-as-nice"}}, {"deck", {"walker"}}},
                {{"hand", json::array()}, {"deck", {"scout"}}}};
  SECTION("the turn's action already played, no extra: nothing from the discard pile") {
    Table t(position(json::array(), bases, {{"seats", seats}, {"turn", {{"active", 0}, {"action_used", true}}}}));
    CHECK_FALSE(any_option_mentions(t, "splice-as-nice"));
  }
  SECTION("an extra action may be spent on it") {
    Table t(position(json::array(), bases,
                     {{"seats", seats},
                      {"turn", {{"active", 0}, {"action_used", true}, {"extras", {{{"type", "action"}}}}}}}));
    CHECK(t.can("play " + t.id(t.s.seats[0].discard.at(0)) + " " + t.id(t.on("the-mothership", "cyberback"))));
  }
  SECTION("Player 2's Cyberback does not let Player 1 play from Player 1's discard pile onto it") {
    Table t(position(json::array(), bases, {{"seats", seats}}));
    const auto theirs = t.id(t.on("tortuga", "cyberback"));
    for (const auto& o : t.full_options()) CHECK(o.find(theirs) == std::string::npos);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Clyde 2.0: "Ongoing: whenever one of your actions attached to a minion on this base would go to the discard pile,
// you may put it into your hand instead."

namespace {
// Player 2 to play Going Bananas; Player 1's Clyde 2.0 and King Rex (with Player 1's Cyberevolution) on the
// Mothership, Player 2's Invader there with Player 2's Upgrade; Player 1's Scout on Tortuga with Splice as Nice.
const char* kClydeBoard = R"([
    {"base": "the-mothership", "minions": [
      {"card": "clyde-2-0", "controller": 0},
      {"card": "king-rex", "controller": 0, "actions": [{"card": "cyberevolution", "controller": 0}]},
      {"card": "invader", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}]},
    {"base": "tortuga", "minions": [
      {"card": "scout", "controller": 0, "actions": [{"card": "splice-as-nice", "controller": 0}]}]}])";
}  // namespace

TEST_CASE("[smashup][cyborg_apes][text] Clyde 2.0: your action on a minion here that is destroyed may go to your hand") {
  Table t(their_turn({"going-bananas"}, kClydeBoard));
  t.answer("play going-bananas");
  t.answer("choose the-mothership");
  REQUIRE(t.asking());
  CHECK(t.asked() == 0);
  // "you may": declining must be possible.
  CHECK((t.can("no") || t.can("pass")));
  if (t.can("yes")) t.answer("yes");
  else t.answer("choose cyberevolution");
  CHECK(has(t.hand(0), "cyberevolution"));
  CHECK_FALSE(has(t.discard(0), "cyberevolution"));
  // Player 2's own Upgrade was not Going Bananas' target (it destroys other players' actions).
  CHECK(has(t.actions_on("the-mothership"), "upgrade"));
}

TEST_CASE("[smashup][cyborg_apes][text] Clyde 2.0: declining leaves the action in the discard pile") {
  Table t(their_turn({"going-bananas"}, kClydeBoard));
  t.answer("play going-bananas");
  t.answer("choose the-mothership");
  REQUIRE(t.asked() == 0);
  if (t.can("no")) t.answer("no");
  else t.answer("pass");
  CHECK(has(t.discard(0), "cyberevolution"));
  CHECK_FALSE(has(t.hand(0), "cyberevolution"));
}

TEST_CASE("[smashup][cyborg_apes][text] Clyde 2.0: an action on a minion on another base is discarded as usual") {
  Table t(their_turn({"going-bananas"}, kClydeBoard));
  t.answer("play going-bananas");
  t.answer("choose tortuga");
  // Nobody is asked: Player 2 plays on.
  CHECK(t.asked() == 1);
  CHECK(t.discard(0) == Names{"splice-as-nice"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][cyborg_apes][text][R-23] Clyde 2.0: another player's action on a minion here is not its to save") {
  // Player 1 (Clyde's controller) destroys Player 2's Upgrade: "one of YOUR actions" — Player 2's goes to its discard.
  Table t(position({"going-bananas"}, kClydeBoard));
  t.answer("play going-bananas");
  t.answer("choose the-mothership");
  CHECK(t.asked() == 0);
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK_FALSE(has(t.hand(1), "upgrade"));
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][cyborg_apes][text] Clyde 2.0: the action on a destroyed minion here may go to your hand") {
  // Ninja Master (Player 2): "When you play it, you may destroy any one minion on this base."
  Table t(their_turn({"ninja-master"}, kClydeBoard));
  t.answer("play ninja-master the-mothership");
  t.answer("choose king-rex");
  REQUIRE(t.asking());
  REQUIRE(t.asked() == 0);
  if (t.can("yes")) t.answer("yes");
  else t.answer("choose cyberevolution");
  CHECK(has(t.discard(0), "king-rex"));
  CHECK(has(t.hand(0), "cyberevolution"));
}

TEST_CASE("[smashup][cyborg_apes][text] Clyde 2.0: when its base scores, your actions on minions there may go to your hand") {
  // Reading: after scoring "every card still on the base goes to its owner's discard pile" — Clyde is still on the
  // base when the Cyberevolution "would go to the discard pile", so its Ongoing applies.
  Table t(position(json::array(), R"([
      {"base": "jungle-oasis", "minions": [
        {"card": "clyde-2-0", "controller": 0},
        {"card": "king-rex", "controller": 0, "actions": [{"card": "cyberevolution", "controller": 0}]}]},
      {"base": "the-mothership"}])", {{"base_deck", {"tortuga"}}}));
  t.answer("done");
  REQUIRE(t.asking());
  REQUIRE(t.asked() == 0);
  if (t.can("yes")) t.answer("yes");
  else t.answer("choose cyberevolution");
  CHECK(t.vp(0) == 2);
  CHECK(has(t.hand(0), "cyberevolution"));
  CHECK(sorted(t.discard(0)) == Names{"clyde-2-0", "king-rex"});
}

// ---------------------------------------------------------------------------------------------------------------
// Baboom: "Talent: play an action onto this minion as an extra action."

namespace {
const char* kBaboomBoard = R"([
    {"base": "the-mothership", "minions": [{"card": "baboom", "controller": 0}, {"card": "invader", "controller": 1}]},
    {"base": "tortuga"}])";
}

TEST_CASE("[smashup][cyborg_apes][text] Baboom: its Talent plays an action onto Baboom, and only onto Baboom") {
  Table t(position({"cyberevolution", "going-bananas"}, kBaboomBoard, {{"turn", {{"active", 0}, {"action_used", true}}}}));
  CHECK_FALSE(any_option_mentions(t, "cyberevolution"));
  REQUIRE(t.can("use baboom"));
  t.answer("use baboom");
  // The program asks which action of the hand goes onto Baboom (no other target is offered).
  CHECK(t.prompt().find("onto Baboom") != std::string::npos);
  CHECK(t.can("choose cyberevolution"));
  // A standard action is not played "onto this minion".
  CHECK_FALSE(any_option_mentions(t, "going-bananas"));
  t.answer("choose cyberevolution");
  CHECK(t.power_of("the-mothership", "invader") == 3);
  CHECK(t.power_of("the-mothership", "baboom") == 6);
  // Talent: once per turn.
  CHECK_FALSE(t.can("use baboom"));
}

TEST_CASE("[smashup][cyborg_apes][text] Baboom: the Talent's action is an extra one: the turn's action stays free") {
  Table t(position({"cyberevolution", "splice-as-nice"}, kBaboomBoard));
  t.answer("use baboom");
  t.answer("choose cyberevolution");
  if (t.can("with extra-1")) t.answer("with extra-1");
  CHECK(t.power_of("the-mothership", "baboom") == 6);
  CHECK(t.can("play splice-as-nice invader"));
}

TEST_CASE("[smashup][cyborg_apes][text] Baboom: the Talent is its controller's, on their own turn only") {
  Table t(their_turn({"upgrade"}, kBaboomBoard, {"cyberevolution"}));
  CHECK(t.asked() == 1);
  CHECK_FALSE(t.can("use baboom"));
  Table used(position({"cyberevolution"}, R"([
      {"base": "the-mothership", "minions": [{"card": "baboom", "controller": 0, "talent_used": true}]}])"));
  CHECK_FALSE(used.can("use baboom"));
}

// ---------------------------------------------------------------------------------------------------------------
// Furious George: "Ongoing: +1 power for each action attached to this minion (anyone's)."

TEST_CASE("[smashup][cyborg_apes][text] Furious George: +1 for each action on it, whoever's") {
  Table t(position({"splice-as-nice"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "furious-george", "controller": 0},
        {"card": "furious-george", "controller": 1, "actions": [
          {"card": "cyberevolution", "controller": 0}, {"card": "upgrade", "controller": 1}]}]},
      {"base": "tortuga"}])"));
  CHECK(t.power_of("the-mothership", "furious-george") == 2);
  // 2 + Cyberevolution 3 + Upgrade 2 + one per action (2).
  CHECK(t.total("the-mothership") == 2 + 9);
  t.answer("play " + t.id(t.in_hand(0, "splice-as-nice")) + " " + t.id(t.on("the-mothership", "furious-george")));
  CHECK(t.power_of("the-mothership", "furious-george") == 2 + 2 + 1);
}

TEST_CASE("[smashup][cyborg_apes][text] Furious George: loses the bonus when an action leaves it") {
  Table t(position({"going-bananas"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "furious-george", "controller": 0, "actions": [{"card": "upgrade", "controller": 1}]}]},
      {"base": "tortuga"}])"));
  CHECK(t.power_of("the-mothership", "furious-george") == 5);
  t.answer("play going-bananas");
  t.answer("choose the-mothership");
  CHECK(t.power_of("the-mothership", "furious-george") == 2);
}

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
// Going Bananas: "Pick a base. Destroy all actions other players have on that base, including those attached to
// minions there."

TEST_CASE("[smashup][cyborg_apes][text] Going Bananas: destroys every other player's action on the base and its minions") {
  Table t(position({"going-bananas"}, R"([
      {"base": "the-mothership",
       "minions": [
         {"card": "king-rex", "controller": 0, "actions": [
           {"card": "cyberevolution", "controller": 0}, {"card": "shell-game", "controller": 1}]},
         {"card": "invader", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}],
       "actions": [{"card": "deep-roots", "controller": 1}]},
      {"base": "tortuga", "minions": [
         {"card": "scout", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}]}])"));
  t.answer("play going-bananas");
  // "Pick a base" is not optional.
  CHECK_FALSE(t.can("pass"));
  t.answer("choose the-mothership");
  CHECK(sorted(t.discard(1)) == Names{"deep-roots", "shell-game", "upgrade"});
  CHECK(t.actions_on("the-mothership") == Names{"cyberevolution"});
  CHECK(t.actions_on("tortuga") == Names{"upgrade"});
  CHECK(t.discard(0) == Names{"going-bananas"});
  CHECK(t.power_of("the-mothership", "king-rex") == 10);
}

TEST_CASE("[smashup][cyborg_apes][text][R-23] Going Bananas: \"actions other players have\" are those they control; each goes to its owner") {
  // R-23: "your actions" are the ones you control; a card that leaves play still goes to its owner's discard pile.
  Table t(position({"going-bananas"}, R"([
      {"base": "the-mothership", "minions": [
         {"card": "king-rex", "controller": 0, "actions": [
           {"card": "upgrade", "controller": 1, "owner": 0}, {"card": "cyberevolution", "controller": 0, "owner": 1}]}]},
      {"base": "tortuga"}])"));
  t.answer("play going-bananas");
  t.answer("choose the-mothership");
  CHECK(sorted(t.discard(0)) == Names{"going-bananas", "upgrade"});
  CHECK(t.discard(1).empty());
  CHECK(t.actions_on("the-mothership") == Names{"cyberevolution"});
}

TEST_CASE("[smashup][cyborg_apes][text] Going Bananas: on a base without other players' actions it does nothing") {
  Table t(position({"going-bananas"}, R"([
      {"base": "the-mothership", "minions": [
         {"card": "king-rex", "controller": 0, "actions": [{"card": "cyberevolution", "controller": 0}]},
         {"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play going-bananas");
  if (t.asking() && t.can("choose the-mothership")) t.answer("choose the-mothership");
  CHECK(t.actions_on("the-mothership") == Names{"cyberevolution"});
  CHECK(t.discard(0) == Names{"going-bananas"});
  CHECK(t.discard(1).empty());
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
// Monkey See, Monkey Do: "Reveal your top five cards. Put any number of the revealed actions into your hand and
// shuffle the rest back into your deck."

namespace {
// Answers the "put any number of the revealed actions into your hand" question with `take`, then stops.
void take_actions(Table& t, const Names& take) {
  for (const auto& card : take) t.answer("choose " + card);
  if (t.asked() == 0 && (t.can("pass") || t.can("done")) && !t.can("play walker the-mothership") &&
      t.prompt().find("Monkey See") != std::string::npos)
    t.answer(t.can("pass") ? "pass" : "done");
}
}  // namespace

TEST_CASE("[smashup][cyborg_apes][text] Monkey See, Monkey Do: revealed actions of your choice to hand, the rest shuffled back") {
  json more = {{"seats",
                {{{"hand", {"monkey-see-monkey-do", "walker"}},
                  {"deck", {"cyberevolution", "king-rex", "shielding", "invader", "juiced-up", "scout"}}},
                 {{"hand", json::array()}, {"deck", {"scout"}}}}}};
  Table t(position(json::array(), R"([{"base": "the-mothership"}, {"base": "tortuga"}])", more));
  t.answer("play monkey-see-monkey-do");
  // Only the revealed actions: not the minions, not the sixth card.
  CHECK(t.can("choose cyberevolution"));
  CHECK(t.can("choose shielding"));
  CHECK(t.can("choose juiced-up"));
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose scout"));
  take_actions(t, {"cyberevolution", "shielding"});
  CHECK(sorted(t.hand(0)) == Names{"cyberevolution", "shielding", "walker"});
  CHECK(sorted(t.deck(0)) == Names{"invader", "juiced-up", "king-rex", "scout"});
  CHECK(test::shuffled(t, 0));
  CHECK(t.discard(0) == Names{"monkey-see-monkey-do"});
}

TEST_CASE("[smashup][cyborg_apes][text] Monkey See, Monkey Do: any number includes none") {
  json more = {{"seats",
                {{{"hand", {"monkey-see-monkey-do"}}, {"deck", {"cyberevolution", "king-rex", "shielding"}}},
                 {{"hand", json::array()}, {"deck", {"scout"}}}}}};
  Table t(position(json::array(), R"([{"base": "the-mothership"}, {"base": "tortuga"}])", more));
  t.answer("play monkey-see-monkey-do");
  REQUIRE(t.asked() == 0);
  CHECK((t.can("pass") || t.can("done")));
  t.answer(t.can("pass") ? "pass" : "done");
  CHECK(t.hand(0).empty());
  CHECK(sorted(t.deck(0)) == Names{"cyberevolution", "king-rex", "shielding"});
}

TEST_CASE("[smashup][cyborg_apes][text] Monkey See, Monkey Do: a short deck is refilled from the discard pile to reveal five") {
  // Rules: "Whenever a player must draw or reveal from an empty deck, their discard pile is shuffled into a new deck
  // first." Two cards in the deck, three in the discard pile: all five are revealed.
  json more = {{"seats",
                {{{"hand", {"monkey-see-monkey-do"}},
                  {"deck", {"cyberevolution", "king-rex"}},
                  {"discard", {"shielding", "scout", "juiced-up"}}},
                 {{"hand", json::array()}, {"deck", {"scout"}}}}}};
  Table t(position(json::array(), R"([{"base": "the-mothership"}, {"base": "tortuga"}])", more));
  t.answer("play monkey-see-monkey-do");
  CHECK(t.can("choose cyberevolution"));
  CHECK(t.can("choose shielding"));
  CHECK(t.can("choose juiced-up"));
  take_actions(t, {"shielding"});
  CHECK(t.hand(0) == Names{"shielding"});
  CHECK(sorted(t.deck(0)) == Names{"cyberevolution", "juiced-up", "king-rex", "scout"});
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
