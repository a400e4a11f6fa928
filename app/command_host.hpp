#pragma once
// cardtable host: the command (commands.hpp) and the menu's "Host a table", which hosts the table the menu set up
// with the program's terminal at its first person's seat.
#include <string>

#include "app/command.hpp"
#include "ui/play/main_menu.hpp"

namespace cardtable::ui {
class Terminal;
}

namespace cardtable::app {

// Hosts `table` as `cardtable host` does (TLS, codes, saves, bots), the terminal sitting at its first person's seat
// until it leaves; returns a line for the shell. Throws UsageError saying why before anything is saved or started: an
// address that cannot be read or listened on (a port in use), no seat for a person.
std::string host_from_menu(const CommandContext& context, ui::Terminal& terminal, const ui::TableToHost& table);

}  // namespace cardtable::app
