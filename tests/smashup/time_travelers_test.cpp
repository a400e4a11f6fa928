// Time Travelers cards written so far (the faction is not playable until all of them exist).
#include <catch2/catch.hpp>

#include "games/smashup/json_view.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

TEST_CASE("[smashup][time-travelers] Time Raider's Talent: a discard-pile card to the bottom of the deck, once per "
          "copy each turn") {
  Table t(R"({"seats": [{"deck": ["warbot"], "discard": ["zapbot", "hoverbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "time-raider", "controller": 0},
                                                             {"card": "time-raider", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const auto uses = [&] {
    int n = 0;
    for (const auto& o : t.options()) n += o == "use time-raider";
    return n;
  };
  CHECK(uses() == 2);
  t.answer("use " + t.id(t.s.bases[0].minions[0].card));
  CHECK(t.options() == Names{"choose zapbot", "choose hoverbot", "pass"});
  t.answer("choose zapbot");
  CHECK(t.deck(0) == Names{"warbot", "zapbot"});
  CHECK(uses() == 1);
  CHECK(state_to_json(t.s).dump().find("\"talent\":\"used\"") != std::string::npos);
  t.answer("use time-raider");
  t.answer("pass");
  CHECK(uses() == 0);
  CHECK(t.discard(0) == Names{"hoverbot"});
}

TEST_CASE("[smashup][time-travelers] Time Raider's Talent is ready again on its controller's next turn only") {
  Table t(R"({"seats": [{"discard": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "time-raider", "controller": 0,
                                                              "talent_used": true}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("use time-raider"));
  t.answer("done");
  CHECK_FALSE(t.can("use time-raider"));  // Player 1's turn
  t.answer("done");
  CHECK(t.can("use time-raider"));
}

TEST_CASE("[smashup][time-travelers] Into the Time Slip returns a minion or an attached action to its owner's hand") {
  Table t(R"({"seats": [{"hand": ["into-the-time-slip", "into-the-time-slip"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 1,
                                                              "actions": [{"card": "upgrade", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play into-the-time-slip");
  CHECK(t.options() == Names{"choose warbot", "choose upgrade"});  // Warbot cannot be destroyed, but returned
  t.answer("choose upgrade");
  CHECK(t.hand(1) == Names{"upgrade"});
  CHECK(t.power_of("jungle-oasis", "warbot") == 4);
  t.answer("play into-the-time-slip");
  t.answer("choose warbot");
  CHECK(t.hand(1) == Names{"upgrade", "warbot"});
}

TEST_CASE("[smashup][time-travelers] Into the Time Slip cannot take an action Steam Queen guards") {
  Table t(R"({"seats": [{"hand": ["into-the-time-slip"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "steam-queen", "controller": 1}],
                         "actions": [{"card": "zeppelin", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play into-the-time-slip");
  CHECK(t.options() == Names{"choose steam-queen"});
}
