#include "ui/play/table_loop.hpp"

#include <chrono>
#include <future>
#include <optional>

#include <spdlog/spdlog.h>

#include "framework/errors.hpp"
#include "saves/save_file.hpp"
#include "ui/play/overlays.hpp"
#include "ui/play/seat_words.hpp"
#include "ui/screens/choice_list.hpp"
#include "ui/screens/session_driver.hpp"
#include "ui/screens/text_prompt.hpp"
#include "ui/terminal/canvas.hpp"
#include "ui/terminal/terminal.hpp"

namespace cardtable::ui {
namespace {

using Clock = std::chrono::steady_clock;
// Long enough to see what the bot played, short enough not to drag; any key skips it.
constexpr auto kBotPause = std::chrono::milliseconds(700);
constexpr int kFrameWaitMs = 50;

enum class Overlay { None, Help, ConfirmQuit, SaveName, Handover, Notice, GameOver };

class TableLoop {
 public:
  TableLoop(Terminal& terminal, const framework::GameCatalog& catalog, framework::Session& session)
      : terminal_(terminal),
        catalog_(catalog),
        session_(session),
        driver_(catalog, session),
        table_(make_table(session.game_id())),
        seats_(seat_words(session.seats())) {
    const auto people = driver_.people();
    hot_seat_ = people.size() > 1;
    viewer_ = people.empty() ? 0 : people.front();
    rebuild_log();
  }

  TableOutcome run() {
    autosave();
    while (!exit_) {
      if (terminal_.stop_requested()) {
        exit_ = TableExit::Stopped;
        break;
      }
      sync();
      const bool fits = draw();
      if (fits) step_bot();
      on_key(terminal_.read_key(kFrameWaitMs), fits);
    }
    return {*exit_, farewell()};
  }

 private:
  bool people_to_move() const { return !driver_.is_over() && !driver_.bot_to_move(); }

  void sync() {
    if (overlay_ == Overlay::None && hot_seat_ && people_to_move() && (!viewer_known_ || driver_.to_move() != viewer_))
      overlay_ = Overlay::Handover;
    if (!hot_seat_) viewer_known_ = true;
    if (overlay_ == Overlay::None && driver_.is_over()) {
      notice_ = table_->result(session_.match(), seats_);
      game_over_ = ChoiceList("Game over", {{"Play again", "", true}, {"Main menu", "", true}, {"Quit", "", true}});
      overlay_ = Overlay::GameOver;
    }
    table_->show(session_.match(), viewer_);
  }

  std::vector<KeyHelp> help_keys() const {
    auto keys = table_->keys();
    keys.push_back({"PgUp/PgDn, [ ]", "scroll the log"});
    keys.push_back({"s", "save the game under a name"});
    if (!hot_seat_) keys.push_back({"u", "undo back to your previous decision (the bot replays the same)"});
    keys.push_back({"?", "this help"});
    keys.push_back({"q, Ctrl-C", "leave the table (the game is saved after every move)"});
    return keys;
  }

  std::string prompt() const {
    if (driver_.is_over()) return "The game is over.";
    if (driver_.bot_to_move()) return seats_.at(driver_.to_move()).title + " is thinking...";
    return {};
  }

  bool draw() {
    auto canvas = terminal_.frame();
    if (canvas.rows() < table_->min_rows() || canvas.cols() < table_->min_cols()) {
      draw_too_small(canvas, table_->min_rows(), table_->min_cols());
      terminal_.show();
      return false;
    }
    TableScene scene;
    scene.seats = seats_;
    scene.log = &log_;
    scene.prompt = prompt();
    scene.message = message_;
    scene.hide_hand = overlay_ == Overlay::Handover || (hot_seat_ && !viewer_known_);
    scene.keys = table_->key_bar() + (hot_seat_ ? "  s save  ? help  q quit" : "  s save  u undo  ? help  q quit");
    table_->draw(canvas, scene);
    switch (overlay_) {
      case Overlay::Help: draw_help(canvas, help_keys()); break;
      case Overlay::ConfirmQuit: draw_confirm_quit(canvas, session_.name(), driver_.is_over()); break;
      case Overlay::SaveName: draw_text_prompt(canvas, *name_prompt_); break;
      case Overlay::Handover: draw_handover(canvas, seats_.at(driver_.to_move()).title); break;
      case Overlay::Notice: draw_notice(canvas, *notice_, "Press Enter to go on."); break;
      case Overlay::GameOver: draw_game_over(canvas, *notice_, game_over_); break;
      case Overlay::None: break;
    }
    terminal_.show();
    return true;
  }

  void step_bot() {
    if (overlay_ != Overlay::None || !driver_.bot_to_move()) return;
    if (!bot_) {
      std::shared_ptr<framework::Match> position = session_.match().clone();
      auto* agent = &driver_.agent(driver_.to_move());
      const auto seed = driver_.bot_seed_now();
      bot_ = std::async(std::launch::async, [agent, position, seed] { return agent->choose(*position, seed); });
      bot_started_ = Clock::now();
      bot_at_ = session_.answers().size();
      return;
    }
    if (bot_->wait_for(std::chrono::seconds(0)) != std::future_status::ready) return;
    if (!skip_pause_ && Clock::now() - bot_started_ < kBotPause) return;
    auto id = bot_->get();
    bot_.reset();
    skip_pause_ = false;
    if (bot_at_ == session_.answers().size()) apply(id);
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
      case Overlay::Help: overlay_ = Overlay::None; return;
      case Overlay::ConfirmQuit:
        if (key.is('y') || key.is('Y') || key.kind == KeyKind::Enter || key.kind == KeyKind::Interrupt)
          exit_ = TableExit::Leave;
        else
          overlay_ = Overlay::None;
        return;
      case Overlay::SaveName: return on_name_key(key);
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
      overlay_ = Overlay::Help;
    } else if (key.is('q') || key.kind == KeyKind::Interrupt) {
      overlay_ = Overlay::ConfirmQuit;
    } else if (key.is('s')) {
      name_prompt_.emplace("Save this game as:", session_.name());
      overlay_ = Overlay::SaveName;
    } else if (key.is('u')) {
      undo();
    } else if (key.kind == KeyKind::PageUp || key.is('[')) {
      log_.scroll_back(3);
    } else if (key.kind == KeyKind::PageDown || key.is(']')) {
      log_.scroll_forward(3);
    } else if (driver_.bot_to_move()) {
      skip_pause_ = true;
    } else if (auto id = table_->handle(key)) {
      apply(*id);
    }
  }

  void on_name_key(Key key) {
    switch (name_prompt_->handle(key)) {
      case TextPrompt::Outcome::Done:
        save_as(name_prompt_->text());
        overlay_ = Overlay::None;
        break;
      case TextPrompt::Outcome::Cancelled: overlay_ = Overlay::None; break;
      case TextPrompt::Outcome::None: break;
    }
  }

  void on_game_over_key(Key key) {
    switch (game_over_.handle(key)) {
      case ChoiceList::Outcome::Chosen: {
        const TableExit exits[] = {TableExit::PlayAgain, TableExit::Menu, TableExit::Leave};
        exit_ = exits[game_over_.cursor()];
        break;
      }
      case ChoiceList::Outcome::Back: exit_ = TableExit::Leave; break;
      case ChoiceList::Outcome::None: break;
    }
  }

  void apply(const std::string& id) {
    Narration narration;
    try {
      narration = table_->narrate(session_.match(), id, seats_);
      driver_.answer(id);
    } catch (const framework::IllegalOption& e) {
      // The table only offers legal answers; if one is refused anyway, say so and keep the position.
      spdlog::error("answer '{}' refused: {}", id, e.what());
      message_ = e.what();
      return;
    }
    spdlog::debug("answer {}: {}", session_.answers().size(), id);
    for (auto& line : narration.log) log_.add(std::move(line));
    if (narration.notice && !driver_.is_over()) {
      notice_ = std::move(narration.notice);
      overlay_ = Overlay::Notice;
    }
    autosave();
  }

  void autosave() {
    try {
      saves::write_save(saves::autosave_path(session_), session_);
    } catch (const saves::SaveError& e) {
      spdlog::error("autosave failed: {}", e.what());
      message_ = std::string("Autosave failed: ") + e.what();
    }
  }

  void save_as(const std::string& name) {
    const auto old_path = saves::autosave_path(session_);
    const auto old_name = session_.name();
    session_.set_name(name);
    const auto path = saves::autosave_path(session_);
    try {
      saves::write_save(path, session_);
    } catch (const saves::SaveError& e) {
      session_.set_name(old_name);
      message_ = std::string("Not saved: ") + e.what();
      return;
    }
    // One file per game: the game now lives under its new name.
    std::error_code ignored;
    if (path != old_path) std::filesystem::remove(old_path, ignored);
    spdlog::info("saved as {}", path.string());
    message_ = "Saved as " + name + " (later: cardtable resume " + name + ").";
  }

  void undo() {
    if (hot_seat_ || driver_.people().empty()) {
      message_ = "Undo is for games against the bot.";
      return;
    }
    const auto point = driver_.undo_point(viewer_);
    if (!point) {
      message_ = "Nothing to undo yet.";
      return;
    }
    if (bot_) bot_->wait();
    bot_.reset();
    driver_.rewind_to(*point);
    rebuild_log();
    log_.add("(Undone: back to your earlier decision.)");
    autosave();
    message_ = "Undone: your decision again.";
  }

  void rebuild_log() {
    log_.clear();
    auto replay = catalog_.create(session_.game_id(), session_.setup());
    for (auto& line : table_->opening(*replay, seats_)) log_.add(std::move(line));
    for (const auto& id : session_.answers()) {
      for (auto& line : table_->narrate(*replay, id, seats_).log) log_.add(std::move(line));
      replay->answer(id);
    }
  }

  std::string farewell() const {
    const auto& name = session_.name();
    if (*exit_ == TableExit::Stopped) return "Stopped. The game is saved as " + name + ": cardtable resume " + name;
    if (driver_.is_over()) return "Game over. " + (notice_ && !notice_->lines.empty() ? notice_->lines.front() : "");
    return "The game is saved as " + name + ". Continue it with: cardtable resume " + name;
  }

  Terminal& terminal_;
  const framework::GameCatalog& catalog_;
  framework::Session& session_;
  SessionDriver driver_;
  std::unique_ptr<GameTable> table_;
  std::vector<SeatWords> seats_;
  LogPane log_;
  framework::Seat viewer_ = 0;
  bool hot_seat_ = false;
  bool viewer_known_ = false;
  Overlay overlay_ = Overlay::None;
  std::optional<Notice> notice_;
  std::optional<TextPrompt> name_prompt_;
  ChoiceList game_over_;
  std::string message_;
  std::optional<std::future<std::string>> bot_;
  Clock::time_point bot_started_;
  std::size_t bot_at_ = 0;
  bool skip_pause_ = false;
  std::optional<TableExit> exit_;
};

}  // namespace

TableOutcome play_table(Terminal& terminal, const framework::GameCatalog& catalog, framework::Session& session) {
  TableLoop loop(terminal, catalog, session);
  return loop.run();
}

}  // namespace cardtable::ui
