#pragma once
// The whole log on its own screen (the `l` key at a table): scrolled a row or a page at a time, starting at the
// newest line, saying where it is ("line 40/120").
#include <string>
#include <vector>

#include "ui/screens/key.hpp"

namespace cardtable::ui {

class History {
 public:
  // `lines` are the log's sentences, oldest first; they are wrapped to `width` columns and shown `height` at a time.
  History(const std::vector<std::string>& lines, int width, int height);

  // Up/Down (k/j) a row, PgUp/PgDn (space) a page, Home/End (g/G) the ends; Esc, q or l closes: true then.
  bool handle(Key key);
  std::vector<std::string> rows() const;
  // "line 40/120": the last row shown and the number of rows.
  std::string position() const;
  bool at_top() const { return top_ == 0; }
  bool at_bottom() const { return top_ == last_top(); }

 private:
  int last_top() const;

  std::vector<std::string> rows_;
  int height_;
  int top_ = 0;
};

}  // namespace cardtable::ui
