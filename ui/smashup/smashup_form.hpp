#pragma once
// The Smash Up setup screen's logic: how many players, who sits in each seat (a person or a bot and its level), how
// factions are chosen, and the seed. Up/down picks a row, left/right changes it, Enter on "Start" starts; on a
// person's seat, n types their name (Enter or an arrow ends it); on the seed's row, digits type it. No terminal here.
#include <filesystem>
#include <string>
#include <vector>

#include "ui/play/game_ui.hpp"
#include "ui/play/seed_row.hpp"
#include "ui/smashup/smashup_start.hpp"

namespace cardtable::ui {

class SmashUpForm final : public NewGameForm {
 public:
  // Opens with the settings of the last game started from it (`remembered`, a file beside the saves), else one
  // person against a normal bot with random pairs.
  explicit SmashUpForm(std::filesystem::path remembered = last_settings_file());
  // $XDG_DATA_HOME/cardtable/last-setup.json; empty when there is no home for it.
  static std::filesystem::path last_settings_file();
  std::string title() const override { return "New game: Smash Up"; }
  Outcome handle(Key key) override;

  std::vector<FormRow> rows() const override;
  std::size_t cursor() const override { return cursor_; }
  // What the row under the cursor means: the factions with their one-line descriptions and cards, the seat's levels.
  std::vector<std::string> details() const override;
  std::string refusal() const override { return seed_.refusal(); }
  // The session; its settings are remembered for the next time the form opens (the seed aside: each game is dealt
  // from its own unless one is typed).
  framework::Session session(const framework::GameCatalog& catalog) const override;
  const SmashUpStart& start() const { return start_; }
  // True while a person's name is being typed (every key goes to it).
  bool naming() const { return naming_; }

 private:
  std::size_t seed_row() const { return start_.seats.size() + 2; }
  std::size_t start_row() const { return start_.seats.size() + 3; }
  void change(int delta);

  void remember() const;

  std::filesystem::path remembered_;
  SmashUpStart start_;
  SeedRow seed_;
  std::vector<int> seat_kind_;  // per seat: index into the seat kinds (person, bot easy, ...)
  std::size_t cursor_ = 0;
  bool naming_ = false;
};

}  // namespace cardtable::ui
