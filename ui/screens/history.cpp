#include "ui/screens/history.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"

namespace cardtable::ui {

History::History(const std::vector<std::string>& lines, int width, int height) : height_(std::max(1, height)) {
  for (const auto& line : lines)
    for (auto& row : wrap(line, width)) rows_.push_back(std::move(row));
  top_ = last_top();
}

int History::last_top() const { return std::max(0, static_cast<int>(rows_.size()) - height_); }

bool History::handle(Key key) {
  if (key.kind == KeyKind::Escape || key.is('q') || key.is('l')) return true;
  key = with_vi_keys(key);
  int move = 0;
  if (key.kind == KeyKind::Up) move = -1;
  if (key.kind == KeyKind::Down) move = 1;
  if (key.kind == KeyKind::PageUp) move = -height_;
  if (key.kind == KeyKind::PageDown || key.is(' ')) move = height_;
  if (key.kind == KeyKind::Home || key.is('g')) move = -static_cast<int>(rows_.size());
  if (key.kind == KeyKind::End || key.is('G')) move = static_cast<int>(rows_.size());
  top_ = std::clamp(top_ + move, 0, last_top());
  return false;
}

std::vector<std::string> History::rows() const {
  const auto begin = rows_.begin() + top_;
  return {begin, begin + std::min(height_, static_cast<int>(rows_.size()) - top_)};
}

std::string History::position() const {
  const int shown = std::min(static_cast<int>(rows_.size()), top_ + height_);
  return "line " + std::to_string(shown) + "/" + std::to_string(rows_.size());
}

}  // namespace cardtable::ui
