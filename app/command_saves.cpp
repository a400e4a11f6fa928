// cardtable saves [--delete NAME] · cardtable load PATH · cardtable resume [NAME]
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>

#include <spdlog/spdlog.h>

#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
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

// The save called `name` (its recorded name, or its file name without .save) in the save folder.
const saves::SaveListing* find_named(const std::vector<saves::SaveListing>& list, const std::string& name) {
  for (const auto& save : list)
    if (save.name == name || save.path.stem() == name) return &save;
  return nullptr;
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

void print_listing(const std::vector<saves::SaveListing>& list) {
  if (list.empty()) {
    std::cout << "No saves in " << saves::save_dir().string() << "\n";
    return;
  }
  std::size_t width = 4;
  for (const auto& save : list) width = std::max(width, save.name.size());
  for (const auto& save : list) {
    std::cout << std::left << std::setw(static_cast<int>(width)) << save.name << "  ";
    if (!save.problem.empty()) {
      std::cout << "cannot be loaded: " << save.problem << "\n";
      continue;
    }
    std::cout << std::setw(8) << save.game_id << save.summary << "  (last played " << local_time(save.last_played_at)
              << ")\n";
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
  const auto* save = find_named(list, name);
  if (!save) return bad_save("no save called '" + name + "' in " + saves::save_dir().string());
  if (saves::SaveLock::held_elsewhere(save->path))
    return bad_save(save->path.string() + ": the game is open in a cardtable window; leave it there first");
  std::error_code ec;
  if (!std::filesystem::remove(save->path, ec)) return bad_save(save->path.string() + ": cannot delete (" + ec.message() + ")");
  spdlog::info("deleted save {}", save->path.string());
  std::cout << "Deleted " << name << "\n";
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
    const auto name = vm["name"].as<std::string>();
    const auto* save = find_named(list, name);
    if (!save) return bad_save("no save called '" + name + "' in " + saves::save_dir().string());
    return load_and_play(context, save->path);
  }
  // The newest game that goes on: damaged saves are passed by with a word, finished games silently (as the menu's
  // Continue does); both stay listed by 'cardtable saves' and open by name.
  for (const auto& save : list) {
    if (save.problem.empty() && !save.over) return load_and_play(context, save.path);
    if (!save.problem.empty())
      std::cerr << "cardtable: passing by " << save.name << ", which cannot be loaded: " << save.problem << "\n";
  }
  return bad_save("no unfinished game to resume in " + saves::save_dir().string());
}

}  // namespace

Command saves_command() { return {"saves", "list saved games, newest first (--delete NAME removes one)", run_saves}; }
Command load_command() { return {"load", "continue the game saved in a file", run_load}; }
Command resume_command() { return {"resume", "continue the newest saved game, or the one named", run_resume}; }

}  // namespace cardtable::app
