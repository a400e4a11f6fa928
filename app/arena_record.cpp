#include "app/arena_record.hpp"

#include <iomanip>
#include <sstream>
#include <vector>

#include "app/command.hpp"

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
  std::error_code ec;
  const auto status = std::filesystem::status(path_, ec);
  // A device or a pipe never ends (/dev/zero) and a huge file is no record: both are refused before reading.
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
    throw UsageError(where + " is not a regular file");
  if (std::filesystem::exists(status) && std::filesystem::file_size(path_, ec) > kMaxRecordBytes)
    throw UsageError(where + " is too large to be an arena record (over " + std::to_string(kMaxRecordBytes) +
                     " bytes)");
  if (std::filesystem::exists(status) && std::filesystem::file_size(path_, ec) > 0) {
    std::ifstream in(path_, std::ios::binary);
    if (!in) throw UsageError(where + " cannot be read");
    std::stringstream buffer;
    buffer << in.rdbuf();
    std::string text = buffer.str();
    // A line without its newline was being written when the run stopped: drop it, then append after the rest.
    const auto complete = text.rfind('\n');
    text.resize(complete == std::string::npos ? 0 : complete + 1);
    std::istringstream lines(text);
    std::string line;
    for (std::size_t i = 0; i < header.size(); ++i) {
      if (!std::getline(lines, line))
        throw UsageError(where + " is not an arena record (too short)");
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
    std::filesystem::resize_file(path_, text.size(), ec);
    if (ec) throw UsageError(where + " cannot be written: " + ec.message());
    out_.open(path_, std::ios::app);
  } else {
    out_.open(path_);
    for (const auto& line : header) out_ << line << '\n';
    out_.flush();
  }
  if (!out_) throw UsageError(where + " cannot be written");
}

void ArenaRecord::append(int game, const GameRecord& record) {
  out_ << game_line(game, record) << '\n';
  out_.flush();
  games_.emplace(game, record);
}

}  // namespace cardtable::app
