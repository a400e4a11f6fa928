#pragma once
#include <cstdint>

#include "framework/session.hpp"

namespace cardtable::saves::testing {

// The game recorded in tests/data/blast-format-1.save by make_golden_save: seed 2026, then 60 random answers
// chosen by Rng seed 4.
inline constexpr std::uint64_t kGoldenSeed = 2026;
inline constexpr std::size_t kGoldenAnswers = 60;
inline constexpr std::int64_t kGoldenPlayedAt = 1'763'826'000;

framework::Session golden_session();

}  // namespace cardtable::saves::testing
