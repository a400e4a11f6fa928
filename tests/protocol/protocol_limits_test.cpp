// serve against hostile input (issue 19): every request is answered with one line, nothing crashes or grows without
// bound, and the game in progress survives.
#include <catch2/catch.hpp>

#include <sstream>

#include "ai/blast_agents.hpp"
#include "ai/smashup_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
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
    catalog.add(smashup::smashup_game().with(ai::smashup_bots()));
    server = std::make_unique<protocol::Server>(catalog);
    protocol::add_game_commands(*server);
  }
  json send(const std::string& line) { return json::parse(server->handle_line(line)); }
};

std::string nested(int depth) {
  return R"({"cmd":"new","game":"blast","x":)" + std::string(depth, '[') + std::string(depth, ']') + "}";
}

}  // namespace

TEST_CASE("[protocol][limits] a request nested 200,000 deep is refused and the game in progress goes on") {
  Table t;
  const auto game = t.send(R"({"cmd":"new","game":"blast","seed":3})");
  REQUIRE(game["ok"] == true);
  for (const int depth : {65, 100000, 200000}) {
    const auto reply = t.send(nested(depth));
    CHECK(reply["ok"] == false);
    CHECK_THAT(reply["error"].get<std::string>(), Catch::Contains("nested deeper than 64 levels"));
  }
  CHECK(t.send(R"({"cmd":"legal"})")["actions"] == game["actions"]);
  CHECK(t.send(nested(10))["ok"] == true);  // an ordinary extra field is still fine
}

TEST_CASE("[protocol][limits] player counts outside the game's range are refused before any seat is made") {
  Table t;
  for (const auto* players : {"2147483647", "4294967298", "18446744073709551615", "-1", "1", "5", "2.5", "\"3\""}) {
    INFO(players);
    const auto reply = t.send(std::string(R"({"cmd":"new","game":"smashup","players":)") + players + "}");
    CHECK(reply["ok"] == false);
    CHECK_THAT(reply["error"].get<std::string>(), Catch::Contains("from 2 to 4 for smashup"));
  }
  CHECK(t.send(R"({"cmd":"new","game":"blast","players":4294967298})")["ok"] == false);
  CHECK(t.send(R"({"cmd":"new","game":"smashup","players":3,"seed":1})")["ok"] == true);
}

TEST_CASE("[protocol][limits] an overlong line is refused unread, and the next line is answered") {
  Table t;
  std::istringstream in(R"({"cmd":"games","pad":")" + std::string(protocol::Server::kMaxLineBytes, 'x') + "\"}\n" +
                        R"({"cmd":"games"})" + "\n");
  std::ostringstream out;
  t.server->run(in, out);
  std::istringstream replies(out.str());
  std::string line;
  REQUIRE(std::getline(replies, line));
  CHECK(json::parse(line)["ok"] == false);
  CHECK_THAT(json::parse(line)["error"].get<std::string>(), Catch::Contains("line longer than 1048576 bytes"));
  REQUIRE(std::getline(replies, line));
  CHECK(json::parse(line)["ok"] == true);
  CHECK_FALSE(std::getline(replies, line));
}

TEST_CASE("[protocol][limits] an error quoting the request keeps the text after a NUL") {
  Table t;
  const auto reply = t.send(R"({"cmd":"fo\u0000o"})");
  CHECK(reply["ok"] == false);
  CHECK_THAT(reply["error"].get<std::string>(), Catch::Contains("unknown command 'fo\\x00o' (known:"));
}
