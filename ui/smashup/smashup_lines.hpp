#pragma once
// The Smash Up board as lines of marked text for a given width: the players, the bases with their minions, and the
// hand. Pure, so the layout is tested without a terminal; the view only paints the spans.
#include <string>
#include <vector>

#include "ui/screens/game_table.hpp"
#include "ui/smashup/smashup_board.hpp"

namespace cardtable::ui {

struct BoardLines {
  std::string turn;  // "Turn 5 · You to play · plays left: minion 1, action 1, extra 0"
  std::vector<BoardLine> players;
  std::vector<BoardLine> bases;
  int cursor_line = -1;  // the line of `bases` holding the cursor, when it is there
  std::vector<BoardLine> hand;
  std::vector<BoardLine> options;  // the choices not on the board, numbered
};

// Seat names as the table shows them ("You", "Bot (random)", "Player 2").
BoardLines board_lines(const SmashUpBoard& board, const std::vector<std::string>& seat_names, int width,
                       bool hide_hand);
// The text of a line (for tests and captures).
std::string line_text(const BoardLine& line);

}  // namespace cardtable::ui
