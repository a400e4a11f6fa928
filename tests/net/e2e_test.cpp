// Issue 39 end to end on localhost: a host serving tables over TLS to headless seats (net::ServeSeat, the code of
// `cardtable join --serve`), each on its own thread, playing whole games of both games from what they are sent.
#include <catch2/catch.hpp>

#include <atomic>

#include "framework/rng.hpp"
#include "tests/net/net_harness.hpp"

using namespace cardtable;
using namespace cardtable::net::testing;
using nlohmann::json;

namespace {

// Plays `client`'s seat to the end of the game with random answers; returns the final reply (results).
json play_to_the_end(SeatClient& client, std::uint64_t seed, std::atomic<int>& answers) {
  auto rng = framework::Rng::from_seed(seed);
  while (true) {
    const auto decision = client.ask({{"cmd", "wait"}});
    REQUIRE(decision["ok"] == true);
    if (decision["over"] == true) return decision;
    REQUIRE(decision["seat"] == decision["you"]);
    const auto& actions = decision["actions"];
    REQUIRE_FALSE(actions.empty());
    const auto reply = client.ask({{"cmd", "apply"}, {"action", actions[rng.below(static_cast<std::uint32_t>(actions.size()))]}});
    REQUIRE(reply["ok"] == true);
    ++answers;
  }
}

}  // namespace

TEST_CASE("[net][e2e] whole games of Blast and Smash Up at one host, over TLS, from headless seats") {
  LocalHost host;
  auto& blast = host.add("blast", {{"seed", 21}});
  auto& smashup = host.add("smashup", {{"seed", 22}, {"players", 4}}, {"", "", "", "easy"});
  host.start();
  std::vector<std::unique_ptr<SeatClient>> clients;
  for (framework::Seat seat = 0; seat < 2; ++seat) clients.push_back(std::make_unique<SeatClient>(host, host.code(blast, seat)));
  for (framework::Seat seat = 0; seat < 3; ++seat)
    clients.push_back(std::make_unique<SeatClient>(host, host.code(smashup, seat), "Seat " + std::to_string(seat + 1)));
  std::atomic<int> answers = 0;
  std::vector<json> finals(clients.size());
  std::vector<std::thread> players;
  for (std::size_t i = 0; i < clients.size(); ++i)
    players.emplace_back([&, i] { finals[i] = play_to_the_end(*clients[i], 100 + i, answers); });
  for (auto& player : players) player.join();
  // Every seat of a table sees the same results, which are the host's.
  CHECK(finals[0]["results"] == finals[1]["results"]);
  CHECK(finals[2]["results"] == finals[3]["results"]);
  CHECK(finals[3]["results"] == finals[4]["results"]);
  CHECK(host.on_host([&] { return blast.over() && smashup.over(); }));
  CHECK(host.on_host([&] { return json(smashup.session().match().results()); }) == finals[2]["results"]);
  CHECK(answers > 100);
  // The names the people joined with are the table's.
  CHECK(clients[2]->ask({{"cmd", "seats"}})["seats"][1]["name"] == "Seat 2");
  // A seat sees its own view only, and no command shows it more.
  CHECK(clients[0]->ask({{"cmd", "observe"}, {"seat", 1}})["ok"] == false);
  CHECK(clients[0]->ask({{"cmd", "observe"}})["observation"]["seat"] == 0);
  CHECK(clients[0]->ask({{"cmd", "state"}})["ok"] == false);
  CHECK(clients[0]->ask({{"cmd", "new"}, {"game", "blast"}})["ok"] == false);
  for (auto& client : clients) CHECK(client->finish() == 0);
}

TEST_CASE("[net][e2e] a client dropped mid-game rejoins with its code and finds the table as it was") {
  LocalHost host;
  auto& table = host.add("blast", {{"seed", 5}, {"first", 0}});
  host.start();
  SeatClient first(host, host.code(table, 0));
  // Seat 2 joins raw, then its connection is cut without a word (a killed program, a lost network).
  RawClient dropped(host);
  dropped.write(json{{"cmd", "join"}, {"code", host.code(table, 1)}}.dump() + "\n");
  REQUIRE(json::parse(*dropped.read_line())["ok"] == true);
  const auto decision = first.ask({{"cmd", "wait"}});
  REQUIRE(first.ask({{"cmd", "apply"}, {"action", decision["actions"][0]}})["ok"] == true);
  dropped.close();
  // The others see the seat waiting for its player, and the game waits for it.
  json seats;
  for (int i = 0; i < 500 && (seats.is_null() || seats[1]["present"] == true); ++i) {
    seats = first.ask({{"cmd", "seats"}})["seats"];
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  CHECK(seats[1]["present"] == false);
  const auto waiting = first.ask({{"cmd", "legal"}});
  CHECK(waiting["seat"] == 1);
  CHECK(waiting["actions"].empty());

  SeatClient back(host, host.code(table, 1));
  const auto seen = back.ask({{"cmd", "observe"}})["observation"];
  CHECK(seen == host.on_host([&] { return table.session().match().observation_json(1); }));
  CHECK(first.ask({{"cmd", "seats"}})["seats"][1]["present"] == true);
  std::atomic<int> answers = 0;
  std::thread other([&] { play_to_the_end(first, 6, answers); });
  const auto final = play_to_the_end(back, 7, answers);
  other.join();
  CHECK(final["over"] == true);
}

TEST_CASE("[net][e2e] a host that stops tells its clients, and they say so and end") {
  LocalHost host;
  auto& table = host.add("smashup", {{"seed", 3}, {"players", 2}});
  host.start();
  SeatClient seat(host, host.code(table, 0));
  REQUIRE(seat.ask({{"cmd", "observe"}})["ok"] == true);
  host.stop("the host stopped; the game is saved");
  for (int i = 0; i < 500 && !seat.ended(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK(seat.ended());
  CHECK(seat.finish() == 1);
  CHECK(seat.why() == "the host closed the table: the host stopped; the game is saved");
}

TEST_CASE("[net][e2e] a wrong code is refused, and so is a seat's code while its client sits there") {
  LocalHost host;
  auto& table = host.add("blast", {{"seed", 9}});
  host.start();
  auto code = net::parse_join_code(host.code(table, 0));
  code.secret[0] ^= 0x40;
  SeatClient wrong(host, net::to_string(code));
  for (int i = 0; i < 500 && !wrong.ended(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK(wrong.finish() == 1);
  CHECK_THAT(wrong.why(), Catch::Contains("refused the join") && Catch::Contains("not one of this host's"));

  SeatClient sitting(host, host.code(table, 0));
  REQUIRE(sitting.ask({{"cmd", "observe"}})["ok"] == true);
  SeatClient again(host, host.code(table, 0));
  for (int i = 0; i < 500 && !again.ended(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK(again.finish() == 1);
  CHECK_THAT(again.why(), Catch::Contains("sitting at seat 1 now"));
  // The seat's own client goes on as if nothing happened.
  CHECK(sitting.ask({{"cmd", "observe"}})["ok"] == true);
  CHECK(host.on_host([&] { return table.present(); }) == 1);
}

TEST_CASE("[net][e2e] a code for another host's certificate is refused before anything is sent") {
  LocalHost host;
  auto& table = host.add("blast", {{"seed", 9}});
  host.start();
  auto code = net::parse_join_code(host.code(table, 0));
  code.fingerprint[31] ^= 1;
  SeatClient elsewhere(host, net::to_string(code));
  for (int i = 0; i < 500 && !elsewhere.ended(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK(elsewhere.finish() == 1);
  CHECK_THAT(elsewhere.why(), Catch::Contains("not the one this join code was made for"));
  CHECK(host.on_host([&] { return table.present(); }) == 0);
}
