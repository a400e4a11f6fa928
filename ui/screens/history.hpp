#pragma once
// The whole log on its own screen (the `L` key at a table): scrolled a row or a page at a time, starting at the
// newest line, saying where it is ("line 40/120").
#include <string>
#include <utility>
#include <vector>

#include "ui/screens/key.hpp"
#include "ui/screens/scroll.hpp"

namespace cardtable::ui {

class History {
 public:
  // `lines` are the log's sentences, oldest first; they are wrapped to `width` columns and shown `height` at a time.
  History(const std::vector<std::string>& lines, int width, int height);

  // The scroll keys (ui/screens/scroll.hpp), space a page down, g/G the ends; Esc, q or l closes: true then.
  bool handle(Key key);
  std::vector<std::string> rows() const;
  // The log line shown last on the screen (its rows are marked): the line `i` reads the cards of.
  const std::string& marked_line() const;
  // Which of rows() belong to the marked line: [first, first + count).
  std::pair<int, int> marked_rows() const;
  std::string position() const { return scroll_.position(); }
  bool at_top() const { return !scroll_.more_above(); }
  bool at_bottom() const { return !scroll_.more_below(); }

 private:
  std::vector<std::string> lines_;
  std::vector<std::string> rows_;
  std::vector<std::size_t> line_of_row_;  // rows_[i] is part of lines_[line_of_row_[i]]
  int height_;
  Scroll scroll_{Scroll::Start::Bottom};
};

}  // namespace cardtable::ui
