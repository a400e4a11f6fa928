#pragma once
// The Smash Up table's screen logic for the person at it: what on the board the pending decision can pick (a card in
// the hand, a base, a minion, an attached action), the cursor among those targets, the second pick of a play (which
// base, which minion), the options that are not on the board, and the card or discard pile being looked at.
// No terminal calls here.
#include <optional>
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "games/smashup/catalog.hpp"
#include "games/smashup/observation.hpp"
#include "ui/screens/key.hpp"
#include "ui/screens/scroll.hpp"
#include "ui/smashup/card_browser.hpp"
#include "ui/smashup/smashup_layout.hpp"

namespace cardtable::ui {

class SmashUpBoard {
 public:
  // What is open over the board.
  enum class Panel { None, Inspect, Discards, Cards };

  // Shows the game as the observation's seat sees it, naming the seats with `seats` (the engine's "Player 1"... when
  // none are given). A new question resets the cursor to its first target.
  void show(const smashup::Observation& view, framework::SeatWordings seats = {});
  // Handles a key; returns the option id to answer when the key commits the viewer's decision. A click is read
  // against the layout last drawn: on a highlighted choice it answers as Enter there would; on anything else drawn
  // with an item (a card, a base, a minion) it puts the cursor there when it can go there and opens the full text.
  std::optional<std::string> handle(Key key);
  // Puts the cursor on the answer `option_id` (a hint), picking its card first when it has a place to go, so Enter
  // gives that answer. False when it is not one of the options now.
  bool point_at(const std::string& option_id);
  // The table as last drawn (set by the view after each frame; cleared when the position changes).
  void set_layout(SmashUpLayout layout) { layout_ = std::move(layout); }
  const SmashUpLayout& layout() const { return layout_; }

  const smashup::Observation& view() const { return view_; }
  smashup::Seat viewer() const { return view_.seat; }
  // True when the pending question is the viewer's to answer.
  bool deciding() const { return view_.deciding(); }
  // The items the cursor moves among: the targets of the decision (or of its second pick), or, while watching or
  // looking around (Tab), everything on the table.
  const std::vector<BoardItem>& items() const { return items_; }
  std::size_t cursor() const { return cursor_; }
  std::optional<BoardItem> under_cursor() const;
  bool is_target(const BoardItem& item) const;
  bool looking() const { return looking_; }
  // The compact view (v): one line per base but the one the cursor is on.
  bool compact() const { return compact_; }
  // The card whose play is being placed (second pick), or kNoCard.
  smashup::CardId placing() const { return placing_; }
  // The answers that have no place on the board (pass, done, yes/no, factions, players, cards in no visible zone),
  // labelled; while placing, the second picks that are not on the board.
  const std::vector<std::string>& options() const { return option_labels_; }

  Panel panel() const { return panel_; }
  // How far the open panel is scrolled (drawing fits it to the panel's text); the scroll keys move it, and any other
  // key closes the panel (left/right change the discard pile shown).
  Scroll& panel_scroll() { return panel_scroll_; }
  smashup::Seat discard_seat() const { return discard_seat_; }
  // The discard pile shown, top first, the cursor's card marked (i or Enter reads it).
  std::vector<std::string> pile_lines() const;
  std::size_t pile_cursor() const { return pile_cursor_; }
  // The card browser (c): every faction of this game with its cards.
  CardBrowser& browser() { return *browser_; }
  // The full text of the card, base or option under the cursor (for the inspect panel): a title and lines.
  std::string inspect_title() const;
  std::vector<std::string> inspect_lines() const;

  // What the person is asked now, naming the card that asks.
  std::string prompt() const;
  // The answer to the last key that could not be acted on, or a hint for the cursor's target.
  const std::string& message() const { return message_; }
  std::string key_bar() const;
  // What the cursor rests on, in words ("At: Augmentation (action)"), for the status line and colourless terminals.
  std::string cursor_note() const;

 private:
  struct Target {
    BoardItem item;
    std::vector<std::size_t> options;  // indices into the question's options
  };

  void rebuild();
  void collect_everything();
  std::optional<std::string> commit();
  void move(int delta);
  // The printed card of a card the viewer sees.
  const smashup::CardDef& card(smashup::CardId id) const;
  // In the play phase, why the card of the viewer's hand cannot be played now; empty when it can.
  std::string refusal(smashup::CardId in_hand) const;
  std::optional<BoardItem> first_place(const smashup::Choice& c) const;
  std::optional<BoardItem> second_place(const smashup::Choice& c) const;
  void open_panel(Panel panel);
  std::optional<std::string> handle_panel(Key key);
  void handle_pile(Key key);
  std::size_t pass_item() const;
  // What the player could still do in the play phase ("You can still play a minion. Captain Ahab's Talent is
  // unused."); empty when nothing but ending the turn is left.
  std::string still_possible() const;
  std::optional<std::string> choose_number(int digit);
  std::optional<std::string> choose_listed(int number);
  std::optional<std::string> click(int row, int col);

  smashup::Observation view_;
  std::vector<framework::SeatWording> seats_;
  bool shown_ = false;
  bool confirming_done_ = false;  // "End turn?" was asked by the last key
  bool done_confirmed_ = false;   // and this key confirms it
  std::vector<Target> targets_;
  std::vector<BoardItem> items_;
  std::vector<std::string> option_labels_;
  std::vector<std::size_t> option_choices_;  // option_labels_[i] answers question option option_choices_[i]
  std::vector<int> option_copies_;            // how many identical answers option_labels_[i] stands for
  int pending_digit_ = 0;                     // the first digit of a two-digit answer number
  std::size_t cursor_ = 0;
  bool looking_ = false;
  bool compact_ = false;
  smashup::CardId placing_ = smashup::kNoCard;
  Panel panel_ = Panel::None;
  Scroll panel_scroll_;
  smashup::Seat discard_seat_ = 0;
  std::size_t pile_cursor_ = 0;
  bool from_pile_ = false;  // the card being read was opened from the discard pile
  std::optional<CardBrowser> browser_;
  std::optional<BoardItem> inspected_;
  std::string message_;
  SmashUpLayout layout_;
};

// "Aliens+Ninjas"
std::string faction_pair(const smashup::SeenSeat& player);
// A minion's name and current power as the board shows it ("Invader 3", "Invader 5*" when changed from printed).
std::string minion_text(const smashup::SeenMinion& minion);
// " T" after a card in play whose Talent is ready, " t" once used this turn, nothing without a Talent.
std::string talent_mark(smashup::TalentState talent);
// A card in a hand or pile, by its kind ("Invader 3", "Probe (action)").
std::string card_text(smashup::DefId def);

}  // namespace cardtable::ui
