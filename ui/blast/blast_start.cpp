#include "ui/blast/blast_start.hpp"

#include <stdexcept>

#include "ui/play/new_game.hpp"
#include "ui/play/player_names.hpp"

namespace cardtable::ui {

framework::Session new_blast_session(const framework::GameCatalog& catalog, const BlastStart& start) {
  const std::uint64_t seed = start.seed.value_or(system_seed());
  nlohmann::json setup{{"seed", seed}};
  // The person is seat 0 (Player 1 in hot-seat); "bot" (Player 2) leads round 1 in seat 1.
  if (start.first == "you") setup["first"] = 0;
  if (start.first == "bot") setup["first"] = 1;
  std::vector<framework::SeatPlayer> seats;
  if (start.hot_seat) {
    const auto typed = [&](std::size_t seat) { return seat < start.names.size() ? start.names[seat] : ""; };
    seats = {{player_name(typed(0), 0), false, "", 0}, {player_name(typed(1), 1), false, "", 0}};
    if (const auto problem = names_problem({seats[0].name, seats[1].name}); !problem.empty())
      throw std::invalid_argument(problem);
  } else {
    seats = {{"You", false, "", 0}, {"Bot", true, start.bot_level, bot_seed(seed, 1)}};
  }
  return start_session(catalog, "blast", std::move(setup), std::move(seats));
}

}  // namespace cardtable::ui
