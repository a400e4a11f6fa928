#pragma once
#include "ui/play/game_ui.hpp"

namespace cardtable::ui {

// Smash Up's screens: its board, its How to play, and its New game row (the setup form).
GameUi smashup_ui();

}  // namespace cardtable::ui
