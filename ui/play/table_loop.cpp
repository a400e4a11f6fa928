#include "ui/play/table_loop.hpp"

#include <chrono>
#include <optional>

#include <spdlog/spdlog.h>

#include "framework/errors.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "saves/save_lock.hpp"
#include "ui/play/game_record.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/play/overlays.hpp"
#include "ui/play/thinking.hpp"
#include "framework/seat_words.hpp"
#include "ui/screens/choice_list.hpp"
#include "ui/screens/history.hpp"
#include "ui/screens/local_seat.hpp"
#include "ui/screens/recap.hpp"
#include "ui/screens/save_keeping.hpp"
#include "ui/screens/session_driver.hpp"
#include "ui/screens/table_log.hpp"
#include "ui/screens/text_prompt.hpp"
#include "ui/terminal/canvas.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::ui {
namespace {

// Long enough to see what the bot played, short enough not to drag; any key skips it.
constexpr auto kBotPause = std::chrono::milliseconds(700);
constexpr int kFrameWaitMs = 50;

enum class Overlay {
  None, Help, Rules, History, NamedCards, Recap, ConfirmQuit, ConfirmUndo, SaveName, SaveFile, ConfirmReplace,
  SaveFailed, OpenElsewhere, Handover, Notice, GameOver
};

// The save folder, or an empty path when there is no home to hold one (the first autosave then says why).
std::filesystem::path home_saves() {
  try {
    return saves::save_dir();
  } catch (const saves::SaveError&) {
    return {};
  }
}

class TableLoop {
 public:
  TableLoop(Terminal& terminal, const framework::GameCatalog& catalog, framework::Session& session, WordedLog log,
            const std::vector<std::string>& notes)
      : terminal_(terminal),
        session_(session),
        driver_(session),
        table_(make_table(catalog, session.game_id())),
        log_(driver_, *table_, framework::seat_words(session.seats()), std::move(log)),
        seats_(log_.seats()),
        seat_(catalog, session),
        keeping_(home_saves()) {
    const auto people = driver_.people();
    hot_seat_ = people.size() > 1;
    viewer_ = people.empty() ? 0 : people.front();
    // What opening the save found to say (an earlier version's rules, another name) is shown first, and kept in the log.
    if (!notes.empty()) {
      for (const auto& line : notes) log_.pane().add("(" + line + ")");
      notice_ = Notice{"Opened", notes};
      overlay_ = Overlay::Notice;
    }
  }

  TableOutcome run() {
    // A new game is first saved at its first decision: one left before that leaves no save behind.
    std::error_code ec;
    if (lock_own_save()) {
      // Opening a finished game to look at it changes nothing, its "last played" included.
      if (!driver_.is_over() && (!session_.answers().empty() || std::filesystem::exists(save_path(), ec))) autosave();
    } else
      overlay_ = Overlay::OpenElsewhere;
    while (!exit_) {
      if (terminal_.stop_requested()) {
        exit_ = TableExit::Stopped;
        break;
      }
      sync();
      const bool fits = draw();
      if (fits) {
        step_bot();
        show_hint();
      }
      on_key(terminal_.read_key(kFrameWaitMs), fits);
    }
    // A finished game keeps its save (its results), not its lock file.
    if (driver_.is_over() && lock_) lock_->remove();
    return {*exit_, farewell(), *exit_ == TableExit::PlayAgain ? table_->rematch_setup(session_) : nlohmann::json()};
  }

 private:
  bool people_to_move() const { return !driver_.is_over() && !driver_.bot_to_move(); }

  void sync() {
    if (overlay_ == Overlay::None && hot_seat_ && people_to_move() && (!viewer_known_ || driver_.to_move() != viewer_)) {
      if (table_->anything_hidden(seat_.position(viewer_, seats_))) {
        overlay_ = Overlay::Handover;
      } else {  // nothing to hide yet (a draft before the deal): the keyboard just changes hands
        viewer_ = driver_.to_move();
        viewer_known_ = true;
      }
    }
    if (!hot_seat_) viewer_known_ = true;
    if (overlay_ == Overlay::None && recap_ && viewer_known_ && people_to_move() && driver_.to_move() == viewer_) {
      overlay_ = Overlay::Recap;
    } else if (!people_to_move() || driver_.to_move() != viewer_) {
      recap_.reset();  // out of date once someone else decides (or never the viewer's)
    }
    if (overlay_ == Overlay::None && save_alert_) {
      save_alert_ = false;
      overlay_ = Overlay::SaveFailed;
    }
    if (overlay_ == Overlay::None && driver_.is_over() && !results_closed_) {
      notice_ = table_->result(session_, seat_.position(viewer_, seats_), seats_);
      if (record_line_) notice_->lines.insert(notice_->lines.end(), {"", *record_line_});
      if (session_.hints_used() > 0)
        notice_->lines.push_back("Hints used in this game: " + std::to_string(session_.hints_used()) + ".");
      game_over_ = game_over_choices();
      overlay_ = Overlay::GameOver;
    }
    // The table draws from what its seat may see, as at a network seat (issue 39).
    table_->show(seat_.position(viewer_, seats_), seats_);
  }

  std::string prompt() const {
    if (driver_.is_over()) return "The game is over: Enter shows the results, q leaves.";
    if (overlay_ == Overlay::Notice) return "Read the summary: Enter goes on.";
    if (driver_.bot_to_move()) return seats_.at(driver_.to_move()).title + " is thinking...";
    if (hint_.asking()) return "Asking the " + std::string(TableHint::kLevel) + " bot for a hint...";
    return {};
  }

  // What q does on the too-small screen, and only what is true of the disk.
  std::string leaving_note() const {
    if (keeping_.failing()) return "q leaves; the game is NOT saved.";
    return keeping_.saved_somewhere() ? "q leaves (the game is saved)." : "q leaves (nothing was played to save).";
  }

  bool draw() {
    auto canvas = terminal_.frame();
    if (canvas.rows() < table_->min_rows() || canvas.cols() < table_->min_cols()) {
      draw_too_small(canvas, table_->min_rows(), table_->min_cols(), leaving_note());
      terminal_.show();
      return false;
    }
    screen_rows_ = canvas.rows();
    screen_cols_ = canvas.cols();
    TableScene scene;
    scene.seats = seats_;
    scene.log = &log_.pane();
    scene.prompt = prompt();
    scene.message = message_.empty() && keeping_.failing() ? "Not saved: s saves to a file of your choice." : message_;
    scene.hide_hand = overlay_ == Overlay::Handover || (hot_seat_ && !viewer_known_);
    scene.keys = table_key_bar(*table_, canvas.cols() - 2);
    table_->draw(canvas, scene);
    switch (overlay_) {
      case Overlay::Help:
        draw_help(canvas, table_help_keys(*table_, hot_seat_, keeping_.failing()), table_->legend(), overlay_scroll_,
                  table_->rules().empty() ? "Any other key closes this." : "r: how to play  any other key closes");
        break;
      case Overlay::Rules: draw_page(canvas, *rules_); break;
      case Overlay::History: draw_history(canvas, *history_); break;
      case Overlay::NamedCards:
        draw_history(canvas, *history_);
        draw_text_window(canvas, "Cards named in this line", named_cards_, overlay_scroll_, "Any other key goes back.");
        break;
      case Overlay::Recap: draw_text_window(canvas, recap_->title(), recap_->lines(), recap_->scroll(), recap_->footer()); break;
      case Overlay::ConfirmUndo: draw_confirm_undo(canvas, seats_.at(viewer_).name); break;
      case Overlay::ConfirmQuit:
        draw_confirm_quit(canvas, keeping_.kept(session_.answers().size()), driver_.is_over() && !keeping_.failing());
        break;
      case Overlay::SaveName:
      case Overlay::SaveFile: draw_text_prompt(canvas, *name_prompt_); break;
      case Overlay::ConfirmReplace: draw_confirm_replace(canvas, replacing_.string()); break;
      case Overlay::SaveFailed: draw_save_failed(canvas, keeping_.problem()); break;
      case Overlay::OpenElsewhere: draw_open_elsewhere(canvas, session_.name()); break;
      case Overlay::Handover: {
        const auto decision = session_.match().pending();
        draw_handover(canvas, seats_.at(decision.seat).title,
                      decision.turn == decision.seat ? "" : seats_.at(decision.turn).title);
        break;
      }
      case Overlay::Notice: draw_notice(canvas, *notice_, "Press Enter to go on.", overlay_scroll_); break;
      case Overlay::GameOver: draw_game_over(canvas, *notice_, game_over_); break;
      case Overlay::None: break;
    }
    terminal_.show();
    return true;
  }

  void step_bot() {
    if (overlay_ != Overlay::None || !driver_.bot_to_move()) return;
    if (!bot_.busy()) return bot_.start(driver_.agent(driver_.to_move()), session_, driver_.bot_seed_now());
    auto move = bot_.take(session_, skip_pause_ ? Thinking::Clock::duration{} : kBotPause);
    if (!bot_.busy()) skip_pause_ = false;
    if (move) apply(move->option);
  }

  void on_key(Key key, bool fits) {
    if (key.kind == KeyKind::None || key.kind == KeyKind::Resize) return;
    if (!fits) {
      if (key.is('q') || key.kind == KeyKind::Interrupt) exit_ = TableExit::Leave;
      return;
    }
    message_.clear();
    switch (overlay_) {
      case Overlay::None: return on_table_key(key);
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
          // The cards the marked line names, each with its text (the game's own reading of its cards).
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
      case Overlay::Recap:
        if (!recap_->handle(key)) {
          recap_.reset();
          overlay_ = Overlay::None;
        }
        return;
      case Overlay::ConfirmUndo:
        overlay_ = Overlay::None;
        if (key.is('y') || key.is('Y')) undo();
        return;
      case Overlay::ConfirmQuit:
        if (key.is('y') || key.is('Y') || key.kind == KeyKind::Enter || key.kind == KeyKind::Interrupt)
          exit_ = TableExit::Leave;
        else
          overlay_ = Overlay::None;
        return;
      case Overlay::SaveName:
      case Overlay::SaveFile: return on_name_key(key);
      case Overlay::ConfirmReplace:
        if (key.is('y') || key.is('Y')) {
          overlay_ = Overlay::None;
          save_to_file(replacing_);
        } else if (key.is('n') || key.is('N') || key.kind == KeyKind::Escape) {
          overlay_ = Overlay::SaveFile;  // the path typed is still there to be changed
        }
        return;
      case Overlay::SaveFailed:
        if (key.is('s'))
          ask_for_file();
        else if (key.kind == KeyKind::Enter || key.kind == KeyKind::Escape || key.is(' '))
          overlay_ = Overlay::None;
        return;
      case Overlay::OpenElsewhere:
        if (key.is('c') || key.kind == KeyKind::Enter)
          open_copy();
        else if (key.is('q') || key.kind == KeyKind::Escape || key.kind == KeyKind::Interrupt)
          exit_ = TableExit::Leave;
        return;
      case Overlay::Handover:
        if (key.kind == KeyKind::Enter || key.is(' ')) {
          viewer_ = driver_.to_move();
          viewer_known_ = true;
          overlay_ = Overlay::None;
        } else if (key.is('q') || key.kind == KeyKind::Interrupt) {
          overlay_ = Overlay::ConfirmQuit;
        }
        return;
      case Overlay::Notice:
        if (overlay_scroll_.handle(key)) return;
        if (key.kind == KeyKind::Enter || key.kind == KeyKind::Escape || key.is(' ') || key.kind == KeyKind::Click)
          overlay_ = Overlay::None;
        return;
      case Overlay::GameOver: return on_game_over_key(key);
    }
  }

  void on_table_key(Key key) {
    if (table_->busy()) {
      if (auto id = table_->handle(key)) apply(*id);
      return;
    }
    if (key.is('?')) {
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::Help;
    } else if (key.is('q') || key.kind == KeyKind::Interrupt) {
      overlay_ = Overlay::ConfirmQuit;
    } else if (key.is('s') && keeping_.failing()) {
      ask_for_file();
    } else if (key.is('s')) {
      name_prompt_.emplace("Save a copy of this game (a checkpoint) as:", session_.name() + "-" +
                                                                          std::to_string(session_.answers().size()));
      overlay_ = Overlay::SaveName;
    } else if (key.is('u')) {
      // With people sharing the keyboard, undo takes back the others' decisions too: they agree first.
      if (hot_seat_) overlay_ = Overlay::ConfirmUndo;
      else undo();
    } else if (key.is('H')) {
      ask_for_hint();
    } else if (key.is('L')) {
      history_.emplace(log_.pane().lines(), screen_cols_ - kHistoryMargin, screen_rows_ - kHistoryMargin);
      overlay_ = Overlay::History;
    } else if (key.kind == KeyKind::PageUp || key.is('[')) {
      log_.pane().scroll_back(3);
    } else if (key.kind == KeyKind::PageDown || key.is(']')) {
      log_.pane().scroll_forward(3);
    } else if (driver_.is_over() && (key.kind == KeyKind::Enter || key.is(' '))) {
      results_closed_ = false;
    } else if (driver_.bot_to_move()) {
      skip_pause_ = true;
    } else if (auto id = table_->handle(key)) {
      apply(*id);
    }
  }

  // The hint is computed like a bot's move, off the screen's thread; it is shown only if the position is unchanged.
  void ask_for_hint() {
    if (!people_to_move() || (hot_seat_ && driver_.to_move() != viewer_)) {
      message_ = "A hint is for your own decision; wait for your turn.";
      return;
    }
    hint_.ask(session_);
  }

  void show_hint() {
    const auto hint = hint_.take(session_);
    if (!hint || !table_->point_at(hint->option)) return;
    session_.count_hint();
    // On record even if the game is left before the next answer (but no save before the first decision).
    if (!session_.answers().empty()) autosave();
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

  void on_name_key(Key key) {
    switch (name_prompt_->handle(key)) {
      case TextPrompt::Outcome::Done: {
        const bool to_file = overlay_ == Overlay::SaveFile;
        overlay_ = Overlay::None;
        if (to_file)
          choose_file(name_prompt_->text());
        else
          save_as(name_prompt_->text());
        break;
      }
      case TextPrompt::Outcome::Cancelled: overlay_ = Overlay::None; break;
      case TextPrompt::Outcome::None: break;
    }
  }

  void on_game_over_key(Key key) {
    if (key.is('q') || key.kind == KeyKind::Interrupt) {
      exit_ = TableExit::Leave;
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
    if (table_->recaps_turns() && !driver_.is_over()) {
      const auto turn = session_.match().pending().turn;
      auto lines = recaps_.turn_now(turn, !session_.seats().at(turn).is_bot, log_.pane().lines());
      if (!lines.empty()) recap_.emplace(std::move(lines));
    }
    if (driver_.is_over() && !recorded_) {
      recorded_ = true;
      record_line_ = record_finished_game(session_, table_->rematch_setup(session_));
    }
    if (notice && !driver_.is_over()) {
      notice_ = std::move(notice);
      overlay_scroll_ = Scroll();
      overlay_ = Overlay::Notice;
    }
    autosave();
  }

  // Where autosaves go: the file the person chose after a failure, or the game's own file in the save folder.
  std::filesystem::path save_path() const {
    return keeping_.chosen_file() ? *keeping_.chosen_file() : saves::autosave_path(session_);
  }

  // Takes the lock of the file at `path` for this program; false when another program has that game open.
  bool lock(const std::filesystem::path& path) {
    auto lock = saves::SaveLock::acquire(path);
    if (!lock) return false;
    lock_ = std::move(*lock);
    opened_ = true;
    return true;
  }

  bool lock_own_save() {
    try {
      return lock(save_path());
    } catch (const saves::SaveError&) {  // no save folder at all: nothing to share with another program
      opened_ = true;
      return true;
    }
  }

  bool write(const std::filesystem::path& path) {
    try {
      saves::write_save(path, session_);
      keeping_.saved(path, session_.answers().size(), session_.name());
      return true;
    } catch (const saves::SaveError& e) {
      spdlog::error("save failed: {}", e.what());
      // A new failure is shown in full once; the status line keeps saying it until a save succeeds.
      if (!keeping_.failing() || keeping_.problem() != e.what()) save_alert_ = true;
      keeping_.failed(e.what());
      return false;
    }
  }

  void autosave() {
    try {
      write(save_path());
    } catch (const saves::SaveError& e) {  // no home folder to hold the save folder
      keeping_.failed(e.what());
      save_alert_ = true;
    }
  }

  void ask_for_file() {
    std::string suggestion;
    try {
      suggestion = (saves::home_dir() / (session_.name() + std::string(saves::kSaveExtension))).string();
    } catch (const saves::SaveError&) {
    }
    name_prompt_.emplace("Save to this file (later saves go there too):", suggestion, 200, TextPrompt::Kind::Path);
    overlay_ = Overlay::SaveFile;
  }

  // A file of the person's choice that exists is replaced only once they say so (the game's own file excepted).
  void choose_file(const std::filesystem::path& path) {
    std::error_code ec;
    const bool exists = std::filesystem::symlink_status(path, ec).type() != std::filesystem::file_type::not_found;
    if (exists && !std::filesystem::equivalent(path, save_path(), ec)) {
      replacing_ = path;
      overlay_ = Overlay::ConfirmReplace;
      return;
    }
    save_to_file(path);
  }

  void save_to_file(const std::filesystem::path& path) {
    // A target that is not a regular file is refused before its lock file is made beside it (/dev/null: no
    // /dev/.null.lock either).
    try {
      saves::check_write_target(path);
    } catch (const saves::SaveError& e) {
      keeping_.failed(e.what());
      save_alert_ = false;
      overlay_ = Overlay::SaveFailed;
      return;
    }
    auto file_lock = saves::SaveLock::acquire(path);
    if (!file_lock) {
      message_ = "Not saved: " + path.string() + " is open in another cardtable window.";
      return;
    }
    if (!write(path)) {
      file_lock->remove();  // nothing was saved there: no lock file is left beside it
      save_alert_ = false;
      overlay_ = Overlay::SaveFailed;
      return;
    }
    lock_ = std::move(*file_lock);
    keeping_.choose_file(path);
    spdlog::info("saved to {}", path.string());
    message_ = "Saved to " + path.string() + "; the next saves go there too.";
  }

  // The game is open in another program: this one plays a copy under the first free name.
  void open_copy() {
    const auto base = session_.name();
    for (int n = 1; n < 100; ++n) {
      const auto name = base + (n == 1 ? "-copy" : "-copy-" + std::to_string(n));
      std::filesystem::path path;
      try {
        path = saves::save_path_for(saves::save_dir(), name);
      } catch (const saves::SaveError& e) {
        message_ = e.what();
        return;
      }
      std::error_code ec;
      if (std::filesystem::exists(path, ec) || !lock(path)) continue;
      session_.set_name(name);
      overlay_ = Overlay::None;
      autosave();
      message_ = "Playing a copy, saved as " + name + ".";
      return;
    }
    message_ = "No free name for a copy of " + base + ".";
  }

  // A checkpoint: a copy of the game as it is now, under its own name; the game goes on saving to its own file.
  void save_as(const std::string& name) {
    const auto own_path = saves::autosave_path(session_);
    const auto own_name = session_.name();
    session_.set_name(name);
    const auto path = saves::autosave_path(session_);
    if (path == own_path) {
      session_.set_name(own_name);
      autosave();
      message_ = keeping_.failing() ? message_ : "Saved as " + name + ".";
      return;
    }
    // Never over another game: a save of that name that exists, or is open elsewhere, is left alone.
    std::error_code ec;
    const bool taken = std::filesystem::exists(path, ec) || saves::SaveLock::held_elsewhere(path);
    if (taken) {
      session_.set_name(own_name);
      message_ = "Not saved: a game called " + name + " exists already; choose another name.";
      return;
    }
    try {
      saves::write_save(path, session_);
    } catch (const saves::SaveError& e) {
      session_.set_name(own_name);
      message_ = std::string("Not saved: ") + e.what();
      return;
    }
    session_.set_name(own_name);
    spdlog::info("checkpoint {} saved", path.string());
    // The command to open the copy comes first: at 80 columns the rest may be cut.
    message_ = "Copy saved: cardtable resume " + name + "  (this game goes on as " + own_name + ")";
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
    autosave();
    message_ = "Undone: your decision again.";
  }

  std::string farewell() const {
    if (!opened_) return "Not opened: " + session_.name() + " is open in another cardtable window.";
    std::string out = *exit_ == TableExit::Stopped ? "Stopped." : "";
    if (driver_.is_over() && !keeping_.failing())
      return out + (out.empty() ? "" : " ") + "Game over. " +
             (notice_ && !notice_->lines.empty() ? notice_->lines.front() : "");
    for (const auto& line : keeping_.kept(session_.answers().size())) out += (out.empty() ? "" : " ") + line;
    return out;
  }

  Terminal& terminal_;
  framework::Session& session_;
  SessionDriver driver_;
  std::unique_ptr<GameTable> table_;
  TableLog log_;
  const std::vector<framework::SeatWording>& seats_;
  LocalSeat seat_;
  framework::Seat viewer_ = 0;
  bool hot_seat_ = false;
  bool viewer_known_ = false;
  Overlay overlay_ = Overlay::None;
  std::optional<Notice> notice_;
  Scroll overlay_scroll_;  // of the help or the notice open
  std::optional<Pager> rules_;
  std::optional<TextPrompt> name_prompt_;
  std::filesystem::path replacing_;  // the existing file "save to a file of your choice" asks about
  std::optional<History> history_;
  std::vector<std::string> named_cards_;  // the texts of the cards a log line names (i on the whole log)
  RecapKeeper recaps_;
  std::optional<Recap> recap_;  // "since your last turn", waiting for its person to take the keyboard
  int screen_rows_ = 24;
  int screen_cols_ = 80;
  ChoiceList game_over_;
  bool results_closed_ = false;  // Esc on the results: the finished board is being looked at
  bool recorded_ = false;        // a game is counted in the record once, when it ends at this table
  std::optional<std::string> record_line_;
  TableHint hint_;
  std::string message_;
  SaveKeeping keeping_;
  std::optional<saves::SaveLock> lock_;
  bool opened_ = false;     // this program holds the save's lock (or it could not be locked at all)
  bool save_alert_ = false; // a new save failure waits to be shown in full
  Thinking bot_;
  bool skip_pause_ = false;
  std::optional<TableExit> exit_;
};

}  // namespace

TableOutcome play_table(Terminal& terminal, const framework::GameCatalog& catalog, framework::Session& session,
                        WordedLog log, const std::vector<std::string>& notes) {
  TableLoop loop(terminal, catalog, session, std::move(log), notes);
  return loop.run();
}

}  // namespace cardtable::ui
