#pragma once
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "framework/game_catalog.hpp"
#include "framework/session.hpp"

namespace cardtable::saves {

// A save that cannot be read or written. what() is one line naming the file and what is wrong.
struct SaveError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct SaveListing {
  std::string name;
  std::filesystem::path path;
  std::string game_id;
  std::string summary;
  std::int64_t created_at = 0;
  std::int64_t last_played_at = 0;
  // Why the file cannot be loaded (damaged, newer program...); empty when its header reads fine.
  std::string problem;
};

// Save files end in this; list_saves looks at no other file.
inline constexpr std::string_view kSaveExtension = ".save";
// Nothing a game writes comes near this; a larger file is refused before it is read.
inline constexpr std::uintmax_t kMaxSaveBytes = 16U << 20;

// $XDG_DATA_HOME/cardtable/saves, or ~/.local/share/cardtable/saves.
std::filesystem::path save_dir();
// Writes the whole session atomically (temporary file in the same folder, flush, fsync, rename, fsync the folder);
// throws SaveError naming the file. The UI autosaves with write_save(autosave_path(session), session).
void write_save(const std::filesystem::path& path, const framework::Session& session);
// Reads a save; throws SaveError and leaves the file untouched when it is missing, damaged or from a newer program.
framework::Session read_save(const std::filesystem::path& path, const framework::GameCatalog& catalog);
// The session's own file in save_dir(), named after session.name().
std::filesystem::path autosave_path(const framework::Session& session);
// The file a save called `name` lives in, in `dir`: the name with anything but letters, digits, '-', '_' and '.'
// replaced, plus kSaveExtension.
std::filesystem::path save_path_for(const std::filesystem::path& dir, const std::string& name);
// Newest first (by last played). Files whose header cannot be read are listed too, with `problem` set.
std::vector<SaveListing> list_saves(const std::filesystem::path& dir);

}  // namespace cardtable::saves
