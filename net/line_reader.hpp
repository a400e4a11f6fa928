#pragma once
// Lines from a file descriptor (the headless client's standard input) that another thread can interrupt: a read waits
// in poll() on the descriptor and on a wake-up pipe, so the client stops at once when its host goes away, whatever
// its input is doing. Lines are limited as serve's are: a longer one is read and dropped, never stored.
#include <cstddef>
#include <string>

namespace cardtable::net {

class LineReader {
 public:
  enum class Result { Line, TooLong, End, Woken };

  LineReader(int fd, std::size_t max_line);
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;
  ~LineReader();

  // The next line, without its newline (the last one may lack it).
  Result next(std::string& line);
  // Makes next() return Woken, now or at its next call; safe from any thread (and from a signal handler).
  void wake();

 private:
  bool fill();

  int fd_;
  std::size_t max_line_;
  int wake_[2] = {-1, -1};
  std::string buffer_;
  bool ended_ = false;
  bool woken_ = false;
};

}  // namespace cardtable::net
