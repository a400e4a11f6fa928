// {"cmd":"save"} and {"cmd":"load"} through the line protocol.
#include <catch2/catch.hpp>

#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"
#include "protocol/game_commands.hpp"
#include "protocol/save_commands.hpp"

using namespace cardtable;
using nlohmann::json;

namespace {

json ask(protocol::Server& server, const json& request) { return json::parse(server.handle_line(request.dump())); }

}  // namespace

TEST_CASE("[saves] a protocol game saved and loaded continues where it was") {
  saves::testing::ScratchFolder folder;
  const auto path = (folder.path() / "game.save").string();
  protocol::Server server(saves::testing::program_catalog());
  protocol::add_game_commands(server);
  protocol::add_save_commands(server);

  auto reply = ask(server, {{"cmd", "new"}, {"game", "blast"}, {"seed", 5}});
  for (int i = 0; i < 12; ++i) reply = ask(server, {{"cmd", "apply"}, {"action", reply["actions"][0]}});
  const auto state = ask(server, {{"cmd", "state"}})["state"];

  const auto saved = ask(server, {{"cmd", "save"}, {"path", path}});
  CHECK(saved["ok"] == true);
  CHECK_THAT(saved["summary"].get<std::string>(), Catch::StartsWith("Blast · round"));

  ask(server, {{"cmd", "new"}, {"game", "blast"}, {"seed", 6}});
  const auto loaded = ask(server, {{"cmd", "load"}, {"path", path}});
  CHECK(loaded["ok"] == true);
  CHECK(loaded["answers"] == 12);
  CHECK(loaded["actions"] == reply["actions"]);
  CHECK(ask(server, {{"cmd", "state"}})["state"] == state);
}

TEST_CASE("[saves] a bad load changes nothing and says why") {
  saves::testing::ScratchFolder folder;
  const auto path = folder.path() / "bad.save";
  saves::testing::write_bytes(path, "hello");
  protocol::Server server(saves::testing::program_catalog());
  protocol::add_game_commands(server);
  protocol::add_save_commands(server);

  CHECK(ask(server, {{"cmd", "save"}, {"path", path.string()}})["error"] ==
        "no game yet: start one with {\"cmd\":\"new\",\"game\":\"blast\"}");
  ask(server, {{"cmd", "new"}, {"game", "blast"}, {"seed", 5}});
  const auto before = ask(server, {{"cmd", "state"}});
  const auto reply = ask(server, {{"cmd", "load"}, {"path", path.string()}});
  CHECK(reply["ok"] == false);
  CHECK_THAT(reply["error"].get<std::string>(), Catch::Contains("bad.save: not a cardtable save"));
  CHECK(ask(server, {{"cmd", "load"}})["error"] == "\"load\" needs \"path\" (the save file)");
  CHECK(ask(server, {{"cmd", "state"}}) == before);
}
