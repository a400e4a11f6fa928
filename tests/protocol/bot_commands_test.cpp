#include <catch2/catch.hpp>

#include <algorithm>

#include "ai/blast_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "protocol/bot_commands.hpp"
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
    protocol::add_bot_commands(*server);
  }
  json send(const std::string& line) { return json::parse(server->handle_line(line)); }
};

bool contains(const json& list, const json& item) { return std::find(list.begin(), list.end(), item) != list.end(); }

}  // namespace

TEST_CASE("[protocol][bot] bot answers a legal action for the seat to move and applies nothing") {
  Table t;
  t.send(R"({"cmd":"new","game":"blast","seed":7,"first":1})");
  const auto before = t.send(R"({"cmd":"state"})");
  const auto legal = t.send(R"({"cmd":"legal"})");
  const auto reply = t.send(R"({"cmd":"bot","level":"easy"})");
  REQUIRE(reply["ok"] == true);
  CHECK(reply["seat"] == 1);
  CHECK(reply["level"] == "easy");
  CHECK(contains(legal["actions"], reply["action"]));
  // Issue 40: and why, in a sentence for the seat's player (round 1 has no exchange: a lead, and what it wins).
  REQUIRE(reply["why"].is_string());
  CHECK(reply["why"].get<std::string>().find("wins ") == 0);
  CHECK(t.send(R"({"cmd":"state"})") == before);
  // The answer can be applied as it is.
  CHECK(t.send(json{{"cmd", "apply"}, {"action", reply["action"]}}.dump())["ok"] == true);
}

TEST_CASE("[protocol][bot] the level defaults to normal and the same position gives the same answer") {
  Table t;
  t.send(R"({"cmd":"new","game":"blast","seed":11})");
  const auto first = t.send(R"({"cmd":"bot"})");
  REQUIRE(first["ok"] == true);
  CHECK(first["level"] == "normal");
  CHECK(t.send(R"({"cmd":"bot"})")["action"] == first["action"]);
  const auto seeded = t.send(R"({"cmd":"bot","level":"easy","seed":5})");
  CHECK(t.send(R"({"cmd":"bot","level":"easy","seed":5})")["action"] == seeded["action"]);
}

TEST_CASE("[protocol][bot] bad requests are refused with a reason and change nothing") {
  Table t;
  auto none = t.send(R"({"cmd":"bot"})");
  CHECK(none["ok"] == false);
  t.send(R"({"cmd":"new","game":"blast","seed":2})");
  const auto before = t.send(R"({"cmd":"state"})");
  auto bad_level = t.send(R"({"cmd":"bot","level":"genius"})");
  CHECK(bad_level["ok"] == false);
  CHECK(bad_level["error"].get<std::string>().find("genius") != std::string::npos);
  CHECK(t.send(R"({"cmd":"bot","level":3})")["ok"] == false);
  CHECK(t.send(R"({"cmd":"bot","level":"easy","seed":-1})")["ok"] == false);
  CHECK(t.send(R"({"cmd":"state"})") == before);
}

TEST_CASE("[protocol][bot] a finished game has nothing for the bot to answer") {
  Table t;
  t.send(R"({"cmd":"new","game":"blast","seed":4})");
  for (int i = 0; i < 2000; ++i) {
    auto legal = t.send(R"({"cmd":"legal"})");
    if (legal.value("over", false)) break;
    t.send(json{{"cmd", "apply"}, {"action", legal["actions"][0]}}.dump());
  }
  REQUIRE(t.send(R"({"cmd":"legal"})")["over"] == true);
  auto reply = t.send(R"({"cmd":"bot","level":"easy"})");
  CHECK(reply["ok"] == false);
  CHECK(reply["error"].get<std::string>().find("over") != std::string::npos);
}
