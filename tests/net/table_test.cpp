// A host's table without the network (net/table.hpp): who may sit where, who may answer, what each seat is sent, bots
// and hints, a seat left and taken again.
#include <catch2/catch.hpp>

#include "framework/errors.hpp"
#include "protocol/server.hpp"
#include "tests/net/table_harness.hpp"

using namespace cardtable;
using namespace cardtable::net::testing;
using nlohmann::json;

namespace {

struct BlastTable {
  QueueHost host;
  std::unique_ptr<net::Table> table = make_table(host, "blast", {{"seed", 11}, {"first", 0}}, {});
  RecordingLink links[2];
  void sit_both() {
    for (framework::Seat seat = 0; seat < 2; ++seat) {
      table->sit(seat, table->seats()[seat].secret, "", links[seat]);
      table->greet(seat);
    }
  }
  std::vector<std::string> options(framework::Seat seat) const {
    std::vector<std::string> ids;
    const auto update = links[seat].last_of("update");
    for (const auto& option : update["question"]["options"]) ids.push_back(option["id"]);
    return ids;
  }
};

}  // namespace

TEST_CASE("[net][table] only a seat's own secret sits there, one client at a time, and never at a bot's seat") {
  QueueHost host;
  auto table = make_table(host, "smashup", {{"seed", 4}, {"players", 3}}, {"", "", "easy"});
  RecordingLink ann, ben, intruder;
  auto wrong = table->seats()[0].secret;
  wrong[5] ^= 1;
  CHECK_THROWS_WITH(table->sit(0, wrong, "", intruder), Catch::Contains("not one of this host's"));
  // Seat 1's secret does not open seat 0, and a bot's seat opens to nobody.
  CHECK_THROWS_AS(table->sit(0, table->seats()[1].secret, "", intruder), protocol::ProtocolError);
  CHECK_THROWS_AS(table->sit(2, table->seats()[2].secret, "", intruder), protocol::ProtocolError);
  CHECK_THROWS_AS(table->sit(7, table->seats()[0].secret, "", intruder), protocol::ProtocolError);
  CHECK(table->present() == 0);

  table->sit(0, table->seats()[0].secret, "Ann", ann);
  CHECK(table->seats()[0].name == "Ann");
  // The same code again while Ann sits there: refused, and Ann keeps her seat.
  CHECK_THROWS_WITH(table->sit(0, table->seats()[0].secret, "", intruder), Catch::Contains("sitting at seat 1 now"));
  CHECK(table->seats()[0].link == &ann);
  table->sit(1, table->seats()[1].secret, "Ben", ben);
  CHECK(table->present() == 2);
  // Ann was told Ben sat down; the intruder was sent nothing at all.
  CHECK(ann.last_of("seats")["note"] == "Ben sat down.");
  CHECK(ann.last_of("seats")["seats"][1]["present"] == true);
  CHECK(intruder.lines.empty());
}

TEST_CASE("[net][table] the seat asked alone gets the options; an answer out of turn or to an old decision changes nothing") {
  BlastTable t;
  t.sit_both();
  const auto asked = t.table->session().match().deciding_seat();
  const auto other = static_cast<framework::Seat>(1 - asked);
  CHECK(t.links[asked].last_of("update")["question"].contains("options"));
  CHECK_FALSE(t.links[other].last_of("update")["question"].contains("options"));
  CHECK(t.links[other].last_of("update")["question"]["seat"] == asked);

  const auto option = t.options(asked).front();
  CHECK_THROWS_WITH(t.table->answer(other, 0, option), Catch::Contains("not your decision"));
  CHECK_THROWS_WITH(t.table->answer(asked, 1, option), Catch::Contains("was for decision 1"));
  CHECK_THROWS_AS(t.table->answer(asked, 0, "play nowhere"), framework::IllegalOption);
  CHECK(t.table->decision() == 0);
  CHECK(t.host.autosaves == 0);

  t.table->answer(asked, 0, option);
  CHECK(t.table->decision() == 1);
  CHECK(t.host.autosaves == 1);
  // Both seats were sent the new position and what happened, each in its own words.
  for (framework::Seat seat = 0; seat < 2; ++seat) {
    const auto update = t.links[seat].last_of("update");
    CHECK(update["decision"] == 1);
    CHECK_FALSE(update["events"].empty());
  }
  CHECK(t.links[asked].last_of("update")["events"][0].get<std::string>().rfind("You ", 0) == 0);
  CHECK(t.links[other].last_of("update")["events"][0].get<std::string>().rfind("Player ", 0) == 0);
}

TEST_CASE("[net][table] a client that leaves finds the table as it was; the others see its seat wait") {
  BlastTable t;
  t.sit_both();
  const auto asked = t.table->session().match().deciding_seat();
  t.table->answer(asked, 0, t.options(asked).front());
  const auto now_asked = t.table->session().match().deciding_seat();
  const auto log_before = t.table->seats()[now_asked].log;
  REQUIRE_FALSE(log_before.empty());

  t.table->stand(now_asked);
  const auto seen_by_other = t.links[1 - now_asked].last_of("seats");
  CHECK(seen_by_other["seats"][now_asked]["present"] == false);
  CHECK(seen_by_other["note"].get<std::string>().find("waits for them") != std::string::npos);

  RecordingLink back;
  t.table->sit(now_asked, t.table->seats()[now_asked].secret, "", back);
  const auto welcome = t.table->welcome(now_asked);
  CHECK(welcome["log"] == log_before);
  t.table->greet(now_asked);
  CHECK(back.last_of("update")["decision"] == 1);
  CHECK(back.last_of("update")["question"].contains("options"));
  CHECK(t.links[1 - now_asked].last_of("seats")["note"].get<std::string>().find("is back") != std::string::npos);
}

TEST_CASE("[net][table] bots play their seats when their answer comes back; an answer to an older position is dropped") {
  QueueHost host;
  auto table = make_table(host, "blast", {{"seed", 5}, {"first", 1}}, {"", "random"});
  RecordingLink person;
  table->sit(0, table->seats()[0].secret, "", person);
  table->start();
  // Seat 1 (the bot) leads... once both have given in the exchange; play until a bot job is waiting.
  auto& match = table->session().match();
  int answers = 0;
  while (!table->over() && answers < 400) {
    if (match.deciding_seat() == 0) {
      table->answer(0, table->decision(), match.pending().options.front().id);
      ++answers;
    } else {
      REQUIRE(host.jobs.size() == 1);
      auto stale = host.jobs.front();
      stale.decision = table->decision() + 1;
      table->thought(stale, match.pending().options.front().id);  // not for this position: dropped
      REQUIRE(match.deciding_seat() == 1);
      host.run_one(*table);
      ++answers;
    }
  }
  CHECK(table->over());
  CHECK(person.last_of("update")["over"] == true);
  CHECK(person.last_of("update")["results"].size() == 2);
}

TEST_CASE("[net][table] a hint is for the seat asked, one at a time, and is counted") {
  BlastTable t;
  t.sit_both();
  const auto asked = t.table->session().match().deciding_seat();
  const auto other = static_cast<framework::Seat>(1 - asked);
  CHECK_THROWS_WITH(t.table->ask_hint(other, "easy"), Catch::Contains("not asked now"));
  t.table->ask_hint(asked, "easy");
  CHECK_THROWS_WITH(t.table->ask_hint(asked, "easy"), Catch::Contains("already thinking"));
  CHECK_THROWS_AS(t.table->ask_hint(asked, "genius"), protocol::ProtocolError);
  t.host.run_all(*t.table);
  const auto hint = t.links[asked].last_of("hint");
  REQUIRE(hint.is_object());
  const auto options = t.options(asked);
  CHECK(std::find(options.begin(), options.end(), hint["action"].get<std::string>()) != options.end());
  CHECK(t.links[other].count_of("hint") == 0);
  CHECK(t.table->session().hints_used() == 1);

  // A hint thought out after the seat answered is for an older position: not sent.
  t.table->ask_hint(asked, "easy");
  t.table->answer(asked, 0, options.front());
  const auto hints = t.links[asked].count_of("hint");
  t.host.run_all(*t.table);
  CHECK(t.links[asked].count_of("hint") == hints);
}

TEST_CASE("[net][table] a closing table tells every client why, and sends nothing after") {
  BlastTable t;
  t.sit_both();
  t.table->close("the host is stopping");
  for (auto& link : t.links) CHECK(link.last()["reason"] == "the host is stopping");
  const auto sent = t.links[0].lines.size();
  const auto sent_other = t.links[1].lines.size();
  const auto asked = t.table->session().match().deciding_seat();
  CHECK_THROWS_WITH(t.table->answer(asked, 0, t.options(asked).front()), Catch::Contains("closing"));
  t.table->stand(0);
  CHECK(t.links[0].lines.size() == sent);
  CHECK(t.links[1].lines.size() == sent_other);
}
