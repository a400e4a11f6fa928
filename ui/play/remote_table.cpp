#include "ui/play/remote_table.hpp"

#include <optional>

#include <spdlog/spdlog.h>

#include "ui/play/game_ui.hpp"
#include "ui/play/overlays.hpp"
#include "ui/screens/history.hpp"
#include "ui/screens/log_pane.hpp"
#include "ui/terminal/canvas.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::ui {
namespace {

constexpr int kFrameWaitMs = 50;

enum class Overlay { None, Notes, Help, Rules, History, NamedCards, ConfirmQuit, Results, HostGone };

class RemoteTable {
 public:
  RemoteTable(Terminal& terminal, const framework::GameCatalog& catalog, RemoteSeat& seat,
              const std::optional<HostAtSeat>& hosting)
      : terminal_(terminal),
        catalog_(catalog),
        seat_(seat),
        hosting_(hosting.has_value()),
        notes_(hosting ? hosting->notes : std::vector<std::string>{}) {
    if (!notes_.empty()) overlay_ = Overlay::Notes;
  }

  RemoteOutcome run() {
    while (!done_) {
      if (terminal_.stop_requested()) {
        farewell_ = "Stopped; the seat waits for you: join again with the same code.";
        break;
      }
      sync();
      const bool fits = draw();
      on_key(terminal_.read_key(kFrameWaitMs), fits);
    }
    return {host_gone_, farewell_};
  }

 private:
  // Takes what the host sent since the last frame.
  void sync() {
    const auto version = seat_.version();
    if (version == seen_version_) return;
    seen_version_ = version;
    auto look = seat_.look();
    if (!table_ && !look.game.empty()) table_ = make_table(catalog_, look.game);
    words_ = remote_words(look.seats, look.seat);
    seats_ = look.seats;
    if (look.log_generation != log_generation_) {
      log_.clear();
      for (const auto& line : notes_) log_.add("(" + line + ")");
      shown_lines_ = 0;
      log_generation_ = look.log_generation;
    }
    for (; shown_lines_ < look.log.size(); ++shown_lines_) log_.add(look.log[shown_lines_]);
    if (!look.refusal.empty()) message_ = look.refusal;
    stage_ = look.stage;
    why_ = look.why;
    if (look.position) position_ = std::move(look.position);
    if (table_ && position_) table_->show(*position_, words_);
    if (look.hint && table_ && table_->point_at(*look.hint)) {
      std::string label = *look.hint;
      for (const auto& option : position_->question->options)
        if (option.id == *look.hint) label = option.label;
      message_ = "Hint from the host's bot: " + label + ". Enter gives it.";
    }
    if ((stage_ == RemoteSeat::Stage::Gone || stage_ == RemoteSeat::Stage::Refused) && overlay_ != Overlay::HostGone) {
      // The host stopping after the game ended loses nothing: the results were shown.
      host_gone_ = !(position_ && position_->over);
      farewell_ = "cardtable join: " + why_;
      overlay_ = Overlay::HostGone;
    }
    if (position_ && position_->over && !results_shown_ && overlay_ == Overlay::None) {
      results_shown_ = true;
      results_ = table_->result(*position_, words_);
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::Results;
    }
  }

  // The status line: who is asked, who is away.
  std::string prompt() const {
    switch (stage_) {
      case RemoteSeat::Stage::Joining: return "Joining the table...";
      case RemoteSeat::Stage::Rejoining: return "Connection lost (" + why_ + "): joining again...";
      default: break;
    }
    if (!position_ || position_->over) return position_ ? "The game is over: q leaves." : "";
    const auto asked = position_->question->seat;
    if (asked == position_->seat) return {};
    const auto& who = words_.at(asked).name;
    if (asked < seats_.size() && !seats_[asked].present) return "Waiting for " + who + " to come back.";
    return who + (asked < seats_.size() && seats_[asked].bot ? " is thinking..." : " is deciding...");
  }

  bool draw() {
    auto canvas = terminal_.frame();
    if (overlay_ == Overlay::Notes) {
      // The whole width: a join code is one word that must not be cut.
      draw_text_window(canvas, "Your table", notes_, overlay_scroll_, "Enter: to the table.", canvas.cols());
      terminal_.show();
      return true;
    }
    if (!table_ || !position_) {
      canvas.centred(canvas.rows() / 2, stage_ == RemoteSeat::Stage::Joining ? "Joining the table..." : why_,
                     Style::Bold);
      if (overlay_ == Overlay::HostGone) draw_gone(canvas);
      terminal_.show();
      return overlay_ == Overlay::HostGone;
    }
    if (canvas.rows() < table_->min_rows() || canvas.cols() < table_->min_cols()) {
      draw_too_small(canvas, table_->min_rows(), table_->min_cols(), "q leaves (the seat waits for you).");
      terminal_.show();
      return false;
    }
    rows_ = canvas.rows();
    cols_ = canvas.cols();
    TableScene scene;
    scene.seats = words_;
    scene.log = &log_;
    scene.prompt = prompt();
    scene.message = message_;
    scene.keys = table_key_bar(*table_, canvas.cols() - 2, true);
    table_->draw(canvas, scene);
    switch (overlay_) {
      case Overlay::Help:
        draw_help(canvas, network_seat_help_keys(*table_), table_->legend(), overlay_scroll_,
                  table_->rules().empty() ? "Any other key closes this." : "r: how to play  any other key closes");
        break;
      case Overlay::Rules: draw_page(canvas, *rules_); break;
      case Overlay::History: draw_history(canvas, *history_); break;
      case Overlay::NamedCards:
        draw_history(canvas, *history_);
        draw_text_window(canvas, "Cards named in this line", named_cards_, overlay_scroll_, "Any other key goes back.");
        break;
      case Overlay::ConfirmQuit:
        draw_text_window(canvas, "Leave the table?",
                         hosting_ ? std::vector<std::string>{"You are the host: leaving stops the table for everyone.",
                                                             "The game is saved; cardtable host --resume goes on "
                                                             "with the same codes.",
                                                             "", "y or Enter: leave.  Any other key: stay."}
                                  : std::vector<std::string>{"The game goes on at the host; your seat waits for you.",
                                                             "The same join command sits you down again where you "
                                                             "left.",
                                                             "", "y or Enter: leave.  Any other key: stay."},
                         overlay_scroll_, "");
        break;
      case Overlay::Results:
        draw_notice(canvas, *results_, "Enter: look at the board.  q: leave.", overlay_scroll_);
        break;
      case Overlay::HostGone: draw_gone(canvas); break;
      case Overlay::Notes:
      case Overlay::None: break;
    }
    terminal_.show();
    return true;
  }

  void draw_gone(Canvas& canvas) {
    draw_text_window(canvas, stage_ == RemoteSeat::Stage::Refused ? "Not seated" : "The host is gone",
                     {why_ + ".", "", "Any key leaves."}, overlay_scroll_, "");
  }

  void on_key(Key key, bool fits) {
    if (key.kind == KeyKind::None || key.kind == KeyKind::Resize) return;
    if (overlay_ == Overlay::HostGone) {
      done_ = true;
      return;
    }
    if (!fits) {
      if (key.is('q') || key.kind == KeyKind::Interrupt) leave();
      return;
    }
    message_.clear();
    switch (overlay_) {
      case Overlay::None: return on_table_key(key);
      case Overlay::Notes:
        if (overlay_scroll_.handle(key)) return;
        if (key.is('q') || key.kind == KeyKind::Interrupt) return leave();
        overlay_ = Overlay::None;
        return;
      case Overlay::Help:
        if (overlay_scroll_.handle(key)) return;
        overlay_ = Overlay::None;
        if (key.is('r') && !table_->rules().empty()) {
          rules_.emplace(table_->rules());
          overlay_ = Overlay::Rules;
        }
        return;
      case Overlay::Rules:
        if (rules_->handle(key)) overlay_ = Overlay::None;
        return;
      case Overlay::History:
        if (key.is('i')) {
          named_cards_ = table_->cards_named(history_->marked_line());
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
      case Overlay::ConfirmQuit:
        if (key.is('y') || key.is('Y') || key.kind == KeyKind::Enter || key.kind == KeyKind::Interrupt)
          leave();
        else
          overlay_ = Overlay::None;
        return;
      case Overlay::Results:
        if (overlay_scroll_.handle(key)) return;
        if (key.is('q') || key.kind == KeyKind::Interrupt) leave();
        else overlay_ = Overlay::None;
        return;
      case Overlay::HostGone: return;
    }
  }

  void on_table_key(Key key) {
    if (table_->busy()) {
      if (auto id = table_->handle(key)) answer(*id);
      return;
    }
    if (key.is('?')) {
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::Help;
    } else if (key.is('q') || key.kind == KeyKind::Interrupt) {
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::ConfirmQuit;
    } else if (key.is('H')) {
      if (position_->asked()) {
        seat_.ask_hint();
        message_ = "Asking the host's bot for a hint...";
      } else {
        message_ = "A hint is for your own decision; wait for your turn.";
      }
    } else if (key.is('L')) {
      history_.emplace(log_.lines(), cols_ - kHistoryMargin, rows_ - kHistoryMargin);
      overlay_ = Overlay::History;
    } else if (key.kind == KeyKind::PageUp || key.is('[')) {
      log_.scroll_back(3);
    } else if (key.kind == KeyKind::PageDown || key.is(']')) {
      log_.scroll_forward(3);
    } else if (position_->over && (key.kind == KeyKind::Enter || key.is(' '))) {
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::Results;
    } else if (auto id = table_->handle(key)) {
      answer(*id);
    }
  }

  void answer(const std::string& id) {
    if (!position_->asked()) return;
    spdlog::debug("join: answer {}", id);
    seat_.answer(id);
  }

  void leave() {
    farewell_ = position_ && position_->over ? "Game over."
                : hosting_ ? "Left the table."
                           : "Left the table; the seat waits for you: the same join command sits you down again.";
    if (results_) farewell_ = "Game over. " + (results_->lines.empty() ? "" : results_->lines.front());
    done_ = true;
  }

  Terminal& terminal_;
  const framework::GameCatalog& catalog_;
  RemoteSeat& seat_;
  bool hosting_ = false;
  std::vector<std::string> notes_;
  std::unique_ptr<GameTable> table_;
  std::uint64_t seen_version_ = 0;
  RemoteSeat::Stage stage_ = RemoteSeat::Stage::Joining;
  std::string why_;
  std::vector<framework::SeatWording> words_;
  std::vector<SeatPresence> seats_;
  std::optional<SeatPosition> position_;
  LogPane log_;
  std::size_t shown_lines_ = 0;
  std::uint64_t log_generation_ = 0;
  Overlay overlay_ = Overlay::None;
  Scroll overlay_scroll_;
  std::optional<Pager> rules_;
  std::optional<History> history_;
  std::vector<std::string> named_cards_;
  std::optional<Notice> results_;
  bool results_shown_ = false;
  std::string message_;
  int rows_ = 24;
  int cols_ = 80;
  bool done_ = false;
  bool host_gone_ = false;
  std::string farewell_;
};

}  // namespace

RemoteOutcome play_remote_table(Terminal& terminal, const framework::GameCatalog& catalog, RemoteSeat& seat,
                                const std::optional<HostAtSeat>& hosting) {
  RemoteTable table(terminal, catalog, seat, hosting);
  return table.run();
}

}  // namespace cardtable::ui
