// Blast bot speed on one core: ISMCTS iterations per second and the time each level takes per decision (median,
// 90th percentile, worst) over positions from heuristic-vs-heuristic games. Figures are printed, never asserted.
// Usage: blast_bot_bench [--decisions] [positions] [levels...]   (default: 40 positions; easy normal hard)
// A level may carry its own budget, as the arena's agents do: "normal@2500" is normal searching 2,500 iterations.
// --decisions also prints each decision with the visits of the chosen root child: a speed-up meant to leave the bot's
// play alone should leave that list alone too (diff the output of the two builds).
#include <algorithm>
#include <chrono>
#include <cstdlib>
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

// "normal" or "normal@2500".
ai::BlastLevel level_named(const std::string& name) {
  const auto at = name.find('@');
  auto level = ai::blast_level(name.substr(0, at));
  if (at != std::string::npos) level.search.iterations = bench::count_arg(name.substr(at + 1), "a level's budget: normal@2500");
  return level;
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

  std::cout << "blast bot (one core, " << positions << " positions from heuristic games)\n"
            << std::fixed << std::setprecision(1);
  for (const auto& name : levels) {
    const auto level = level_named(name);
    const ai::BlastSearchAgent agent(level);
    std::vector<double> ms;
    long iterations = 0;
    double searching = 0, searching_cpu = 0;
    for (std::size_t i = 0; i < sample.size(); ++i) {
      ai::IsmctsStats stats;
      const auto start = Clock::now();
      const std::clock_t cpu_start = std::clock();
      const auto chosen = agent.choose_action(sample[i], ai::decision_seed(99, i), &stats);
      const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      // Processor time too: on a shared machine the wall clock also counts the time other programs had the core.
      const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      if (decisions)
        std::cout << "  " << name << " position " << i << ": " << blast::to_string(chosen) << " (root visits "
                  << stats.root_visits_best << ")\n";
      ms.push_back(1000 * seconds);
      iterations += stats.iterations;
      if (stats.iterations > 0) {
        searching += seconds;
        searching_cpu += cpu_seconds;
      }
    }
    std::cout << "  bot:" << std::left << std::setw(12) << name << std::right << std::setw(6) << level.search.iterations
              << " iterations/decision  " << std::setw(8) << iterations / searching << " iterations/s ("
              << iterations / searching_cpu << " of processor time)   decision ms: median "
              << percentile(ms, 0.5) << "  p90 " << percentile(ms, 0.9) << "  worst " << percentile(ms, 1.0) << "\n";
  }
}
