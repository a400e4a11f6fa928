#pragma once
// Blast, for two players, as ../shared/rules/blast.md plays it: 44 faction cards, 15 each and 14 unseen per round,
// an exchange by point difference, tricks over five planets, Shrinkers/Changelings as declarations,
// Greedbots and Junkers acting only as printed cards (R-3…R-6), and a game to 7 points or until the stars run out.
#include <array>
#include <cstdint>

#include "framework/rng.hpp"
#include "framework/seat.hpp"
#include "games/blast/action.hpp"

namespace cardtable::blast {

using framework::Seat;

inline constexpr int kSeats = 2;
inline constexpr int kHandSize = 15;
inline constexpr int kStars = 7;
inline constexpr int kWinningPoints = 7;
// Totals strictly rise and a planet allows at most 11 distinct totals (e.g. Zamepra 0..10), so a trick has ≤ 11 plays.
inline constexpr int kMaxPlaysPerTrick = 11;
inline constexpr std::int8_t kCentre = -1;
inline constexpr std::int8_t kNobody = -1;

enum class Phase : std::uint8_t { Exchange, Trick, JunkerDiscard, GameOver };

enum class GameEnd : std::uint8_t { None, SevenPoints, LastStar };

struct Trick {
  Planet planet = Planet::Zamepra;
  Seat leader = 0;
  std::uint8_t play_count = 0;
  std::array<Action, kMaxPlaysPerTrick> plays{};  // in order; seats alternate starting with the leader
  Faction faction = Faction::Changeling;          // Vao D: the faction every play must count as
  std::uint8_t faction_set = 0;                   // Thora III: bit per faction the lead counted as

  const Action& last_play() const { return plays[play_count - 1]; }
  Seat seat_of_play(int index) const { return static_cast<Seat>((leader + index) % kSeats); }
  bool operator==(const Trick&) const = default;
};

// Each round's plays, passes and Junker discards after the exchange, in order: what both seats saw on the table
// (rules, "Hidden information": cards played in finished tricks and Junker discards stay face up, and a pass is made
// aloud). The exchange's gifts are not in it: R-1 keeps each seat's gift between the two seats that know it.
// Every step takes a card from a hand but a pass, and a trick has a pass only after its lead, so a round of two hands
// of 15 holds at most 60 steps.
inline constexpr int kMaxRoundSteps = 2 * 2 * kHandSize;
// The log of a round whose start is not known: a save older than format 11 carries none, and a game going on from
// such a position learns nothing of the round it is in (the next round's log starts afresh).
inline constexpr std::uint8_t kRoundLogUnknown = 0xFF;

struct RoundLog {
  std::array<std::int8_t, kPlanets> start_zones{kCentre, kCentre, kCentre, kCentre, kCentre};  // as the round was dealt
  std::uint8_t count = 0;                         // steps so far, or kRoundLogUnknown
  std::uint64_t seats = 0;                        // bit i: the seat that took step i
  std::array<Action, kMaxRoundSteps> steps{};     // [0, count)

  bool known() const { return count != kRoundLogUnknown; }
  Seat seat_of(int index) const { return static_cast<Seat>(seats >> index & 1); }
  bool operator==(const RoundLog&) const = default;
};

struct State {
  framework::Rng rng;
  Phase phase = Phase::Exchange;
  std::uint16_t round = 0;
  Seat to_move = 0;
  Seat first_player = 0;          // led the first trick of round 1
  std::int8_t last_round_winner = kNobody;

  std::array<CardSet, kSeats> hands{};
  CardSet undealt;                // the 14 cards nobody sees this round
  CardSet face_up;                // played in tricks (finished or current) or discarded by Junkers, this round
  CardSet discarded;              // Junker discards this round (also in face_up)

  std::array<std::int8_t, kPlanets> planet_zone{kCentre, kCentre, kCentre, kCentre, kCentre};
  std::array<std::uint8_t, kSeats> stars{};
  std::uint8_t star_pile = kStars;

  // Exchange: gifts are chosen from the hands as dealt and swap once both are chosen.
  std::uint8_t exchange_count = 0;
  // Ahead on points when the round was dealt, so it gives its highest cards (when exchange_count > 0). Kept because
  // planets move during the round: the points later on may name the other seat.
  Seat exchange_leader = 0;
  std::array<CardSet, kSeats> gifts{};      // what each seat gives (gave, after the swap) this round
  std::array<bool, kSeats> has_given{};

  Trick trick;
  RoundLog log;                   // this round's public steps after the exchange
  std::int8_t winner = kNobody;
  GameEnd end = GameEnd::None;

  bool operator==(const State&) const = default;
};

int points(const State& s, Seat seat);
int planets_held(const State& s, Seat seat);
inline Seat opponent(Seat seat) { return static_cast<Seat>(1 - seat); }

}  // namespace cardtable::blast
