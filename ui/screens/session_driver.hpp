#pragma once
// Who answers the session's next decision, and undo: the turn logic of the table, with no terminal in it.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "framework/session.hpp"

namespace cardtable::ui {

class SessionDriver {
 public:
  // Builds an agent for every bot seat (throws std::invalid_argument for an unknown level).
  explicit SessionDriver(framework::Session& session);

  framework::Session& session() { return *session_; }
  const framework::Session& session() const { return *session_; }
  bool is_over() const { return session_->match().is_over(); }
  framework::Seat to_move() const;
  bool bot_to_move() const;
  // Seats played by people, in seat order.
  std::vector<framework::Seat> people() const;

  // The bot's seed for the decision now waiting: the same for the same point of the same session, so a resumed or
  // undone game gets the same replies.
  std::uint64_t bot_seed_now() const;
  ai::Agent& agent(framework::Seat seat);

  // Answers the pending decision (throws IllegalOption and changes nothing when it is not legal).
  std::vector<std::string> answer(const std::string& option_id);

  // How many answers to keep so that `person` takes their last decision again (whatever the bot answered after it is
  // dropped and replays the same way). nullopt when they have taken no decision yet.
  std::optional<std::size_t> undo_point(framework::Seat person) const;
  void rewind_to(std::size_t answers);
  // The seat that took each decision so far.
  const std::vector<framework::Seat>& deciders() const { return session_->deciders(); }

 private:
  framework::Session* session_;
  std::vector<std::unique_ptr<ai::Agent>> agents_;  // per seat; empty for people
};

}  // namespace cardtable::ui
