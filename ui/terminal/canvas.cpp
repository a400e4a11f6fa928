#include "ui/terminal/canvas.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include <curses.h>
#include <spdlog/spdlog.h>

#include "ui/screens/text.hpp"

namespace cardtable::ui {
namespace {

attr_t colour_attr(Style style) {
  switch (style) {
    case Style::Normal: return A_NORMAL;
    case Style::Dim: return A_DIM;
    case Style::Bold: return A_BOLD;
    case Style::Title: return COLOR_PAIR(1) | A_BOLD;
    case Style::Frame: return COLOR_PAIR(2);
    case Style::Highlight: return A_REVERSE;
    case Style::Selected: return COLOR_PAIR(10) | A_BOLD;
    case Style::Good: return COLOR_PAIR(3) | A_BOLD;
    case Style::Bad: return COLOR_PAIR(4) | A_BOLD;
    case Style::Status: return COLOR_PAIR(5);
    case Style::Changeling: return COLOR_PAIR(6) | A_BOLD;
    case Style::Greedbot: return COLOR_PAIR(7) | A_BOLD;
    case Style::Junker: return COLOR_PAIR(8) | A_BOLD;
    case Style::Shrinker: return COLOR_PAIR(9) | A_BOLD;
  }
  return A_NORMAL;
}

// Without colour (or with NO_COLOR) meaning is carried by bold, reverse and underline only.
attr_t mono_attr(Style style) {
  switch (style) {
    case Style::Dim: return A_DIM;
    case Style::Bold:
    case Style::Good: return A_BOLD;
    case Style::Title: return A_REVERSE | A_BOLD;
    case Style::Highlight:
    case Style::Status: return A_REVERSE;
    case Style::Selected:
    case Style::Bad: return A_BOLD | A_UNDERLINE;
    default: return A_NORMAL;
  }
}

bool continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0U) == 0x80U; }

// A letter, a digit or any non-ASCII character: what a word is made of.
bool in_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || (static_cast<unsigned char>(c) & 0x80U); }

// A text drawn short of its end loses what did not fit: the log says so once per text (a screen is drawn every 50 ms),
// and names a cut inside a word, which a person reads as a broken word ("q qui"). The end-to-end tests read the log.
void report_cut(int row, std::string_view text, std::size_t cut) {
  static std::set<std::string> reported;
  if (reported.size() > 1000 || !reported.insert(std::string(text)).second) return;
  const bool inside = cut > 0 && in_word(text[cut - 1]) && in_word(text[cut]);
  if (inside)
    spdlog::warn("screen text cut inside a word at row {}: '{}' | '{}'", row, text.substr(0, cut), text.substr(cut));
  else
    spdlog::info("screen text cut at row {}: '{}' | '{}'", row, text.substr(0, cut), text.substr(cut));
}

}  // namespace

Canvas::Canvas(int rows, int cols, const Glyphs& glyphs, bool colour)
    : rows_(rows), cols_(cols), glyphs_(&glyphs), colour_(colour), ascii_(&glyphs == &kAsciiGlyphs) {}

void Canvas::text(int row, int col, std::string_view text, Style style, int width) {
  if (row < 0 || row >= rows_ || col >= cols_) return;
  // Outside a UTF-8 locale the game's own sentences ("4–2", "Blast · round 3") are drawn in ASCII too.
  const std::string folded = ascii_ ? to_ascii(text) : std::string();
  const std::string_view s = ascii_ ? std::string_view(folded) : text;
  int room = cols_ - col;
  if (width >= 0) room = std::min(room, width);
  // Skip what lies left of the screen, then keep at most `room` code points.
  std::size_t begin = 0;
  while (col < 0 && begin < s.size()) {
    ++begin;
    while (begin < s.size() && continuation(s[begin])) ++begin;
    ++col;
  }
  std::size_t end = begin;
  int used = 0;
  while (end < s.size() && used < room) {
    ++end;
    while (end < s.size() && continuation(s[end])) ++end;
    ++used;
  }
  if (end < s.size() && s.find_first_not_of(' ', end) != std::string_view::npos) report_cut(row, s, end);
  if (end == begin) return;
  attrset(colour_ ? colour_attr(style) : mono_attr(style));
  mvaddnstr(row, col, s.data() + begin, static_cast<int>(end - begin));
  attrset(A_NORMAL);
}

void Canvas::bar(int row, int col, int width, Style style) {
  if (width > 0) text(row, col, std::string(static_cast<std::size_t>(width), ' '), style, width);
}

void Canvas::box(const Rect& r, std::string_view title, Style style) {
  if (r.width < 2 || r.height < 2) return;
  const auto& g = *glyphs_;
  std::string line;
  for (int i = 0; i < r.width - 2; ++i) line += g.horizontal;
  text(r.row, r.col, std::string(g.top_left) + line + g.top_right, style);
  text(r.row + r.height - 1, r.col, std::string(g.bottom_left) + line + g.bottom_right, style);
  for (int y = r.row + 1; y < r.row + r.height - 1; ++y) {
    text(y, r.col, g.vertical, style);
    text(y, r.col + r.width - 1, g.vertical, style);
  }
  if (!title.empty()) text(r.row, r.col + 2, " " + std::string(title) + " ", Style::Bold, r.width - 4);
}

void Canvas::centred(int row, std::string_view s, Style style) {
  const int width = columns(s);
  text(row, std::max(0, (cols_ - width) / 2), s, style);
}

Rect Canvas::panel(int height, int width, std::string_view title) {
  width = std::min(width, cols_);
  height = std::min(height, rows_);
  const Rect outer{(rows_ - height) / 2, (cols_ - width) / 2, width, height};
  for (int y = outer.row; y < outer.row + outer.height; ++y) bar(y, outer.col, outer.width, Style::Normal);
  box(outer, title, Style::Frame);
  return {outer.row + 1, outer.col + 2, outer.width - 4, outer.height - 2};
}

}  // namespace cardtable::ui
