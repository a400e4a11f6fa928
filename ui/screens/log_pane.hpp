#pragma once
// The log of what happened: every sentence the game said, wrapped to the pane, scrolled from the newest line back.
#include <string>
#include <vector>

#include "ui/screens/text.hpp"

namespace cardtable::ui {

class LogPane {
 public:
  void add(std::string line);
  void clear();
  const std::vector<std::string>& lines() const { return lines_; }

  // Scrolling counts wrapped rows back from the newest; adding a line jumps back to the newest.
  void scroll_back(int rows);
  void scroll_forward(int rows);
  int offset() const { return offset_; }

  // The rows to show in a pane of `height` rows of `width` columns, oldest first, honouring the scroll offset.
  std::vector<std::string> visible(int height, int width) const;
  // True when older rows exist above the ones shown.
  bool more_above(int height, int width) const;

 private:
  std::vector<std::string> wrapped(int width) const;

  std::vector<std::string> lines_;
  int offset_ = 0;
};

}  // namespace cardtable::ui
