#pragma once
// The characters the screens draw with: Unicode when the locale is UTF-8, plain ASCII otherwise.

namespace cardtable::ui {

struct Glyphs {
  const char* top_left;
  const char* top_right;
  const char* bottom_left;
  const char* bottom_right;
  const char* horizontal;
  const char* vertical;
  const char* star;     // a star token
  const char* no_star;  // an empty place for one
  const char* planet;   // where a planet lies
  const char* empty;    // an empty zone cell
  const char* pointer;  // the highlighted row
  const char* raised;   // a selected card
  const char* dot;      // separator in titles
  const char* times;    // 80×24
  const char* ellipsis;
};

inline constexpr Glyphs kUnicodeGlyphs{"┌", "┐", "└", "┘", "─", "│", "★", "☆", "●", "·", "▸", "▲", "·", "×", "…"};
inline constexpr Glyphs kAsciiGlyphs{"+", "+", "+", "+", "-", "|", "*", ".", "O", ".", ">", "^", "-", "x", "..."};

}  // namespace cardtable::ui
