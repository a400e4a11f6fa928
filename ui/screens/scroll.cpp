#include "ui/screens/scroll.hpp"

namespace cardtable::ui {

void Scroll::fit(int rows, int page) {
  rows_ = std::max(0, rows);
  page_ = std::max(1, page);
  if (!fitted_ && start_ == Start::Bottom) top_ = last_top();
  fitted_ = true;
  top_ = std::clamp(top_, 0, last_top());
}

bool Scroll::handle(Key key) {
  key = with_vi_keys(key);
  int move = 0;
  switch (key.kind) {
    case KeyKind::Up: move = -1; break;
    case KeyKind::Down: move = 1; break;
    case KeyKind::PageUp: move = -page_; break;
    case KeyKind::PageDown: move = page_; break;
    case KeyKind::Home: move = -rows_; break;
    case KeyKind::End: move = rows_; break;
    default: return false;
  }
  top_ = std::clamp(top_ + move, 0, last_top());
  return true;
}

void Scroll::show_row(int row) {
  if (row < top_) top_ = row;
  if (row >= top_ + page_) top_ = row - page_ + 1;
  top_ = std::clamp(top_, 0, last_top());
}

std::string Scroll::position() const {
  return "line " + std::to_string(std::min(rows_, top_ + page_)) + "/" + std::to_string(rows_);
}

}  // namespace cardtable::ui
