#pragma once
// Counting a finished game in the person's record against the bots (saves/record.hpp).
#include <optional>
#include <string>

#include "framework/session.hpp"

namespace cardtable::ui {

// The level the record files a game under: the bots' levels, "+"-joined when they differ; empty when the game is not
// one person against bots (hot-seat, several people, bots only), which the record does not count.
std::string record_level(const framework::Session& session);
// Counts the finished game in the record file and says the person's record at this game and level
// ("Your record against normal: 3 won, 1 lost."); nothing for a game the record does not count. A record that cannot
// be read or written is left alone, logged, and said.
// `setup` is the game's setup as a rematch would deal it: when it names each seat's factions (Smash Up), the game is
// also counted under the person's pair.
std::optional<std::string> record_finished_game(const framework::Session& session, const nlohmann::json& setup);

}  // namespace cardtable::ui
