// Every Ninjas card and base, with their edge cases, many of them inside real scoring windows.
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

json minion(const char* card, int controller, json actions = json::array()) {
  json m = {{"card", card}, {"controller", controller}};
  if (!actions.empty()) m["actions"] = actions;
  return m;
}

// Player 1 (seat 0) to play. The Homeworld (23) with Player 2's Collector (2) and Invader (3); Ninja Dojo (18)
// with Player 1's Shinobi (3). Nothing is close to scoring.
json board(json hand0, json extra = json::object()) {
  json j = {{"seats",
             {{{"factions", {"ninjas", "aliens"}}, {"hand", hand0}, {"deck", {"invader", "scout"}}},
              {{"factions", {"aliens", "ninjas"}}, {"hand", json::array()}, {"deck", {"probe", "probe"}}}}},
            {"bases",
             {{{"base", "the-homeworld"}, {"minions", {minion("collector", 1), minion("invader", 1)}}},
              {{"base", "ninja-dojo"}, {"minions", {minion("shinobi", 0)}}}}},
            {"base_deck", {"the-mothership", "jungle-oasis"}},
            {"turn", {{"active", 0}, {"phase", "play"}}}};
  j.update(extra);
  return j;
}

// A base ready to score with the given minions; one more base in play and the rest in the base deck. Player 1
// (seat 0) to play; both decks hold two cards (drawn at the end of the turn).
json ready(const char* base, json on_base, json hand0, json hand1 = json::array(), const char* other = "the-homeworld",
           json on_other = json::array()) {
  json deck = json::array();
  for (const char* b : {"the-homeworld", "the-mothership", "temple-of-goju", "ninja-dojo"})
    if (std::string(b) != base && std::string(b) != other) deck.push_back(b);
  return {{"seats",
           {{{"factions", {"ninjas", "aliens"}}, {"hand", hand0}, {"deck", {"invader", "scout"}}},
            {{"factions", {"aliens", "ninjas"}}, {"hand", hand1}, {"deck", {"probe", "probe"}}}}},
          {"bases", {{{"base", base}, {"minions", on_base}}, {{"base", other}, {"minions", on_other}}}},
          {"base_deck", deck},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

// The Mothership (20, VP 4/2/1): Player 2 has 14 (Overlord, Overlord, Tiger Assassin), Player 1 has 13 (Overlord,
// Tiger Assassin, Tiger Assassin). Nobody has a minion of power 3 or less there, so the Mothership asks nothing.
json close_race() {
  return {minion("supreme-overlord", 1), minion("supreme-overlord", 1), minion("tiger-assassin", 1),
          minion("supreme-overlord", 0), minion("tiger-assassin", 0), minion("tiger-assassin", 0)};
}

// The id of "play <action from seat 0's hand> on <the first minion with this slug on that base>".
std::string play_on(const Table& t, const char* action, const char* base, const char* slug, Seat seat = 0) {
  return "play " + t.id(t.in_hand(seat, action)) + " " + t.id(t.on(base, slug));
}

long copies(const Names& pile, const std::string& slug) { return std::count(pile.begin(), pile.end(), slug); }

bool ignores(const Table& t, const char* base, Seat seat) {
  return cardtable::smashup::base_ignored(t.s, test::base_id(base), seat);
}

}  // namespace

// ---- Ninja Master

TEST_CASE("[smashup][ninjas] Ninja Master may destroy any minion on its base, its own included") {
  Table t(board({"ninja-master"}));
  t.answer("play ninja-master the-homeworld");
  CHECK(t.prompt().find("Ninja Master") != std::string::npos);
  // Only this base: the Shinobi on the Dojo is not offered.
  CHECK(t.options() == Names{"choose ninja-master", "choose collector", "choose invader", "pass"});
  t.answer("choose invader");
  CHECK(t.minions_on("the-homeworld") == Names{"collector", "ninja-master"});
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][ninjas] Ninja Master's destroy is optional") {
  Table t(board({"ninja-master"}));
  t.answer("play ninja-master the-homeworld");
  t.answer("pass");
  CHECK(t.minions_on("the-homeworld") == Names{"collector", "invader", "ninja-master"});
  CHECK(t.can("done"));
}

// ---- Tiger Assassin

TEST_CASE("[smashup][ninjas] Tiger Assassin may destroy a minion of power 3 or less on its base only") {
  Table t(board({"tiger-assassin"}, {{"bases",
                                      {{{"base", "the-homeworld"},
                                        {"minions", {minion("supreme-overlord", 1), minion("invader", 1)}}},
                                       {{"base", "ninja-dojo"}, {"minions", {minion("collector", 1)}}}}}}));
  t.answer("play tiger-assassin the-homeworld");
  // The Overlord (5) and the Assassin itself (4) are too strong; the Collector is on another base.
  CHECK(t.options() == Names{"choose invader", "pass"});
  t.answer("choose invader");
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][ninjas] Tiger Assassin with no weak minion on its base asks nothing") {
  Table t(board({"tiger-assassin"}, {{"bases",
                                      {{{"base", "the-homeworld"}, {"minions", {minion("supreme-overlord", 1)}}},
                                       {{"base", "ninja-dojo"}, {"minions", {minion("collector", 1)}}}}}}));
  t.answer("play tiger-assassin the-homeworld");
  CHECK(t.can("done"));
  CHECK(t.minions_on("ninja-dojo") == Names{"collector"});
}

// ---- Shinobi

TEST_CASE("[smashup][ninjas] Shinobi is played onto a base about to score and turns the result around") {
  Table t(ready("the-mothership", close_race(), {"shinobi"}));
  // A Special, not a play-phase card: the play phase offers it as a normal minion only.
  CHECK_FALSE(t.can("use shinobi"));
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"use shinobi", "pass"});
  t.answer("use shinobi");
  CHECK(t.power_of("the-mothership", "shinobi") == 3);
  // 16 to 14: Player 1 wins. The Mothership then offers the winner its Shinobi back (power 3 or less).
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  t.answer("pass");
  CHECK(t.discard(0).size() == 4);
  CHECK(copies(t.discard(0), "shinobi") == 1);
}

TEST_CASE("[smashup][ninjas] Shinobi used by the player whose turn it is not") {
  Table t(ready("the-mothership", close_race(), json::array(), {"shinobi"}));
  t.answer("done");
  // Player 1 has no Special, so the window goes straight to Player 2.
  CHECK(t.asked() == 1);
  t.answer("use shinobi");
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 2);
}

TEST_CASE("[smashup][ninjas][R-7] only one Shinobi ability per scoring base, whoever used the first") {
  Table t(ready("the-mothership", close_race(), {"shinobi", "shinobi"}, {"shinobi"}));
  t.answer("done");
  t.answer("use shinobi");
  // Nobody may use another Shinobi on this base: the window closed and the Mothership asks its question.
  CHECK_FALSE(t.can("use shinobi"));
  CHECK(t.prompt().find("Mothership") != std::string::npos);
  CHECK(t.hand(1) == Names{"shinobi"});
  CHECK(t.minions_on("the-mothership").size() == 7);
  // Nor after the base has scored: Shinobi is a before-scoring Special. The turn simply ends.
  t.answer("pass");
  CHECK(t.s.turn.active == 1);
  CHECK(t.hand(1) == Names{"shinobi"});
}

TEST_CASE("[smashup][ninjas][R-7] another base scoring in the same turn allows another Shinobi") {
  Table t(ready("the-mothership", close_race(), {"shinobi", "shinobi"}, json::array(), "temple-of-goju",
                {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                 minion("ninja-master", 1)}));
  t.answer("done");
  t.answer("score the-mothership");
  t.answer("use shinobi");
  t.answer("pass");  // the Mothership: keep the Shinobi there
  // The Temple of Goju scores next: a new base, so a Shinobi may be used again.
  CHECK(t.options() == Names{"use shinobi", "pass"});
  t.answer("use shinobi");
  CHECK(t.power_of("temple-of-goju", "shinobi") == 3);
}

// ---- Ninja Acolyte

TEST_CASE("[smashup][ninjas][R-18] Ninja Acolyte goes back to the hand; its extra minion is played on its base at once") {
  Table t(board({"tiger-assassin"}, {{"bases",
                                      {{{"base", "temple-of-goju"}, {"minions", {minion("collector", 1)}}},
                                       {{"base", "ninja-dojo"}, {"minions", {minion("ninja-acolyte", 0)}}}}}}));
  t.answer("use ninja-acolyte");
  CHECK(t.hand(0) == Names{"tiger-assassin", "ninja-acolyte"});
  CHECK(t.minions_on("ninja-dojo").empty());
  // Asked at once, only for the Dojo; the extra is never stored for later in the turn.
  CHECK(t.s.turn.extras.empty());
  CHECK(t.can("play ninja-acolyte ninja-dojo"));
  CHECK(t.can("play tiger-assassin ninja-dojo"));
  CHECK_FALSE(t.can("play ninja-acolyte temple-of-goju"));
  CHECK(t.can("pass"));
  t.answer("play ninja-acolyte ninja-dojo");
  CHECK(t.minions_on("ninja-dojo") == Names{"ninja-acolyte"});
  // The turn's free minion is still there.
  CHECK(t.can("play tiger-assassin temple-of-goju"));
}

TEST_CASE("[smashup][ninjas][R-18] Ninja Acolyte: an extra not played at once is lost") {
  Table t(board({"tiger-assassin"}, {{"bases",
                                      {{{"base", "temple-of-goju"}, {"minions", {minion("collector", 1)}}},
                                       {{"base", "ninja-dojo"}, {"minions", {minion("ninja-acolyte", 0)}}}}}}));
  t.answer("use ninja-acolyte");
  t.answer("pass");
  CHECK(t.s.turn.extras.empty());
  t.answer("play tiger-assassin temple-of-goju");
  t.answer("pass");
  // The free minion is spent and no extra was kept: the Acolyte cannot follow.
  CHECK_FALSE(t.can("play ninja-acolyte ninja-dojo"));
}

TEST_CASE("[smashup][ninjas] Ninja Acolyte cannot be used once a minion was played this turn") {
  Table t(board({"tiger-assassin"}, {{"bases",
                                      {{{"base", "temple-of-goju"}, {"minions", {minion("collector", 1)}}},
                                       {{"base", "ninja-dojo"}, {"minions", {minion("ninja-acolyte", 0)}}}}}}));
  CHECK(t.can("use ninja-acolyte"));
  t.answer("play tiger-assassin temple-of-goju");
  t.answer("pass");
  CHECK_FALSE(t.can("use ninja-acolyte"));
}

TEST_CASE("[smashup][ninjas] Ninja Acolyte is not used in its player's own before-scoring window") {
  // Player 1 played no minion this turn, but scoring is past the play phase: no "Me first!" question.
  json scenario = ready("the-mothership", close_race(), json::array());
  scenario["bases"][0]["minions"].push_back(minion("ninja-acolyte", 0));
  Table t(scenario);
  CHECK(t.can("use ninja-acolyte"));
  t.answer("done");
  // 15 to 14: Player 1 won; the Mothership's question (return the Acolyte?) is the first one asked.
  CHECK(t.vp(0) == 4);
  CHECK(t.prompt().find("Mothership") != std::string::npos);
  CHECK(t.options() == Names{"choose ninja-acolyte", "pass"});
}

TEST_CASE("[smashup][ninjas] Ninja Acolyte is no before-scoring Special, nor usable on another player's turn") {
  json scenario = ready("the-mothership", close_race(), json::array());
  scenario["bases"][0]["minions"].push_back(minion("ninja-acolyte", 1));
  scenario["bases"][1]["minions"] = {minion("ninja-acolyte", 1)};
  Table t(scenario);
  CHECK_FALSE(t.can("use ninja-acolyte"));  // Player 2's Acolyte on Player 1's turn
  t.answer("done");
  // No "Me first!" question: nobody has a Special for it. The base scored (Player 2 16, Player 1 13); the
  // Mothership asks Player 2 about the Acolyte, a minion of power 3 or less.
  CHECK(t.vp(1) == 4);
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("Mothership") != std::string::npos);
}

// ---- Assassination

TEST_CASE("[smashup][ninjas] Assassination destroys its minion at the end of the turn, not before") {
  Table t(board({"assassination"}));
  t.answer(play_on(t, "assassination", "the-homeworld", "invader"));
  CHECK(t.minions_on("the-homeworld") == Names{"collector", "invader"});
  CHECK(t.actions_on("the-homeworld") == Names{"assassination"});
  t.answer("done");
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.discard(0) == Names{"assassination"});
}

TEST_CASE("[smashup][ninjas] Assassination's minion still counts when its base scores that turn") {
  Table t(ready("the-mothership", close_race(), {"assassination"}));
  // Player 1 marks one of Player 2's Overlords: it is destroyed only at the end of the turn, after scoring.
  t.answer(play_on(t, "assassination", "the-mothership", "supreme-overlord"));
  t.answer("done");
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 2);
}

TEST_CASE("[smashup][ninjas] Assassination cannot go on a minion behind another player's Smoke Bomb") {
  Table t(board({"assassination"},
                {{"bases",
                  {{{"base", "the-homeworld"},
                    {"minions", {minion("collector", 1, {"smoke-bomb"}), minion("invader", 1)}}},
                   {{"base", "ninja-dojo"}, {"minions", {minion("shinobi", 0)}}}}}}));
  CHECK_FALSE(t.can(play_on(t, "assassination", "the-homeworld", "collector")));
  CHECK(t.can(play_on(t, "assassination", "the-homeworld", "invader")));
  CHECK(t.can(play_on(t, "assassination", "ninja-dojo", "shinobi")));
}

TEST_CASE("[smashup][ninjas] Assassination waits while its minion is behind its owner's Smoke Bomb") {
  json scenario = board(json::array(), {{"bases",
                                         {{{"base", "the-homeworld"},
                                           {"minions", {minion("invader", 1, {{{"card", "assassination"},
                                                                               {"controller", 0}}})}}},
                                          {{"base", "ninja-dojo"}}}}});
  scenario["seats"][1]["hand"] = {"smoke-bomb"};
  scenario["turn"]["active"] = 1;
  Table t(scenario);
  // Player 2 protects the Invader on their own turn: at its end the Assassination (an action) cannot destroy it.
  t.answer(play_on(t, "smoke-bomb", "the-homeworld", "invader", 1));
  t.answer("done");
  REQUIRE(t.s.turn.active == 0);
  CHECK(t.minions_on("the-homeworld") == Names{"invader"});
  t.answer("done");
  // The Smoke Bomb went at the start of Player 2's turn; the Assassination destroys the Invader at its end.
  REQUIRE(t.s.turn.active == 1);
  CHECK(t.actions_on("the-homeworld") == Names{"assassination"});
  t.answer("done");
  CHECK(t.minions_on("the-homeworld").empty());
  CHECK(t.discard(0) == Names{"assassination"});
}

// ---- Disguise

TEST_CASE("[smashup][ninjas][R-18] Disguise swaps two of your minions for two extra minions on the same base, which "
          "last the turn") {
  Table t(board({"disguise", "tiger-assassin", "ninja-master"},
                {{"bases",
                  {{{"base", "the-homeworld"}, {"minions", {minion("collector", 1)}}},
                   {{"base", "ninja-dojo"},
                    {"minions", {minion("shinobi", 0), minion("ninja-acolyte", 0), minion("invader", 1)}}}}},
                 {"turn", {{"active", 0}, {"phase", "play"}, {"minion_used", true}}}}));
  t.answer("play disguise");
  // Only your own minions.
  CHECK(t.options() == Names{"choose shinobi", "choose ninja-acolyte"});
  t.answer("choose shinobi");
  CHECK(t.options() == Names{"choose ninja-acolyte", "pass"});
  t.answer("choose ninja-acolyte");
  // The chosen minions go back to the hand at once; R-18: Disguise was played normally in the play phase, so its two
  // extras last the rest of the turn, onto the Dojo only.
  CHECK(t.minions_on("ninja-dojo") == Names{"invader"});
  CHECK(t.hand(0) == Names{"tiger-assassin", "ninja-master", "shinobi", "ninja-acolyte"});
  CHECK(t.discard(0) == Names{"disguise"});
  CHECK(t.can("play shinobi ninja-dojo"));
  CHECK_FALSE(t.can("play tiger-assassin the-homeworld"));
  t.answer("play tiger-assassin ninja-dojo");
  t.answer("pass");  // the Tiger Assassin's ability
  t.answer("play ninja-master ninja-dojo");
  t.answer("choose invader");
  CHECK(t.minions_on("ninja-dojo") == Names{"tiger-assassin", "ninja-master"});
  // Both extras used.
  CHECK_FALSE(t.can("play shinobi ninja-dojo"));
}

TEST_CASE("[smashup][ninjas][R-18] Disguise with one minion: one extra minion, not lost when not played at once") {
  Table t(board({"disguise", "tiger-assassin"}, {{"bases",
                                                 {{{"base", "the-homeworld"}, {"minions", {minion("collector", 1)}}},
                                                  {{"base", "ninja-dojo"}, {"minions", {minion("shinobi", 0)}}}}},
                                                {"turn", {{"active", 0}, {"phase", "play"}, {"minion_used", true}}}}));
  t.answer("play disguise");
  t.answer("choose shinobi");
  // No second minion of yours on that base: the Shinobi is back in the hand and the play phase goes on.
  CHECK(t.hand(0) == Names{"tiger-assassin", "shinobi"});
  REQUIRE(t.can("done"));
  CHECK(t.can("play shinobi ninja-dojo"));
  CHECK_FALSE(t.can("play tiger-assassin the-homeworld"));
  t.answer("play shinobi ninja-dojo");
  CHECK(t.minions_on("ninja-dojo") == Names{"shinobi"});
  CHECK_FALSE(t.can("play tiger-assassin ninja-dojo"));
}

TEST_CASE("[smashup][ninjas] Disguise with no minion of yours in play does nothing") {
  Table t(board({"disguise", "tiger-assassin"}, {{"bases", {{{"base", "the-homeworld"}}, {{"base", "ninja-dojo"}}}}}));
  t.answer("play disguise");
  CHECK(t.discard(0) == Names{"disguise"});
  CHECK(t.hand(0) == Names{"tiger-assassin"});
  CHECK(t.can("done"));
}

// ---- Hidden Ninja

TEST_CASE("[smashup][ninjas][R-27] Me first!: a player who may hold a Special out of sight is asked even with none "
          "in hand; one whose hidden cards hold none is not") {
  auto scenario = [](const char* hidden_ninja_in) {
    json seat1 = {{"factions", {"aliens", "ninjas"}}, {"hand", {"probe"}}, {"deck", {"probe"}}};
    seat1[hidden_ninja_in].push_back("hidden-ninja");
    return json{{"seats", {{{"factions", {"aliens", "dinosaurs"}}, {"hand", {"zapbot"}}, {"deck", {"invader", "scout"}}},
                           seat1}},
                {"bases", {{{"base", "the-mothership"}, {"minions", close_race()}}, {{"base", "the-homeworld"}}}},
                {"base_deck", {"ninja-dojo"}},
                {"turn", {{"active", 0}, {"phase", "play"}, {"minion_used", true}}}};
  };
  Table t(scenario("deck"));
  t.answer("done");
  // Player 1 holds no Special and has none out of sight; Player 2's Hidden Ninja might be in their hand, for all
  // Player 1 knows: Player 2 is asked, and can only pass.
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
  CHECK(t.vp(1) == 4);
  Table seen(scenario("discard"));  // the Hidden Ninja is in sight: the window asks nobody
  seen.answer("done");
  CHECK(seen.vp(1) == 4);
  CHECK(seen.asked() == 1);  // Player 2's turn has begun
}

TEST_CASE("[smashup][ninjas] Hidden Ninja plays a minion onto the scoring base before it scores") {
  json on_base = {minion("supreme-overlord", 1), minion("supreme-overlord", 1), minion("collector", 1),
                  minion("supreme-overlord", 0), minion("tiger-assassin", 0)};
  Table t(ready("the-mothership", on_base, {"hidden-ninja", "tiger-assassin", "shinobi"}));
  CHECK_FALSE(t.can("use hidden-ninja"));  // not in the play phase
  t.answer("done");
  CHECK(t.options() == Names{"use hidden-ninja", "use shinobi", "pass"});
  t.answer("use hidden-ninja");
  // The minion goes onto the scoring base only.
  CHECK(t.options() == Names{"play tiger-assassin the-mothership", "play shinobi the-mothership", "pass"});
  t.answer("play tiger-assassin the-mothership");
  // Its ability happens before scoring: the Collector goes, 13 to 10.
  t.answer("choose collector");
  // Player 1 may still use a Special (the Shinobi) after that.
  CHECK(t.options() == Names{"use shinobi", "pass"});
  t.answer("pass");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.discard(1) == Names{"collector", "supreme-overlord", "supreme-overlord"});
  CHECK(copies(t.discard(0), "hidden-ninja") == 1);
}

TEST_CASE("[smashup][ninjas][R-27] Hidden Ninja may be played with no minion in hand; its player is still asked") {
  Table t(ready("the-mothership", close_race(), {"hidden-ninja"}));
  t.answer("done");
  t.answer("use hidden-ninja");
  CHECK(t.options() == Names{"pass"});  // asking only a hand with a minion would tell what it holds
  t.answer("pass");
  CHECK(t.vp(1) == 4);
  CHECK(t.discard(0).front() == "hidden-ninja");
}

// ---- Infiltrate

TEST_CASE("[smashup][ninjas][R-10] Infiltrate must destroy an action already on its base, even with one choice") {
  json scenario = board({"infiltrate"});
  scenario["bases"][1]["actions"] = {{{"card", "jammed-signal"}, {"controller", 1}}};
  scenario["bases"][0]["actions"] = {{{"card", "infiltrate"}, {"controller", 1}}};
  Table t(scenario);
  t.answer("play infiltrate ninja-dojo");
  // Only actions on that base (not the one on the Homeworld), and no pass: the text is not optional.
  CHECK(t.options() == Names{"choose jammed-signal"});
  t.answer("choose jammed-signal");
  CHECK(t.actions_on("ninja-dojo") == Names{"infiltrate"});
  CHECK(t.discard(1) == Names{"jammed-signal"});
}

TEST_CASE("[smashup][ninjas][R-10] Infiltrate on a base with no other action destroys nothing") {
  Table t(board({"infiltrate"}));
  t.answer("play infiltrate ninja-dojo");
  CHECK(t.can("done"));
  CHECK(t.actions_on("ninja-dojo") == Names{"infiltrate"});
}

TEST_CASE("[smashup][ninjas][R-10] Infiltrate: its player ignores the base until the start of their next turn") {
  Table t(board({"infiltrate"}));
  t.answer("play infiltrate ninja-dojo");
  CHECK(ignores(t, "ninja-dojo", 0));
  CHECK_FALSE(ignores(t, "ninja-dojo", 1));
  CHECK_FALSE(ignores(t, "ninja-dojo", kNoSeat));  // not everyone: only its player
  CHECK_FALSE(ignores(t, "the-homeworld", 0));
  t.answer("done");
  REQUIRE(t.s.turn.active == 1);
  CHECK(ignores(t, "ninja-dojo", 0));
  t.answer("done");
  REQUIRE(t.s.turn.active == 0);
  // The card stays on the base, but its effect has ended.
  CHECK(t.actions_on("ninja-dojo") == Names{"infiltrate"});
  CHECK_FALSE(ignores(t, "ninja-dojo", 0));
}

TEST_CASE("[smashup][ninjas][R-10] Infiltrate's effect ends when the card leaves the base") {
  Table t(board({"infiltrate"}, {{"seats",
                                  {{{"hand", {"infiltrate"}}, {"deck", {"invader", "scout"}}},
                                   {{"hand", {"infiltrate"}}, {"deck", {"probe", "probe"}}}}}}));
  t.answer("play infiltrate ninja-dojo");
  t.answer("done");
  // Player 2 infiltrates the same base and must destroy Player 1's Infiltrate.
  t.answer("play infiltrate ninja-dojo");
  t.answer("choose infiltrate");
  CHECK(t.discard(0) == Names{"infiltrate"});
  CHECK_FALSE(ignores(t, "ninja-dojo", 0));
  CHECK(ignores(t, "ninja-dojo", 1));
}

// ---- Poison

TEST_CASE("[smashup][ninjas] Poison gives -4 power, never below 0, and counts for the breakpoint") {
  // The Mothership is at 21: poisoning Player 2's Overlord (5 -> 1) stops it from scoring.
  json on_base = {minion("supreme-overlord", 1), minion("supreme-overlord", 1), minion("invader", 1),
                  minion("supreme-overlord", 0), minion("invader", 0)};
  Table t(ready("the-mothership", on_base, {"poison", "seeing-stars"}));
  t.answer(play_on(t, "poison", "the-mothership", "supreme-overlord"));
  CHECK(t.power_of("the-mothership", "supreme-overlord") == 1);
  CHECK(t.total("the-mothership") == 17);
  t.answer("done");
  CHECK(t.bases() == Names{"the-mothership", "the-homeworld"});
  CHECK(t.vp(0) + t.vp(1) == 0);

  Table weak(ready("the-mothership", on_base, {"poison"}));
  weak.answer(play_on(weak, "poison", "the-mothership", "invader"));
  CHECK(weak.power_of("the-mothership", "invader") == 0);
  CHECK(weak.total("the-mothership") == 18);
}

TEST_CASE("[smashup][ninjas] Poison first destroys any number of the actions on its minion") {
  Table t(board({"poison"}, {{"bases",
                              {{{"base", "the-homeworld"},
                                {"minions",
                                 {minion("supreme-overlord", 1,
                                         {{{"card", "poison"}, {"controller", 1}},
                                          {{"card", "assassination"}, {"controller", 0}}})}}},
                               {{"base", "ninja-dojo"}}}}}));
  // Player 2's Poison already makes it 1.
  CHECK(t.power_of("the-homeworld", "supreme-overlord") == 1);
  t.answer(play_on(t, "poison", "the-homeworld", "supreme-overlord"));
  CHECK(t.options() == Names{"choose poison", "choose assassination", "pass"});
  t.answer("choose poison");
  CHECK(t.options() == Names{"choose assassination", "pass"});
  t.answer("pass");
  CHECK(t.discard(1) == Names{"poison"});
  CHECK(t.actions_on("the-homeworld") == Names{"assassination", "poison"});
  CHECK(t.power_of("the-homeworld", "supreme-overlord") == 1);
}

TEST_CASE("[smashup][ninjas] Poison's -4 ends when the card leaves play") {
  // Two Poisons already on the Overlord: 5 - 8 stays at 0. A third Poison destroys both: 5 - 4 = 1.
  Table t(board({"poison"}, {{"bases",
                              {{{"base", "the-homeworld"},
                                {"minions",
                                 {minion("supreme-overlord", 1,
                                         {{{"card", "poison"}, {"controller", 1}},
                                          {{"card", "poison"}, {"controller", 0}}})}}},
                               {{"base", "ninja-dojo"}}}}}));
  CHECK(t.power_of("the-homeworld", "supreme-overlord") == 0);
  t.answer(play_on(t, "poison", "the-homeworld", "supreme-overlord"));
  CHECK(t.options() == Names{"choose poison", "choose poison", "pass"});
  t.answer(t.full_options()[0]);
  CHECK(t.power_of("the-homeworld", "supreme-overlord") == 0);
  t.answer("choose poison");
  CHECK(t.actions_on("the-homeworld") == Names{"poison"});
  CHECK(t.discard(0) == Names{"poison"});
  CHECK(t.discard(1) == Names{"poison"});
  CHECK(t.power_of("the-homeworld", "supreme-overlord") == 1);
}

// ---- Seeing Stars

TEST_CASE("[smashup][ninjas] Seeing Stars must destroy a minion of power 3 or less anywhere") {
  Table t(board({"seeing-stars"}, {{"bases",
                                    {{{"base", "the-homeworld"},
                                      {"minions", {minion("supreme-overlord", 1), minion("invader", 1)}}},
                                     {{"base", "ninja-dojo"}, {"minions", {minion("shinobi", 0)}}}}}}));
  t.answer("play seeing-stars");
  CHECK(t.options() == Names{"choose invader", "choose shinobi"});  // mandatory: no pass
  t.answer("choose invader");
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.discard(0) == Names{"seeing-stars"});
}

TEST_CASE("[smashup][ninjas] Seeing Stars with no minion of power 3 or less does nothing") {
  Table t(board({"seeing-stars"}, {{"bases",
                                    {{{"base", "the-homeworld"}, {"minions", {minion("supreme-overlord", 1)}}},
                                     {{"base", "ninja-dojo"}}}}}));
  t.answer("play seeing-stars");
  CHECK(t.can("done"));
  CHECK(t.discard(0) == Names{"seeing-stars"});
}

TEST_CASE("[smashup][ninjas] Seeing Stars can stop a base from scoring this turn") {
  // The Mothership is at 21 (Player 2: Overlord, Overlord, Invader; Player 1: Overlord, Invader).
  json on_base = {minion("supreme-overlord", 1), minion("supreme-overlord", 1), minion("invader", 1),
                  minion("supreme-overlord", 0), minion("invader", 0)};
  Table t(ready("the-mothership", on_base, {"seeing-stars"}));
  t.answer("play seeing-stars");
  t.answer("choose " + t.id(t.on("the-mothership", "invader")));
  CHECK(t.total("the-mothership") == 18);
  t.answer("done");
  CHECK(t.bases() == Names{"the-mothership", "the-homeworld"});
  CHECK(t.vp(0) + t.vp(1) == 0);
}

// ---- Smoke Bomb

TEST_CASE("[smashup][ninjas] Smoke Bomb goes on your own minions only") {
  Table t(board({"smoke-bomb"}));
  CHECK(t.can(play_on(t, "smoke-bomb", "ninja-dojo", "shinobi")));
  CHECK_FALSE(t.can(play_on(t, "smoke-bomb", "the-homeworld", "invader")));
}

TEST_CASE("[smashup][ninjas] Smoke Bomb: other players' actions cannot affect the minion, their minions can") {
  json scenario = board(json::array(), {{"bases",
                                         {{{"base", "the-homeworld"}, {"minions", {minion("collector", 1)}}},
                                          {{"base", "ninja-dojo"},
                                           {"minions", {minion("shinobi", 0, {"smoke-bomb"}), minion("invader", 0)}}}}}});
  scenario["seats"][1]["hand"] = {"seeing-stars", "tiger-assassin", "poison"};
  scenario["turn"]["active"] = 1;
  Table t(scenario);
  CHECK_FALSE(t.can(play_on(t, "poison", "ninja-dojo", "shinobi", 1)));
  t.answer("play seeing-stars");
  CHECK(t.options() == Names{"choose collector", "choose invader"});
  t.answer("choose invader");
  // A minion's ability is not an action: the Tiger Assassin may destroy the Shinobi.
  t.answer("play tiger-assassin ninja-dojo");
  CHECK(t.options() == Names{"choose shinobi", "pass"});
  t.answer("choose shinobi");
  CHECK(t.discard(0) == Names{"invader", "smoke-bomb", "shinobi"});
}

TEST_CASE("[smashup][ninjas] Smoke Bomb does not stop its own player's actions") {
  Table t(board({"way-of-deception"}, {{"bases",
                                        {{{"base", "the-homeworld"}, {"minions", {minion("collector", 1)}}},
                                         {{"base", "ninja-dojo"},
                                          {"minions", {minion("shinobi", 0, {"smoke-bomb"})}}}}}}));
  t.answer("play way-of-deception");
  t.answer("choose shinobi");
  t.answer("choose the-homeworld");
  CHECK(t.minions_on("the-homeworld") == Names{"collector", "shinobi"});
  CHECK(t.actions_on("the-homeworld") == Names{"smoke-bomb"});
}

TEST_CASE("[smashup][ninjas] Smoke Bomb is destroyed at the start of its player's next turn, not before") {
  Table t(board({"smoke-bomb"}));
  t.answer(play_on(t, "smoke-bomb", "ninja-dojo", "shinobi"));
  t.answer("done");
  REQUIRE(t.s.turn.active == 1);
  CHECK(t.actions_on("ninja-dojo") == Names{"smoke-bomb"});
  t.answer("done");
  REQUIRE(t.s.turn.active == 0);
  CHECK(t.actions_on("ninja-dojo").empty());
  CHECK(t.discard(0) == Names{"smoke-bomb"});
  CHECK(t.minions_on("ninja-dojo") == Names{"shinobi"});
}

TEST_CASE("[smashup][ninjas] Smoke Bomb does not stop a base's ability: the Ninja Dojo winner may destroy it") {
  json on_base = {minion("supreme-overlord", 1), minion("supreme-overlord", 1), minion("tiger-assassin", 1),
                  minion("ninja-master", 0)};
  Table t(ready("ninja-dojo", on_base, json::array(), json::array(), "the-homeworld",
                {minion("shinobi", 0, {"smoke-bomb"})}));
  t.answer("done");
  CHECK(t.asked() == 1);
  t.answer("choose shinobi");
  CHECK(t.minions_on("the-homeworld").empty());
  CHECK(copies(t.discard(0), "smoke-bomb") == 1);
  CHECK(copies(t.discard(0), "shinobi") == 1);
}

// ---- Way of Deception

TEST_CASE("[smashup][ninjas] Way of Deception moves one of your minions onto a base that then scores") {
  // The Mothership is at 17; moving the Shinobi (3) there brings it to 20 and it scores this turn.
  json on_base = {minion("supreme-overlord", 1), minion("supreme-overlord", 1), minion("supreme-overlord", 0),
                  minion("invader", 1, {"poison"}), minion("collector", 0)};
  Table t(ready("the-mothership", on_base, {"way-of-deception"}, json::array(), "ninja-dojo",
                {minion("shinobi", 0), minion("collector", 1)}));
  REQUIRE(t.total("the-mothership") == 17);
  t.answer("play way-of-deception");
  CHECK(t.options() == Names{"choose supreme-overlord", "choose collector", "choose shinobi"});  // yours only
  t.answer("choose shinobi");
  CHECK(t.options() == Names{"choose the-mothership"});  // a different base
  t.answer("choose the-mothership");
  t.answer("done");
  // 10 to 10: both first. Player 1 then may return a minion of power 3 or less (Collector, Shinobi).
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
}

TEST_CASE("[smashup][ninjas] Way of Deception with no minion of yours does nothing") {
  Table t(board({"way-of-deception"}, {{"bases",
                                        {{{"base", "the-homeworld"}, {"minions", {minion("collector", 1)}}},
                                         {{"base", "ninja-dojo"}}}}}));
  t.answer("play way-of-deception");
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
  CHECK(t.discard(0) == Names{"way-of-deception"});
}

// ---- Temple of Goju

TEST_CASE("[smashup][ninjas] Temple of Goju: each player's highest minion goes under its owner's deck") {
  // Player 1: 14, two Overlords tie for highest (asked which); Player 2: 7, the Ninja Master goes at once.
  json on_base = {minion("supreme-overlord", 0), minion("tiger-assassin", 0), minion("supreme-overlord", 0),
                  minion("ninja-master", 1), {{"card", "collector"}, {"controller", 1}, {"owner", 0}}};
  Table t(ready("temple-of-goju", on_base, json::array()));
  t.answer("done");
  // VP 2/3/2: second place gets more than first.
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 3);
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose supreme-overlord", "choose supreme-overlord"});
  t.answer(t.full_options()[1]);
  // Player 1 drew the two cards on top of their deck; the Overlord was under them.
  CHECK(t.deck(0) == Names{"supreme-overlord"});
  CHECK(t.deck(1) == Names{"probe", "probe", "ninja-master"});
  CHECK(t.discard(0) == Names{"supreme-overlord", "tiger-assassin", "collector"});
}

TEST_CASE("[smashup][ninjas][R-10] Temple of Goju: an Infiltrate player may ignore it and keep their minion") {
  json on_base = {minion("supreme-overlord", 0), minion("tiger-assassin", 0), minion("supreme-overlord", 0),
                  minion("ninja-master", 1), minion("collector", 1)};
  Table t(ready("temple-of-goju", on_base, {"infiltrate"}));
  t.answer("play infiltrate temple-of-goju");
  t.answer("done");
  // Player 1 is asked whether to ignore the base (R-5: "may"); Player 2, who did not infiltrate, is not.
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(t.deck(0).empty());
  CHECK(t.deck(1) == Names{"probe", "probe", "ninja-master"});
  CHECK(t.discard(0) == Names{"infiltrate", "supreme-overlord", "tiger-assassin", "supreme-overlord"});
}

TEST_CASE("[smashup][ninjas][R-10] Temple of Goju: an Infiltrate player may also choose not to ignore it") {
  json on_base = {minion("supreme-overlord", 0), minion("tiger-assassin", 0), minion("ninja-master", 1),
                  minion("collector", 1), minion("collector", 1)};
  Table t(ready("temple-of-goju", on_base, {"infiltrate"}));
  t.answer("play infiltrate temple-of-goju");
  t.answer("done");
  t.answer("no");
  // Player 1's Overlord went under the deck (the two cards above it were drawn).
  CHECK(t.deck(0) == Names{"supreme-overlord"});
}

// ---- Ninja Dojo

TEST_CASE("[smashup][ninjas] Ninja Dojo: the winner may destroy any minion in play") {
  json on_base = {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("tiger-assassin", 0),
                  minion("ninja-master", 1), minion("collector", 1)};
  Table t(ready("ninja-dojo", on_base, json::array(), json::array(), "the-homeworld",
                {minion("invader", 1)}));
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 3);
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("Ninja Dojo") != std::string::npos);
  CHECK(t.can("choose invader"));
  CHECK(t.can("choose ninja-master"));
  CHECK(t.can("pass"));
  t.answer("choose invader");
  CHECK(t.minions_on("the-homeworld").empty());
  CHECK(t.discard(1) == Names{"invader", "ninja-master", "collector"});
}

TEST_CASE("[smashup][ninjas] Ninja Dojo: on a tie each winner may destroy; passing is allowed") {
  json on_base = {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 1),
                  minion("supreme-overlord", 1)};
  Table t(ready("ninja-dojo", on_base, json::array(), json::array(), "the-homeworld", {minion("invader", 0)}));
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  CHECK(t.asked() == 0);
  t.answer("pass");
  CHECK(t.asked() == 1);
  t.answer("choose invader");
  CHECK(t.discard(0) == Names{"invader", "supreme-overlord", "supreme-overlord"});
}

TEST_CASE("[smashup][ninjas][R-19] Ninja Dojo: tied winners act from the active player clockwise") {
  // Player 2 is active: Player 2 decides first, then Player 1.
  json on_base = {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 1),
                  minion("supreme-overlord", 1)};
  json scenario = ready("ninja-dojo", on_base, json::array(), json::array(), "the-homeworld", {minion("invader", 0)});
  scenario["turn"]["active"] = 1;
  Table t(scenario);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
  t.answer("choose invader");
  CHECK(t.asked() == 0);
  t.answer("pass");
  CHECK(t.discard(0) == Names{"invader", "supreme-overlord", "supreme-overlord"});
}

TEST_CASE("[smashup][ninjas][R-10] Ninja Dojo: a winner who infiltrated it may still destroy, or pass") {
  // The destroy is optional: passing is ignoring it, so the Infiltrate player is offered it like anyone.
  json on_base = {minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("tiger-assassin", 0),
                  minion("ninja-master", 1)};
  Table t(ready("ninja-dojo", on_base, {"infiltrate"}, json::array(), "the-homeworld", {minion("invader", 1)}));
  t.answer("play infiltrate ninja-dojo");
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.asked() == 0);
  CHECK(t.can("pass"));
  t.answer("pass");
  CHECK(t.s.turn.active == 1);
  CHECK(t.minions_on("the-homeworld") == Names{"invader"});
}
