#include "net/line_reader.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>

namespace cardtable::net {

LineReader::LineReader(int fd, std::size_t max_line) : fd_(fd), max_line_(max_line) {
  if (::pipe2(wake_, O_CLOEXEC | O_NONBLOCK) != 0) throw std::runtime_error("cannot make a pipe");
}

LineReader::~LineReader() {
  ::close(wake_[0]);
  ::close(wake_[1]);
}

void LineReader::wake() {
  const char byte = 1;
  [[maybe_unused]] const auto written = ::write(wake_[1], &byte, 1);
}

// Reads what is there into the buffer; false at the end of input or when woken.
bool LineReader::fill() {
  pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
  while (::poll(fds, 2, -1) < 0)
    if (errno != EINTR) return ended_ = true, false;
  if (fds[1].revents != 0) return woken_ = true, false;
  char chunk[64 * 1024];
  auto n = ::read(fd_, chunk, sizeof chunk);
  while (n < 0 && errno == EINTR) n = ::read(fd_, chunk, sizeof chunk);
  if (n <= 0) return ended_ = true, false;
  buffer_.append(chunk, static_cast<std::size_t>(n));
  return true;
}

LineReader::Result LineReader::next(std::string& line) {
  bool too_long = false;
  while (true) {
    if (woken_) return Result::Woken;
    const auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      line = too_long ? std::string() : buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (too_long || line.size() > max_line_) return line.clear(), Result::TooLong;
      return Result::Line;
    }
    // The rest of an overlong line is read and dropped as it comes.
    if (buffer_.size() > max_line_) {
      too_long = true;
      buffer_.clear();
    }
    if (!ended_ && fill()) continue;
    if (woken_) return Result::Woken;
    if (too_long) return Result::TooLong;
    if (buffer_.empty()) return Result::End;
    line.swap(buffer_);
    buffer_.clear();
    return line.size() > max_line_ ? (line.clear(), Result::TooLong) : Result::Line;
  }
}

}  // namespace cardtable::net
