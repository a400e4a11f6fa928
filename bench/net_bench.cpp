// Network tables under load (issue 39, item 6): one host process pinned to one core serves many 4-player tables,
// every seat a headless client (net::HostLink) in this process, on the other core where there is one. Each client
// answers its seat's questions with a random option after a think time. Measured: the clients held, the answers
// played, and the time from an answer leaving its client to every other client of the table having the position it
// led to (median, p99). Goals: a median under 20 ms; 200 clients in 50 tables with p99 under 100 ms.
//   net_bench [--tables N] [--seconds S] [--think MS] [--game smashup|blast]
// Run it with nice -n 10: it uses both cores for its length.
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string_view>
#include <thread>

#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include "app/game_modules.hpp"
#include "bench/count_arg.hpp"
#include "net/host.hpp"
#include "net/host_link.hpp"

using namespace cardtable;
using Clock = std::chrono::steady_clock;
using nlohmann::json;

namespace {

constexpr std::string_view kUsage = "net_bench [--tables N] [--seconds S] [--think MS] [--game smashup|blast]";

struct Options {
  int tables = 50;
  int seconds = 30;
  int think_ms = 50;
  std::string game = "smashup";
};

void pin_to_cpu(int which) {
  cpu_set_t allowed;
  if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
  int seen = 0;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &allowed) && seen++ == which) {
      cpu_set_t one;
      CPU_ZERO(&one);
      CPU_SET(cpu, &one);
      sched_setaffinity(0, sizeof one, &one);
      return;
    }
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five;
  in >> one >> five;
  return one + " (1 min), " + five + " (5 min)";
}

// The host: its own process on one core. Writes the port, then one "table seat code" line per seat, to `out`.
[[noreturn]] void run_host(const Options& options, int out) {
  pin_to_cpu(0);
  framework::GameCatalog catalog;
  app::register_games(catalog);
  boost::asio::io_context io;
  net::Host host(io, catalog, net::load_or_make_identity(std::getenv("XDG_DATA_HOME")));
  host.on_status = [](const std::string&) {};
  const int players = options.game == "blast" ? 2 : 4;
  std::ostringstream codes;
  for (int t = 0; t < options.tables; ++t) {
    std::vector<framework::SeatPlayer> seats;
    std::vector<net::Secret> secrets;
    for (int s = 0; s < players; ++s) {
      seats.push_back({"Player " + std::to_string(s + 1), false, "", 0});
      secrets.push_back(net::new_secret());
    }
    json setup{{"seed", 1000 + t}};
    if (players > 2) setup["players"] = players;
    framework::Session session(catalog, options.game, setup, seats);
    session.set_name("bench-" + std::to_string(t));
    auto& table = host.add_table(net::new_table_id(), std::move(session), secrets);
    for (int s = 0; s < players; ++s)
      codes << t << ' ' << s << ' ' << net::to_string(table.code(static_cast<framework::Seat>(s), host.fingerprint())) << '\n';
  }
  const auto port = host.listen("127.0.0.1", 0).port();
  const auto text = std::to_string(port) + "\n" + codes.str();
  if (::write(out, text.data(), text.size()) != static_cast<ssize_t>(text.size())) std::_Exit(1);
  ::close(out);
  boost::asio::signal_set stop(io, SIGTERM);
  stop.async_wait([&](const boost::system::error_code&, int) { host.stop("the bench is over"); });
  host.start();
  io.run();
  std::_Exit(0);
}

struct Answer {
  Clock::time_point sent;
  int seat = -1;
  int received = 0;
};

struct Bench {
  boost::asio::io_context io;
  Options options;
  int players = 4;
  std::mt19937_64 rng{39};
  std::vector<std::map<std::size_t, Answer>> answers;  // per table, by the decision answered
  std::vector<double> latency_ms;
  int joined = 0;
  int lost = 0;
  long sent = 0;
  std::vector<std::shared_ptr<net::HostLink>> links;

  void on_message(int table, int seat, const json& message) {
    if (message.contains("ok") && !message.contains("type")) {
      joined += message.contains("seats");
      return;
    }
    if (message.value("type", "") != "update") return;
    const auto decision = message["decision"].get<std::size_t>();
    // The answer to decision - 1 led here: one more of the other seats has the new position.
    if (auto found = answers[table].find(decision - 1); decision > 0 && found != answers[table].end() && found->second.seat != seat) {
      if (++found->second.received == players - 1) {
        latency_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - found->second.sent).count());
        answers[table].erase(found);
      }
    }
    if (message["over"] == true || !message["question"].contains("options")) return;
    const auto options = message["question"]["options"];
    const auto action = options[rng() % options.size()]["id"].get<std::string>();
    auto timer = std::make_shared<boost::asio::steady_timer>(io);
    std::exponential_distribution<double> think(1.0 / std::max(1, this->options.think_ms));
    timer->expires_after(std::chrono::microseconds(this->options.think_ms == 0 ? 0 : static_cast<long>(think(rng) * 1000)));
    timer->async_wait([this, timer, table, seat, decision, action](const boost::system::error_code& ec) {
      if (ec) return;
      answers[table][decision] = {Clock::now(), seat, 0};
      links[static_cast<std::size_t>(table * players + seat)]->send({{"cmd", "apply"}, {"action", action}, {"decision", decision}});
      ++sent;
    });
  }
};

double percentile(std::vector<double>& values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[std::min(values.size() - 1, static_cast<std::size_t>(p * static_cast<double>(values.size())))];
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string_view flag = argv[i];
    if (flag == "--tables") options.tables = bench::count_arg(argv[i + 1], kUsage);
    else if (flag == "--seconds") options.seconds = bench::count_arg(argv[i + 1], kUsage);
    else if (flag == "--think") options.think_ms = std::string_view(argv[i + 1]) == "0" ? 0 : bench::count_arg(argv[i + 1], kUsage);
    else if (flag == "--game" && (std::string_view(argv[i + 1]) == "smashup" || std::string_view(argv[i + 1]) == "blast")) options.game = argv[i + 1];
    else return std::cerr << "usage: " << kUsage << '\n', 2;
  }
  if (argc % 2 == 0) return std::cerr << "usage: " << kUsage << '\n', 2;
  const auto folder = std::filesystem::temp_directory_path() / ("cardtable-net-bench-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  ::setenv("XDG_DATA_HOME", folder.c_str(), 1);  // the host's identity and autosaves stay out of the person's own
  const auto load_before = load_average();
  int channel[2];
  if (::pipe(channel) != 0) return 1;
  const pid_t host = ::fork();
  if (host == 0) {
    ::close(channel[0]);
    run_host(options, channel[1]);
  }
  ::close(channel[1]);
  std::string text;
  char chunk[4096];
  for (ssize_t n; (n = ::read(channel[0], chunk, sizeof chunk)) > 0;) text.append(chunk, static_cast<std::size_t>(n));
  ::close(channel[0]);
  pin_to_cpu(1);

  Bench bench;
  bench.options = options;
  bench.players = options.game == "blast" ? 2 : 4;
  bench.answers.resize(static_cast<std::size_t>(options.tables));
  std::istringstream lines(text);
  std::string port;
  lines >> port;
  int table = 0, seat = 0;
  std::string code;
  while (lines >> table >> seat >> code) {
    auto link = std::make_shared<net::HostLink>(
        bench.io, net::HostAddress{"127.0.0.1", port}, net::parse_join_code(code), "",
        net::HostLink::Handlers{[&bench, table, seat](const json& m) { bench.on_message(table, seat, m); },
                                [&bench](const std::string&) { ++bench.lost; }});
    bench.links.push_back(link);
    link->start();
  }
  boost::asio::steady_timer end(bench.io, std::chrono::seconds(options.seconds));
  end.async_wait([&](const boost::system::error_code&) { bench.io.stop(); });
  const auto start = Clock::now();
  bench.io.run();
  const double wall = std::chrono::duration<double>(Clock::now() - start).count();
  ::kill(host, SIGTERM);
  int status = 0;
  rusage usage{};
  ::wait4(host, &status, 0, &usage);
  std::filesystem::remove_all(folder);
  const auto seconds_of = [](const rusage& used) {
    return static_cast<double>(used.ru_utime.tv_sec + used.ru_stime.tv_sec) +
           static_cast<double>(used.ru_utime.tv_usec + used.ru_stime.tv_usec) / 1e6;
  };
  const double host_cpu = seconds_of(usage);
  rusage own{};
  ::getrusage(RUSAGE_SELF, &own);
  const double clients_cpu = seconds_of(own);

  const auto clients = static_cast<int>(bench.links.size());
  std::cout << "net_bench: " << options.tables << " tables of " << options.game << " x " << bench.players << " seats ("
            << clients << " clients), think " << options.think_ms << " ms, " << options.seconds << " s\n"
            << "  clients seated: " << bench.joined << " of " << clients << "; dropped: " << bench.lost << "\n"
            << "  answers: " << bench.sent << " (" << static_cast<long>(static_cast<double>(bench.sent) / wall) << "/s)\n";
  const auto measured = bench.latency_ms.size();
  const auto median = percentile(bench.latency_ms, 0.5);
  const auto p99 = percentile(bench.latency_ms, 0.99);
  std::cout << "  from an answer to every other seat having the new position (" << measured << " answers): median "
            << median << " ms, p99 " << p99 << " ms, max " << (measured ? bench.latency_ms.back() : 0) << " ms\n"
            << "  host: " << static_cast<int>(100 * host_cpu / wall) << "% of one core ("
            << (bench.sent ? 1000 * host_cpu / static_cast<double>(bench.sent) : 0) << " ms per answer); clients: "
            << static_cast<int>(100 * clients_cpu / wall) << "% of the other; load average before "
            << load_before << ", after " << load_average() << ", on " << std::thread::hardware_concurrency() << " cores\n"
            << "  goals: median < 20 ms " << (median < 20 ? "met" : "NOT met") << ", p99 < 100 ms "
            << (p99 < 100 ? "met" : "NOT met") << "\n";
  return 0;
}
