#include "ui/screens/log_pane.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"

namespace cardtable::ui {
void LogPane::add(std::string line) {
  lines_.push_back(std::move(line));
  offset_ = 0;
}

void LogPane::clear() {
  lines_.clear();
  offset_ = 0;
}

void LogPane::scroll_back(int rows) { offset_ += rows; }
void LogPane::scroll_forward(int rows) { offset_ = std::max(0, offset_ - rows); }

std::vector<std::string> LogPane::wrapped(int width) const {
  std::vector<std::string> rows;
  for (const auto& line : lines_)
    for (auto& row : wrap(line, width)) rows.push_back(std::move(row));
  return rows;
}

std::vector<std::string> LogPane::visible(int height, int width) const {
  const auto rows = wrapped(width);
  const int total = static_cast<int>(rows.size());
  const int offset = std::clamp(offset_, 0, std::max(0, total - height));
  const int end = total - offset;
  const int begin = std::max(0, end - height);
  return {rows.begin() + begin, rows.begin() + end};
}

bool LogPane::more_above(int height, int width) const {
  const int total = static_cast<int>(wrapped(width).size());
  const int offset = std::clamp(offset_, 0, std::max(0, total - height));
  return total - offset > height;
}

}  // namespace cardtable::ui
