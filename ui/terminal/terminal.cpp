#include "ui/terminal/terminal.hpp"

#include <clocale>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <langinfo.h>
#include <stdexcept>
#include <unistd.h>

#include <curses.h>

#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {
namespace {

volatile std::sig_atomic_t stop_signal = 0;

extern "C" void on_stop_signal(int signal) { stop_signal = signal; }

// SIGTERM/SIGHUP (and a SIGINT sent from outside, since the keyboard's Ctrl-C arrives as a key in raw mode) only set a
// flag: the loop sees it, the destructor restores the terminal, and the game is already saved.
void catch_stop_signals() {
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a waiting read returns so the loop notices at once
  for (int s : {SIGTERM, SIGHUP, SIGINT}) sigaction(s, &action, nullptr);
}

void restore_signals() {
  for (int s : {SIGTERM, SIGHUP, SIGINT}) std::signal(s, SIG_DFL);
}

Key mouse_key() {
  MEVENT event{};
  if (getmouse(&event) != OK) return {};
  // The press is the click; its release is read only so that it is not left pending (see the mask below).
  if ((event.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)) == 0) return {};
  return Key::click(event.y, event.x);
}

Key function_key(wint_t code) {
  switch (code) {
    case KEY_UP: return Key::of(KeyKind::Up);
    case KEY_DOWN: return Key::of(KeyKind::Down);
    case KEY_LEFT: return Key::of(KeyKind::Left);
    case KEY_RIGHT: return Key::of(KeyKind::Right);
    case KEY_HOME: return Key::of(KeyKind::Home);
    case KEY_END: return Key::of(KeyKind::End);
    case KEY_PPAGE: return Key::of(KeyKind::PageUp);
    case KEY_NPAGE: return Key::of(KeyKind::PageDown);
    case KEY_ENTER: return Key::of(KeyKind::Enter);
    case KEY_BACKSPACE: return Key::of(KeyKind::Backspace);
    case KEY_RESIZE: return Key::of(KeyKind::Resize);
    case KEY_MOUSE: return mouse_key();
    default: return {};
  }
}

Key character_key(wint_t ch) {
  switch (ch) {
    case 3: return Key::of(KeyKind::Interrupt);
    case '\n':
    case '\r': return Key::of(KeyKind::Enter);
    case 27: return Key::of(KeyKind::Escape);
    case 127:
    case 8: return Key::of(KeyKind::Backspace);
    case '\t': return Key::of(KeyKind::Tab);
    default: return ch >= 32 ? Key::chr(static_cast<char32_t>(ch)) : Key{};
  }
}

}  // namespace

Terminal::Terminal() {
  if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO))
    throw std::runtime_error("the game table needs a terminal (stdin and stdout must be a terminal)");
  std::setlocale(LC_ALL, "");
  unicode_ = std::strcmp(::nl_langinfo(CODESET), "UTF-8") == 0;
  catch_stop_signals();
  SCREEN* screen = newterm(nullptr, stdout, stdin);
  if (!screen) {
    restore_signals();
    throw std::runtime_error("cannot open the terminal (is TERM set?)");
  }
  screen_ = screen;
  raw();
  noecho();
  keypad(stdscr, TRUE);
  curs_set(0);
  set_escdelay(25);
  // Releases are asked for too: ncurses reads past an event outside the mask without the read's timeout, so an
  // unasked-for release left the loop waiting for the next key (a bot's turn froze after every click).
  mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED, nullptr);
  mouseinterval(0);
  const char* no_colour = std::getenv("NO_COLOR");
  colour_ = (no_colour == nullptr || *no_colour == '\0') && has_colors();
  if (colour_) {
    start_color();
    use_default_colors();
    init_pair(1, COLOR_BLACK, COLOR_CYAN);     // title
    init_pair(2, COLOR_BLUE, -1);              // frames
    init_pair(3, COLOR_GREEN, -1);             // good
    init_pair(4, COLOR_RED, -1);               // bad
    init_pair(5, COLOR_BLACK, COLOR_WHITE);    // status line
    init_pair(6, COLOR_MAGENTA, -1);           // Changelings
    init_pair(7, COLOR_YELLOW, -1);            // Greedbots
    init_pair(8, COLOR_GREEN, -1);             // Junkers
    init_pair(9, COLOR_CYAN, -1);              // Shrinkers
    init_pair(10, COLOR_BLACK, COLOR_YELLOW);  // selected
  }
}

Terminal::~Terminal() {
  endwin();
  delscreen(static_cast<SCREEN*>(screen_));
  restore_signals();
}

Key Terminal::read_key(int timeout_ms) {
  timeout(timeout_ms);
  wint_t ch = 0;
  const int kind = get_wch(&ch);
  if (kind == ERR) return {};
  return kind == KEY_CODE_YES ? function_key(ch) : character_key(ch);
}

bool Terminal::stop_requested() const { return stop_signal != 0; }

int Terminal::rows() const { return LINES; }
int Terminal::cols() const { return COLS; }

Canvas Terminal::frame() {
  erase();
  return Canvas(LINES, COLS, glyphs(), colour_);
}

void Terminal::show() { refresh(); }

}  // namespace cardtable::ui
