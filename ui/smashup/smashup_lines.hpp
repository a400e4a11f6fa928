#pragma once
// The Smash Up board as lines of marked text for a given width: the players, the bases with their minions, and the
// hand. Pure, so the layout is tested without a terminal; the view only paints the spans.
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "ui/screens/game_table.hpp"
#include "ui/smashup/smashup_board.hpp"

namespace cardtable::ui {

struct BoardLines {
  std::string turn;   // "Turn 5 · You to play · plays left: minion 1, action 1, extra 0"
  std::string whose;  // "Turn 5 · You to play": the turn without its plays, for a narrow title
  std::vector<BoardLine> players;
  std::vector<BoardLine> bases;
  int cursor_line = -1;  // the line of `bases` holding the cursor, when it is there
  int cursor_base_line = -1;  // the first line (the title line) of the base holding the cursor, when it is there
  std::vector<BoardLine> hand;
  std::vector<BoardLine> options;  // the choices not on the board, numbered
};

// The seats are named with `seats`: their titles in the player list ("Bot (random)"), their names everywhere else
// ("Bot", "You", "Ada"). In the board's compact view each base is one line, but the one holding the cursor.
BoardLines board_lines(const SmashUpBoard& board, framework::SeatWordings seats, int width, bool hide_hand);
// A faction's tag after a minion on the board ("Al" for Aliens): the first two letters of its name, which tell the
// sixteen factions apart.
std::string faction_tag(smashup::Faction faction);
// The text of a line (for tests and captures).
std::string line_text(const BoardLine& line);

}  // namespace cardtable::ui
