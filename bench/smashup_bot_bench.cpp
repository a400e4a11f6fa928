// Smash Up bot speed: ISMCTS iterations per second (wall clock) and the time each level (and the heuristic) takes
// per decision (median, 90th percentile, worst) over positions with a real choice from heuristic games of 2-4
// players. Figures are printed, never asserted. Processor time is printed beside the wall-clock figures, since a
// shared machine stretches the latter.
// Usage: smashup_bot_bench [--decisions] [positions] [levels...]   (default: 40 positions; easy normal hard)
// A level may carry its own budget and threads, as the arena's agents do ("normal@600", "hard/2"); "pimc" is the
// PIMC yardstick.
// --decisions also prints each decision (the heuristic's and each level's, with the chosen root child's visits): a
// speed-up meant to leave the bots' play alone should leave that list alone too (diff the output of two builds).
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdlib>
#include <functional>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "ai/smashup_agents.hpp"
#include "bench/count_arg.hpp"
#include "framework/rng.hpp"
#include "games/smashup/smashup_match.hpp"
#include "ai/smashup_heuristic.hpp"
#include "games/smashup/choice_text.hpp"

using namespace cardtable;
using Clock = std::chrono::steady_clock;

namespace {

std::vector<smashup::State> sample_positions(int count) {
  std::vector<smashup::State> out;
  auto rng = framework::Rng::from_seed(2024);
  for (int game = 0; static_cast<int>(out.size()) < count; ++game) {
    smashup::State s = smashup::state_from_setup({{"seed", rng.next()}, {"players", 2 + game % 3}});
    while (!smashup::is_over(s) && static_cast<int>(out.size()) < count) {
      if (rng.below(8) == 0 && s.question.options.size() > 1) out.push_back(s);
      smashup::apply(s, smashup::heuristic_choice(s, rng));
    }
  }
  return out;
}

double percentile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

// A level, "normal", or "pimc", each with its own budget and threads as the arena's agents take them:
// "normal@600", "hard/2", "pimc@3000/2". Returns the answer and the iterations it searched.
using Decide = std::function<smashup::Choice(const smashup::State&, std::uint64_t, ai::IsmctsStats&)>;

Decide decider(const std::string& name) {
  const auto slash = name.find('/');
  const auto at = name.find('@');
  const std::string base = name.substr(0, std::min(at, slash));
  ai::SearchBudget budget;
  if (slash != std::string::npos) budget.threads = bench::count_arg(name.substr(slash + 1), "threads: hard/2");
  if (at != std::string::npos)
    budget.iterations = bench::count_arg(name.substr(at + 1, slash == std::string::npos ? slash : slash - at - 1),
                                         "a level's budget: normal@600");
  if (base == "pimc") {
    const ai::SmashUpPimcAgent agent(ai::smashup_pimc(budget));
    const auto config = ai::smashup_pimc(budget).pimc;
    return [agent, config](const smashup::State& s, std::uint64_t seed, ai::IsmctsStats& stats) {
      const bool searched = s.question.options.size() > 1 && !smashup::loop_exit(s);
      stats.iterations = searched ? config.samples * config.search.iterations : 0;
      return agent.choose_choice(s, seed);
    };
  }
  auto level = ai::smashup_level(base);
  if (budget.iterations > 0) level.search.iterations = budget.iterations;
  level.search.threads = budget.threads;
  const ai::SmashUpSearchAgent agent(level);
  return [agent](const smashup::State& s, std::uint64_t seed, ai::IsmctsStats& stats) {
    return agent.choose_choice(s, seed, &stats);
  };
}

void print_times(const std::string& name, const std::vector<double>& ms) {
  std::cout << "decision ms: median " << percentile(ms, 0.5) << "  p90 " << percentile(ms, 0.9) << "  worst "
            << percentile(ms, 1.0) << "   (" << name << ")\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  const bool decisions = !args.empty() && args.front() == "--decisions";
  if (decisions) args.erase(args.begin());
  const int positions =
      args.empty() ? 40 : bench::count_arg(args.front(), "smashup_bot_bench [--decisions] [positions [level...]]");
  std::vector<std::string> levels;
  if (!args.empty()) levels.assign(args.begin() + 1, args.end());
  if (levels.empty()) levels = {"easy", "normal", "hard"};
  const auto sample = sample_positions(positions);

  std::cout << "smashup bot (" << positions << " positions from heuristic games of 2-4 players)\n"
            << std::fixed << std::setprecision(1);
  {
    std::vector<double> ms;
    auto rng = framework::Rng::from_seed(7);
    for (std::size_t i = 0; i < sample.size(); ++i) {
      const auto start = Clock::now();
      const auto chosen = smashup::heuristic_choice(sample[i], rng);
      ms.push_back(1000 * std::chrono::duration<double>(Clock::now() - start).count());
      if (decisions)
        std::cout << "  heuristic position " << i << ": " << smashup::choice_id(sample[i], chosen) << "\n";
    }
    std::cout << "  heuristic" << std::string(33, ' ');
    print_times("heuristic", ms);
  }
  for (const auto& name : levels) {
    const auto decide = decider(name);
    std::vector<double> ms;
    std::vector<double> cpu_ms;
    long iterations = 0;
    long searched = 0;  // decisions that searched (a forced answer does not)
    double searching = 0;
    for (std::size_t i = 0; i < sample.size(); ++i) {
      ai::IsmctsStats stats;
      const auto start = Clock::now();
      const std::clock_t cpu_start = std::clock();
      const auto chosen = decide(sample[i], ai::decision_seed(99, i), stats);
      if (decisions)
        std::cout << "  " << name << " position " << i << ": " << smashup::choice_id(sample[i], chosen)
                  << " (root visits " << stats.root_visits_best << ")\n";
      cpu_ms.push_back(1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC);
      const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      ms.push_back(1000 * seconds);
      iterations += stats.iterations;
      if (stats.iterations > 0) {
        searching += seconds;
        ++searched;
      }
    }
    std::cout << "  " << std::left << std::setw(11) << name << std::right << std::setw(5)
              << iterations / std::max(searched, 1L) << " it/decision " << std::setw(8)
              << (searching > 0 ? iterations / searching : 0) << " it/s  ";
    print_times(name, ms);
    std::cout << std::string(42, ' ') << "processor ms: median " << percentile(cpu_ms, 0.5) << "  p90 "
              << percentile(cpu_ms, 0.9) << "  worst " << percentile(cpu_ms, 1.0) << "\n";
  }
}
