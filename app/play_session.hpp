#pragma once
#include "framework/session.hpp"
#include "ui/play/opened_game.hpp"
#include "app/command.hpp"

namespace cardtable::app {

// Plays `game` at the terminal table from where it stands (autosaving after every decision); returns an exit code.
int play_session(const CommandContext& context, ui::OpenedGame& game);
// `cardtable` with no command: the main menu.
int open_menu(const CommandContext& context);

}  // namespace cardtable::app
