#pragma once
#include <cstdint>
#include <string>

#include "games/smashup/state.hpp"
#include "saves/codec.hpp"

namespace cardtable::saves {

// TurnState::plays as read from a save older than the count (TurnState version 0): loading takes it from the
// replay of the answer log, which the comparison with the stored state lets through.
inline constexpr std::uint16_t kPlaysUnknown = 0xFFFF;
// Picks::placed of an ability frame read from a save older than typed picks (AbilityFrame version 2): the replay's
// picks are taken instead. kPicksUnknown: its untyped list held something; kPicksUnknownEmpty: nothing was chosen yet,
// which a position going on without the replay can take as it is.
inline constexpr std::uint8_t kPicksUnknown = 0xFF;
inline constexpr std::uint8_t kPicksUnknownEmpty = 0xFE;
// State::public_base_tops as read from a save older than it (State version 4): taken from the replay.
inline constexpr std::uint8_t kPublicBaseTopsUnknown = 0xFF;

StateCodec smashup_codec();

// True when an ability's picks were read from a save older than typed picks (kPicksUnknown, kPicksUnknownEmpty).
bool picks_unknown(const smashup::Picks& picks);

// Why `s` cannot be a Smash Up position (ids out of range, a card in two places or none, a base twice), or an
// empty string when it can. Reads ids only after checking them, so a damaged save cannot crash it.
std::string smashup_state_problem(const smashup::State& s);

}  // namespace cardtable::saves
