#pragma once
// The Blast table's screen logic for the person at it: which cards are selected, which planet is chosen, whether the
// selection is a legal play and what it totals, and the answer a key press makes. No terminal calls here.
#include <optional>
#include <string>
#include <vector>

#include "framework/decision.hpp"
#include "games/blast/observation.hpp"
#include "games/blast/rules.hpp"
#include "ui/blast/blast_layout.hpp"
#include "ui/screens/key.hpp"

namespace cardtable::ui {

enum class HandOrder { Value, Faction };

// What the table is asking of the person now.
enum class TableMode { Watching, Lead, Follow, Give, Discard, Declare, Over };

enum class Tone { Neutral, Good, Bad };
struct Feedback {
  std::string text;
  Tone tone = Tone::Neutral;
};

class BlastTable {
 public:
  // Shows the position `view` (the viewer's observation) with `asked`, the options of the viewer's decision (none
  // while another seat is asked). A new position clears the selection (a kept position keeps it); when the viewer
  // must give their highest cards, the cards they cannot avoid giving start selected.
  void show(const blast::Observation& view, const std::vector<framework::Option>& asked);
  void set_layout(const BlastLayout& layout) { layout_ = layout; }

  // Handles a key; returns the option id to answer when the key commits a decision.
  std::optional<std::string> handle(Key key);
  // Selects the cards (and the planet) of the answer `option_id` (a hint), so Enter gives it. False when it is not
  // one of the legal answers now.
  bool point_at(const std::string& option_id);

  TableMode mode() const;
  const blast::Observation& view() const { return view_; }
  blast::Seat viewer() const { return viewer_; }
  // The viewer's hand in the chosen order, the card under the cursor, and the selection.
  std::vector<blast::CardId> hand() const;
  std::size_t cursor() const { return cursor_; }
  blast::CardSet selected() const { return selected_; }
  HandOrder order() const { return order_; }
  // The planet the viewer's play is for: the one chosen while leading, else the trick's.
  blast::Planet planet() const { return planet_; }

  // Whether the selection can be played (or given, or discarded) now, what it totals, or why not.
  Feedback feedback() const;
  // What the person is asked to do now.
  std::string prompt() const;
  // The declarations to choose from (TableMode::Declare), most useful first, and the highlighted one.
  const std::vector<blast::Action>& declarations() const { return declarations_; }
  std::size_t declaration_cursor() const { return declaration_cursor_; }
  std::vector<KeyHelp> keys() const;
  // The keys that matter now, for the key bar.
  std::string key_bar() const;

 private:
  std::vector<blast::Action> plays_for_selection() const;
  std::optional<std::string> commit();
  std::optional<std::string> commit_cards();
  // True while the selection and the planet are those of the hint point_at showed, so Enter gives the hint.
  bool hint_stands() const;
  std::optional<std::string> handle_declare(Key key);
  void toggle(std::size_t index);
  void move_cursor(int delta);
  void choose_planet(int index);
  Feedback play_feedback() const;
  Feedback give_feedback() const;
  std::string explain(const blast::Action& action) const;

  // The position as the viewer knows it (its own hand, nothing of the other's), for the rules' reasons why a selection
  // is not legal: why_illegal reads the hand of the seat to move only, and only the viewer's moves are explained.
  blast::State known_;
  std::vector<framework::Option> asked_;
  bool shown_ = false;
  blast::Seat viewer_ = 0;
  blast::Observation view_;
  std::vector<blast::Action> legal_;
  BlastLayout layout_;
  HandOrder order_ = HandOrder::Value;
  std::size_t cursor_ = 0;
  blast::CardSet selected_;
  blast::Planet planet_ = blast::Planet::Zamepra;
  std::vector<blast::Action> declarations_;
  std::size_t declaration_cursor_ = 0;
  std::string message_;  // the answer to the last key that could not be acted on
  std::optional<blast::Action> hint_;  // the play point_at selected, while it is what the selection and planet make
};

}  // namespace cardtable::ui
