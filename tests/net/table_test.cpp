// A host's table without the network (net/table.hpp): who may sit where, who may answer, what each seat is sent, bots
// and hints, a seat left and taken again.
#include <catch2/catch.hpp>

#include "framework/errors.hpp"
#include "framework/rng.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
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

namespace {

// Plays `table` to its end, the person at seat 0 answering a random option of its own update, the bots' jobs run as
// they come; `after` reads each answer's updates to the person.
template <class After>
void play_to_the_end(QueueHost& host, net::Table& table, RecordingLink& person, After after) {
  auto rng = framework::Rng::from_seed(3);
  table.sit(0, table.seats()[0].secret, "", person);
  table.greet(0);
  table.start();
  int answers = 0;
  while (!table.over()) {
    const auto sent = person.lines.size();
    if (table.session().match().deciding_seat() == 0) {
      const auto options = person.last_of("update")["question"]["options"];
      REQUIRE(!options.empty());
      table.answer(0, table.decision(), options[rng.below(static_cast<std::uint32_t>(options.size()))]["id"]);
    } else {
      REQUIRE(host.run_one(table));
    }
    REQUIRE(++answers < 3000);
    for (auto line = sent; line < person.lines.size(); ++line) after(json::parse(person.lines[line]));
  }
}

}  // namespace

TEST_CASE("[net][table][issue-39] a seat is sent the summaries its local table shows, worded for it: each round's end, "
          "then the results") {
  QueueHost host;
  auto table = make_table(host, "blast", {{"seed", 5}, {"first", 0}}, {"", "random"});
  RecordingLink person;
  int rounds = 0;
  json results;
  play_to_the_end(host, *table, person, [&](const json& update) {
    if (update.value("type", "") != "update") return;
    const auto& match = dynamic_cast<const blast::BlastMatch&>(table->session().match());
    bool round_won = false;
    int round = 0;
    for (const auto& e : match.last_events())
      if (e.kind == blast::EventKind::RoundWon) {
        round_won = true;
        round = e.round;
      }
    // A notice exactly when the answer ended a round or the game, as at a local table (ui/blast/blast_narration).
    REQUIRE(update.contains("notice") == (round_won || match.is_over()));
    if (match.is_over()) return void(results = update["notice"]);
    if (!round_won) return;
    ++rounds;
    const auto& notice = update["notice"];
    CHECK(notice["title"] == "Round " + std::to_string(round) + " is over");
    // Worded for this seat: "You" for itself, the bot by its name.
    const auto winner = match.state().last_round_winner;
    const std::string first = notice["lines"][0];
    CHECK(first.rfind(winner == 0 ? "You emptied your hand" : "Bot 2 emptied its hand", 0) == 0);
  });
  CHECK(rounds > 0);
  REQUIRE(results.is_object());
  CHECK(results["title"] == "Game over");
  const std::string winner = results["lines"][0];
  CHECK(winner.rfind(table->session().match().results()[0] >= 1.0 ? "You win" : "Bot 2 wins", 0) == 0);
}

TEST_CASE("[net][table][issue-39] Smash Up: a seat is sent each base's scoring and, at the end, the VP each base gave "
          "every player (as the local results show)") {
  QueueHost host;
  auto table = make_table(host, "smashup", {{"seed", 9}, {"factions", {"aliens+dinosaurs", "ninjas+pirates"}}},
                          {"", "random"});
  RecordingLink person;
  int scorings = 0;
  json results;
  play_to_the_end(host, *table, person, [&](const json& update) {
    if (update.value("type", "") != "update") return;
    const auto& match = dynamic_cast<const smashup::SmashUpMatch&>(table->session().match());
    if (match.is_over()) return void(results = update["notice"]);
    bool scored = false;
    for (const auto& e : match.last_events()) scored |= e.kind == smashup::EventKind::BaseScoring;
    REQUIRE(update.contains("notice") == scored);
    if (!scored) return;
    ++scorings;
    const std::string title = update["notice"]["title"];
    CHECK(title.find("scored") != std::string::npos);
  });
  CHECK(scorings > 0);
  REQUIRE(results.is_object());
  CHECK(results["title"] == "Game over");
  // Every player's row is followed by where its VP came from: the bases by name (or none).
  int sources = 0;
  for (const auto& line : results["lines"]) {
    const std::string text = line;
    if (text.rfind("     from ", 0) == 0 || text == "     no VP") ++sources;
  }
  CHECK(sources == 2);
}
