#include "ui/smashup/smashup_screen.hpp"

#include <algorithm>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/smashup_match.hpp"
#include "ui/screens/text.hpp"
#include "ui/smashup/smashup_lines.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {
namespace {

const smashup::State& state_of(const framework::Match& match) {
  return dynamic_cast<const smashup::SmashUpMatch&>(match).state();
}

Style style_of(BoardSpan::Mark mark) {
  switch (mark) {
    case BoardSpan::Mark::Plain: return Style::Normal;
    case BoardSpan::Mark::Dim: return Style::Dim;
    case BoardSpan::Mark::Bold:
    case BoardSpan::Mark::Heading: return Style::Bold;
    case BoardSpan::Mark::Target: return Style::Selected;
    case BoardSpan::Mark::Cursor: return Style::Highlight;
    case BoardSpan::Mark::Mine: return Style::Good;
  }
  return Style::Normal;
}

void paint(Canvas& canvas, int row, const BoardLine& line) {
  int col = 1;
  for (const auto& span : line) {
    canvas.text(row, col, span.text, style_of(span.mark), canvas.cols() - 1 - col);
    col += columns(span.text);
  }
}

std::vector<std::string> seat_titles(const std::vector<SeatWords>& seats) {
  std::vector<std::string> out;
  for (const auto& s : seats) out.push_back(s.title);
  return out;
}

void draw_panel(Canvas& canvas, const std::string& title, const std::vector<std::string>& lines) {
  const int width = std::min(canvas.cols() - 4, 76);
  std::vector<std::string> rows;
  for (const auto& line : lines)
    for (auto& part : wrap(line, width - 4)) rows.push_back(std::move(part));
  rows.push_back("");
  rows.push_back("Any key closes this.");
  const int height = std::min(canvas.rows() - 2, static_cast<int>(rows.size()) + 2);
  const auto inside = canvas.panel(height, width, title);
  for (int i = 0; i < inside.height && i < static_cast<int>(rows.size()); ++i)
    canvas.text(inside.row + i, inside.col + 1, rows[static_cast<std::size_t>(i)], Style::Normal, inside.width - 2);
}

void draw_discards(Canvas& canvas, const SmashUpBoard& board, const std::vector<SeatWords>& seats) {
  const auto& s = board.state();
  const auto seat = board.discard_seat();
  const auto& pile = s.seats.at(seat).discard;
  std::string cards;
  // Top of the pile first.
  for (auto it = pile.rbegin(); it != pile.rend(); ++it) cards += (cards.empty() ? "" : ", ") + card_text(s, *it);
  const std::string who = seat < seats.size() ? seats[seat].title : smashup::seat_name(seat);
  draw_panel(canvas, "Discard pile: " + who + " (" + std::to_string(pile.size()) + ")",
             {cards.empty() ? "(empty)" : cards, "", "left/right: another player's pile (discard piles are public, R-4)"});
}

}  // namespace

void SmashUpScreen::show(const framework::Match& match, framework::Seat viewer) { board_.show(state_of(match), viewer); }

void SmashUpScreen::draw(Canvas& canvas, const TableScene& scene) {
  const int rows = canvas.rows();
  const int cols = canvas.cols();
  const int width = cols - 2;
  const auto lines = board_lines(board_, seat_titles(scene.seats), width, scene.hide_hand);
  canvas.bar(0, 0, cols, Style::Title);
  canvas.text(0, 1, with_seat_names("Smash Up · " + lines.turn, scene.seats), Style::Title, cols - 2);

  std::string prompt = scene.prompt.empty() ? with_seat_names(board_.prompt(), scene.seats) : scene.prompt;
  auto prompt_rows = wrap(prompt, width);
  if (prompt_rows.size() > 2) prompt_rows.resize(2);
  const int players = static_cast<int>(lines.players.size());
  const int hand = static_cast<int>(lines.hand.size());
  const int options = scene.hide_hand ? 0 : static_cast<int>(lines.options.size());
  const int fixed = 1 + players + 1 + hand + static_cast<int>(prompt_rows.size()) + options + 1 + 1 + 1;
  const int board_room = std::max(3, rows - fixed - 3);
  const int board_rows = std::min(board_room, static_cast<int>(lines.bases.size()));

  int row = 1;
  for (const auto& line : lines.players) paint(canvas, row++, line);
  canvas.text(row++, 0, std::string(static_cast<std::size_t>(cols), '-'), Style::Frame);
  // Too many bases for the room: the board scrolls to keep the cursor in view, and says there is more.
  int first = 0;
  const int total = static_cast<int>(lines.bases.size());
  if (lines.cursor_line >= board_rows) first = std::min(lines.cursor_line - board_rows / 2, total - board_rows);
  for (int i = 0; i < board_rows; ++i) paint(canvas, row + i, lines.bases[static_cast<std::size_t>(first + i)]);
  if (first > 0) canvas.text(row, cols - 8, "more ^", Style::Bold);
  if (first + board_rows < total) canvas.text(row + board_rows - 1, cols - 8, "more v", Style::Bold);
  row += board_rows;

  canvas.text(row++, 0, std::string(static_cast<std::size_t>(cols), '-'), Style::Frame);
  for (const auto& line : lines.hand) paint(canvas, row++, line);
  for (const auto& text : prompt_rows) canvas.text(row++, 1, text, Style::Bold, width);
  if (!scene.hide_hand)
    for (const auto& line : lines.options) paint(canvas, row++, line);

  const int log_rows = rows - 2 - row;
  if (scene.log && log_rows > 0) {
    int at = row;
    for (const auto& line : scene.log->visible(log_rows, width)) canvas.text(at++, 1, line, Style::Dim, width);
  }
  const std::string note = !scene.message.empty() ? scene.message
                           : !board_.message().empty() ? board_.message()
                           : scene.hide_hand ? ""
                                             : with_seat_names(board_.cursor_note(), scene.seats);
  canvas.text(rows - 2, 1, note, Style::Bold, width);
  canvas.bar(rows - 1, 0, cols, Style::Status);
  canvas.text(rows - 1, 1, scene.keys, Style::Status, cols - 2);

  if (board_.panel() == SmashUpBoard::Panel::Inspect) {
    auto text = board_.inspect_lines();
    for (auto& line : text) line = with_seat_names(std::move(line), scene.seats);
    draw_panel(canvas, board_.inspect_title(), text);
  }
  if (board_.panel() == SmashUpBoard::Panel::Discards) draw_discards(canvas, board_, scene.seats);
}

std::vector<KeyHelp> SmashUpScreen::keys() const {
  return {{"arrows, h/j/k/l", "move among the highlighted choices (bases, minions, cards)"},
          {"enter, space", "choose; a card with several places asks where next"},
          {"1-9", "choose a listed answer (pass, done, yes, factions...)"},
          {"esc", "back to choosing the card"},
          {"tab", "look at everything on the table (tab again: only the choices)"},
          {"i", "the full text of the card or base under the cursor"},
          {"d", "the discard piles (left/right: another player)"}};
}

Narration SmashUpScreen::narrate(const framework::Match& before, const std::string& option_id,
                                 const std::vector<SeatWords>& seats) const {
  auto copy = before.clone();
  Narration out;
  for (auto& line : copy->answer(option_id)) out.log.push_back(with_seat_names(std::move(line), seats));
  return out;
}

std::vector<std::string> SmashUpScreen::opening(const framework::Match& start,
                                                const std::vector<SeatWords>& seats) const {
  const auto& s = state_of(start);
  std::string line = "Smash Up for " + std::to_string(s.players) + ":";
  for (std::size_t i = 0; i < s.seats.size() && i < seats.size(); ++i)
    line += (i ? ", " : " ") + seats[i].title + " (" + faction_pair(s.seats[i]) + ")";
  return {line + ". First to 15 VP wins."};
}

Notice SmashUpScreen::result(const framework::Match& match, const std::vector<SeatWords>& seats) const {
  const auto& s = state_of(match);
  Notice n{"Game over", {}};
  for (std::size_t i = 0; i < s.seats.size() && i < seats.size(); ++i)
    n.lines.push_back(seats[i].title + (s.winner == i ? " wins" : "") + " with " + std::to_string(s.seats[i].vp) +
                      " VP");
  return n;
}

}  // namespace cardtable::ui
