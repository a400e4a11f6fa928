#include "ai/smashup_agents.hpp"

#include <stdexcept>

#include "games/smashup/choice_text.hpp"
#include "ai/smashup_heuristic.hpp"
#include "games/smashup/smashup_match.hpp"

namespace cardtable::ai {

const smashup::State& smashup_state(const framework::Match& match) {
  const auto* m = dynamic_cast<const smashup::SmashUpMatch*>(&match);
  if (!m) throw std::invalid_argument("this agent plays Smash Up, not " + match.game_id());
  return m->state();
}

std::string SmashUpHeuristicAgent::choose(const framework::Match& match, std::uint64_t seed) {
  const auto& s = smashup_state(match);
  auto rng = framework::Rng::from_seed(seed);
  return smashup::choice_id(s, smashup::heuristic_choice(s, rng));
}

SmashUpLevel smashup_level(const std::string& name) {
  SmashUpLevel level;
  // Set by time (docs/ai.md): each level spends the processor time per decision it spent before issue 23 made an
  // iteration about 2.5 times cheaper (100 / 600 / 2,500 iterations then).
  if (name == "easy") {
    level.search.iterations = 250;
    level.rollout.epsilon = 0.4;
  } else if (name == "normal") {
    level.search.iterations = 1500;
    level.rollout.epsilon = 0.2;
  } else if (name == "hard") {
    level.search.iterations = 6000;
    level.rollout.epsilon = 0.2;
  } else {
    throw std::invalid_argument("no Smash Up bot level '" + name + "' (known: easy, normal, hard)");
  }
  return level;
}

smashup::Choice SmashUpSearchAgent::choose_choice(const smashup::State& s, std::uint64_t seed,
                                                  IsmctsStats* stats) const {
  if (s.question.options.size() == 1) return s.question.options.front();  // a forced answer needs no thought
  if (const auto out = smashup::loop_exit(s)) return *out;
  SmashUpGame game;
  game.rollout = level_.rollout;
  Ismcts<SmashUpGame> search(game, level_.search);
  return search.choose(s, seed, stats);
}

std::string SmashUpSearchAgent::choose(const framework::Match& match, std::uint64_t seed) {
  const auto& s = smashup_state(match);
  return smashup::choice_id(s, choose_choice(s, seed));
}

GameBots smashup_bots() {
  return {[] { return std::make_unique<SmashUpHeuristicAgent>(); },
          [](const std::string& name, int iterations) { return search_agent<SmashUpSearchAgent>(smashup_level(name), iterations); }};
}

}  // namespace cardtable::ai
