// cardtable blast [--bot easy|normal|hard] [--seed N] [--first you|bot|random] [--hotseat [--names A,B]]
#include <iostream>

#include <spdlog/spdlog.h>

#include "ai/agent.hpp"
#include "app/command.hpp"
#include "app/options.hpp"
#include "app/play_session.hpp"
#include "ui/blast/blast_start.hpp"
#include "ui/play/player_names.hpp"

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
      ("hotseat", "two people at one keyboard instead of the bot")
      ("names", po::value<std::string>()->value_name("A,B"), "hot-seat: the players' names (default Player 1, Player 2)");
  auto vm = parse_command_options("blast", context.args, options);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable blast [--bot easy|normal|hard] [--seed N] [--first you|bot|random] [--hotseat "
                 "[--names A,B]]\n"
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
  if (vm.count("names")) {
    if (!start.hot_seat) throw UsageError("blast: --names is for --hotseat games");
    start.names = ui::split_names(vm["names"].as<std::string>());
    if (start.names.size() != 2) throw UsageError("blast: --names takes two names, one per player");
  }
  if (vm.count("seed")) start.seed = vm["seed"].as<Seed>().value;
  auto session = [&] {
    try {
      return ui::new_blast_session(context.catalog, start);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("blast: ") + e.what());
    }
  }();
  spdlog::info("new blast game {} ({})", session.name(), session.setup().dump());
  ui::OpenedGame game{std::move(session), std::nullopt};
  return play_session(context, game);
}

}  // namespace

Command blast_command() { return {"blast", "play Blast at the terminal against the bot (or --hotseat)", run_blast}; }

}  // namespace cardtable::app
