#include "tests/saves/playout.hpp"

#include "framework/errors.hpp"
#include "app/game_modules.hpp"

namespace cardtable::saves::testing {

const framework::GameCatalog& program_catalog() {
  static const framework::GameCatalog catalog = [] {
    framework::GameCatalog c;
    app::register_games(c);
    return c;
  }();
  return catalog;
}

framework::Session new_session(const std::string& game_id, std::uint64_t seed) {
  return new_session(game_id, seed, program_catalog().get(game_id).info.min_players);
}

framework::Session new_session(const std::string& game_id, std::uint64_t seed, int players) {
  std::vector<framework::SeatPlayer> seats{{"you", false, "", 0}};
  for (int i = 1; i < players; ++i)
    seats.push_back({"Bot " + std::to_string(i), true, "normal", seed * 31 + static_cast<std::uint64_t>(i)});
  framework::Session session(program_catalog(), game_id, {{"seed", seed}, {"players", players}}, seats);
  session.set_name(game_id + "-" + std::to_string(seed));
  session.set_created_at(1'763'800'000 + static_cast<std::int64_t>(seed));
  return session;
}

bool can_start(const std::string& game_id) { return can_start(game_id, program_catalog().get(game_id).info.min_players); }

bool can_start(const std::string& game_id, int players) {
  try {
    new_session(game_id, 1, players);
    return true;
  } catch (const framework::BadSetup&) {
    return false;
  }
}

std::string random_answer(const framework::Match& match, framework::Rng& rng) {
  const auto options = match.pending().options;
  return options[rng.below(static_cast<std::uint32_t>(options.size()))].id;
}

void play_randomly(framework::Session& session, framework::Rng& rng, std::size_t answers) {
  for (std::size_t i = 0; i < answers && !session.match().is_over(); ++i) session.answer(random_answer(session.match(), rng));
}

}  // namespace cardtable::saves::testing
