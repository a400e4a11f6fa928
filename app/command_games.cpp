#include <iostream>

#include "app/command.hpp"
#include "app/options.hpp"

namespace cardtable::app {
namespace {

int run_games(const CommandContext& context) {
  boost::program_options::options_description options("games options");
  options.add_options()("help,h", "show this help");
  auto vm = parse_command_options("games", context.args, options);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable games\nLists the games this program can play.\n";
    return kExitOk;
  }
  for (const auto& module : context.catalog.modules()) {
    const auto& game = module.info;
    std::cout << game.id << "\t" << game.title << "\t";
    if (game.min_players == game.max_players)
      std::cout << game.min_players << " players\n";
    else
      std::cout << game.min_players << "–" << game.max_players << " players\n";
  }
  return kExitOk;
}

}  // namespace

Command games_command() { return {"games", "list the games this program can play", run_games}; }

}  // namespace cardtable::app
