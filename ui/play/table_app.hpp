#pragma once
// The interactive program: the table for a session, the main menu, and back, inside one terminal.
#include <string>

#include "framework/session.hpp"
#include "ui/play/opened_game.hpp"

namespace cardtable::ui {

// Opens the terminal and plays `start` (or opens the main menu when it is null). Leaving a game started from the
// command line ends the program; leaving one started from the menu goes back to the menu. Returns a line to print
// once the terminal is restored (where the game is saved). Throws std::runtime_error when there is no terminal.
std::string run_interactive(const framework::GameCatalog& catalog, OpenedGame* start);

}  // namespace cardtable::ui
