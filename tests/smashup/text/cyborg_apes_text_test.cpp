// Cyborg Apes minions (Cyberback, Clyde 2.0, Baboom, Furious George) and the two actions not played on a minion (Going
// Bananas; Monkey See, Monkey Do), tested from their printed text (the reference rows), the rulings (rules/smashup.md)
// and the second box's glossary alone — written without reading their code. The actions played on a minion are in
// cyborg_apes_actions_text_test.cpp, the bases in cyborg_apes_bases_text_test.cpp.
#include <algorithm>
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

namespace {

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
