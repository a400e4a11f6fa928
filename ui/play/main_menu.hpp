#pragma once
// The main menu: New game (each game's rows or setup form), Continue (the newest save), Load..., How to play, Quit.
#include <optional>

#include "framework/session.hpp"
#include "ui/play/opened_game.hpp"

namespace cardtable::ui {

class Terminal;

// The game to play next (a loaded one with its log worded), or nothing when the person quits (or a stop signal arrives).
std::optional<OpenedGame> run_main_menu(Terminal& terminal, const framework::GameCatalog& catalog);

}  // namespace cardtable::ui
