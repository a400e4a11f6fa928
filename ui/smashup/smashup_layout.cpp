#include "ui/smashup/smashup_layout.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"
#include "ui/smashup/smashup_board.hpp"
#include "ui/smashup/smashup_lines.hpp"

namespace cardtable::ui {
namespace {

// The log keeps this many rows while the bases can give them up; below it, the bases scroll instead.
constexpr int kLogRows = 3;
// Fewer rows than this for the bases and the board is hard to follow; the log gives its rows up first.
constexpr int kMinBaseRows = 3;
constexpr int kMaxPromptRows = 2;
constexpr std::size_t kMaxNoteRows = 3;

}  // namespace

std::optional<BoardItem> SmashUpLayout::item_at(int row, int col) const {
  for (const auto& placed : lines) {
    if (placed.row != row) continue;
    int at = kBoardCol;
    for (const auto& span : placed.line) {
      const int width = columns(span.text);
      if (col >= at && col < at + width) return span.item;
      at += width;
    }
  }
  return std::nullopt;
}

SmashUpLayout lay_out_board(const SmashUpBoard& board, const TableScene& scene, int rows, int cols) {
  SmashUpLayout out;
  out.rows = rows;
  out.cols = cols;
  const int width = cols - 2 * kBoardCol;
  // The note (a message, or what the cursor is on) wraps onto the log's rows rather than lose its end.
  const std::string note = !scene.message.empty()     ? scene.message
                           : !board.message().empty() ? board.message()
                           : scene.hide_hand          ? ""
                                                      : board.cursor_note();
  out.note = wrap(note, width);
  if (out.note.size() > kMaxNoteRows) out.note.resize(kMaxNoteRows);
  out.keys_row = rows - 1;
  out.note_row = rows - 1 - static_cast<int>(out.note.size());

  auto lines = board_lines(board, scene.seats, width, scene.hide_hand);
  if (scene.hide_hand) lines.options.clear();
  // Long names leave the game's name out, then "plays left", then the plays themselves, rather than cut a word.
  const auto plays = lines.turn.substr(lines.whose.size());
  out.title = first_fitting({"Smash Up · " + lines.turn, lines.turn,
                             lines.whose + " ·" + plays.substr(plays.find(':') + 1), lines.whose},
                            width);
  out.prompt = wrap(scene.prompt.empty() ? board.prompt() : scene.prompt, width);
  if (out.prompt.size() > kMaxPromptRows) out.prompt.resize(kMaxPromptRows);

  // Rows between the title and the note for the bases, the prompt and the log: the rest is the players, the two
  // rules, the hand and the listed answers, which never scroll.
  const auto count = [](const std::vector<BoardLine>& v) { return static_cast<int>(v.size()); };
  const int room = out.note_row - 1 - count(lines.players) - 2 - count(lines.hand) - count(lines.options);
  const int total = count(lines.bases);
  int prompt_rows = static_cast<int>(out.prompt.size());
  int board_rows = std::min(total, std::max(kMinBaseRows, room - prompt_rows - kLogRows));
  // Short of rows (many players, a long hand, a long list): the prompt condenses to one row, then the bases scroll
  // in fewer rows, so that everything below them stays on the screen.
  if (board_rows + prompt_rows > room && prompt_rows > 1) {
    prompt_rows = 1;
    out.prompt.resize(1);
  }
  if (board_rows + prompt_rows > room) board_rows = std::clamp(room - prompt_rows, std::min(1, total), total);

  // The bases scroll to keep the cursor in view; the rules above and below them say when some are out of view.
  int first = 0;
  if (lines.cursor_line >= board_rows) first = std::min(lines.cursor_line - board_rows / 2, total - board_rows);

  int row = 1;
  const auto place = [&](const BoardLine& line) {
    if (row < out.note_row) out.lines.push_back({row, line});
    ++row;
  };
  for (const auto& line : lines.players) place(line);
  out.rule_above = row++;
  // While the bases scroll, the title line of the base under the cursor stays in view: it takes the top row when the
  // base began above it (its name, its powers and VP say what the cursor's minion is fighting over).
  const bool title_above = lines.cursor_base_line >= 0 && lines.cursor_base_line < first && board_rows > 1 &&
                           lines.cursor_line > first;
  for (int i = 0; i < board_rows; ++i)
    place(lines.bases[static_cast<std::size_t>(i == 0 && title_above ? lines.cursor_base_line : first + i)]);
  out.more_above = first > 0;
  out.more_below = first + board_rows < total;
  out.rule_below = row++;
  for (const auto& line : lines.hand) place(line);
  out.prompt_row = row;
  row += static_cast<int>(out.prompt.size());
  for (const auto& line : lines.options) place(line);
  out.log_row = row;
  out.log_rows = std::max(0, out.note_row - row);
  return out;
}

}  // namespace cardtable::ui
