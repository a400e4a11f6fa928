#pragma once
// A local game at the one table loop (ui/play/table_loop): the session itself, with what only a local table has —
// hot-seat hand-over, undo, saves (ui/play/table_saving), the bots thinking off the screen's thread, hints, and the
// log worded from the game's typed events. The table still draws from one seat's position alone (ui::LocalSeat).
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"
#include "framework/session.hpp"
#include "ui/play/opened_game.hpp"
#include "ui/play/table_loop.hpp"

namespace cardtable::ui {

// `log`: the game's log already worded (a saved game opened with open_saved_game); none to word it here. `notes`: what
// opening it found to say (OpenedGame::notes), shown first.
TableOutcome play_table(Terminal& terminal, const framework::GameCatalog& catalog, framework::Session& session,
                        WordedLog log = std::nullopt, const std::vector<std::string>& notes = {});

}  // namespace cardtable::ui
