#include "ui/play/remote_place.hpp"

#include <spdlog/spdlog.h>

#include "ui/play/game_record.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/play/overlays.hpp"
#include "ui/screens/log_pane.hpp"
#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {
namespace {

class RemotePlace final : public TablePlace {
 public:
  RemotePlace(const framework::GameCatalog& catalog, RemoteSeat& seat, const std::optional<HostAtSeat>& hosting)
      : catalog_(catalog), seat_(seat), hosting_(hosting.has_value()), notes_(hosting ? hosting->notes : Lines{}) {
    if (!notes_.empty()) overlay_ = Overlay::Notes;
  }

  // Takes what the host sent since the last frame.
  void take(std::vector<SeatMove>& moves) override {
    const auto version = seat_.version();
    if (version == seen_version_) return;
    seen_version_ = version;
    auto look = seat_.look();
    if (!table_ && !look.game.empty()) table_ = make_table(catalog_, look.game);
    game_ = look.game;
    words_ = remote_words(look.seats, look.seat);
    seats_ = look.seats;
    if (look.log_generation != log_generation_) {
      log_.clear();
      // The join commands in brackets, as the log's other notes; the blank lines between them stay blank.
      for (const auto& line : notes_) log_.add(line.empty() ? line : "(" + line + ")");
      shown_lines_ = 0;
      log_generation_ = look.log_generation;
    }
    for (; shown_lines_ < look.log.size(); ++shown_lines_) log_.add(look.log[shown_lines_]);
    for (auto& move : look.moves) {
      move.logged += notes_.size();  // the host's join commands head the log
      if (!move.turn && move.notice) results_ = move.notice;  // the results, worded by the host for this seat
      moves.push_back(std::move(move));
    }
    if (!look.refusal.empty()) message_ = look.refusal;
    stage_ = look.stage;
    why_ = look.why;
    if (look.position) position_ = std::move(look.position);
    if (look.hint && table_ && position_ && table_->point_at(*look.hint)) {
      std::string label = *look.hint;
      for (const auto& option : position_->question->options)
        if (option.id == *look.hint) label = option.label;
      message_ = "Hint from the host's bot: " + label + ". Enter gives it.";
    }
    if ((stage_ == RemoteSeat::Stage::Gone || stage_ == RemoteSeat::Stage::Refused) && overlay_ != Overlay::HostGone) {
      // The host stopping after the game ended loses nothing: the results were shown.
      host_gone_ = !(position_ && position_->over);
      gone_farewell_ = "cardtable join: " + why_;
      scroll_ = Scroll();
      overlay_ = Overlay::HostGone;
    }
  }

  void step(bool) override {}

  std::string game_id() const override { return game_; }
  GameTable* table() override { return table_.get(); }
  const SeatPosition* position() override { return position_ ? &*position_ : nullptr; }
  framework::SeatWordings words() const override { return words_; }
  LogPane& log() override { return log_; }
  bool plays_here(framework::Seat seat) const override { return position_ && seat == position_->seat; }

  // The status line: who is asked, who is away.
  std::string prompt() const override {
    switch (stage_) {
      case RemoteSeat::Stage::Joining: return "Joining the table...";
      case RemoteSeat::Stage::Rejoining: return "Connection lost (" + why_ + "): joining again...";
      default: break;
    }
    if (!position_ || position_->over) return "";
    const auto asked = position_->question->seat;
    if (asked == position_->seat) return {};
    const auto& who = words_.at(asked).name;
    if (asked < seats_.size() && !seats_[asked].present) return "Waiting for " + who + " to come back.";
    return who + (asked < seats_.size() && seats_[asked].bot ? " is thinking..." : " is deciding...");
  }
  std::string leaving_note() const override { return "q leaves (the seat waits for you)."; }
  std::vector<KeyHelp> help_keys(const GameTable& table) const override { return network_seat_help_keys(table); }
  std::string key_bar(const GameTable& table, int width) const override { return table_key_bar(table, width, true); }

  void answer(const std::string& id) override {
    if (!position_ || !position_->asked()) return;
    spdlog::debug("join: answer {}", id);
    seat_.answer(id);
  }
  void ask_hint() override {
    seat_.ask_hint();
    message_ = "Asking the host's bot for a hint...";
  }

  Notice results(const SeatPosition& end) override { return results_ ? *results_ : table_->result(end, words_); }
  bool offers_rematch() const override { return false; }
  std::string record_level() const override {
    std::vector<framework::SeatPlayer> players;
    for (const auto& seat : seats_) players.push_back({seat.name, seat.bot, seat.level, 0});
    return ui::record_level(players);
  }

  bool overlay_open() const override { return overlay_ != Overlay::None; }
  bool overlay_alone() const override { return overlay_ == Overlay::Notes; }
  void draw_overlay(Canvas& canvas) override {
    if (overlay_ == Overlay::Notes) {
      // The whole width: a join code is one word that must not be cut.
      draw_text_window(canvas, "Your table", notes_, scroll_, "Enter: to the table.", canvas.cols());
    } else if (overlay_ == Overlay::HostGone) {
      draw_text_window(canvas, stage_ == RemoteSeat::Stage::Refused ? "Not seated" : "The host is gone",
                       {why_ + ".", "", "Any key leaves."}, scroll_, "");
    }
  }
  bool overlay_key(Key key) override {
    if (overlay_ == Overlay::HostGone) {
      exit_ = host_gone_ ? TableExit::HostGone : TableExit::Leave;
    } else if (overlay_ == Overlay::Notes && !scroll_.handle(key)) {
      if (key.is('q') || key.kind == KeyKind::Interrupt) exit_ = TableExit::Leave;
      overlay_ = Overlay::None;
    }
    return false;
  }
  void draw_waiting(Canvas& canvas) override {
    const auto& said = stage_ == RemoteSeat::Stage::Joining ? std::string("Joining the table...") : why_;
    canvas.centred(canvas.rows() / 2, said, Style::Bold);
  }
  void draw_confirm_quit(Canvas& canvas, Scroll& scroll) override {
    draw_text_window(canvas, "Leave the table?",
                     hosting_ ? Lines{"You are the host: leaving stops the table for everyone.",
                                      "The game is saved; cardtable host --resume goes on with the same codes.", "",
                                      "y or Enter: leave.  Any other key: stay."}
                              : Lines{"The game goes on at the host; your seat waits for you.",
                                      "The same join command sits you down again where you left.", "",
                                      "y or Enter: leave.  Any other key: stay."},
                     scroll, "");
  }

  std::optional<TableExit> exit() const override { return exit_; }

  std::string farewell(TableExit exit, const std::optional<Notice>& results) override {
    if (exit == TableExit::Stopped) return "Stopped; the seat waits for you: join again with the same code.";
    if (overlay_ == Overlay::HostGone) return gone_farewell_;
    if (results) return "Game over. " + (results->lines.empty() ? "" : results->lines.front());
    if (position_ && position_->over) return "Game over.";
    return hosting_ ? "Left the table."
                    : "Left the table; the seat waits for you: the same join command sits you down again.";
  }

 private:
  using Lines = std::vector<std::string>;
  enum class Overlay { None, Notes, HostGone };

  const framework::GameCatalog& catalog_;
  RemoteSeat& seat_;
  bool hosting_ = false;
  Lines notes_;
  std::string game_;
  std::unique_ptr<GameTable> table_;
  std::uint64_t seen_version_ = 0;
  RemoteSeat::Stage stage_ = RemoteSeat::Stage::Joining;
  std::string why_;
  std::vector<framework::SeatWording> words_;
  std::vector<SeatPresence> seats_;
  std::optional<SeatPosition> position_;
  std::optional<Notice> results_;
  LogPane log_;
  std::size_t shown_lines_ = 0;
  std::uint64_t log_generation_ = 0;
  Overlay overlay_ = Overlay::None;
  Scroll scroll_;
  bool host_gone_ = false;
  std::string gone_farewell_;
  std::optional<TableExit> exit_;
};

}  // namespace

TableOutcome play_remote_table(Terminal& terminal, const framework::GameCatalog& catalog, RemoteSeat& seat,
                               const std::optional<HostAtSeat>& hosting) {
  RemotePlace place(catalog, seat, hosting);
  return run_table(terminal, place);
}

}  // namespace cardtable::ui
