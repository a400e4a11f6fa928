// Scoring rules: places and ties, the one-minion requirement, order of scoring, clearing and replacing bases.
#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

json minion(const char* card, int controller) { return {{"card", card}, {"controller", controller}}; }

// The Mothership (breakpoint 20, VP 4/2/1) with the given minions; three players; Player 1 to finish playing.
json mothership(json minions, int players = 3) {
  json seats = json::array();
  for (int i = 0; i < players; ++i) seats.push_back({{"deck", {"beam-up", "beam-up"}}});
  return {{"seats", seats},
          {"bases", {{{"base", "the-mothership"}, {"minions", minions}}}},
          {"base_deck", {"the-homeworld"}},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

}  // namespace

TEST_CASE("[smashup][rules] ties share the higher place: 10/10/5 gives 1st, 1st and 3rd") {
  Table t(mothership({minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 1),
                      minion("supreme-overlord", 1), minion("supreme-overlord", 2)}));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(2) == 1);
}

TEST_CASE("[smashup][rules] ties share the higher place: 10/5/5 gives 1st, 2nd and 2nd") {
  Table t(mothership({minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 1),
                      minion("supreme-overlord", 2), minion("invader", 0)}));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 2);
}

TEST_CASE("[smashup][rules] a player needs a minion on the base to rank; a power-0 minion still ranks") {
  // Player 3 has no minion there: Player 2's place is 2nd and nobody is 3rd.
  Table t(mothership({minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                      minion("supreme-overlord", 0), minion("collector", 1)}));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 0);
}

TEST_CASE("[smashup][rules] a base below its breakpoint does not score") {
  Table t(mothership({minion("supreme-overlord", 0), minion("supreme-overlord", 1), minion("invader", 2)}));
  t.answer("done");
  CHECK(t.bases() == Names{"the-mothership"});
  CHECK(t.vp(0) + t.vp(1) + t.vp(2) == 0);
}

TEST_CASE("[smashup][rules] cards on a scored base go to their owners' discard piles and the base is replaced") {
  json scenario = mothership({{{"card", "supreme-overlord"}, {"controller", 0}, {"owner", 1}},
                              minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                              minion("supreme-overlord", 0)});
  scenario["bases"][0]["actions"] = {{{"card", "jammed-signal"}, {"controller", 2}}};
  Table t(scenario);
  t.answer("done");
  CHECK(t.discard(0) == Names{"supreme-overlord", "supreme-overlord", "supreme-overlord"});
  CHECK(t.discard(1) == Names{"supreme-overlord"});
  CHECK(t.discard(2) == Names{"jammed-signal"});
  CHECK(t.bases() == Names{"the-homeworld"});
  CHECK(t.s.base_discard == std::vector<BaseId>{test::base_id("the-mothership")});
}

TEST_CASE("[smashup][R-3] an empty base deck reshuffles the base discard") {
  json scenario = mothership({minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                              minion("supreme-overlord", 0), minion("supreme-overlord", 0)});
  scenario["base_deck"] = json::array();
  scenario["base_discard"] = {"the-homeworld"};
  Table t(scenario);
  t.answer("done");
  // The discard (The Homeworld and the scored Mothership) became the deck; its top replaced the Mothership.
  REQUIRE(t.bases().size() == 1);
  CHECK(t.base_deck().size() == 1);
  CHECK(t.s.base_discard.empty());
  Names all{t.bases()[0], t.base_deck()[0]};
  std::sort(all.begin(), all.end());
  CHECK(all == Names{"the-homeworld", "the-mothership"});
}

TEST_CASE("[smashup][rules] the active player chooses which ready base scores first, then the others are checked again") {
  json scenario = mothership({minion("supreme-overlord", 0), minion("supreme-overlord", 0),
                              minion("supreme-overlord", 0), minion("supreme-overlord", 1)});
  scenario["bases"].push_back({{"base", "the-homeworld"},
                               {"minions", {minion("supreme-overlord", 1), minion("supreme-overlord", 1),
                                            minion("supreme-overlord", 1), minion("supreme-overlord", 1),
                                            minion("supreme-overlord", 2)}}});
  scenario["base_deck"] = json::array();
  Table t(scenario);
  t.answer("done");
  CHECK(t.options() == Names{"score the-homeworld", "score the-mothership"});
  t.answer("score the-homeworld");
  // The Homeworld scored first (Player 2 wins it, Player 3 second); the Mothership is still ready and scores next
  // without a question; with an empty base deck each is replaced from the reshuffled base discard.
  CHECK(t.vp(1) == 4 + 2);
  CHECK(t.vp(2) == 2);
  CHECK(t.vp(0) == 4);
}

TEST_CASE("[smashup][rules] abilities set off together are ordered by the active player") {
  // Scout and The Mothership both answer the Mothership scoring.
  Table t(mothership({minion("scout", 1), minion("supreme-overlord", 1), minion("supreme-overlord", 1),
                      minion("supreme-overlord", 1), minion("supreme-overlord", 0)}));
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"resolve the-mothership", "resolve scout"});
  t.answer("resolve the-mothership");
  // The winner (Player 2) takes the Scout back with the Mothership; the Scout's own ability then has nothing to do.
  CHECK(t.asked() == 1);
  t.answer("choose scout");
  CHECK(t.hand(1) == Names{"scout"});
}

TEST_CASE("[smashup][rules] a scoring is told in order: the base scores, each place with its power, then the VP") {
  Table t(mothership({minion("supreme-overlord", 0), minion("supreme-overlord", 0), minion("supreme-overlord", 1),
                      minion("supreme-overlord", 2), minion("invader", 0)}));
  t.log.clear();
  t.answer("done");
  Names said;
  for (const auto& e : t.log)
    if (e.kind == EventKind::BaseScoring || e.kind == EventKind::PlaceTaken || e.kind == EventKind::VpGained)
      said.push_back(describe(t.s, e));
  CHECK(said == Names{"The Mothership scores with 23 power.",
                      "Player 1 took 1st place on The Mothership with 13 power.",
                      "Player 2 took 2nd place on The Mothership with 5 power.",
                      "Player 3 took 2nd place on The Mothership with 5 power.",
                      "Player 1 gained 4 VP from The Mothership.", "Player 2 gained 2 VP from The Mothership.",
                      "Player 3 gained 2 VP from The Mothership."});
}
