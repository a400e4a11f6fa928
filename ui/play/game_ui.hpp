#pragma once
// A game's screens, the part of its GameModule the terminal looks up: its table, its How to play book and its rows
// in the New game menu. The menu and the table loop name no game; they read these from the catalog.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"
#include "framework/session.hpp"
#include "ui/screens/browser.hpp"
#include "ui/screens/game_table.hpp"
#include "ui/screens/key.hpp"
#include "ui/screens/pager.hpp"

namespace cardtable::ui {

struct FormRow {
  std::string label;
  std::string value;
};

// A setup screen that asks more before a game starts (Smash Up's players and factions, the seed): up/down picks a
// row, left/right changes it, Enter on its last row starts.
class NewGameForm {
 public:
  enum class Outcome { None, Start, Back };

  virtual ~NewGameForm() = default;
  virtual std::string title() const = 0;
  virtual Outcome handle(Key key) = 0;
  virtual std::vector<FormRow> rows() const = 0;
  virtual std::size_t cursor() const = 0;
  // What the row under the cursor means, shown under the form.
  virtual std::vector<std::string> details() const = 0;
  // Why the last key changed nothing (a letter typed as a seed), shown under the form until the next key.
  virtual std::string refusal() const { return {}; }
  // The session the form describes; throws std::invalid_argument or framework::BadSetup naming what is wrong.
  virtual framework::Session session(const framework::GameCatalog& catalog) const = 0;
};

// The keys every setup form shares, for a form whose rows are 0..last (last: Start): up/down move (wrapping),
// left/right and space call `change` with -1/+1 on the row under the cursor, Enter starts on the last row and jumps
// there from any other, Esc and q go back.
NewGameForm::Outcome form_keys(Key key, std::size_t& cursor, std::size_t last, const std::function<void(int)>& change);

// One row of the New game menu: it either starts a game at once or opens a form.
struct NewGameEntry {
  std::string label;  // "Blast vs the bot, easy"
  std::string note;   // beside it
  // Throws with a sentence for the menu when the game cannot start.
  std::function<framework::Session(const framework::GameCatalog&)> start;
  std::function<std::unique_ptr<NewGameForm>()> form;  // set instead of `start`
};

struct GameUi {
  std::function<std::unique_ptr<GameTable>()> table;
  std::string rules_note;  // beside the game's book in How to play ("2 players: planets and stars")
  std::function<std::vector<Page>()> rules;
  std::vector<NewGameEntry> new_game;
  // Its cards to leaf through from the main menu (Smash Up's sixteen factions); none for a game without.
  std::function<std::unique_ptr<Browser>()> cards;
};

// The table for `game_id`: the game's own board, or the generic decision prompt for a game without screens.
std::unique_ptr<GameTable> make_table(const framework::GameCatalog& catalog, const std::string& game_id);

}  // namespace cardtable::ui
