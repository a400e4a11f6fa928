#include "ui/play/overlays.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {

void draw_too_small(Canvas& canvas, int min_rows, int min_cols, const std::string& leaving) {
  const auto& g = canvas.glyphs();
  const int mid = canvas.rows() / 2;
  canvas.centred(mid - 1, "The terminal is too small.", Style::Bold);
  canvas.centred(mid, "Please enlarge it to at least " + std::to_string(min_cols) + g.times + std::to_string(min_rows) +
                          " (it is " + std::to_string(canvas.cols()) + g.times + std::to_string(canvas.rows()) + ").");
  canvas.centred(mid + 1, leaving, Style::Dim);
}

void draw_text_window(Canvas& canvas, const std::string& title, const std::vector<std::string>& lines, Scroll& scroll,
                      const std::string& footer, int width) {
  width = std::min(width, canvas.cols());
  // Canvas::panel keeps the frame and one space on each side.
  const int text_width = width - 4;
  std::vector<std::string> rows;
  for (const auto& line : lines)
    for (auto& row : wrap(line, text_width)) rows.push_back(std::move(row));
  // The frame and the footer with a blank row above it take four rows.
  const int page = std::max(1, std::min(static_cast<int>(rows.size()), canvas.rows() - 4));
  scroll.fit(static_cast<int>(rows.size()), page);
  const Rect in = canvas.panel(page + 4, width, title);
  for (int i = 0; i < page && scroll.top() + i < static_cast<int>(rows.size()); ++i)
    canvas.text(in.row + i, in.col, rows[static_cast<std::size_t>(scroll.top() + i)], Style::Normal, in.width);
  std::string more;
  if (scroll.more_above() || scroll.more_below())
    more = std::string(scroll.more_below() ? "more ↓ " : "") + (scroll.more_above() ? "more ↑ " : "") + "(" +
           scroll.position() + ")  ";
  canvas.text(in.row + in.height - 1, in.col, more + footer, Style::Dim, in.width);
}

void draw_help(Canvas& canvas, const std::vector<KeyHelp>& keys, const std::vector<std::string>& legend, Scroll& scroll,
               const std::string& footer) {
  // Each key's explanation wraps in a column of its own beside the key.
  constexpr int kKeyColumn = 19;
  const int what_width = std::min(76, canvas.cols()) - 4 - kKeyColumn;
  std::vector<std::string> lines;
  for (const auto& k : keys) {
    bool first = true;
    for (const auto& row : wrap(k.what, what_width)) {
      std::string key = first ? k.keys : "";
      key.resize(static_cast<std::size_t>(kKeyColumn), ' ');
      lines.push_back(key + (first ? row : row.substr(std::min<std::size_t>(2, row.size()))));
      first = false;
    }
  }
  if (!legend.empty()) {
    lines.emplace_back();
    lines.emplace_back("On the screen:");
    lines.insert(lines.end(), legend.begin(), legend.end());
  }
  draw_text_window(canvas, legend.empty() ? "Keys" : "Keys and marks", lines, scroll, footer);
}

void draw_page(Canvas& canvas, const Pager& pager) {
  const auto& page = pager.page();
  const int width = std::min(canvas.cols() - 2, kPageColumns + 4);
  const Rect in = canvas.panel(std::min(static_cast<int>(page.lines.size()) + 5, canvas.rows()), width,
                               "How to play: " + page.title + " (" + std::to_string(pager.index() + 1) + "/" +
                                   std::to_string(pager.count()) + ")");
  int row = in.row + 1;
  for (const auto& line : page.lines) canvas.text(row++, in.col, line, Style::Normal, in.width);
  canvas.text(in.row + in.height - 1, in.col, "right/space next page  left back  esc closes", Style::Dim, in.width);
}

void draw_confirm_quit(Canvas& canvas, const std::vector<std::string>& kept, bool over) {
  std::vector<std::string> lines;
  if (over) lines.push_back("The game is over.");
  for (const auto& sentence : over ? std::vector<std::string>{} : kept)
    for (auto& row : wrap(sentence, 56)) lines.push_back(std::move(row));
  const Rect in = canvas.panel(static_cast<int>(lines.size()) + 4, 60, "Leave the table?");
  int row = in.row;
  for (const auto& line : lines) canvas.text(row++, in.col, line, Style::Normal, in.width);
  canvas.text(in.row + in.height - 1, in.col, "Leave? y / Enter: leave   n / Esc: stay", Style::Bold, in.width);
}

void draw_save_failed(Canvas& canvas, const std::string& problem) {
  auto lines = wrap("The game could not be saved: " + problem, 60);
  const Rect in = canvas.panel(static_cast<int>(lines.size()) + 6, 64, "Not saved");
  int row = in.row;
  for (const auto& line : lines) canvas.text(row++, in.col, line, Style::Bad, in.width);
  canvas.text(in.row + in.height - 2, in.col, "s: save to a file of your choice (later saves go there too)",
              Style::Bold, in.width);
  canvas.text(in.row + in.height - 1, in.col, "Enter: play on; the next decision tries to save again", Style::Dim,
              in.width);
}

void draw_confirm_replace(Canvas& canvas, const std::string& path) {
  auto lines = wrap(path + " exists already. Saving there replaces what it holds.", 56);
  const Rect in = canvas.panel(static_cast<int>(lines.size()) + 4, 60, "Replace the file?");
  int row = in.row;
  for (const auto& line : lines) canvas.text(row++, in.col, line, Style::Normal, in.width);
  canvas.text(in.row + in.height - 1, in.col, "y: replace it   n / Esc: choose another file", Style::Bold, in.width);
}

void draw_open_elsewhere(Canvas& canvas, const std::string& save_name) {
  auto lines = wrap("The game " + save_name + " is open in another cardtable window. Playing it here as well would "
                    "save over the moves made there.", 56);
  const Rect in = canvas.panel(static_cast<int>(lines.size()) + 4, 60, "Open elsewhere");
  int row = in.row;
  for (const auto& line : lines) canvas.text(row++, in.col, line, Style::Normal, in.width);
  canvas.text(in.row + in.height - 1, in.col, "c / Enter: play a copy under a new name   q / Esc: leave",
              Style::Bold, in.width);
}

void draw_history(Canvas& canvas, const History& history) {
  const Rect in = canvas.panel(canvas.rows(), canvas.cols(), "Log (" + history.position() + ")");
  int row = in.row;
  const auto [marked, count] = history.marked_rows();
  for (const auto& line : history.rows()) {
    const int at = row - in.row;
    canvas.text(row++, in.col, line, at >= marked && at < marked + count ? Style::Bold : Style::Normal, in.width);
  }
  canvas.text(in.row + in.height - 1, in.col,
              std::string(history.at_top() ? "" : "more above  ") + (history.at_bottom() ? "" : "more below  ") +
                  "up/down scroll  i: the cards of the last line (bold)  Esc closes",
              Style::Dim, in.width);
}

void draw_text_prompt(Canvas& canvas, const TextPrompt& prompt, const std::string& title, const std::string& keys) {
  constexpr int kWidth = 60;
  // The panel's inside is 4 columns narrower than the panel; a long question wraps there rather than past the frame.
  const auto question = wrap(prompt.question(), kWidth - 4);
  const int lines = static_cast<int>(question.size());
  const Rect in = canvas.panel(6 + lines, kWidth, title);
  for (int i = 0; i < lines; ++i) canvas.text(in.row + i, in.col, question[static_cast<std::size_t>(i)], Style::Bold, in.width);
  const int field_row = in.row + lines + 1;
  canvas.bar(field_row, in.col, in.width, Style::Highlight);
  // A long path shows its end, where the typing happens.
  auto field = prompt.text() + "_";
  if (columns(field) > in.width) field = "..." + field.substr(field.size() - static_cast<std::size_t>(in.width - 3));
  canvas.text(field_row, in.col, field, Style::Highlight, in.width);
  canvas.text(field_row + 2, in.col, prompt.message().empty() ? keys : prompt.message(),
              prompt.message().empty() ? Style::Dim : Style::Bad, in.width);
}

void draw_handover(Canvas& canvas, const std::string& next_player, const std::string& turn_player) {
  const Rect in = canvas.panel(7, 60, "Pass the keyboard");
  canvas.text(in.row + 1, in.col, "Hands are hidden.", Style::Normal, in.width);
  canvas.text(in.row + 2, in.col,
              next_player + (turn_player.empty() ? ", it is your turn." : ", you have a decision (" + turn_player + "'s turn)."),
              Style::Bold, in.width);
  canvas.text(in.row + 4, in.col, "Press Enter when only " + next_player + " is looking.", Style::Dim, in.width);
}

void draw_notice(Canvas& canvas, const Notice& notice, const std::string& footer, Scroll& scroll) {
  draw_text_window(canvas, notice.title, notice.lines, scroll, footer, 64);
}

namespace {

constexpr int kMaxChoiceRows = 3;

int label_column(const ChoiceList& list) {
  int label_width = 0;
  for (const auto& choice : list.choices()) label_width = std::max(label_width, columns(choice.label));
  return label_width;
}

// A choice's note in rows of the room beside the labels (a single row when there is hardly any room).
std::vector<std::string> note_rows(const std::string& note, int room) {
  if (note.empty()) return {""};
  if (room < 12) return {note};
  auto rows = wrap(note, room);
  for (auto& row : rows)
    if (row.rfind("  ", 0) == 0) row.erase(0, 2);  // continuation rows line up with the note's start
  return rows;
}

}  // namespace

int choice_rows(const ChoiceList& list, int width) {
  const int room = width - 2 - label_column(list) - 3;
  int rows = 1;
  for (const auto& choice : list.choices())
    rows = std::max(rows, std::min(kMaxChoiceRows, static_cast<int>(note_rows(choice.note, room).size())));
  return rows;
}

void draw_choices(Canvas& canvas, ChoiceList& list, int row, int col, int width, int height) {
  const int item_rows = choice_rows(list, width);
  list.set_window(row, height, item_rows);
  const auto& choices = list.choices();
  // Notes line up in a column after the longest label, wrapped there when they are longer than the room.
  const int label_width = label_column(list);
  const int note_col = 2 + label_width + 3;
  for (std::size_t i = 0; i < list.visible_choices(); ++i) {
    const auto index = list.scroll() + i;
    if (index >= choices.size()) break;
    const auto& choice = choices[index];
    const bool at = index == list.cursor();
    const Style style = at ? Style::Highlight : (choice.enabled ? Style::Normal : Style::Dim);
    const auto notes = note_rows(choice.note, width - note_col);
    for (int r = 0; r < item_rows; ++r) {
      std::string line = r == 0 ? std::string(at ? canvas.glyphs().pointer : " ") + " " + choice.label : "";
      if (static_cast<std::size_t>(r) < notes.size() && !notes[static_cast<std::size_t>(r)].empty()) {
        if (columns(line) < note_col) line += std::string(static_cast<std::size_t>(note_col - columns(line)), ' ');
        line += notes[static_cast<std::size_t>(r)];
      }
      if (columns(line) < width) line += std::string(static_cast<std::size_t>(width - columns(line)), ' ');
      canvas.text(row + static_cast<int>(i) * item_rows + r, col, line, style, width);
    }
  }
}

void draw_game_over(Canvas& canvas, const Notice& result, ChoiceList& choices) {
  const int width = std::min(canvas.cols(), 72);
  std::vector<std::string> rows;
  for (const auto& line : result.lines)
    for (auto& row : wrap(line, width - 4)) rows.push_back(std::move(row));
  const int listed = static_cast<int>(choices.choices().size()) * choice_rows(choices, width - 4);
  // Results, a blank row, the choices, a blank row and the footer inside the frame; the results give way first.
  const int shown = std::max(0, std::min(static_cast<int>(rows.size()), canvas.rows() - listed - 6));
  const Rect in = canvas.panel(shown + listed + 6, width, result.title);
  int row = in.row + 1;
  for (int i = 0; i < shown; ++i) canvas.text(row++, in.col, rows[static_cast<std::size_t>(i)], Style::Normal, in.width);
  draw_choices(canvas, choices, row + 1, in.col, in.width, listed);
  canvas.text(in.row + in.height - 1, in.col, "up/down, Enter: choose   Esc: look at the board", Style::Dim, in.width);
}

ChoiceList game_over_choices() {
  return ChoiceList("Game over", {{"Look at the board", "and the log (Enter brings this back)", true},
                                  {"Play again", "the same setup and seats, a new deal", true},
                                  {"Main menu", "", true},
                                  {"Quit", "", true}});
}

std::vector<KeyHelp> table_help_keys(const GameTable& table, bool hot_seat, bool not_saved) {
  auto keys = table.keys();
  keys.push_back({"PgUp/PgDn, [ ]", "scroll the log"});
  keys.push_back({"L", "the whole log on its own screen; there i reads the cards the marked line names"});
  keys.push_back({"H", "a hint: the normal bot's choice is picked for you (Enter gives it); counted in the results"});
  keys.push_back({"s", "save a copy of the game as it is now (a checkpoint) under a name"});
  keys.push_back({"u", hot_seat ? "undo back to your previous decision, when everyone at the keyboard agrees"
                                : "undo back to your previous decision (the bot replays the same)"});
  keys.push_back({"?", "this help"});
  keys.push_back({"q, Ctrl-C", not_saved ? "leave the table (the game is NOT saved now: s saves it to a file of your choice)"
                                        : "leave the table (the game is saved after every move)"});
  return keys;
}

std::vector<KeyHelp> network_seat_help_keys(const GameTable& table) {
  auto keys = table.keys();
  keys.push_back({"PgUp/PgDn, [ ]", "scroll the log"});
  keys.push_back({"L", "the whole log on its own screen; there i reads the cards the marked line names"});
  keys.push_back({"H", "a hint: the host's bot's choice for your seat is picked for you (Enter gives it)"});
  keys.push_back({"?", "this help"});
  keys.push_back({"q, Ctrl-C", "leave the table (the host saves the game; the same join command sits you down again)"});
  return keys;
}

std::string table_key_bar(const GameTable& table, int width, bool network_seat) {
  auto entries = key_bar_entries(table.key_bar());
  std::vector<std::string> droppable{"L log", "u undo", "s save"};
  for (auto it = entries.rbegin(); it + 1 < entries.rend(); ++it) droppable.push_back(*it);
  const std::vector<const char*> local{"L log", "s save", "u undo", "? help", "q quit"};
  const std::vector<const char*> seat{"L log", "H hint", "? help", "q quit"};
  if (network_seat) droppable.insert(droppable.begin() + 1, "H hint");
  for (const char* loop : network_seat ? seat : local) entries.push_back(loop);
  return fit_key_bar(entries, droppable, width);
}

void draw_confirm_undo(Canvas& canvas, const std::string& person) {
  auto lines = wrap("Undo back to " + person + "'s previous decision? The decisions made since then, everyone's, "
                    "are taken back: everyone at the keyboard should agree.", 56);
  const Rect in = canvas.panel(static_cast<int>(lines.size()) + 4, 60, "Undo?");
  int row = in.row;
  for (const auto& line : lines) canvas.text(row++, in.col, line, Style::Normal, in.width);
  canvas.text(in.row + in.height - 1, in.col, "y: we agree, undo   any other key: play on", Style::Bold, in.width);
}

}  // namespace cardtable::ui
