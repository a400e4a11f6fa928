// Smash Up engine speed on one core: random games and decisions per second for 2 and 4 players, plus what a search
// bot pays per node (state size and copy time). Real setups: random factions from the seed.
#include <chrono>
#include <iostream>

#include "bench/count_arg.hpp"
#include "framework/rng.hpp"
#include "games/smashup/smashup_match.hpp"

using namespace cardtable;
using Clock = std::chrono::steady_clock;

namespace {

smashup::State start(std::uint64_t seed, int players) {
  return smashup::state_from_setup({{"seed", seed}, {"players", players}});
}

void run(int players, int games) {
  framework::Rng rng = framework::Rng::from_seed(static_cast<std::uint64_t>(players));
  std::vector<smashup::State> starts;
  for (int g = 0; g < games; ++g) starts.push_back(start(rng.next() % 1'000'000'007ULL, players));
  long decisions = 0;
  long options = 0;
  std::size_t bytes = 0;
  smashup::State sample;
  const auto begin = Clock::now();
  for (auto& s : starts) {
    while (!smashup::is_over(s)) {
      const auto& q = s.question.options;
      options += static_cast<long>(q.size());
      if (decisions == 2000) sample = s;
      smashup::apply(s, q[rng.below(static_cast<std::uint32_t>(q.size()))]);
      ++decisions;
    }
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - begin).count();

  const int copies = 200000;
  const auto copy_begin = Clock::now();
  for (int i = 0; i < copies; ++i) {
    smashup::State copy = sample;
    bytes = copy.cards.size();
    asm volatile("" : : "r"(&copy) : "memory");
  }
  const double copy_ns = std::chrono::duration<double, std::nano>(Clock::now() - copy_begin).count() / copies;

  std::cout << "smashup engine, " << players << " players (one core, random factions)\n"
            << "  random games      " << games << " in " << seconds << " s = " << games / seconds << " games/s\n"
            << "  decisions         " << decisions / seconds << " /s (" << double(decisions) / games
            << " per game, " << double(options) / decisions << " options on average)\n"
            << "  state copy        " << copy_ns << " ns (" << sizeof(smashup::State) << " bytes + vectors; "
            << bytes << " cards, mid-game sample)\n";
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? bench::count_arg(argv[1], "smashup_engine_bench [games]") : 2000;
  run(2, games);
  run(4, games);
}
