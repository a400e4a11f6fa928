#include <algorithm>

#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"

namespace cardtable::saves {
namespace {

SaveListing listing_of(const std::filesystem::path& path, const framework::GameCatalog& catalog) {
  SaveListing out;
  out.path = path;
  out.name = path.stem().string();
  try {
    const auto bytes = read_save_bytes(path);
    const auto header = open_sealed(bytes).header;
    // Sessions started through the protocol have no name; their file name stands in.
    if (!header.name.empty()) out.name = header.name;
    out.game_id = header.game_id;
    out.summary = header.summary;
    out.created_at = header.created_at;
    out.last_played_at = header.last_played_at;
    out.over = decode_save(bytes, catalog).match().is_over();
  } catch (const SaveError& e) {
    out.problem = e.what();
  }
  return out;
}

}  // namespace

std::vector<SaveListing> list_saves(const std::filesystem::path& dir, const framework::GameCatalog& catalog) {
  std::vector<SaveListing> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const auto& path = entry.path();
    if (path.extension() != kSaveExtension || path.filename().string().starts_with(".")) continue;
    if (!entry.is_regular_file(ec)) continue;
    out.push_back(listing_of(path, catalog));
  }
  std::sort(out.begin(), out.end(), [](const SaveListing& a, const SaveListing& b) {
    if (a.last_played_at != b.last_played_at) return a.last_played_at > b.last_played_at;
    return a.name < b.name;
  });
  return out;
}

}  // namespace cardtable::saves
