// Smash Up through `serve` (issue item 5): new with a scenario or a setup, legal, apply, state, observe (R-4).
#include <catch2/catch.hpp>

#include "ai/smashup_agents.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/smashup/mirror.hpp"
#include "protocol/game_commands.hpp"
#include "protocol/server.hpp"

using namespace cardtable;
using nlohmann::json;

namespace {

struct Serve {
  framework::GameCatalog catalog;
  std::unique_ptr<protocol::Server> server;
  Serve() {
    catalog.add(smashup::smashup_game().with(ai::smashup_bots()));
    server = std::make_unique<protocol::Server>(catalog);
    protocol::add_game_commands(*server);
  }
  json send(const json& request) { return json::parse(server->handle_line(request.dump())); }
};

const json kScenario = json::parse(R"({
  "seats": [{"hand": ["invader", "beam-up"], "deck": ["scout"]}, {"hand": ["collector"], "deck": ["probe"]},
            {"hand": ["scout"]}],
  "bases": [{"base": "the-homeworld", "minions": [{"card": "collector", "controller": 1}]},
            {"base": "the-mothership"}],
  "turn": {"active": 0, "phase": "play"}})");

}  // namespace

TEST_CASE("[smashup][protocol] new with a scenario answers its first decision; apply plays a card") {
  Serve t;
  auto reply = t.send({{"cmd", "new"}, {"game", "smashup"}, {"scenario", kScenario}});
  REQUIRE(reply["ok"] == true);
  CHECK(reply["seat"] == 0);
  CHECK(reply["actions"] == json{"play invader#0 the-homeworld", "play invader#0 the-mothership", "play beam-up#1",
                                 "done"});
  reply = t.send({{"cmd", "apply"}, {"action", "play beam-up#1"}});
  REQUIRE(reply["ok"] == true);
  CHECK(reply["events"] == json{"Player 1 played Beam Up."});
  CHECK(reply["prompt"] == "Player 1 · Beam Up: choose a minion to return to its owner's hand");
  CHECK(reply["actions"] == json{"choose collector#6"});
  reply = t.send({{"cmd", "apply"}, {"action", "choose collector#6"}});
  CHECK(reply["events"] == json{"Player 1's Beam Up: Collector returned to Player 2's hand."});
  CHECK(t.send({{"cmd", "legal"}})["actions"] == json{"play invader#0 the-homeworld", "play invader#0 the-mothership",
                                                       "done"});
  // The scenario's three seats make a three-player session.
  CHECK(t.send({{"cmd", "observe"}, {"seat", 2}})["ok"] == true);
}

TEST_CASE("[smashup][R-4] observe hides other hands and every deck, and shows their sizes") {
  Serve t;
  t.send({{"cmd", "new"}, {"game", "smashup"}, {"scenario", kScenario}});
  const auto view = t.send({{"cmd", "observe"}, {"seat", 1}})["observation"];
  CHECK(view["seats"][1]["hand"] == json{"collector#3"});
  CHECK_FALSE(view["seats"][0].contains("hand"));
  CHECK(view["seats"][0]["hand_size"] == 2);
  CHECK_FALSE(view["seats"][0].contains("deck"));
  CHECK_FALSE(view["seats"][1].contains("deck"));
  CHECK(view["seats"][1]["deck_size"] == 1);
  CHECK_FALSE(view.contains("base_deck"));
  // The question belongs to seat 0: seat 1 sees who is asked, not the options.
  CHECK(view["pending"]["seat"] == 0);
  CHECK_FALSE(view["pending"].contains("options"));
  const auto everything = t.send({{"cmd", "state"}})["state"];
  CHECK(everything["seats"][0]["hand"] == json{"invader#0", "beam-up#1"});
  CHECK(everything["seats"][0]["deck"] == json{"scout#2"});
}

TEST_CASE("[smashup][protocol] setups naming what is not implemented are refused with its name") {
  Serve t;
  // Every core faction is implemented now: an unknown faction name is refused by that name.
  auto reply = t.send({{"cmd", "new"}, {"game", "smashup"}, {"factions", {"aliens+robots", "elves+zombies"}}});
  CHECK(reply["ok"] == false);
  CHECK(reply["error"].get<std::string>().find("elves") != std::string::npos);
  reply = t.send({{"cmd", "new"}, {"game", "smashup"}, {"factions", {"aliens+wizards"}}, {"players", 2}});
  CHECK(reply["ok"] == false);
  auto scenario = kScenario;
  scenario["bases"][1]["base"] = "rhodes-plaza-mall";
  scenario["bases"][1]["base"] = "no-such-base";
  reply = t.send({{"cmd", "new"}, {"game", "smashup"}, {"scenario", scenario}});
  CHECK(reply["error"] == "unknown base 'no-such-base'");
  scenario["bases"][1]["base"] = "the-mothership";
  scenario["seats"][0]["hand"] = {"invader", "not-a-card"};
  reply = t.send({{"cmd", "new"}, {"game", "smashup"}, {"scenario", scenario}});
  CHECK(reply["error"] == "unknown card 'not-a-card'");
  reply = t.send({{"cmd", "new"}, {"game", "smashup"}, {"players", 5}});
  CHECK(reply["ok"] == false);
}

TEST_CASE("[smashup][protocol] a whole game plays through the protocol to its result") {
  Serve t;
  auto reply = t.send({{"cmd", "new"}, {"game", "smashup"}, {"scenario", smashup::test::mirror_scenario(5, 2)}});
  int moves = 0;
  while (reply["over"] == false) {
    REQUIRE(reply["ok"] == true);
    const auto& actions = reply["actions"];
    REQUIRE_FALSE(actions.empty());
    reply = t.send({{"cmd", "apply"}, {"action", actions[static_cast<std::size_t>(moves * 7) % actions.size()]}});
    ++moves;
  }
  CHECK(reply["results"].size() == 2);
  CHECK(reply["results"][0].get<double>() + reply["results"][1].get<double>() == 1.0);
  CHECK(t.send({{"cmd", "apply"}, {"action", "done"}})["ok"] == false);
}
