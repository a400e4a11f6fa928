#pragma once
#include <string>

#include "ai/agent.hpp"
#include "ai/blast_search.hpp"
#include "ai/ismcts.hpp"
#include "ai/pimc.hpp"
#include "games/blast/state.hpp"

namespace cardtable::ai {

// The search-free baseline: ai/blast_heuristic.hpp behind the Agent interface.
class BlastHeuristicAgent final : public Agent {
 public:
  std::string choose(const framework::Match& match, std::uint64_t seed) override;
};

// A bot level: an ISMCTS budget (iterations per thread, and threads) and a rollout policy.
struct BlastLevel {
  IsmctsConfig search;
  BlastRollout rollout;
};

// "easy", "normal" or "hard"; throws std::invalid_argument otherwise.
BlastLevel blast_level(const std::string& name);

class BlastSearchAgent final : public Agent {
 public:
  explicit BlastSearchAgent(BlastLevel level) : level_(level) {}
  std::string choose(const framework::Match& match, std::uint64_t seed) override;
  Advice advise(const framework::Match& match, std::uint64_t seed) override;
  // The typed fast path (arena, benchmarks, tests): the action for the seat to move in `s`.
  blast::Action choose_action(const blast::State& s, std::uint64_t seed, IsmctsStats* stats = nullptr) const;

 private:
  // The search's root, or nothing for a forced answer (the only one, in `first`).
  std::vector<RootEdge<blast::Action>> search(const blast::State& s, std::uint64_t seed, IsmctsStats* stats,
                                              std::vector<blast::Action>& first) const;

  BlastLevel level_;
};

// The PIMC yardstick (ai/pimc.hpp) over Blast's search traits, with normal's rollouts and, by default, normal's
// time per decision.
struct BlastPimc {
  PimcConfig pimc;
  BlastRollout rollout;
};
BlastPimc blast_pimc(SearchBudget budget = {});

class BlastPimcAgent final : public Agent {
 public:
  explicit BlastPimcAgent(BlastPimc config) : config_(config) {}
  std::string choose(const framework::Match& match, std::uint64_t seed) override;
  blast::Action choose_action(const blast::State& s, std::uint64_t seed) const;

 private:
  BlastPimc config_;
};

// The Blast state behind a match; throws std::invalid_argument when the match is not Blast.
const blast::State& blast_state(const framework::Match& match);

// Blast's heuristic and search bots, the part of its GameModule make_agent looks up.
GameBots blast_bots();

}  // namespace cardtable::ai
