// Cross-faction scenarios: each faction was written and tested alone, so these check the places where two
// factions' cards meet (attachments that "affect" a minion, replacements, bases that redirect destroyed minions,
// plays forbidden by another faction's card, R-10 on other factions' bases, the public view of lasting effects).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "games/smashup/json_view.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

int copies(const Names& names, const std::string& slug) {
  return static_cast<int>(std::count(names.begin(), names.end(), slug));
}

}  // namespace

// ---- 1. Brownie and attached actions

TEST_CASE("[smashup][interactions] Brownie: another player's Upgrade attached to it costs them two random cards") {
  Table t(R"({"seed": 5, "seats": [{}, {"hand": ["upgrade", "scout", "invader", "collector"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "brownie", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play upgrade brownie");
  CHECK(t.power_of("jungle-oasis", "brownie") == 6);
  CHECK(t.hand(1).size() == 1);
  CHECK(t.discard(1).size() == 2);
  CHECK(copies(t.discard(1), "upgrade") == 0);  // Upgrade stays attached; only hand cards are discarded
}

TEST_CASE("[smashup][interactions] Brownie: Poison and Assassination from another player are punished too") {
  for (const char* action : {"poison", "assassination"}) {
    json scenario = {{"seats", {json::object(), {{"hand", {action, "scout", "invader", "collector"}}}}},
                     {"bases", {{{"base", "jungle-oasis"}, {"minions", {{{"card", "brownie"}, {"controller", 0}}}}}}},
                     {"turn", {{"active", 1}, {"phase", "play"}}}};
    Table t(scenario);
    t.answer(std::string("play ") + action + " brownie");
    INFO(action);
    CHECK(t.actions_on("jungle-oasis") == Names{action});
    CHECK(t.hand(1).size() == 1);
  }
}

TEST_CASE("[smashup][interactions] Brownie: its own controller's Upgrade costs nothing") {
  Table t(R"({"seats": [{"hand": ["upgrade", "scout", "invader"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "brownie", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play upgrade brownie");
  CHECK(t.hand(0) == Names{"scout", "invader"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][interactions] Brownie under Tooth and Claw: the replaced Poison never affects it, no discard") {
  // Tooth and Claw replaces the Poison attaching: Poison goes to the discard pile, Tooth and Claw is destroyed, and
  // the Brownie was never affected by the Poison.
  Table t(R"({"seed": 2, "seats": [{}, {"hand": ["poison", "scout", "invader", "collector"]}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "brownie", "controller": 0,
                                      "actions": ["tooth-and-claw-and-guns"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play poison brownie");
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.power_of("jungle-oasis", "brownie") == 4);
  CHECK(copies(t.discard(0), "tooth-and-claw-and-guns") == 1);
  CHECK(copies(t.discard(1), "poison") == 1);
  CHECK(t.hand(1).size() == 3);
}

// ---- 2. Hideout against attachments

TEST_CASE("[smashup][interactions] Hideout is destroyed instead of another player's Poison attaching to your minion") {
  Table t(R"({"seats": [{}, {"hand": ["poison"]}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "hideout", "controller": 0}],
                         "minions": [{"card": "gnome", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play poison gnome");
  CHECK(t.power_of("jungle-oasis", "gnome") == 3);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"hideout"});
  CHECK(t.discard(1) == Names{"poison"});
}

TEST_CASE("[smashup][interactions] Hideout stops Assassination; a minion without Hideout still takes it") {
  Table t(R"({"seats": [{}, {"hand": ["assassination"], "deck": ["scout", "scout"]}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "hideout", "controller": 0}],
                         "minions": [{"card": "gnome", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK(t.can("play assassination gremlin"));
  t.answer("play assassination gnome");
  CHECK(t.discard(0) == Names{"hideout"});
  t.answer("done");
  // The end of the turn destroys nothing: the Assassination never attached.
  CHECK(t.minions_on("jungle-oasis") == Names{"gnome"});
}

// ---- 3. Shinobi and Hidden Ninja against Block the Path and Overrun

namespace {

// The Mothership (20) about to score: Player 2 leads 14 to 13; Player 1 (seat 0) to play with `hand0`.
json scoring_race(json hand0, json base_actions, json hand1 = json::array()) {
  json on_base = {{{"card", "supreme-overlord"}, {"controller", 1}},
                  {{"card", "supreme-overlord"}, {"controller", 1}},
                  {{"card", "tiger-assassin"}, {"controller", 1}},
                  {{"card", "supreme-overlord"}, {"controller", 0}},
                  {{"card", "tiger-assassin"}, {"controller", 0}},
                  {{"card", "tiger-assassin"}, {"controller", 0}}};
  return {{"seats", {{{"hand", hand0}, {"deck", {"scout", "scout"}}}, {{"hand", hand1}, {"deck", {"probe", "probe"}}}}},
          {"bases", {{{"base", "the-mothership"}, {"minions", on_base}, {"actions", base_actions}},
                     {{"base", "jungle-oasis"}}}},
          {"base_deck", {"the-homeworld", "tar-pits"}},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

}  // namespace

TEST_CASE("[smashup][interactions] Shinobi cannot be used on a scoring base whose Block the Path names Ninjas") {
  json blocked = {{{"card", "block-the-path"}, {"controller", 1}}};
  Table t(scoring_race({"shinobi", "hidden-ninja"}, blocked));
  t.s.bases[0].actions[0].note = static_cast<std::uint8_t>(Faction::Ninjas) + 1;
  t.answer("done");
  // Hidden Ninja (an action) may still be played, but no Ninja minion may follow it onto the base.
  CHECK(t.options() == Names{"use hidden-ninja", "pass"});
  t.answer("use hidden-ninja");
  // No minion may go there: its player may only pass (asked all the same, R-27); the base scores for Player 2 and
  // the Shinobi stays in hand.
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
  CHECK(t.vp(1) == 4);
  CHECK(copies(t.hand(0), "shinobi") == 1);
  CHECK(t.s.turn.active == 1);
}

TEST_CASE("[smashup][interactions] Microbot Fixer played through Hidden Ninja on another's turn is its player's first minion") {
  Table t(scoring_race(json::array(), json::array(), {"hidden-ninja", "microbot-fixer", "zapbot"}));
  t.answer("done");
  REQUIRE(t.asked() == 1);
  t.answer("use hidden-ninja");
  t.answer("play microbot-fixer the-mothership");
  // Player 2 played no minion before this turn's Fixer, so it grants them an extra minion, at once.
  CHECK(t.s.turn.minions_played[1] == 1);
  REQUIRE(t.asked() == 1);
  CHECK(t.can("play zapbot jungle-oasis"));
  t.answer("play zapbot jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
}

TEST_CASE("[smashup][interactions] Block the Path naming another faction leaves Shinobi free") {
  json blocked = {{{"card", "block-the-path"}, {"controller", 1}}};
  Table t(scoring_race({"shinobi"}, blocked));
  t.s.bases[0].actions[0].note = static_cast<std::uint8_t>(Faction::Aliens) + 1;
  t.answer("done");
  CHECK(t.options() == Names{"use shinobi", "pass"});
  t.answer("use shinobi");
  CHECK(t.vp(0) == 4);
}

TEST_CASE("[smashup][interactions] Overrun on the scoring base refuses Shinobi and Hidden Ninja's minion") {
  json overrun = {{{"card", "overrun"}, {"controller", 1}}};
  Table t(scoring_race({"shinobi", "hidden-ninja", "tiger-assassin"}, overrun));
  t.answer("done");
  CHECK(t.options() == Names{"use hidden-ninja", "pass"});
  t.answer("use hidden-ninja");
  CHECK(t.options() == Names{"pass"});  // nothing may go there; asked all the same (R-27)
  t.answer("pass");
  CHECK(t.vp(1) == 4);
  CHECK(copies(t.hand(0), "tiger-assassin") == 1);
  CHECK(copies(t.hand(0), "shinobi") == 1);
}

TEST_CASE("[smashup][interactions] Overrun does not stop its own player's Shinobi") {
  json overrun = {{{"card", "overrun"}, {"controller", 0}}};
  Table t(scoring_race({"shinobi"}, overrun));
  t.answer("done");
  CHECK(t.options() == Names{"use shinobi", "pass"});
}

// ---- 4. R-10 Infiltrate on other factions' bases

TEST_CASE("[smashup][interactions][R-10] The Homeworld still offers its extra to the player who infiltrated it") {
  Table t(R"({"seats": [{"hand": ["infiltrate", "invader", "collector"]}, {}],
              "bases": [{"base": "the-homeworld"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate the-homeworld");
  t.answer("play invader the-homeworld");
  // R-10 "may ignore": the extra minion of power 2 or less is offered; not playing it is ignoring the base.
  CHECK(t.can("play collector the-homeworld"));
  t.answer("play collector the-homeworld");
  CHECK(t.minions_on("the-homeworld") == Names{"invader", "collector"});
}

TEST_CASE("[smashup][interactions][R-10] The Homeworld under Jammed Signal gives nobody its extra") {
  Table t(R"({"seats": [{"hand": ["invader", "collector"]}, {}],
              "bases": [{"base": "the-homeworld", "actions": [{"card": "jammed-signal", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play invader the-homeworld");
  CHECK_FALSE(t.can("play collector the-homeworld"));
  CHECK(t.s.turn.extras.empty());
}

namespace {

// `base` about to score with four Supreme Overlords (20) of Player 1 (seat 0) and Player 2's Invader; Player 1
// holds an Infiltrate to play on it first.
json infiltrated(const char* base, json hand0 = json::array()) {
  json on_base = json::array();
  for (int i = 0; i < 5; ++i) on_base.push_back({{"card", "supreme-overlord"}, {"controller", 0}});
  on_base.push_back({{"card", "invader"}, {"controller", 1}});
  hand0.push_back("infiltrate");
  const json deck = {"walker", "walker", "walker", "walker", "walker", "walker", "walker"};
  return {{"seats", {{{"hand", hand0}, {"deck", deck}},
                     {{"deck", {"probe", "probe"}}}}},
          {"bases", {{{"base", base}, {"minions", on_base}}}},
          {"base_deck", {"the-mothership"}},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

}  // namespace

TEST_CASE("[smashup][interactions][R-10] Evans City Cemetery asks the infiltrating winner: ignoring keeps the hand") {
  Table t(infiltrated("evans-city-cemetery", {"outbreak"}));
  t.answer("play infiltrate evans-city-cemetery");
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(t.vp(0) == 5);
  // The hand kept, then the turn's draw of two.
  CHECK(t.hand(0) == Names{"outbreak", "walker", "walker"});
}

TEST_CASE("[smashup][interactions][R-10] Evans City Cemetery: the infiltrating winner may take the new hand") {
  Table t(infiltrated("evans-city-cemetery", {"outbreak"}));
  t.answer("play infiltrate evans-city-cemetery");
  t.answer("done");
  t.answer("no");
  CHECK(copies(t.discard(0), "outbreak") == 1);
  CHECK(t.hand(0).size() == 7);
}

TEST_CASE("[smashup][interactions][R-10] Rhodes Plaza Mall still pays the infiltrating player for their minions") {
  Table t(infiltrated("rhodes-plaza-mall"));
  t.answer("play infiltrate rhodes-plaza-mall");
  t.answer("done");
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 1);
}

TEST_CASE("[smashup][interactions][R-10] Factory 436-1337 still pays the infiltrating winner its bonus") {
  Table t(infiltrated("factory-436-1337"));
  t.answer("play infiltrate factory-436-1337");
  t.answer("done");
  // 1st place 2 VP + 25 power / 5.
  CHECK(t.vp(0) == 7);
}

TEST_CASE("[smashup][interactions][R-10] The Central Brain keeps its +1 for the infiltrating player's minions") {
  Table t(R"({"seats": [{"hand": ["infiltrate"]}, {}],
              "bases": [{"base": "the-central-brain", "minions": [{"card": "invader", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate the-central-brain");
  CHECK(t.power_of("the-central-brain", "invader") == 4);
}

// ---- 5. Destroy replacements, protections and bases that redirect destroyed minions

namespace {

// Player 1 (seat 0) infiltrates Tar Pits, where their Collector stands; on Player 2's turn a Tiger Assassin
// destroys that Collector there.
Table collector_destroyed_on_infiltrated_tar_pits() {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["walker", "walker", "walker"]},
                        {"hand": ["tiger-assassin"], "deck": ["probe", "probe", "probe"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "collector", "controller": 0}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate tar-pits");
  t.answer("done");
  t.answer("play tiger-assassin tar-pits");
  t.answer("choose collector");
  return t;
}

}  // namespace

TEST_CASE("[smashup][interactions][R-10] Tar Pits asks the infiltrating owner; ignoring it sends the minion to the discard") {
  Table t = collector_destroyed_on_infiltrated_tar_pits();
  REQUIRE(t.asking());
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("Tar Pits") != std::string::npos);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(t.discard(0) == Names{"collector"});
  CHECK(t.deck(0) == Names{"walker"});
}

TEST_CASE("[smashup][interactions][R-10] Tar Pits: the infiltrating owner may still let it send the minion under the deck") {
  Table t = collector_destroyed_on_infiltrated_tar_pits();
  t.answer("no");
  CHECK(t.discard(0).empty());
  CHECK(t.deck(0) == Names{"walker", "collector"});
}

TEST_CASE("[smashup][interactions] Tar Pits: a destroyed Gremlin goes under its owner's deck and still triggers") {
  Table t(R"({"seed": 4, "seats": [{"deck": ["scout"]}, {"hand": ["seeing-stars", "probe", "invader"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play seeing-stars");
  t.answer("choose gremlin");
  CHECK(t.minions_on("tar-pits").empty());
  // The Gremlin went under the deck, then its controller drew the top card (the Scout).
  CHECK(t.deck(0) == Names{"gremlin"});
  CHECK(t.hand(0) == Names{"scout"});
  CHECK(t.hand(1).size() == 1);
}

TEST_CASE("[smashup][interactions] Tar Pits: Warbot cannot be destroyed there either") {
  Table t(R"({"seats": [{}, {"hand": ["ninja-master"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "warbot", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play ninja-master tar-pits");
  CHECK(t.options() == Names{"choose ninja-master", "pass"});
}

TEST_CASE("[smashup][interactions] Tar Pits: Buccaneer moves away instead of going under the deck") {
  Table t(R"({"seats": [{}, {"hand": ["ninja-master"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "buccaneer", "controller": 0}]},
                        {"base": "jungle-oasis"}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play ninja-master tar-pits");
  t.answer("choose buccaneer");
  CHECK(t.asked() == 0);
  t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"buccaneer"});
  CHECK(t.deck(0).empty());
}

TEST_CASE("[smashup][interactions] Tar Pits: Nukebot's blast sends the other players' minions under their decks") {
  Table t(R"({"seats": [{}, {"hand": ["ninja-master"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "nukebot", "controller": 0},
                                                         {"card": "invader", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play ninja-master tar-pits");
  t.answer("choose nukebot");
  CHECK(t.minions_on("tar-pits").empty());
  CHECK(t.deck(0) == Names{"nukebot"});
  CHECK(copies(t.deck(1), "ninja-master") == 1);
  CHECK(copies(t.deck(1), "invader") == 1);
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][interactions] Cave of Shinies pays for a destroyed minion, not a Buccaneer that moved away") {
  Table t(R"({"seats": [{}, {"hand": ["ninja-master"], "deck": ["probe", "probe"]}],
              "bases": [{"base": "cave-of-shinies", "minions": [{"card": "buccaneer", "controller": 0},
                                                                {"card": "warbot", "controller": 0},
                                                                {"card": "scout", "controller": 0}]},
                        {"base": "jungle-oasis"}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play ninja-master cave-of-shinies");
  // Warbot cannot be destroyed: not offered.
  CHECK_FALSE(t.can("choose warbot"));
  t.answer("choose buccaneer");
  t.answer("choose jungle-oasis");
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][interactions] Cave of Shinies pays the owner of a destroyed minion") {
  Table t(R"({"seats": [{}, {"hand": ["ninja-master"]}],
              "bases": [{"base": "cave-of-shinies", "minions": [{"card": "scout", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play ninja-master cave-of-shinies");
  t.answer("choose scout");
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][interactions] Tooth and Claw stops another player's Shanghai move and Beam Up return") {
  for (const char* action : {"shanghai", "beam-up"}) {
    json scenario = {{"seats", {json::object(), {{"hand", {action}}}}},
                     {"bases", {{{"base", "jungle-oasis"},
                                 {"minions", {{{"card", "war-raptor"}, {"controller", 0},
                                               {"actions", {"tooth-and-claw-and-guns"}}}}}},
                                {{"base", "the-mothership"}}}},
                     {"turn", {{"active", 1}, {"phase", "play"}}}};
    Table t(scenario);
    INFO(action);
    t.answer(std::string("play ") + action);
    t.answer("choose war-raptor");
    if (t.asking() && t.can("choose the-mothership")) t.answer("choose the-mothership");
    CHECK(t.minions_on("jungle-oasis") == Names{"war-raptor"});
    CHECK(t.discard(0) == Names{"tooth-and-claw-and-guns"});
  }
}

TEST_CASE("[smashup][interactions] Smoke Bomb keeps its minion out of another player's Cannon") {
  Table t(R"({"seats": [{}, {"hand": ["cannon"]}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "gremlin", "controller": 0, "actions": ["smoke-bomb"]},
                                     {"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play cannon");
  CHECK(t.options() == Names{"choose zapbot", "pass"});
}

TEST_CASE("[smashup][interactions] Disenchant may destroy Wildlife Preserve and actions on the minions it shields") {
  // Preserve shields minions from other players' actions; Disenchant affects an action, not a minion.
  Table t(R"({"seats": [{}, {"hand": ["disenchant"]}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "wildlife-preserve", "controller": 0}],
                         "minions": [{"card": "war-raptor", "controller": 0, "actions": ["upgrade"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  const int boosted = t.power_of("jungle-oasis", "war-raptor");
  t.answer("play disenchant");
  CHECK(t.options() == Names{"choose upgrade", "choose wildlife-preserve"});
  t.answer("choose upgrade");
  CHECK(t.power_of("jungle-oasis", "war-raptor") == boosted - 2);
  CHECK(t.discard(0) == Names{"upgrade"});
}

// ---- Mark of Sleep against actions used as Specials (docs/smashup.md, settled rules)

TEST_CASE("[smashup][interactions] Mark of Sleep: the sleeper cannot use Full Sail or Hidden Ninja from the hand") {
  Table t(R"({"seats": [{"hand": ["mark-of-sleep", "hidden-ninja"]},
                        {"hand": ["king-rex", "full-sail", "hidden-ninja"], "deck": ["probe", "probe"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]},
                        {"base": "the-mothership"}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play", "number": 3}})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat1");
  t.answer("done");
  REQUIRE(t.s.turn.active == 1);
  t.answer("play king-rex jungle-oasis");
  t.answer("done");
  // Jungle Oasis (12) scores: the sleeper has no usable Special, the other player still has theirs.
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"use hidden-ninja", "pass"});
  t.answer("pass");
  CHECK(t.vp(1) == 2);
  CHECK(copies(t.hand(1), "full-sail") == 1);
}

TEST_CASE("[smashup][interactions] Mark of Sleep does not stop Specials on the marked player's opponents' turns") {
  Table t(R"({"seats": [{"hand": ["mark-of-sleep", "king-rex"]},
                        {"hand": ["full-sail"], "deck": ["probe", "probe"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]},
                        {"base": "the-mothership"}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play", "number": 3}})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat1");
  t.answer("play king-rex jungle-oasis");
  t.answer("done");
  // Player 1's turn: Player 2's sleep has not started, so Full Sail is usable before the Oasis scores.
  CHECK(t.asked() == 1);
  CHECK(t.can("use full-sail"));
}

// ---- 6. The public view shows what Block the Path named and the lasting effects (R-4)

TEST_CASE("[smashup][interactions][R-4] the seat view shows the faction Block the Path named") {
  Table t(R"({"seats": [{"hand": ["block-the-path"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play block-the-path jungle-oasis");
  t.answer("choose ninjas");
  for (Seat seat : {Seat{0}, Seat{1}}) {
    const json view = observation_to_json(observe(t.s, seat));
    const auto& action = view["bases"][0]["actions"][0];
    CHECK(action["named_faction"] == "ninjas");
  }
  CHECK(state_to_json(t.s)["bases"][0]["actions"][0]["named_faction"] == "ninjas");
}

TEST_CASE("[smashup][interactions][R-4] the seat view lists Mark of Sleep and Infiltrate while they last") {
  Table t(R"({"seats": [{"hand": ["mark-of-sleep", "infiltrate"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  CHECK(observation_to_json(observe(t.s, 1))["lasting"].empty());
  t.answer("play mark-of-sleep");
  t.answer("choose seat1");
  t.answer("play infiltrate jungle-oasis");
  const json lasting = observation_to_json(observe(t.s, 1))["lasting"];
  REQUIRE(lasting.size() == 2);
  CHECK(lasting[0]["name"] == "Mark of Sleep");
  CHECK(lasting[0]["seat"] == 1);
  CHECK(lasting[0]["until"] == "seats_next_turn_ends");
  CHECK(lasting[1]["name"] == "Infiltrate");
  CHECK(lasting[1]["base"] == "jungle-oasis");
  CHECK(lasting[1]["controller"] == 0);
}

// ---- Microbot Alpha makes other factions' minions Microbots

TEST_CASE("[smashup][interactions] Microbot Alpha counts a Zombie and a Wizard as Microbots, Fixer boosts them") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "microbot-alpha", "controller": 0},
                                                             {"card": "walker", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "neophyte", "controller": 0},
                                                               {"card": "microbot-fixer", "controller": 0},
                                                               {"card": "invader", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  // Alpha 1 + 3 other minions of its controller + 1 from the Fixer; the Walker (2) and Neophyte (2) get the
  // Fixer's +1 as Microbots; the other player's Invader does not.
  CHECK(t.power_of("jungle-oasis", "microbot-alpha") == 5);
  CHECK(t.power_of("jungle-oasis", "walker") == 3);
  CHECK(t.power_of("the-mothership", "neophyte") == 3);
  CHECK(t.power_of("the-mothership", "invader") == 3);
}

TEST_CASE("[smashup][interactions] Microbot Archive draws when a Walker dies while Microbot Alpha is in play") {
  Table t(R"({"seats": [{"deck": ["zombie-lord"]}, {"hand": ["seeing-stars"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "microbot-alpha", "controller": 0},
                                                             {"card": "microbot-archive", "controller": 0},
                                                             {"card": "walker", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play seeing-stars");
  t.answer("choose walker");
  CHECK(t.hand(0) == Names{"zombie-lord"});
}

TEST_CASE("[smashup][interactions] Hideout replacing another player's Upgrade on a Brownie: no discard") {
  Table t(R"({"seats": [{}, {"hand": ["upgrade", "scout", "invader"]}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "hideout", "controller": 0}],
                         "minions": [{"card": "brownie", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play upgrade brownie");
  CHECK(t.power_of("jungle-oasis", "brownie") == 4);
  CHECK(t.discard(0) == Names{"hideout"});
  CHECK(t.hand(1) == Names{"scout", "invader"});
}

TEST_CASE("[smashup][interactions][R-10] Cave of Shinies still pays an infiltrating owner; Jammed Signal stops it") {
  Table t(R"({"seats": [{"hand": ["infiltrate", "seeing-stars"]}, {}],
              "bases": [{"base": "cave-of-shinies", "minions": [{"card": "scout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play infiltrate cave-of-shinies");
  t.answer("play seeing-stars");
  t.answer("choose scout");
  CHECK(t.vp(0) == 1);

  Table jammed(R"({"seats": [{"hand": ["seeing-stars"]}, {}],
                   "bases": [{"base": "cave-of-shinies", "minions": [{"card": "scout", "controller": 0}],
                              "actions": [{"card": "jammed-signal", "controller": 1}]}],
                   "turn": {"active": 0, "phase": "play"}})");
  jammed.answer("play seeing-stars");
  jammed.answer("choose scout");
  CHECK(jammed.vp(0) == 0);
}

TEST_CASE("[smashup][interactions][R-10] The Mothership still offers an infiltrating winner its optional return") {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["walker", "walker"]}, {"deck": ["probe", "probe"]}],
              "bases": [{"base": "the-mothership",
                         "minions": [{"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "collector", "controller": 0}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate the-mothership");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  CHECK(copies(t.hand(0), "collector") == 1);
}

TEST_CASE("[smashup][interactions][R-10] The Great Library still offers the infiltrating player its draw") {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["walker", "walker", "walker"]}, {"deck": ["probe", "probe"]}],
              "bases": [{"base": "the-great-library",
                         "minions": [{"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "king-rex", "controller": 0}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate the-great-library");
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  // One card from the Library, then the turn's two.
  CHECK(t.hand(0).size() == 3);
}

TEST_CASE("[smashup][interactions][R-10] The Grey Opal still offers an infiltrating loser its optional move") {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["walker", "walker"]}, {"deck": ["probe", "probe"]}],
              "bases": [{"base": "the-grey-opal",
                         "minions": [{"card": "collector", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 1},
                                     {"card": "supreme-overlord", "controller": 1},
                                     {"card": "supreme-overlord", "controller": 1},
                                     {"card": "invader", "controller": 1}]},
                        {"base": "the-homeworld"}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate the-grey-opal");
  t.answer("done");
  CHECK(t.vp(1) == 3);
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  t.answer("choose the-homeworld");
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
}

TEST_CASE("[smashup][interactions][R-10] Tortuga still offers an infiltrating runner-up its optional move") {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["walker", "walker"]}, {"deck": ["probe", "probe"]}],
              "bases": [{"base": "tortuga",
                         "minions": [{"card": "invader", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 1},
                                     {"card": "supreme-overlord", "controller": 1},
                                     {"card": "supreme-overlord", "controller": 1},
                                     {"card": "supreme-overlord", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 0}]}],
              "base_deck": ["the-grey-opal"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate tortuga");
  t.answer("done");
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 3);
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  CHECK(t.minions_on("the-grey-opal") == Names{"collector"});
}

TEST_CASE("[smashup][interactions][R-10] Mushroom Kingdom still offers its infiltrator the move at their next turn") {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["walker", "walker", "walker", "walker"]},
                        {"deck": ["probe", "probe", "probe", "probe"]}],
              "bases": [{"base": "mushroom-kingdom"},
                        {"base": "the-homeworld", "minions": [{"card": "collector", "controller": 1}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate mushroom-kingdom");
  t.answer("done");
  // Player 2's turn: Mushroom Kingdom offers Player 2 nothing to pull (Player 1 has no minion in play).
  if (t.asked() == 1) t.answer("done");
  REQUIRE(t.asked() == 0);
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  CHECK(t.minions_on("mushroom-kingdom") == Names{"collector"});
}

TEST_CASE("[smashup][interactions][R-10] School of Wizardry still lets an infiltrating winner pick the replacement") {
  Table t(R"({"seats": [{"hand": ["infiltrate"], "deck": ["walker", "walker"]}, {"deck": ["probe", "probe"]}],
              "bases": [{"base": "school-of-wizardry",
                         "minions": [{"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0}]},
                        {"base": "the-homeworld"}],
              "base_deck": ["jungle-oasis", "tar-pits", "tortuga"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate school-of-wizardry");
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.asked() == 0);
  CHECK(t.options().size() == 3);
  t.answer("choose jungle-oasis");
  if (t.asked() == 0 && t.options().size() == 2) t.answer("choose tortuga");
  CHECK(t.bases().front() == "jungle-oasis");
}
