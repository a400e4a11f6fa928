#include "app/logging.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <mutex>
#include <string_view>

#include <spdlog/sinks/base_sink.h>
#include <spdlog/sinks/null_sink.h>
#include <spdlog/spdlog.h>

#include "saves/save_file.hpp"

namespace cardtable::app {
namespace {

// Every line of our logs starts like this (spdlog's default pattern: "[2026-11-28 19:00:00.123] [cardtable] [info]").
constexpr std::string_view kLogger = "cardtable";
constexpr std::string_view kOurLine = "] [cardtable] [";

// The log's lines, written to a descriptor opened by open_log: never a file reached through a link.
class LogFileSink final : public spdlog::sinks::base_sink<std::mutex> {
 public:
  explicit LogFileSink(int fd) : fd_(fd) {}
  LogFileSink(const LogFileSink&) = delete;
  LogFileSink& operator=(const LogFileSink&) = delete;
  ~LogFileSink() override { ::close(fd_); }

  // Writes one line now; false when the file does not take it (a full disk).
  bool write_line(const spdlog::details::log_msg& msg) {
    spdlog::memory_buf_t line;
    formatter_->format(msg, line);
    std::string_view rest(line.data(), line.size());
    while (!rest.empty()) {
      const auto n = ::write(fd_, rest.data(), rest.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      rest.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
  }

 protected:
  // A line the disk no longer takes is dropped: a log never stops a game, nor speaks on the terminal.
  void sink_it_(const spdlog::details::log_msg& msg) override { write_line(msg); }
  void flush_() override {}  // nothing is buffered: each line is written at once

 private:
  int fd_;
};

[[noreturn]] void refuse(const std::filesystem::path& file, const std::string& why) {
  throw std::runtime_error(file.string() + " " + why);
}

// The log file, appended to: a regular file only (a device would take the lines, a FIFO would block), never through a
// symbolic link (one planted where the log goes must not lead it elsewhere), created private, and either new, empty
// or a log of ours (never a save, nor another file named by mistake).
int open_log(const std::filesystem::path& file) {
  struct stat status {};
  if (::lstat(file.c_str(), &status) == 0 && !S_ISREG(status.st_mode))
    refuse(file, S_ISLNK(status.st_mode) ? "is a symbolic link, which the log is never written through"
                                         : "is not a regular file");
  const int fd = ::open(file.c_str(), O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0600);
  if (fd < 0) refuse(file, std::string("cannot be opened: ") + std::strerror(errno));
  char start[256] = {};
  const auto read = ::fstat(fd, &status) == 0 && S_ISREG(status.st_mode) ? ::pread(fd, start, sizeof start - 1, 0) : -1;
  const std::string_view first(start, read > 0 ? static_cast<std::size_t>(read) : 0);
  std::string problem;
  if (read < 0)
    problem = "is not a regular file";
  else if (first.starts_with("cardtable save"))
    problem = "is a save file, not a log";
  else if (!first.empty() && (first.front() != '[' || first.substr(0, first.find('\n')).find(kOurLine) == std::string_view::npos))
    problem = "is not a cardtable log (name a new file, or one of our logs)";
  if (!problem.empty()) {
    ::close(fd);
    refuse(file, problem);
  }
  return fd;
}

}  // namespace

std::filesystem::path default_log_file() {
  std::filesystem::path base;
  // Only absolute folders: a relative one would put the log wherever the program happens to be started.
  if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state == '/') {
    base = state;
  } else {
    // HOME, or the account's home folder: where the saves go; never a shared temporary folder.
    try {
      base = saves::home_dir() / ".local" / "state";
    } catch (const saves::SaveError&) {
      return {};
    }
  }
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
    if (file.empty()) throw std::runtime_error("there is no home folder to keep it in");
    // A folder the person named must exist (a typo should not create folders); the default one is ours to make.
    if (chosen && file.has_parent_path() && !std::filesystem::is_directory(file.parent_path()))
      throw std::runtime_error("no folder " + file.parent_path().string());
    if (!chosen && file.has_parent_path()) std::filesystem::create_directories(file.parent_path());
    auto sink = std::make_shared<LogFileSink>(open_log(file));
    // One line written now shows at once a log that cannot take lines (a full disk).
    if (level != spdlog::level::off &&
        !sink->write_line(spdlog::details::log_msg(kLogger, spdlog::level::info, "log opened")))
      throw std::runtime_error(file.string() + " does not take lines: " + std::strerror(errno));
    logger = std::make_shared<spdlog::logger>(std::string(kLogger), std::move(sink));
  } catch (const std::exception& e) {
    if (chosen) throw std::invalid_argument("cannot write the log file " + file.string() + " (" + e.what() + ")");
    // The default log failing must not stop the game; say so once on stderr, never on stdout.
    std::cerr << "cardtable: cannot write the log" << (file.empty() ? "" : " to " + file.string()) << " (" << e.what()
              << "); logging is off\n";
    logger = std::make_shared<spdlog::logger>(std::string(kLogger), std::make_shared<spdlog::sinks::null_sink_mt>());
  }
  logger->set_level(level);
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
}

}  // namespace cardtable::app
