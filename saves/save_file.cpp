#include "saves/save_file.hpp"

#include <fcntl.h>
#include <pwd.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "saves/atomic_write.hpp"
#include "saves/session_codec.hpp"

namespace cardtable::saves {
namespace {

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

// Closes the descriptor however reading ends.
struct OpenFile {
  explicit OpenFile(int descriptor) : fd(descriptor) {}
  OpenFile(const OpenFile&) = delete;
  OpenFile& operator=(const OpenFile&) = delete;
  ~OpenFile() {
    if (fd >= 0) ::close(fd);
  }
  int fd;
};

}  // namespace

std::string read_save_bytes(const std::filesystem::path& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) throw SaveError(path.string() + ": no such save file");
  if (!std::filesystem::is_regular_file(status)) throw SaveError(path.string() + ": not a file");
  const OpenFile file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (file.fd < 0) throw SaveError(path.string() + ": cannot open (" + std::strerror(errno) + ")");
  // Read up to the limit whatever the file system says of the size: /proc files report 0 bytes.
  std::string bytes;
  char chunk[1 << 16];
  while (true) {
    const auto n = ::read(file.fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw SaveError(path.string() + ": cannot read (" + std::strerror(errno) + ")");
    if (n == 0) break;
    bytes.append(chunk, static_cast<std::size_t>(n));
    if (bytes.size() > kMaxSaveBytes)
      throw SaveError(path.string() + ": too large to be a save (over " + std::to_string(kMaxSaveBytes) + " bytes)");
  }
  return bytes;
}

std::filesystem::path home_dir() {
  if (const char* home = std::getenv("HOME"); home && *home == '/') return home;
  // No usable HOME (a service, `env -i`): the account's home folder, never the current folder.
  std::vector<char> buffer(16384);
  passwd entry{};
  passwd* found = nullptr;
  if (::getpwuid_r(::getuid(), &entry, buffer.data(), buffer.size(), &found) == 0 && found && found->pw_dir &&
      found->pw_dir[0] == '/')
    return found->pw_dir;
  throw SaveError("no home folder to keep saves in: set HOME or XDG_DATA_HOME");
}

std::filesystem::path save_dir() {
  const char* data = std::getenv("XDG_DATA_HOME");
  if (data && *data == '/') return std::filesystem::path(data) / "cardtable" / "saves";
  return home_dir() / ".local" / "share" / "cardtable" / "saves";
}

void write_save(const std::filesystem::path& path, const framework::Session& session) {
  std::string bytes;
  try {
    bytes = encode_save(session, now_seconds());
  } catch (const SaveError& e) {
    throw SaveError(path.string() + ": " + e.what());
  }
  write_atomically(path, bytes);
}

framework::Session read_save(const std::filesystem::path& path, const framework::GameCatalog& catalog,
                             ReplayWatch* watch) {
  const auto bytes = read_save_bytes(path);
  try {
    return decode_save(bytes, catalog, LoadCheck::ReplayOrStored, watch);
  } catch (const SaveError& e) {
    throw SaveError(path.string() + ": " + e.what());
  }
}

std::filesystem::path save_path_for(const std::filesystem::path& dir, const std::string& name) {
  std::string file;
  for (char c : name) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '_' || c == '.';
    file += plain ? c : '-';
  }
  // No hidden files (temporary files start with '.') and no empty name.
  if (file.empty() || file.front() == '.') file = "game" + file;
  return dir / (file + std::string(kSaveExtension));
}

std::filesystem::path autosave_path(const framework::Session& session) { return save_path_for(save_dir(), session.name()); }

}  // namespace cardtable::saves
