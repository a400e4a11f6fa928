#include "app/logging.hpp"

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
    base = std::filesystem::temp_directory_path();  // no home: a log there is better than none
  return base / "cardtable" / "cardtable.log";
}

void start_logging(const std::string& level_name, const std::filesystem::path& file, bool chosen) {
  const auto level = spdlog::level::from_str(level_name);
  // from_str answers "off" for any unknown name; only the word "off" itself means that.
  if (level == spdlog::level::off && level_name != "off")
    throw std::invalid_argument("unknown log level '" + level_name +
                                "' (use trace, debug, info, warn, error, critical or off)");
  std::shared_ptr<spdlog::logger> logger;
  try {
    // A folder the person named must exist (a typo should not create folders); the default one is ours to make.
    if (chosen && file.has_parent_path() && !std::filesystem::is_directory(file.parent_path()))
      throw std::runtime_error("no folder " + file.parent_path().string());
    if (!chosen && file.has_parent_path()) std::filesystem::create_directories(file.parent_path());
    auto sink = std::make_shared<spdlog::sinks::basic_file_sink_mt>(file.string());
    // One line written and flushed now shows at once a log that cannot take lines (/dev/full, a full disk).
    if (level != spdlog::level::off) {
      sink->log(spdlog::details::log_msg("cardtable", spdlog::level::info, "log opened"));
      sink->flush();
    }
    logger = std::make_shared<spdlog::logger>("cardtable", std::move(sink));
  } catch (const std::exception& e) {
    if (chosen) throw std::invalid_argument("cannot write the log file " + file.string() + " (" + e.what() + ")");
    // The default log failing must not stop the game; say so once on stderr, never on stdout.
    std::cerr << "cardtable: cannot write the log to " << file << " (" << e.what() << "); logging is off\n";
    logger = std::make_shared<spdlog::logger>("cardtable", std::make_shared<spdlog::sinks::null_sink_mt>());
  }
  logger->set_level(level);
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
}

}  // namespace cardtable::app
