#include "ui/play/opened_game.hpp"

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
  std::vector<std::string> take() { return std::move(lines_); }

 private:
  const framework::GameCatalog& catalog_;
  std::unique_ptr<GameTable> table_;
  std::vector<framework::SeatWording> seats_;
  std::vector<std::string> lines_;
};

}  // namespace

OpenedGame open_saved_game(const std::filesystem::path& path, const framework::GameCatalog& catalog) {
  LogWording wording(catalog);
  auto session = saves::read_save(path, catalog, &wording);
  return {std::move(session), wording.take()};
}

}  // namespace cardtable::ui
