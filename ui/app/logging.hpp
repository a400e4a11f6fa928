#pragma once
#include <filesystem>
#include <string>

namespace cardtable::app {

// $XDG_STATE_HOME/cardtable/cardtable.log, or ~/.local/state/cardtable/cardtable.log.
std::filesystem::path default_log_file();
// Sends every log line to `file` at `level` and higher; logs never reach the terminal.
// Throws std::invalid_argument for an unknown level name.
void start_logging(const std::string& level, const std::filesystem::path& file);

}  // namespace cardtable::app
