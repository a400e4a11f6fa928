#pragma once
#include <string>
#include <vector>

#include "framework/errors.hpp"
#include "framework/game_catalog.hpp"

namespace cardtable::app {

// What every sub-command gets: the registered games, the arguments after the command's name and the program's
// --threads (0 when not given; the table's and serve's bots already search on ai::level_threads()).
struct CommandContext {
  const framework::GameCatalog& catalog;
  std::vector<std::string> args;
  int threads = 0;
};

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;     // unknown option, bad value
inline constexpr int kExitBadSave = 3;   // missing, damaged or foreign save file
inline constexpr int kExitInterrupted = 130;  // stopped by Ctrl-C or SIGTERM after keeping what was done

struct Command {
  std::string name;
  std::string summary;  // one line for --help
  int (*run)(const CommandContext& context);
};

// Thrown by commands for bad arguments; main prints it with a hint and exits with kExitUsage.
struct UsageError : framework::QuotingError {
  using framework::QuotingError::QuotingError;
};

}  // namespace cardtable::app
