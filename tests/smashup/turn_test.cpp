// The turn: plays per turn, draw 2, the hand limit, reshuffling an empty deck, and the end of the game.
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::sorted;
using test::Table;
using nlohmann::json;

namespace {

json two_players(json hand0, json deck0, json discard0 = json::array()) {
  return {{"seats", {{{"hand", hand0}, {"deck", deck0}, {"discard", discard0}}, {{"deck", {"invader", "invader"}}}}},
          {"bases", {{{"base", "the-homeworld"}, {"minions", {{{"card", "invader"}, {"controller", 1}}}}},
                     {{"base", "the-mothership"}}}},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

}  // namespace

TEST_CASE("[smashup][rules] one minion and one action per turn, both optional, in any order") {
  Table t(two_players({"scout", "scout", "beam-up", "beam-up"}, {"invader", "invader"}));
  t.answer("play beam-up");
  t.answer("choose invader");
  CHECK_FALSE(t.can("play beam-up"));
  CHECK(t.can("play scout the-mothership"));
  t.answer("play scout the-mothership");
  CHECK_FALSE(t.can("play scout the-mothership"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][rules] draw 2 at the end of the turn, then discard down to 10") {
  Table t(two_players({"scout", "scout", "scout", "beam-up", "beam-up", "collector", "collector", "collector",
                       "collector", "invader"},
                      {"probe", "invasion"}));
  t.answer("done");
  CHECK(t.hand(0).size() == 12);
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("discard down to 10") != std::string::npos);
  t.answer("choose probe");
  t.answer("choose invasion");
  CHECK(t.hand(0).size() == 10);
  CHECK(t.discard(0) == Names{"probe", "invasion"});
  CHECK(t.s.turn.active == 1);
}

TEST_CASE("[smashup][rules] an empty deck is refilled by shuffling the discard pile; with both empty nothing is drawn") {
  Table t(two_players(json::array(), {"probe"}, {"invasion", "beam-up"}));
  t.answer("done");
  // The Probe, then one of the reshuffled discards.
  CHECK(t.hand(0).size() == 2);
  CHECK(t.hand(0)[0] == "probe");
  CHECK(t.discard(0).empty());
  CHECK(t.deck(0).size() == 1);

  Table empty(two_players(json::array(), json::array()));
  empty.answer("done");
  CHECK(empty.hand(0).empty());
  CHECK(empty.s.turn.active == 1);
}

TEST_CASE("[smashup][rules] the game ends at the end of a turn with 15 VP and a single leader") {
  json scenario = two_players({"invader"}, {"probe", "probe"});
  scenario["seats"][0]["vp"] = 14;
  Table t(scenario);
  t.answer("play invader the-mothership");
  CHECK_FALSE(is_over(t.s));  // 15 VP, but the turn is not over yet
  t.answer("done");
  CHECK(is_over(t.s));
  CHECK(results(t.s) == std::vector<double>{1.0, 0.0});
}

TEST_CASE("[smashup][rules] a tie for the lead at 15 or more continues the game") {
  json scenario = two_players({"invader"}, {"probe", "probe"});
  scenario["seats"][0]["vp"] = 14;
  scenario["seats"][1]["vp"] = 15;
  scenario["seats"][1]["hand"] = {"invader"};
  Table t(scenario);
  t.answer("play invader the-mothership");
  t.answer("done");
  CHECK_FALSE(is_over(t.s));
  CHECK(t.s.turn.active == 1);
  t.answer("play invader the-mothership");
  t.answer("done");
  CHECK(is_over(t.s));
  CHECK(results(t.s) == std::vector<double>{0.0, 1.0});
}

TEST_CASE("[smashup][R-5] a mandatory choice with one legal answer is still asked of the player the card names") {
  Table t(R"({"seats": [{"hand": ["beam-up"]}, {}],
              "bases": [{"base": "the-homeworld", "minions": [{"card": "invader", "controller": 1}]},
                        {"base": "the-mothership"}]})");
  t.answer("play beam-up");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose invader"});
  CHECK(t.minions_on("the-homeworld") == Names{"invader"});
}

TEST_CASE("[smashup][rules] an Ongoing action stays in play, moves with its minion, and is discarded when the minion leaves") {
  Table t(R"({"seats": [{"hand": ["invasion", "jammed-signal"]}, {"hand": ["beam-up"]}],
              "bases": [{"base": "the-homeworld", "minions": [{"card": "invader", "controller": 1,
                          "actions": [{"card": "jammed-signal", "controller": 0}]}]},
                        {"base": "the-mothership"}]})");
  t.answer("play jammed-signal the-mothership");
  CHECK(t.actions_on("the-mothership") == Names{"jammed-signal"});
  CHECK(t.discard(0).empty());
  t.answer("done");  // it has no "when played" effect to wait for; the turn ends
  t.answer("play beam-up");
  t.answer("choose invader");
  // Returning the minion discards the action on it to its owner's discard pile (Player 1's), not the minion's.
  CHECK(t.discard(0) == Names{"jammed-signal"});
  CHECK(t.actions_on("the-mothership") == Names{"jammed-signal"});
}

TEST_CASE("[smashup][rules] extra plays last until the end of the turn, then they are gone") {
  Table t(R"({"seats": [{"hand": ["abduction", "collector", "collector", "collector"]}, {}],
              "bases": [{"base": "the-homeworld"}, {"base": "the-mothership"}]})");
  t.answer("play abduction");
  CHECK(t.s.turn.extras.size() == 1);
  t.answer("done");
  CHECK(t.s.turn.active == 1);
  CHECK(t.s.turn.extras.empty());
}

TEST_CASE("[smashup][rules] a scenario starting at the start of the turn counts the turn and then asks for plays") {
  Table t(R"({"seats": [{"hand": ["collector"]}, {}], "bases": [{"base": "the-mothership"}],
              "turn": {"active": 1, "phase": "start", "number": 7}})");
  CHECK(t.s.turn.number == 7);
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][rules] a card that cannot be played now says why: the minion is spent, an extra does not fit") {
  Table t(R"({"seats": [{"hand": ["invader", "collector", "king-rex", "beam-up"]}, {}],
              "bases": [{"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(play_refusal(t.s, t.in_hand(0, "collector")).empty());
  t.answer("play invader the-mothership");
  CHECK(play_refusal(t.s, t.in_hand(0, "collector")) == "You have already played your minion this turn.");
  CHECK(play_refusal(t.s, t.in_hand(0, "beam-up")).empty());
  t.s.turn.extras.push_back(ExtraPlay{CardType::Minion, 2});
  CHECK(play_refusal(t.s, t.in_hand(0, "collector")).empty());
  CHECK(play_refusal(t.s, t.in_hand(0, "king-rex")) ==
        "You have already played your minion this turn, and no extra minion play you have covers King Rex.");
}

TEST_CASE("[smashup][rules] a card that cannot be played now says why: the card in play that forbids it") {
  Table t(R"({"seats": [{"hand": ["invader"]}, {}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "overrun", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(play_refusal(t.s, t.in_hand(0, "invader")) == "Overrun forbids playing Invader on The Mothership.");
}

TEST_CASE("[smashup][settled-29] Cave of Shinies' VP and a destroyed minion's own ability resolve without asking "
          "their order") {
  const char* board = R"({"seats": [{}, {"hand": ["zapbot"]}],
              "bases": [{"base": "cave-of-shinies", "minions": [{"card": "nukebot", "controller": 0},
                                                                {"card": "zapbot", "controller": 1}]},
                        {"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})";
  const auto destroy_nukebot = [](Table& t) {
    const CardId nukebot = t.on("cave-of-shinies", "nukebot");
    t.effect(1, t.on("jungle-oasis", "warbot"), [&](Resolver& r, const AbilityFrame& f) { r.destroy(nukebot, f); });
  };
  Table t(board);
  destroy_nukebot(t);
  // Nukebot's owner gains 1 VP for it, and Nukebot's ability destroys the Zapbot, whose owner gains 1 VP.
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 1);
  CHECK(t.minions_on("cave-of-shinies").empty());
  CHECK(sorted(t.options()) == Names{"done", "play zapbot cave-of-shinies", "play zapbot jungle-oasis"});
  // Games played by rules 2 (saved before format 8) were asked.
  Table old(board);
  old.s.rules = 2;
  destroy_nukebot(old);
  CHECK(sorted(old.options()) == Names{"resolve cave-of-shinies", "resolve nukebot"});
}

TEST_CASE("[smashup][settled-29] Smoke Bomb and Overrun leave at their player's turn start without asking the "
          "order; with another ability, that one alone decides nothing") {
  const char* board = R"({"seats": [{"deck": ["zapbot", "zapbot", "zapbot"]}, {"deck": ["zapbot", "zapbot"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ninja-acolyte", "controller": 0,
                                                              "actions": ["smoke-bomb"]}],
                         "actions": [{"card": "overrun", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})";
  Table t(board);
  t.answer("done");
  REQUIRE(t.s.turn.active == 0);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"smoke-bomb", "overrun"});
  CHECK(t.can("done"));
  Table old(board);
  old.s.rules = 2;
  old.answer("done");
  CHECK(sorted(old.options()) == Names{"resolve overrun", "resolve smoke-bomb"});
}

TEST_CASE("[smashup][issue-23] a position holding more cards than a game deals still offers every play, in order") {
  // A dealt game has at most 160 cards; a scenario or save may hold up to 254. The play phase lists cards by their
  // ids as bits, so a minion with an id past 192 must still be offered.
  json scenario = json::parse(R"({"seats": [{"hand": ["poison", "scout"]}, {"deck": []}],
                                  "bases": [{"base": "jungle-oasis",
                                             "minions": [{"card": "laseratops", "controller": 1}]},
                                            {"base": "tar-pits"}],
                                  "turn": {"active": 0, "phase": "play"}})");
  for (int i = 0; i < 220; ++i) scenario["seats"][1]["deck"].push_back("king-rex");
  Table t(scenario);
  REQUIRE(t.s.cards.size() > 200);
  CHECK(sorted(t.options()) ==
        Names{"done", "play poison laseratops", "play scout jungle-oasis", "play scout tar-pits"});
  const auto& options = t.s.question.options;
  CHECK(std::is_sorted(options.begin(), options.end()));
}
