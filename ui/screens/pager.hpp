#pragma once
// Pages of text read one at a time (How to play).
#include <string>
#include <vector>

#include "ui/screens/key.hpp"

namespace cardtable::ui {

// A page fits the pager at 80x24: this many rows of at most this many columns (the main menu draws it so).
inline constexpr int kPageRows = 16;
inline constexpr int kPageColumns = 74;

struct Page {
  std::string title;
  std::vector<std::string> lines;
};

class Pager {
 public:
  explicit Pager(std::vector<Page> pages) : pages_(std::move(pages)) {}
  // Right/space/Enter: next page (past the last one closes); Left/Backspace: previous; Esc/q closes. True when closed.
  bool handle(Key key) {
    key = with_vi_keys(key);
    const bool next = key.kind == KeyKind::Right || key.kind == KeyKind::Enter || key.is(' ') ||
                      key.kind == KeyKind::PageDown || key.kind == KeyKind::Click;
    const bool back = key.kind == KeyKind::Left || key.kind == KeyKind::Backspace || key.kind == KeyKind::PageUp;
    if (key.kind == KeyKind::Escape || key.is('q')) return true;
    if (next) {
      if (index_ + 1 >= pages_.size()) return true;
      ++index_;
    }
    if (back && index_ > 0) --index_;
    return false;
  }
  const Page& page() const { return pages_.at(index_); }
  std::size_t index() const { return index_; }
  std::size_t count() const { return pages_.size(); }

 private:
  std::vector<Page> pages_;
  std::size_t index_ = 0;
};

}  // namespace cardtable::ui
