#include "saves/atomic_write.hpp"

#include <fcntl.h>
#include <unistd.h>

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

}  // namespace

void write_atomically(const std::filesystem::path& path, std::string_view bytes) {
  const auto folder = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) fail(path, "create folder " + folder.string(), ec.value());

  // A hidden name beside the target, so the rename stays within one folder (and one file system). Built by appending:
  // `"." + std::string` trips GCC 12's -Wrestrict false positive in optimised builds.
  std::string hidden = ".";
  hidden += path.filename().string();
  hidden += ".XXXXXX";
  TempFile temp((folder / hidden).string());
  if (temp.fd() < 0) fail(path, "create temporary file", errno);
  write_all(temp.fd(), bytes, path);
  if (::fsync(temp.fd()) != 0) fail(path, "fsync", errno);
  if (temp.close() != 0) fail(path, "close", errno);
  if (::rename(temp.name().c_str(), path.c_str()) != 0) fail(path, "rename", errno);
  temp.renamed();
  sync_folder(folder, path);
}

}  // namespace cardtable::saves
