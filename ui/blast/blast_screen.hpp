#pragma once
// Blast's table behind the loop's GameTable seam: the screen logic (BlastTable) and its drawing.
#include "ui/blast/blast_table.hpp"
#include "ui/screens/game_table.hpp"

namespace cardtable::ui {

class BlastScreen final : public GameTable {
 public:
  void show(const SeatPosition& position, framework::SeatWordings seats) override;
  std::optional<std::string> handle(Key key) override { return table_.handle(key); }
  bool point_at(const std::string& option_id) override { return table_.point_at(option_id); }
  void draw(Canvas& canvas, const TableScene& scene) override;
  std::vector<KeyHelp> keys() const override { return table_.keys(); }
  std::vector<std::string> legend() const override;
  std::vector<Page> rules() const override;
  std::string key_bar() const override { return table_.key_bar(); }
  bool busy() const override { return table_.mode() == TableMode::Declare; }
  int min_rows() const override { return kBlastMinRows; }
  int min_cols() const override { return kBlastMinCols; }
  Narration narrate(const framework::Match& after, const std::vector<std::string>& said,
                    framework::SeatWordings seats) const override;
  std::optional<Notice> notice(const framework::Match& after, framework::SeatWordings seats) const override;
  std::vector<std::string> opening(const framework::Match& start, framework::SeatWordings seats) const override;
  Notice result(const SeatPosition& end, framework::SeatWordings seats) const override;

 private:
  BlastTable table_;
};

}  // namespace cardtable::ui
