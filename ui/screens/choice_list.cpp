#include "ui/screens/choice_list.hpp"

namespace cardtable::ui {

ChoiceList::ChoiceList(std::string title, std::vector<Choice> choices)
    : title_(std::move(title)), choices_(std::move(choices)) {}

void ChoiceList::set_cursor(std::size_t index) {
  if (choices_.empty()) return;
  cursor_ = std::min(index, choices_.size() - 1);
  keep_cursor_visible();
}

void ChoiceList::set_window(int first_row, int height, int item_rows) {
  first_row_ = first_row;
  height_ = std::max(1, height);
  item_rows_ = std::max(1, item_rows);
  keep_cursor_visible();
}

void ChoiceList::keep_cursor_visible() {
  if (height_ <= 0) return;
  const auto rows = visible_choices();
  if (cursor_ < scroll_) scroll_ = cursor_;
  if (cursor_ >= scroll_ + rows) scroll_ = cursor_ + 1 - rows;
}

ChoiceList::Outcome ChoiceList::pick(std::size_t index) {
  cursor_ = index;
  keep_cursor_visible();
  const auto& choice = choices_[index];
  if (choice.enabled) {
    message_.clear();
    return Outcome::Chosen;
  }
  message_ = choice.note.empty() ? choice.label + " is not available." : choice.note;
  return Outcome::None;
}

ChoiceList::Outcome ChoiceList::handle(Key key) {
  key = with_vi_keys(key);
  if (key.kind == KeyKind::Escape || key.is('q')) return Outcome::Back;
  if (choices_.empty()) return Outcome::None;
  const std::size_t last = choices_.size() - 1;
  const auto page = visible_choices();
  message_.clear();
  switch (key.kind) {
    case KeyKind::Up: set_cursor(cursor_ == 0 ? last : cursor_ - 1); return Outcome::None;
    case KeyKind::Down: set_cursor(cursor_ == last ? 0 : cursor_ + 1); return Outcome::None;
    case KeyKind::Home: set_cursor(0); return Outcome::None;
    case KeyKind::End: set_cursor(last); return Outcome::None;
    case KeyKind::PageUp: set_cursor(cursor_ > page ? cursor_ - page : 0); return Outcome::None;
    case KeyKind::PageDown: set_cursor(cursor_ + page); return Outcome::None;
    case KeyKind::Enter: return pick(cursor_);
    case KeyKind::Click: {
      if (first_row_ < 0 || key.row < first_row_ || key.row >= first_row_ + height_) return Outcome::None;
      const auto index = scroll_ + static_cast<std::size_t>((key.row - first_row_) / item_rows_);
      return index <= last ? pick(index) : Outcome::None;
    }
    case KeyKind::Char:
      if (key.ch >= U'1' && key.ch <= U'9') {
        const auto index = static_cast<std::size_t>(key.ch - U'1');
        if (index <= last) return pick(index);
      }
      return Outcome::None;
    default: return Outcome::None;
  }
}

ChoiceList prompt_for(const framework::Decision& decision) {
  std::vector<Choice> choices;
  choices.reserve(decision.options.size());
  for (const auto& option : decision.options)
    choices.push_back({option.label.empty() ? option.id : option.label, {}, true});
  return ChoiceList(decision.prompt, std::move(choices));
}

}  // namespace cardtable::ui
