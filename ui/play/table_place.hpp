#pragma once
// What differs between a local table and a network seat, behind the one table loop (ui/play/table_loop): where the
// seat's position, its log and its answers come from, and what only one of them has. A local table (local_place)
// has the hand-over, undo, saves and the bots; a network seat (remote_place) has who is away, joining again and the
// host gone. The loop owns the frame and everything both share: the game's keys, the help, the log, the round
// summaries, "since your last turn", the results and the record of games.
#include <optional>
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "ui/screens/game_table.hpp"
#include "ui/screens/key.hpp"
#include "ui/screens/log_pane.hpp"
#include "ui/screens/narration.hpp"
#include "ui/screens/scroll.hpp"
#include "ui/screens/seat_position.hpp"

namespace cardtable::ui {

class Canvas;

enum class TableExit {
  Leave,      // the person left the table (a local game is saved; a network seat waits for its person)
  Menu,       // game over: back to the main menu
  PlayAgain,  // game over: the same players again with a new seed (a local game only)
  Stopped,    // SIGTERM/SIGHUP
  HostGone,   // a network seat: the host closed the table, was lost, or refused the join
};

class TablePlace {
 public:
  virtual ~TablePlace() = default;

  // Before the first frame (a local game takes its save's lock and saves).
  virtual void open() {}
  // Once a frame: takes what changed since the last one, adding one SeatMove per answer in the order they came.
  virtual void take(std::vector<SeatMove>& moves) = 0;
  // Once a frame, before drawing: the place may open a window of its own while nothing covers the table (`free`):
  // the hand-over, a failed save.
  virtual void settle(bool) {}
  // Once a frame after drawing, while the frame fits the screen: a bot's move (only while nothing covers the table,
  // `free`), a hint arrived.
  virtual void step(bool free) = 0;

  virtual std::string game_id() const = 0;
  // The game's table, once the game is known (a network seat learns it from the host's welcome).
  virtual GameTable* table() = 0;
  // What the table shows now, from the seat at the keyboard; none before the first position.
  virtual const SeatPosition* position() = 0;
  virtual framework::SeatWordings words() const = 0;
  virtual LogPane& log() = 0;
  // True when `seat`'s decisions are made at this keyboard: its turn coming back brings "since your last turn".
  virtual bool plays_here(framework::Seat seat) const = 0;
  // Hot-seat: the keyboard is changing hands and no hand may be shown.
  virtual bool hides_hand() const { return false; }
  // The status line, when the place has one ("Bot is thinking...", "Waiting for Ada to come back.").
  virtual std::string prompt() const = 0;
  // Said in the status line when there is no message ("Not saved: ...").
  virtual std::string standing_note() const { return {}; }
  // What q does on a screen too small for the table.
  virtual std::string leaving_note() const = 0;
  virtual std::vector<KeyHelp> help_keys(const GameTable& table) const = 0;
  virtual std::string key_bar(const GameTable& table, int width) const = 0;

  // The answer the person gave at the table.
  virtual void answer(const std::string& option_id) = 0;
  // H: asks for a hint for the seat's decision now; the hint arrives in a later step.
  virtual void ask_hint() = 0;
  // A key at the table the game's table does not take first (s and u at a local table; any key skips a bot's
  // pause): true when the place used it.
  virtual bool table_key(Key) { return false; }

  // The results of the finished game as this seat sees them (`end`: its last position).
  virtual Notice results(const SeatPosition& end) = 0;
  // Whether the results offer another game with the same setup.
  virtual bool offers_rematch() const = 0;
  // The level the record of games files the game under (ui/play/game_record.hpp), empty when it is not one
  // person against bots.
  virtual std::string record_level() const = 0;

  // A window of the place's own over the table (hand-over, save name, the host gone, the others' join codes...).
  virtual bool overlay_open() const { return false; }
  // True while that window needs the whole screen, the table not drawn under it.
  virtual bool overlay_alone() const { return false; }
  virtual void draw_overlay(Canvas&) {}
  // A key for the open window; true when the person asked to leave (the loop confirms).
  virtual bool overlay_key(Key) { return false; }
  // Drawn when there is no table to draw yet (joining).
  virtual void draw_waiting(Canvas&) {}
  // The leave confirmation: what leaving does here.
  virtual void draw_confirm_quit(Canvas& canvas, Scroll& scroll) = 0;

  // The place asks to end the loop (the host gone and its window read, a game open elsewhere left).
  virtual std::optional<TableExit> exit() const { return std::nullopt; }
  // Leaving is confirmed, or the loop ends: the line for the shell once the terminal is restored. `results`: the
  // results shown, when the game is over.
  virtual std::string farewell(TableExit exit, const std::optional<Notice>& results) = 0;
  // The setup of another game with the same choices (PlayAgain).
  virtual nlohmann::json rematch() const { return {}; }

  // The loop's message line: the place's latest word ("Saved as ..."); cleared by the loop at each key.
  std::string& message() { return message_; }

 protected:
  std::string message_;
};

}  // namespace cardtable::ui
