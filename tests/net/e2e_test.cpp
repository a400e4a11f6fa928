// Issue 39 end to end on localhost: a host serving tables over TLS to headless seats (net::ServeSeat, the code of
// `cardtable join --serve`), each on its own thread, playing whole games of both games from what they are sent.
#include <catch2/catch.hpp>

#include <atomic>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>

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

namespace {

// A TCP relay between a client and the host that records every byte passing either way.
class Relay {
 public:
  explicit Relay(const std::string& target_port) : acceptor_(io_, {boost::asio::ip::make_address("127.0.0.1"), 0}) {
    acceptor_.async_accept([this, target_port](const boost::system::error_code& ec, boost::asio::ip::tcp::socket client) {
      if (ec) return;
      client_ = std::make_unique<boost::asio::ip::tcp::socket>(std::move(client));
      host_ = std::make_unique<boost::asio::ip::tcp::socket>(io_);
      boost::asio::ip::tcp::resolver resolver(io_);
      boost::asio::connect(*host_, resolver.resolve("127.0.0.1", target_port));
      pump(*client_, *host_);
      pump(*host_, *client_);
    });
    thread_ = std::thread([this] { io_.run(); });
  }
  ~Relay() {
    io_.stop();
    thread_.join();
  }
  std::string port() const { return std::to_string(acceptor_.local_endpoint().port()); }
  std::string recorded() {
    std::lock_guard lock(mutex_);
    return bytes_;
  }

 private:
  void pump(boost::asio::ip::tcp::socket& from, boost::asio::ip::tcp::socket& to) {
    auto buffer = std::make_shared<std::array<char, 16384>>();
    from.async_read_some(boost::asio::buffer(*buffer), [this, &from, &to, buffer](const boost::system::error_code& ec, std::size_t n) {
      if (ec) {
        boost::system::error_code ignored;
        to.shutdown(boost::asio::ip::tcp::socket::shutdown_send, ignored);
        return;
      }
      {
        std::lock_guard lock(mutex_);
        bytes_.append(buffer->data(), n);
      }
      boost::asio::write(to, boost::asio::buffer(buffer->data(), n));
      pump(from, to);
    });
  }

  boost::asio::io_context io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::unique_ptr<boost::asio::ip::tcp::socket> client_, host_;
  std::thread thread_;
  std::mutex mutex_;
  std::string bytes_;
};

}  // namespace

TEST_CASE("[net][e2e] nothing crosses the network in plain text: not the code, the requests, the views or the cards") {
  LocalHost host;
  auto& table = host.add("blast", {{"seed", 13}, {"first", 0}});
  host.start();
  Relay relay(host.address().port);
  const auto code = host.code(table, 0);
  SeatClient seat(net::HostAddress{"127.0.0.1", relay.port()}, code);
  const auto decision = seat.ask({{"cmd", "wait"}});
  REQUIRE(decision["ok"] == true);
  const std::string action = decision["actions"][0];
  REQUIRE(seat.ask({{"cmd", "apply"}, {"action", action}})["ok"] == true);
  const auto hand = seat.ask({{"cmd", "observe"}})["observation"]["hand"];
  REQUIRE(hand.size() > 5);
  seat.finish();
  const auto wire = relay.recorded();
  CHECK(wire.size() > 2000);
  const auto secret = code.substr(10, 24);  // the seat's secret is in the middle of its code
  for (const std::string& plain : {code, secret, std::string("\"cmd\""), std::string("join"), std::string("serialization::archive"),
                                  action, std::string("Zamepra"), std::string("Player 1")}) {
    INFO(plain);
    CHECK(wire.find(plain) == std::string::npos);
  }
  for (const auto& card : hand) CHECK(wire.find(" " + card.get<std::string>() + " ") == std::string::npos);
}
