#include "ui/screens/session_driver.hpp"

namespace cardtable::ui {

SessionDriver::SessionDriver(framework::Session& session) : session_(&session) {
  for (const auto& seat : session.seats())
    agents_.push_back(seat.is_bot ? ai::make_agent(session.catalog(), session.game_id(),
                                                   ai::threaded_level_spec(seat.bot_level))
                                  : nullptr);
  // Only a session restored without its replay (LoadCheck::Trusting) does not know who gave its answers: undo needs it.
  if (session.deciders().size() < session.answers().size()) session.rewind_to(session.answers().size());
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

std::vector<std::string> SessionDriver::answer(const std::string& option_id) { return session_->answer(option_id); }

std::optional<std::size_t> SessionDriver::undo_point(framework::Seat person) const {
  const auto& deciders = session_->deciders();
  for (std::size_t i = deciders.size(); i > 0; --i)
    if (deciders[i - 1] == person) return i - 1;
  return std::nullopt;
}

void SessionDriver::rewind_to(std::size_t answers) { session_->rewind_to(answers); }

}  // namespace cardtable::ui
