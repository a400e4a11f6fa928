#pragma once
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
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
};

// $XDG_DATA_HOME/cardtable/saves, or ~/.local/share/cardtable/saves.
std::filesystem::path save_dir();
// Writes the whole session atomically (temporary file in the same folder, flush, fsync, rename).
void write_save(const std::filesystem::path& path, const framework::Session& session);
// Reads a save; throws SaveError and leaves the file untouched when it is missing, damaged or from a newer program.
framework::Session read_save(const std::filesystem::path& path, const framework::GameCatalog& catalog);
// The session's own file in save_dir(), named after session.name().
std::filesystem::path autosave_path(const framework::Session& session);
// Newest first.
std::vector<SaveListing> list_saves(const std::filesystem::path& dir);

}  // namespace cardtable::saves
