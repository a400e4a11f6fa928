// The engine vocabulary the second box's factions are written in (issue 17), shown through core cards where one
// uses it and through Table::effect where no printed card of the written factions does yet.
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/smashup/holders.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::base_id;

namespace {

DefId kind(const char* slug) {
  DefId d = kNoDef;
  REQUIRE(find_card_def(slug, d));
  return d;
}

bool logged(const Table& t, EventKind k) {
  return std::any_of(t.log.begin(), t.log.end(), [&](const Event& e) { return e.kind == k; });
}

}  // namespace

TEST_CASE("[smashup][engine] a minion carrying another card's abilities answers with them, keeping its own power") {
  Table t(R"({"seats": [{}, {"hand": ["laseratops"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0, "abilities": "warbot"}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 1, "phase": "play"}})");
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  CHECK(abilities_of(t.s, zapbot).slug == "warbot");
  CHECK(def_of(t.s, zapbot).slug == "zapbot");
  CHECK(t.power_of("jungle-oasis", "zapbot") == 2);
  // Warbot's "cannot be destroyed" now guards the Zapbot: Laseratops finds nothing to destroy.
  t.answer("play laseratops jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot", "laseratops"});
  CHECK(logged(t, EventKind::NoTarget));
}

TEST_CASE("[smashup][engine] copied abilities bring their Specials, and giving back its own ends the copy") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  CHECK_FALSE(t.can("use zapbot"));
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame&) { r.give_abilities(zapbot, kind("ninja-acolyte")); });
  CHECK(t.can("use zapbot"));  // Ninja Acolyte's Special, used by the Zapbot
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame&) { r.give_abilities(zapbot, kNoDef); });
  CHECK_FALSE(t.can("use zapbot"));
}

TEST_CASE("[smashup][engine] a one-shot copy runs another card's ability as the copying card's") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame& f) { r.run_ability(kind("laseratops"), f); });
  CHECK(t.s.question.who == kind("laseratops"));
  CHECK(t.options() == Names{"choose zapbot", "choose collector"});
  t.answer("choose collector");
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
}

TEST_CASE("[smashup][engine] +1 power counters count, move with their minion and are gone once it leaves play") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0, "counters": 2}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  CHECK(t.power_of("jungle-oasis", "zapbot") == 4);
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame& f) {
    r.add_counters(zapbot, 1, f);
    r.move(zapbot, base_id("tar-pits"), f);
  });
  CHECK(logged(t, EventKind::CountersPlaced));
  CHECK(t.power_of("tar-pits", "zapbot") == 5);
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame& f) { r.return_to_hand(zapbot, f); });
  t.answer("play zapbot tar-pits");
  CHECK(t.power_of("tar-pits", "zapbot") == 2);  // a new card: no counters
}

TEST_CASE("[smashup][engine] a moved minion keeps its changes until the end of the turn and its actions") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "zapbot", "controller": 0, "actions": ["upgrade"]}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame& f) {
    r.modify_power(zapbot, 3, f.source);
    r.move(zapbot, base_id("tar-pits"), f);
  });
  CHECK(t.actions_on("tar-pits") == Names{"upgrade"});
  CHECK(t.power_of("tar-pits", "zapbot") == 2 + 2 + 3);
}

TEST_CASE("[smashup][engine] control taken until the end of the turn counts for the taker, then goes back") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 1},
                                                             {"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId laseratops = t.on("jungle-oasis", "laseratops");
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame& f) { r.take_control(laseratops, 0, Until::EndOfTurn, f); });
  CHECK(t.controller("jungle-oasis", "laseratops") == 0);
  CHECK(player_power(t.s, base_id("jungle-oasis"), 0) == 6);
  CHECK(logged(t, EventKind::ControlTaken));
  t.answer("done");
  CHECK(t.controller("jungle-oasis", "laseratops") == 1);
  CHECK(logged(t, EventKind::ControlReturned));
  CHECK(t.s.lasting.empty());
}

TEST_CASE("[smashup][engine] control until the start of the taker's next turn lasts through the other turns") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 1},
                                                             {"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId laseratops = t.on("jungle-oasis", "laseratops");
  t.effect(0, t.on("jungle-oasis", "zapbot"),
           [&](Resolver& r, const AbilityFrame& f) { r.take_control(laseratops, 0, Until::ControllersNextTurn, f); });
  t.answer("done");
  CHECK(t.s.turn.active == 1);
  CHECK(t.controller("jungle-oasis", "laseratops") == 0);
  t.answer("done");
  CHECK(t.s.turn.active == 0);
  CHECK(t.controller("jungle-oasis", "laseratops") == 1);
}

TEST_CASE("[smashup][engine] a controlled minion that leaves play ends the control with it") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 1},
                                                             {"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId laseratops = t.on("jungle-oasis", "laseratops");
  t.effect(0, t.on("jungle-oasis", "zapbot"), [&](Resolver& r, const AbilityFrame& f) {
    r.take_control(laseratops, 0, Until::EndOfTurn, f);
    r.destroy(laseratops, f);
  });
  CHECK(t.discard(1) == Names{"laseratops"});
  CHECK(t.s.lasting.empty());
}

TEST_CASE("[smashup][engine] an action returned to its owner's hand takes the extra it granted with it") {
  Table t(R"({"seats": [{"hand": ["enshrouding-mist"]}, {}],
              "bases": [{"base": "jungle-oasis"}, {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play enshrouding-mist jungle-oasis");
  REQUIRE(t.s.turn.extras.size() == 1);
  const CardId mist = t.on("jungle-oasis", "enshrouding-mist");
  t.effect(1, mist, [&](Resolver& r, const AbilityFrame& f) { r.return_action_to_hand(mist, f); });
  CHECK(t.hand(0) == Names{"enshrouding-mist"});
  CHECK(t.s.turn.extras.empty());
  CHECK(logged(t, EventKind::ActionReturned));
}

TEST_CASE("[smashup][engine] an action in play can be moved onto another base or a minion there") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "upgrade", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const CardId upgrade = t.on("jungle-oasis", "upgrade");
  const CardId zapbot = t.on("tar-pits", "zapbot");
  t.effect(0, zapbot, [&](Resolver& r, const AbilityFrame& f) { r.move_action(upgrade, base_id("tar-pits"), zapbot, f); });
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.actions_on("tar-pits") == Names{"upgrade"});
  CHECK(t.power_of("tar-pits", "zapbot") == 4);  // Upgrade's +2 now on the Zapbot
}

TEST_CASE("[smashup][engine] a lasting effect for a player's next turn counts only then (Mark of Sleep)") {
  Table t(R"({"seats": [{"hand": ["mark-of-sleep"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat0");
  REQUIRE(t.s.lasting.size() == 1);
  CHECK(t.s.lasting.front().from == From::SeatsNextTurn);
  CHECK(lasting_hooks(t.s, t.s.lasting.front()) == nullptr);  // made this turn, for its player's next one
  t.answer("done");
  CHECK(lasting_hooks(t.s, t.s.lasting.front()) == nullptr);  // another player's turn
  t.answer("done");
  REQUIRE(t.s.turn.active == 0);
  REQUIRE(t.s.lasting.size() == 1);
  CHECK(lasting_hooks(t.s, t.s.lasting.front()) != nullptr);
}
