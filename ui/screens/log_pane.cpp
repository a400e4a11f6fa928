#include "ui/screens/log_pane.hpp"

#include <algorithm>

namespace cardtable::ui {
namespace {

bool continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0U) == 0x80U; }

// The byte length of the first `cols` code points of `text` (all of it when shorter).
std::size_t bytes_for(const std::string& text, std::size_t from, int cols) {
  std::size_t i = from;
  int seen = 0;
  while (i < text.size()) {
    if (!continuation_byte(text[i])) {
      if (seen == cols) break;
      ++seen;
    }
    ++i;
  }
  return i - from;
}

}  // namespace

int columns(const std::string& text) {
  return static_cast<int>(std::count_if(text.begin(), text.end(), [](char c) { return !continuation_byte(c); }));
}

std::vector<std::string> wrap(const std::string& text, int width) {
  std::vector<std::string> rows;
  if (width <= 2) return {text.substr(0, bytes_for(text, 0, std::max(width, 0)))};
  std::string rest = text;
  bool first = true;
  while (true) {
    const int room = first ? width : width - 2;
    const std::string indent = first ? "" : "  ";
    if (columns(rest) <= room) {
      rows.push_back(indent + rest);
      return rows;
    }
    std::size_t cut = bytes_for(rest, 0, room);
    const auto space = rest.rfind(' ', cut);
    const bool at_space = space != std::string::npos && space > 0;
    if (at_space) cut = space;
    rows.push_back(indent + rest.substr(0, cut));
    rest = rest.substr(at_space ? cut + 1 : cut);
    first = false;
  }
}

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
