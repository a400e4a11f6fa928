#include "ui/screens/recap.hpp"

#include <algorithm>

namespace cardtable::ui {

Recap::Recap(std::vector<std::string> lines) : lines_(std::move(lines)) {}

bool Recap::handle(Key key) {
  if (key.kind == KeyKind::Escape || key.is('q') || key.is('s')) return false;
  const bool next = key.kind == KeyKind::Enter || key.is(' ') || key.kind == KeyKind::Right ||
                    key.kind == KeyKind::Down || key.kind == KeyKind::Click;
  if (!next) {
    scroll_.handle(key);  // Up and PgUp read back; any other key waits
    return true;
  }
  if (shown_ >= lines_.size()) return false;
  ++shown_;
  scroll_.show_row(static_cast<int>(shown_) - 1);
  return true;
}

std::string Recap::title() const {
  return "Since your last turn (" + std::to_string(shown_) + "/" + std::to_string(lines_.size()) + ")";
}

std::vector<std::string> Recap::lines() const {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < shown_ && i < lines_.size(); ++i)
    out.push_back((i + 1 == shown_ ? "▸ " : "  ") + lines_[i]);
  return out;
}

std::string Recap::footer() const {
  return shown_ < lines_.size() ? "Enter: next  Esc: skip to the table" : "Enter: to the table";
}

std::vector<std::string> RecapKeeper::turn_now(std::size_t turn, bool person, const std::vector<std::string>& log) {
  std::vector<std::string> recap;
  if (turn == turn_) return recap;
  if (turn_ < left_at_.size()) left_at_[turn_] = log.size();
  if (turn >= left_at_.size()) left_at_.resize(turn + 1, 0);
  const auto from = left_at_[turn];
  if (person && from > 0 && from < log.size()) recap.assign(log.begin() + static_cast<std::ptrdiff_t>(from), log.end());
  turn_ = turn;
  return recap;
}

}  // namespace cardtable::ui
