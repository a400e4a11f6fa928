#include "ui/screens/text_prompt.hpp"

namespace cardtable::ui {
namespace {

bool allowed(char32_t c, TextPrompt::Kind kind) {
  if (kind == TextPrompt::Kind::Path) return c >= U' ' && c <= U'~';
  return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9') || c == U'-' || c == U'_' ||
         c == U'.';
}

}  // namespace

TextPrompt::TextPrompt(std::string question, std::string initial, std::size_t max_length, Kind kind, std::string empty)
    : question_(std::move(question)),
      text_(std::move(initial)),
      max_length_(max_length),
      kind_(kind),
      empty_(!empty.empty() ? std::move(empty) : kind == Kind::Path ? "Type a file name first." : "Type a name first.") {}

TextPrompt::Outcome TextPrompt::handle(Key key) {
  message_.clear();
  switch (key.kind) {
    case KeyKind::Escape: return Outcome::Cancelled;
    case KeyKind::Enter:
      if (text_.empty()) {
        message_ = empty_;
        return Outcome::None;
      }
      return Outcome::Done;
    case KeyKind::Backspace:
      if (!text_.empty()) text_.pop_back();
      return Outcome::None;
    case KeyKind::Char:
      if (!allowed(key.ch, kind_)) {
        if (kind_ == Kind::Path) {
          message_ = "Use plain ASCII characters in the path.";
        } else {
          // Say which character, so a name is never rewritten behind the person's back.
          const std::string what = key.ch == U' '  ? "A space"
                                   : key.ch < 0x80 ? "'" + std::string(1, static_cast<char>(key.ch)) + "'"
                                                   : "That character";
          message_ = what + " cannot be in a save name: use letters, digits, '-', '_' or '.'.";
        }
      } else if (text_.size() >= max_length_) {
        message_ = "At most " + std::to_string(max_length_) + " characters.";
      } else {
        text_.push_back(static_cast<char>(key.ch));
      }
      return Outcome::None;
    default: return Outcome::None;
  }
}

}  // namespace cardtable::ui
