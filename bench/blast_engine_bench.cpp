// Blast engine speed on one core: random games per second and decisions per second, plus the cost of
// enumerating legal actions and of copying a state (what a search bot pays per node).
#include <chrono>
#include <ctime>
#include <iostream>
#include <vector>

#include "bench/count_arg.hpp"
#include "framework/rng.hpp"
#include "games/blast/rules.hpp"

using namespace cardtable;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
  const int games = argc > 1 ? bench::count_arg(argv[1], "blast_engine_bench [games]") : 20000;
  framework::Rng rng = framework::Rng::from_seed(1);
  std::vector<blast::Action> legal;
  long decisions = 0;
  long options = 0;
  const auto start = Clock::now();
  const std::clock_t cpu_start = std::clock();
  for (int g = 0; g < games; ++g) {
    blast::State s = blast::new_game({rng.next(), std::nullopt});
    while (!blast::is_over(s)) {
      blast::legal_actions(s, legal);
      options += static_cast<long>(legal.size());
      blast::apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      ++decisions;
    }
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  // Processor time too: on a shared machine the wall clock also counts the time other programs had the core.
  const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;

  blast::State sample = blast::new_game({7, 0});
  const int copies = 1000000;
  const auto copy_start = Clock::now();
  for (int i = 0; i < copies; ++i) {
    blast::State copy = sample;
    // Keeps the optimiser from dropping the copy it is asked to measure.
    asm volatile("" : : "r"(&copy) : "memory");
  }
  const double copy_ns = std::chrono::duration<double, std::nano>(Clock::now() - copy_start).count() / copies;

  std::cout << "blast engine (one core)\n"
            << "  random games      " << games << " in " << seconds << " s = " << games / seconds << " games/s ("
            << games / cpu_seconds << " games/s of processor time)\n"
            << "  decisions         " << decisions / seconds << " /s, " << decisions / cpu_seconds
            << " /s of processor time (" << double(decisions) / games
            << " per game, " << double(options) / decisions << " legal options on average)\n"
            << "  state copy        " << copy_ns << " ns (" << sizeof(blast::State) << " bytes)\n";
}
