#pragma once
#include <string>
#include <vector>

#include "framework/seat.hpp"

namespace cardtable::framework {

// One legal answer to a decision: `id` is stable text (protocol, saves, answer logs), `label` is for people.
struct Option {
  std::string id;
  std::string label;
  bool operator==(const Option&) const = default;
};

// The question a game is waiting on: who answers, what is asked, and every legal answer.
struct Decision {
  Seat seat = 0;
  Seat turn = 0;  // whose turn it is: the seat deciding may be asked during another player's turn
  std::string prompt;
  std::vector<Option> options;
  bool operator==(const Decision&) const = default;
};

}  // namespace cardtable::framework
