#pragma once
// A vertical list to choose from: the menus, the save list, and the generic decision prompt any game can use.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "framework/decision.hpp"
#include "ui/screens/key.hpp"

namespace cardtable::ui {

struct Choice {
  std::string label;
  std::string note;  // shown beside the label, or as the reason when the choice is not available
  bool enabled = true;
};

class ChoiceList {
 public:
  enum class Outcome { None, Chosen, Back };

  ChoiceList() = default;
  ChoiceList(std::string title, std::vector<Choice> choices);

  // Arrows/jk move, Home/End jump, digits 1-9 pick, Enter chooses, Esc goes back, a click on a row picks it.
  // Choosing a disabled row leaves the outcome None and explains why in message().
  Outcome handle(Key key);

  const std::string& title() const { return title_; }
  const std::vector<Choice>& choices() const { return choices_; }
  std::size_t cursor() const { return cursor_; }
  void set_cursor(std::size_t index);
  const std::string& message() const { return message_; }

  // Where the view draws the list, so clicks and scrolling match the screen: rows [first_row, first_row + height),
  // each choice `item_rows` rows tall (a note too long for one row wraps under itself).
  void set_window(int first_row, int height, int item_rows = 1);
  // The first choice shown, keeping the cursor in view.
  std::size_t scroll() const { return scroll_; }
  int visible_rows() const { return height_; }
  // How many choices the window shows at once.
  std::size_t visible_choices() const { return static_cast<std::size_t>(std::max(1, height_ / item_rows_)); }

 private:
  Outcome pick(std::size_t index);
  void keep_cursor_visible();

  std::string title_;
  std::vector<Choice> choices_;
  std::size_t cursor_ = 0;
  std::size_t scroll_ = 0;
  int first_row_ = -1;
  int height_ = 0;
  int item_rows_ = 1;
  std::string message_;
};

// The generic prompt for any game's decision: one choice per option, labelled for people.
ChoiceList prompt_for(const framework::Decision& decision);

}  // namespace cardtable::ui
