#include <iostream>

#include "saves/record.hpp"
#include "saves/save_file.hpp"
#include "app/command.hpp"
#include "app/options.hpp"

namespace cardtable::app {
namespace {

int run_stats(const CommandContext& context) {
  boost::program_options::options_description options("stats options");
  options.add_options()("help,h", "show this help");
  auto vm = parse_command_options("stats", context.args, options);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable stats\nPrints your record against the bots: games won and lost per game and bot "
                 "level, and in Smash Up per faction pair you played (your best and worst pairs).\n";
    return kExitOk;
  }
  const auto path = saves::record_path();
  const auto record = saves::read_record(path);
  if (record.empty()) {
    std::cout << "No finished game against a bot yet (the record is kept in " << path.string() << ").\n";
    return kExitOk;
  }
  std::cout << "Your record against the bots (" << path.string() << "):\n";
  for (const auto& row : saves::record_table(record, context.catalog)) std::cout << "  " << row << "\n";
  for (const auto& [game, pairs] : saves::read_pair_record(path)) {
    const auto* module = context.catalog.find(game);
    std::cout << "\n" << (module ? module->info.title : game) << " by the factions you played:\n";
    for (const auto& row : saves::pair_table(pairs)) std::cout << "  " << row << "\n";
  }
  return kExitOk;
}

}  // namespace

Command stats_command() {
  return {"stats", "print your record against the bots, per game and level, and by faction pair", run_stats};
}

}  // namespace cardtable::app
