#pragma once
// One game open in one program: while a table has a game open it holds an advisory lock (flock) on a lock file beside
// the save, so a second program opening the same save is told, instead of both autosaving over each other. The
// kernel drops the lock when its process ends however it ends, so a lock left by a killed program never blocks.
#include <filesystem>
#include <optional>

namespace cardtable::saves {

class SaveLock {
 public:
  // Locks the save at `save` (the lock file is ".<file name>.lock" in the same folder). Returns nullopt when another
  // process holds it. When the folder cannot hold a lock file (read-only, missing) the game opens unlocked: its
  // autosave fails there too and says so.
  static std::optional<SaveLock> acquire(const std::filesystem::path& save);
  // True when another process holds the lock of `save` now.
  static bool held_elsewhere(const std::filesystem::path& save);

  SaveLock(SaveLock&& other) noexcept;
  SaveLock& operator=(SaveLock&& other) noexcept;
  SaveLock(const SaveLock&) = delete;
  SaveLock& operator=(const SaveLock&) = delete;
  ~SaveLock();

 private:
  explicit SaveLock(int fd) : fd_(fd) {}
  int fd_ = -1;
};

}  // namespace cardtable::saves
