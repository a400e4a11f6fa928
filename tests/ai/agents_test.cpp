#include <catch2/catch.hpp>

#include <algorithm>

#include "ai/agent.hpp"
#include "ai/blast_agents.hpp"
#include "ai/search_threads.hpp"
#include "games/blast/blast_match.hpp"
#include "games/blast/determinize.hpp"
#include "ai/blast_heuristic.hpp"
#include "games/blast/observation.hpp"
#include "tests/ai/positions.hpp"

using namespace cardtable;
using namespace cardtable::blast;

namespace {

// Blast with its bots, as the program registers it.
const framework::GameCatalog& bots() {
  static const framework::GameCatalog catalog = [] {
    framework::GameCatalog c;
    c.add(blast_game().with(ai::blast_bots()));
    return c;
  }();
  return catalog;
}

bool is_option(const framework::Match& match, const std::string& id) {
  const auto options = match.pending().options;
  return std::any_of(options.begin(), options.end(), [&](const auto& o) { return o.id == id; });
}

// A bot level cut to a handful of iterations, for tests that need many decisions.
ai::BlastLevel quick_level(int iterations) {
  auto level = ai::blast_level("easy");
  level.search.iterations = iterations;
  return level;
}

// A position late in a game played by the heuristic (short rollouts keep the test quick), with a trick to lead or
// answer and a real choice for the seat to move.
BlastMatch position_with_choice(std::uint64_t seed) {
  State s = new_game(Setup{seed, 0});
  std::vector<Action> scratch;
  while (!(std::max(points(s, 0), points(s, 1)) >= 6 && s.phase == Phase::Trick && ai::search_actions(s).size() > 1)) {
    apply(s, heuristic_action(s, scratch));
    if (is_over(s)) s = new_game(Setup{++seed, 0});
  }
  return BlastMatch(Setup{seed, 0}, s);
}

// The same position with one hidden card of the other hand (not one the bot gave it) swapped for an undealt one,
// and other future shuffles.
State with_other_hidden_cards(const State& s) {
  State changed = s;
  const Seat other = opponent(s.to_move);
  const CardId out = (changed.hands[other] - s.gifts[s.to_move]).cards().front();
  const CardId in = changed.undealt.cards().back();
  changed.hands[other].erase(out);
  changed.hands[other].insert(in);
  changed.undealt.erase(in);
  changed.undealt.insert(out);
  changed.rng = framework::Rng::from_seed(12345);
  return changed;
}

}  // namespace

TEST_CASE("[ai] the factory knows every Blast agent and refuses unknown ones") {
  for (const auto& spec : ai::agent_specs(bots(), "blast")) CHECK(ai::make_agent(bots(), "blast", spec) != nullptr);
  CHECK(ai::agent_specs(bots(), "blast") ==
        std::vector<std::string>{"random", "heuristic", "pimc", "bot:easy", "bot:normal", "bot:hard"});
  CHECK_THROWS_AS(ai::make_agent(bots(), "blast", "bot:genius"), std::invalid_argument);
  CHECK_THROWS_AS(ai::make_agent(bots(), "blast", "minimax"), std::invalid_argument);
}

TEST_CASE("[ai][issue-23] a level with its own budget: bot:<level>@<iterations>") {
  auto easy = ai::make_agent(bots(), "blast", "bot:easy");
  auto same_budget = ai::make_agent(bots(), "blast", "bot:easy@" + std::to_string(ai::blast_level("easy").search.iterations));
  auto one_iteration = ai::make_agent(bots(), "blast", "bot:easy@1");
  int differ = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const auto match = position_with_choice(seed);
    const auto chosen = easy->choose(match, seed);
    CHECK(same_budget->choose(match, seed) == chosen);
    if (one_iteration->choose(match, seed) != chosen) ++differ;
  }
  CHECK(differ > 0);  // the budget reaches the search
  for (const std::string bad : {"bot:easy@0", "bot:easy@", "bot:easy@12x", "bot:easy@-3", "bot:easy@1000001",
                                "bot:genius@100", "bot:@5", "heuristic@5", "bot:easy@99999999999", "bot:easy/0",
                                "bot:easy/65", "bot:easy/", "bot:easy/2/2", "bot:easy/2@100", "pimc@", "pimc/x",
                                "random/2", "heuristic/2"}) {
    INFO(bad);
    CHECK_THROWS_WITH(ai::make_agent(bots(), "blast", bad), Catch::Contains("bot:normal@2500"));
  }
  CHECK(ai::make_agent(bots(), "blast", "bot:hard@" + std::to_string(ai::kMaxIterations)) != nullptr);
  CHECK(ai::make_agent(bots(), "blast", "bot:hard@100/" + std::to_string(ai::kMaxThreads)) != nullptr);
  CHECK(ai::make_agent(bots(), "blast", "pimc@400/2") != nullptr);
}

TEST_CASE("[ai][issue-18] a game registered without bots plays only the random agent") {
  framework::GameCatalog bare;
  bare.add(blast_game());
  CHECK(ai::agent_specs(bare, "blast") == std::vector<std::string>{"random"});
  CHECK(ai::make_agent(bare, "blast", "random") != nullptr);
  CHECK_THROWS_WITH(ai::make_agent(bare, "blast", "bot:normal"), Catch::Contains("known: random"));
}

TEST_CASE("[ai] random, heuristic and easy agents answer only legal options over whole games") {
  int decisions = 0;
  for (const std::string spec : {"random", "heuristic", "bot:easy"}) {
    auto agent = ai::make_agent(bots(), "blast", spec);
    const int games = spec == "bot:easy" ? 1 : 8;
    for (int g = 0; g < games; ++g) {
      BlastMatch match(Setup{static_cast<std::uint64_t>(100 + g), std::nullopt});
      for (std::size_t n = 0; !match.is_over(); ++n) {
        const auto id = agent->choose(match, ai::decision_seed(7, n));
        REQUIRE(is_option(match, id));
        match.answer(id);
        ++decisions;
      }
    }
  }
  CHECK(decisions > 1000);
}

TEST_CASE("[ai] the search answers only legal actions in thousands of positions of every phase") {
  const ai::BlastSearchAgent agent(quick_level(8));
  int exchanges = 0;
  const auto positions = ai::test::random_positions(1200, 71);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const auto& s = positions[i];
    if (s.phase == Phase::Exchange) ++exchanges;
    REQUIRE(is_legal(s, agent.choose_action(s, ai::decision_seed(3, i))));
  }
  CHECK(exchanges > 50);
}

TEST_CASE("[ai] the same position and seed give the same decision") {
  const auto positions = ai::test::random_positions(40, 91);
  const ai::BlastSearchAgent agent(quick_level(60));
  for (std::size_t i = 0; i < positions.size(); ++i)
    REQUIRE(agent.choose_action(positions[i], i) == agent.choose_action(positions[i], i));
  auto easy = ai::make_agent(bots(), "blast", "bot:easy");
  const auto match = position_with_choice(33);
  CHECK(easy->choose(match, 77) == easy->choose(*match.clone(), 77));
}

// Blast's rules, Hidden information: "They never see the opponent's hand or the 14 undealt cards."
TEST_CASE("[ai][issue-40] no cheating: hidden cards the bot cannot see do not change its decision, at every level, "
          "on several threads and for PIMC") {
  // Hard is normal's search with a larger budget, so a smaller one (as for the threads and PIMC) keeps the test short.
  for (const std::string spec :
       {"heuristic", "bot:easy", "bot:normal", "bot:hard@6000", "bot:normal@3000/2", "pimc@6000", "pimc@6000/2"}) {
    INFO(spec);
    auto agent = ai::make_agent(bots(), "blast", spec);
    const auto match = position_with_choice(40);
    const State& s = match.state();
    REQUIRE(s.phase == Phase::Trick);
    REQUIRE(ai::search_actions(s).size() > 1);
    const State hidden_changed = with_other_hidden_cards(s);
    REQUIRE(hidden_changed != s);
    REQUIRE(observe(hidden_changed, s.to_move) == observe(s, s.to_move));
    const BlastMatch other(match.setup(), hidden_changed);
    const auto decision = agent->choose(match, 2024);
    CHECK(is_option(match, decision));
    CHECK(decision == agent->choose(other, 2024));
  }
}

TEST_CASE("[ai][issue-40] no cheating in bulk: decisions over many positions ignore the hidden cards") {
  const ai::BlastSearchAgent agent(quick_level(40));
  auto two_threads = quick_level(40);
  two_threads.search.threads = 2;
  const ai::BlastSearchAgent threaded(two_threads);
  const ai::BlastPimcAgent pimc(ai::blast_pimc({200, 1}));
  auto rng = framework::Rng::from_seed(8);
  int compared = 0;
  for (const auto& s : ai::test::random_positions(150, 13)) {
    if (s.phase != Phase::Trick) continue;
    // Any state the bot cannot tell apart from this one: a fresh deal of everything it cannot see.
    const State twin = determinize(s, s.to_move, rng);
    REQUIRE(observe(twin, s.to_move) == observe(s, s.to_move));
    REQUIRE(agent.choose_action(s, 9) == agent.choose_action(twin, 9));
    REQUIRE(threaded.choose_action(s, 9) == threaded.choose_action(twin, 9));
    REQUIRE(pimc.choose_action(s, 9) == pimc.choose_action(twin, 9));
    ++compared;
  }
  CHECK(compared > 80);
}

namespace {

// The share of the root's visits that its most visited answer took, over the positions, searched with `level`.
double best_answer_share(const ai::BlastLevel& level, const std::vector<State>& positions) {
  ai::BlastGame game;
  game.rollout = level.rollout;
  double share = 0;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const auto edges = ai::search_on_threads(game, level.search, positions[i], i);
    share += static_cast<double>(ai::most_visited(edges)->visits) / level.search.iterations;
  }
  return share / static_cast<double>(positions.size());
}

}  // namespace

TEST_CASE("[ai][issue-40] normal and hard explore at the scale of the round-start table's values, so more iterations "
          "gather on the best answers") {
  std::vector<State> positions;
  for (const auto& s : ai::test::random_positions(200, 21))
    if (s.phase == Phase::Trick && ai::search_actions(s).size() > 3 && positions.size() < 12) positions.push_back(s);
  REQUIRE(positions.size() == 12);
  for (const char* name : {"normal", "hard"}) {
    INFO(name);
    auto level = ai::blast_level(name);
    REQUIRE(level.rollout.to_round_end);
    level.search.iterations = 2000;
    auto as_for_results = level;
    as_for_results.search.exploration = ai::IsmctsConfig{}.exploration;  // the constant set for a game's results
    const double focused = best_answer_share(level, positions);
    const double spread = best_answer_share(as_for_results, positions);
    INFO(focused << " against " << spread);
    CHECK(focused > spread + 0.1);
  }
}

TEST_CASE("[ai] a search agent refuses a match of another game") {
  struct NotBlast : framework::Match {
    std::string game_id() const override { return "smashup"; }
    int player_count() const override { return 2; }
    bool is_over() const override { return false; }
    framework::Decision pending() const override { return {}; }
    std::vector<std::string> answer(std::string_view) override { return {}; }
    std::vector<double> results() const override { return {}; }
    std::unique_ptr<Match> clone() const override { return nullptr; }
    nlohmann::json state_json() const override { return {}; }
    nlohmann::json observation_json(framework::Seat) const override { return {}; }
    std::string summary() const override { return {}; }
    int rounds_played() const override { return 0; }
  };
  NotBlast match;
  CHECK_THROWS_AS(ai::make_agent(bots(), "blast", "bot:easy")->choose(match, 1), std::invalid_argument);
}
