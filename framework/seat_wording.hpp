#pragma once
// How a sentence names a seat. One type for every game's log and for the table: the games word their events with it
// (the engine's neutral words for the protocol, the table's words for the person playing), so no text is rewritten
// after it is written.
#include <span>
#include <string>
#include <vector>

#include "framework/seat.hpp"

namespace cardtable::framework {

struct SeatWording {
  std::string name;        // a subject: "Player 1", "You", "Bot", "Ada"
  std::string possessive;  // before a noun, naming the seat: "Player 1's zone", "your zone", "Bot's zone"
  std::string own;         // after the seat's own name: "Player 1 shuffled their deck", "You shuffled your deck"
  std::string title;       // where the seat is introduced: "Player 1", "You", "Bot (easy)"
  std::string column;      // at most 5 columns, for narrow headings: "P1", "You", "Bot"
  bool second_person = false;  // "You lead", not "You leads"
  bool operator==(const SeatWording&) const = default;

  // The verb for this subject: verb("lead", "leads") is "lead" for "You" and "leads" for anyone else.
  const char* verb(const char* second, const char* third) const { return second_person ? second : third; }
};

using SeatWordings = std::span<const SeatWording>;

// The words where nobody is at a table (the protocol, the engines' own tests): "Player 1", "Player 1's", "their".
SeatWording neutral_wording(Seat seat);
std::vector<SeatWording> neutral_wordings(int seats);

// `text` starting with a capital letter: a sentence may open with a possessive ("your turn begins").
std::string sentence_case(std::string text);

}  // namespace cardtable::framework
