#include "ui/screens/session_driver.hpp"

namespace cardtable::ui {

SessionDriver::SessionDriver(const framework::GameCatalog& catalog, framework::Session& session) : session_(&session) {
  for (const auto& seat : session.seats())
    agents_.push_back(seat.is_bot ? ai::make_agent(catalog, session.game_id(), ai::level_spec(seat.bot_level)) : nullptr);
  auto replay = catalog.create(session.game_id(), session.setup());
  for (const auto& id : session.answers()) {
    deciders_.push_back(replay->pending().seat);
    replay->answer(id);
  }
}

framework::Seat SessionDriver::to_move() const { return session_->match().pending().seat; }

bool SessionDriver::bot_to_move() const {
  if (is_over()) return false;
  const auto seat = to_move();
  return seat < agents_.size() && agents_[seat] != nullptr;
}

std::vector<framework::Seat> SessionDriver::people() const {
  std::vector<framework::Seat> out;
  for (std::size_t i = 0; i < agents_.size(); ++i)
    if (!agents_[i]) out.push_back(static_cast<framework::Seat>(i));
  return out;
}

std::uint64_t SessionDriver::bot_seed_now() const {
  return ai::decision_seed(session_->seats()[to_move()].bot_seed, session_->answers().size());
}

ai::Agent& SessionDriver::agent(framework::Seat seat) { return *agents_.at(seat); }

std::vector<std::string> SessionDriver::answer(const std::string& option_id) {
  const auto seat = to_move();
  auto said = session_->answer(option_id);
  deciders_.push_back(seat);
  return said;
}

std::optional<std::size_t> SessionDriver::undo_point(framework::Seat person) const {
  for (std::size_t i = deciders_.size(); i > 0; --i)
    if (deciders_[i - 1] == person) return i - 1;
  return std::nullopt;
}

void SessionDriver::rewind_to(std::size_t answers) {
  session_->rewind_to(answers);
  deciders_.resize(std::min(answers, deciders_.size()));
}

}  // namespace cardtable::ui
