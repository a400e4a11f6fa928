#include "ui/play/thinking.hpp"

namespace cardtable::ui {
namespace {

constexpr std::uint64_t kHintSeed = 0x48494E54;

}  // namespace

void Thinking::start(ai::Agent& agent, const framework::Session& session, std::uint64_t seed, bool explain) {
  if (future_) return;
  std::shared_ptr<framework::Match> position = session.match().clone();
  auto* thinker = &agent;
  future_ = std::async(std::launch::async, [thinker, position, seed, explain] {
    return explain ? thinker->advise(*position, seed) : ai::Advice{thinker->choose(*position, seed), {}};
  });
  started_ = Clock::now();
  asked_at_ = session.answers().size();
}

std::optional<ai::Advice> Thinking::take(const framework::Session& session, Clock::duration pause) {
  if (!future_ || future_->wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
  if (Clock::now() - started_ < pause) return std::nullopt;
  auto advice = future_->get();
  future_.reset();
  if (asked_at_ != session.answers().size() || session.match().is_over()) return std::nullopt;
  return advice;
}

void Thinking::drop() {
  if (future_) future_->wait();
  future_.reset();
}

void TableHint::ask(const framework::Session& session) {
  if (!agent_) agent_ = ai::make_agent(session.catalog(), session.game_id(), ai::threaded_level_spec(kLevel));
  thinking_.start(*agent_, session, ai::decision_seed(kHintSeed, session.answers().size()), true);
}

}  // namespace cardtable::ui
