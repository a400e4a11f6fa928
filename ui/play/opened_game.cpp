#include "ui/play/opened_game.hpp"

#include <spdlog/spdlog.h>

#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "ui/play/game_ui.hpp"
#include "framework/seat_words.hpp"

namespace cardtable::ui {
namespace {

// Words each answer as the load's replay gives it, as the table's log would (TableLog::rebuild).
class LogWording final : public saves::ReplayWatch {
 public:
  explicit LogWording(const framework::GameCatalog& catalog) : catalog_(catalog) {}

  void started(const framework::Session& replay) override {
    table_ = make_table(catalog_, replay.game_id());
    seats_ = framework::seat_words(replay.seats());
    lines_ = table_->opening(replay.match(), seats_);
  }
  void answered(const framework::Session& replay, const std::vector<std::string>& said) override {
    for (auto& line : table_->narrate(replay.match(), said, seats_).log) lines_.push_back(std::move(line));
  }
  void went_on(const framework::Session&, const std::string& why, const std::string& notice) override {
    why_ = why;
    notice_ = notice;
  }
  std::vector<std::string> take() { return std::move(lines_); }
  // Why the answer log did not replay, when the game goes on from its saved position.
  const std::string& why() const { return why_; }
  const std::string& notice() const { return notice_; }

 private:
  const framework::GameCatalog& catalog_;
  std::unique_ptr<GameTable> table_;
  std::vector<framework::SeatWording> seats_;
  std::vector<std::string> lines_;
  std::string why_;
  std::string notice_;
};

}  // namespace

OpenedGame open_saved_game(const std::filesystem::path& path, const framework::GameCatalog& catalog) {
  LogWording wording(catalog);
  auto session = saves::read_save(path, catalog, &wording);
  std::vector<std::string> notes;
  if (!wording.why().empty()) {
    spdlog::warn("{}: saved under earlier rules: {}", path.string(), wording.why());
    notes.push_back(wording.notice());
    // Going on from the stored position, undo has nothing before it; from an earlier decision, the kept ones undo.
    if (session.answers().empty()) notes.push_back("Undo stops at that position.");
  }
  try {
    const auto name = saves::own_save_name(path, session.name(), saves::save_dir());
    if (name != session.name()) {
      if (!session.name().empty())
        notes.push_back("It goes on as " + name + ": the name " + session.name() + " belongs to another save, which is left as it is.");
      session.set_name(name);
    }
  } catch (const saves::SaveError&) {
    // No home folder for saves: the game's first autosave says so.
  }
  return {std::move(session), wording.take(), std::move(notes)};
}

}  // namespace cardtable::ui
