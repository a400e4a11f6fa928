#pragma once
// Smash Up's table behind the loop's GameTable seam: the screen logic (SmashUpBoard) and its drawing.
#include "ui/screens/game_table.hpp"
#include "ui/smashup/card_browser.hpp"
#include "ui/smashup/smashup_board.hpp"

namespace cardtable::ui {

inline constexpr int kSmashUpMinRows = 24;
inline constexpr int kSmashUpMinCols = 80;

class SmashUpScreen final : public GameTable {
 public:
  void show(const SeatPosition& position, framework::SeatWordings seats) override;
  std::optional<std::string> handle(Key key) override { return board_.handle(key); }
  bool point_at(const std::string& option_id) override { return board_.point_at(option_id); }
  void draw(Canvas& canvas, const TableScene& scene) override;
  std::vector<KeyHelp> keys() const override;
  std::vector<std::string> legend() const override;
  std::vector<Page> rules() const override;
  std::string key_bar() const override { return board_.key_bar(); }
  bool busy() const override {
    return board_.panel() != SmashUpBoard::Panel::None || board_.placing() != smashup::kNoCard || board_.looking();
  }
  bool anything_hidden(const SeatPosition& position) const override;
  std::vector<std::string> cards_named(const std::string& line) const override { return cards_named_in(line); }
  bool recaps_turns() const override { return true; }
  int min_rows() const override { return kSmashUpMinRows; }
  int min_cols() const override { return kSmashUpMinCols; }
  Narration narrate(const framework::Match& after, const std::vector<std::string>& said,
                    framework::SeatWordings seats) const override;
  std::optional<Notice> notice(const framework::Match& after, framework::SeatWordings seats) const override;
  std::vector<std::string> opening(const framework::Match& start, framework::SeatWordings seats) const override;
  std::string record_pair(const SeatPosition& end) const override;
  Notice result(const SeatPosition& end, framework::SeatWordings seats) const override;
  // The session replayed once for the VP each base gave each player.
  Results results(const framework::Session& session) const override;
  nlohmann::json rematch_setup(const framework::Session& session) const override;

 private:
  SmashUpBoard board_;
};

}  // namespace cardtable::ui
