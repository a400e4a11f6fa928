#include "app/arena.hpp"

#include <atomic>
#include <cmath>
#include <mutex>
#include <optional>
#include <thread>

#include <time.h>

#include "ai/agent.hpp"
#include "ai/search_threads.hpp"
#include "framework/rng.hpp"

namespace cardtable::app {
namespace {

// Processor time of the calling thread, where agents think, and of the threads a search started for it (an agent
// on several threads spends their time too).
double thread_seconds() {
  timespec now{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9 + ai::helper_seconds();
}

std::uint64_t game_seed(std::uint64_t seed, int game, std::uint64_t salt) {
  auto rng = framework::Rng::from_seed(seed ^ (0xD1B54A32D192ED03ULL * (static_cast<std::uint64_t>(game) + 1)) ^ salt);
  return rng.next();
}

bool stopping(const ArenaSetup& setup) { return setup.stop && setup.stop->load(); }

// The game's record, or nullopt when the run is stopped before it ends.
std::optional<GameRecord> play_game(const ArenaSetup& setup, int g) {
  const auto n = setup.agents.size();
  auto match = setup.new_match(game_seed(setup.seed, g, 0));
  std::vector<std::unique_ptr<ai::Agent>> agents;
  for (const auto& spec : setup.agents) agents.push_back(setup.new_agent(spec));
  std::vector<std::uint64_t> bot_seed(n);
  for (std::size_t a = 0; a < n; ++a) bot_seed[a] = game_seed(setup.seed, g, a + 1);
  const auto agent_in_seat = [&](std::size_t seat) { return (seat + static_cast<std::size_t>(g)) % n; };

  GameRecord r{std::vector<double>(n), std::vector<long>(n), std::vector<double>(n), std::vector<double>(n), 0};
  while (!match->is_over()) {
    if (stopping(setup)) return std::nullopt;
    const auto a = agent_in_seat(match->pending().seat);
    const auto start = thread_seconds();
    const auto option = agents[a]->choose(*match, ai::decision_seed(bot_seed[a], static_cast<std::size_t>(r.decisions[a])));
    const double seconds = thread_seconds() - start;
    match->answer(option);
    ++r.decisions[a];
    r.seconds[a] += seconds;
    r.worst[a] = std::max(r.worst[a], seconds);
  }
  const auto results = match->results();
  for (std::size_t seat = 0; seat < n; ++seat) r.score[agent_in_seat(seat)] += results[seat];
  if (setup.rounds) r.rounds = setup.rounds(*match);
  return r;
}

}  // namespace

ArenaResult run_arena(const ArenaSetup& setup) {
  std::vector<std::optional<GameRecord>> records(static_cast<std::size_t>(setup.games));
  std::vector<int> to_play;
  for (int g = 0; g < setup.games; ++g) {
    const auto earlier = setup.recorded.find(g);
    if (earlier != setup.recorded.end())
      records[static_cast<std::size_t>(g)] = earlier->second;
    else
      to_play.push_back(g);
  }
  std::atomic<std::size_t> next{0};
  std::mutex progress_lock;
  int done = setup.games - static_cast<int>(to_play.size());
  std::exception_ptr failure;
  const auto work = [&] {
    try {
      for (std::size_t i = next++; i < to_play.size() && !stopping(setup); i = next++) {
        const int g = to_play[i];
        auto record = play_game(setup, g);
        if (!record) break;
        const std::lock_guard lock(progress_lock);
        if (setup.finished) setup.finished(g, *record);
        records[static_cast<std::size_t>(g)] = std::move(record);
        ++done;
        if (setup.progress) setup.progress(done);
      }
    } catch (...) {
      const std::lock_guard lock(progress_lock);
      if (!failure) failure = std::current_exception();
      next = to_play.size();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < setup.jobs; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);

  // Summed in game order, so the totals are the same whatever thread finished first.
  ArenaResult result;
  for (const auto& spec : setup.agents) result.agents.push_back(AgentTally{spec});
  for (const auto& game : records) {
    if (!game) {
      result.stopped = true;
      continue;
    }
    const auto& r = *game;
    ++result.games;
    for (std::size_t a = 0; a < result.agents.size(); ++a) {
      auto& tally = result.agents[a];
      tally.wins += r.score[a];
      tally.decisions += r.decisions[a];
      tally.seconds += r.seconds[a];
      tally.worst_seconds = std::max(tally.worst_seconds, r.worst[a]);
      result.decisions += r.decisions[a];
    }
    result.rounds += r.rounds;
  }
  return result;
}

std::pair<double, double> wilson_interval(double wins, int n) {
  if (n <= 0) return {0, 1};
  const double z = 1.959963984540054;
  const double p = wins / n;
  const double denom = 1 + z * z / n;
  const double centre = (p + z * z / (2.0 * n)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace cardtable::app
