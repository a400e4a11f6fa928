#include <catch2/catch.hpp>

#include <sstream>

#include "framework/rng.hpp"
#include "ai/blast_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "protocol/game_commands.hpp"
#include "protocol/server.hpp"

using namespace cardtable;
using nlohmann::json;

namespace {

struct Table {
  framework::GameCatalog catalog;
  std::unique_ptr<protocol::Server> server;
  Table() {
    catalog.add(blast::blast_game().with(ai::blast_bots()));
    server = std::make_unique<protocol::Server>(catalog);
    protocol::add_game_commands(*server);
  }
  json send(const std::string& line) { return json::parse(server->handle_line(line)); }
};

}  // namespace

TEST_CASE("[protocol] new answers the first decision; legal lists it; apply moves on") {
  Table t;
  auto first = t.send(R"({"cmd":"new","game":"blast","seed":7,"first":1})");
  REQUIRE(first["ok"] == true);
  CHECK(first["seat"] == 1);
  CHECK(first["over"] == false);
  auto legal = t.send(R"({"cmd":"legal"})");
  CHECK(legal["seat"] == 1);
  CHECK(legal["actions"] == first["actions"]);
  const std::string action = legal["actions"][0];
  auto next = t.send(json{{"cmd", "apply"}, {"action", action}}.dump());
  REQUIRE(next["ok"] == true);
  CHECK(next["seat"] == 0);
  CHECK(next["events"].size() >= 1);
  auto state = t.send(R"({"cmd":"state"})");
  CHECK(state["state"]["trick"]["plays"][0]["action"] == action);
  for (const char* key : {"round", "phase", "hands", "undealt", "discarded", "planets", "stars", "star_pile", "points",
                          "trick", "to_move", "winner"})
    CHECK(state["state"].contains(key));
}

TEST_CASE("[protocol] observe shows one seat's view and hides the other hand") {
  Table t;
  t.send(R"({"cmd":"new","game":"blast","seed":3})");
  auto state = t.send(R"({"cmd":"state"})")["state"];
  auto view = t.send(R"({"cmd":"observe","seat":0})");
  REQUIRE(view["ok"] == true);
  CHECK(view["observation"]["hand"] == state["hands"][0]);
  CHECK(view["observation"]["opponent_hand_size"] == 15);
  CHECK_FALSE(view["observation"].contains("hands"));
  CHECK(t.send(R"({"cmd":"observe","seat":2})")["ok"] == false);
  CHECK(t.send(R"({"cmd":"observe"})")["ok"] == false);
}

TEST_CASE("[protocol] malformed lines, unknown commands and illegal actions get errors and change nothing") {
  Table t;
  CHECK(t.send(R"({"cmd":"legal"})")["ok"] == false);  // no game yet
  t.send(R"({"cmd":"new","game":"blast","seed":11,"first":0})");
  const auto before = t.send(R"({"cmd":"state"})");
  for (const char* bad : {"", "nonsense", "{", "[1,2]", "42", R"({"cmd":5})", R"({"nocmd":1})", R"({"cmd":"fly"})",
                          R"({"cmd":"apply"})", R"({"cmd":"apply","action":7})", R"({"cmd":"apply","action":"pass"})",
                          R"({"cmd":"apply","action":"play zamepra"})", R"({"cmd":"apply","action":"play mars S3"})",
                          R"({"cmd":"apply","action":"play zamepra S3 S3"})", R"({"cmd":"new","game":"chess"})",
                          R"({"cmd":"new","game":"blast","seed":-4})", R"({"cmd":"new","game":"blast","first":3})",
                          R"({"cmd":"new"})", "{\"cmd\":\"apply\",\"action\":\"\xff\xfe\"}"}) {
    auto reply = t.send(bad);
    CHECK(reply["ok"] == false);
    CHECK(reply["error"].is_string());
    CHECK_FALSE(reply["error"].get<std::string>().empty());
  }
  CHECK(t.send(R"({"cmd":"state"})") == before);
}

TEST_CASE("[protocol] an illegal action is explained") {
  Table t;
  t.send(R"({"cmd":"new","game":"blast","seed":11,"first":0})");
  auto reply = t.send(R"({"cmd":"apply","action":"pass"})");
  CHECK(reply["error"].get<std::string>().find("leads a trick must play") != std::string::npos);
}

TEST_CASE("[protocol] random garbage never stops the server") {
  Table t;
  t.send(R"({"cmd":"new","game":"blast","seed":1})");
  framework::Rng rng = framework::Rng::from_seed(123);
  const std::string valid = R"({"cmd":"apply","action":"play zamepra S3"})";
  for (int i = 0; i < 2000; ++i) {
    std::string line = valid;
    for (int k = 0; k < 3; ++k) line[rng.below(static_cast<std::uint32_t>(line.size()))] = static_cast<char>(rng.below(256));
    auto reply = json::parse(t.server->handle_line(line));
    CHECK(reply.contains("ok"));
  }
  CHECK_FALSE(t.server->quitting());
}

TEST_CASE("[protocol] a whole game plays through the protocol to its result") {
  Table t;
  auto reply = t.send(R"({"cmd":"new","game":"blast","seed":21})");
  int moves = 0;
  while (reply["over"] == false) {
    REQUIRE(reply["ok"] == true);
    const auto& actions = reply["actions"];
    REQUIRE_FALSE(actions.empty());
    reply = t.send(json{{"cmd", "apply"}, {"action", actions[static_cast<std::size_t>(moves) % actions.size()]}}.dump());
    ++moves;
  }
  CHECK(reply["results"].size() == 2);
  CHECK(reply["results"][0].get<double>() + reply["results"][1].get<double>() == 1.0);
  auto state = t.send(R"({"cmd":"state"})")["state"];
  CHECK_FALSE(state["winner"].is_null());
  CHECK(t.send(R"({"cmd":"apply","action":"pass"})")["ok"] == false);
}

TEST_CASE("[protocol] run reads lines until quit and answers each with one line") {
  Table t;
  std::istringstream in("{\"cmd\":\"new\",\"game\":\"blast\",\"seed\":2}\n\nbad\n{\"cmd\":\"quit\"}\n{\"cmd\":\"state\"}\n");
  std::ostringstream out;
  t.server->run(in, out);
  std::istringstream lines(out.str());
  std::vector<json> replies;
  for (std::string line; std::getline(lines, line);) replies.push_back(json::parse(line));
  REQUIRE(replies.size() == 3);  // the blank line is skipped; nothing after quit is read
  CHECK(replies[0]["ok"] == true);
  CHECK(replies[1]["ok"] == false);
  CHECK(replies[2]["bye"] == true);
}

TEST_CASE("[protocol] new may say who sits where: people by name, bots by level and seed; a bad seat is refused") {
  Table t;
  auto first = t.send(R"({"cmd":"new","game":"blast","seed":7,"seats":[{"name":"Ann"},{"bot":"hard","seed":9}]})");
  REQUIRE(first["ok"] == true);
  const auto& seats = t.server->require_session().seats();
  REQUIRE(seats.size() == 2);
  CHECK(seats[0] == framework::SeatPlayer{"Ann", false, "", 0});
  CHECK(seats[1] == framework::SeatPlayer{"Bot", true, "hard", 9});
  // The seats are not part of the game's setup.
  CHECK_FALSE(t.server->require_session().setup().contains("seats"));
  for (const auto& [line, says] : std::vector<std::pair<std::string, std::string>>{
           {R"({"cmd":"new","game":"blast","seats":[{"name":"Ann"}]})", "must list 2 seats"},
           {R"({"cmd":"new","game":"blast","seats":[{"name":"Ann"},{"bot":"genius"}]})", "seat 2: no agent 'genius'"},
           {R"({"cmd":"new","game":"blast","seats":[{"name":""},{"bot":"easy"}]})", "seat 1: \"name\" must be"},
           {R"({"cmd":"new","game":"blast","seats":[3,{"bot":"easy"}]})", "seat 1 must be an object"},
           {R"({"cmd":"new","game":"blast","seats":[{"name":"A"},{"bot":"easy","seed":-1}]})", "seat 2: \"seed\""}}) {
    const auto reply = t.send(line);
    CHECK(reply["ok"] == false);
    CHECK(reply["error"].get<std::string>().find(says) != std::string::npos);
    // The game before stays.
    CHECK(t.server->require_session().seats()[0].name == "Ann");
  }
}
