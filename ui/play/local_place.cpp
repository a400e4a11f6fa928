#include "ui/play/local_place.hpp"

#include <chrono>
#include <optional>

#include <spdlog/spdlog.h>

#include "framework/errors.hpp"
#include "framework/seat_words.hpp"
#include "ui/play/game_record.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/play/overlays.hpp"
#include "ui/play/table_saving.hpp"
#include "ui/play/thinking.hpp"
#include "ui/screens/local_seat.hpp"
#include "ui/screens/session_driver.hpp"
#include "ui/screens/table_log.hpp"

namespace cardtable::ui {
namespace {

// Long enough to see what the bot played, short enough not to drag; any key skips it.
constexpr auto kBotPause = std::chrono::milliseconds(700);

class LocalPlace final : public TablePlace {
 public:
  LocalPlace(const framework::GameCatalog& catalog, framework::Session& session, WordedLog log,
             const std::vector<std::string>& notes)
      : session_(session),
        driver_(session),
        table_(make_table(catalog, session.game_id())),
        log_(driver_, *table_, framework::seat_words(session.seats()), std::move(log)),
        seat_(catalog, session),
        saving_(session, message_) {
    const auto people = driver_.people();
    hot_seat_ = people.size() > 1;
    viewer_known_ = !hot_seat_;
    viewer_ = people.empty() ? 0 : people.front();
    // What opening the save found to say (an earlier version's rules, another name) is shown first, and kept in the
    // log.
    if (!notes.empty()) {
      for (const auto& line : notes) log_.pane().add("(" + line + ")");
      opened_ = Notice{"Opened", notes};
      overlay_ = Overlay::Opened;
    }
  }

  void open() override { saving_.open(driver_.is_over()); }

  void take(std::vector<SeatMove>& moves) override {
    for (auto& move : moves_) moves.push_back(std::move(move));
    moves_.clear();
  }

  void settle(bool free) override {
    if (free && hot_seat_ && people_to_move() && (!viewer_known_ || driver_.to_move() != viewer_)) {
      if (table_->anything_hidden(seat_.position(viewer_, seats()))) {
        overlay_ = Overlay::Handover;
      } else {  // nothing to hide yet (a draft before the deal): the keyboard just changes hands
        viewer_ = driver_.to_move();
        viewer_known_ = true;
      }
    }
    if (free && overlay_ == Overlay::None) saving_.settle();
  }

  void step(bool free) override {
    if (free) step_bot();
    show_hint();
  }

  std::string game_id() const override { return session_.game_id(); }
  GameTable* table() override { return table_.get(); }
  const SeatPosition* position() override { return &seat_.position(viewer_, seats()); }
  framework::SeatWordings words() const override { return seats(); }
  LogPane& log() override { return log_.pane(); }
  bool plays_here(framework::Seat seat) const override { return !session_.seats().at(seat).is_bot; }
  bool hides_hand() const override { return overlay_ == Overlay::Handover || !viewer_known_; }

  std::string prompt() const override {
    if (driver_.bot_to_move()) return seats().at(driver_.to_move()).title + " is thinking...";
    if (hint_.asking()) return "Asking the " + std::string(TableHint::kLevel) + " bot for a hint...";
    return {};
  }
  std::string standing_note() const override {
    return saving_.failing() ? "Not saved: s saves to a file of your choice." : "";
  }
  std::string leaving_note() const override { return saving_.leaving_note(); }
  std::vector<KeyHelp> help_keys(const GameTable& table) const override {
    return table_help_keys(table, hot_seat_, saving_.failing());
  }
  std::string key_bar(const GameTable& table, int width) const override { return table_key_bar(table, width); }

  void answer(const std::string& id) override { apply(id); }

  // The hint is computed like a bot's move, off the screen's thread; it is shown only if the position is unchanged.
  void ask_hint() override { hint_.ask(session_); }

  bool table_key(Key key) override {
    if (key.is('s')) {
      saving_.ask_to_save();
    } else if (key.is('u')) {
      // With people sharing the keyboard, undo takes back the others' decisions too: they agree first.
      if (hot_seat_)
        overlay_ = Overlay::ConfirmUndo;
      else
        undo();
    } else if (driver_.bot_to_move()) {
      skip_pause_ = true;
    } else {
      return false;
    }
    return true;
  }

  Notice results(const SeatPosition& end) override {
    auto notice = table_->results(session_)(end, seats());
    if (session_.hints_used() > 0)
      notice.lines.push_back("Hints used in this game: " + std::to_string(session_.hints_used()) + ".");
    return notice;
  }
  bool offers_rematch() const override { return true; }
  std::string record_level() const override { return ui::record_level(session_.seats()); }

  bool overlay_open() const override { return overlay_ != Overlay::None || saving_.overlay_open(); }

  void draw_overlay(Canvas& canvas) override {
    switch (overlay_) {
      case Overlay::Opened: draw_notice(canvas, *opened_, "Press Enter to go on.", scroll_); break;
      case Overlay::Handover: {
        const auto decision = session_.match().pending();
        draw_handover(canvas, seats().at(decision.seat).title,
                      decision.turn == decision.seat ? "" : seats().at(decision.turn).title);
        break;
      }
      case Overlay::ConfirmUndo: draw_confirm_undo(canvas, seats().at(viewer_).name); break;
      case Overlay::None: saving_.draw_overlay(canvas); break;
    }
  }

  bool overlay_key(Key key) override {
    switch (overlay_) {
      case Overlay::Opened:
        if (scroll_.handle(key)) return false;
        if (key.kind == KeyKind::Enter || key.kind == KeyKind::Escape || key.is(' ') || key.kind == KeyKind::Click)
          overlay_ = Overlay::None;
        return false;
      case Overlay::Handover:
        if (key.kind == KeyKind::Enter || key.is(' ')) {
          viewer_ = driver_.to_move();
          viewer_known_ = true;
          overlay_ = Overlay::None;
        } else if (key.is('q') || key.kind == KeyKind::Interrupt) {
          overlay_ = Overlay::None;
          return true;
        }
        return false;
      case Overlay::ConfirmUndo:
        overlay_ = Overlay::None;
        if (key.is('y') || key.is('Y')) undo();
        return false;
      case Overlay::None: saving_.overlay_key(key); return false;
    }
    return false;
  }

  void draw_confirm_quit(Canvas& canvas, Scroll&) override {
    ui::draw_confirm_quit(canvas, saving_.kept(), driver_.is_over() && !saving_.failing());
  }

  std::optional<TableExit> exit() const override {
    return saving_.leaving() ? std::optional(TableExit::Leave) : std::nullopt;
  }

  std::string farewell(TableExit exit, const std::optional<Notice>& results) override {
    if (!saving_.close(driver_.is_over()))
      return "Not opened: " + session_.name() + " is open in another cardtable window.";
    std::string out = exit == TableExit::Stopped ? "Stopped." : "";
    if (driver_.is_over() && !saving_.failing()) {
      const auto shown = results ? *results : this->results(*position());
      return out + (out.empty() ? "" : " ") + "Game over. " + (shown.lines.empty() ? "" : shown.lines.front());
    }
    for (const auto& line : saving_.kept()) out += (out.empty() ? "" : " ") + line;
    return out;
  }

  nlohmann::json rematch() const override { return table_->rematch_setup(session_); }

 private:
  enum class Overlay { None, Opened, Handover, ConfirmUndo };

  const std::vector<framework::SeatWording>& seats() const { return log_.seats(); }
  bool people_to_move() const { return !driver_.is_over() && !driver_.bot_to_move(); }

  void step_bot() {
    if (!driver_.bot_to_move()) return;
    if (!bot_.busy()) return bot_.start(driver_.agent(driver_.to_move()), session_, driver_.bot_seed_now());
    auto move = bot_.take(session_, skip_pause_ ? Thinking::Clock::duration{} : kBotPause);
    if (!bot_.busy()) skip_pause_ = false;
    if (move) apply(move->option);
  }

  void show_hint() {
    const auto hint = hint_.take(session_);
    if (!hint || !table_->point_at(hint->option)) return;
    session_.count_hint();
    // On record even if the game is left before the next answer (but no save before the first decision).
    if (!session_.answers().empty()) saving_.autosave();
    std::string label = hint->option;
    for (const auto& option : session_.match().pending().options)
      if (option.id == hint->option) label = option.label;
    message_ = "Hint from the " + std::string(TableHint::kLevel) + " bot: " + label + ". Enter gives it.";
    // The status line is one row and the reason rarely fits after the hint: the log wraps it in full.
    if (!hint->why.empty()) {
      message_ += " The log says why.";
      log_.pane().add("(Hint: " + label + ". Why: " + hint->why + ".)");
    }
    spdlog::info("hint {}: {} ({})", session_.hints_used(), hint->option, hint->why);
  }

  void apply(const std::string& id) {
    std::optional<Notice> notice;
    try {
      notice = log_.answer(id);
    } catch (const framework::IllegalOption& e) {
      // The table only offers legal answers; if one is refused anyway, say so and keep the position.
      spdlog::error("answer '{}' refused: {}", id, e.what());
      message_ = e.what();
      return;
    }
    spdlog::debug("answer {}: {}", session_.answers().size(), id);
    SeatMove move;
    move.logged = log_.pane().lines().size();
    if (!driver_.is_over()) {
      move.turn = session_.match().pending().turn;
      move.notice = std::move(notice);
    }
    moves_.push_back(std::move(move));
    saving_.autosave();
  }

  void undo() {
    if (driver_.people().empty()) return;
    const auto point = driver_.undo_point(viewer_);
    if (!point) {
      message_ = "Nothing to undo yet.";
      return;
    }
    bot_.drop();
    hint_.drop();
    driver_.rewind_to(*point);
    log_.rebuild();
    log_.pane().add("(Undone: back to your earlier decision.)");
    saving_.autosave();
    message_ = "Undone: your decision again.";
  }

  framework::Session& session_;
  SessionDriver driver_;
  std::unique_ptr<GameTable> table_;
  TableLog log_;
  LocalSeat seat_;
  TableSaving saving_;
  std::vector<SeatMove> moves_;  // the answers given since the loop last took them
  framework::Seat viewer_ = 0;
  bool hot_seat_ = false;
  bool viewer_known_ = false;
  Overlay overlay_ = Overlay::None;
  std::optional<Notice> opened_;
  Scroll scroll_;
  TableHint hint_;
  Thinking bot_;
  bool skip_pause_ = false;
};

}  // namespace

TableOutcome play_table(Terminal& terminal, const framework::GameCatalog& catalog, framework::Session& session,
                        WordedLog log, const std::vector<std::string>& notes) {
  LocalPlace place(catalog, session, std::move(log), notes);
  return run_table(terminal, place);
}

}  // namespace cardtable::ui
