#include "ui/screens/history.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"

namespace cardtable::ui {

History::History(const std::vector<std::string>& lines, int width, int height) : height_(std::max(1, height)) {
  for (const auto& line : lines)
    for (auto& row : wrap(line, width)) rows_.push_back(std::move(row));
  scroll_.fit(static_cast<int>(rows_.size()), height_);
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
