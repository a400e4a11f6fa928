// Time Travelers: every card and both bases, the extra turns Portal Room gives, and how they meet other factions.
#include <catch2/catch.hpp>

#include "games/smashup/json_view.hpp"
#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/engine.hpp"
#include "games/smashup/rules.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

namespace {

// True when the log holds this sentence (as the match tells it).
bool logged(const Table& t, const std::string& sentence) {
  for (const auto& e : t.log)
    if (describe(t.s, e).find(sentence) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("[smashup][time_travelers] Time Raider's Talent: a discard-pile card to the bottom of the deck, once per "
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

TEST_CASE("[smashup][time_travelers] Time Raider's Talent is ready again on its controller's next turn only") {
  Table t(R"({"seats": [{"deck": ["warbot", "warbot"], "discard": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "time-raider", "controller": 0,
                                                              "talent_used": true}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("use time-raider"));
  t.answer("done");
  CHECK_FALSE(t.can("use time-raider"));  // Player 1's turn
  t.answer("done");
  CHECK(t.can("use time-raider"));
}

TEST_CASE("[smashup][time_travelers] Into the Time Slip returns a minion or an attached action to its owner's hand") {
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

TEST_CASE("[smashup][time_travelers] Into the Time Slip cannot take an action Steam Queen guards") {
  Table t(R"({"seats": [{"hand": ["into-the-time-slip"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "steam-queen", "controller": 1}],
                         "actions": [{"card": "zeppelin", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play into-the-time-slip");
  CHECK(t.options() == Names{"choose steam-queen"});
}

TEST_CASE("[smashup][time_travelers] The faction has 20 cards: 10 minions of 30 printed power and 10 actions") {
  const auto totals = test::deck_totals(Faction::TimeTravelers);
  CHECK(totals.kinds == 12);
  CHECK(totals.minions == 10);
  CHECK(totals.actions == 10);
  CHECK(totals.power == 30);
  CHECK(faction_def(Faction::TimeTravelers).bases.size() == 2);
  CHECK(playable(Faction::TimeTravelers));  // from card edition 3 (Science Fiction Double Feature)
  CHECK_FALSE(playable(Faction::TimeTravelers, 2));
  BaseId id = 0;
  CHECK(find_base_def("portal-room", id));
  CHECK(base_def(id).vp == std::array<int, 3>{2, 3, 1});
}

// ---- Doctor When

TEST_CASE("[smashup][time_travelers] Doctor When returns another of your minions and may play it again at once") {
  Table t(R"({"seats": [{"hand": ["doctor-when"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play doctor-when tar-pits");
  CHECK(t.options() == Names{"choose invader", "pass"});  // not itself, not another player's minion
  t.answer("choose invader");
  CHECK(t.hand(0) == Names{"invader"});
  CHECK(t.options() == Names{"play invader jungle-oasis", "play invader tar-pits", "pass"});
  t.answer("play invader tar-pits");
  CHECK(t.vp(0) == 1);  // Invader's own ability fires again
  CHECK(t.minions_on("tar-pits") == Names{"doctor-when", "invader"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers] Doctor When: returning is optional, and a declined replay is lost") {
  Table t(R"({"seats": [{"hand": ["doctor-when"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play doctor-when jungle-oasis");
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis") == Names{"invader", "doctor-when"});
  CHECK(t.options() == Names{"done"});

  Table u(R"({"seats": [{"hand": ["doctor-when"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  u.answer("play doctor-when jungle-oasis");
  u.answer("choose invader");
  u.answer("pass");
  CHECK(u.hand(0) == Names{"invader"});
  CHECK_FALSE(u.can("play invader"));  // the extra was now or never, and the turn's minion is used
}

TEST_CASE("[smashup][time_travelers] Doctor When alone asks nothing") {
  Table t(R"({"seats": [{"hand": ["doctor-when"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play doctor-when jungle-oasis");
  CHECK(t.options() == Names{"done"});
}

// ---- Repeater Perfect

TEST_CASE("[smashup][time_travelers] Repeater Perfect must put an action from the discard pile on top of the deck") {
  Table t(R"({"seats": [{"hand": ["repeater-perfect"], "deck": ["king-rex"], "discard": ["upgrade", "zapbot",
                                                                                         "time-walk"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play repeater-perfect jungle-oasis");
  CHECK(t.options() == Names{"choose upgrade", "choose time-walk"});  // no pass, no minion
  t.answer("choose time-walk");
  CHECK(t.deck(0) == Names{"time-walk", "king-rex"});
  CHECK(t.discard(0) == Names{"upgrade", "zapbot"});
}

TEST_CASE("[smashup][time_travelers] Repeater Perfect with no action in the discard pile asks nothing") {
  Table t(R"({"seats": [{"hand": ["repeater-perfect"], "discard": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play repeater-perfect jungle-oasis");
  CHECK(t.options() == Names{"done"});
  CHECK(t.discard(0) == Names{"zapbot"});
}

// ---- Jumper

TEST_CASE("[smashup][time_travelers] Jumper destroyed: its owner may put it into their hand instead") {
  Table t(R"({"seats": [{"hand": ["laseratops", "laseratops"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "jumper", "controller": 1},
                                                             {"card": "jumper", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play laseratops jungle-oasis");
  t.answer("choose " + t.id(t.s.bases[0].minions[0].card));
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(t.hand(1) == Names{"jumper"});
  CHECK(t.discard(1).empty());
  t.answer("play laseratops jungle-oasis");
  t.answer("choose jumper");
  t.answer("no");
  CHECK(t.discard(1) == Names{"jumper"});
  CHECK(t.hand(1) == Names{"jumper"});
}

TEST_CASE("[smashup][time_travelers] Jumper goes with its scored base: its owner may take it into their hand") {
  Table t(R"({"seats": [{"deck": ["zapbot", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "king-rex", "controller": 0},
                                                             {"card": "jumper", "controller": 1},
                                                             {"card": "jumper", "controller": 0}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"tar-pits"});
  // Each Jumper asks its owner, in the order they were on the base.
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("no");
  CHECK(t.asked() == 0);
  t.answer("yes");
  CHECK(t.discard(0) == Names{"king-rex", "king-rex"});
  CHECK(t.discard(1) == Names{"jumper"});
  CHECK(t.hand(0) == Names{"jumper", "zapbot", "zapbot"});
}

// ---- 1.21 Gigawatts

TEST_CASE("[smashup][time_travelers] 1.21 Gigawatts shuffles every action, or every minion, never both") {
  const auto scenario = R"({"seats": [{"hand": ["1-21-gigawatts"], "deck": ["warbot"],
                                       "discard": ["upgrade", "zapbot", "augmentation", "king-rex"]}, {}],
                            "bases": [{"base": "jungle-oasis"}],
                            "turn": {"active": 0, "phase": "play"}})";
  Table t(scenario);
  t.answer("play 1-21-gigawatts");
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(test::sorted(t.deck(0)) == Names{"augmentation", "upgrade", "warbot"});
  CHECK(t.discard(0) == Names{"zapbot", "king-rex", "1-21-gigawatts"});
  Table u(scenario);
  u.answer("play 1-21-gigawatts");
  u.answer("no");
  CHECK(test::sorted(u.deck(0)) == Names{"king-rex", "warbot", "zapbot"});
  CHECK(u.discard(0) == Names{"upgrade", "augmentation", "1-21-gigawatts"});
}

TEST_CASE("[smashup][time_travelers] 1.21 Gigawatts with an empty discard pile asks nothing") {
  Table t(R"({"seats": [{"hand": ["1-21-gigawatts"], "deck": ["warbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play 1-21-gigawatts");
  CHECK(t.options() == Names{"done"});
  CHECK(t.deck(0) == Names{"warbot"});
}

// ---- Do Over!

TEST_CASE("[smashup][time_travelers] Do Over! must return one of your minions; you may play it again at once") {
  Table t(R"({"seats": [{"hand": ["do-over"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play do-over");
  CHECK(t.options() == Names{"choose invader"});  // no pass, not another player's minion
  t.answer("choose invader");
  CHECK(t.options() == Names{"play invader jungle-oasis", "play invader tar-pits", "pass"});
  t.answer("play invader tar-pits");
  CHECK(t.vp(0) == 1);
  CHECK(t.minions_on("tar-pits") == Names{"invader"});
}

TEST_CASE("[smashup][time_travelers] Do Over!: a declined replay leaves the minion in hand; no minion, nothing") {
  Table t(R"({"seats": [{"hand": ["do-over", "do-over"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "minion_used": true, "extras": [{"type": "action"}]}})");
  t.answer("play do-over");
  t.answer("choose invader");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"do-over", "invader"});
  CHECK_FALSE(t.can("play invader"));
  t.answer("play do-over");
  CHECK(t.options() == Names{"done"});
  CHECK(t.discard(0) == Names{"do-over", "do-over"});
}

// ---- It's Astounding

TEST_CASE("[smashup][time_travelers] It's Astounding plays an action from the discard pile at once, not itself") {
  Table t(R"({"seats": [{"hand": ["its-astounding"], "discard": ["into-the-time-slip", "zapbot", "wormhole"]},
                        {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play its-astounding");
  // Wormhole may be played now, doing nothing (its Special is for after a base scores); a minion is no action.
  CHECK(t.options() == Names{"play into-the-time-slip", "play wormhole", "pass"});
  t.answer("play into-the-time-slip");
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"zapbot", "wormhole", "into-the-time-slip", "its-astounding"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers] It's Astounding: the play may be declined, and with no action nothing is asked") {
  Table t(R"({"seats": [{"hand": ["its-astounding"], "discard": ["into-the-time-slip"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play its-astounding");
  t.answer("pass");
  CHECK(t.options() == Names{"done"});  // the extra action is gone with the pass
  CHECK(t.discard(0) == Names{"into-the-time-slip", "its-astounding"});
  Table u(R"({"seats": [{"hand": ["its-astounding"], "discard": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  u.answer("play its-astounding");
  CHECK(u.options() == Names{"done"});
}

// ---- Stasis Field

TEST_CASE("[smashup][time_travelers] Stasis Field: its base does not score over its breakpoint, until it goes") {
  Table t(R"({"seats": [{"hand": ["stasis-field"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                             {"card": "king-rex", "controller": 1}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play stasis-field jungle-oasis");
  t.answer("done");
  CHECK(t.vp(1) == 0);
  CHECK(t.asked() == 1);  // Player 2's turn: the Stasis Field holds
  CHECK(t.actions_on("jungle-oasis") == Names{"stasis-field"});
  t.answer("done");
  CHECK(t.vp(1) == 0);
  // The start of Player 1's turn destroyed it: the base scores at the end of this turn.
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"stasis-field"});
  t.answer("done");
  CHECK(t.vp(1) == 2);
}

// ---- Time is Fleeting

TEST_CASE("[smashup][time_travelers] Time is Fleeting: right after a base scores, a discarded base replaces it") {
  Table t(R"({"seats": [{}, {"hand": ["time-is-fleeting"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "king-rex", "controller": 0}]}],
              "base_deck": ["tar-pits"], "base_discard": ["the-homeworld", "ninja-dojo"],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play time-is-fleeting"));
  t.answer("done");
  CHECK(t.asked() == 1);  // in the after-scoring window, on another player's turn
  CHECK(t.options() == Names{"use time-is-fleeting", "pass"});
  t.answer("use time-is-fleeting");
  CHECK(t.options() == Names{"choose the-homeworld", "choose ninja-dojo"});  // must choose
  t.answer("choose ninja-dojo");
  CHECK(t.bases() == Names{"ninja-dojo"});
  CHECK(t.base_deck() == Names{"tar-pits"});
  CHECK(t.s.base_discard == std::vector<BaseId>{test::base_id("the-homeworld"), test::base_id("jungle-oasis")});
  CHECK(t.discard(1) == Names{"time-is-fleeting"});
}

TEST_CASE("[smashup][time_travelers] Time is Fleeting is not offered while the base discard pile is empty") {
  Table t(R"({"seats": [{"hand": ["time-is-fleeting"], "deck": ["zapbot", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "king-rex", "controller": 0}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.options() == Names{"play time-is-fleeting", "done"});  // playable now, to no effect (wording test)
  t.answer("done");
  CHECK(t.bases() == Names{"tar-pits"});
  CHECK(t.hand(0) == Names{"time-is-fleeting", "zapbot", "zapbot"});
}

// ---- Time Walk

TEST_CASE("[smashup][time_travelers] Time Walk: an extra minion and action kept for the phase, draw two, then "
          "to the bottom of the deck") {
  Table t(R"({"seats": [{"hand": ["time-walk", "king-rex"], "deck": ["upgrade", "zapbot", "warbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play time-walk");
  CHECK(t.hand(0) == Names{"king-rex", "upgrade", "zapbot"});
  CHECK(t.deck(0) == Names{"warbot", "time-walk"});
  CHECK(t.discard(0).empty());
  t.answer("play king-rex jungle-oasis");
  t.answer("play upgrade king-rex");
  CHECK(t.power_of("jungle-oasis", "king-rex") == 9);
  CHECK(t.options() == Names{"done"});
}

// ---- Wormhole

TEST_CASE("[smashup][time_travelers][R-23] Wormhole: after a base scores, every minion you control there goes into "
          "its owner's deck") {
  Table t(R"({"seats": [{"deck": ["warbot", "warbot"]}, {"hand": ["wormhole"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "zapbot", "controller": 1,
                                                              "actions": [{"card": "upgrade", "controller": 1}]},
                                                             {"card": "jumper", "controller": 1},
                                                             {"card": "hoverbot", "controller": 0, "owner": 1},
                                                             {"card": "collector", "controller": 1, "owner": 0}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 1);
  t.answer("use wormhole");  // nothing to choose: all of them
  // Jumper is in the deck, not asked about. Player 1's Collector under Player 2's control goes into Player 1's deck;
  // Player 2's Hoverbot, under Player 1's control, is discarded with the base.
  CHECK(test::sorted(t.deck(1)) == Names{"jumper", "zapbot"});
  auto ones = t.hand(0);  // Player 1 has drawn two since
  for (const auto& c : t.deck(0)) ones.push_back(c);
  CHECK(test::sorted(ones) == Names{"collector", "warbot", "warbot"});
  CHECK(test::sorted(t.discard(1)) == Names{"hoverbot", "upgrade", "wormhole"});
  CHECK(t.discard(0) == Names{"king-rex"});
  CHECK(t.bases() == Names{"tar-pits"});
}

// ---- Portal Room: extra turns

TEST_CASE("[smashup][time_travelers] Portal Room: its winner takes an extra turn right after this one, then play "
          "goes on in order") {
  Table t(R"({"players": 3,
              "seats": [{"deck": ["zapbot", "zapbot"]}, {"deck": ["zapbot", "zapbot"]},
                        {"deck": ["zapbot", "zapbot", "zapbot", "zapbot"]}],
              "bases": [{"base": "portal-room", "minions": [{"card": "king-rex", "controller": 2},
                                                            {"card": "king-rex", "controller": 2},
                                                            {"card": "king-rex", "controller": 2},
                                                            {"card": "zapbot", "controller": 0}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play", "number": 1}})");
  t.answer("done");
  CHECK(t.vp(2) == 2);  // the winner gets less than second place
  CHECK(t.vp(0) == 3);
  CHECK(logged(t, "Player 3 will take an extra turn after this one."));
  CHECK(t.s.turn.active == 2);
  CHECK(in_extra_turn(t.s));
  CHECK(logged(t, "Player 3's extra turn begins."));
  const auto view = state_to_json(t.s);
  CHECK(view["turn"]["extra_turn"] == true);
  t.answer("done");  // the extra turn has its draw phase too
  CHECK(t.hand(2) == Names{"zapbot", "zapbot"});
  CHECK(t.s.turn.active == 1);  // Player 2's turn, as if the extra turn had not been
  CHECK_FALSE(in_extra_turn(t.s));
  CHECK(state_to_json(t.s)["turn"]["extra_turn"] == false);
  t.answer("done");
  CHECK(t.s.turn.active == 2);
  t.answer("done");
  CHECK(t.s.turn.active == 0);
}

TEST_CASE("[smashup][time_travelers] Portal Room: an extra turn is a turn for Talents, start-of-turn abilities and "
          "the draw") {
  Table t(R"({"seats": [{"deck": ["zapbot", "zapbot", "warbot", "warbot"]}, {}],
              "bases": [{"base": "portal-room", "minions": [{"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 0},
                                                            {"card": "zapbot", "controller": 0}]},
                        {"base": "jungle-oasis", "minions": [{"card": "time-raider", "controller": 0,
                                                              "talent_used": true}],
                         "actions": [{"card": "stasis-field", "controller": 0}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("use time-raider"));
  t.answer("done");
  CHECK(t.s.turn.active == 0);
  CHECK(t.can("use time-raider"));
  CHECK(t.actions_on("jungle-oasis").empty());  // "at the start of your turn" came again
  CHECK(t.hand(0) == Names{"zapbot", "zapbot"});
  t.answer("done");
  CHECK(t.hand(0) == Names{"zapbot", "zapbot", "warbot", "warbot"});
  CHECK(t.s.turn.active == 1);
}

TEST_CASE("[smashup][time_travelers] Portal Room: no extra turn once the game has ended") {
  Table t(R"({"seats": [{"vp": 13}, {}],
              "bases": [{"base": "portal-room", "minions": [{"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 0},
                                                            {"card": "zapbot", "controller": 0}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 15);
  CHECK(is_over(t.s));
  CHECK(t.s.winner == 0);
  CHECK(t.s.turn.active == 0);
}

TEST_CASE("[smashup][R-19] Portal Room: tied winners each take an extra turn, from the active player clockwise") {
  Table t(R"({"players": 3, "seats": [{}, {}, {}],
              "bases": [{"base": "portal-room", "minions": [{"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 2},
                                                            {"card": "king-rex", "controller": 2}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(2) == 2);
  std::vector<Seat> turns;
  for (int i = 0; i < 4; ++i) {
    turns.push_back(t.s.turn.active);
    t.answer("done");
  }
  CHECK(turns == std::vector<Seat>{2, 0, 2, 0});
}

// ---- The Nexus

TEST_CASE("[smashup][time_travelers] The Nexus: its winner may choose the base from the base discard pile that "
          "replaces it") {
  const auto scenario = R"({"seats": [{}, {}],
              "bases": [{"base": "the-nexus", "minions": [{"card": "king-rex", "controller": 1},
                                                          {"card": "king-rex", "controller": 1},
                                                          {"card": "king-rex", "controller": 1},
                                                          {"card": "zapbot", "controller": 0}]}],
              "base_deck": ["tar-pits"], "base_discard": ["ninja-dojo", "the-homeworld"],
              "turn": {"active": 0, "phase": "play"}})";
  Table t(scenario);
  t.answer("done");
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(0) == 3);
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose the-homeworld", "choose ninja-dojo", "pass"});
  t.answer("choose the-homeworld");
  CHECK(t.bases() == Names{"the-homeworld"});
  CHECK(t.base_deck() == Names{"tar-pits"});
  Table u(scenario);
  u.answer("done");
  u.answer("pass");
  CHECK(u.bases() == Names{"tar-pits"});
}

TEST_CASE("[smashup][time_travelers] The Nexus with an empty base discard pile asks nothing") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "the-nexus", "minions": [{"card": "king-rex", "controller": 1},
                                                          {"card": "king-rex", "controller": 1},
                                                          {"card": "king-rex", "controller": 1}]}],
              "base_deck": ["tar-pits"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.bases() == Names{"tar-pits"});
  CHECK(t.s.turn.active == 1);
  CHECK(t.options() == Names{"done"});  // Player 2's turn began with nothing asked
}

// ---- with the core set and Awesome Level 9000

TEST_CASE("[smashup][time_travelers][interaction] Doctor When replays Collector, whose ability fires again") {
  Table t(R"({"seats": [{"hand": ["doctor-when"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "collector", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play doctor-when tar-pits");
  t.answer("choose collector");
  t.answer("play collector jungle-oasis");
  CHECK(t.options() == Names{"choose collector", "choose zapbot", "pass"});
  t.answer("choose zapbot");
  CHECK(t.hand(1) == Names{"zapbot"});
}

TEST_CASE("[smashup][time_travelers][interaction] Do Over! discards what was on the minion; Warbot may be returned") {
  Table t(R"({"seats": [{"hand": ["do-over"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 0,
                                                              "actions": ["upgrade"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play do-over");
  t.answer("choose warbot");
  CHECK(t.discard(0) == Names{"upgrade", "do-over"});
  t.answer("play warbot jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "warbot") == 4);
  CHECK_FALSE(t.s.turn.minion_used);  // the replay was the extra, not the turn's own minion
}

TEST_CASE("[smashup][time_travelers][interaction] Jumper destroyed on Tar Pits goes under the deck, nothing asked") {
  Table t(R"({"seats": [{"hand": ["laseratops"]}, {"deck": ["zapbot"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "jumper", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play laseratops tar-pits");
  t.answer("choose jumper");
  CHECK(t.deck(1) == Names{"zapbot", "jumper"});
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][interaction] Jumper under Escape Hatch goes to the hand at once, nothing "
          "asked") {
  Table t(R"({"seats": [{"hand": ["laseratops"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "jumper", "controller": 1}],
                         "actions": [{"card": "escape-hatch", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play laseratops jungle-oasis");
  t.answer("choose jumper");
  CHECK(t.hand(1) == Names{"jumper"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][interaction] Disenchant ends a Stasis Field: the base scores that turn") {
  Table t(R"({"seats": [{"hand": ["disenchant"], "deck": ["zapbot", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}],
                         "actions": [{"card": "stasis-field", "controller": 1}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(bases_ready(t.s).empty());
  t.answer("play disenchant");
  t.answer("choose stasis-field");
  CHECK(bases_ready(t.s).size() == 1);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
}

TEST_CASE("[smashup][time_travelers][interaction] It's Astounding replays Time Walk, which goes under the deck") {
  Table t(R"({"seats": [{"hand": ["its-astounding"], "deck": ["zapbot", "upgrade"], "discard": ["time-walk"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play its-astounding");
  t.answer("play time-walk");
  CHECK(t.hand(0) == Names{"zapbot", "upgrade"});
  CHECK(t.deck(0) == Names{"time-walk"});
  CHECK(t.discard(0) == Names{"its-astounding"});
  // Time Walk's extras came from a play in the play phase: they last the phase.
  CHECK(t.can("play zapbot jungle-oasis"));
}

TEST_CASE("[smashup][time_travelers][interaction] Time is Fleeting brings back a base for Tortuga's runner-up") {
  Table t(R"({"seats": [{}, {"hand": ["time-is-fleeting"]}],
              "bases": [{"base": "tortuga", "minions": [{"card": "king-rex", "controller": 0},
                                                        {"card": "king-rex", "controller": 0},
                                                        {"card": "king-rex", "controller": 0},
                                                        {"card": "zapbot", "controller": 1}]},
                        {"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 1}]}],
              "base_deck": ["tar-pits"], "base_discard": ["ninja-dojo"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use time-is-fleeting");
  t.answer("choose ninja-dojo");
  CHECK(t.bases() == Names{"ninja-dojo", "jungle-oasis"});
  CHECK(t.asked() == 1);
  t.answer("choose warbot");
  CHECK(t.minions_on("ninja-dojo") == Names{"warbot"});
}

TEST_CASE("[smashup][time_travelers][interaction] Wormhole takes a Scout that stayed on its scored base") {
  Table t(R"({"seats": [{"hand": ["wormhole"], "deck": ["zapbot", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                             {"card": "king-rex", "controller": 1},
                                                             {"card": "scout", "controller": 0}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("no");  // Scout stays on the base
  CHECK(t.options() == Names{"use wormhole", "pass"});
  t.answer("use wormhole");
  auto cards = t.hand(0);
  for (const auto& c : t.deck(0)) cards.push_back(c);
  CHECK(test::sorted(cards) == Names{"scout", "zapbot", "zapbot"});
  CHECK(t.discard(0) == Names{"wormhole"});
  CHECK(t.discard(1) == Names{"king-rex", "king-rex"});
}

TEST_CASE("[smashup][time_travelers][interaction] Portal Room's extra turn starts Smoke Bomb's end") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "portal-room", "minions": [{"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 0},
                                                            {"card": "king-rex", "controller": 0},
                                                            {"card": "zapbot", "controller": 0}]},
                        {"base": "jungle-oasis", "minions": [{"card": "shinobi", "controller": 0,
                                                              "actions": ["smoke-bomb"]}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.actions_on("jungle-oasis") == Names{"smoke-bomb"});
  t.answer("done");
  CHECK(t.s.turn.active == 0);
  CHECK(t.actions_on("jungle-oasis").empty());
}

TEST_CASE("[smashup][time_travelers][interaction] Mark of Sleep covers the marked player's extra turn only") {
  Table t(R"({"seats": [{"hand": ["mark-of-sleep"]}, {"hand": ["disenchant", "disenchant"]}],
              "bases": [{"base": "portal-room", "minions": [{"card": "king-rex", "controller": 1},
                                                            {"card": "king-rex", "controller": 1},
                                                            {"card": "king-rex", "controller": 1},
                                                            {"card": "zapbot", "controller": 1}]},
                        {"base": "jungle-oasis", "actions": [{"card": "stasis-field", "controller": 0}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat1");
  t.answer("done");
  CHECK(t.s.turn.active == 1);
  CHECK(in_extra_turn(t.s));
  CHECK_FALSE(t.can("play disenchant"));
  t.answer("done");
  CHECK(t.s.turn.active == 1);  // Player 2's own turn comes after the extra one
  CHECK_FALSE(in_extra_turn(t.s));
  CHECK(t.can("play disenchant"));
}

TEST_CASE("[smashup][time_travelers][interaction] Stasis Field cannot go onto The Dread Gazebo, which then scores") {
  Table t(R"({"seats": [{"hand": ["stasis-field"], "deck": ["zapbot", "zapbot"]}, {}],
              "bases": [{"base": "the-dread-gazebo", "minions": [{"card": "king-rex", "controller": 1},
                                                                 {"card": "king-rex", "controller": 1},
                                                                 {"card": "king-rex", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.options() == Names{"play stasis-field jungle-oasis", "done"});
  t.answer("play stasis-field jungle-oasis");
  t.answer("done");
  CHECK(t.vp(1) == 4);
  CHECK(t.actions_on("jungle-oasis") == Names{"stasis-field"});
}
