#pragma once
#include <array>
#include <string>

#include "framework/seat_wording.hpp"
#include "games/blast/state.hpp"

namespace cardtable::blast {

enum class EventKind : std::uint8_t {
  RoundDealt,      // seat = who leads the first trick
  ExchangeSwapped, // both gifts are in State::gifts
  Played,          // action, total
  Passed,
  TrickWon,        // planet moved from `from_zone` to `to_zone`; greedbot when R-3 applied
  JunkerDiscard,   // card
  RoundWon,        // seat emptied their hand and took a star
  GameWon,
};

// Something that happened, holding only public information.
struct Event {
  EventKind kind = EventKind::Played;
  Seat seat = 0;
  std::uint16_t round = 0;
  Action action;
  Planet planet = Planet::Zamepra;
  std::int8_t from_zone = kCentre;
  std::int8_t to_zone = kCentre;
  bool greedbot = false;
  std::array<CardSet, kSeats> gifts{};
  std::array<int, kSeats> points{};
  GameEnd end = GameEnd::None;

  bool operator==(const Event&) const = default;
};

// A sentence for the game log, naming the seats with `words` (one per seat): "Player 1's zone" or "your zone".
std::string describe(const Event& e, framework::SeatWordings words);

}  // namespace cardtable::blast
