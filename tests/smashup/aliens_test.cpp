// Every Aliens card and base, with their edge cases.
#include <algorithm>

#include <catch2/catch.hpp>

#include "framework/errors.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

// Player 1 (seat 0) to play, Homeworld and Mothership in play, Player 2 with a Collector (2) and an Invader (3) on
// the Mothership and Player 1 with a Scout (3) on the Homeworld.
json board(json hand0, json extra = json::object()) {
  json j = {
      {"seats", {{{"factions", {"aliens", "dinosaurs"}}, {"hand", hand0}, {"deck", {"invader", "scout", "collector"}}},
                 {{"factions", {"ninjas", "pirates"}}, {"hand", {"beam-up"}}, {"deck", {"probe"}}}}},
      {"bases",
       {{{"base", "the-homeworld"}, {"minions", {{{"card", "scout"}, {"controller", 0}}}}},
        {{"base", "the-mothership"},
         {"minions", {{{"card", "collector"}, {"controller", 1}}, {{"card", "invader"}, {"controller", 1}}}}}}},
      {"turn", {{"active", 0}, {"phase", "play"}}}};
  j.update(extra);
  return j;
}

}  // namespace

TEST_CASE("[smashup][aliens] Supreme Overlord may return any minion in play to its owner's hand") {
  Table t(board({"supreme-overlord"}));
  t.answer("play supreme-overlord the-homeworld");
  CHECK(t.prompt().find("Supreme Overlord") != std::string::npos);
  CHECK(t.options() == Names{"choose supreme-overlord", "choose scout", "choose collector", "choose invader",
                             "pass"});
  t.answer("choose invader");
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
  CHECK(t.hand(1).at(1) == "invader");  // after the Beam Up it held; its turn then drew two
}

TEST_CASE("[smashup][aliens] Supreme Overlord's return is optional") {
  Table t(board({"supreme-overlord"}));
  t.answer("play supreme-overlord the-mothership");
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"collector", "invader", "supreme-overlord"});
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][aliens][R-6] Invader scores 1 VP when played, not optional as originally printed") {
  Table t(board({"invader"}));
  t.answer("play invader the-homeworld");
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
  CHECK_FALSE(t.can("pass"));
  // The log names the card that gave the VP.
  const auto gained = std::find_if(t.log.begin(), t.log.end(), [](const Event& e) { return e.kind == EventKind::VpGained; });
  REQUIRE(gained != t.log.end());
  CHECK(describe(t.s, *gained) == "Player 1's Invader: Player 1 gained 1 VP.");
}

TEST_CASE("[smashup][aliens] Collector returns a minion of power 3 or less on its own base") {
  Table t(board({"collector"}));
  t.answer("play collector the-mothership");
  // Its own base only: the Scout on the Homeworld is not offered; power 3 or less: all three here qualify.
  CHECK(t.options() == Names{"choose collector", "choose collector", "choose invader", "pass"});
  t.answer("choose invader");
  CHECK(t.hand(1) == Names{"beam-up", "invader"});
}

TEST_CASE("[smashup][aliens] Collector cannot return a minion of power 4 or more") {
  Table t(board({"collector"}, {{"bases",
                                 {{{"base", "the-homeworld"},
                                   {"minions", {{{"card", "supreme-overlord"}, {"controller", 1}}}}},
                                  {{"base", "the-mothership"}}}}}));
  t.answer("play collector the-homeworld");
  // Only the Collector itself qualifies (the Overlord has power 5).
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("pass");
  CHECK(t.minions_on("the-homeworld") == Names{"supreme-overlord", "collector"});
}

TEST_CASE("[smashup][aliens] Abduction returns a minion and grants an extra minion") {
  Table t(board({"abduction", "invader", "collector"}));
  t.answer("play invader the-mothership");
  CHECK_FALSE(t.can("play collector the-homeworld"));
  t.answer("play abduction");
  t.answer("choose collector");
  CHECK(t.hand(1) == Names{"beam-up", "collector"});
  t.answer("play collector the-mothership");
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"invader", "invader", "collector"});
  CHECK(t.discard(0) == Names{"abduction"});
}

TEST_CASE("[smashup][aliens] Beam Up returns a minion; with no minion in play it does nothing") {
  Table t(board({"beam-up"}));
  t.answer("play beam-up");
  CHECK(t.options() == Names{"choose scout", "choose collector", "choose invader"});
  t.answer("choose scout");
  CHECK(t.hand(0) == Names{"scout"});
  CHECK(t.discard(0) == Names{"beam-up"});

  Table empty(board({"beam-up"}, {{"bases", {{{"base", "the-homeworld"}}, {{"base", "the-mothership"}}}}}));
  empty.answer("play beam-up");
  CHECK(empty.discard(0) == Names{"beam-up"});
  CHECK(empty.can("done"));
}

TEST_CASE("[smashup][aliens] Crop Circles returns every minion on one base, yours included") {
  Table t(board({"crop-circles"}, {{"bases",
                                    {{{"base", "the-homeworld"}, {"minions", {{{"card", "scout"}, {"controller", 0}}}}},
                                     {{"base", "the-mothership"},
                                      {"minions",
                                       {{{"card", "collector"}, {"controller", 1}},
                                        {{"card", "invader"}, {"controller", 0}, {"owner", 1}},
                                        {{"card", "scout"}, {"controller", 0}}}}}}}}));
  t.answer("play crop-circles");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership").empty());
  CHECK(t.minions_on("the-homeworld") == Names{"scout"});
  // Each card goes to its owner's hand, whoever controlled it.
  CHECK(t.hand(0) == Names{"scout"});
  CHECK(t.hand(1) == Names{"beam-up", "collector", "invader"});
}

TEST_CASE("[smashup][aliens] Disintegrator puts a minion of power 3 or less under its owner's deck") {
  Table t(board({"disintegrator"}, {{"bases",
                                     {{{"base", "the-homeworld"},
                                       {"minions", {{{"card", "supreme-overlord"}, {"controller", 1}}}}},
                                      {{"base", "the-mothership"},
                                       {"minions", {{{"card", "invader"}, {"controller", 1}}}}}}}}));
  t.answer("play disintegrator");
  CHECK(t.options() == Names{"choose invader"});
  t.answer("choose invader");
  CHECK(t.deck(1) == Names{"probe", "invader"});
}

TEST_CASE("[smashup][aliens] Invasion moves a minion to a different base, attached actions and all") {
  Table t(board({"invasion"}));
  t.answer("play invasion");
  t.answer("choose collector");
  CHECK(t.options() == Names{"choose the-homeworld"});
  t.answer("choose the-homeworld");
  CHECK(t.minions_on("the-homeworld") == Names{"scout", "collector"});
  CHECK(t.controller("the-homeworld", "collector") == 1);
}

TEST_CASE("[smashup][aliens] Jammed Signal: everyone ignores the base's ability while it is there") {
  Table t(board({"jammed-signal", "collector", "invader"}));
  t.answer("play jammed-signal the-homeworld");
  CHECK(t.actions_on("the-homeworld") == Names{"jammed-signal"});
  t.answer("play invader the-homeworld");
  // The Homeworld would grant an extra minion of power 2 or less: ignored.
  CHECK_FALSE(t.can("play collector the-homeworld"));
  CHECK(t.s.turn.extras.empty());
}

TEST_CASE("[smashup][aliens] Probe makes another player discard a minion of your choice from their hand") {
  Table t(board({"probe"}, {{"seats",
                              {{{"hand", {"probe"}}},
                               {{"hand", {"beam-up", "invader", "scout"}}}}}}));
  t.answer("play probe");
  // With one other player the choice of player is still asked (mandatory, one option).
  t.answer("choose seat1");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose invader", "choose scout"});
  // The prober sees the whole hand, the action included.
  CHECK(shown_text(t.s) == "They hold: Beam Up, Invader, Scout.");
  t.log.clear();
  t.answer("choose scout");
  CHECK(t.hand(1) == Names{"beam-up", "invader"});
  CHECK(t.discard(1) == Names{"scout"});
  // The log names the card that made them discard (issue 21 item 4).
  REQUIRE_FALSE(t.log.empty());
  CHECK(describe(t.s, t.log.front()) == "Player 1's Probe: Player 2 discarded Scout.");
}

TEST_CASE("[smashup][aliens][R-27] Probe on a hand without minions shows it to the prober and discards nothing, "
          "under the same prompt as any other hand") {
  Table t(board({"probe"}, {{"seats", {{{"hand", {"probe"}}}, {{"hand", {"beam-up", "jammed-signal"}}}}}}));
  t.answer("play probe");
  t.answer("choose seat1");
  REQUIRE(t.asking());
  CHECK(t.asked() == 0);
  // Every seat sees the prompt: it must not say what the hand holds.
  CHECK(t.prompt() == "Player 1 · Probe: choose a minion they must discard (pass when their hand holds none)");
  CHECK(shown_text(t.s) == "They hold: Beam Up, Jammed Signal.");
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
  CHECK(t.s.question.shown.empty());
  CHECK(t.hand(1) == Names{"beam-up", "jammed-signal"});
  CHECK(t.discard(0) == Names{"probe"});
}

TEST_CASE("[smashup][aliens] Terraforming swaps a base from the base deck in, keeping minions, and grants a minion there") {
  json extra = {{"base_deck", {"the-mothership"}},
                {"bases",
                 {{{"base", "the-homeworld"},
                   {"minions", {{{"card", "scout"}, {"controller", 1}}}},
                   {"actions", {{{"card", "jammed-signal"}, {"controller", 1}}}}}}}};
  Table t(board({"terraforming", "collector"}, extra));
  t.answer("play terraforming");
  t.answer("choose the-mothership");
  t.answer("choose the-homeworld");
  CHECK(t.bases() == Names{"the-mothership"});
  CHECK(t.minions_on("the-mothership") == Names{"scout"});
  CHECK(t.base_deck() == Names{"the-homeworld"});
  CHECK(t.discard(1) == Names{"jammed-signal"});
  // The free minion plus the extra one restricted to the new base.
  t.answer("play collector the-mothership");
  // R-20: the extra and the free minion both cover it; the player picks (the extra is offered first).
  CHECK(t.options() == Names{"with extra-1", "with free-play"});
  t.answer("with extra-1");
  t.answer("pass");
  CHECK(t.s.turn.extras.empty());
  CHECK_FALSE(t.s.turn.minion_used);
}

TEST_CASE("[smashup][aliens][R-20] Terraforming's extra and The Homeworld's: the player picks which one a Collector uses") {
  // Terraforming's extra goes only on The Mothership (any power); Collector (power 2) also fits The Homeworld's
  // extra of power 2 or less. Using the power-limited one leaves Terraforming's for King Rex.
  json extra = {{"seats",
                 {{{"factions", {"aliens", "dinosaurs"}}, {"hand", {"collector", "king-rex"}}, {"deck", {"scout"}}},
                  {{"factions", {"ninjas", "pirates"}}, {"hand", {"beam-up"}}, {"deck", {"probe"}}}}},
                {"turn", {{"active", 0}, {"phase", "play"}, {"minion_used", true},
                          {"extras", {{{"type", "minion"}, {"only_on", "the-mothership"}},
                                      {{"type", "minion"}, {"max_power", 2}}}}}}};
  Table t(board(json::array(), extra));
  t.answer("play collector the-mothership");
  REQUIRE(t.prompt().find("choose the one it uses") != std::string::npos);
  CHECK(t.options() == Names{"with extra-1", "with extra-2"});
  t.answer("with extra-2");
  t.answer("pass");  // Collector's own ability
  REQUIRE(t.s.turn.extras.size() == 1);
  CHECK(t.s.turn.extras[0].only_on == test::base_id("the-mothership"));
  CHECK(t.can("play king-rex the-mothership"));
  CHECK_FALSE(t.can("play king-rex the-homeworld"));
}

TEST_CASE("[smashup][aliens][R-20] a game played by rules 1 (saved before R-20) is not asked: the engine picks") {
  json extra = {{"seats",
                 {{{"factions", {"aliens", "dinosaurs"}}, {"hand", {"collector", "king-rex"}}, {"deck", {"scout"}}},
                  {{"factions", {"ninjas", "pirates"}}, {"hand", {"beam-up"}}, {"deck", {"probe"}}}}},
                {"turn", {{"active", 0}, {"phase", "play"}, {"minion_used", true},
                          {"extras", {{{"type", "minion"}, {"only_on", "the-mothership"}},
                                      {{"type", "minion"}, {"max_power", 2}}}}}}};
  Table t(state_from_setup({{"scenario", board(json::array(), extra)}, {"rules", 1}}));
  CHECK(t.s.rules == 1);
  t.answer("play collector the-mothership");
  // The first restricted extra that fits was used, as before R-20.
  REQUIRE(t.s.turn.extras.size() == 1);
  CHECK(t.s.turn.extras[0].max_power == 2);
  const json unknown_rules = {{"scenario", board(json::array(), extra)}, {"rules", kRulesVersion + 1}};
  CHECK_THROWS_AS(state_from_setup(unknown_rules), cardtable::framework::BadSetup);
}

TEST_CASE("[smashup][aliens][R-20] interchangeable permissions are not asked about: the engine picks") {
  // Two extras with the same limits leave the same plays whichever is used.
  json extra = {{"seats",
                 {{{"factions", {"aliens", "dinosaurs"}}, {"hand", {"collector", "invader"}}, {"deck", {"scout"}}},
                  {{"factions", {"ninjas", "pirates"}}, {"hand", {"beam-up"}}, {"deck", {"probe"}}}}},
                {"turn", {{"active", 0}, {"phase", "play"}, {"minion_used", true},
                          {"extras", {{{"type", "minion"}, {"max_power", 2}}, {{"type", "minion"}, {"max_power", 2}}}}}}};
  Table t(board(json::array(), extra));
  t.answer("play collector the-mothership");
  CHECK(t.s.turn.extras.size() == 1);
  CHECK(t.minions_on("the-mothership") == Names{"collector", "invader", "collector"});
}

TEST_CASE("[smashup][aliens] Scout may go to its owner's hand after its base scores") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"},
                   {"minions",
                    {{{"card", "scout"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 1}},
                     {{"card", "invader"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-homeworld"}}};
  Table t(board(json::array(), extra));
  t.answer("done");
  // Both the Mothership's ability and the Scout answer the scoring: Player 1 orders them.
  CHECK(t.options() == Names{"resolve the-mothership", "resolve scout"});
  t.answer("resolve scout");
  CHECK(t.prompt().find("Scout") != std::string::npos);
  t.answer("yes");
  // Then the turn ends: Player 1 drew the Invader and Scout from the top of the deck.
  CHECK(t.hand(0) == Names{"scout", "invader", "scout"});
  // The Mothership lets the winner (Player 1, 10 power) take back a minion of power 3 or less: none is left.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"the-homeworld"});
  CHECK(t.discard(0) == Names{"supreme-overlord", "supreme-overlord"});
}

TEST_CASE("[smashup][aliens] The Homeworld grants its owner an extra minion of power 2 or less") {
  Table t(board({"invader", "collector", "scout"}));
  t.answer("play invader the-homeworld");
  CHECK(t.can("play collector the-mothership"));
  CHECK_FALSE(t.can("play scout the-mothership"));
  t.answer("play collector the-mothership");
  t.answer("pass");
  CHECK_FALSE(t.can("play scout the-homeworld"));
}

TEST_CASE("[smashup][aliens] The Mothership lets the winner return a minion of power 3 or less") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"},
                   {"minions",
                    {{{"card", "collector"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 1}},
                     {{"card", "invader"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-homeworld"}}};
  Table t(board(json::array(), extra));
  t.answer("done");
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  CHECK(t.hand(0) == Names{"collector", "invader", "scout"});
  CHECK(t.discard(1) == Names{"supreme-overlord", "invader"});
}

TEST_CASE("[smashup][aliens] returning a minion discards the actions attached to it") {
  const json extra = json::parse(R"({"bases": [
      {"base": "the-homeworld", "minions": [{"card": "invader", "controller": 1,
                                             "actions": [{"card": "jammed-signal", "controller": 0}]}]},
      {"base": "the-mothership"}]})");
  Table t(board({"supreme-overlord"}, extra));
  t.answer("play supreme-overlord the-mothership");
  t.answer("choose invader");
  CHECK(t.hand(1) == Names{"beam-up", "invader"});
  CHECK(t.discard(0) == Names{"jammed-signal"});
  CHECK(t.actions_on("the-homeworld").empty());
}

TEST_CASE("[smashup][aliens] Abduction with no minion in play still grants the extra minion") {
  Table t(board({"abduction", "invader", "scout"}, {{"bases", {{{"base", "the-homeworld"}}, {{"base", "the-mothership"}}}}}));
  t.answer("play abduction");
  t.answer("play invader the-mothership");
  CHECK(t.can("play scout the-mothership"));
  t.answer("play scout the-mothership");
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][aliens] Disintegrator and Invasion with no legal target do nothing") {
  json big = {{"bases",
               {{{"base", "the-homeworld"}, {"minions", {{{"card", "supreme-overlord"}, {"controller", 1}}}}},
                {{"base", "the-mothership"}}}}};
  Table t(board({"disintegrator", "invasion"}, big));
  t.answer("play disintegrator");
  CHECK(t.discard(0) == Names{"disintegrator"});
  // The log says why nothing happened.
  const auto none_there = std::find_if(t.log.begin(), t.log.end(), [](const Event& e) { return e.kind == EventKind::NoTarget; });
  REQUIRE(none_there != t.log.end());
  CHECK(describe(t.s, *none_there) == "Player 1's Disintegrator: no possible target.");
  CHECK(t.minions_on("the-homeworld") == Names{"supreme-overlord"});
  CHECK(t.can("done"));

  Table none(board({"invasion"}, {{"bases", {{{"base", "the-homeworld"}}, {{"base", "the-mothership"}}}}}));
  none.answer("play invasion");
  CHECK(none.discard(0) == Names{"invasion"});
  CHECK(none.options() == Names{"done"});
}

TEST_CASE("[smashup][aliens] Terraforming with an empty base deck does nothing") {
  Table t(board({"terraforming", "collector"}));
  t.answer("play terraforming");
  CHECK(t.bases() == Names{"the-homeworld", "the-mothership"});
  CHECK(t.s.turn.extras.empty());
  CHECK(t.discard(0) == Names{"terraforming"});
}

TEST_CASE("[smashup][aliens] Probe asks which of several other players, and only the prober sees their minions") {
  json extra = {{"seats", {{{"hand", {"probe"}}}, {{"hand", {"invader"}}}, {{"hand", {"scout", "beam-up"}}}}}};
  Table t(board({"probe"}, extra));
  t.answer("play probe");
  CHECK(t.options() == Names{"choose seat1", "choose seat2"});
  t.answer("choose seat2");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose scout"});
  t.answer("choose scout");
  CHECK(t.hand(2) == Names{"beam-up"});
}

TEST_CASE("[smashup][aliens] Scout that declines goes to the discard pile with the rest of the base") {
  json extra = {{"bases",
                 {{{"base", "the-homeworld"},
                   {"minions",
                    {{{"card", "scout"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-mothership"}}};
  Table t(board(json::array(), extra));
  t.answer("done");
  CHECK(t.prompt() == "Player 1 · Scout: its base scored: put Scout into your hand instead of your discard pile?");
  t.answer("no");
  CHECK(t.discard(0) == Names{"scout", "supreme-overlord", "supreme-overlord", "supreme-overlord"});
}

TEST_CASE("[smashup][aliens] Jammed Signal on The Mothership: its winner takes nothing back") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"},
                   {"minions",
                    {{{"card", "collector"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}}}},
                   {"actions", {{{"card", "jammed-signal"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-homeworld"}}};
  Table t(board(json::array(), extra));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.discard(0) == Names{"collector", "supreme-overlord", "supreme-overlord", "supreme-overlord",
                              "supreme-overlord"});
  CHECK(t.discard(1) == Names{"jammed-signal"});
}

TEST_CASE("[smashup][aliens] The Mothership: tied winners may each return a minion") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"},
                   {"minions",
                    {{{"card", "collector"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "invader"}, {"controller", 0}},
                     {{"card", "collector"}, {"controller", 1}},
                     {{"card", "supreme-overlord"}, {"controller", 1}},
                     {{"card", "invader"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-homeworld"}}};
  Table t(board(json::array(), extra));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose collector", "choose invader", "pass"});
  t.answer("choose invader");
  CHECK(t.asked() == 1);
  t.answer("pass");
  CHECK(t.discard(1) == Names{"collector", "supreme-overlord", "invader"});
  CHECK(t.hand(0).front() == "invader");
}

TEST_CASE("[smashup][aliens][R-19] The Mothership: tied winners choose from the active player clockwise") {
  json extra = {{"bases",
                 {{{"base", "the-mothership"},
                   {"minions",
                    {{{"card", "collector"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "invader"}, {"controller", 0}},
                     {{"card", "invader"}, {"controller", 1}},
                     {{"card", "supreme-overlord"}, {"controller", 1}},
                     {{"card", "collector"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-homeworld"}},
                {"turn", {{"active", 1}, {"phase", "play"}}}};
  Table t(board(json::array(), extra));
  t.answer("done");
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
  CHECK(t.can("choose invader"));
  CHECK(t.can("choose collector"));
  t.answer("choose invader");
  CHECK(t.asked() == 0);
  t.answer("choose collector");
  CHECK(t.hand(1).at(1) == "invader");  // after the Beam Up it held; its turn then drew two
  CHECK(t.hand(0).front() == "collector");
}

TEST_CASE("[smashup][aliens] The Homeworld also answers minions an extra play puts there, one extra each time") {
  Table t(board({"collector", "collector", "collector"}));
  t.answer("play collector the-homeworld");
  t.answer("pass");
  t.answer("play collector the-homeworld");
  t.answer("pass");
  t.answer("play collector the-homeworld");
  t.answer("pass");
  CHECK(t.minions_on("the-homeworld") == Names{"scout", "collector", "collector", "collector"});
  CHECK(t.s.turn.extras.size() == 1);
}
