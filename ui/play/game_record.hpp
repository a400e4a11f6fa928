#pragma once
// Counting a finished game in the person's record against the bots (saves/record.hpp), at a local table and at a
// network seat alike: from who sat where and the seat's last position.
#include <optional>
#include <string>
#include <vector>

#include "framework/session.hpp"
#include "ui/screens/seat_position.hpp"

namespace cardtable::ui {

// The level the record files a game under: the bots' levels, "+"-joined when they differ; empty when the game is not
// one person against bots (hot-seat, several people, bots only), which the record does not count.
std::string record_level(const std::vector<framework::SeatPlayer>& seats);
// Counts the game `end` finished in the record file for its seat (the one person at the table), under `level`
// (record_level), and says the person's record at this game and level ("Your record against normal: 3 won, 1 lost.");
// nothing for a game the record does not count (`level` empty). `pair`: the person's factions when the game has
// them ("ghosts+steampunks", GameTable::record_pair), counted too. A record that cannot be read or written is left
// alone, logged, and said.
std::optional<std::string> record_finished_game(const std::string& game_id, const std::string& level,
                                                const SeatPosition& end, const std::string& pair);

}  // namespace cardtable::ui
