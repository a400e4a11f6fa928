#include "ui/play/new_game.hpp"

#include <ctime>
#include <random>

#include "framework/rng.hpp"
#include "saves/save_file.hpp"

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

// "blast-2026-11-23-0512", with "-2", "-3"... when a save of that name exists. A save folder that cannot be read (or
// no home for one) does not stop a new game: its first autosave says why it is not saved.
std::string fresh_name(const std::string& game_id, std::time_t now) {
  std::tm parts{};
  ::localtime_r(&now, &parts);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M", &parts);
  const std::string base = game_id + "-" + stamp;
  try {
    return saves::free_save_name(saves::save_dir(), base);
  } catch (const saves::SaveError&) {
    return base;
  }
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
