// cardtable saves [--delete NAME] · cardtable load PATH · cardtable resume [NAME]
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>

#include <spdlog/spdlog.h>

#include "framework/input_limits.hpp"
#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
#include "saves/session_codec.hpp"
#include "app/command.hpp"
#include "app/options.hpp"
#include "app/play_session.hpp"

namespace cardtable::app {
namespace {

namespace po = boost::program_options;

int bad_save(const std::string& message) {
  spdlog::warn("save refused: {}", message);
  std::cerr << "cardtable: " << message << "\n";
  return kExitBadSave;
}

std::string local_time(std::int64_t seconds) {
  const auto t = static_cast<std::time_t>(seconds);
  std::tm parts{};
  if (!::localtime_r(&t, &parts)) return "?";
  std::ostringstream out;
  out << std::put_time(&parts, "%Y-%m-%d %H:%M");
  return out.str();
}

// The save whose file is called `name` (without .save) in the save folder: one file, never a guess. When none is, but
// files record that name inside (copies, renamed files), they are listed and nothing is done.
const saves::SaveListing& find_named(const std::vector<saves::SaveListing>& list, const std::string& name) {
  for (const auto& save : list)
    if (save.name == name) return save;
  std::string candidates;
  for (const auto& save : list)
    if (save.recorded_name == name) candidates += (candidates.empty() ? "" : ", ") + save.name;
  const auto where = saves::save_dir().string();
  if (candidates.empty()) throw saves::SaveError("no save called '" + name + "' in " + where);
  throw saves::SaveError("no save file called '" + name + "' in " + where + "; saves recorded as '" + name +
                         "' are in the files called " + candidates + ": name one of them");
}

int load_and_play(const CommandContext& context, const std::filesystem::path& path) {
  try {
    auto game = ui::open_saved_game(path, context.catalog);
    spdlog::info("loaded {} ({} answers)", path.string(), game.session.answers().size());
    return play_session(context, game);
  } catch (const saves::SaveError& e) {
    return bad_save(e.what());
  }
}

// Every name and summary comes from a file: printed as text only (framework::printable), never as terminal controls.
void print_listing(const std::vector<saves::SaveListing>& list) {
  if (list.empty()) {
    std::cout << "No saves in " << framework::printable(saves::save_dir().string()) << "\n";
    return;
  }
  std::size_t width = 4;
  for (const auto& save : list) width = std::max(width, framework::printable(save.name).size());
  for (const auto& save : list) {
    std::cout << std::left << std::setw(static_cast<int>(width)) << framework::printable(save.name) << "  ";
    if (!save.problem.empty()) {
      std::cout << "cannot be loaded: " << save.problem << "\n";
      continue;
    }
    std::cout << std::setw(8) << save.game_id << save.summary << "  (last played " << local_time(save.last_played_at)
              << ")";
    if (!save.recorded_name.empty() && save.recorded_name != save.name)
      std::cout << "  (recorded as " << save.recorded_name << ")";
    if (!save.went_on.empty())
      std::cout << (save.went_on == saves::kEarlierRulesNotice ? "  (earlier rules: opens from its saved position)"
                                                                : "  (earlier rules: opens at an earlier decision)");
    std::cout << "\n";
  }
}

int run_saves(const CommandContext& context) {
  po::options_description options("saves options");
  options.add_options()("help,h", "show this help")("delete", po::value<std::string>()->value_name("NAME"),
                                                    "delete the save called NAME");
  auto vm = parse_command_options("saves", context.args, options);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable saves [--delete NAME]\nLists saved games, most recently played first, from "
              << saves::save_dir().string() << ".\n\n" << options;
    return kExitOk;
  }
  const auto list = saves::list_saves(saves::save_dir(), context.catalog);
  if (!vm.count("delete")) {
    print_listing(list);
    return kExitOk;
  }
  const auto name = vm["delete"].as<std::string>();
  try {
    const auto& save = find_named(list, name);
    saves::delete_save(save.path);
    spdlog::info("deleted save {}", save.path.string());
  } catch (const saves::SaveError& e) {
    return bad_save(e.what());
  }
  std::cout << "Deleted " << framework::printable(name) << "\n";
  return kExitOk;
}

int run_load(const CommandContext& context) {
  po::options_description options("load options");
  options.add_options()("help,h", "show this help")("path", po::value<std::string>()->value_name("PATH"), "save file");
  po::positional_options_description positional;
  positional.add("path", 1);
  auto vm = parse_command_options("load", context.args, options, positional);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable load PATH\nChecks the save file at PATH and continues its game.\n";
    return kExitOk;
  }
  if (!vm.count("path")) throw UsageError("load: which file? (cardtable load PATH)");
  return load_and_play(context, vm["path"].as<std::string>());
}

int run_resume(const CommandContext& context) {
  po::options_description options("resume options");
  options.add_options()("help,h", "show this help")("name", po::value<std::string>()->value_name("NAME"), "save name");
  po::positional_options_description positional;
  positional.add("name", 1);
  auto vm = parse_command_options("resume", context.args, options, positional);
  if (vm.count("help")) {
    std::cout << "Usage: cardtable resume [NAME]\nContinues the save called NAME, or the most recently played game "
                 "that is not over ('cardtable saves' lists them).\n";
    return kExitOk;
  }
  const auto list = saves::list_saves(saves::save_dir(), context.catalog);
  if (vm.count("name")) {
    try {
      return load_and_play(context, find_named(list, vm["name"].as<std::string>()).path);
    } catch (const saves::SaveError& e) {
      return bad_save(e.what());
    }
  }
  // The newest game that goes on: damaged saves are passed by with a word, finished games silently (as the menu's
  // Continue does); both stay listed by 'cardtable saves' and open by name.
  for (const auto& save : list) {
    if (save.problem.empty() && !save.over) return load_and_play(context, save.path);
    if (!save.problem.empty())
      std::cerr << "cardtable: passing by " << framework::printable(save.name) << ", which cannot be loaded: "
                << save.problem << "\n";
  }
  return bad_save("no unfinished game to resume in " + saves::save_dir().string());
}

}  // namespace

Command saves_command() { return {"saves", "list saved games, newest first (--delete NAME removes one)", run_saves}; }
Command load_command() { return {"load", "continue the game saved in a file", run_load}; }
Command resume_command() { return {"resume", "continue the newest saved game, or the one named", run_resume}; }

}  // namespace cardtable::app
