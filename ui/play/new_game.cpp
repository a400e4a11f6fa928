#include "ui/play/new_game.hpp"

#include <ctime>
#include <filesystem>
#include <random>

#include "framework/rng.hpp"
#include "saves/save_file.hpp"
#include "ui/play/player_names.hpp"
#include "ui/smashup/smashup_start.hpp"

namespace cardtable::ui {

std::uint64_t system_seed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

// A bot's seed follows from the game's seed and its seat, so `--seed N` replays the same game with the same bot.
std::uint64_t bot_seed(std::uint64_t game_seed, std::size_t seat) {
  return framework::Rng::from_seed(game_seed ^ (0xB07B07B07ULL * (seat + 1))).next();
}

namespace {

// "blast-2026-11-23-0512", with "-2", "-3"... when a save of that name exists.
std::string fresh_name(const std::string& game_id, std::time_t now) {
  std::tm parts{};
  ::localtime_r(&now, &parts);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M", &parts);
  const std::string base = game_id + "-" + stamp;
  std::string name = base;
  for (int n = 2; std::filesystem::exists(saves::save_path_for(saves::save_dir(), name)); ++n)
    name = base + "-" + std::to_string(n);
  return name;
}

}  // namespace

framework::Session start_session(const framework::GameCatalog& catalog, const std::string& game_id,
                                 nlohmann::json setup, std::vector<framework::SeatPlayer> seats) {
  framework::Session session(catalog, game_id, std::move(setup), std::move(seats));
  const auto now = std::time(nullptr);
  session.set_name(fresh_name(game_id, now));
  session.set_created_at(static_cast<std::int64_t>(now));
  return session;
}

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

framework::Session new_smashup_session(const framework::GameCatalog& catalog, const SmashUpStart& start,
                                       std::vector<std::string>* notes) {
  // Smash Up's setup takes seeds up to 2^63 - 1.
  const std::uint64_t seed = start.seed.value_or(system_seed() >> 1);
  return start_session(catalog, "smashup", smashup_setup(start, seed), smashup_seats(start, seed, notes));
}

framework::Session play_again(const framework::GameCatalog& catalog, const framework::Session& finished,
                              nlohmann::json setup) {
  // Smash Up's setup takes seeds up to 2^63 - 1; Blast takes any, so both get one in that range.
  const std::uint64_t seed = system_seed() >> 1;
  setup["seed"] = seed;
  auto seats = finished.seats();
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (seats[i].is_bot) seats[i].bot_seed = bot_seed(seed, i);
  return start_session(catalog, finished.game_id(), std::move(setup), std::move(seats));
}

}  // namespace cardtable::ui
