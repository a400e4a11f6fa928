#pragma once
#include <filesystem>
#include <string_view>

namespace cardtable::saves {

// Replaces `path` with `bytes` so that a crash at any moment leaves either the old file or the new one: a temporary
// file in the same folder is written, flushed and fsynced, renamed over `path`, and the folder is fsynced so the
// rename itself survives a power cut. Creates missing folders. Throws SaveError naming the file.
void write_atomically(const std::filesystem::path& path, std::string_view bytes);

}  // namespace cardtable::saves
