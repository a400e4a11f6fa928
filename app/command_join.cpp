// cardtable join HOST[:PORT] CODE [--name N] [--serve]
#include <unistd.h>

#include <iostream>

#include <spdlog/spdlog.h>

#include "app/command.hpp"
#include "app/options.hpp"
#include "net/serve_seat.hpp"
#include "ui/play/remote_place.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::app {
namespace {

namespace po = boost::program_options;

int run_join(const CommandContext& context) {
  po::options_description options("join options");
  options.add_options()
      ("help,h", "show this help")
      ("host", po::value<std::string>()->value_name("HOST[:PORT]"), "where the table is (port 7457 when none is given)")
      ("code", po::value<std::string>()->value_name("CODE"), "your seat's code, as the host printed it")
      ("name", po::value<std::string>()->value_name("N"), "your name at the table (when the host gave you none)")
      ("serve", "no terminal table: play through serve's JSON line protocol on stdin/stdout (docs/network.md)");
  po::positional_options_description positional;
  positional.add("host", 1).add("code", 1);
  auto vm = parse_command_options("join", context.args, options, positional);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable join HOST[:PORT] CODE [--name N] [--serve]\n"
                 "Sits at the seat of a hosted table that CODE opens. The connection is encrypted and accepts only\n"
                 "the host the code was made by.\n\n"
              << options;
    return kExitOk;
  }
  if (!vm.count("host") || !vm.count("code")) throw UsageError("join: give the host and your code: cardtable join HOST[:PORT] CODE");
  net::HostAddress address;
  net::JoinCode code;
  try {
    address = net::read_host_address(vm["host"].as<std::string>());
    code = net::parse_join_code(vm["code"].as<std::string>());
  } catch (const std::exception& e) {
    throw UsageError(std::string("join: ") + e.what());
  }
  const auto name = vm.count("name") ? vm["name"].as<std::string>() : "";
  if (!vm.count("serve")) {
    if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO))
      throw UsageError("join: the table needs a terminal (stdin and stdout); a program joins with --serve");
    ui::RemoteSeat seat(context.catalog, address, code, name);
    spdlog::info("join: seat {} of table {} at {}:{}, at the terminal table", code.seat + 1,
                 net::table_name(code.table), address.host, address.port);
    ui::TableOutcome outcome;
    {
      ui::Terminal terminal;  // restored before the farewell is printed, however the table ends
      seat.start();
      outcome = ui::play_remote_table(terminal, context.catalog, seat);
      seat.leave();
    }
    const bool host_gone = outcome.exit == ui::TableExit::HostGone;
    if (!outcome.farewell.empty()) (host_gone ? std::cerr : std::cout) << outcome.farewell << "\n";
    if (host_gone) spdlog::warn("join: {}", outcome.farewell);
    return host_gone ? kExitFailure : kExitOk;
  }
  net::ServeSeat seat(context.catalog, address, code, name);
  spdlog::info("join: seat {} of table {} at {}:{}", code.seat + 1, net::table_name(code.table), address.host, address.port);
  const int exit = seat.run(STDIN_FILENO, std::cout);
  if (exit != 0) {
    std::cerr << "cardtable join: " << seat.why() << "\n";
    spdlog::warn("join: {}", seat.why());
    return kExitFailure;
  }
  return kExitOk;
}

}  // namespace

Command join_command() { return {"join", "sit at a table someone hosts (cardtable host), with their code", run_join}; }

}  // namespace cardtable::app
