#pragma once
// The main menu: New game (each game's rows or setup form), Continue (the newest save), Load..., How to play, Cards,
// Join a table, Host a table, Quit.
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

// A table to host ("Host a table"): a game set up on the game's own New game rows or form, and the address to listen
// on as typed (app/ reads it: the menu knows no more of hosting than of a game's rules).
struct TableToHost {
  framework::Session session;
  std::string listen;
};
// Hosting was refused (a bad address, a port in use): the menu opens again on the address, with the reason and the
// game set up as it was.
struct HostRefused {
  TableToHost table;
  std::string why;
};

using MenuChoice = std::variant<OpenedGame, TableToJoin, TableToHost>;

// The row the menu opens on: New game, or the row of the network table just left (back on the row that opened it).
enum class MenuRow { NewGame, JoinTable, HostTable };

// The game to play next (a loaded one with its log worded), the table to join or to host, or nothing when the person
// quits (or a stop signal arrives).
std::optional<MenuChoice> run_main_menu(Terminal& terminal, const framework::GameCatalog& catalog,
                                        std::optional<HostRefused> refused = std::nullopt,
                                        MenuRow at = MenuRow::NewGame);

}  // namespace cardtable::ui
