#include "ai/blast_agents.hpp"

#include <stdexcept>

#include "games/blast/blast_match.hpp"
#include "ai/blast_heuristic.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ai {

const blast::State& blast_state(const framework::Match& match) {
  const auto* blast_match = dynamic_cast<const blast::BlastMatch*>(&match);
  if (!blast_match) throw std::invalid_argument("this agent plays Blast, not " + match.game_id());
  return blast_match->state();
}

std::string BlastHeuristicAgent::choose(const framework::Match& match, std::uint64_t /*seed*/) {
  std::vector<blast::Action> scratch;
  return blast::to_string(blast::heuristic_action(blast_state(match), scratch));
}

// Each level spends the processor time it spent before issue 23's speed-up made an iteration 2.2 times cheaper
// (200, 2,500 and 12,000 iterations then); docs/ai.md has the comparison that shows the time bought strength.
BlastLevel blast_level(const std::string& name) {
  BlastLevel level;
  if (name == "easy") {
    level.search.iterations = 450;
    level.rollout.epsilon = 0.3;
  } else if (name == "normal") {
    level.search.iterations = 5500;
    level.rollout.epsilon = 0.1;
  } else if (name == "hard") {
    level.search.iterations = 26000;
    level.rollout.epsilon = 0.1;
  } else {
    throw std::invalid_argument("no Blast bot level '" + name + "' (known: easy, normal, hard)");
  }
  return level;
}

blast::Action BlastSearchAgent::choose_action(const blast::State& s, std::uint64_t seed, IsmctsStats* stats) const {
  BlastGame game;
  game.rollout = level_.rollout;
  std::vector<blast::Action> first;
  game.actions(s, first);
  if (first.size() == 1) return first.front();  // a forced answer needs no thought
  Ismcts<BlastGame> search(std::move(game), level_.search);
  return search.choose(s, seed, stats);
}

std::string BlastSearchAgent::choose(const framework::Match& match, std::uint64_t seed) {
  return blast::to_string(choose_action(blast_state(match), seed));
}

GameBots blast_bots() {
  return {[] { return std::make_unique<BlastHeuristicAgent>(); },
          [](const std::string& name, int iterations) { return search_agent<BlastSearchAgent>(blast_level(name), iterations); }};
}

}  // namespace cardtable::ai
