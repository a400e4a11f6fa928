#pragma once
// A one-line text field: a save name (letters, digits, '-', '_' and '.' only, so the name is also a file name) or a
// file path (any printable ASCII character).
#include <string>

#include "ui/screens/key.hpp"

namespace cardtable::ui {

class TextPrompt {
 public:
  enum class Outcome { None, Done, Cancelled };
  enum class Kind { Name, Path };

  // `empty`: what Enter on an empty field says ("Type a name first." or, for a path, "Type a file name first.").
  TextPrompt(std::string question, std::string initial, std::size_t max_length = 40, Kind kind = Kind::Name,
             std::string empty = "");

  // Typing adds (refused characters are explained in message()), Backspace removes, Enter finishes (not when empty),
  // Esc cancels.
  Outcome handle(Key key);
  const std::string& question() const { return question_; }
  const std::string& text() const { return text_; }
  const std::string& message() const { return message_; }

 private:
  std::string question_;
  std::string text_;
  std::size_t max_length_;
  Kind kind_;
  std::string empty_;
  std::string message_;
};

}  // namespace cardtable::ui
