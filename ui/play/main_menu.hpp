#pragma once
// The main menu: New game (each game's rows or setup form), Continue (the newest save), Load..., How to play, Cards,
// Join a table, Quit.
#include <optional>
#include <variant>

#include "framework/session.hpp"
#include "net/host_link.hpp"
#include "ui/play/opened_game.hpp"

namespace cardtable::ui {

class Terminal;

// A network table to sit at ("Join a table"): the host's address and the seat's code, both read and checked.
struct TableToJoin {
  net::HostAddress address;
  net::JoinCode code;
};

// The game to play next (a loaded one with its log worded) or the table to join, or nothing when the person quits (or
// a stop signal arrives).
std::optional<std::variant<OpenedGame, TableToJoin>> run_main_menu(Terminal& terminal,
                                                                   const framework::GameCatalog& catalog);

}  // namespace cardtable::ui
