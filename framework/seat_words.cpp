#include "framework/seat_words.hpp"

#include <algorithm>

namespace cardtable::framework {
namespace {

constexpr int kColumnWidth = 5;

// "P2" for a seat's own name, otherwise the name's first characters (whole UTF-8 characters).
std::string column_of(const std::string& name) {
  if (name.starts_with("Player ")) return "P" + name.substr(7);
  std::size_t end = 0;
  for (int kept = 0; end < name.size() && kept < kColumnWidth; ++kept)
    do ++end;
    while (end < name.size() && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80);
  return name.substr(0, end);
}

}  // namespace

std::vector<SeatWording> seat_words(const std::vector<SeatPlayer>& seats) {
  const auto people = std::count_if(seats.begin(), seats.end(), [](const auto& s) { return !s.is_bot; });
  const auto bots = std::count_if(seats.begin(), seats.end(), [](const auto& s) { return s.is_bot; });
  std::vector<SeatWording> out;
  for (const auto& seat : seats) {
    if (seat.is_bot && bots > 1) {
      // Several bots at one table (Smash Up) are told apart by their seat names: "Bot 3".
      out.push_back({seat.name, seat.name + "'s", "its", seat.name + " (" + seat.bot_level + ")", column_of(seat.name)});
    } else if (seat.is_bot) {
      out.push_back({"Bot", "Bot's", "its", "Bot (" + seat.bot_level + ")", "Bot"});
    } else if (people == 1) {
      out.push_back({"You", "your", "your", "You", "You", true});
    } else {
      out.push_back({seat.name, seat.name + "'s", "their", seat.name, column_of(seat.name)});
    }
  }
  // Two names that start alike would share a column heading: those seats are told apart by number instead.
  for (std::size_t i = 0; i < out.size(); ++i)
    for (std::size_t j = i + 1; j < out.size(); ++j)
      if (out[i].column == out[j].column && out[i].name != out[j].name) {
        out[i].column = "P" + std::to_string(i + 1);
        out[j].column = "P" + std::to_string(j + 1);
      }
  return out;
}

}  // namespace cardtable::framework
