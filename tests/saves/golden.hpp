#pragma once
#include <cstdint>

#include "framework/session.hpp"

namespace cardtable::saves::testing {

// The game recorded in tests/data/blast-format-N.save by make_golden_save: seed 2026, then 60 random answers
// chosen by Rng seed 4.
inline constexpr std::uint64_t kGoldenSeed = 2026;
inline constexpr std::size_t kGoldenAnswers = 60;
inline constexpr std::int64_t kGoldenPlayedAt = 1'763'826'000;

framework::Session golden_session();

// The Smash Up game in tests/data/smashup-format-N.save: a two-player Aliens mirror scenario (the scenario JSON is
// the session's setup), then 80 random answers chosen by Rng seed 4.
inline constexpr std::size_t kSmashUpGoldenAnswers = 80;
framework::Session smashup_golden_session();

}  // namespace cardtable::saves::testing
