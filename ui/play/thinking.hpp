#pragma once
// An agent's answer computed off the screen's thread, from a copy of the position, so keys, resizes and Ctrl-C are
// still read while it thinks: a bot's move, or a hint (H). An answer is handed over only while the session is still
// at the position it was asked about.
#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <string>

#include "ai/agent.hpp"
#include "framework/session.hpp"

namespace cardtable::ui {

class Thinking {
 public:
  using Clock = std::chrono::steady_clock;

  bool busy() const { return future_.has_value(); }
  // Starts `agent` on the session's position with `seed` (nothing when already thinking); `explain` asks for what
  // the search saw as well (a hint), which a bot's own move does not need.
  void start(ai::Agent& agent, const framework::Session& session, std::uint64_t seed, bool explain = false);
  // The answer once it is ready and at least `pause` after the start, if the session has not moved on.
  std::optional<ai::Advice> take(const framework::Session& session, Clock::duration pause = {});
  // Waits for an answer being computed and drops it (before the session changes under it: undo).
  void drop();

 private:
  std::optional<std::future<ai::Advice>> future_;
  Clock::time_point started_;
  std::size_t asked_at_ = 0;  // the answers there were when it started
};

// A hint at the table (H): the normal bot's answer in the person's place and why, searched on every thread the
// program may use (--threads), with a seed of its own, so the same position always gives the same hint.
class TableHint {
 public:
  static constexpr const char* kLevel = "normal";

  bool asking() const { return thinking_.busy(); }
  void ask(const framework::Session& session);
  std::optional<ai::Advice> take(const framework::Session& session) { return thinking_.take(session); }
  void drop() { thinking_.drop(); }

 private:
  std::unique_ptr<ai::Agent> agent_;
  Thinking thinking_;
};

}  // namespace cardtable::ui
