#pragma once
// The Blast hot-seat setup screen's logic: the two people's names, who leads the first round and the seed. No terminal
// here.
#include <string>
#include <vector>

#include "ui/blast/blast_start.hpp"
#include "ui/play/game_ui.hpp"
#include "ui/play/seed_row.hpp"

namespace cardtable::ui {

class BlastHotSeatForm final : public NewGameForm {
 public:
  BlastHotSeatForm();
  std::string title() const override { return "New game: Blast, two players"; }
  Outcome handle(Key key) override;
  std::vector<FormRow> rows() const override;
  std::size_t cursor() const override { return cursor_; }
  std::vector<std::string> details() const override;
  std::string refusal() const override { return seed_.refusal(); }
  framework::Session session(const framework::GameCatalog& catalog) const override;
  const BlastStart& start() const { return start_; }
  // True while a name is being typed (every key goes to it).
  bool naming() const { return naming_; }

 private:
  static constexpr std::size_t kFirstRow = 2;
  static constexpr std::size_t kSeedRow = 3;
  static constexpr std::size_t kStartRow = 4;

  BlastStart start_;
  SeedRow seed_;
  std::size_t cursor_ = 0;
  bool naming_ = false;
};

}  // namespace cardtable::ui
