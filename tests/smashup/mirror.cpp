#include "tests/smashup/mirror.hpp"

#include <span>
#include <stdexcept>
#include <string>

#include "framework/rng.hpp"
#include "games/smashup/catalog.hpp"

namespace cardtable::smashup::test {

bool real_setup_possible(int players) { return static_cast<int>(factions().size()) >= std::max(2, players); }

namespace {

nlohmann::json scenario(std::uint64_t seed, int players, const FactionDef* fixed) {
  auto rng = framework::Rng::from_seed(seed);
  const auto all = factions();
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < players; ++p) {
    const auto& a = fixed ? *fixed : all[static_cast<std::size_t>(2 * p) % all.size()];
    const auto& b = all[static_cast<std::size_t>(2 * p + 1) % all.size()];
    std::vector<std::string> deck;
    for (const auto* f : {&a, &b})
      for (const auto& c : f->cards)
        for (int i = 0; i < c.copies; ++i) deck.emplace_back(c.slug);
    rng.shuffle(std::span<std::string>(deck));
    const std::vector<std::string> hand(deck.begin(), deck.begin() + 5);
    const std::vector<std::string> rest(deck.begin() + 5, deck.end());
    seats.push_back({{"factions", {a.slug, b.slug}}, {"hand", hand}, {"deck", rest}});
  }
  std::vector<std::string> bases;
  // The bases a real game could hold: those of factions still being written stay out, as their cards do.
  for (auto id : base_pool()) bases.emplace_back(base_def(id).slug);
  rng.shuffle(std::span<std::string>(bases));
  if (fixed)  // its own bases first, so they are in play
    for (const auto& own : fixed->bases) {
      std::erase(bases, std::string(own.slug));
      bases.insert(bases.begin(), std::string(own.slug));
    }
  const auto in_play = std::min<std::size_t>(bases.size(), static_cast<std::size_t>(players + 1));
  nlohmann::json board = nlohmann::json::array();
  for (std::size_t i = 0; i < in_play; ++i) board.push_back({{"base", bases[i]}});
  const std::vector<std::string> base_deck(bases.begin() + static_cast<std::ptrdiff_t>(in_play), bases.end());
  return {{"seed", seed},
          {"seats", seats},
          {"bases", board},
          {"base_deck", base_deck},
          {"turn", {{"active", rng.below(static_cast<std::uint32_t>(players))}, {"phase", "start"}}}};
}

}  // namespace

nlohmann::json mirror_scenario(std::uint64_t seed, int players) { return scenario(seed, players, nullptr); }

nlohmann::json faction_scenario(std::uint64_t seed, int players, std::string_view faction) {
  const auto* f = find_faction(faction);
  if (!f) throw std::invalid_argument("no faction " + std::string(faction));
  return scenario(seed, players, f);
}

}  // namespace cardtable::smashup::test
