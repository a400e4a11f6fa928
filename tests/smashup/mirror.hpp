#pragma once
// A start-of-game position built from whatever is implemented, for random-play tests that must run before enough
// factions exist for a real setup: player p plays implemented factions 2p and 2p+1 (wrapping, so with only Aliens
// everyone plays two Aliens decks), shuffled from the seed, with five cards in hand and players + 1 bases (or every
// implemented base when there are fewer).
#include <cstdint>

#include <nlohmann/json.hpp>

namespace cardtable::smashup::test {

nlohmann::json mirror_scenario(std::uint64_t seed, int players);
// True when a real setup of `players` (random implemented factions, two copies allowed) can be built.
bool real_setup_possible(int players);

}  // namespace cardtable::smashup::test
