#include <catch2/catch.hpp>

#include "ai/agent.hpp"
#include "ai/blast_agents.hpp"
#include "ai/blast_explain.hpp"
#include "ai/search_threads.hpp"
#include "games/blast/blast_match.hpp"
#include "games/blast/rules.hpp"
#include "tests/ai/positions.hpp"

using namespace cardtable;
using namespace cardtable::blast;

namespace {

CardSet cards(std::initializer_list<const char*> names) {
  CardSet out;
  for (const char* name : names) out.insert(*parse_card(name));
  return out;
}

// Seat 0 leads a trick holding a pair of 5s and a 9; seat 1 has one card left, so it cannot answer on Peolara.
State last_card_against_a_pair() {
  State s = new_game(Setup{4, 0});
  s.phase = Phase::Trick;
  s.trick = Trick{};
  s.to_move = 0;
  s.exchange_count = 0;
  s.hands[0] = cards({"S5", "J5", "C9"});
  s.hands[1] = cards({"G3"});
  s.undealt = cards({"S0", "S1", "S2", "S3", "S4", "S6", "S7", "S8", "S9", "S10", "J0", "J1", "J2", "J3"});
  s.face_up = kAllCards - s.hands[0] - s.hands[1] - s.undealt;
  return s;
}

Action pair_on_peolara(const State& s) {
  for (const auto& a : legal_actions(s))
    if (a.kind == ActionKind::Play && a.planet == Planet::Peolara) return a;
  FAIL("no pair on Peolara");
  return {};
}

}  // namespace

TEST_CASE("[ai][issue-40] a hint says what the play wins in the bot's playouts and what it keeps") {
  const State s = last_card_against_a_pair();
  const Action pair = pair_on_peolara(s);
  ai::BlastGame game;
  const auto why = ai::blast_why(s, pair, {}, game, 1);
  // Seat 1 holds one card and Peolara asks for two: it must pass, every time.
  CHECK(why.find("wins Peolara in 100% of playouts") != std::string::npos);
  CHECK(why.find("bringing it to your side") != std::string::npos);  // Peolara stood in the centre
  // Leading the 9 instead keeps the pair.
  Action nine;
  for (const auto& a : legal_actions(s))
    if (a.kind == ActionKind::Play && a.planet == Planet::Zamepra && a.cards[0].card == *parse_card("C9")) nine = a;
  const auto keeping = ai::blast_why(s, nine, {}, game, 1);
  CHECK(keeping.find("wins Zamepra in ") != std::string::npos);
  CHECK(keeping.find("keeps J5 S5 for Peolara") != std::string::npos);
  // The search's own figures close the sentence.
  std::vector<ai::RootEdge<Action>> edges{{pair, 30, 24.0}, {nine, 10, 4.0}};
  const auto with_search = ai::blast_why(s, pair, edges, game, 1);
  CHECK(with_search.find("wins the game in 80% of the search (next best 40%)") != std::string::npos);
}

TEST_CASE("[ai][issue-40] the last cards of a hand win the round, and a hint says so") {
  State s = last_card_against_a_pair();
  s.hands[0] = cards({"S5", "J5"});
  s.face_up.insert(*parse_card("C9"));
  CHECK(ai::blast_why(s, pair_on_peolara(s), {}, ai::BlastGame{}, 1) ==
        "plays your last cards: you win the round and a star");
}

TEST_CASE("[ai][issue-40] advice gives the bot's own answer, with reasons") {
  auto agent = ai::make_agent([] {
    framework::GameCatalog c;
    c.add(blast_game().with(ai::blast_bots()));
    return c;
  }(), "blast", "bot:easy");
  int explained = 0;
  for (const auto& s : ai::test::random_positions(30, 17)) {
    const BlastMatch match(Setup{1, 0}, s);
    const auto advice = agent->advise(match, 5);
    CHECK(advice.option == agent->choose(match, 5));
    CHECK(!advice.why.empty());
    if (advice.why.find("of the search") != std::string::npos) ++explained;
  }
  CHECK(explained > 10);
}

TEST_CASE("[ai][issue-40] bots named by their level alone search on the program's threads") {
  CHECK(ai::level_threads() == 1);
  CHECK(ai::threaded_level_spec("hard") == "bot:hard");
  ai::set_level_threads(4);
  CHECK(ai::threaded_level_spec("hard") == "bot:hard/4");
  CHECK(ai::threaded_level_spec("random") == "random");
  CHECK(ai::threaded_level_spec("heuristic") == "heuristic");
  ai::set_level_threads(0);
  CHECK(ai::level_threads() == 1);
  ai::set_level_threads(1000);
  CHECK(ai::level_threads() == ai::kMaxThreads);
  ai::set_level_threads(1);
  CHECK(ai::machine_threads() >= 1);
}
