#pragma once
#include <optional>
#include <string>

#include "ai/agent.hpp"
#include "ai/ismcts.hpp"
#include "ai/pimc.hpp"
#include "ai/smashup_search.hpp"
#include "games/smashup/state.hpp"

namespace cardtable::ai {

// ai/smashup_heuristic.hpp behind the Agent interface.
class SmashUpHeuristicAgent final : public Agent {
 public:
  std::string choose(const framework::Match& match, std::uint64_t seed) override;
};

// A bot level: an ISMCTS budget (iterations per thread, never wall time, and threads) and a rollout policy.
struct SmashUpLevel {
  IsmctsConfig search;
  SmashUpRollout rollout;
};

// "easy", "normal" or "hard"; throws std::invalid_argument otherwise.
SmashUpLevel smashup_level(const std::string& name);

class SmashUpSearchAgent final : public Agent {
 public:
  explicit SmashUpSearchAgent(SmashUpLevel level) : level_(level) {}
  std::string choose(const framework::Match& match, std::uint64_t seed) override;
  Advice advise(const framework::Match& match, std::uint64_t seed) override;
  // The typed path (benchmarks, tests): the answer for the seat asked in `s`.
  smashup::Choice choose_choice(const smashup::State& s, std::uint64_t seed, IsmctsStats* stats = nullptr) const;

 private:
  // The search's root, or nothing when the answer needs no search (`settled` holds it then).
  std::vector<RootEdge<smashup::Choice>> search(const smashup::State& s, std::uint64_t seed, IsmctsStats* stats,
                                                std::optional<smashup::Choice>& settled) const;

  SmashUpLevel level_;
};

// The PIMC yardstick (ai/pimc.hpp) over Smash Up's search traits, with normal's rollouts and, by default, normal's
// time per decision.
struct SmashUpPimc {
  PimcConfig pimc;
  SmashUpRollout rollout;
};
SmashUpPimc smashup_pimc(SearchBudget budget = {});

class SmashUpPimcAgent final : public Agent {
 public:
  explicit SmashUpPimcAgent(SmashUpPimc config) : config_(config) {}
  std::string choose(const framework::Match& match, std::uint64_t seed) override;
  smashup::Choice choose_choice(const smashup::State& s, std::uint64_t seed) const;

 private:
  SmashUpPimc config_;
};

// The Smash Up state behind a match; throws std::invalid_argument when the match is not Smash Up.
const smashup::State& smashup_state(const framework::Match& match);

// Smash Up's heuristic and search bots, the part of its GameModule make_agent looks up.
GameBots smashup_bots();

}  // namespace cardtable::ai
