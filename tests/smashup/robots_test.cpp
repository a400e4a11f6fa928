// Every Robots card and base, with their edge cases.
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

json minion(const char* card, int controller) { return {{"card", card}, {"controller", controller}}; }

// Player 1 (seat 0) to play with `hand0`; The Mothership (breakpoint 20, nothing happens before it scores) holds
// `mothership`, Factory 436-1337 holds `factory`. Player 1's deck is `deck0` (top first).
json board(json hand0, json mothership = json::array(), json factory = json::array(),
           json deck0 = {"tech-center", "warbot", "zapbot"}) {
  return {{"seats",
           {{{"factions", {"robots", "aliens"}}, {"hand", hand0}, {"deck", deck0}},
            {{"factions", {"aliens", "robots"}}, {"hand", {"beam-up"}}, {"deck", {"probe", "invader"}}}}},
          {"bases",
           {{{"base", "the-mothership"}, {"minions", mothership}}, {{"base", "factory-436-1337"}, {"minions", factory}}}},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

}  // namespace

TEST_CASE("[smashup][robots] The deck: 18 minions of total printed power 38 and 2 actions") {
  int minion_count = 0, action_count = 0, power = 0, microbots = 0;
  for (auto id : faction_cards(Faction::Robots)) {
    const auto& d = card_def(id);
    (d.type == CardType::Minion ? minion_count : action_count) += d.copies;
    power += d.power * d.copies;
    if (d.name.starts_with("Microbot")) microbots += d.copies;
  }
  CHECK(minion_count == 18);
  CHECK(action_count == 2);
  CHECK(power == 38);
  CHECK(microbots == 8);
}

// ---- Nukebot

TEST_CASE("[smashup][robots] Nukebot destroyed takes every other player's minion on its base with it") {
  // Player 1 has six minions on the Mothership once the Guard is in: the Nukebot (5) may be its target.
  Table t(board({"microbot-guard"},
                {minion("nukebot", 0), minion("zapbot", 0), minion("zapbot", 0), minion("zapbot", 0),
                 minion("zapbot", 0), minion("invader", 1), minion("collector", 1), minion("warbot", 1)},
                {minion("scout", 1)}));
  t.answer("play microbot-guard the-mothership");
  t.answer("choose nukebot");
  CHECK(t.discard(0) == Names{"nukebot"});
  // Player 2's minions here are destroyed (the Warbot cannot be); Player 1's own stay, the Factory is untouched.
  CHECK(t.minions_on("the-mothership") ==
        Names{"zapbot", "zapbot", "zapbot", "zapbot", "warbot", "microbot-guard"});
  CHECK(t.discard(1) == Names{"invader", "collector"});
  CHECK(t.minions_on("factory-436-1337") == Names{"scout"});
}

TEST_CASE("[smashup][robots] Nukebot returned to hand is not destroyed and destroys nothing") {
  Table t(board({"beam-up"}, {minion("nukebot", 1), minion("invader", 0)}));
  t.answer("play beam-up");
  t.answer("choose nukebot");
  CHECK(t.hand(1) == Names{"beam-up", "nukebot"});
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
}

// ---- Warbot

TEST_CASE("[smashup][robots] Warbot cannot be destroyed: never offered as a target, still returnable") {
  Table t(board({"microbot-guard", "beam-up"},
                {minion("warbot", 1), minion("zapbot", 0), minion("zapbot", 0), minion("zapbot", 0),
                 minion("zapbot", 0)}));
  t.answer("play microbot-guard the-mothership");
  // Five minions of Player 1 here: the Warbot (4) would qualify, but it cannot be destroyed.
  CHECK(t.options() == Names{"choose microbot-guard", "choose zapbot", "choose zapbot", "choose zapbot",
                             "choose zapbot"});
  t.answer("choose microbot-guard");
  CHECK(t.discard(0) == Names{"microbot-guard"});
  // Not destroyable, but another ability may still return it.
  t.answer("play beam-up");
  CHECK(t.can("choose warbot"));
  t.answer("choose warbot");
  CHECK(t.hand(1) == Names{"beam-up", "warbot"});
}

// ---- Hoverbot

TEST_CASE("[smashup][robots] Hoverbot reveals a minion on top of the deck and may play it as an extra") {
  Table t(board({"hoverbot"}, json::array(), json::array(), {"zapbot", "tech-center"}));
  t.answer("play hoverbot the-mothership");
  CHECK(t.prompt().find("extra") != std::string::npos);
  CHECK(t.options() == Names{"play zapbot the-mothership", "play zapbot factory-436-1337", "pass"});
  t.answer("play zapbot factory-436-1337");
  CHECK(t.minions_on("factory-436-1337") == Names{"zapbot"});
  CHECK(t.deck(0) == Names{"tech-center"});
  // The revealed minion's own ability fires: Zapbot grants an extra minion of power 2 or less.
  REQUIRE(t.s.turn.extras.size() == 1);
  CHECK(t.s.turn.extras[0].max_power == 2);
  // The Hoverbot used the turn's free minion; the revealed one was an extra.
  CHECK(t.s.turn.minion_used);
}

TEST_CASE("[smashup][robots] Hoverbot: a declined minion stays on top of the deck") {
  Table t(board({"hoverbot"}, json::array(), json::array(), {"warbot", "tech-center"}));
  t.answer("play hoverbot the-mothership");
  t.answer("pass");
  CHECK(t.deck(0) == Names{"warbot", "tech-center"});
  CHECK(t.minions_on("the-mothership") == Names{"hoverbot"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][robots] Hoverbot: an action on top is revealed and stays there") {
  Table t(board({"hoverbot"}, json::array(), json::array(), {"tech-center", "warbot"}));
  t.answer("play hoverbot the-mothership");
  CHECK(t.options() == Names{"done"});
  CHECK(t.deck(0) == Names{"tech-center", "warbot"});
  bool revealed = false;
  for (const auto& e : t.log) revealed = revealed || e.kind == EventKind::Revealed;
  CHECK(revealed);
}

TEST_CASE("[smashup][robots] Hoverbot with an empty deck reveals from the reshuffled discard pile, or nothing") {
  json empty = board({"hoverbot"}, json::array(), json::array(), json::array());
  Table none(empty);
  none.answer("play hoverbot the-mothership");
  CHECK(none.options() == Names{"done"});

  empty["seats"][0]["discard"] = {"warbot"};
  Table refilled(empty);
  refilled.answer("play hoverbot the-mothership");
  CHECK(refilled.discard(0).empty());
  CHECK(refilled.options() == Names{"play warbot the-mothership", "play warbot factory-436-1337", "pass"});
}

// ---- Zapbot

TEST_CASE("[smashup][robots] Zapbot grants an extra minion of power 2 or less") {
  Table t(board({"zapbot", "zapbot", "warbot"}));
  t.answer("play zapbot the-mothership");
  CHECK_FALSE(t.can("play warbot the-mothership"));
  CHECK(t.can("play zapbot the-mothership"));
  t.answer("play zapbot factory-436-1337");
  // The second Zapbot grants another one; the Warbot (4) is never playable with it.
  CHECK_FALSE(t.can("play warbot factory-436-1337"));
  CHECK(t.s.turn.extras.size() == 1);
}

TEST_CASE("[smashup][robots] Zapbot's extra is optional: the turn can end without it") {
  Table t(board({"zapbot", "microbot-guard"}));
  t.answer("play zapbot the-mothership");
  CHECK(t.can("play microbot-guard the-mothership"));
  CHECK(t.can("done"));
}

// ---- Microbot Alpha

TEST_CASE("[smashup][robots] Microbot Alpha gets +1 for each other minion its controller has in play") {
  Table t(board(json::array(), {minion("microbot-alpha", 0), minion("warbot", 0), minion("invader", 1)},
                {minion("zapbot", 0), minion("microbot-guard", 0), minion("microbot-guard", 1)}));
  // Its own other minions on every base count (all are Microbots while it is in play); Player 2's do not.
  CHECK(t.power_of("the-mothership", "microbot-alpha") == 1 + 3);
}

TEST_CASE("[smashup][robots] Microbot Alpha makes every minion of yours a Microbot, until it leaves play") {
  Table t(board({"beam-up"}, {minion("microbot-alpha", 0), minion("warbot", 0), minion("microbot-fixer", 0)},
                {minion("warbot", 1)}));
  // Microbot Fixer gives +1 to each of your Microbots: with the Alpha in play that includes the Warbot.
  CHECK(t.power_of("the-mothership", "warbot") == 5);
  CHECK(t.power_of("the-mothership", "microbot-alpha") == 1 + 2 + 1);
  // Player 2's Warbot is not Player 1's Microbot.
  CHECK(t.power_of("factory-436-1337", "warbot") == 4);
  t.answer("play beam-up");
  t.answer("choose microbot-alpha");
  CHECK(t.power_of("the-mothership", "warbot") == 4);
  CHECK(t.power_of("the-mothership", "microbot-fixer") == 2);
}

// ---- Microbot Archive

TEST_CASE("[smashup][robots] Microbot Archive draws a card after one of your Microbots is destroyed") {
  Table t(board({"microbot-guard"}, {minion("microbot-archive", 0), minion("microbot-fixer", 0)}));
  t.answer("play microbot-guard the-mothership");
  // Three minions of Player 1 here; Fixers make the Microbots 2 power each, still below 3.
  t.answer("choose microbot-fixer");
  CHECK(t.discard(0) == Names{"microbot-fixer"});
  CHECK(t.hand(0) == Names{"tech-center"});
}

TEST_CASE("[smashup][robots] Microbot Archive draws a card when it is destroyed itself") {
  Table t(board({"microbot-guard"}, {minion("microbot-archive", 0), minion("zapbot", 0)}));
  t.answer("play microbot-guard the-mothership");
  t.answer("choose microbot-archive");
  CHECK(t.discard(0) == Names{"microbot-archive"});
  CHECK(t.hand(0) == Names{"tech-center"});
}

TEST_CASE("[smashup][robots] Microbot Archive ignores non-Microbots and other players' Microbots") {
  Table t(board({"microbot-guard"},
                {minion("microbot-archive", 0), minion("zapbot", 0), minion("microbot-guard", 1)}));
  t.answer("play microbot-guard the-mothership");
  t.answer("choose zapbot");
  CHECK(t.hand(0).empty());

  Table theirs(board({"microbot-guard"},
                     {minion("microbot-archive", 0), minion("zapbot", 0), minion("microbot-guard", 1)}));
  theirs.answer("play microbot-guard the-mothership");
  theirs.answer("choose " + theirs.id(theirs.on("the-mothership", "microbot-guard")));
  CHECK(theirs.discard(1) == Names{"microbot-guard"});
  CHECK(theirs.hand(0).empty());
  CHECK(theirs.hand(1) == Names{"beam-up"});
}

TEST_CASE("[smashup][robots] Microbot Archive counts any minion of yours while Microbot Alpha is in play") {
  Table t(board({"microbot-guard"},
                {minion("microbot-archive", 0), minion("zapbot", 0), minion("microbot-alpha", 0),
                 minion("zapbot", 0)}));
  t.answer("play microbot-guard the-mothership");
  t.answer("choose " + t.id(t.on("the-mothership", "zapbot")));
  CHECK(t.discard(0) == Names{"zapbot"});
  CHECK(t.hand(0) == Names{"tech-center"});
}

// ---- Microbot Fixer

TEST_CASE("[smashup][robots] Microbot Fixer played as the first minion grants an extra minion") {
  Table t(board({"microbot-fixer", "warbot"}));
  t.answer("play microbot-fixer the-mothership");
  CHECK(t.s.turn.extras.size() == 1);
  t.answer("play warbot the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"microbot-fixer", "warbot"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][robots] Microbot Fixer played after another minion grants nothing") {
  Table t(board({"zapbot", "microbot-fixer", "microbot-guard"}));
  t.answer("play zapbot factory-436-1337");
  t.answer("play microbot-fixer the-mothership");
  CHECK(t.s.turn.extras.empty());
  CHECK_FALSE(t.can("play microbot-guard the-mothership"));
}

TEST_CASE("[smashup][robots] Microbot Fixer gives +1 to each of your Microbots, itself included, and stacks") {
  Table t(board(json::array(), {minion("microbot-fixer", 0), minion("microbot-fixer", 0), minion("zapbot", 0)},
                {minion("microbot-guard", 0), minion("microbot-guard", 1)}));
  CHECK(t.power_of("factory-436-1337", "microbot-guard") == 3);
  CHECK(t.power_of("the-mothership", "microbot-fixer") == 3);
  CHECK(t.power_of("the-mothership", "zapbot") == 2);  // not a Microbot
  CHECK(t.total("factory-436-1337") == 3 + 1);         // Player 2's Guard gets nothing
}

// ---- Microbot Guard

TEST_CASE("[smashup][robots] Microbot Guard must destroy a minion here of power below your minion count") {
  Table t(board({"microbot-guard"}, {minion("zapbot", 0), minion("collector", 1), minion("invader", 1)},
                {minion("scout", 1)}));
  t.answer("play microbot-guard the-mothership");
  // Two minions of yours here (the Guard counts): power 1 or less; the Collector (2) is not; no pass.
  CHECK(t.options() == Names{"choose microbot-guard"});
  t.answer("choose microbot-guard");
  CHECK(t.discard(0) == Names{"microbot-guard"});
}

TEST_CASE("[smashup][robots] Microbot Guard with more minions reaches stronger targets on its base only") {
  Table t(board({"microbot-guard"},
                {minion("zapbot", 0), minion("zapbot", 0), minion("zapbot", 0), minion("invader", 1),
                 minion("nukebot", 1)},
                {minion("collector", 1)}));
  t.answer("play microbot-guard the-mothership");
  // Four minions of yours here: power 3 or less, on this base (not the Collector elsewhere, not the Nukebot).
  CHECK(t.options() ==
        Names{"choose microbot-guard", "choose zapbot", "choose zapbot", "choose zapbot", "choose invader"});
  t.answer("choose invader");
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][robots] Microbot Guard with no legal target destroys nothing") {
  Table t(board({"microbot-guard"}, {minion("invader", 1)}));
  t.answer("play microbot-guard the-mothership");
  // One minion of yours: nothing has power below 1.
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("the-mothership") == Names{"invader", "microbot-guard"});
}

// ---- Microbot Reclaimer

TEST_CASE("[smashup][robots] Microbot Reclaimer shuffles any number of Microbots from the discard into the deck") {
  json j = board({"microbot-reclaimer"});
  j["seats"][0]["discard"] = {"microbot-guard", "zapbot", "microbot-alpha", "tech-center"};
  Table t(j);
  t.answer("play microbot-reclaimer the-mothership");
  // Only Microbots are offered, one at a time, and passing ends it.
  CHECK(t.options() == Names{"choose microbot-guard", "choose microbot-alpha", "pass"});
  t.answer("choose microbot-alpha");
  CHECK(t.options() == Names{"choose microbot-guard", "pass"});
  // No Microbot is left there: nothing more is asked.
  t.answer("choose microbot-guard");
  CHECK(t.discard(0) == Names{"zapbot", "tech-center"});
  auto deck = t.deck(0);
  std::sort(deck.begin(), deck.end());
  CHECK(deck == Names{"microbot-alpha", "microbot-guard", "tech-center", "warbot", "zapbot"});
  bool shuffled = false;
  for (const auto& e : t.log) shuffled = shuffled || (e.kind == EventKind::DeckShuffled && e.seat == 0);
  CHECK(shuffled);
  // It was the first minion this turn: an extra minion is waiting.
  CHECK(t.s.turn.extras.size() == 1);
}

TEST_CASE("[smashup][robots] Microbot Reclaimer may take nothing back, and grants nothing when not first") {
  json j = board({"zapbot", "microbot-reclaimer"});
  j["seats"][0]["discard"] = {"microbot-fixer"};
  Table t(j);
  t.answer("play zapbot the-mothership");
  t.answer("play microbot-reclaimer the-mothership");
  t.answer("pass");
  CHECK(t.discard(0) == Names{"microbot-fixer"});
  CHECK(t.deck(0) == Names{"tech-center", "warbot", "zapbot"});
  CHECK(t.s.turn.extras.empty());
  CHECK(t.options() == Names{"done"});
}

// ---- Tech Center

TEST_CASE("[smashup][robots] Tech Center draws a card for each of your minions on the chosen base") {
  Table t(board({"tech-center"}, {minion("zapbot", 0), minion("zapbot", 0), minion("invader", 1)},
                {minion("warbot", 0)}));
  t.answer("play tech-center");
  CHECK(t.options() == Names{"choose the-mothership", "choose factory-436-1337"});
  t.answer("choose the-mothership");
  CHECK(t.hand(0) == Names{"tech-center", "warbot"});
  CHECK(t.discard(0) == Names{"tech-center"});
}

TEST_CASE("[smashup][robots] Tech Center on a base without your minions draws nothing") {
  Table t(board({"tech-center"}, {minion("invader", 1)}));
  t.answer("play tech-center");
  t.answer("choose the-mothership");
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0).size() == 3);
}

// ---- The Central Brain

TEST_CASE("[smashup][robots] The Central Brain gives +1 power to every minion on it, anyone's") {
  json j = board({"zapbot"});
  j["bases"][0] = {{"base", "the-central-brain"}, {"minions", {minion("invader", 1)}}};
  j["bases"][1]["minions"] = {minion("zapbot", 0)};
  Table t(j);
  CHECK(t.power_of("the-central-brain", "invader") == 4);
  t.answer("play zapbot the-central-brain");
  CHECK(t.power_of("the-central-brain", "zapbot") == 3);
  CHECK(t.power_of("factory-436-1337", "zapbot") == 2);
  CHECK(t.total("the-central-brain") == 7);
}

TEST_CASE("[smashup][robots] The Central Brain's bonus counts toward its breakpoint and the ranking") {
  // 18 printed power (Player 1: 5 + 4 + 1, Player 2: 4 + 4) plus 1 for each of the 5 minions: 23 >= 19, and
  // Player 1 wins 13 to 10.
  json j = board(json::array());
  j["bases"][0] = {{"base", "the-central-brain"},
                   {"minions", {minion("nukebot", 0), minion("warbot", 0), minion("microbot-guard", 0),
                                minion("warbot", 1), minion("warbot", 1)}}};
  j["base_deck"] = {"the-homeworld"};
  Table t(j);
  CHECK(t.total("the-central-brain") == 23);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"the-homeworld", "factory-436-1337"});
}

TEST_CASE("[smashup][robots] The Central Brain ignored under Jammed Signal gives nothing") {
  json j = board({"jammed-signal"});
  j["bases"][0] = {{"base", "the-central-brain"}, {"minions", {minion("invader", 1)}}};
  Table t(j);
  t.answer("play jammed-signal the-central-brain");
  CHECK(t.power_of("the-central-brain", "invader") == 3);
}

// ---- Factory 436-1337

TEST_CASE("[smashup][robots] Factory 436-1337 gives the winner 1 VP per full 5 power there") {
  json j = board(json::array(), json::array(),
                 {minion("nukebot", 0), minion("warbot", 0), minion("warbot", 0), minion("hoverbot", 0),
                  minion("warbot", 1), minion("hoverbot", 1), minion("zapbot", 1)});
  j["base_deck"] = {"the-homeworld"};
  Table t(j);
  // 25 in all. Player 1: 16 power = 3 full fives; Player 2: 9 power, second place, no bonus.
  t.answer("done");
  CHECK(t.vp(0) == 2 + 3);
  CHECK(t.vp(1) == 2);
}

TEST_CASE("[smashup][robots] Factory 436-1337: tied winners each gain their bonus") {
  json j = board(json::array(), json::array(),
                 {minion("nukebot", 0), minion("warbot", 0), minion("warbot", 0), minion("nukebot", 1),
                  minion("warbot", 1), minion("warbot", 1)});
  j["base_deck"] = {"the-homeworld"};
  Table t(j);
  // 13 each: both first, 2 VP + 2 full fives each.
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
}

// ---- interactions and Ongoing effects ending

TEST_CASE("[smashup][robots] Hoverbot revealing Microbot Fixer: not the first minion, so no extra") {
  Table t(board({"hoverbot"}, json::array(), json::array(), {"microbot-fixer", "warbot"}));
  t.answer("play hoverbot the-mothership");
  t.answer("play microbot-fixer the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"hoverbot", "microbot-fixer"});
  CHECK(t.s.turn.extras.empty());
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][robots] Microbot Fixer's +1 ends when it leaves play") {
  Table t(board({"beam-up"}, {minion("microbot-fixer", 0), minion("microbot-guard", 0)}));
  CHECK(t.power_of("the-mothership", "microbot-guard") == 2);
  t.answer("play beam-up");
  t.answer("choose microbot-fixer");
  CHECK(t.power_of("the-mothership", "microbot-guard") == 1);
}

TEST_CASE("[smashup][robots] Nukebot's blast destroys the other player's Microbot Archive, which still draws") {
  Table t(board({"microbot-guard"},
                {minion("nukebot", 0), minion("zapbot", 0), minion("zapbot", 0), minion("zapbot", 0),
                 minion("zapbot", 0), minion("microbot-archive", 1)}));
  t.answer("play microbot-guard the-mothership");
  t.answer("choose nukebot");
  CHECK(t.discard(1) == Names{"microbot-archive"});
  CHECK(t.hand(1) == Names{"beam-up", "probe"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][robots] Microbot Guard compares current power: The Central Brain's +1 counts") {
  json j = board({"microbot-guard"});
  j["bases"][0] = {{"base", "the-central-brain"}, {"minions", {minion("zapbot", 0), minion("microbot-guard", 1)}}};
  Table t(j);
  t.answer("play microbot-guard the-central-brain");
  // Two minions of yours; every minion here has power 2 or more on the Brain: no legal target.
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("the-central-brain") == Names{"zapbot", "microbot-guard", "microbot-guard"});
}

TEST_CASE("[smashup][robots] The Central Brain's +1 ends when a minion moves away") {
  json j = board({"invasion"});
  j["bases"][0] = {{"base", "the-central-brain"}, {"minions", {minion("invader", 1)}}};
  Table t(j);
  CHECK(t.power_of("the-central-brain", "invader") == 4);
  t.answer("play invasion");
  t.answer("choose invader");
  t.answer("choose factory-436-1337");
  CHECK(t.power_of("factory-436-1337", "invader") == 3);
}

TEST_CASE("[smashup][robots] Factory 436-1337 under Jammed Signal gives no bonus") {
  json j = board(json::array(), json::array(),
                 {minion("nukebot", 0), minion("warbot", 0), minion("warbot", 0), minion("hoverbot", 0),
                  minion("warbot", 1), minion("hoverbot", 1), minion("zapbot", 1)});
  j["bases"][1]["actions"] = {{{"card", "jammed-signal"}, {"controller", 1}}};
  j["base_deck"] = {"the-homeworld"};
  Table t(j);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
}
