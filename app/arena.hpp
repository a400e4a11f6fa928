#pragma once
// Agents against each other over many games, through the Match seam only, so any game in the catalog can use it.
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "framework/match.hpp"

namespace cardtable::app {

// One finished game, per agent (in setup order): its score, decisions and processor time spent deciding (the thread's
// own CPU clock, so a busy or paused machine does not inflate it).
struct GameRecord {
  std::vector<double> score;  // a shared win counts its share
  std::vector<long> decisions;
  std::vector<double> seconds;
  std::vector<double> worst;
  long rounds = 0;
};

struct ArenaSetup {
  std::vector<std::string> agents;  // one spec per seat of the first game; seats rotate every game
  int games = 100;
  std::uint64_t seed = 1;
  int jobs = 1;  // games played at once, each on a thread of its own
  // When set (Ctrl-C, SIGTERM), games under way are dropped at their next decision and no new game starts: the run
  // ends with the games finished so far, all of them recorded.
  const std::atomic<bool>* stop = nullptr;
  std::function<std::unique_ptr<framework::Match>(std::uint64_t seed)> new_match;
  // The agent a spec names, for the game being played (each game gets fresh agents).
  std::function<std::unique_ptr<ai::Agent>(const std::string& spec)> new_agent;
  // What every game is dealt from besides its seed (the setup JSON without "seed", e.g. Smash Up's card edition):
  // a record holds it, so a run is never continued under another deal.
  std::string deal;
  // Rounds played in a finished match, where the game has rounds (0 otherwise).
  std::function<int(const framework::Match&)> rounds;
  // Games already played by an earlier run of the same setup (by game index): not played again, but counted.
  std::map<int, GameRecord> recorded;
  // Called after each finished game with its index and record, then with the number finished so far (counting the
  // recorded ones), from the worker threads, serialised.
  std::function<void(int game, const GameRecord&)> finished;
  std::function<void(int done)> progress;
};

struct AgentTally {
  std::string spec;
  double wins = 0;  // a shared win counts its share
  long decisions = 0;
  double seconds = 0;
  double worst_seconds = 0;
};

struct ArenaResult {
  std::vector<AgentTally> agents;
  int games = 0;            // finished games (all of setup.games unless the run was stopped)
  bool stopped = false;
  long decisions = 0;
  long rounds = 0;
};

// Game g seats agent (i + g) mod n in seat i, so with two agents the seats swap every other game. Every game's seed
// and every agent's decision seeds derive from setup.seed and g, so the outcome does not depend on the number of jobs.
ArenaResult run_arena(const ArenaSetup& setup);

// The 95% Wilson score interval for `wins` successes in `n` trials.
std::pair<double, double> wilson_interval(double wins, int n);

}  // namespace cardtable::app
