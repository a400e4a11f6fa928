#pragma once
// Blast's table behind the loop's GameTable seam: the screen logic (BlastTable) and its drawing.
#include <optional>

#include "ui/blast/blast_table.hpp"
#include "ui/screens/game_table.hpp"
#include "ui/screens/scroll.hpp"

namespace cardtable::ui {

class BlastScreen final : public GameTable {
 public:
  void show(const SeatPosition& position, framework::SeatWordings seats) override;
  std::optional<std::string> handle(Key key) override;
  bool opens_window(Key key) override;
  bool point_at(const std::string& option_id) override { return table_.point_at(option_id); }
  void draw(Canvas& canvas, const TableScene& scene) override;
  std::vector<KeyHelp> keys() const override;
  std::vector<std::string> legend() const override;
  std::vector<Page> rules() const override;
  std::string key_bar() const override;
  bool busy() const override { return table_.mode() == TableMode::Declare || round_open(); }
  int min_rows() const override { return kBlastMinRows; }
  int min_cols() const override { return kBlastMinCols; }
  Narration narrate(const framework::Match& after, const std::vector<std::string>& said,
                    framework::SeatWordings seats) const override;
  std::optional<Notice> notice(const framework::Match& after, framework::SeatWordings seats) const override;
  std::vector<std::string> opening(const framework::Match& start, framework::SeatWordings seats) const override;
  Notice result(const SeatPosition& end, framework::SeatWordings seats) const override;

  // "This round" (r): the round's public log as the seat sees it, over the table until a key other than scrolling.
  bool round_open() const { return round_scroll_.has_value(); }

 private:
  void build_round(framework::SeatWordings seats);

  BlastTable table_;
  std::optional<Scroll> round_scroll_;
  std::vector<std::string> round_lines_;  // built from the observation shown, for the seat whose view it is
  blast::Observation round_built_;        // the observation round_lines_ were built from
  std::vector<framework::SeatWording> seats_;  // as the last show named them
};

}  // namespace cardtable::ui
