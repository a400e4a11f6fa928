// cardtable cards [FACTION...]: every Smash Up card of the factions named (all of them by default), as the table's
// card browser lists them: count, power and text, then the faction's bases.
#include <iostream>

#include "app/command.hpp"
#include "app/options.hpp"
#include "ui/smashup/card_browser.hpp"

namespace cardtable::app {
namespace {

namespace po = boost::program_options;

std::string faction_names() {
  std::string out;
  for (const auto& faction : smashup::factions()) out += (out.empty() ? "" : ", ") + std::string(faction.slug);
  return out;
}

int run_cards(const CommandContext& context) {
  po::options_description options("cards options");
  options.add_options()("help,h", "show this help")(
      "faction", po::value<std::vector<std::string>>()->value_name("FACTION"), "a faction to list");
  po::positional_options_description positional;
  positional.add("faction", -1);
  auto vm = parse_command_options("cards", context.args, options, positional);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable cards [FACTION...]\nLists every Smash Up card of the factions named (all sixteen "
                 "by default): how many copies, power and text, then the faction's bases.\nFactions: "
              << faction_names() << ".\n";
    return kExitOk;
  }
  std::vector<const smashup::FactionDef*> listed;
  for (const auto& name : vm.count("faction") ? vm["faction"].as<std::vector<std::string>>() : std::vector<std::string>{}) {
    const auto* faction = smashup::find_faction(name);
    if (!faction) throw UsageError("cards: no faction called '" + name + "' (factions: " + faction_names() + ")");
    listed.push_back(faction);
  }
  const auto all = smashup::factions();
  if (listed.empty())
    for (const auto& faction : all) listed.push_back(&smashup::faction_def(faction.faction));
  for (std::size_t i = 0; i < listed.size(); ++i) {
    std::cout << (i ? "\n" : "") << listed[i]->name << "\n";
    for (const auto& line : ui::faction_card_lines(*listed[i])) std::cout << (line.empty() ? "" : "  ") << line << "\n";
  }
  return kExitOk;
}

}  // namespace

Command cards_command() { return {"cards", "list Smash Up's cards: every faction, or the ones named", run_cards}; }

}  // namespace cardtable::app
