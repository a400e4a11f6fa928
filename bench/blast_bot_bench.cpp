// Blast bot speed: ISMCTS iterations per second (wall clock and processor time) and the time each level takes per
// decision (median, 90th percentile, worst) over positions from heuristic-vs-heuristic games. Figures are printed,
// never asserted.
// Usage: blast_bot_bench [--decisions] [positions] [levels...]   (default: 40 positions; easy normal hard)
// A level may carry its own budget and threads, as the arena's agents do: "normal@2500" is normal searching 2,500
// iterations, "hard/2" is hard on two threads (each searching hard's budget); "pimc" is the PIMC yardstick.
// --decisions also prints each decision with the visits of the chosen root child: a speed-up meant to leave the bot's
// play alone should leave that list alone too (diff the output of the two builds).
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "ai/blast_agents.hpp"
#include "bench/count_arg.hpp"
#include "framework/rng.hpp"
#include "ai/blast_heuristic.hpp"
#include "games/blast/rules.hpp"

using namespace cardtable;
using Clock = std::chrono::steady_clock;

namespace {

// Positions where the bot has a real choice, spread over whole games played by the heuristic.
std::vector<blast::State> sample_positions(int count) {
  std::vector<blast::State> out;
  auto rng = framework::Rng::from_seed(2024);
  std::vector<blast::Action> scratch;
  while (static_cast<int>(out.size()) < count) {
    blast::State s = blast::new_game({rng.next(), std::nullopt});
    while (!blast::is_over(s) && static_cast<int>(out.size()) < count) {
      if (rng.below(12) == 0 && ai::search_actions(s).size() > 1) out.push_back(s);
      blast::apply(s, blast::heuristic_action(s, scratch));
    }
  }
  return out;
}

double percentile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

// A level, "normal", or "pimc", each with its own budget and threads as the arena's agents take them:
// "normal@2500", "hard/2", "pimc@20000/2". Returns the decision and the iterations it searched.
using Decide = std::function<blast::Action(const blast::State&, std::uint64_t, ai::IsmctsStats&)>;

Decide decider(const std::string& name) {
  const auto slash = name.find('/');
  const auto at = name.find('@');
  const std::string base = name.substr(0, std::min(at, slash));
  ai::SearchBudget budget;
  if (slash != std::string::npos) budget.threads = bench::count_arg(name.substr(slash + 1), "threads: hard/2");
  if (at != std::string::npos)
    budget.iterations = bench::count_arg(name.substr(at + 1, slash == std::string::npos ? slash : slash - at - 1),
                                         "a level's budget: normal@2500");
  if (base == "pimc") {
    const ai::BlastPimcAgent agent(ai::blast_pimc(budget));
    const auto config = ai::blast_pimc(budget).pimc;
    return [agent, config](const blast::State& s, std::uint64_t seed, ai::IsmctsStats& stats) {
      stats.iterations = config.samples * config.search.iterations;
      return agent.choose_action(s, seed);
    };
  }
  auto level = ai::blast_level(base);
  if (budget.iterations > 0) level.search.iterations = budget.iterations;
  level.search.threads = budget.threads;
  const ai::BlastSearchAgent agent(level);
  return [agent](const blast::State& s, std::uint64_t seed, ai::IsmctsStats& stats) {
    return agent.choose_action(s, seed, &stats);
  };
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  const bool decisions = !args.empty() && args.front() == "--decisions";
  if (decisions) args.erase(args.begin());
  const int positions =
      args.empty() ? 40 : bench::count_arg(args.front(), "blast_bot_bench [--decisions] [positions [level...]]");
  std::vector<std::string> levels;
  if (!args.empty()) levels.assign(args.begin() + 1, args.end());
  if (levels.empty()) levels = {"easy", "normal", "hard"};
  const auto sample = sample_positions(positions);

  std::cout << "blast bot (" << positions << " positions from heuristic games; a level's threads each search its "
            << "whole budget)\n" << std::fixed << std::setprecision(1);
  for (const auto& name : levels) {
    const auto decide = decider(name);
    std::vector<double> ms;
    long iterations = 0;
    long searched = 0;  // decisions that searched (a forced answer does not)
    double searching = 0, searching_cpu = 0;
    for (std::size_t i = 0; i < sample.size(); ++i) {
      ai::IsmctsStats stats;
      const auto start = Clock::now();
      const std::clock_t cpu_start = std::clock();
      const auto chosen = decide(sample[i], ai::decision_seed(99, i), stats);
      const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      // Processor time too (of every thread): on a shared machine the wall clock also counts the time other
      // programs had the cores.
      const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      if (decisions)
        std::cout << "  " << name << " position " << i << ": " << blast::to_string(chosen) << " (root visits "
                  << stats.root_visits_best << ")\n";
      ms.push_back(1000 * seconds);
      iterations += stats.iterations;
      if (stats.iterations > 0) {
        ++searched;
        searching += seconds;
        searching_cpu += cpu_seconds;
      }
    }
    std::cout << "  " << std::left << std::setw(16) << name << std::right << std::setw(8)
              << iterations / std::max(searched, 1L) << " iterations/decision  " << std::setw(8)
              << iterations / searching << " iterations/s (" << iterations / searching_cpu
              << " of processor time)   decision ms: median " << percentile(ms, 0.5) << "  p90 "
              << percentile(ms, 0.9) << "  worst " << percentile(ms, 1.0) << "\n";
  }
}
