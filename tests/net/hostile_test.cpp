// Issue 39, item 4: what a client sends cannot hurt the host or the other seats. Answers out of turn, garbage, a
// 100 MB line, a client that reads nothing, a silent one, a flood, a connection that never joins or never speaks TLS:
// each is refused or dropped, the host goes on and the game with it. Limits are shortened so the test is quick.
#include <catch2/catch.hpp>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>

#include "tests/net/net_harness.hpp"

using namespace cardtable;
using namespace cardtable::net::testing;
using nlohmann::json;
using namespace std::chrono_literals;

namespace {

net::HostLimits quick_limits() {
  net::HostLimits limits;
  limits.join_within = 1000ms;
  limits.silence = 1500ms;
  limits.write_within = 1000ms;
  limits.max_unsent = 256 * 1024;
  return limits;
}

// Honest clients ping often enough for the shortened limits.
net::LinkTimes quick_pings() {
  net::LinkTimes times;
  times.ping_every = 200ms;
  return times;
}

// A raw client sitting at `seat`, its join answered.
std::unique_ptr<RawClient> seated(const LocalHost& host, const net::Table& table, framework::Seat seat) {
  auto client = std::make_unique<RawClient>(host);
  client->write(json{{"cmd", "join"}, {"code", host.code(table, seat)}}.dump() + "\n");
  const auto reply = client->read_line();
  REQUIRE(reply);
  REQUIRE(json::parse(*reply)["ok"] == true);
  return client;
}

// The next reply to a request (pushed messages, which carry "type", are passed over).
json next_reply(RawClient& client) {
  while (auto line = client.read_line()) {
    auto message = json::parse(*line);
    if (!message.contains("type")) return message;
  }
  return nullptr;
}

bool said(LocalHost& host, const std::string& words) {
  for (int i = 0; i < 300; ++i) {
    for (const auto& line : host.statuses())
      if (line.find(words) != std::string::npos) return true;
    std::this_thread::sleep_for(10ms);
  }
  for (const auto& line : host.statuses()) UNSCOPED_INFO(line);
  return false;
}

// Plays `client`'s seat with its first option until the game is over.
void play_on(SeatClient& client) {
  while (true) {
    const auto decision = client.ask({{"cmd", "wait"}});
    REQUIRE(decision["ok"] == true);
    if (decision["over"] == true) return;
    REQUIRE(client.ask({{"cmd", "apply"}, {"action", decision["actions"][0]}})["ok"] == true);
  }
}

}  // namespace

TEST_CASE("[net][hostile] an answer out of turn or to an old decision is refused, and the game goes on") {
  LocalHost host(quick_limits());
  auto& table = host.add("blast", {{"seed", 2}, {"first", 0}});
  host.start();
  SeatClient first(host, host.code(table, 0), "", quick_pings());
  auto second = seated(host, table, 1);
  const auto decision = first.ask({{"cmd", "wait"}});
  REQUIRE(decision["seat"] == 0);
  // Seat 2 answers seat 1's question with seat 1's own option.
  second->write(json{{"cmd", "apply"}, {"action", decision["actions"][0]}, {"decision", 0}}.dump() + "\n");
  CHECK_THAT(next_reply(*second)["error"].get<std::string>(), Catch::Contains("not your decision"));
  REQUIRE(first.ask({{"cmd", "apply"}, {"action", decision["actions"][0]}})["ok"] == true);
  // An answer to decision 0, now that the table is at decision 1.
  const auto legal = host.on_host([&] { return table.session().match().pending().options.front().id; });
  second->write(json{{"cmd", "apply"}, {"action", legal}, {"decision", 0}}.dump() + "\n");
  CHECK_THAT(next_reply(*second)["error"].get<std::string>(), Catch::Contains("was for decision 0"));
  CHECK(host.on_host([&] { return table.decision(); }) == 1);
  second->write(json{{"cmd", "apply"}, {"action", legal}, {"decision", 1}}.dump() + "\n");
  CHECK(next_reply(*second)["ok"] == true);
  CHECK(host.on_host([&] { return table.decision(); }) == 2);
}

TEST_CASE("[net][hostile] garbage after a join gets refusals; before a join it closes the connection") {
  LocalHost host(quick_limits());
  auto& table = host.add("smashup", {{"seed", 2}, {"players", 2}});
  host.start();
  auto client = seated(host, table, 0);
  const std::vector<std::string> garbage = {"}{", std::string("\0\xff\xfe", 3), std::string(100000, '['),
                                            "{\"cmd\":\"apply\"}", "{\"cmd\":42}", "[1,2,3]", "{\"cmd\":\"state\"}",
                                            "{\"cmd\":\"apply\",\"action\":\"done\",\"decision\":-1}"};
  for (const auto& line : garbage) {
    client->write(line + "\n");
    const auto reply = next_reply(*client);
    INFO(line.substr(0, 40));
    REQUIRE(reply.is_object());
    CHECK(reply["ok"] == false);
  }
  client->write("{\"cmd\":\"ping\"}\n");
  CHECK(next_reply(*client)["ok"] == true);

  RawClient stranger(host);
  stranger.write("hello\n");
  const auto reply = stranger.read_line();
  REQUIRE(reply);
  CHECK(json::parse(*reply)["ok"] == false);
  CHECK(stranger.closed_by_host());
  RawClient pinger(host);
  pinger.write("{\"cmd\":\"ping\"}\n");
  CHECK(pinger.closed_by_host());
  CHECK(host.on_host([&] { return table.present(); }) == 1);
}

TEST_CASE("[net][hostile] a join naming a view format other than the host's is refused and closed; the same format or none sits") {
  LocalHost host(quick_limits());
  auto& table = host.add("blast", json::object(), {"", ""});
  host.start();
  {
    RawClient older(host);
    older.write(json{{"cmd", "join"}, {"code", host.code(table, 0)}, {"views", net::kViewFormat - 1}}.dump() + "\n");
    const auto reply = json::parse(older.read_line().value());
    CHECK(reply["ok"] == false);
    CHECK(reply["error"].get<std::string>().find("format " + std::to_string(net::kViewFormat - 1)) != std::string::npos);
    CHECK(older.closed_by_host());
  }
  RawClient same(host);
  same.write(json{{"cmd", "join"}, {"code", host.code(table, 0)}, {"views", net::kViewFormat}}.dump() + "\n");
  const auto welcome = json::parse(same.read_line().value());
  CHECK(welcome["ok"] == true);
  CHECK(welcome["views"] == net::kViewFormat);
  seated(host, table, 1);  // a JSON client naming no format (it REQUIREs the welcome)
}

TEST_CASE("[net][hostile] a 100 MB line drops its client and no one else; the seat is taken again and the game goes on") {
  LocalHost host(quick_limits());
  auto& table = host.add("blast", {{"seed", 4}});
  host.start();
  SeatClient first(host, host.code(table, 0), "", quick_pings());
  auto flooder = seated(host, table, 1);
  const std::string chunk(1 << 20, 'x');
  std::size_t sent = 0;
  while (sent < 100u * chunk.size() && flooder->write(chunk)) sent += chunk.size();
  CHECK(flooder->closed_by_host());
  CHECK(said(host, "sent a line longer than 1048576 bytes"));
  CHECK(first.ask({{"cmd", "observe"}})["ok"] == true);
  SeatClient second(host, host.code(table, 1), "", quick_pings());
  std::thread other([&] { play_on(first); });
  play_on(second);
  other.join();
  CHECK(host.on_host([&] { return table.over(); }));
}

TEST_CASE("[net][hostile] a client that reads nothing is dropped once its messages pile up; the others go on") {
  LocalHost host(quick_limits());
  auto& table = host.add("blast", {{"seed", 6}});
  host.start();
  SeatClient first(host, host.code(table, 0), "", quick_pings());
  REQUIRE(first.ask({{"cmd", "observe"}})["ok"] == true);
  auto reader = seated(host, table, 1);
  // The host sends this seat its position again and again (as many moves would), 500 at a time, and it reads none.
  bool seated = true;
  for (int round = 0; round < 100 && seated; ++round)
    seated = host.on_host([&] {
      for (int i = 0; i < 500 && table.seats()[1].link; ++i) table.greet(1);
      return table.seats()[1].link != nullptr;
    });
  CHECK(said(host, "did not read its messages"));
  for (int i = 0; i < 300 && host.on_host([&] { return table.present(); }) != 1; ++i) std::this_thread::sleep_for(10ms);
  CHECK(host.on_host([&] { return table.present(); }) == 1);
  CHECK(first.ask({{"cmd", "seats"}})["seats"][1]["present"] == false);
  SeatClient second(host, host.code(table, 1), "", quick_pings());
  std::thread other([&] { play_on(first); });
  play_on(second);
  other.join();
  CHECK(host.on_host([&] { return table.over(); }));
}

TEST_CASE("[net][hostile] a silent client, a flood of lines, a connection that never joins or never speaks TLS: dropped") {
  LocalHost host(quick_limits());
  auto& table = host.add("blast", {{"seed", 8}});
  host.start();
  SeatClient first(host, host.code(table, 0), "", quick_pings());
  // The mute connection, the silent client and the plain one all wait at once: the test lasts the longest limit.
  RawClient mute(host);
  auto silent = seated(host, table, 1);
  boost::asio::io_context io;
  boost::asio::ip::tcp::socket plain(io);
  boost::asio::ip::tcp::resolver resolver(io);
  boost::asio::connect(plain, resolver.resolve("127.0.0.1", host.address().port));
  boost::asio::write(plain, boost::asio::buffer(std::string("{\"cmd\":\"join\"}\n")));
  char byte;
  boost::system::error_code ec;
  while (!ec) boost::asio::read(plain, boost::asio::buffer(&byte, 1), ec);
  CHECK(said(host, "no TLS handshake"));
  CHECK(mute.closed_by_host());
  CHECK(said(host, "did not join in time"));
  CHECK(silent->closed_by_host());
  CHECK(said(host, "went silent"));
  {
    auto flood = seated(host, table, 1);
    std::string lines;
    for (int i = 0; i < 1000; ++i) lines += "{\"cmd\":\"ping\"}\n";
    flood->write(lines);
    CHECK(flood->closed_by_host());
    CHECK(said(host, "sent more lines than a table needs"));
  }
  // Through all of it the seated client kept its seat and the table its state.
  CHECK(first.ask({{"cmd", "observe"}})["ok"] == true);
  CHECK(host.on_host([&] { return table.present(); }) == 1);
}

TEST_CASE("[net][hostile] connections that never join hold the next one back only until they are dropped") {
  auto limits = quick_limits();
  limits.max_joining = 2;
  LocalHost host(limits);
  auto& table = host.add("blast", {{"seed", 9}});
  host.start();
  RawClient first_mute(host);
  RawClient second_mute(host);
  // Two connections are joining: the person's waits in the listen queue, not refused, and sits once they are gone.
  SeatClient person(host, host.code(table, 0), "", quick_pings());
  const auto seated = person.ask({{"cmd", "seats"}});
  INFO(seated.dump());
  CHECK(seated["ok"] == true);
  CHECK(said(host, "did not join in time"));
  CHECK(first_mute.closed_by_host());
  CHECK(second_mute.closed_by_host());
  CHECK(host.on_host([&] { return table.present(); }) == 1);
}
