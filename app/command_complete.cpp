// cardtable complete WHAT: the words the shell's completion offers (scripts of app/cardtable.bash-completion), one
// per line, asked of the program so no list is written twice. Not listed by --help: it is for the completion script.
#include <iostream>

#include "ai/agent.hpp"
#include "app/command.hpp"
#include "app/commands.hpp"
#include "games/smashup/catalog.hpp"
#include "saves/save_file.hpp"

namespace cardtable::app {
namespace {

constexpr const char* kCompleteUsage =
    "Usage: cardtable complete commands|games|factions|levels|saves\n"
    "The words shell completion offers, one per line (used by the bash completion script).\n";

int run_complete(const CommandContext& context) {
  if (context.args.size() != 1 || context.args.front() == "--help") {
    std::cout << kCompleteUsage;
    return context.args.size() == 1 ? kExitOk : kExitUsage;
  }
  const auto& what = context.args.front();
  if (what == "commands") {
    for (const auto& command : all_commands())
      if (!command.summary.empty()) std::cout << command.name << "\n";
  } else if (what == "games") {
    for (const auto& module : context.catalog.modules()) std::cout << module.info.id << "\n";
  } else if (what == "factions") {
    for (const auto& faction : smashup::factions()) std::cout << faction.slug << "\n";
  } else if (what == "levels") {
    for (const char* level : ai::kLevels) std::cout << level << "\n";
  } else if (what == "saves") {
    // A shell asking for names must not fail on a missing or unreadable folder: it gets no names.
    try {
      for (const auto& save : saves::list_saves(saves::save_dir(), context.catalog))
        if (save.problem.empty()) std::cout << save.name << "\n";
    } catch (const saves::SaveError&) {
    }
  } else {
    throw UsageError("complete: no list called '" + what + "' (commands, games, factions, levels or saves)");
  }
  return kExitOk;
}

}  // namespace

// An empty summary keeps it out of --help.
Command complete_command() { return {"complete", "", run_complete}; }

}  // namespace cardtable::app
