#pragma once
// The terminal while the table is open: owns initscr/endwin, so the terminal is restored however the program leaves
// (normal return, exception, SIGINT/SIGTERM/SIGHUP). The only place besides canvas.cpp that calls curses.
#include "ui/screens/glyphs.hpp"
#include "ui/screens/key.hpp"

namespace cardtable::ui {

class Canvas;

class Terminal {
 public:
  // Throws std::runtime_error when there is no terminal to open.
  Terminal();
  ~Terminal();
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;

  // Waits up to `timeout_ms` for a key (KeyKind::None when none came). Ctrl-C arrives as KeyKind::Interrupt.
  Key read_key(int timeout_ms);
  // SIGTERM or SIGHUP arrived: the program should leave now (the game is saved after every decision).
  bool stop_requested() const;

  int rows() const;
  int cols() const;
  bool unicode() const { return unicode_; }
  bool colour() const { return colour_; }
  const Glyphs& glyphs() const { return unicode_ ? kUnicodeGlyphs : kAsciiGlyphs; }

  // Starts a frame (clears the screen) and shows it.
  Canvas frame();
  void show();

 private:
  void* screen_ = nullptr;  // curses' SCREEN, freed with delscreen after endwin
  bool unicode_ = false;
  bool colour_ = false;
};

}  // namespace cardtable::ui
