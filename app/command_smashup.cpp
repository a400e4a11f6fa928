// cardtable smashup [--players N] [--bots K] [--bot-level LEVEL] [--factions LIST] [--cards core|al9000|all]
//                   [--two-copies] [--seed N] [--names A,B]
#include <iostream>

#include <spdlog/spdlog.h>

#include "framework/errors.hpp"
#include "app/command.hpp"
#include "app/options.hpp"
#include "app/play_session.hpp"
#include "ui/play/player_names.hpp"
#include "ui/smashup/smashup_start.hpp"

namespace cardtable::app {
namespace {

namespace po = boost::program_options;

constexpr const char* kSmashupUsage =
    "Usage: cardtable smashup [--players 2-4] [--bots K] [--bot-level easy|normal|hard] [--factions LIST]\n"
    "                         [--cards core|al9000|all] [--two-copies] [--seed N] [--names A,B]\n"
    "Plays Smash Up at the terminal table: the first players-bots seats are people (hot-seat when there are several),\n"
    "the rest are bots. LIST is one pair per player (\"aliens+ninjas,robots+wizards\"), or one pair alone (yours:\n"
    "the others' are drawn at random), or casual (each player picks in turn), snake (the formal draft:\n"
    "1-2-...-N-N-...-1), or random (the default). --names names the people, in seat order (default Player 1,\n"
    "Player 2...). 'cardtable cards' lists every faction's cards.\n\n";

int run_smashup(const CommandContext& context) {
  po::options_description options("smashup options");
  options.add_options()
      ("help,h", "show this help")
      ("players", po::value<int>()->value_name("N")->default_value(2), "players at the table: 2, 3 or 4")
      ("bots", po::value<int>()->value_name("K"), "how many of them are bots (default: all but one)")
      ("bot-level", po::value<std::string>()->value_name("LEVEL")->default_value("normal"),
       "the bots' level: easy, normal, hard (or random, heuristic)")
      ("factions", po::value<std::string>()->value_name("LIST")->default_value("random"),
       "\"aliens+ninjas,...\", casual, snake or random")
      ("cards", po::value<std::string>()->value_name("SET")->default_value("all"),
       "core: the core set's 8 factions and 16 bases only; al9000: with Awesome Level 9000 (12 factions); all: "
       "with Science Fiction Double Feature too (16 factions, 32 bases)")
      ("two-copies", "a house rule: two players may play the same faction (as if the table had two copies)")
      ("seed", po::value<Seed>()->value_name("N"), "deal from this seed (the same seed gives the same game)")
      ("names", po::value<std::string>()->value_name("A,B"), "the people's names, in seat order");
  auto vm = parse_command_options("smashup", context.args, options);
  if (vm.count("help")) {
    std::cout << kSmashupUsage << options;
    return kExitOk;
  }
  const int players = vm["players"].as<int>();
  if (players < 2 || players > 4) throw UsageError("smashup: --players must be 2, 3 or 4, not " + std::to_string(players));
  const int bots = vm.count("bots") ? vm["bots"].as<int>() : players - 1;
  if (bots < 0 || bots > players)
    throw UsageError("smashup: --bots must be between 0 and " + std::to_string(players) + ", not " + std::to_string(bots));
  const auto level = vm["bot-level"].as<std::string>();
  if (!ui::is_bot_level(level))
    throw UsageError("smashup: --bot-level must be easy, normal, hard, random or heuristic, not '" + level + "'");

  ui::SmashUpStart start;
  start.seats.clear();
  for (int i = 0; i < players; ++i) start.seats.push_back({i >= players - bots, level});
  if (vm.count("names")) {
    const auto names = ui::split_names(vm["names"].as<std::string>());
    if (static_cast<int>(names.size()) != players - bots)
      throw UsageError("smashup: --names takes one name for each of the " + std::to_string(players - bots) + " people");
    start.names = names;
  }
  try {
    ui::read_faction_list(vm["factions"].as<std::string>(), start);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("smashup: --factions: ") + e.what());
  }
  if (vm.count("seed")) start.seed = vm["seed"].as<Seed>().value;
  start.two_copies = vm.count("two-copies") > 0;
  const auto cards = vm["cards"].as<std::string>();
  if (cards != "core" && cards != "al9000" && cards != "all")
    throw UsageError("smashup: --cards must be core, al9000 or all, not '" + cards + "'");
  start.edition = cards == "core" ? 1 : cards == "al9000" ? 2 : smashup::kCardEdition;
  std::vector<std::string> notes;
  auto session = [&] {
    try {
      return ui::new_smashup_session(context.catalog, start, &notes);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("smashup: ") + e.what());
    } catch (const framework::BadSetup& e) {
      throw UsageError(std::string("smashup: ") + e.what());
    }
  }();
  for (const auto& note : notes) {
    std::cerr << note << "\n";
    spdlog::warn("{}", note);
  }
  spdlog::info("new smashup game {} ({})", session.name(), session.setup().dump());
  ui::OpenedGame game{std::move(session), std::nullopt};
  return play_session(context, game);
}

}  // namespace

Command smashup_command() {
  return {"smashup", "play Smash Up at the terminal: 2-4 players, people and bots", run_smashup};
}

}  // namespace cardtable::app
