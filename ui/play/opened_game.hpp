#pragma once
// A game to sit down at: its session and, for a saved game, its log worded during the replay that checked the file,
// so that opening a saved table replays its answers once.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "framework/session.hpp"

namespace cardtable::ui {

// The table's log lines of a game; none when the table is to word them itself (a new game).
using WordedLog = std::optional<std::vector<std::string>>;

struct OpenedGame {
  framework::Session session;
  WordedLog log;
  // What the table says first: the game goes on from its saved position under today's rules, or under another name.
  std::vector<std::string> notes{};
};

// Reads the save (saves::read_save: every check, the replay included) and words the table's log from that replay,
// in the words the table gives the session's seats. The game goes on saving under its own name (saves::own_save_name):
// a file whose recorded name is another save's plays under a free one. Throws saves::SaveError naming the file.
OpenedGame open_saved_game(const std::filesystem::path& path, const framework::GameCatalog& catalog);

}  // namespace cardtable::ui
