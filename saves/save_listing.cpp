#include <algorithm>

#include "framework/input_limits.hpp"
#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
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
    out.recorded_name = framework::printable(header.name);
    out.game_id = framework::printable(header.game_id);
    out.summary = framework::printable(header.summary);
    out.created_at = header.created_at;
    out.last_played_at = header.last_played_at;
    WentOn went_on;
    out.over = decode_save(bytes, catalog, LoadCheck::ReplayOrStored, &went_on).match().is_over();
    out.went_on = went_on.notice;
  } catch (const SaveError& e) {
    out.problem = e.what();
  }
  return out;
}

[[noreturn]] void unreadable(const std::filesystem::path& dir, const std::error_code& ec) {
  throw SaveError(dir.string() + ": the save folder cannot be read (" + ec.message() + ")");
}

}  // namespace

std::vector<SaveListing> list_saves(const std::filesystem::path& dir, const framework::GameCatalog& catalog) {
  std::vector<SaveListing> out;
  std::error_code ec;
  std::filesystem::directory_iterator entries(dir, ec);
  if (ec == std::errc::no_such_file_or_directory) return out;
  if (ec) unreadable(dir, ec);
  for (; entries != std::filesystem::directory_iterator(); entries.increment(ec)) {
    if (ec) unreadable(dir, ec);
    const auto& path = entries->path();
    if (path.extension() != kSaveExtension || path.filename().string().starts_with(".")) continue;
    const bool regular = entries->is_regular_file(ec);
    // A folder that can be read but not entered names its files and tells nothing of them.
    if (ec && ec != std::errc::no_such_file_or_directory) unreadable(dir, ec);
    if (ec || !regular) continue;
    out.push_back(listing_of(path, catalog));
  }
  if (ec) unreadable(dir, ec);
  std::sort(out.begin(), out.end(), [](const SaveListing& a, const SaveListing& b) {
    if (a.last_played_at != b.last_played_at) return a.last_played_at > b.last_played_at;
    return a.name < b.name;
  });
  return out;
}

std::string free_save_name(const std::filesystem::path& dir, const std::string& wanted) {
  std::string name = wanted;
  for (int n = 2; n < 10'000; ++n) {
    std::error_code ec;
    const auto path = save_path_for(dir, name);
    const bool taken = std::filesystem::symlink_status(path, ec).type() != std::filesystem::file_type::not_found;
    if (ec && ec != std::errc::no_such_file_or_directory) return wanted;
    if (!taken && !SaveLock::held_elsewhere(path)) return name;
    name = wanted + "-" + std::to_string(n);
  }
  return name;
}

std::string own_save_name(const std::filesystem::path& path, const std::string& recorded,
                          const std::filesystem::path& dir) {
  std::error_code ec;
  const auto stem = framework::printable(path.stem().string());
  const auto folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  if (save_path_for(dir, stem).filename() == path.filename() && std::filesystem::equivalent(folder, dir, ec))
    return stem;
  const auto wanted = recorded.empty() ? stem : recorded;
  if (std::filesystem::equivalent(path, save_path_for(dir, wanted), ec)) return wanted;
  return free_save_name(dir, wanted);
}

}  // namespace cardtable::saves
