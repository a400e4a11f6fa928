#include <algorithm>
#include <fstream>
#include <iterator>

#include "saves/header.hpp"
#include "saves/save_file.hpp"

namespace cardtable::saves {
namespace {

SaveListing listing_of(const std::filesystem::path& path) {
  SaveListing out;
  out.path = path;
  out.name = path.stem().string();
  try {
    std::error_code ec;
    if (std::filesystem::file_size(path, ec) > kMaxSaveBytes || ec) throw SaveError("too large to be a save");
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto header = open_sealed(bytes).header;
    // Sessions started through the protocol have no name; their file name stands in.
    if (!header.name.empty()) out.name = header.name;
    out.game_id = header.game_id;
    out.summary = header.summary;
    out.created_at = header.created_at;
    out.last_played_at = header.last_played_at;
  } catch (const SaveError& e) {
    out.problem = e.what();
  }
  return out;
}

}  // namespace

std::vector<SaveListing> list_saves(const std::filesystem::path& dir) {
  std::vector<SaveListing> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const auto& path = entry.path();
    if (path.extension() != kSaveExtension || path.filename().string().starts_with(".")) continue;
    if (!entry.is_regular_file(ec)) continue;
    out.push_back(listing_of(path));
  }
  std::sort(out.begin(), out.end(), [](const SaveListing& a, const SaveListing& b) {
    if (a.last_played_at != b.last_played_at) return a.last_played_at > b.last_played_at;
    return a.name < b.name;
  });
  return out;
}

}  // namespace cardtable::saves
