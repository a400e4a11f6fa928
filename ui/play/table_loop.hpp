#pragma once
// The one loop at a table, local or network (issue 39): draws a frame from the seat's position, turns keys into
// answers, and runs the windows every table has (help, the whole log, round summaries, "since your last turn", the
// leave confirmation, the results, the record of games). What differs is the TablePlace's: a local game's session
// (hand-over, undo, saves, bots: ui/play/local_place) or a network seat (ui/play/remote_place).
#include <string>

#include <nlohmann/json.hpp>

#include "ui/play/table_place.hpp"

namespace cardtable::ui {

class Terminal;

struct TableOutcome {
  TableExit exit = TableExit::Leave;
  std::string farewell;    // a line for the shell once the terminal is restored
  nlohmann::json rematch;  // PlayAgain: the setup of the next game (the same choices, a new seed is added)
};

// Plays at `place` until the person leaves, the game's results send them on, the terminal is told to stop
// (SIGTERM, SIGHUP) or the place ends it (a network seat's host gone).
TableOutcome run_table(Terminal& terminal, TablePlace& place);

}  // namespace cardtable::ui
