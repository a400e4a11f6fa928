#include "ui/screens/table_log.hpp"

namespace cardtable::ui {

TableLog::TableLog(SessionDriver& driver, const Narrator& narrator, std::vector<framework::SeatWording> seats,
                   std::optional<std::vector<std::string>> worded)
    : driver_(&driver), narrator_(&narrator), seats_(std::move(seats)) {
  if (!worded) {
    rebuild();
    return;
  }
  for (auto& line : *worded) pane_.add(std::move(line));
}

std::optional<Notice> TableLog::answer(const std::string& option_id) {
  const auto said = driver_->answer(option_id);
  auto narration = narrator_->narrate(driver_->session().match(), said, seats_);
  for (auto& line : narration.log) pane_.add(std::move(line));
  return std::move(narration.notice);
}

void TableLog::rebuild() {
  pane_.clear();
  const auto& session = driver_->session();
  auto replay = session.fresh_match();
  for (auto& line : narrator_->opening(*replay, seats_)) pane_.add(std::move(line));
  for (const auto& id : session.answers())
    for (auto& line : narrator_->narrate(*replay, replay->answer(id), seats_).log) pane_.add(std::move(line));
}

}  // namespace cardtable::ui
