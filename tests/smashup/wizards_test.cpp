// Every Wizards card and base, with their edge cases: extra actions, revealing and rearranging the top of a deck
// only the revealed cards become public), searching, and the two bases' after-scoring abilities.
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/smashup/json_view.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

// Player 1 (seat 0) to play with `hand0` and `deck0` (top first); Player 2 holds a Beam Up and has a Probe on top
// of their deck. The two Wizards bases are in play, empty.
json board(json hand0, json deck0 = json::array(), json extra = json::object()) {
  json j = {{"seats",
             {{{"factions", {"wizards", "aliens"}}, {"hand", hand0}, {"deck", deck0}},
              {{"factions", {"aliens"}}, {"hand", {"beam-up"}}, {"deck", {"probe"}}}}},
            {"bases", {{{"base", "the-great-library"}}, {{"base", "school-of-wizardry"}}}},
            {"turn", {{"active", 0}, {"phase", "play"}}}};
  j.update(extra);
  return j;
}

// The cards revealed by the answers given so far (the log), by slug.
Names revealed(const Table& t) {
  Names out;
  for (const auto& e : t.log)
    if (e.kind == EventKind::Revealed) out.push_back(std::string(def_of(t.s, e.card).slug));
  return out;
}

// What the log tells every player about revealed cards that went into a hand.
Names told_into_hand(const Table& t) {
  Names out;
  for (const auto& e : t.log)
    if (e.kind == EventKind::TakenIntoHand) out.push_back(describe(t.s, e));
  return out;
}

int shuffles(const Table& t, Seat seat) {
  return static_cast<int>(std::count_if(t.log.begin(), t.log.end(), [&](const Event& e) {
    return e.kind == EventKind::DeckShuffled && e.seat == seat;
  }));
}

// A base about to score when Player 1 ends the turn: Player 1 has 15 power on it, Player 2 has `seat1_overlords`
// Supreme Overlords (5 each).
json scoring_board(const std::string& base, int seat1_overlords, json base_deck) {
  json minions = json::array();
  for (int i = 0; i < 3; ++i) minions.push_back({{"card", "supreme-overlord"}, {"controller", 0}});
  for (int i = 0; i < seat1_overlords; ++i) minions.push_back({{"card", "supreme-overlord"}, {"controller", 1}});
  return board(json::array(), {"summon", "scry", "portal"},
               {{"bases", {{{"base", base}, {"minions", minions}}}}, {"base_deck", base_deck}});
}

}  // namespace

TEST_CASE("[smashup][wizards][R-8] The faction has 20 cards: Enchantress 3 copies, Neophyte 4") {
  const auto* f = find_faction("wizards");
  REQUIRE(f != nullptr);
  int total = 0;
  for (const auto& c : f->cards) {
    total += c.copies;
    if (c.slug == "enchantress") CHECK(c.copies == 3);
    if (c.slug == "neophyte") CHECK(c.copies == 4);
  }
  CHECK(total == kCardsPerFaction);
  CHECK(f->cards.size() == 12);
  CHECK(f->bases.size() == 2);
}

TEST_CASE("[smashup][wizards] Archmage grants an extra action on the turn it enters play") {
  Table t(board({"archmage", "mystic-studies", "mystic-studies", "summon"}, {"scry", "portal", "time-loop",
                                                                             "sacrifice"}));
  t.answer("play archmage the-great-library");
  t.answer("play mystic-studies");
  // the Archmage's extra may leave with it, so which action play this uses is asked.
  CHECK(t.options() == Names{"with extra-1", "with free-play"});
  t.answer("with free-play");
  CHECK(t.can("play mystic-studies"));
  t.answer("play mystic-studies");
  CHECK_FALSE(t.can("play summon"));
  CHECK(t.hand(0) == Names{"summon", "scry", "portal", "time-loop", "sacrifice"});
}

TEST_CASE("[smashup][wizards] Archmage grants an extra action at the start of each of its controller's turns") {
  Table t(board({"mystic-studies", "mystic-studies", "summon"}, {"scry", "portal", "time-loop", "sacrifice"},
                {{"bases", {{{"base", "the-great-library"}, {"minions", {{{"card", "archmage"}, {"controller", 0}}}}},
                            {{"base", "school-of-wizardry"}}}},
                 {"turn", {{"active", 0}, {"phase", "start"}}}}));
  REQUIRE(t.s.turn.extras.size() == 1);
  t.answer("play mystic-studies");
  t.answer("with extra-1");
  t.answer("play mystic-studies");
  CHECK_FALSE(t.can("play summon"));
}

TEST_CASE("[smashup][wizards] Archmage grants nothing on another player's turn") {
  Table t(board({"mystic-studies", "summon"}, {"scry"},
                {{"bases", {{{"base", "the-great-library"}, {"minions", {{{"card", "archmage"}, {"controller", 1}}}}},
                            {{"base", "school-of-wizardry"}}}},
                 {"turn", {{"active", 0}, {"phase", "start"}}}}));
  CHECK(t.s.turn.extras.empty());
  t.answer("play mystic-studies");
  CHECK_FALSE(t.can("play summon"));
}

TEST_CASE("[smashup][wizards][R-20] Archmage's unused extra action ends when it leaves play, if the free action was used") {
  Table t(board({"beam-up", "mystic-studies"}, {"scry"},
                {{"bases", {{{"base", "the-great-library"}, {"minions", {{{"card", "archmage"}, {"controller", 0}}}}},
                            {{"base", "school-of-wizardry"}}}},
                 {"turn", {{"active", 0}, {"phase", "start"}}}}));
  t.answer("play beam-up");
  t.answer("with free-play");
  t.answer("choose archmage");
  CHECK(t.hand(0) == Names{"mystic-studies", "archmage"});
  CHECK(t.s.turn.extras.empty());
  CHECK_FALSE(t.can("play mystic-studies"));
  // Played again, it is a new card entering play: it grants its extra for this turn anew.
  t.answer("play archmage school-of-wizardry");
  CHECK(t.can("play mystic-studies"));
}

TEST_CASE("[smashup][wizards][R-20] Sacrifice on your own Archmage: using the Archmage's extra keeps the free action") {
  Table t(board({"sacrifice", "mystic-studies"}, {"scry", "portal", "summon", "time-loop", "chronomage"},
                {{"bases", {{{"base", "the-great-library"}, {"minions", {{{"card", "archmage"}, {"controller", 0}}}}},
                            {{"base", "school-of-wizardry"}}}},
                 {"turn", {{"active", 0}, {"phase", "start"}}}}));
  t.answer("play sacrifice");
  CHECK(t.prompt().find("Sacrifice") != std::string::npos);
  // An action played on nothing: the question is about no base (its play leaves the choice's `b` unused, 255).
  CHECK(t.s.question.about == kNoBase);
  CHECK(t.options() == Names{"with extra-1", "with free-play"});
  t.answer("with extra-1");
  t.answer("choose archmage");
  CHECK(t.minions_on("the-great-library").empty());
  CHECK_FALSE(t.s.turn.action_used);
  CHECK(t.can("play mystic-studies"));
}

TEST_CASE("[smashup][wizards] Chronomage grants one extra action") {
  Table t(board({"chronomage", "summon", "time-loop", "mystic-studies"}, {"scry", "portal"}));
  t.answer("play chronomage the-great-library");
  t.answer("play summon");
  CHECK(t.can("play time-loop"));
  t.answer("play time-loop");
  // Time Loop itself grants two more.
  t.answer("play mystic-studies");
  CHECK(t.discard(0) == Names{"summon", "time-loop", "mystic-studies"});
}

TEST_CASE("[smashup][wizards] Chronomage's extra is only for an action") {
  Table t(board({"chronomage", "enchantress"}));
  t.answer("play chronomage the-great-library");
  CHECK_FALSE(t.can("play enchantress the-great-library"));
  CHECK(t.s.turn.extras.size() == 1);
}

TEST_CASE("[smashup][wizards] Enchantress draws a card") {
  Table t(board({"enchantress"}, {"portal", "scry"}));
  t.answer("play enchantress school-of-wizardry");
  CHECK(t.hand(0) == Names{"portal"});
  CHECK(t.deck(0) == Names{"scry"});
}

TEST_CASE("[smashup][wizards] Enchantress with an empty deck reshuffles the discard pile, or draws nothing") {
  Table refill(board({"enchantress"}, json::array(), {{"seats", {{{"hand", {"enchantress"}}, {"discard", {"scry"}}},
                                                               {{"hand", json::array()}}}}}));
  refill.answer("play enchantress school-of-wizardry");
  CHECK(refill.hand(0) == Names{"scry"});
  Table empty(board({"enchantress"}));
  empty.answer("play enchantress school-of-wizardry");
  CHECK(empty.hand(0).empty());
  CHECK(empty.can("done"));
}

TEST_CASE("[smashup][wizards] Neophyte leaves a revealed minion on top of the deck") {
  Table t(board({"neophyte"}, {"archmage", "scry"}));
  t.answer("play neophyte the-great-library");
  CHECK(revealed(t) == Names{"archmage"});
  CHECK(t.deck(0) == Names{"archmage", "scry"});
  CHECK(t.options().back() == "done");
}

TEST_CASE("[smashup][wizards] Neophyte may play a revealed action at once as an extra action") {
  Table t(board({"neophyte", "summon"}, {"mystic-studies", "scry", "portal"}));
  t.answer("play neophyte the-great-library");
  CHECK(revealed(t) == Names{"mystic-studies"});
  CHECK(t.prompt().find("Neophyte") != std::string::npos);
  t.answer("yes");
  CHECK(t.options() == Names{"play mystic-studies", "pass"});
  t.answer("play mystic-studies");
  CHECK(t.hand(0) == Names{"summon", "scry", "portal"});
  CHECK(t.discard(0) == Names{"mystic-studies"});
  // It was an extra: the turn's free action is still there.
  CHECK(t.can("play summon"));
}

TEST_CASE("[smashup][wizards] Neophyte may put a revealed action into the hand instead") {
  Table t(board({"neophyte"}, {"time-loop", "scry"}));
  t.answer("play neophyte the-great-library");
  t.answer("no");
  t.answer("yes");
  CHECK(t.hand(0) == Names{"time-loop"});
  CHECK(t.deck(0) == Names{"scry"});
  CHECK(told_into_hand(t) == Names{"Player 1's Neophyte: Player 1 put Time Loop into their hand."});
}

TEST_CASE("[smashup][wizards] Neophyte: a revealed action kept neither way stays on top") {
  Table t(board({"neophyte"}, {"time-loop", "scry"}));
  t.answer("play neophyte the-great-library");
  t.answer("no");
  t.answer("no");
  CHECK(t.deck(0) == Names{"time-loop", "scry"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][wizards] Neophyte: passing on the extra play still offers the hand") {
  Table t(board({"neophyte"}, {"time-loop"}));
  t.answer("play neophyte the-great-library");
  t.answer("yes");
  t.answer("pass");
  CHECK(t.prompt().find("hand") != std::string::npos);
  t.answer("yes");
  CHECK(t.hand(0) == Names{"time-loop"});
}

TEST_CASE("[smashup][wizards] Neophyte with no deck and no discard pile reveals nothing") {
  Table t(board({"neophyte"}));
  t.answer("play neophyte the-great-library");
  CHECK(revealed(t).empty());
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][wizards] Mass Enchantment plays another player's revealed action under your control") {
  json extra = {{"players", 3},
                {"seats",
                 {{{"hand", {"mass-enchantment"}}},
                  {{"hand", json::array()}, {"deck", {"beam-up", "invader"}}},
                  {{"hand", json::array()}, {"deck", {"scout"}}}}},
                {"bases", {{{"base", "the-great-library"}, {"minions", {{{"card", "collector"}, {"controller", 2}}}}},
                           {{"base", "school-of-wizardry"}}}}};
  Table t(board({"mass-enchantment"}, json::array(), extra));
  t.answer("play mass-enchantment");
  CHECK(revealed(t) == Names{"beam-up", "scout"});
  // Only the revealed action is offered; the revealed minion is not.
  CHECK(t.options() == Names{"choose beam-up", "pass"});
  t.answer("choose beam-up");
  t.answer("play beam-up");
  // Player 1 controls its effect and answers its question.
  CHECK(t.asked() == 0);
  t.answer("choose collector");
  CHECK(t.hand(2) == Names{"collector"});
  // The played card goes to its owner's discard pile; the unused revealed card stays on top of its deck.
  CHECK(t.discard(1) == Names{"beam-up"});
  CHECK(t.deck(1) == Names{"invader"});
  CHECK(t.deck(2) == Names{"scout"});
  CHECK(t.discard(0) == Names{"mass-enchantment"});
}

TEST_CASE("[smashup][wizards] Mass Enchantment: an Ongoing action played from another deck is yours to control") {
  Table t(board({"mass-enchantment"}, json::array(),
                {{"seats", {{{"hand", {"mass-enchantment"}}}, {{"hand", json::array()}, {"deck", {"jammed-signal"}}}}}}));
  t.answer("play mass-enchantment");
  t.answer("choose jammed-signal");
  t.answer("play jammed-signal school-of-wizardry");
  CHECK(t.actions_on("school-of-wizardry") == Names{"jammed-signal"});
  const auto* b = find_base(t.s, test::base_id("school-of-wizardry"));
  REQUIRE(b != nullptr);
  CHECK(b->actions.front().controller == 0);
  CHECK(owner_of(t.s, b->actions.front().card) == 1);
}

TEST_CASE("[smashup][wizards] Mass Enchantment may be declined, and reveals no action without asking") {
  Table declined(board({"mass-enchantment"}, json::array(),
                       {{"seats", {{{"hand", {"mass-enchantment"}}}, {{"hand", json::array()}, {"deck", {"probe"}}}}}}));
  declined.answer("play mass-enchantment");
  declined.answer("pass");
  CHECK(declined.deck(1) == Names{"probe"});
  CHECK(declined.can("done"));

  Table minions_only(board({"mass-enchantment"}, json::array(),
                           {{"seats", {{{"hand", {"mass-enchantment"}}}, {{"hand", json::array()}, {"deck", {"scout"}}}}}}));
  minions_only.answer("play mass-enchantment");
  CHECK(revealed(minions_only) == Names{"scout"});
  CHECK(minions_only.options().back() == "done");
  CHECK(minions_only.deck(1) == Names{"scout"});
}

TEST_CASE("[smashup][wizards] Mystic Studies draws two cards") {
  Table t(board({"mystic-studies"}, {"scry", "portal", "summon"}));
  t.answer("play mystic-studies");
  CHECK(t.hand(0) == Names{"scry", "portal"});
  CHECK(t.deck(0) == Names{"summon"});
}

TEST_CASE("[smashup][wizards] Portal takes revealed minions into the hand and puts the rest back in a chosen order") {
  Table t(board({"portal"}, {"archmage", "scry", "neophyte", "summon", "time-loop", "chronomage"}));
  t.answer("play portal");
  // The top five only: the sixth card stays hidden.
  CHECK(revealed(t) == Names{"archmage", "scry", "neophyte", "summon", "time-loop"});
  CHECK(t.options() == Names{"choose neophyte", "choose archmage", "pass"});
  t.answer("choose neophyte");
  CHECK(t.options() == Names{"choose archmage", "pass"});
  t.answer("pass");
  // The order of the rest: first chosen ends on top.
  CHECK(t.options() == Names{"choose time-loop", "choose summon", "choose scry", "choose archmage"});
  t.answer("choose time-loop");
  t.answer("choose archmage");
  t.answer("choose summon");
  CHECK(t.hand(0) == Names{"neophyte"});
  CHECK(t.deck(0) == Names{"time-loop", "archmage", "summon", "scry", "chronomage"});
  // the revealed minion stays public on its way into the hand.
  CHECK(told_into_hand(t) == Names{"Player 1's Portal: Player 1 put Neophyte into their hand."});
}

TEST_CASE("[smashup][wizards] Portal with fewer than five cards and no minion only reorders them") {
  Table t(board({"portal"}, {"scry", "summon"}));
  t.answer("play portal");
  CHECK(revealed(t) == Names{"scry", "summon"});
  CHECK(t.options() == Names{"choose summon", "choose scry"});
  t.answer("choose summon");
  CHECK(t.deck(0) == Names{"summon", "scry"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][wizards] Portal reveals past the end of the deck into the shuffled discard pile") {
  Table t(board({"portal"}, {"scry", "summon"},
                {{"seats", {{{"hand", {"portal"}}, {"deck", {"scry", "summon"}}, {"discard", {"archmage", "neophyte",
                                                                                           "time-loop", "chronomage"}}},
                            {{"hand", json::array()}}}}}));
  t.answer("play portal");
  CHECK(shuffles(t, 0) == 1);
  const auto shown = revealed(t);
  REQUIRE(shown.size() == 5);
  // The deck's own cards come first; three of the four discarded cards follow, in shuffled order.
  CHECK(Names(shown.begin(), shown.begin() + 2) == Names{"scry", "summon"});
  CHECK(t.discard(0).empty());
  const auto deck = t.deck(0);
  REQUIRE(deck.size() == 6);
  CHECK(Names(deck.begin(), deck.begin() + 5) == shown);
}

TEST_CASE("[smashup][wizards] Portal may take every revealed minion, leaving nothing to order") {
  Table t(board({"portal"}, {"archmage", "neophyte"}));
  t.answer("play portal");
  t.answer("choose archmage");
  t.answer("choose neophyte");
  CHECK(t.hand(0) == Names{"archmage", "neophyte"});
  CHECK(t.deck(0).empty());
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][wizards][R-4] Portal: other players see the revealed cards but never the deck or the options") {
  Table t(board({"portal"}, {"archmage", "scry", "neophyte", "summon", "time-loop", "chronomage"}));
  t.answer("play portal");
  const json other = observation_to_json(observe(t.s, 1));
  CHECK_FALSE(other["pending"].contains("options"));
  CHECK_FALSE(other["seats"][0].contains("deck"));
  CHECK(other["seats"][0]["deck_size"] == 6);
  const json mine = observation_to_json(observe(t.s, 0));
  CHECK(mine["pending"]["options"].size() == 3);
  // The revealed cards are announced to everyone, by name; the sixth is not.
  CHECK(revealed(t).size() == 5);
}

TEST_CASE("[smashup][wizards] Sacrifice draws as many cards as the chosen minion's power, then destroys it") {
  Table t(board({"sacrifice"}, {"scry", "portal", "summon", "time-loop", "chronomage"},
                {{"bases", {{{"base", "the-great-library"},
                             {"minions", {{{"card", "archmage"}, {"controller", 0}},
                                          {{"card", "supreme-overlord"}, {"controller", 1}}}}},
                            {{"base", "school-of-wizardry"}, {"minions", {{{"card", "neophyte"}, {"controller", 0}}}}}}}}));
  t.answer("play sacrifice");
  // Only the player's own minions.
  CHECK(t.options() == Names{"choose archmage", "choose neophyte"});
  t.answer("choose archmage");
  CHECK(t.hand(0) == Names{"scry", "portal", "summon", "time-loop"});
  CHECK(t.minions_on("the-great-library") == Names{"supreme-overlord"});
  CHECK(t.discard(0) == Names{"archmage", "sacrifice"});
}

TEST_CASE("[smashup][wizards] Sacrifice may choose a minion that cannot be destroyed: its player draws, it stays") {
  Table t(board({"sacrifice"}, {"scry", "portal", "summon", "time-loop", "chronomage"},
                {{"seats", {{{"factions", {"wizards", "robots"}}, {"hand", {"sacrifice"}},
                             {"deck", {"scry", "portal", "summon", "time-loop", "chronomage"}}},
                            {{"factions", {"aliens"}}, {"hand", {"beam-up"}}, {"deck", {"probe"}}}}},
                 {"bases", {{{"base", "the-great-library"}, {"minions", {{{"card", "warbot"}, {"controller", 0}}}}},
                            {{"base", "school-of-wizardry"}}}}}));
  t.answer("play sacrifice");
  // Choosing and drawing do not affect Warbot; only the destroy is prevented.
  CHECK(t.options() == Names{"choose warbot"});
  t.answer("choose warbot");
  CHECK(t.hand(0) == Names{"scry", "portal", "summon", "time-loop"});
  CHECK(t.minions_on("the-great-library") == Names{"warbot"});
  CHECK(t.discard(0) == Names{"sacrifice"});
}

TEST_CASE("[smashup][wizards] Sacrifice with no minion of yours in play does nothing") {
  Table t(board({"sacrifice"}, {"scry"}));
  t.answer("play sacrifice");
  CHECK(t.hand(0).empty());
  CHECK(t.discard(0) == Names{"sacrifice"});
}

TEST_CASE("[smashup][wizards] Scry takes an action from the deck, shows it and shuffles the deck") {
  Table t(board({"scry"}, {"archmage", "time-loop", "neophyte", "summon"}));
  t.answer("play scry");
  CHECK(t.options() == Names{"choose summon", "choose time-loop"});
  t.answer("choose summon");
  CHECK(t.hand(0) == Names{"summon"});
  CHECK(revealed(t) == Names{"summon"});
  CHECK(shuffles(t, 0) == 1);
  auto rest = t.deck(0);
  std::sort(rest.begin(), rest.end());
  CHECK(rest == Names{"archmage", "neophyte", "time-loop"});
}

TEST_CASE("[smashup][wizards][R-27] Scry with no action in the deck still asks its player, then shuffles it") {
  Table t(board({"scry"}, {"archmage", "neophyte"}));
  t.answer("play scry");
  CHECK(t.options() == Names{"pass"});  // the search is seen; that it finds nothing is not
  t.answer("pass");
  CHECK(t.hand(0).empty());
  CHECK(revealed(t).empty());
  CHECK(shuffles(t, 0) == 1);
  CHECK(t.deck(0).size() == 2);
}

TEST_CASE("[smashup][wizards] Summon grants one extra minion") {
  Table t(board({"summon", "archmage", "neophyte", "enchantress"}, {"scry"}));
  t.answer("play summon");
  t.answer("play archmage the-great-library");
  t.answer("play neophyte school-of-wizardry");
  CHECK_FALSE(t.can("play enchantress the-great-library"));
}

TEST_CASE("[smashup][wizards] Time Loop grants two extra actions") {
  Table t(board({"time-loop", "mystic-studies", "mystic-studies", "summon"}, {"scry", "portal", "sacrifice",
                                                                              "chronomage"}));
  t.answer("play time-loop");
  t.answer("play mystic-studies");
  t.answer("play mystic-studies");
  CHECK_FALSE(t.can("play summon"));
  CHECK_FALSE(t.can("play scry"));
}

TEST_CASE("[smashup][wizards] Winds of Change shuffles the hand into the deck, draws five and grants an action") {
  Table t(board({"winds-of-change", "archmage", "neophyte"}, {"scry", "portal", "summon", "time-loop"}));
  t.answer("play winds-of-change");
  CHECK(shuffles(t, 0) == 1);
  auto hand = t.hand(0);
  std::sort(hand.begin(), hand.end());
  CHECK(hand.size() == 5);
  CHECK(t.deck(0).size() == 1);
  CHECK(t.discard(0) == Names{"winds-of-change"});
  // The extra action: one action from the new hand may still be played after Winds used the free one.
  CHECK(t.s.turn.action_used);
  CHECK(t.s.turn.extras.size() == 1);
}

TEST_CASE("[smashup][wizards] The Great Library lets each player with a minion there draw a card") {
  json extra = {{"players", 3},
                {"seats",
                 {{{"hand", json::array()}, {"deck", {"scry", "portal", "summon"}}},
                  {{"hand", json::array()}, {"deck", {"probe", "beam-up"}}},
                  {{"hand", json::array()}, {"deck", {"invader"}}}}},
                {"bases",
                 {{{"base", "the-great-library"},
                   {"minions",
                    {{{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 0}},
                     {{"card", "supreme-overlord"}, {"controller", 1}},
                     {{"card", "invader"}, {"controller", 1}}}}}}},
                {"base_deck", {"the-homeworld"}}};
  Table t(board(json::array(), json::array(), extra));
  t.answer("done");
  // Active player first, then clockwise; Player 3 has no minion there and is not asked.
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("Great Library") != std::string::npos);
  t.answer("yes");
  CHECK(t.asked() == 1);
  t.answer("no");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  // Player 1 drew one card for the Library and two at the end of the turn; Player 2 declined; Player 3 drew none.
  CHECK(t.hand(0) == Names{"scry", "portal", "summon"});
  CHECK(t.hand(2).empty());
  CHECK(t.bases() == Names{"the-homeworld"});
}

TEST_CASE("[smashup][wizards] The Great Library is ignored under Jammed Signal") {
  json j = scoring_board("the-great-library", 2, {"the-homeworld"});
  j["bases"][0]["actions"] = {{{"card", "jammed-signal"}, {"controller", 1}}};
  Table t(j);
  t.answer("done");
  // Nobody is asked to draw: the turn ends with the normal draw of two.
  CHECK(t.hand(0) == Names{"summon", "scry"});
  CHECK(t.vp(0) == 4);
}

TEST_CASE("[smashup][wizards] School of Wizardry: the winner picks the replacement among the top three bases") {
  Table t(scoring_board("school-of-wizardry", 1, {"the-homeworld", "the-mothership", "the-great-library"}));
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose the-homeworld", "choose the-mothership", "choose the-great-library"});
  // Only the winner sees the bases looked at (R-4: the base deck is hidden).
  CHECK_FALSE(observation_to_json(observe(t.s, 1))["pending"].contains("options"));
  t.answer("choose the-mothership");
  CHECK(t.options() == Names{"choose the-homeworld", "choose the-great-library"});
  t.answer("choose the-great-library");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"the-mothership"});
  CHECK(t.base_deck() == Names{"the-great-library", "the-homeworld"});
}

TEST_CASE("[smashup][wizards] School of Wizardry: the pick may be the top base, and the order is the winner's") {
  Table t(scoring_board("school-of-wizardry", 1, {"the-homeworld", "the-mothership", "the-great-library"}));
  t.answer("done");
  t.answer("choose the-homeworld");
  CHECK(t.options() == Names{"choose the-mothership", "choose the-great-library"});
  t.answer("choose the-great-library");
  CHECK(t.bases() == Names{"the-homeworld"});
  CHECK(t.base_deck() == Names{"the-great-library", "the-mothership"});
}

TEST_CASE("[smashup][wizards] School of Wizardry with a tie for first: the active player decides") {
  json j = scoring_board("school-of-wizardry", 3, {"the-homeworld", "the-mothership"});
  j["turn"]["active"] = 1;
  j["seats"][1]["deck"] = {"probe", "beam-up", "invader"};
  Table t(j);
  t.answer("done");
  CHECK(t.asked() == 1);
  // Two bases in the deck: no order to ask for beyond the pick.
  t.answer("choose the-homeworld");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  CHECK(t.bases() == Names{"the-homeworld"});
  CHECK(t.base_deck() == Names{"the-mothership"});
}

TEST_CASE("[smashup][wizards] Neophyte may play a revealed Ongoing action onto a base") {
  Table t(board({"neophyte"}, {"jammed-signal"}));
  t.answer("play neophyte school-of-wizardry");
  t.answer("yes");
  CHECK(t.options() == Names{"play jammed-signal the-great-library", "play jammed-signal school-of-wizardry", "pass"});
  t.answer("play jammed-signal the-great-library");
  CHECK(t.actions_on("the-great-library") == Names{"jammed-signal"});
  CHECK(t.deck(0).empty());
  CHECK_FALSE(t.s.turn.action_used);
}

TEST_CASE("[smashup][wizards] Mass Enchantment plays one of several revealed actions; the others stay on top") {
  json extra = {{"players", 3},
                {"seats",
                 {{{"hand", {"mass-enchantment"}}, {"deck", {"scry", "portal"}}},
                  {{"hand", json::array()}, {"deck", {"probe"}}},
                  {{"hand", json::array()}, {"deck", {"mystic-studies", "summon"}}}}}};
  Table t(board({"mass-enchantment"}, json::array(), extra));
  t.answer("play mass-enchantment");
  CHECK(t.options() == Names{"choose probe", "choose mystic-studies", "pass"});
  t.answer("choose mystic-studies");
  t.answer("play mystic-studies");
  // Player 1 controls it: Player 1 draws the two cards.
  CHECK(t.hand(0) == Names{"scry", "portal"});
  CHECK(t.deck(1) == Names{"probe"});
  CHECK(t.deck(2) == Names{"summon"});
  CHECK(t.discard(2) == Names{"mystic-studies"});
}

TEST_CASE("[smashup][wizards] School of Wizardry is ignored under Jammed Signal") {
  json j = scoring_board("school-of-wizardry", 1, {"the-homeworld", "the-mothership", "the-great-library"});
  j["bases"][0]["actions"] = {{{"card", "jammed-signal"}, {"controller", 1}}};
  Table t(j);
  t.answer("done");
  // No question: the top base replaces it as usual.
  CHECK(t.bases() == Names{"the-homeworld"});
  CHECK(t.base_deck() == Names{"the-mothership", "the-great-library"});
}
