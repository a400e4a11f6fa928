#pragma once
#include <cstdint>
#include <string>
#include <vector>

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

// The Awesome Level 9000 game in tests/data/smashup-al9000-format-N.save (from format 6): Steampunks + Ghosts
// against Bear Cavalry + Killer Plants, dealt from seed 2026, answered at random (Rng seed 4) except that a Talent
// on offer is always used, up to the first decision from turn 5 on after which a Talent has been used this turn and
// an action lies on a base: the save holds both.
framework::Session al9000_golden_session();

// The Science Fiction Double Feature game in tests/data/smashup-sfdf-format-N.save (from format 7): a two-player
// scenario where the first player's Copycat copies a Warbot, The Base Is Not Enough takes control of an Invader
// before Portal Room scores, and Portal Room gives its winner an extra turn; the save is taken when First Mate asks,
// after the scoring, with the copy, the control and the extra turn all pending.
framework::Session sfdf_golden_session();

// The game in tests/data/smashup-went-on-format-N.save (from format 9): the golden Smash Up game's position after
// kWentOnStart answers, gone on from as a save whose answer log no longer replays does (Session::start), then
// kWentOnAnswers random answers (Rng seed 5) from there.
inline constexpr std::size_t kWentOnStart = 40;
inline constexpr std::size_t kWentOnAnswers = 25;
framework::Session went_on_golden_session();

// Every golden game: its files are tests/data/<name>-format-<N>.save for each format from `first_format` on.
struct GoldenGame {
  std::string name;
  int first_format = 1;
  framework::Session (*session)() = nullptr;
  std::string game_id() const { return name.substr(0, name.find('-')); }
};
const std::vector<GoldenGame>& golden_games();

}  // namespace cardtable::saves::testing
