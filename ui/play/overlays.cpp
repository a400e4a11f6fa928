#include "ui/play/overlays.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {

void draw_too_small(Canvas& canvas, int min_rows, int min_cols) {
  const auto& g = canvas.glyphs();
  const int mid = canvas.rows() / 2;
  canvas.centred(mid - 1, "The terminal is too small.", Style::Bold);
  canvas.centred(mid, "Please enlarge it to at least " + std::to_string(min_cols) + g.times + std::to_string(min_rows) +
                          " (it is " + std::to_string(canvas.cols()) + g.times + std::to_string(canvas.rows()) + ").");
  canvas.centred(mid + 1, "q leaves (the game is saved).", Style::Dim);
}

void draw_help(Canvas& canvas, const std::vector<KeyHelp>& keys) {
  const Rect in = canvas.panel(static_cast<int>(keys.size()) + 4, 76, "Keys");
  int row = in.row;
  for (const auto& k : keys) {
    canvas.text(row, in.col, k.keys, Style::Bold, 18);
    canvas.text(row++, in.col + 19, k.what, Style::Normal, in.width - 19);
  }
  canvas.text(in.row + in.height - 1, in.col, "Any key closes this.", Style::Dim);
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
  for (const auto& line : history.rows()) canvas.text(row++, in.col, line, Style::Normal, in.width);
  canvas.text(in.row + in.height - 1, in.col,
              std::string(history.at_top() ? "" : "more above  ") + (history.at_bottom() ? "" : "more below  ") +
                  "up/down, PgUp/PgDn, Home/End scroll  Esc closes",
              Style::Dim, in.width);
}

void draw_text_prompt(Canvas& canvas, const TextPrompt& prompt) {
  const Rect in = canvas.panel(7, 60, "Save");
  canvas.text(in.row, in.col, prompt.question(), Style::Bold);
  canvas.bar(in.row + 2, in.col, in.width, Style::Highlight);
  // A long path shows its end, where the typing happens.
  auto field = prompt.text() + "_";
  if (columns(field) > in.width) field = "..." + field.substr(field.size() - static_cast<std::size_t>(in.width - 3));
  canvas.text(in.row + 2, in.col, field, Style::Highlight, in.width);
  canvas.text(in.row + 4, in.col, prompt.message().empty() ? "Enter saves, Esc cancels." : prompt.message(),
              prompt.message().empty() ? Style::Dim : Style::Bad, in.width);
}

void draw_handover(Canvas& canvas, const std::string& next_player) {
  const Rect in = canvas.panel(7, 56, "Pass the keyboard");
  canvas.text(in.row + 1, in.col, "Hands are hidden.", Style::Normal, in.width);
  canvas.text(in.row + 2, in.col, next_player + ", it is your turn.", Style::Bold, in.width);
  canvas.text(in.row + 4, in.col, "Press Enter when only " + next_player + " is looking.", Style::Dim, in.width);
}

void draw_notice(Canvas& canvas, const Notice& notice, const std::string& footer) {
  const Rect in = canvas.panel(static_cast<int>(notice.lines.size()) + 5, 64, notice.title);
  int row = in.row + 1;
  for (const auto& line : notice.lines) canvas.text(row++, in.col, line, Style::Normal, in.width);
  canvas.text(in.row + in.height - 1, in.col, footer, Style::Bold, in.width);
}

void draw_choices(Canvas& canvas, ChoiceList& list, int row, int col, int width, int height) {
  list.set_window(row, height);
  const auto& choices = list.choices();
  // Notes line up in a column after the longest label.
  int label_width = 0;
  for (const auto& choice : choices) label_width = std::max(label_width, columns(choice.label));
  for (int i = 0; i < height; ++i) {
    const auto index = list.scroll() + static_cast<std::size_t>(i);
    if (index >= choices.size()) break;
    const auto& choice = choices[index];
    const bool at = index == list.cursor();
    std::string line = std::string(at ? canvas.glyphs().pointer : " ") + " " + choice.label;
    if (!choice.note.empty())
      line += std::string(static_cast<std::size_t>(label_width - columns(choice.label) + 3), ' ') + choice.note;
    if (columns(line) < width) line += std::string(static_cast<std::size_t>(width - columns(line)), ' ');
    const Style style = at ? Style::Highlight : (choice.enabled ? Style::Normal : Style::Dim);
    canvas.text(row + i, col, line, style, width);
  }
}

void draw_game_over(Canvas& canvas, const Notice& result, ChoiceList& choices) {
  const int height = static_cast<int>(result.lines.size() + choices.choices().size()) + 5;
  const Rect in = canvas.panel(height, 60, result.title);
  int row = in.row + 1;
  for (const auto& line : result.lines) canvas.text(row++, in.col, line, Style::Normal, in.width);
  draw_choices(canvas, choices, row + 1, in.col, in.width, static_cast<int>(choices.choices().size()));
}

}  // namespace cardtable::ui
