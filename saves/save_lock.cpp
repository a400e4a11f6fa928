#include "saves/save_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <utility>

namespace cardtable::saves {
namespace {

std::filesystem::path lock_path(const std::filesystem::path& save) {
  std::string name = ".";
  name += save.filename().string();
  name += ".lock";
  return save.parent_path() / name;
}

}  // namespace

std::optional<SaveLock> SaveLock::acquire(const std::filesystem::path& save) {
  std::error_code ignored;
  if (save.has_parent_path()) std::filesystem::create_directories(save.parent_path(), ignored);
  const int fd = ::open(lock_path(save).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return SaveLock(-1);
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int error = errno;
    ::close(fd);
    if (error == EWOULDBLOCK) return std::nullopt;
    return SaveLock(-1);
  }
  return SaveLock(fd);
}

bool SaveLock::held_elsewhere(const std::filesystem::path& save) {
  const int fd = ::open(lock_path(save).c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool held = ::flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  ::close(fd);
  return held;
}

SaveLock::SaveLock(SaveLock&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}

SaveLock& SaveLock::operator=(SaveLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

SaveLock::~SaveLock() {
  if (fd_ >= 0) ::close(fd_);
}

}  // namespace cardtable::saves
