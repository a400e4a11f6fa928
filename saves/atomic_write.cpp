#include "saves/atomic_write.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>

#include "saves/save_file.hpp"

namespace cardtable::saves {
namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what, int error) {
  throw SaveError(path.string() + ": cannot save (" + what + ": " + std::strerror(error) + ")");
}

// Closes the descriptor and removes the temporary file unless the rename happened.
class TempFile {
 public:
  explicit TempFile(std::string name) : name_(std::move(name)) {
    fd_ = ::mkstemp(name_.data());
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  ~TempFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!renamed_ && fd_ != -1) ::unlink(name_.c_str());
  }
  int fd() const { return fd_; }
  const std::string& name() const { return name_; }
  int close() {
    const int result = ::close(fd_);
    fd_ = -2;  // closed, but the file still exists until renamed
    return result;
  }
  void renamed() { renamed_ = true; }

 private:
  std::string name_;
  int fd_ = -1;
  bool renamed_ = false;
};

void write_all(int fd, std::string_view bytes, const std::filesystem::path& path) {
  while (!bytes.empty()) {
    const auto n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      fail(path, "write", errno);
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
}

void sync_folder(const std::filesystem::path& folder, const std::filesystem::path& path) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) fail(path, "open folder", errno);
  const int result = ::fsync(fd);
  const int error = errno;
  ::close(fd);
  if (result != 0) fail(path, "fsync folder", error);
}

// mkstemp's template: the target's name behind a dot, then a dot and six letters or digits.
constexpr std::string_view kTemplateEnd = ".XXXXXX";

bool is_temporary_name(const std::string& name) {
  if (name.size() < kTemplateEnd.size() + 2 || name.front() != '.') return false;
  const auto suffix = name.size() - kTemplateEnd.size();
  if (name[suffix] != '.') return false;
  for (auto i = suffix + 1; i < name.size(); ++i)
    if (!std::isalnum(static_cast<unsigned char>(name[i]))) return false;
  return true;
}

std::string kind_of(mode_t mode) {
  if (S_ISLNK(mode)) return "a symbolic link, which cardtable never writes through";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISDIR(mode)) return "a folder";
  return "not a regular file";
}

}  // namespace

int check_write_target(const std::filesystem::path& path) {
  struct stat status {};
  if (::lstat(path.c_str(), &status) != 0) {
    // Nothing there (or a folder on the way is missing or is a file): nothing to refuse; the write says why it fails.
    if (errno == ENOENT || errno == ENOTDIR) return -1;
    fail(path, "look at the file", errno);
  }
  if (!S_ISREG(status.st_mode))
    throw SaveError(path.string() + ": cannot save (" + kind_of(status.st_mode) + ", not a regular file: left as it is)");
  return static_cast<int>(status.st_mode & 07777);
}

int remove_stale_temporaries(const std::filesystem::path& folder, std::chrono::seconds age) {
  int removed = 0;
  std::error_code ec;
  const auto now = std::filesystem::file_time_type::clock::now();
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (!entry.is_regular_file(ec) || !is_temporary_name(entry.path().filename().string())) continue;
    const auto written = entry.last_write_time(ec);
    if (ec || now - written < age) continue;
    if (std::filesystem::remove(entry.path(), ec)) ++removed;
  }
  return removed;
}

void write_atomically(const std::filesystem::path& path, std::string_view bytes) {
  const auto folder = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
  const int mode = check_write_target(path);
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) fail(path, "create folder " + folder.string(), ec.value());

  // A hidden name beside the target, so the rename stays within one folder (and one file system). Built by appending:
  // `"." + std::string` trips GCC 12's -Wrestrict false positive in optimised builds.
  std::string hidden = ".";
  hidden += path.filename().string();
  hidden += kTemplateEnd;
  TempFile temp((folder / hidden).string());
  if (temp.fd() < 0) fail(path, "create temporary file", errno);
  write_all(temp.fd(), bytes, path);
  // The file replaced keeps its permissions (mkstemp makes the temporary file private).
  if (mode >= 0 && ::fchmod(temp.fd(), static_cast<mode_t>(mode)) != 0) fail(path, "keep the file's permissions", errno);
  if (::fsync(temp.fd()) != 0) fail(path, "fsync", errno);
  if (temp.close() != 0) fail(path, "close", errno);
  // Looked at again just before the rename: something put there while the file was written is not replaced either.
  check_write_target(path);
  if (::rename(temp.name().c_str(), path.c_str()) != 0) fail(path, "rename", errno);
  temp.renamed();
  sync_folder(folder, path);
}

}  // namespace cardtable::saves
