#include "ui/screens/history.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"

namespace cardtable::ui {

History::History(const std::vector<std::string>& lines, int width, int height)
    : lines_(lines), height_(std::max(1, height)) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    for (auto& row : wrap(lines[i], width)) {
      rows_.push_back(std::move(row));
      line_of_row_.push_back(i);
    }
  scroll_.fit(static_cast<int>(rows_.size()), height_);
}

const std::string& History::marked_line() const {
  static const std::string none;
  if (rows_.empty()) return none;
  const auto last = std::min<std::size_t>(rows_.size(), static_cast<std::size_t>(scroll_.top() + height_)) - 1;
  return lines_[line_of_row_[last]];
}

std::pair<int, int> History::marked_rows() const {
  if (rows_.empty()) return {0, 0};
  const int top = scroll_.top();
  const int last = std::min(static_cast<int>(rows_.size()), top + height_) - 1;
  int first = last;
  while (first > top && line_of_row_[static_cast<std::size_t>(first - 1)] == line_of_row_[static_cast<std::size_t>(last)])
    --first;
  return {first - top, last - first + 1};
}

bool History::handle(Key key) {
  if (key.kind == KeyKind::Escape || key.is('q') || key.is('l')) return true;
  if (key.is(' ')) key = Key::of(KeyKind::PageDown);
  if (key.is('g')) key = Key::of(KeyKind::Home);
  if (key.is('G')) key = Key::of(KeyKind::End);
  scroll_.handle(key);
  return false;
}

std::vector<std::string> History::rows() const {
  const auto begin = rows_.begin() + scroll_.top();
  return {begin, begin + std::min(height_, static_cast<int>(rows_.size()) - scroll_.top())};
}

}  // namespace cardtable::ui
