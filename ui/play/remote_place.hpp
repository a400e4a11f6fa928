#pragma once
// A network seat at the one table loop (ui/play/table_loop; `cardtable join HOST CODE`): the game's own table, drawn
// from what the host sends this seat alone (ui/play/remote_seat), with the log, history, help, hint, round
// summaries, "since your last turn", the results and the record of games as at a local table. The host owns the
// game: there is no undo, save, hand-over or bot here; it plays the bots and keeps the saves. What only a network
// seat has: who is away, joining again after a drop, the host gone.
#include <optional>
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"
#include "ui/play/remote_seat.hpp"
#include "ui/play/table_loop.hpp"

namespace cardtable::ui {

// A host sitting at its own seat: leaving stops the table; its `notes` (the others' join commands) are shown first
// and head the log.
struct HostAtSeat {
  std::vector<std::string> notes;
};

// Plays the seat until the person leaves (q), the terminal is told to stop (SIGTERM, SIGHUP) or the host goes away
// (TableExit::HostGone: the host closed the table before the game ended, was lost, or refused the join).
TableOutcome play_remote_table(Terminal& terminal, const framework::GameCatalog& catalog, RemoteSeat& seat,
                               const std::optional<HostAtSeat>& hosting = std::nullopt);

}  // namespace cardtable::ui
