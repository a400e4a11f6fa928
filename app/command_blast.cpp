// cardtable blast [--bot easy|normal|hard] [--seed N] [--first you|bot|random] [--hotseat]
#include <iostream>

#include <spdlog/spdlog.h>

#include "ai/agent.hpp"
#include "app/command.hpp"
#include "app/options.hpp"
#include "app/play_session.hpp"
#include "ui/blast/blast_start.hpp"

namespace cardtable::app {
namespace {

namespace po = boost::program_options;

int run_blast(const CommandContext& context) {
  po::options_description options("blast options");
  options.add_options()
      ("help,h", "show this help")
      ("bot", po::value<std::string>()->value_name("LEVEL")->default_value("normal"), "the bot's level: easy, normal or hard")
      ("seed", po::value<Seed>()->value_name("N"), "deal from this seed (the same seed gives the same game)")
      ("first", po::value<std::string>()->value_name("WHO")->default_value("random"), "who leads round 1: you, bot or random")
      ("hotseat", "two people at one keyboard instead of the bot");
  auto vm = parse_command_options("blast", context.args, options);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable blast [--bot easy|normal|hard] [--seed N] [--first you|bot|random] [--hotseat]\n"
                 "Plays Blast at the terminal table against the bot, or hot-seat.\n\n" << options;
    return kExitOk;
  }
  ui::BlastStart start;
  start.bot_level = vm["bot"].as<std::string>();
  // "random" is the floor every level is measured against; it stays playable for comparison.
  if (!ai::is_level(start.bot_level) && start.bot_level != "random")
    throw UsageError("blast: --bot must be easy, normal or hard, not '" + start.bot_level + "'");
  start.first = vm["first"].as<std::string>();
  if (start.first != "you" && start.first != "bot" && start.first != "random")
    throw UsageError("blast: --first must be you, bot or random, not '" + start.first + "'");
  start.hot_seat = vm.count("hotseat") > 0;
  if (vm.count("seed")) start.seed = vm["seed"].as<Seed>().value;
  auto session = ui::new_blast_session(context.catalog, start);
  spdlog::info("new blast game {} ({})", session.name(), session.setup().dump());
  return play_session(context, session);
}

}  // namespace

Command blast_command() { return {"blast", "play Blast at the terminal against the bot (or --hotseat)", run_blast}; }

}  // namespace cardtable::app
