#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "ai/agent.hpp"
#include "framework/errors.hpp"
#include "app/arena.hpp"
#include "app/arena_record.hpp"
#include "app/command.hpp"
#include "app/options.hpp"

namespace cardtable::app {
namespace {

namespace po = boost::program_options;

constexpr int kBarWidth = 30;

// "p2": a seat's option name. Built by appending: `"p" + std::string` trips GCC 12's -Wrestrict false positive.
std::string seat_option(int seat) {
  std::string name = "p";
  name += std::to_string(seat);
  return name;
}

std::string percent(double x) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(1) << 100.0 * x << "%";
  return out.str();
}

std::string interval_text(double low, double high) {
  std::ostringstream out;
  out << '[' << percent(low) << ", " << percent(high) << ']';
  return out.str();
}

std::string millis(double seconds) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(1) << 1000.0 * seconds << " ms";
  return out.str();
}

// "1:05:09" or "4:07".
std::string clock_text(double seconds) {
  const auto total = static_cast<long>(seconds + 0.5);
  std::ostringstream out;
  if (total >= 3600) out << total / 3600 << ':' << std::setw(2) << std::setfill('0') << total / 60 % 60;
  else out << total / 60;
  out << ':' << std::setw(2) << std::setfill('0') << total % 60;
  return out.str();
}

// A bar redrawn in place when stderr is a terminal; otherwise a line at every tenth of the run. Both say the time
// spent and, from the games this run has played, the time left.
std::function<void(int)> progress_reporter(int games, int already) {
  const bool terminal = isatty(STDERR_FILENO) == 1;
  const auto start = std::chrono::steady_clock::now();
  return [games, already, terminal, start](int done) {
    const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const int played = done - already;
    std::string times = "  " + clock_text(spent) + " spent";
    if (played > 0 && done < games) times += ", about " + clock_text(spent / played * (games - done)) + " left";
    if (terminal) {
      const int filled = done * kBarWidth / games;
      std::cerr << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
                << std::string(static_cast<std::size_t>(kBarWidth - filled), '.') << "] " << done << "/" << games
                << times << "   " << (done == games ? "\n" : "") << std::flush;
    } else if (games >= 10 && done % (games / 10) == 0) {
      std::cerr << "arena: " << done << "/" << games << " games" << times << "\n";
    }
  };
}

// Ctrl-C and SIGTERM end the run after the games finished so far; a second one stops at once.
std::atomic<bool> stop_requested{false};

extern "C" void request_stop(int signal) {
  if (stop_requested.exchange(true)) {
    std::signal(signal, SIG_DFL);
    std::raise(signal);
  }
}

// Fits 80 columns: seat, agent, wins, win rate, its 95% interval, average and worst processor time per decision.
void print_result(const ArenaResult& r, const ArenaSetup& setup, const std::string& game, const std::string& length) {
  std::cout << "arena " << game << ": " << r.games << " games, seed " << setup.seed
            << (setup.agents.size() == 2 ? ", seats swapped every game\n" : ", seats rotated every game\n");
  if (r.games == 0) return;
  std::cout << std::left << std::setw(5) << "seat" << std::setw(17) << "agent" << std::setw(7) << "wins"
            << std::setw(9) << "rate" << std::setw(16) << "95% interval" << std::setw(14) << "avg decision"
            << "worst (CPU)\n";
  for (std::size_t a = 0; a < r.agents.size(); ++a) {
    const auto& t = r.agents[a];
    const auto [low, high] = wilson_interval(t.wins, r.games);
    std::ostringstream wins;
    wins << t.wins;
    std::cout << std::left << std::setw(5) << seat_option(static_cast<int>(a)) << std::setw(17) << t.spec + " "
              << std::setw(7) << wins.str() << std::setw(9) << percent(t.wins / r.games) << std::setw(16)
              << interval_text(low, high) << std::setw(14)
              << millis(t.decisions ? t.seconds / t.decisions : 0) << millis(t.worst_seconds) << "\n";
  }
  std::cout << std::fixed << std::setprecision(1) << "average game: " << double(r.decisions) / r.games
            << " decisions, " << double(r.rounds) / r.games << " " << length << "\n";
}

// A search spec that names no threads searches on the program's --threads when given: "bot:hard" → "bot:hard/2".
std::string with_threads(const std::string& spec, int threads) {
  const bool search = spec.rfind("bot:", 0) == 0 || spec.rfind("pimc", 0) == 0;
  if (threads < 1 || !search || spec.find('/') != std::string::npos) return spec;
  return spec + "/" + std::to_string(threads);
}

int default_jobs() { return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, 64U)); }

int run_arena_command(const CommandContext& context) {
  po::options_description options("arena options");
  options.add_options()("help,h", "show this help")("game", po::value<std::string>(), "the game (blast, smashup)")(
      "players", po::value<int>(), "players per game (smashup: 2-4; default: one per --pN given)")(
      "p0", po::value<std::string>(), "agent in seat 0 of the first game")(
      "p1", po::value<std::string>(), "agent in seat 1 of the first game")(
      "p2", po::value<std::string>(), "agent in seat 2 of the first game (smashup)")(
      "p3", po::value<std::string>(), "agent in seat 3 of the first game (smashup)")(
      "games", po::value<int>()->default_value(100), "games to play")(
      "seed", po::value<Seed>()->default_value(Seed{1}, "1"), "seed of the whole run")(
      "jobs", po::value<int>()->default_value(default_jobs()), "games played at once (default: one per core)")(
      "record", po::value<std::string>(),
      "write each finished game to this file and skip the games it already holds (continues a stopped run)");
  po::positional_options_description positional;
  positional.add("game", 1);
  auto vm = parse_command_options("arena", context.args, options, positional);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable arena <game> --p0 <agent> --p1 <agent> [--games N] [--seed S] [--jobs J]\n"
                 "                     [--record FILE]\n"
                 "       cardtable arena smashup --players N --p0 <agent> ... --p<N-1> <agent> [--games N] ...\n"
                 "Plays agents against each other, seats rotated every game, and prints win rates (a shared win\n"
                 "counts its share) with 95% Wilson intervals. With --record, a run stopped part way continues\n"
                 "where it left off when run again with the same game, seed and agents.\n"
                 "Agents: random, heuristic, pimc, bot:easy, bot:normal, bot:hard; a search may name its iterations\n"
                 "and threads, bot:normal@2500, bot:hard/2, pimc@20000/2. The program's --threads N gives the searches\n"
                 "that name none N threads each (default 1).\n"
              << options;
    return kExitOk;
  }
  if (!vm.count("game")) throw UsageError("arena: name a game, e.g. 'cardtable arena blast --p0 random --p1 heuristic'");
  const std::string game = vm["game"].as<std::string>();
  const auto* module = context.catalog.find(game);
  if (!module) throw UsageError("arena: unknown game '" + game + "' (known: " + context.catalog.known_ids() + ")");
  const auto* info = &module->info;
  if (!vm.count("p0") || !vm.count("p1")) throw UsageError("arena: --p0 and --p1 are required");
  ArenaSetup setup;
  const int least = info->min_players;
  const int most = info->max_players;
  int players = least;
  while (players < most && vm.count(seat_option(players))) ++players;
  if (vm.count("players")) {
    const int asked = vm["players"].as<int>();
    if (asked < least || asked > most)
      throw UsageError("arena: --players must be " +
                       (least == most ? std::to_string(least)
                                      : "between " + std::to_string(least) + " and " + std::to_string(most)) +
                       " for " + game);
    players = asked;
  }
  for (int p = 0; p < players; ++p) {
    const std::string name = seat_option(p);
    if (!vm.count(name)) throw UsageError("arena: --" + name + " is required for " + std::to_string(players) + " players");
    setup.agents.push_back(with_threads(vm[name].as<std::string>(), context.threads));
  }
  for (int p = players; p < 4; ++p)
    if (vm.count(seat_option(p)))
      throw UsageError("arena: --p" + std::to_string(p) + " names a seat beyond " + std::to_string(players) + " players");
  for (const auto& spec : setup.agents) {
    try {
      ai::make_agent(context.catalog, game, spec);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("arena: ") + e.what());
    }
  }
  setup.games = vm["games"].as<int>();
  setup.jobs = vm["jobs"].as<int>();
  setup.seed = vm["seed"].as<Seed>().value;
  if (setup.games < 1) throw UsageError("arena: --games must be at least 1");
  if (setup.jobs < 1 || setup.jobs > 64) throw UsageError("arena: --jobs must be between 1 and 64");
  const auto& catalog = context.catalog;
  // Each game from its seed alone (Smash Up: random faction pairings drawn from it).
  // Smash Up games name their card edition, so a record made before new factions became playable stays theirs.
  nlohmann::json deal = info->deal;
  deal["players"] = players;
  setup.deal = deal.dump();
  setup.new_match = [&catalog, game, deal](std::uint64_t seed) {
    auto json = deal;
    json["seed"] = seed;
    return catalog.create(game, json);
  };
  setup.new_agent = [&catalog, game](const std::string& spec) { return ai::make_agent(catalog, game, spec); };
  setup.rounds = [](const framework::Match& m) { return m.rounds_played(); };
  std::optional<ArenaRecord> record;
  if (vm.count("record")) {
    record.emplace(vm["record"].as<std::string>(), game, setup);
    setup.recorded = record->games();
    // Every write is checked: a record that stops taking games (a full disk) is said at once, and the run goes on.
    setup.finished = [&record](int g, const GameRecord& r) {
      if (record->stopped().empty() && !record->append(g, r))
        std::cerr << "\narena: the record " << record->path().string() << " stopped at game " << g << " ("
                  << record->stopped() << "); the games after it are not in it\n";
    };
  }
  const auto already = static_cast<int>(std::count_if(setup.recorded.begin(), setup.recorded.end(),
                                                      [&](const auto& entry) { return entry.first < setup.games; }));
  if (already > 0)
    std::cerr << "arena: " << already << " of " << setup.games << " games already in " << vm["record"].as<std::string>()
              << "\n";
  setup.progress = progress_reporter(setup.games, already);
  stop_requested = false;
  setup.stop = &stop_requested;
  std::signal(SIGINT, request_stop);
  std::signal(SIGTERM, request_stop);
  const auto result = run_arena(setup);
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
  if (result.stopped)
    std::cerr << "\narena: stopped after " << result.games << " of " << setup.games << " games"
              << (record && record->stopped().empty()
                      ? "; the record keeps them, and the same command carries on from there"
                      : "")
              << "\n";
  if (record && !record->stopped().empty())
    std::cerr << "arena: the record " << record->path().string() << " stopped (" << record->stopped()
              << "): running the same command again plays the games missing from it\n";
  print_result(result, setup, game, info->rounds_name);
  return result.stopped ? kExitInterrupted : kExitOk;
}

}  // namespace

Command arena_command() { return {"arena", "play agents against each other and print win rates", run_arena_command}; }

}  // namespace cardtable::app
