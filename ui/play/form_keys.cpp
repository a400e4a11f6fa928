#include "ui/play/game_ui.hpp"

namespace cardtable::ui {

NewGameForm::Outcome form_keys(Key key, std::size_t& cursor, std::size_t last, const std::function<void(int)>& change) {
  key = with_vi_keys(key);
  switch (key.kind) {
    case KeyKind::Up: cursor = cursor == 0 ? last : cursor - 1; break;
    case KeyKind::Down: cursor = cursor == last ? 0 : cursor + 1; break;
    case KeyKind::Left: change(-1); break;
    case KeyKind::Right: change(1); break;
    case KeyKind::Escape: return NewGameForm::Outcome::Back;
    case KeyKind::Enter:
      if (cursor == last) return NewGameForm::Outcome::Start;
      cursor = last;
      break;
    case KeyKind::Char:
      if (key.ch == U' ') change(1);
      if (key.ch == U'q') return NewGameForm::Outcome::Back;
      break;
    default: break;
  }
  return NewGameForm::Outcome::None;
}

}  // namespace cardtable::ui
