#pragma once
// A key press or mouse click as the screens see it: plain data, so screen logic is tested without a terminal.
#include <cstdint>

namespace cardtable::ui {

enum class KeyKind : std::uint8_t {
  None,  // nothing happened before the wait ran out
  Char,  // a printable character, in `ch`
  Up,
  Down,
  Left,
  Right,
  Home,
  End,
  PageUp,
  PageDown,
  Enter,
  Escape,
  Tab,
  Backspace,
  Interrupt,  // Ctrl-C
  Click,      // a mouse click at (`row`, `col`)
  Resize,
};

struct Key {
  KeyKind kind = KeyKind::None;
  char32_t ch = 0;
  int row = 0;
  int col = 0;

  static Key of(KeyKind kind) { return {kind, 0, 0, 0}; }
  static Key chr(char32_t c) { return {KeyKind::Char, c, 0, 0}; }
  static Key click(int row, int col) { return {KeyKind::Click, 0, row, col}; }
  bool is(char c) const { return kind == KeyKind::Char && ch == static_cast<char32_t>(c); }
  bool operator==(const Key&) const = default;
};

// Arrows for the vi keys h, j, k, l (screens that take no text call this first).
inline Key with_vi_keys(Key k) {
  if (k.kind != KeyKind::Char) return k;
  switch (k.ch) {
    case U'h': return Key::of(KeyKind::Left);
    case U'j': return Key::of(KeyKind::Down);
    case U'k': return Key::of(KeyKind::Up);
    case U'l': return Key::of(KeyKind::Right);
    default: return k;
  }
}

// One line of a screen's help overlay: "space" → "select or unselect the card".
struct KeyHelp {
  const char* keys;
  const char* what;
};

}  // namespace cardtable::ui
