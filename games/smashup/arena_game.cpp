#include "games/smashup/arena_game.hpp"

#include <algorithm>
#include <span>
#include <string>

#include <nlohmann/json.hpp>

#include "games/smashup/catalog.hpp"
#include "games/smashup/scenario.hpp"
#include "games/smashup/smashup_match.hpp"

namespace cardtable::smashup {
namespace {

State one_faction_table(std::uint64_t seed, int players) {
  auto rng = framework::Rng::from_seed(seed);
  const auto& only = factions().front();
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < players; ++p) {
    std::vector<std::string> deck;
    for (int copy = 0; copy < 2; ++copy)
      for (const auto& c : only.cards)
        for (int i = 0; i < c.copies; ++i) deck.emplace_back(c.slug);
    rng.shuffle(std::span<std::string>(deck));
    const std::vector<std::string> hand(deck.begin(), deck.begin() + kStartingHand);
    const std::vector<std::string> rest(deck.begin() + kStartingHand, deck.end());
    seats.push_back({{"factions", {only.slug, only.slug}}, {"hand", hand}, {"deck", rest}});
  }
  std::vector<std::string> bases;
  for (auto id : base_defs()) bases.emplace_back(base_def(id).slug);
  rng.shuffle(std::span<std::string>(bases));
  const auto in_play = std::min<std::size_t>(bases.size(), static_cast<std::size_t>(players + 1));
  nlohmann::json board = nlohmann::json::array();
  for (std::size_t i = 0; i < in_play; ++i) board.push_back({{"base", bases[i]}});
  const std::vector<std::string> base_deck(bases.begin() + static_cast<std::ptrdiff_t>(in_play), bases.end());
  return state_from_scenario({{"seed", seed},
                              {"seats", seats},
                              {"bases", board},
                              {"base_deck", base_deck},
                              {"turn", {{"active", rng.below(static_cast<std::uint32_t>(players))}, {"phase", "start"}}}});
}

}  // namespace

State arena_game(std::uint64_t seed, int players) {
  if (static_cast<int>(factions().size()) >= std::max(2, players)) return state_from_setup({{"seed", seed}, {"players", players}});
  return one_faction_table(seed, players);
}

}  // namespace cardtable::smashup
