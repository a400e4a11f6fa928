#pragma once
// Where a text taller than its window is scrolled to. A window's size is known only when it is drawn, so drawing fits
// the scroll to the text (`fit`) and keys move it within what was fitted last.
#include <algorithm>
#include <string>

#include "ui/screens/key.hpp"

namespace cardtable::ui {

class Scroll {
 public:
  enum class Start { Top, Bottom };
  explicit Scroll(Start start = Start::Top) : start_(start) {}

  // A text of `rows` rows shown `page` at a time: keeps the first row shown inside the text. The first fit puts it at
  // the start chosen (a log opens at its newest line).
  void fit(int rows, int page);
  // Up/Down (k/j) a row, PgUp/PgDn a page, Home/End the ends. False when `key` is none of those.
  bool handle(Key key);
  // Scrolls the least that shows row `row` (a list's cursor), within the page of the last fit.
  void show_row(int row);

  int top() const { return top_; }
  bool more_above() const { return top_ > 0; }
  bool more_below() const { return top_ < last_top(); }
  // "line 40/120": the last row shown and the number of rows.
  std::string position() const;

 private:
  int last_top() const { return std::max(0, rows_ - page_); }

  Start start_;
  bool fitted_ = false;
  int rows_ = 0;
  int page_ = 1;
  int top_ = 0;
};

}  // namespace cardtable::ui
