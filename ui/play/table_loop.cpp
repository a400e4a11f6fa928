#include "ui/play/table_loop.hpp"

#include <deque>
#include <optional>

#include "ui/play/game_record.hpp"
#include "ui/play/overlays.hpp"
#include "ui/screens/choice_list.hpp"
#include "ui/screens/history.hpp"
#include "ui/screens/recap.hpp"
#include "ui/terminal/canvas.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::ui {
namespace {

constexpr int kFrameWaitMs = 50;

enum class Overlay { None, Help, Rules, History, NamedCards, Recap, ConfirmQuit, Notice, GameOver };

class TableLoop {
 public:
  TableLoop(Terminal& terminal, TablePlace& place) : terminal_(terminal), place_(place) {}

  TableOutcome run() {
    place_.open();
    while (!exit_) {
      if (terminal_.stop_requested()) {
        exit_ = TableExit::Stopped;
        break;
      }
      if ((exit_ = place_.exit())) break;
      sync();
      const bool fits = draw();
      if (fits) place_.step(overlay_ == Overlay::None && !place_.overlay_open());
      on_key(terminal_.read_key(kFrameWaitMs), fits);
    }
    auto farewell = place_.farewell(*exit_, results_);
    return {*exit_, std::move(farewell), *exit_ == TableExit::PlayAgain ? place_.rematch() : nlohmann::json()};
  }

 private:
  bool free() const { return overlay_ == Overlay::None && !place_.overlay_open(); }

  // Takes what changed since the last frame and opens what it brings, one window at a time: a summary, the place's
  // own windows (the hand-over), "since your last turn", the results.
  void sync() {
    moves_.clear();
    place_.take(moves_);
    auto* table = place_.table();
    for (auto& move : moves_) after(move);
    const auto* position = place_.position();
    if (!table || !position) return;
    if (!position->over) seen_unfinished_ = true;
    if (position->over && seen_unfinished_ && !recorded_) {
      // A game is counted in the record once, when it ends at this table (opening a finished game counts nothing).
      recorded_ = true;
      record_line_ = record_finished_game(place_.game_id(), place_.record_level(), *position,
                                          table->record_pair(*position));
    }
    if (free() && !notices_.empty()) {
      notice_ = std::move(notices_.front());
      notices_.pop_front();
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::Notice;
    }
    place_.settle(free());
    if (free() && recap_ && position->asked() && !place_.hides_hand()) {
      overlay_ = Overlay::Recap;
    } else if (!position->asked()) {
      recap_.reset();  // out of date once someone else decides (or never this seat's)
    }
    if (free() && position->over && !results_closed_) {
      if (!results_) {
        results_ = place_.results(*position);
        if (record_line_) results_->lines.insert(results_->lines.end(), {"", *record_line_});
      }
      game_over_ = game_over_choices();
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::GameOver;
    }
    // The table draws from what its seat may see, at a local table as at a network seat (issue 39).
    table->show(*position, place_.words());
  }

  // One answer, anyone's: its summary waits its turn to be shown; a person's turn coming back brings what the others
  // did meanwhile.
  void after(SeatMove& move) {
    auto* table = place_.table();
    if (!move.turn || !table) return;  // the results are the place's (and once over nothing is recapped)
    if (move.notice) notices_.push_back(std::move(*move.notice));
    if (!table->recaps_turns()) return;
    const auto& lines = place_.log().lines();
    const auto end = static_cast<std::ptrdiff_t>(std::min(move.logged, lines.size()));
    const std::vector<std::string> logged(lines.begin(), lines.begin() + end);
    auto recap = recaps_.turn_now(*move.turn, place_.plays_here(*move.turn), logged);
    if (!recap.empty()) recap_.emplace(std::move(recap));
  }

  std::string prompt() {
    const auto* position = place_.position();
    if (position && position->over) return "The game is over: Enter shows the results, q leaves.";
    if (overlay_ == Overlay::Notice) return "Read the summary: Enter goes on.";
    return place_.prompt();
  }

  bool draw() {
    auto canvas = terminal_.frame();
    auto* table = place_.table();
    const auto* position = place_.position();
    if (place_.overlay_open() && place_.overlay_alone()) {
      place_.draw_overlay(canvas);
      terminal_.show();
      return true;
    }
    if (!table || !position) {
      place_.draw_waiting(canvas);
      if (place_.overlay_open()) place_.draw_overlay(canvas);
      terminal_.show();
      return place_.overlay_open();
    }
    if (canvas.rows() < table->min_rows() || canvas.cols() < table->min_cols()) {
      draw_too_small(canvas, table->min_rows(), table->min_cols(), place_.leaving_note());
      terminal_.show();
      return false;
    }
    screen_rows_ = canvas.rows();
    screen_cols_ = canvas.cols();
    const auto words = place_.words();
    TableScene scene;
    scene.seats.assign(words.begin(), words.end());
    scene.log = &place_.log();
    scene.prompt = prompt();
    scene.message = place_.message().empty() ? place_.standing_note() : place_.message();
    scene.hide_hand = place_.hides_hand();
    scene.keys = place_.key_bar(*table, canvas.cols() - 2);
    table->draw(canvas, scene);
    draw_overlay(canvas, *table);
    if (place_.overlay_open()) place_.draw_overlay(canvas);
    terminal_.show();
    return true;
  }

  void draw_overlay(Canvas& canvas, const GameTable& table) {
    switch (overlay_) {
      case Overlay::Help:
        draw_help(canvas, place_.help_keys(table), table.legend(), overlay_scroll_,
                  table.rules().empty() ? "Any other key closes this." : "r: how to play  any other key closes");
        break;
      case Overlay::Rules: draw_page(canvas, *rules_); break;
      case Overlay::History: draw_history(canvas, *history_); break;
      case Overlay::NamedCards:
        draw_history(canvas, *history_);
        draw_text_window(canvas, "Cards named in this line", named_cards_, overlay_scroll_, "Any other key goes back.");
        break;
      case Overlay::Recap:
        draw_text_window(canvas, recap_->title(), recap_->lines(), recap_->scroll(), recap_->footer());
        break;
      case Overlay::ConfirmQuit: place_.draw_confirm_quit(canvas, overlay_scroll_); break;
      case Overlay::Notice: draw_notice(canvas, *notice_, "Press Enter to go on.", overlay_scroll_); break;
      case Overlay::GameOver:
        if (place_.offers_rematch())
          draw_game_over(canvas, *results_, game_over_);
        else
          draw_notice(canvas, *results_, "Enter: look at the board.  q: leave.", overlay_scroll_);
        break;
      case Overlay::None: break;
    }
  }

  void on_key(Key key, bool fits) {
    if (key.kind == KeyKind::None || key.kind == KeyKind::Resize) return;
    if (!fits) {
      if (key.is('q') || key.kind == KeyKind::Interrupt) exit_ = TableExit::Leave;
      return;
    }
    place_.message().clear();
    if (place_.overlay_open()) {
      if (place_.overlay_key(key)) {
        overlay_scroll_ = Scroll();
        overlay_ = Overlay::ConfirmQuit;
      }
      return;
    }
    auto* table = place_.table();
    switch (overlay_) {
      case Overlay::None: return on_table_key(key, *table);
      case Overlay::Help:
        if (overlay_scroll_.handle(key)) return;
        overlay_ = Overlay::None;
        if (key.is('r') && !table->rules().empty()) {
          rules_.emplace(table->rules());
          overlay_ = Overlay::Rules;
        }
        return;
      case Overlay::Rules:
        if (rules_->handle(key)) overlay_ = Overlay::None;
        return;
      case Overlay::History:
        if (key.is('i')) {
          // The cards the marked line names, each with its text (the game's own reading of its cards).
          named_cards_ = table->cards_named(history_->marked_line());
          if (named_cards_.empty()) named_cards_ = {"No card or base is named in this line."};
          overlay_scroll_ = Scroll();
          overlay_ = Overlay::NamedCards;
        } else if (history_->handle(key)) {
          overlay_ = Overlay::None;
        }
        return;
      case Overlay::NamedCards:
        if (!overlay_scroll_.handle(key)) overlay_ = Overlay::History;
        return;
      case Overlay::Recap:
        if (!recap_->handle(key)) {
          recap_.reset();
          overlay_ = Overlay::None;
        }
        return;
      case Overlay::ConfirmQuit:
        if (key.is('y') || key.is('Y') || key.kind == KeyKind::Enter || key.kind == KeyKind::Interrupt)
          exit_ = TableExit::Leave;
        else
          overlay_ = Overlay::None;
        return;
      case Overlay::Notice:
        if (overlay_scroll_.handle(key)) return;
        if (key.kind == KeyKind::Enter || key.kind == KeyKind::Escape || key.is(' ') || key.kind == KeyKind::Click)
          overlay_ = Overlay::None;
        return;
      case Overlay::GameOver: return on_game_over_key(key);
    }
  }

  void on_table_key(Key key, GameTable& table) {
    if (table.busy()) {
      if (auto id = table.handle(key)) place_.answer(*id);
      return;
    }
    if (table.opens_window(key)) return;
    const auto* position = place_.position();
    if (key.is('?')) {
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::Help;
    } else if (key.is('q') || key.kind == KeyKind::Interrupt) {
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::ConfirmQuit;
    } else if (key.is('H')) {
      if (position->asked() && !place_.hides_hand())
        place_.ask_hint();
      else
        place_.message() = "A hint is for your own decision; wait for your turn.";
    } else if (key.is('L')) {
      history_.emplace(place_.log().lines(), screen_cols_ - kHistoryMargin, screen_rows_ - kHistoryMargin);
      overlay_ = Overlay::History;
    } else if (key.kind == KeyKind::PageUp || key.is('[')) {
      place_.log().scroll_back(3);
    } else if (key.kind == KeyKind::PageDown || key.is(']')) {
      place_.log().scroll_forward(3);
    } else if (position->over && (key.kind == KeyKind::Enter || key.is(' '))) {
      results_closed_ = false;
    } else if (!place_.table_key(key)) {
      if (auto id = table.handle(key)) place_.answer(*id);
    }
  }

  void on_game_over_key(Key key) {
    if (key.is('q') || key.kind == KeyKind::Interrupt) {
      exit_ = TableExit::Leave;
      return;
    }
    if (!place_.offers_rematch()) {
      if (overlay_scroll_.handle(key)) return;
      results_closed_ = true;
      overlay_ = Overlay::None;
      return;
    }
    switch (game_over_.handle(key)) {
      case ChoiceList::Outcome::Chosen:
        if (game_over_.cursor() > 0) {
          const TableExit exits[] = {TableExit::PlayAgain, TableExit::Menu, TableExit::Leave};
          exit_ = exits[game_over_.cursor() - 1];
          break;
        }
        [[fallthrough]];
      case ChoiceList::Outcome::Back:
        // The board and the log stay readable after the game; Enter brings the results back.
        results_closed_ = true;
        overlay_ = Overlay::None;
        break;
      case ChoiceList::Outcome::None: break;
    }
  }

  Terminal& terminal_;
  TablePlace& place_;
  std::vector<SeatMove> moves_;
  Overlay overlay_ = Overlay::None;
  Scroll overlay_scroll_;  // of the window open
  std::optional<Pager> rules_;
  std::optional<History> history_;
  std::vector<std::string> named_cards_;  // the texts of the cards a log line names (i on the whole log)
  std::deque<Notice> notices_;            // summaries of answers not shown yet, oldest first
  std::optional<Notice> notice_;
  RecapKeeper recaps_;
  std::optional<Recap> recap_;  // "since your last turn", waiting for its person to take the keyboard
  std::optional<Notice> results_;
  ChoiceList game_over_;
  bool results_closed_ = false;  // Esc on the results: the finished board is being looked at
  bool seen_unfinished_ = false;
  bool recorded_ = false;
  std::optional<std::string> record_line_;
  int screen_rows_ = 24;
  int screen_cols_ = 80;
  std::optional<TableExit> exit_;
};

}  // namespace

TableOutcome run_table(Terminal& terminal, TablePlace& place) {
  TableLoop loop(terminal, place);
  return loop.run();
}

}  // namespace cardtable::ui
