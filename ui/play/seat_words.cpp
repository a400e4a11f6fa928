#include "ui/play/seat_words.hpp"

#include <algorithm>

namespace cardtable::ui {

std::vector<SeatWords> seat_words(const std::vector<framework::SeatPlayer>& seats) {
  const auto people = std::count_if(seats.begin(), seats.end(), [](const auto& s) { return !s.is_bot; });
  const auto bots = std::count_if(seats.begin(), seats.end(), [](const auto& s) { return s.is_bot; });
  std::vector<SeatWords> out;
  for (const auto& seat : seats) {
    if (seat.is_bot && bots > 1) {
      // Several bots at one table (Smash Up) are told apart by their seat names: "Bot 3".
      out.push_back({seat.name, seat.name + "'s", "its", seat.name + " (" + seat.bot_level + ")", seat.name.substr(0, 5)});
    } else if (seat.is_bot) {
      out.push_back({"Bot", "Bot's", "its", "Bot (" + seat.bot_level + ")", "Bot"});
    } else if (people == 1) {
      out.push_back({"You", "your", "your", "You", "You"});
    } else {
      const std::string column = seat.name.starts_with("Player ") ? "P" + seat.name.substr(7) : seat.name.substr(0, 5);
      out.push_back({seat.name, seat.name + "'s", "their", seat.name, column});
    }
  }
  return out;
}

}  // namespace cardtable::ui
