#pragma once
#include <chrono>
#include <filesystem>
#include <string_view>

namespace cardtable::saves {

// Replaces `path` with `bytes` so that a crash at any moment leaves either the old file or the new one: a temporary
// file in the same folder is written, flushed and fsynced, renamed over `path`, and the folder is fsynced so the
// rename itself survives a power cut. Creates missing folders. The file replaced keeps its permissions.
// Only a regular file is ever replaced: a device, a FIFO, a socket or a folder at `path` is refused and left as it
// is, and so is a symbolic link (cardtable writes no file through a link, whatever it points to: check_write_target).
// Throws SaveError naming the file.
void write_atomically(const std::filesystem::path& path, std::string_view bytes);

// Throws SaveError naming the file when `path` exists and is not a regular file (a symbolic link included), which no
// writer of the program replaces or writes into; returns the permission bits of the regular file there, or -1 when
// there is nothing.
int check_write_target(const std::filesystem::path& path);

// Removes the temporary files that interrupted writes (a kill, a power cut) left in `folder`: hidden files named
// like the ones write_atomically makes and older than `age`, so a write in progress in another program is left alone.
// Returns how many were removed; a folder that cannot be read removes nothing.
int remove_stale_temporaries(const std::filesystem::path& folder,
                             std::chrono::seconds age = std::chrono::seconds(60));

}  // namespace cardtable::saves
