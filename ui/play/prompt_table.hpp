#pragma once
// The table for a game without a board of its own: the decision as a list of labelled options (the generic prompt).
#include "ui/screens/choice_list.hpp"
#include "ui/screens/game_table.hpp"

namespace cardtable::ui {

class PromptTable final : public GameTable {
 public:
  void show(const SeatPosition& position, framework::SeatWordings seats) override;
  std::optional<std::string> handle(Key key) override;
  bool point_at(const std::string& option_id) override;
  void draw(Canvas& canvas, const TableScene& scene) override;
  std::vector<KeyHelp> keys() const override;
  std::vector<std::string> legend() const override {
    return {"The highlighted row is the option Enter chooses; greyed options cannot be chosen now."};
  }
  std::vector<Page> rules() const override { return {}; }
  std::string key_bar() const override { return "up/down move  enter choose"; }
  bool busy() const override { return false; }
  int min_rows() const override { return 16; }
  int min_cols() const override { return 60; }
  // A game without a table of its own is told in the engine's own sentences.
  Narration narrate(const framework::Match&, const std::vector<std::string>& said,
                    framework::SeatWordings) const override {
    return {said, std::nullopt};
  }
  std::vector<std::string> opening(const framework::Match&, framework::SeatWordings) const override { return {}; }
  Notice result(const SeatPosition& end, framework::SeatWordings seats) const override;

 private:
  framework::Decision decision_;
  bool mine_ = false;
  ChoiceList list_;
};

}  // namespace cardtable::ui
