#pragma once
#include <filesystem>
#include <string>

namespace cardtable::app {

// $XDG_STATE_HOME/cardtable/cardtable.log when that folder is absolute, else ~/.local/state/cardtable/cardtable.log
// in the home folder the saves use (saves::home_dir: the password database's when HOME is unset or relative); an empty
// path when there is no home at all. Never a shared temporary folder.
std::filesystem::path default_log_file();
// Sends every log line to `file` at `level` and higher; logs never reach the terminal. The file is a regular one, new
// (created readable by its owner only), empty or a log of ours, and is never reached through a symbolic link. A file
// the person `chosen` must be writable in an existing folder; the default one falls back to no log, with a warning on
// stderr. Throws std::invalid_argument for an unknown level name or a chosen file that cannot take the log.
void start_logging(const std::string& level, const std::filesystem::path& file, bool chosen);

}  // namespace cardtable::app
