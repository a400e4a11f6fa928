#pragma once
#include "ui/play/game_ui.hpp"

namespace cardtable::ui {

// Blast's screens: its board, its How to play, and its New game rows (a bot at each level, or two people).
GameUi blast_ui();

}  // namespace cardtable::ui
