#pragma once
// The windows drawn over a table: help, quit confirmation, save name or file, a failed save, a game open elsewhere,
// hot-seat hand-over, notices, game over.
#include <string>
#include <vector>

#include "ui/screens/choice_list.hpp"
#include "ui/screens/game_table.hpp"
#include "ui/screens/history.hpp"
#include "ui/screens/pager.hpp"
#include "ui/screens/scroll.hpp"
#include "ui/screens/text_prompt.hpp"

namespace cardtable::ui {

class Canvas;

// `leaving` says what q does, and what is on disk then ("q leaves (the game is saved).").
void draw_too_small(Canvas& canvas, int min_rows, int min_cols, const std::string& leaving);
// A window of text over the table, at most `width` columns wide: every line wrapped on words inside the window's real
// width; taller than the screen, it shows a page at a time from `scroll` (fitted here) and says there is more.
// `footer` is its last row ("Any other key closes this.").
void draw_text_window(Canvas& canvas, const std::string& title, const std::vector<std::string>& lines, Scroll& scroll,
                      const std::string& footer, int width = 76);
// The keys of the current screen, one per key, its explanation wrapped beside it; then what the marks on the screen
// mean (`legend`), when there is a legend.
void draw_help(Canvas& canvas, const std::vector<KeyHelp>& keys, const std::vector<std::string>& legend, Scroll& scroll,
               const std::string& footer);
// One page of a book of pages (How to play), with the keys that turn them.
void draw_page(Canvas& canvas, const Pager& pager);
// `kept` says what is on disk of the game (ui/screens/save_keeping.hpp).
void draw_confirm_quit(Canvas& canvas, const std::vector<std::string>& kept, bool over);
// A save failed: the reason in full, and the way to save elsewhere.
void draw_save_failed(Canvas& canvas, const std::string& problem);
// "Save to a file of your choice" named a file that exists: replace it, or choose another.
void draw_confirm_replace(Canvas& canvas, const std::string& path);
// The save is locked by another program: play a copy or leave.
void draw_open_elsewhere(Canvas& canvas, const std::string& save_name);
// A line of text asked for in a window titled `title` (the question wrapped inside it), with `keys` under the field.
void draw_text_prompt(Canvas& canvas, const TextPrompt& prompt, const std::string& title = "Save",
                      const std::string& keys = "Enter saves, Esc cancels.");
// The whole log, full screen; kHistoryMargin is what the frame and the footer take of each dimension.
inline constexpr int kHistoryMargin = 4;
void draw_history(Canvas& canvas, const History& history);
// `turn_player` is whose turn it is, when that is not `next_player` (a decision during another player's turn).
void draw_handover(Canvas& canvas, const std::string& next_player, const std::string& turn_player);
void draw_notice(Canvas& canvas, const Notice& notice, const std::string& footer, Scroll& scroll);
void draw_game_over(Canvas& canvas, const Notice& result, ChoiceList& choices);
// The choices under the results: look at the board (where the cursor starts, so an Enter meant for the last summary
// deals no new game), play again, the main menu, quit.
ChoiceList game_over_choices();
// The keys of a table for `?`: the game's own, then the loop's (log, hint, save, undo, help, quit).
std::vector<KeyHelp> table_help_keys(const GameTable& table, bool hot_seat, bool not_saved);
// The same at a network seat (no save, no undo: the host owns the game).
std::vector<KeyHelp> network_seat_help_keys(const GameTable& table);
// The table's keys, then the loop's, in `width` columns: short of room the loop's L, u and s (H at a network seat) go
// first, then the table's last ones; "? help" and "q quit" always stay, whole.
std::string table_key_bar(const GameTable& table, int width, bool network_seat = false);
// Hot-seat undo takes back the other people's decisions too: everyone at the keyboard agrees first.
void draw_confirm_undo(Canvas& canvas, const std::string& person);
// A choice list in `height` rows from (row, col), `width` wide, the cursor's choice highlighted; a note too long for
// its row wraps under itself, and every choice then takes as many rows (choice_rows).
void draw_choices(Canvas& canvas, ChoiceList& list, int row, int col, int width, int height);
// The rows each choice of `list` takes at `width` columns (1, or 2-3 when a note wraps).
int choice_rows(const ChoiceList& list, int width);

}  // namespace cardtable::ui
