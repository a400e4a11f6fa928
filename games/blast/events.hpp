#pragma once
#include <array>
#include <string>

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
};

// How the log words a seat: {"Player 1", "Player 1's", "their"}, or for the person at the table {"You", "your", "your"}.
struct SeatWording {
  std::string name;        // subject: "Player 1" / "You"
  std::string possessive;  // before a noun, naming the seat: "Player 1's zone" / "your zone"
  std::string own;         // after the seat's own name: "Player 1 emptied their hand" / "You emptied your hand"
  bool second_person = false;  // "You lead", not "You leads"
};

// A sentence for the game log, naming seats with `names` ("Player 1" → "Player 1's zone", "their hand").
std::string describe(const Event& e, const std::array<std::string, kSeats>& names);
std::string describe(const Event& e, const std::array<SeatWording, kSeats>& words);

}  // namespace cardtable::blast
