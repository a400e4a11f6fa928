#include "saves/save_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <utility>

#include "saves/save_file.hpp"

namespace cardtable::saves {
namespace {

std::filesystem::path lock_path(const std::filesystem::path& save) {
  std::string name = ".";
  name += save.filename().string();
  name += ".lock";
  return save.parent_path() / name;
}

// The lock file, never through a symbolic link, and only a regular one (a FIFO planted there is not waited on).
int open_lock_file(const std::filesystem::path& file, int flags) {
  const int fd = ::open(file.c_str(), flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  struct stat status {};
  if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
    ::close(fd);
    return -1;
  }
  return fd;
}

}  // namespace

std::optional<SaveLock> SaveLock::acquire(const std::filesystem::path& save) {
  std::error_code ignored;
  if (save.has_parent_path()) std::filesystem::create_directories(save.parent_path(), ignored);
  const auto file = lock_path(save);
  const int fd = open_lock_file(file, O_RDWR | O_CREAT);
  if (fd < 0) return SaveLock(-1, {});
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int error = errno;
    ::close(fd);
    if (error == EWOULDBLOCK) return std::nullopt;
    return SaveLock(-1, {});
  }
  return SaveLock(fd, file);
}

bool SaveLock::held_elsewhere(const std::filesystem::path& save) {
  const int fd = open_lock_file(lock_path(save), O_RDONLY);
  if (fd < 0) return false;
  const bool held = ::flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  ::close(fd);
  return held;
}

SaveLock::SaveLock(SaveLock&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), file_(std::move(other.file_)) {}

SaveLock& SaveLock::operator=(SaveLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
    file_ = std::move(other.file_);
  }
  return *this;
}

SaveLock::~SaveLock() {
  if (fd_ >= 0) ::close(fd_);
}

void SaveLock::remove() {
  if (fd_ < 0) return;
  // Unlinked while still held, so no other program can take this lock between the two steps.
  ::unlink(file_.c_str());
  ::close(fd_);
  fd_ = -1;
}

void delete_save(const std::filesystem::path& save) {
  auto lock = SaveLock::acquire(save);
  if (!lock) throw SaveError(save.string() + ": the game is open in a cardtable window; leave it there first");
  std::error_code ec;
  if (!std::filesystem::remove(save, ec) || ec) {
    const auto why = ec ? ec.message() : std::string("no such file");
    lock->remove();
    throw SaveError(save.string() + ": cannot delete (" + why + ")");
  }
  lock->remove();
}

}  // namespace cardtable::saves
