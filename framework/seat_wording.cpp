#include "framework/seat_wording.hpp"

namespace cardtable::framework {

SeatWording neutral_wording(Seat seat) {
  const std::string name = "Player " + std::to_string(seat + 1);
  return {name, name + "'s", "their", name, "P" + std::to_string(seat + 1), false};
}

std::vector<SeatWording> neutral_wordings(int seats) {
  std::vector<SeatWording> out;
  for (int i = 0; i < seats; ++i) out.push_back(neutral_wording(static_cast<Seat>(i)));
  return out;
}

std::string sentence_case(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

}  // namespace cardtable::framework
