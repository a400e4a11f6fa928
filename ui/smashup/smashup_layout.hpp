#pragma once
// Where each part of the Smash Up table sits on a terminal of a given size, and what is drawn in each cell that can
// be clicked. Drawing paints this layout and a mouse click is read against it: one geometry for both.
#include <optional>
#include <string>
#include <vector>

#include "games/smashup/ids.hpp"
#include "ui/screens/game_table.hpp"

namespace cardtable::ui {

// A thing on the Smash Up table the cursor can rest on.
struct BoardItem {
  enum class Kind { HandCard, Base, Minion, Attached, Option, Discarded };  // Discarded: a card in a discard pile
  Kind kind = Kind::Option;
  smashup::CardId card = smashup::kNoCard;  // HandCard, Minion, Attached
  smashup::BaseId base = smashup::kNoBase;  // Base (and where a Minion or Attached card is)
  std::size_t option = 0;                   // Option: index into SmashUpBoard::options()
  bool operator==(const BoardItem&) const = default;
};

// A run of text on one board line, marked for its style, naming the item it shows (when it shows one).
struct BoardSpan {
  enum class Mark { Plain, Dim, Bold, Heading, Target, Cursor, Mine };
  std::string text;
  Mark mark = Mark::Plain;
  std::optional<BoardItem> item;
};
using BoardLine = std::vector<BoardSpan>;

// A board line at its screen row; its spans are painted one after another from column kBoardCol.
struct PlacedLine {
  int row = 0;
  BoardLine line;
};

inline constexpr int kBoardCol = 1;

struct SmashUpLayout {
  int rows = 0;
  int cols = 0;
  std::string title;                // row 0
  std::vector<PlacedLine> lines;    // the players, the bases in view, the hand and the listed answers
  int rule_above = 0;               // the rule over the bases
  int rule_below = 0;               // the rule under them
  bool more_above = false;          // bases scrolled out of view above
  bool more_below = false;          // and below
  int prompt_row = 0;               // the prompt's rows start here
  std::vector<std::string> prompt;  // wrapped, at most two rows
  int log_row = 0;                  // the log fills [log_row, log_row + log_rows)
  int log_rows = 0;
  int note_row = 0;                 // what the cursor rests on, or the latest message: its rows start here
  std::vector<std::string> note;    // wrapped, at most three rows
  int keys_row = 0;                 // the key bar

  // The item drawn at (row, col), if any: what a click there means.
  std::optional<BoardItem> item_at(int row, int col) const;
};

class SmashUpBoard;

// The whole table for `board` on a rows x cols terminal. The bases scroll to keep the cursor in view; nothing below
// the note row is placed.
SmashUpLayout lay_out_board(const SmashUpBoard& board, const TableScene& scene, int rows, int cols);

}  // namespace cardtable::ui
