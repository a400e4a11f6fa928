// Bear Cavalry (Awesome Level 9000): every card and both bases, then how they meet core-set cards.
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/smashup/smashup_match.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::sorted;
using test::Table;

TEST_CASE("[smashup][bear-cavalry] the faction has its 20 cards: 10 minions of total power 35 and 10 actions") {
  int cards = 0;
  int minion_cards = 0;
  int power = 0;
  for (auto id : faction_cards(Faction::BearCavalry)) {
    const auto& d = card_def(id);
    cards += d.copies;
    if (d.type == CardType::Minion) {
      minion_cards += d.copies;
      power += d.copies * d.power;
    }
  }
  CHECK(cards == 20);
  CHECK(minion_cards == 10);
  CHECK(power == 35);
  const auto& bases = faction_def(Faction::BearCavalry).bases;
  REQUIRE(bases.size() == 2);
  CHECK(bases[0].breakpoint == 18);
  CHECK(bases[0].vp == std::array<int, 3>{3, 2, 1});
  CHECK(bases[1].breakpoint == 22);
  CHECK(bases[1].vp == std::array<int, 3>{5, 3, 2});
}

TEST_CASE("[smashup][bear-cavalry] the faction is dealt from card edition 2; a game of edition 1 refuses it") {
  CHECK(playable(Faction::BearCavalry));
  CHECK_FALSE(playable(Faction::BearCavalry, 1));
  CHECK_NOTHROW(state_from_setup({{"factions", {"aliens+bear-cavalry", "ninjas+pirates"}}}));
  CHECK_THROWS_WITH(state_from_setup({{"factions", {"aliens+bear-cavalry", "ninjas+pirates"}}, {"edition", 1}}),
                    Catch::Contains("Bear Cavalry were not yet playable in this game's card edition"));
}

// ---- General Ivan

TEST_CASE("[smashup][bear-cavalry] General Ivan: other players' cards cannot destroy your minions") {
  Table t(R"({"seats": [{}, {"hand": ["laseratops"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "general-ivan", "controller": 0},
                                                             {"card": "collector", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play laseratops jungle-oasis");
  // Laseratops must destroy a minion of power 2 or less here: only Player 2's own Zapbot is left to it.
  CHECK(t.options() == Names{"choose zapbot"});
}

TEST_CASE("[smashup][bear-cavalry] General Ivan protects your minions from your own cards too, and itself") {
  Table t(R"({"seats": [{"hand": ["sacrifice"], "deck": ["invader", "invader", "invader", "invader"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "general-ivan", "controller": 0},
                                                             {"card": "cub-scout", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sacrifice");
  // Choosing is not destroying (settled 16): Sacrifice may choose, its player draws, the destroy does nothing.
  CHECK(sorted(t.options()) == Names{"choose cub-scout", "choose general-ivan"});
  t.answer("choose cub-scout");
  CHECK(t.hand(0).size() == 3);
  CHECK(t.minions_on("jungle-oasis") == Names{"general-ivan", "cub-scout"});
}

TEST_CASE("[smashup][bear-cavalry] General Ivan's protection ends when it leaves play") {
  Table t(R"({"seats": [{"hand": ["sacrifice", "beam-up"], "deck": ["invader", "invader"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "general-ivan", "controller": 0},
                                                             {"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play beam-up");
  t.answer("choose general-ivan");
  t.answer("play sacrifice");
  t.answer("choose zapbot");
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"beam-up", "zapbot", "sacrifice"});
}

// ---- Polar Commando

TEST_CASE("[smashup][bear-cavalry] Polar Commando alone on its base has +2 power and cannot be destroyed") {
  Table t(R"({"seats": [{"hand": ["sacrifice"], "deck": ["zapbot", "zapbot", "zapbot", "zapbot", "zapbot",
                                                          "zapbot", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "polar-commando", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "polar-commando") == 6);  // another player's minion does not count
  t.answer("play sacrifice");
  t.answer("choose polar-commando");
  CHECK(t.hand(0).size() == 6);  // drew its power, 4 + 2
  CHECK(t.minions_on("jungle-oasis") == Names{"polar-commando", "king-rex"});
}

TEST_CASE("[smashup][bear-cavalry] Polar Commando with another of your minions on its base is plain and mortal") {
  Table t(R"({"seats": [{"hand": ["sacrifice"], "deck": ["zapbot", "zapbot", "zapbot", "zapbot", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "polar-commando", "controller": 0},
                                                             {"card": "zapbot", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "polar-commando", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "polar-commando") == 4);
  CHECK(t.power_of("the-mothership", "polar-commando") == 6);
  t.answer("play sacrifice");
  t.answer("choose " + t.id(t.on("jungle-oasis", "polar-commando")));
  CHECK(t.hand(0).size() == 4);
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
}

// ---- Bear Cavalry (the minion)

TEST_CASE("[smashup][bear-cavalry] Bear Cavalry must move another player's minion from its base elsewhere") {
  Table t(R"({"seats": [{"hand": ["bear-cavalry"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "invader", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]},
                        {"base": "the-grey-opal"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-cavalry jungle-oasis");
  CHECK(t.options() == Names{"choose invader"});  // no pass, not your own, not on another base
  t.answer("choose invader");
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
  t.answer("choose the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"invader"});
  CHECK(t.controller("the-grey-opal", "invader") == 1);
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot", "bear-cavalry"});
}

TEST_CASE("[smashup][bear-cavalry] Bear Cavalry with no other player's minion on its base moves nothing") {
  Table t(R"({"seats": [{"hand": ["bear-cavalry"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-cavalry jungle-oasis");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
}

// ---- Cub Scout

TEST_CASE("[smashup][bear-cavalry] Cub Scout destroys a weaker minion of another player moved onto its base") {
  Table t(R"({"seats": [{"hand": ["bear-cavalry"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "collector", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-cavalry jungle-oasis");
  t.answer("choose collector");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"cub-scout"});
  CHECK(t.discard(1) == Names{"collector"});
}

TEST_CASE("[smashup][bear-cavalry] Cub Scout spares a minion as strong as itself, and its own player's minions") {
  Table t(R"({"seats": [{"hand": ["bear-cavalry", "bear-rides-you"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1},
                                                             {"card": "zapbot", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-cavalry jungle-oasis");
  t.answer("choose invader");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"cub-scout", "invader"});  // 3 is not lower than 3
  t.answer("play bear-rides-you");
  t.answer("choose zapbot");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"cub-scout", "invader", "zapbot"});
}

TEST_CASE("[smashup][bear-cavalry] Cub Scout ignores minions played onto its base: only a move sets it off") {
  Table t(R"({"seats": [{}, {"hand": ["collector"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play collector the-mothership");
  t.answer("pass");  // Collector's own "may"
  CHECK(t.minions_on("the-mothership") == Names{"cub-scout", "collector"});
}

TEST_CASE("[smashup][bear-cavalry] Cub Scout answers on another player's turn, when they move their own minion") {
  Table t(R"({"seats": [{}, {"hand": ["dinghy"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "collector", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play dinghy");
  t.answer("choose collector");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"cub-scout"});
  CHECK(t.discard(1) == Names{"collector", "dinghy"});
}

// ---- Bear Hug

TEST_CASE("[smashup][bear-cavalry] Bear Hug destroys each other player's lowest-power minion, not yours") {
  Table t(R"({"seats": [{"hand": ["bear-hug"]}, {}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "invader", "controller": 1},
                                                             {"card": "king-rex", "controller": 2}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1},
                                                               {"card": "laseratops", "controller": 2}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-hug");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot", "invader", "king-rex"});
  CHECK(t.minions_on("the-mothership").empty());
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(t.discard(2) == Names{"laseratops"});
}

TEST_CASE("[smashup][bear-cavalry] Bear Hug asks a player with tied lowest minions which one goes") {
  Table t(R"({"seats": [{"hand": ["bear-hug"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "collector", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "zapbot", "controller": 1},
                                                               {"card": "invader", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-hug");
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("Bear Hug") != std::string::npos);
  CHECK(sorted(t.options()) == Names{"choose collector", "choose zapbot"});  // no pass
  t.answer("choose zapbot");
  CHECK(t.minions_on("jungle-oasis") == Names{"collector"});
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
}

TEST_CASE("[smashup][R-19] Bear Hug asks tied players from the next one clockwise, then destroys all at once") {
  Table t(R"({"seats": [{}, {"hand": ["bear-hug"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "collector", "controller": 0},
                                                             {"card": "zapbot", "controller": 2},
                                                             {"card": "collector", "controller": 2}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play bear-hug");
  CHECK(t.asked() == 2);
  t.answer("choose " + t.id(t.s.bases[0].minions[3].card));
  CHECK(t.asked() == 0);
  CHECK(t.minions_on("jungle-oasis").size() == 4);  // nothing destroyed before every tie is settled
  t.answer("choose " + t.id(t.s.bases[0].minions[0].card));
  CHECK(t.minions_on("jungle-oasis") == Names{"collector", "zapbot"});
  CHECK(t.controller("jungle-oasis", "collector") == 0);
}

TEST_CASE("[smashup][bear-cavalry] Bear Hug with no other player's minion in play does nothing") {
  Table t(R"({"seats": [{"hand": ["bear-hug"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-hug");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
  CHECK(t.discard(0) == Names{"bear-hug"});
}

// ---- Bear Necessities

TEST_CASE("[smashup][bear-cavalry] Bear Necessities destroys an action on a base or on a minion") {
  Table t(R"({"seats": [{"hand": ["bear-necessities"]}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "zapbot", "controller": 1, "actions": ["upgrade"]}],
                         "actions": [{"card": "overrun", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-necessities");
  CHECK(sorted(t.options()) == Names{"choose overrun", "choose upgrade"});  // no pass, no minion
  t.answer("choose upgrade");
  CHECK(t.actions_on("jungle-oasis") == Names{"overrun"});
  CHECK(t.discard(1) == Names{"upgrade"});
}

TEST_CASE("[smashup][bear-cavalry] Bear Necessities with no action in play does nothing") {
  Table t(R"({"seats": [{"hand": ["bear-necessities"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-necessities");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
}

// ---- Bear Rides You

TEST_CASE("[smashup][bear-cavalry] Bear Rides You moves one of your own minions to another base") {
  Table t(R"({"seats": [{"hand": ["bear-rides-you"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "invader", "controller": 1}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-rides-you");
  CHECK(t.options() == Names{"choose zapbot"});
  t.answer("choose zapbot");
  CHECK(t.options() == Names{"choose the-mothership"});
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"zapbot"});
}

TEST_CASE("[smashup][bear-cavalry] Bear Rides You with no minion of yours does nothing") {
  Table t(R"({"seats": [{"hand": ["bear-rides-you"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-rides-you");
  CHECK(t.options() == Names{"done"});
}

// ---- Commission

TEST_CASE("[smashup][bear-cavalry] Commission plays an extra minion, then moves another's minion from its base") {
  Table t(R"({"seats": [{"hand": ["commission", "polar-commando"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play commission");
  CHECK(t.options() == Names{"choose polar-commando", "pass"});
  t.answer("choose polar-commando");
  CHECK(sorted(t.options()) == Names{"choose jungle-oasis", "choose the-mothership"});
  t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"invader", "polar-commando"});
  CHECK(t.options() == Names{"choose invader"});  // only from the base the minion was played on
  t.answer("choose invader");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"collector", "invader"});
  CHECK(t.minions_on("jungle-oasis") == Names{"polar-commando"});
}

TEST_CASE("[smashup][bear-cavalry] Commission's extra minion may be declined, and then nothing moves") {
  Table t(R"({"seats": [{"hand": ["commission", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play commission");
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis") == Names{"invader"});
  CHECK(t.hand(0) == Names{"zapbot"});
  CHECK(t.can("play zapbot jungle-oasis"));  // the turn's own minion play is untouched
}

TEST_CASE("[smashup][bear-cavalry] Commission: the played minion's ability resolves first, and no target means no move") {
  Table t(R"({"seats": [{"hand": ["commission", "bear-cavalry"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play commission");
  t.answer("choose bear-cavalry");
  t.answer("choose jungle-oasis");
  t.answer("choose invader");  // Bear Cavalry's own move
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  CHECK(t.options() == Names{"done"});  // Commission finds nobody left to move
}

TEST_CASE("[smashup][bear-cavalry][R-27] Commission with no minion in hand is still asked, and can only pass") {
  Table t(R"({"seats": [{"hand": ["commission", "bear-hug"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play commission");
  CHECK(t.options() == Names{"pass"});  // asking only a hand with a minion would tell everyone it holds one
  t.answer("pass");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"invader"});
}

TEST_CASE("[smashup][bear-cavalry][ghosts] Commission's extra minion may be Spectre from the discard pile, with 2 or "
          "fewer cards in hand") {
  Table t(R"({"seats": [{"hand": ["commission", "ghost"], "discard": ["spectre"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play commission");
  CHECK(t.options() == Names{"choose ghost", "choose spectre", "pass"});
  t.answer("choose spectre");
  t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"invader", "spectre"});
  CHECK(t.discard(0) == Names{});
  t.answer("choose invader");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  // With 3 cards in hand, Spectre stays where it is.
  Table full(R"({"seats": [{"hand": ["commission", "ghost", "ghost", "ghost"], "discard": ["spectre"]}, {}],
                 "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  full.answer("play commission");
  CHECK(test::distinct(full.options()) == Names{"choose ghost", "pass"});
}

// ---- High Ground

TEST_CASE("[smashup][bear-cavalry] High Ground destroys another player's minion moved onto its base") {
  Table t(R"({"seats": [{"hand": ["youre-screwed"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "zapbot", "controller": 0}],
                         "actions": [{"card": "high-ground", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play youre-screwed");
  t.answer("choose king-rex");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"zapbot"});  // power does not matter
  CHECK(t.discard(1) == Names{"king-rex"});
}

TEST_CASE("[smashup][bear-cavalry] High Ground does nothing while its player has no minion there") {
  Table t(R"({"seats": [{"hand": ["youre-screwed"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}]},
                        {"base": "the-mothership", "actions": [{"card": "high-ground", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play youre-screwed");
  t.answer("choose king-rex");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
}

TEST_CASE("[smashup][bear-cavalry] High Ground spares its own player's minions, on any player's turn") {
  Table t(R"({"seats": [{}, {"hand": ["invasion"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "king-rex", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "zapbot", "controller": 0}],
                         "actions": [{"card": "high-ground", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play invasion");
  t.answer("choose " + t.id(t.on("jungle-oasis", "zapbot")));
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"zapbot", "zapbot"});
}

// ---- Superiority

TEST_CASE("[smashup][bear-cavalry] Superiority: other players' cards cannot destroy, move or return your minions there") {
  Table t(R"({"seats": [{}, {"hand": ["laseratops", "beam-up", "invasion", "disintegrator"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "invader", "controller": 1}],
                         "actions": [{"card": "superiority", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "action"}, {"type": "action"}]}})");
  t.answer("play laseratops jungle-oasis");  // its must-destroy finds no target
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot", "invader", "laseratops"});
  t.answer("play beam-up");
  CHECK(sorted(t.options()) == Names{"choose collector", "choose invader", "choose laseratops"});
  t.answer("choose collector");  // another base: not guarded
  CHECK(t.hand(0) == Names{"collector"});
  t.answer("play invasion");
  CHECK(sorted(t.options()) == Names{"choose invader", "choose laseratops"});
  t.answer("choose laseratops");
  t.answer("choose the-mothership");
  t.answer("play disintegrator");
  CHECK(t.options() == Names{"choose invader"});  // power 3 or less, onto a deck: not the guarded Zapbot
  t.answer("choose invader");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
}

TEST_CASE("[smashup][bear-cavalry] Superiority guards only its player's minions, and not from their own cards") {
  Table t(R"({"seats": [{"hand": ["youre-screwed", "bear-rides-you"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "collector", "controller": 1}],
                         "actions": [{"card": "superiority", "controller": 0}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play youre-screwed");
  t.answer("choose collector");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
  t.answer("play bear-rides-you");
  t.answer("choose zapbot");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"collector", "zapbot"});
}

// ---- You're Pretty Much Borscht

TEST_CASE("[smashup][bear-cavalry] You're Pretty Much Borscht moves every other player's minion there to one base") {
  Table t(R"({"seats": [{"hand": ["youre-pretty-much-borscht"]}, {}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "invader", "controller": 1},
                                                             {"card": "king-rex", "controller": 2}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]},
                        {"base": "the-grey-opal", "minions": [{"card": "cub-scout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play youre-pretty-much-borscht");
  CHECK(sorted(t.options()) == Names{"choose jungle-oasis", "choose the-grey-opal"});  // where you have a minion
  t.answer("choose jungle-oasis");
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
  t.answer("choose the-grey-opal");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
  // The Cub Scout there catches neither: Invader is as strong, King Rex stronger.
  CHECK(t.minions_on("the-grey-opal") == Names{"cub-scout", "invader", "king-rex"});
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
}

TEST_CASE("[smashup][bear-cavalry] You're Pretty Much Borscht with no other player's minion there moves nothing") {
  Table t(R"({"seats": [{"hand": ["youre-pretty-much-borscht"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play youre-pretty-much-borscht");
  t.answer("choose jungle-oasis");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
}

// ---- You're Screwed

TEST_CASE("[smashup][bear-cavalry] You're Screwed moves another player's minion from a base where you have one") {
  Table t(R"({"seats": [{"hand": ["youre-screwed"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "invader", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play youre-screwed");
  CHECK(t.options() == Names{"choose invader"});  // not the Collector: you have no minion there; no pass
  t.answer("choose invader");
  CHECK(t.options() == Names{"choose the-mothership"});
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"collector", "invader"});
}

TEST_CASE("[smashup][bear-cavalry] You're Screwed with no other player's minion beside yours does nothing") {
  Table t(R"({"seats": [{"hand": ["youre-screwed"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play youre-screwed");
  CHECK(t.options() == Names{"done"});
}

// ---- Field of Honor

TEST_CASE("[smashup][bear-cavalry] Field of Honor gives 1 VP to the player who destroys a minion there") {
  Table t(R"({"seats": [{"hand": ["bear-cavalry"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "collector", "controller": 1}]},
                        {"base": "field-of-honor", "minions": [{"card": "cub-scout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-cavalry jungle-oasis");
  t.answer("choose collector");
  t.answer("choose field-of-honor");
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][bear-cavalry] Field of Honor pays a player who destroys their own minion there") {
  Table t(R"({"seats": [{}, {"hand": ["sacrifice"], "deck": ["zapbot", "zapbot"]}],
              "bases": [{"base": "field-of-honor", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play sacrifice");
  t.answer("choose collector");
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][bear-cavalry] Field of Honor pays another player who destroys your minion on their turn") {
  Table t(R"({"seats": [{}, {"hand": ["laseratops"]}],
              "bases": [{"base": "field-of-honor", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play laseratops field-of-honor");
  t.answer("choose zapbot");
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][bear-cavalry] Field of Honor pays once for minions one card destroys together") {
  Table t(R"({"seats": [{"hand": ["broadside", "sacrifice"], "deck": ["zapbot", "zapbot"]}, {}],
              "bases": [{"base": "field-of-honor", "minions": [{"card": "invader", "controller": 0},
                                                               {"card": "zapbot", "controller": 0},
                                                               {"card": "collector", "controller": 1},
                                                               {"card": "first-mate", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play broadside");
  t.answer("choose field-of-honor");
  t.answer("choose seat1");
  CHECK(t.minions_on("field-of-honor") == Names{"invader", "zapbot"});
  CHECK(t.vp(0) == 1);
  // Another destroy later is another time.
  t.answer("play sacrifice");
  t.answer("choose zapbot");
  CHECK(t.vp(0) == 2);
}

TEST_CASE("[smashup][bear-cavalry] Field of Honor does nothing for destroys elsewhere, or under Jammed Signal") {
  Table t(R"({"seats": [{"hand": ["sacrifice", "bear-hug"], "deck": ["zapbot", "zapbot", "zapbot"]}, {}],
              "bases": [{"base": "field-of-honor", "minions": [{"card": "zapbot", "controller": 1}],
                         "actions": [{"card": "jammed-signal", "controller": 1}]},
                        {"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play sacrifice");
  t.answer("choose zapbot");
  CHECK(t.vp(0) == 0);
  t.answer("play bear-hug");
  CHECK(t.minions_on("field-of-honor").empty());
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][bear-cavalry] Field of Honor scores 3/2/1 at 18") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "field-of-honor", "minions": [{"card": "general-ivan", "controller": 0},
                                                               {"card": "king-rex", "controller": 0},
                                                               {"card": "polar-commando", "controller": 1},
                                                               {"card": "zapbot", "controller": 1}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 2);
}

// ---- Tsar's Palace

TEST_CASE("[smashup][bear-cavalry] Tsar's Palace: minions of power 2 or less cannot be played there") {
  Table t(R"({"seats": [{"hand": ["zapbot", "cub-scout"]}, {}],
              "bases": [{"base": "tsars-palace"}, {"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play zapbot tsars-palace"));
  CHECK(t.can("play zapbot jungle-oasis"));
  CHECK(t.can("play cub-scout tsars-palace"));
}

TEST_CASE("[smashup][bear-cavalry] Tsar's Palace does not stop a small minion moved there, nor under Jammed Signal") {
  Table t(R"({"seats": [{"hand": ["bear-rides-you", "zapbot"]}, {}],
              "bases": [{"base": "tsars-palace"}, {"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-rides-you");
  t.answer("choose zapbot");
  t.answer("choose tsars-palace");
  CHECK(t.minions_on("tsars-palace") == Names{"zapbot"});

  Table jammed(R"({"seats": [{"hand": ["zapbot"]}, {}],
                   "bases": [{"base": "tsars-palace", "actions": [{"card": "jammed-signal", "controller": 1}]}],
                   "turn": {"active": 0, "phase": "play"}})");
  CHECK(jammed.can("play zapbot tsars-palace"));
}

TEST_CASE("[smashup][bear-cavalry] Tsar's Palace refuses Commission's small extra minion there") {
  Table t(R"({"seats": [{"hand": ["commission", "zapbot"]}, {}],
              "bases": [{"base": "tsars-palace"}, {"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play commission");
  t.answer("choose zapbot");
  CHECK(t.options() == Names{"choose jungle-oasis"});
}

TEST_CASE("[smashup][bear-cavalry] Tsar's Palace scores 5/3/2 at 22") {
  Table t(R"({"seats": [{}, {}, {}],
              "bases": [{"base": "tsars-palace", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "general-ivan", "controller": 0},
                                                             {"card": "king-rex", "controller": 1},
                                                             {"card": "cub-scout", "controller": 2}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
}

// ---- with the core set

TEST_CASE("[smashup][bear-cavalry] Disenchant may destroy Superiority, and then its minions can be moved") {
  Table t(R"({"seats": [{}, {"hand": ["disenchant", "invasion"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0}],
                         "actions": [{"card": "superiority", "controller": 0}]},
                        {"base": "the-mothership"}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play disenchant");
  CHECK(t.options() == Names{"choose superiority"});  // Superiority guards minions, not itself
  t.answer("choose superiority");
  CHECK(t.discard(0) == Names{"superiority"});
  t.answer("play invasion");
  CHECK(t.options() == Names{"choose zapbot"});
}

TEST_CASE("[smashup][bear-cavalry] Bear Hug skips an indestructible Warbot: its player's lowest destroyable minion goes") {
  Table t(R"({"seats": [{"hand": ["bear-hug"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 1},
                                                             {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bear-hug");
  CHECK(t.minions_on("jungle-oasis") == Names{"warbot"});
}

TEST_CASE("[smashup][bear-cavalry] Invasion moving a small minion onto a Cub Scout's base gets it destroyed") {
  Table t(R"({"seats": [{}, {"hand": ["invasion"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "collector", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play invasion");
  t.answer("choose collector");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"cub-scout"});
}

TEST_CASE("[smashup][bear-cavalry] Mushroom Kingdom pulling a minion onto a Cub Scout sets it off") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "mushroom-kingdom", "minions": [{"card": "cub-scout", "controller": 0}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("choose collector");
  CHECK(t.minions_on("mushroom-kingdom") == Names{"cub-scout"});
  CHECK(t.discard(1) == Names{"collector"});
}

TEST_CASE("[smashup][bear-cavalry] Buccaneer moved onto High Ground sails away instead of being destroyed") {
  Table t(R"({"seats": [{"hand": ["youre-screwed"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 0},
                                                             {"card": "buccaneer", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "zapbot", "controller": 0}],
                         "actions": [{"card": "high-ground", "controller": 0}]},
                        {"base": "the-grey-opal"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play youre-screwed");
  t.answer("choose buccaneer");
  t.answer("choose the-mothership");
  CHECK(t.asked() == 1);
  t.answer("choose the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"buccaneer"});
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][bear-cavalry] Tortuga R-9: a base's move is no player's card, so Superiority does not stop it") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "tortuga", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "invader", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}],
               "actions": [{"card": "superiority", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  CHECK(t.minions_on("the-grey-opal") == Names{"collector"});
}

TEST_CASE("[smashup][bear-cavalry] Infiltrate on Tsar's Palace lets its player play small minions there") {
  Table t(R"({"seats": [{"hand": ["infiltrate", "zapbot"]}, {"hand": ["zapbot"]}],
              "bases": [{"base": "tsars-palace"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate tsars-palace");
  CHECK(t.can("play zapbot tsars-palace"));
}
