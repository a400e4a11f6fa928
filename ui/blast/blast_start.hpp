#pragma once
// A new Blast game as the command line and the menu describe it: against a bot at a level, or two people.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "framework/session.hpp"

namespace cardtable::ui {

struct BlastStart {
  std::string bot_level = "normal";  // easy | normal | hard (or an agent such as "random"); ignored for hot-seat
  bool hot_seat = false;
  std::optional<std::uint64_t> seed;  // drawn from the system when absent
  std::string first = "random";       // you | bot | random (hot-seat: you = Player 1)
  std::vector<std::string> names;     // hot-seat: the players' names as typed ("Player N" for one left empty)
};

// Throws std::invalid_argument when the hot-seat names cannot be told apart (names_problem).
framework::Session new_blast_session(const framework::GameCatalog& catalog, const BlastStart& start);

}  // namespace cardtable::ui
