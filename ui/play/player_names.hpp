#pragma once
// The names hot-seat players go by: typed at the start of a game, saved with the session (SeatPlayer::name) and used
// everywhere the table, the saves list and Continue name a seat.
#include <cstddef>
#include <string>
#include <vector>

#include "ui/screens/key.hpp"

namespace cardtable::ui {

// Long enough for a first name, short enough for the board's player rows and the saves list at 80 columns.
inline constexpr std::size_t kMaxPlayerName = 16;

// The name a person in `seat` goes by: what was typed, without the spaces around it, or "Player N" when nothing was.
std::string player_name(const std::string& typed, std::size_t seat);
// Why these names cannot sit at one table, or empty when they can: each at most kMaxPlayerName characters, none
// "You" (the one person against bots is called so) or a bot's name ("Bot", "Bot 2"), no two alike.
std::string names_problem(const std::vector<std::string>& names);
// A key typed into the name of the person in `seat` on a setup form: printable ASCII (it reads the same in every
// terminal, the ASCII fallback included) up to kMaxPlayerName, Backspace removes. Returns false when the key ends the
// typing (Enter, Esc, an arrow...); the name is then trimmed, and left empty when it is the default "Player N".
bool type_name(std::string& name, Key key, std::size_t seat);
// "Ada,Bo" as given on the command line: one name a person, in seat order.
std::vector<std::string> split_names(const std::string& list);

}  // namespace cardtable::ui
