#pragma once
// The terminal table at one seat of a network game (`cardtable join HOST CODE`): the game's own table, drawn from
// what the host sends this seat alone (ui/play/remote_seat), with the loop's log, history, help and hint. The host
// owns the game: there is no undo, save, hand-over or bot here; it plays the bots and keeps the saves.
#include <optional>
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"
#include "ui/play/remote_seat.hpp"

namespace cardtable::ui {

class Terminal;

struct RemoteOutcome {
  bool host_gone = false;  // the host closed the table or was lost (or refused the join), rather than the person left
  std::string farewell;    // a line for the shell once the terminal is restored
};

// Plays the seat until the person leaves (q), the terminal is told to stop (SIGTERM, SIGHUP) or the host goes away.
// A host sitting at its own seat (`hosting`) leaving stops the table; its `notes` (the others' join commands) are
// shown first and head the log.
struct HostAtSeat {
  std::vector<std::string> notes;
};
RemoteOutcome play_remote_table(Terminal& terminal, const framework::GameCatalog& catalog, RemoteSeat& seat,
                                const std::optional<HostAtSeat>& hosting = std::nullopt);

}  // namespace cardtable::ui
