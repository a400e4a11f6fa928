// cardtable: play Blast and Smash Up in a terminal, against bots or people, or through a JSON line protocol.
#include <csignal>
#include <iostream>

#include <boost/program_options.hpp>
#include <spdlog/spdlog.h>

#include "ai/agent.hpp"
#include "framework/errors.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "app/commands.hpp"
#include "app/game_modules.hpp"
#include "app/logging.hpp"
#include "app/play_session.hpp"

namespace po = boost::program_options;
using namespace cardtable;

namespace {

void print_help(const po::options_description& global, const std::vector<app::Command>& commands) {
  std::cout << "Usage: cardtable [options] [command [command options]]\n\n"
               "With no command, opens the game menu.\n\nCommands:\n";
  for (const auto& c : commands)
    if (!c.summary.empty())  // a command without one is for scripts (complete)
      std::cout << "  " << c.name << std::string(10 - std::min<std::size_t>(9, c.name.size()), ' ') << c.summary
                << "\n";
  std::cout << "\n" << global << "\n'cardtable <command> --help' describes a command's own options.\n";
}

// `command` names the sub-command whose arguments were wrong, so the hint points at its own help.
int usage_error(const std::string& message, const std::string& command = "") {
  std::cerr << "cardtable: " << message << "\nTry 'cardtable " << (command.empty() ? "" : command + " ") << "--help'.\n";
  return app::kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  // A write past a file-size limit or into a closed pipe fails with an error the saves report, instead of a signal
  // killing the program half-way through a write with the terminal still raw.
  std::signal(SIGXFSZ, SIG_IGN);
  std::signal(SIGPIPE, SIG_IGN);
  po::options_description global("Options");
  global.add_options()
      ("help,h", "show this help")
      ("version", "print the version")
      ("log-level", po::value<std::string>()->default_value("info"), "trace, debug, info, warn, error, critical or off")
      ("log-file", po::value<std::string>(), "where the log goes (default: $XDG_STATE_HOME/cardtable/cardtable.log)")
      ("threads", po::value<int>()->value_name("N"),
       "cores a bot thinks on for one decision (default: every core at the table and in serve; in the arena, 1 for "
       "agents that do not name their own)");

  const auto commands = app::all_commands();
  po::variables_map vm;
  std::vector<std::string> rest;
  try {
    // Global options may stand before or after the command; everything else belongs to the command.
    auto parsed = po::command_line_parser(argc, argv).options(global).allow_unregistered().run();
    po::store(parsed, vm);
    po::notify(vm);
    rest = po::collect_unrecognized(parsed.options, po::include_positional);
  } catch (const po::error& e) {
    return usage_error(e.what());
  }

  if (vm.count("version")) {
    std::cout << "cardtable " << CARDTABLE_VERSION << "\n";
    return app::kExitOk;
  }
  if (vm.count("help") && rest.empty()) {
    print_help(global, commands);
    return app::kExitOk;
  }
  if (!rest.empty() && rest.front().starts_with("-")) return usage_error("unrecognised option '" + rest.front() + "'");

  try {
    const bool chosen = vm.count("log-file") > 0;
    const auto log_file = chosen ? std::filesystem::path(vm["log-file"].as<std::string>()) : app::default_log_file();
    app::start_logging(vm["log-level"].as<std::string>(), log_file, chosen);
  } catch (const std::invalid_argument& e) {
    return usage_error(e.what());
  }
  try {
    if (const int removed = saves::remove_stale_temporaries(saves::save_dir()))
      spdlog::info("removed {} temporary file(s) left by interrupted saves", removed);
  } catch (const saves::SaveError& e) {
    spdlog::warn("{}", e.what());
  }

  int threads = 0;
  if (vm.count("threads")) {
    threads = vm["threads"].as<int>();
    if (threads < 1 || threads > ai::kMaxThreads)
      return usage_error("--threads must be between 1 and " + std::to_string(ai::kMaxThreads));
  }
  ai::set_level_threads(threads > 0 ? threads : ai::machine_threads());

  framework::GameCatalog catalog;
  app::register_games(catalog);

  if (rest.empty()) {
    try {
      return app::open_menu({catalog, {}, threads});
    } catch (const std::exception& e) {
      spdlog::critical("menu failed: {}", e.what());
      std::cerr << "cardtable: " << e.what() << "\n";
      return app::kExitFailure;
    }
  }
  const std::string name = rest.front();
  const auto command = std::find_if(commands.begin(), commands.end(), [&](const auto& c) { return c.name == name; });
  if (command == commands.end()) return usage_error("unknown command '" + name + "'");
  app::CommandContext context{catalog, {rest.begin() + 1, rest.end()}, threads};
  if (vm.count("help")) context.args.push_back("--help");
  try {
    spdlog::info("cardtable {} running '{}'", CARDTABLE_VERSION, name);
    return command->run(context);
  } catch (const app::UsageError& e) {
    return usage_error(e.what(), name);
  } catch (const framework::BadSetup& e) {
    return usage_error(e.what(), name);
  } catch (const saves::SaveError& e) {
    spdlog::error("'{}' refused: {}", name, e.what());
    std::cerr << "cardtable: " << e.what() << "\n";
    return app::kExitBadSave;
  } catch (const std::exception& e) {
    spdlog::critical("'{}' failed: {}", name, e.what());
    std::cerr << "cardtable: " << e.what() << "\n";
    return app::kExitFailure;
  }
}
