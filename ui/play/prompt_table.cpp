#include "ui/play/prompt_table.hpp"

#include <algorithm>

#include "ui/terminal/canvas.hpp"

namespace cardtable::ui {

void PromptTable::show(const SeatPosition& position, framework::SeatWordings) {
  if (!position.question) {
    mine_ = false;
    return;
  }
  if (*position.question == decision_) return;
  decision_ = *position.question;
  mine_ = position.asked();
  list_ = prompt_for(decision_);
}

std::optional<std::string> PromptTable::handle(Key key) {
  if (!mine_ || list_.handle(key) != ChoiceList::Outcome::Chosen) return std::nullopt;
  return decision_.options.at(list_.cursor()).id;
}

bool PromptTable::point_at(const std::string& option_id) {
  const auto& options = decision_.options;
  const auto at = std::find_if(options.begin(), options.end(), [&](const auto& o) { return o.id == option_id; });
  if (!mine_ || at == options.end()) return false;
  list_.set_cursor(static_cast<std::size_t>(at - options.begin()));
  return true;
}

void PromptTable::draw(Canvas& canvas, const TableScene& scene) {
  const int rows = canvas.rows();
  const int cols = canvas.cols();
  canvas.bar(0, 0, cols, Style::Title);
  canvas.text(0, 1, decision_.prompt, Style::Title);
  const Rect options{1, 0, cols, rows - 9};
  canvas.box(options, mine_ ? "Your options" : "Waiting");
  list_.set_window(options.row + 1, options.height - 2);
  const auto& choices = list_.choices();
  for (int i = 0; i < options.height - 2; ++i) {
    const auto index = list_.scroll() + static_cast<std::size_t>(i);
    if (!mine_ || index >= choices.size()) break;
    const bool at = index == list_.cursor();
    canvas.text(options.row + 1 + i, 2, std::string(at ? canvas.glyphs().pointer : " ") + " " + choices[index].label,
                at ? Style::Highlight : Style::Normal, cols - 4);
  }
  const Rect log{rows - 8, 0, cols, 6};
  canvas.box(log, "Log");
  if (scene.log) {
    int row = log.row + 1;
    for (const auto& line : scene.log->visible(log.height - 2, cols - 4)) canvas.text(row++, 2, line);
  }
  canvas.text(rows - 2, 1, scene.message.empty() ? scene.prompt : scene.message, Style::Bold, cols - 2);
  canvas.bar(rows - 1, 0, cols, Style::Status);
  canvas.text(rows - 1, 1, scene.keys, Style::Status, cols - 2);
}

std::vector<KeyHelp> PromptTable::keys() const {
  return {{"up/down, j/k", "move through the options"}, {"enter, 1-9", "choose the option"}};
}

Notice PromptTable::result(const SeatPosition& end, framework::SeatWordings seats) const {
  Notice n{"Game over", {}};
  const auto& results = end.results;
  for (std::size_t i = 0; i < results.size() && i < seats.size(); ++i)
    n.lines.push_back(seats[i].title +
                      (results[i] >= 1.0 ? ": wins" : (results[i] > 0 ? ": shares the win" : ": loses")));
  return n;
}

}  // namespace cardtable::ui
