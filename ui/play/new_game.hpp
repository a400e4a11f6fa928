#pragma once
// New sessions as the command line and the menu start them: seats, seeds (the bot's derived from the game's, so the
// same command gives the same game), the save name and the start time.
#include <cstdint>
#include <optional>
#include <string>

#include "framework/session.hpp"

namespace cardtable::ui {

struct BlastStart {
  std::string bot_level = "normal";  // easy | normal | hard (or an agent such as "random"); ignored for hot-seat
  bool hot_seat = false;
  std::optional<std::uint64_t> seed;  // drawn from the system when absent
  std::string first = "random";       // you | bot | random (hot-seat: you = Player 1)
};

framework::Session new_blast_session(const framework::GameCatalog& catalog, const BlastStart& start);
// The same players again, with a new seed (bots get new seeds derived from it).
framework::Session play_again(const framework::GameCatalog& catalog, const framework::Session& finished);

}  // namespace cardtable::ui
