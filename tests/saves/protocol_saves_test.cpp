// {"cmd":"save"} and {"cmd":"load"} through the line protocol.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include "games/smashup/smashup_match.hpp"
#include "protocol/game_commands.hpp"
#include "protocol/save_commands.hpp"
#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"
#include "tests/saves/save_files.hpp"

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

namespace {

struct SavingServer {
  SavingServer() : server(saves::testing::program_catalog()) {
    protocol::add_game_commands(server);
    protocol::add_save_commands(server);
  }
  json ask(const json& request) { return ::ask(server, request); }
  protocol::Server server;
};

}  // namespace

TEST_CASE("[saves] serve's save refuses a target that is not a regular file, and a game open at a table there") {
  saves::testing::ScratchFolder folder;
  SavingServer s;
  s.ask({{"cmd", "new"}, {"game", "blast"}, {"seed", 5}});
  const auto fifo = folder.path() / "pipe.save";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const auto refused = s.ask({{"cmd", "save"}, {"path", fifo.string()}});
  CHECK(refused["ok"] == false);
  CHECK_THAT(refused["error"].get<std::string>(), Catch::Contains("pipe.save: cannot save (a FIFO"));
  CHECK(std::filesystem::is_fifo(fifo));
  // A game open at a table holds its lock: serve does not write over it.
  const auto open = folder.path() / "open.save";
  s.ask({{"cmd", "save"}, {"path", open.string()}});
  const auto bytes = saves::testing::read_bytes(open);
  auto table = saves::SaveLock::acquire(open);
  REQUIRE(table.has_value());
  s.ask({{"cmd", "apply"}, {"action", s.ask({{"cmd", "legal"}})["actions"][0]}});
  const auto locked = s.ask({{"cmd", "save"}, {"path", open.string()}});
  CHECK(locked["ok"] == false);
  CHECK_THAT(locked["error"].get<std::string>(), Catch::Contains("open at a cardtable table"));
  CHECK(saves::testing::read_bytes(open) == bytes);
  table.reset();
  CHECK(s.ask({{"cmd", "save"}, {"path", open.string()}})["ok"] == true);
}

TEST_CASE("[saves] serve never says ok to a position the load would refuse") {
  saves::testing::ScratchFolder folder;
  SavingServer s;
  // A setup that makes such a position is refused by new, with the load's words.
  const auto scenario = json::parse(R"({"seats":[{"hand":["invader"]},{"hand":["collector"]}],
      "bases":[{"base":"the-homeworld"},{"base":"the-mothership"}],"base_deck":["the-homeworld"]})");
  const auto refused = s.ask({{"cmd", "new"}, {"game", "smashup"}, {"scenario", scenario}});
  CHECK(refused["ok"] == false);
  CHECK(refused["error"] == "this setup makes a position that could not be saved: a base is in two places");
  // A session holding such a position (however it came about) is not saved either.
  auto session = saves::testing::new_session("smashup", 3);
  auto state = dynamic_cast<const smashup::SmashUpMatch&>(session.match()).state();
  state.base_deck.push_back(state.bases.front().base);
  session.restore(std::make_unique<smashup::SmashUpMatch>(state), {});
  s.server.set_session(std::make_unique<framework::Session>(std::move(session)));
  const auto path = folder.path() / "broken.save";
  const auto save = s.ask({{"cmd", "save"}, {"path", path.string()}});
  CHECK(save["ok"] == false);
  CHECK(save["error"] == path.string() + ": not saved, since the file could not be loaded: a base is in two places");
  CHECK_FALSE(std::filesystem::exists(path));
}

TEST_CASE("[saves] serve's load of a save of earlier rules says it goes on from the saved position") {
  saves::testing::ScratchFolder folder;
  auto session = saves::testing::new_session("blast", 12);
  auto rng = framework::Rng::from_seed(12);
  saves::testing::play_randomly(session, rng, 20);
  framework::Session earlier(saves::testing::program_catalog(), "blast", session.setup(), session.seats());
  auto answers = session.answers();
  answers[0] = "an answer of earlier rules";
  earlier.restore(session.match().clone(), answers);
  const auto path = folder.path() / "earlier.save";
  saves::write_save(path, earlier);
  SavingServer s;
  const auto loaded = s.ask({{"cmd", "load"}, {"path", path.string()}});
  CHECK(loaded["ok"] == true);
  CHECK(loaded["notice"] == std::string(saves::kEarlierRulesNotice));
  CHECK_THAT(loaded["replay"].get<std::string>(), Catch::Contains("answer 1 ('an answer of earlier rules')"));
  CHECK(loaded["answers"] == 0);
  CHECK(s.ask({{"cmd", "state"}})["state"] == session.match().state_json());
}

TEST_CASE("[saves] a protocol game records its creation time, and its seats' names are text") {
  saves::testing::ScratchFolder folder;
  SavingServer s;
  s.ask({{"cmd", "new"}, {"game", "blast"}, {"seed", 5}});
  const auto path = folder.path() / "dated.save";
  s.ask({{"cmd", "save"}, {"path", path.string()}});
  const auto header = saves::open_sealed(saves::testing::read_bytes(path)).header;
  CHECK(header.created_at > 1'700'000'000);
  const auto named = s.ask({{"cmd", "new"}, {"game", "blast"},
                            {"seats", json::array({{{"name", "\x1b]0;owned\x07"}}, {{"bot", "easy"}}})}});
  CHECK(named["error"] == "seat 1: \"name\" must be text, without control characters");
}

TEST_CASE("[saves] numbers out of range in a setup get plain messages, never a wrapped value") {
  SavingServer s;
  const auto error = [&](json request) {
    request["cmd"] = "new";
    request["game"] = "smashup";
    const auto reply = s.ask(request);
    return reply.contains("error") ? reply["error"].get<std::string>() : std::string("accepted");
  };
  CHECK(error({{"rules", 4294967297LL}}) == "rules must be 1 to 3");
  CHECK(error({{"players", 3}, {"first", 4294967297LL}}) == "first must be a seat");
  const auto scenario = [](json seed) {
    return json{{"scenario", {{"seed", seed}, {"seats", json::array({json::object(), json::object()})},
                              {"bases", json::array({{{"base", "the-homeworld"}}})}}}};
  };
  CHECK(error(scenario(-1)) == "seed must be a whole number from 0 to 2^64-1");
  CHECK(error(scenario(1e99)) == "seed must be a whole number from 0 to 2^64-1");
  CHECK(error(scenario(7)) == "accepted");
}
