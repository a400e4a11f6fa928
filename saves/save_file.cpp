#include "saves/save_file.hpp"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>

#include "saves/atomic_write.hpp"
#include "saves/session_codec.hpp"

namespace cardtable::saves {
namespace {

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

std::string read_whole(const std::filesystem::path& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) throw SaveError(path.string() + ": no such save file");
  if (!std::filesystem::is_regular_file(status)) throw SaveError(path.string() + ": not a file");
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) throw SaveError(path.string() + ": cannot read (" + ec.message() + ")");
  if (size > kMaxSaveBytes) throw SaveError(path.string() + ": too large to be a save (" + std::to_string(size) + " bytes)");
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad() || !in.is_open()) throw SaveError(path.string() + ": cannot read the file");
  return bytes;
}

}  // namespace

std::filesystem::path save_dir() {
  const char* data = std::getenv("XDG_DATA_HOME");
  if (data && *data == '/') return std::filesystem::path(data) / "cardtable" / "saves";
  const char* home = std::getenv("HOME");
  const std::filesystem::path base = home && *home ? home : ".";
  return base / ".local" / "share" / "cardtable" / "saves";
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

framework::Session read_save(const std::filesystem::path& path, const framework::GameCatalog& catalog) {
  const auto bytes = read_whole(path);
  try {
    return decode_save(bytes, catalog);
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
