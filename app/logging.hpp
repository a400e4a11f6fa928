#pragma once
#include <filesystem>
#include <string>

namespace cardtable::app {

// $XDG_STATE_HOME/cardtable/cardtable.log, or ~/.local/state/cardtable/cardtable.log.
std::filesystem::path default_log_file();
// Sends every log line to `file` at `level` and higher; logs never reach the terminal. A file the person `chosen`
// must be writable in an existing folder; the default one falls back to no log, with a warning on stderr.
// Throws std::invalid_argument for an unknown level name or a chosen file that cannot take the log.
void start_logging(const std::string& level, const std::filesystem::path& file, bool chosen);

}  // namespace cardtable::app
