#pragma once
// One game open in one program: while a table has a game open it holds an advisory lock (flock) on a lock file beside
// the save, so a second program opening the same save is told, instead of both autosaving over each other. The
// kernel drops the lock when its process ends however it ends, so a lock left by a killed program never blocks.
// Lock files are opened without following a symbolic link, and removed with their game when it is deleted or over.
#include <filesystem>
#include <optional>

namespace cardtable::saves {

class SaveLock {
 public:
  // Locks the save at `save` (the lock file is ".<file name>.lock" in the same folder). Returns nullopt when another
  // process holds it. When the folder cannot hold a lock file (read-only, missing, or something other than a regular
  // file planted under the lock's name) the game opens unlocked: its autosave fails there too and says so.
  static std::optional<SaveLock> acquire(const std::filesystem::path& save);
  // True when another process holds the lock of `save` now.
  static bool held_elsewhere(const std::filesystem::path& save);

  SaveLock(SaveLock&& other) noexcept;
  SaveLock& operator=(SaveLock&& other) noexcept;
  SaveLock(const SaveLock&) = delete;
  SaveLock& operator=(const SaveLock&) = delete;
  ~SaveLock();

  // Removes the lock file, then lets the lock go: its game was deleted or is over.
  void remove();

 private:
  SaveLock(int fd, std::filesystem::path file) : fd_(fd), file_(std::move(file)) {}
  int fd_ = -1;
  std::filesystem::path file_;
};

// Deletes the save at `save` and its lock file, unless the game is open in another program; throws SaveError naming
// the file when it is open elsewhere or cannot be deleted.
void delete_save(const std::filesystem::path& save);

}  // namespace cardtable::saves
