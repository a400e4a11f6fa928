#include "ui/play/player_names.hpp"

#include <algorithm>
#include <cctype>

#include "framework/input_limits.hpp"
#include "ui/screens/text.hpp"

namespace cardtable::ui {

std::string player_name(const std::string& typed, std::size_t seat) {
  const auto first = typed.find_first_not_of(' ');
  if (first == std::string::npos) return "Player " + std::to_string(seat + 1);
  return typed.substr(first, typed.find_last_not_of(' ') - first + 1);
}

bool type_name(std::string& name, Key key, std::size_t seat) {
  switch (key.kind) {
    case KeyKind::Char:
      if (key.ch >= U' ' && key.ch <= U'~' && name.size() < kMaxPlayerName) name += static_cast<char>(key.ch);
      return true;
    case KeyKind::Backspace:
      if (!name.empty()) name.pop_back();
      return true;
    case KeyKind::Resize:
    case KeyKind::None: return true;
    default: break;
  }
  const auto typed = player_name(name, seat);
  name = typed == player_name("", seat) ? "" : typed;
  return false;
}

std::string names_problem(const std::vector<std::string>& names) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto name = lower(names[i]);
    // Names are shown at the table and printed in the shell: text, never terminal controls (--names, a save).
    if (!framework::is_text(names[i]))
      return "\"" + framework::printable(names[i]) + "\" holds control characters; a name is text.";
    if (names[i].size() > kMaxPlayerName)
      return names[i] + " is too long: at most " + std::to_string(kMaxPlayerName) + " characters.";
    if (name == "you") return "\"" + names[i] + "\" would read as the player against the bots; choose another name.";
    if (name == "bot" || (name.starts_with("bot ") && name.size() == 5 && std::isdigit(static_cast<unsigned char>(name[4]))))
      return "\"" + names[i] + "\" is what bots are called; choose another name.";
    for (std::size_t j = 0; j < i; ++j)
      if (lower(names[j]) == name) return "Two players are called " + names[i] + "; give each their own name.";
  }
  return "";
}

std::vector<std::string> split_names(const std::string& list) {
  std::vector<std::string> out;
  for (std::size_t at = 0; at <= list.size();) {
    const auto comma = std::min(list.find(',', at), list.size());
    out.push_back(list.substr(at, comma - at));
    at = comma + 1;
  }
  return out;
}

}  // namespace cardtable::ui
