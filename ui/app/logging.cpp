#include "ui/app/logging.hpp"

#include <cstdlib>
#include <iostream>

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/null_sink.h>
#include <spdlog/spdlog.h>

namespace cardtable::app {

std::filesystem::path default_log_file() {
  std::filesystem::path base;
  if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state)
    base = state;
  else if (const char* home = std::getenv("HOME"); home && *home)
    base = std::filesystem::path(home) / ".local" / "state";
  else
    base = std::filesystem::temp_directory_path();
  return base / "cardtable" / "cardtable.log";
}

void start_logging(const std::string& level_name, const std::filesystem::path& file) {
  const auto level = spdlog::level::from_str(level_name);
  // from_str answers "off" for any unknown name; only the word "off" itself means that.
  if (level == spdlog::level::off && level_name != "off")
    throw std::invalid_argument("unknown log level '" + level_name +
                                "' (use trace, debug, info, warn, error, critical or off)");
  std::shared_ptr<spdlog::logger> logger;
  try {
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path());
    logger = spdlog::basic_logger_mt("cardtable", file.string());
  } catch (const std::exception& e) {
    // A log that cannot be opened must not stop the game; say so once on stderr, never on stdout.
    std::cerr << "cardtable: cannot write the log to " << file << " (" << e.what() << "); logging is off\n";
    logger = std::make_shared<spdlog::logger>("cardtable", std::make_shared<spdlog::sinks::null_sink_mt>());
  }
  logger->set_level(level);
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
}

}  // namespace cardtable::app
