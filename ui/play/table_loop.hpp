#pragma once
// The loop at the table: draws a frame, lets a bot answer after a short pause (thinking on its own thread, so keys,
// resizes and Ctrl-C are still read), turns keys into answers, autosaves after every decision, and runs the overlays
// (help, quit confirmation, save name, hot-seat hand-over, round summary, game over).
#include <string>

#include "framework/session.hpp"
#include "ui/play/opened_game.hpp"

namespace cardtable::ui {

class Terminal;

enum class TableExit {
  Leave,      // the person left the table (the game is saved)
  Menu,       // game over: back to the main menu
  PlayAgain,  // game over: the same players again with a new seed
  Stopped,    // SIGTERM/SIGHUP
};

struct TableOutcome {
  TableExit exit = TableExit::Leave;
  std::string farewell;  // a line for the shell once the terminal is restored
  nlohmann::json rematch;  // PlayAgain: the setup of the next game (the same choices, a new seed is added)
};

// `log`: the game's log already worded (a saved game opened with open_saved_game); none to word it here. `notes`: what
// opening it found to say (OpenedGame::notes), shown first.
TableOutcome play_table(Terminal& terminal, const framework::GameCatalog& catalog, framework::Session& session,
                        WordedLog log = std::nullopt, const std::vector<std::string>& notes = {});

}  // namespace cardtable::ui
