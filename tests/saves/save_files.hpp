#pragma once
// A private folder under the system's temporary folder for one test, removed afterwards, and small file helpers.
#include <filesystem>
#include <string>

namespace cardtable::saves::testing {

class ScratchFolder {
 public:
  ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  ~ScratchFolder();
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

std::string read_bytes(const std::filesystem::path& path);
void write_bytes(const std::filesystem::path& path, const std::string& bytes);

}  // namespace cardtable::saves::testing
