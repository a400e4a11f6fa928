#pragma once
// Test-only factions past the registry's, up to the catalog's last (issue 38): the 17th to the 64th, each of vanilla
// minions, a Lookout (it draws a card after another player's minion comes to its base) and an action that draws a
// card, with two bases (the Hill draws a card after it scores); the 64th has four, so its last base has the id 255,
// which a BaseId of one byte could not name (it meant "no base" before save format 11).
#include <cstdint>

#include <nlohmann/json.hpp>

#include "games/smashup/state.hpp"

namespace cardtable::smashup::test {

inline constexpr int kFirstSynthetic = kFactionCount;  // the 17th faction's value
inline constexpr int kLastFaction = kMaxFactions - 1;  // the 64th's

// Adds the synthetic factions to the catalog, once for the whole program (the catalog points at their definitions).
void add_synthetic_factions();
// A game in which seat 0 plays the 64th faction and every other seat a synthetic faction drawn from the seed, each
// with a faction of the registry; the bases are the 64th's four, the other seats' synthetic ones and 8 of the
// registry's, shuffled, players + 1 of them in play.
nlohmann::json synthetic_scenario(std::uint64_t seed, int players);
bool synthetic_card(const State& s, CardId card);

}  // namespace cardtable::smashup::test
