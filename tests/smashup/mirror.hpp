#pragma once
// A start-of-game position built from whatever is implemented, for random-play tests that must run before enough
// factions exist for a real setup: player p plays implemented factions 2p and 2p+1 (wrapping, so with only Aliens
// everyone plays two Aliens decks), shuffled from the seed, with five cards in hand and players + 1 of the playable
// bases in play (all of them when there are fewer). Bases of factions still being written are left out, so these
// games stay the same while those bases are written.
#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

namespace cardtable::smashup::test {

nlohmann::json mirror_scenario(std::uint64_t seed, int players);
// The same, but every player's deck is `faction` (playable or still being written) with one playable faction, and
// the faction's own bases are in play: random games for a faction before it is playable.
nlohmann::json faction_scenario(std::uint64_t seed, int players, std::string_view faction);
// True when a real setup of `players` (random implemented factions, two copies allowed) can be built.
bool real_setup_possible(int players);

}  // namespace cardtable::smashup::test
