#include "app/arena_record.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iomanip>
#include <sstream>
#include <vector>

#include "app/command.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"

namespace cardtable::app {
namespace {

constexpr const char* kMagic = "cardtable arena record 1";
// A game's line is under 200 bytes: a million games fit.
constexpr std::uintmax_t kMaxRecordBytes = 256U << 20;

std::vector<std::string> header_lines(const std::string& game, const ArenaSetup& setup) {
  std::string agents = "agents";
  for (const auto& spec : setup.agents) agents += " " + spec;
  return {kMagic, "game " + game, "seed " + std::to_string(setup.seed), agents, "deal " + setup.deal};
}

// "<game> <rounds>" then, per agent, "<score> <decisions> <seconds> <worst seconds>".
std::string game_line(int game, const GameRecord& r) {
  std::ostringstream out;
  out << std::setprecision(17) << game << ' ' << r.rounds;
  for (std::size_t a = 0; a < r.score.size(); ++a)
    out << ' ' << r.score[a] << ' ' << r.decisions[a] << ' ' << r.seconds[a] << ' ' << r.worst[a];
  return out.str();
}

bool parse_game_line(const std::string& line, std::size_t agents, int& game, GameRecord& r) {
  std::istringstream in(line);
  r = GameRecord{std::vector<double>(agents), std::vector<long>(agents), std::vector<double>(agents),
                 std::vector<double>(agents), 0};
  if (!(in >> game >> r.rounds) || game < 0 || r.rounds < 0) return false;
  for (std::size_t a = 0; a < agents; ++a)
    if (!(in >> r.score[a] >> r.decisions[a] >> r.seconds[a] >> r.worst[a]) || r.score[a] < 0 || r.decisions[a] < 0)
      return false;
  std::string extra;
  return !(in >> extra);
}

}  // namespace

ArenaRecord::ArenaRecord(std::filesystem::path path, const std::string& game, const ArenaSetup& setup)
    : path_(std::move(path)) {
  const auto header = header_lines(game, setup);
  const auto where = "arena: record " + path_.string();
  // Only a regular file, never through a symbolic link: a device or a pipe never ends (/dev/zero), a link could lead
  // the record anywhere (saves::check_write_target).
  try {
    saves::check_write_target(path_);
  } catch (const saves::SaveError&) {
    throw UsageError(where + " is not a regular file (a link, a device, a FIFO or a folder is left as it is)");
  }
  fd_ = ::open(path_.c_str(), O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0644);
  struct stat status {};
  if (fd_ < 0) throw UsageError(where + " cannot be opened: " + std::strerror(errno));
  if (::fstat(fd_, &status) != 0 || !S_ISREG(status.st_mode)) throw UsageError(where + " is not a regular file");
  if (static_cast<std::uintmax_t>(status.st_size) > kMaxRecordBytes)
    throw UsageError(where + " is too large to be an arena record (over " + std::to_string(kMaxRecordBytes) +
                     " bytes)");
  std::string text(static_cast<std::size_t>(status.st_size), '\0');
  if (!text.empty() && ::pread(fd_, text.data(), text.size(), 0) != static_cast<ssize_t>(text.size()))
    throw UsageError(where + " cannot be read");
  if (text.empty()) {
    std::string lines;
    for (const auto& line : header) lines += line + '\n';
    if (!write_all(lines)) throw UsageError(where + " cannot be written: " + stopped_);
    return;
  }
  // A line without its newline was being written when the run stopped: drop it, then append after the rest.
  const auto complete = text.rfind('\n');
  text.resize(complete == std::string::npos ? 0 : complete + 1);
  std::istringstream lines(text);
  std::string line;
  for (std::size_t i = 0; i < header.size(); ++i) {
    if (!std::getline(lines, line)) throw UsageError(where + " is not an arena record (too short)");
    if (i == 0 && line != kMagic) throw UsageError(where + " is not an arena record");
    if (i > 0 && line != header[i])
      throw UsageError(where + " holds another run ('" + line + "', this run has '" + header[i] +
                       "'): name another file");
  }
  for (int number = static_cast<int>(header.size()) + 1; std::getline(lines, line); ++number) {
    int index = 0;
    GameRecord record;
    if (!parse_game_line(line, setup.agents.size(), index, record))
      throw UsageError(where + " line " + std::to_string(number) + " is damaged");
    if (!games_.emplace(index, std::move(record)).second)
      throw UsageError(where + " line " + std::to_string(number) + " records game " + std::to_string(index) +
                       " a second time");
  }
  if (::ftruncate(fd_, static_cast<off_t>(text.size())) != 0)
    throw UsageError(where + " cannot be written: " + std::strerror(errno));
}

ArenaRecord::~ArenaRecord() {
  if (fd_ >= 0) ::close(fd_);
}

bool ArenaRecord::write_all(std::string_view bytes) {
  while (!bytes.empty()) {
    const auto n = ::write(fd_, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      stopped_ = n < 0 ? std::strerror(errno) : "nothing written";
      return false;
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

bool ArenaRecord::append(int game, const GameRecord& record) {
  games_.emplace(game, record);
  if (!stopped_.empty()) return false;
  // One write per line, appended: a run stopped half-way leaves at most one unfinished line, dropped when it goes on.
  return write_all(game_line(game, record) + '\n');
}

}  // namespace cardtable::app
