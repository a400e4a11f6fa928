#pragma once
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "framework/errors.hpp"
#include "framework/game_catalog.hpp"
#include "framework/session.hpp"

namespace cardtable::saves {

class ReplayWatch;  // session_codec.hpp

// A save that cannot be read or written. what() is one line naming the file and what is wrong.
struct SaveError : framework::QuotingError {
  using framework::QuotingError::QuotingError;
};

struct SaveListing {
  std::string name;           // the file's own name, without kSaveExtension: what `resume` and `saves --delete` take
  std::string recorded_name;  // the name written inside (another file's when the file was renamed or copied)
  std::filesystem::path path;
  std::string game_id;
  std::string summary;
  std::int64_t created_at = 0;
  std::int64_t last_played_at = 0;
  // Why the file cannot be loaded (damaged, newer program...); empty when its header reads fine.
  std::string problem;
  bool over = false;  // the game in it has ended
  // What the player is told when it opens, its answer log no longer replaying (earlier rules); empty otherwise.
  std::string went_on;
};

// Save files end in this; list_saves looks at no other file.
inline constexpr std::string_view kSaveExtension = ".save";
// Nothing a game writes comes near this; a larger file is refused before it is read.
inline constexpr std::uintmax_t kMaxSaveBytes = 16U << 20;

// $HOME, or the account's home folder when HOME is unset or relative; throws SaveError when there is none.
std::filesystem::path home_dir();
// $XDG_DATA_HOME/cardtable/saves, or ~/.local/share/cardtable/saves (never relative to the current folder).
std::filesystem::path save_dir();
// Writes the whole session atomically (temporary file in the same folder, flush, fsync, rename, fsync the folder);
// throws SaveError naming the file. The UI autosaves with write_save(autosave_path(session), session).
void write_save(const std::filesystem::path& path, const framework::Session& session);
// The bytes of a save file, at most kMaxSaveBytes, from a regular file only; throws SaveError naming the file.
std::string read_save_bytes(const std::filesystem::path& path);
// Reads a save; throws SaveError and leaves the file untouched when it is missing, damaged or from a newer program.
// `watch` sees the replay that checks the file (session_codec.hpp).
framework::Session read_save(const std::filesystem::path& path, const framework::GameCatalog& catalog,
                             ReplayWatch* watch = nullptr);
// The session's own file in save_dir(), named after session.name().
std::filesystem::path autosave_path(const framework::Session& session);
// The file a save called `name` lives in, in `dir`: the name with anything but letters, digits, '-', '_' and '.'
// replaced, plus kSaveExtension.
std::filesystem::path save_path_for(const std::filesystem::path& dir, const std::string& name);
// Newest first (by last played). Every file is loaded as `read_save` would; those that cannot be are listed too,
// with `problem` set, so Continue and `resume` can pass them by. A missing folder holds no saves; one that cannot be
// entered or read throws SaveError saying so.
std::vector<SaveListing> list_saves(const std::filesystem::path& dir, const framework::GameCatalog& catalog);
// The first of `wanted`, `wanted-2`, `wanted-3`... whose save file in `dir` does not exist and is not open in another
// program. A folder that cannot be looked into frees every name (the save that follows says why it fails).
std::string free_save_name(const std::filesystem::path& dir, const std::string& wanted);
// The name a game read from the file `path` goes on saving under in `dir`, one file per name: the file's own name
// when it is that name's file in `dir`; otherwise the name recorded inside (or, for a nameless save, the file's), or
// the first free one after it when that name's file is another save (a backup, a copy, a friend's file).
std::string own_save_name(const std::filesystem::path& path, const std::string& recorded,
                          const std::filesystem::path& dir);

}  // namespace cardtable::saves
