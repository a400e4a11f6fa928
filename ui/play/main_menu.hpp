#pragma once
// The main menu: New game (Blast against the bot or hot-seat; Smash Up shown as not available yet), Continue (the
// newest save), Load..., How to play, Quit.
#include <optional>

#include "framework/session.hpp"

namespace cardtable::ui {

class Terminal;

// The session to play next, or nothing when the person quits (or a stop signal arrives).
std::optional<framework::Session> run_main_menu(Terminal& terminal, const framework::GameCatalog& catalog);

}  // namespace cardtable::ui
