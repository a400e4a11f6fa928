#include <iostream>

#include <spdlog/spdlog.h>

#include "app/command.hpp"
#include "app/options.hpp"
#include "protocol/bot_commands.hpp"
#include "protocol/game_commands.hpp"
#include "protocol/save_commands.hpp"
#include "protocol/server.hpp"

namespace cardtable::app {
namespace {

int run_serve(const CommandContext& context) {
  boost::program_options::options_description options("serve options");
  options.add_options()("help,h", "show this help");
  auto vm = parse_command_options("serve", context.args, options);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable serve\n"
                 "Plays games through a JSON line protocol on standard input and output (docs/protocol.md).\n";
    return kExitOk;
  }
  protocol::Server server(context.catalog);
  protocol::add_game_commands(server);
  protocol::add_save_commands(server);
  protocol::add_bot_commands(server);
  spdlog::info("serve: protocol server started");
  server.run(std::cin, std::cout);
  spdlog::info("serve: protocol server stopped");
  return kExitOk;
}

}  // namespace

Command serve_command() { return {"serve", "play through the JSON line protocol on stdin/stdout", run_serve}; }

}  // namespace cardtable::app
