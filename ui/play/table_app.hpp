#pragma once
// The interactive program: the table for a session, the main menu, and back, inside one terminal.
#include <functional>
#include <string>

#include "framework/session.hpp"
#include "ui/play/main_menu.hpp"
#include "ui/play/opened_game.hpp"

namespace cardtable::ui {

class Terminal;

// Hosts the table the menu set up, this terminal sitting at its first person's seat until it leaves (app/: the code
// of `cardtable host`); returns a line for the shell. Throws std::runtime_error saying why when it cannot host (a
// bad address, a port in use) before anything has started.
using HostTable = std::function<std::string(Terminal& terminal, const TableToHost& table)>;

// Opens the terminal and plays `start` (or opens the main menu when it is null). Leaving a game started from the
// command line ends the program; leaving one started from the menu goes back to the menu. Returns a line to print
// once the terminal is restored (where the game is saved). Throws std::runtime_error when there is no terminal.
// `host` hosts what the menu's "Host a table" sets up; a refusal brings the menu back on the address, saying why.
std::string run_interactive(const framework::GameCatalog& catalog, OpenedGame* start, const HostTable& host);

}  // namespace cardtable::ui
