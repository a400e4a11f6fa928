#include "ai/smashup_search.hpp"

#include <algorithm>
#include <utility>

#include "games/smashup/determinize.hpp"
#include "ai/smashup_heuristic.hpp"
#include "games/smashup/rules.hpp"

namespace cardtable::ai {

using smashup::Choice;
using smashup::State;

bool SmashUpGame::is_over(const State& s) const { return smashup::is_over(s); }

void SmashUpGame::actions(const State& s, std::vector<Action>& out) const {
  // Each option scored once, then the options in stable order of falling score.
  smashup::QuickScorer score(s);
  std::vector<std::pair<double, Choice>> scored;
  scored.reserve(s.question.options.size());
  for (const auto& c : s.question.options) scored.emplace_back(score(c), c);
  std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  out.clear();
  for (const auto& [value, c] : scored) out.push_back(c);
}

void SmashUpGame::apply(State& s, const Action& a) const { smashup::apply(s, a); }

State SmashUpGame::determinize(const State& s, int observer, framework::Rng& rng) const {
  return smashup::determinize(s, static_cast<smashup::Seat>(observer), rng);
}

Choice rollout_choice(const State& s, double epsilon, framework::Rng& rng) {
  const auto& options = s.question.options;
  const auto limit = static_cast<std::uint32_t>(epsilon * 1000000);
  if (options.size() == 1) return options.front();
  if (const auto out = smashup::loop_exit(s)) return *out;
  if (rng.below(1000000) < limit) return options[rng.below(static_cast<std::uint32_t>(options.size()))];
  // Equal scores are broken at random, so rollouts do not always favour the first card in hand.
  double best = -1e9;
  std::uint32_t ties = 0;
  Choice pick = options.front();
  smashup::QuickScorer quick_score(s);
  for (const auto& c : options) {
    const double score = quick_score(c);
    if (score > best) {
      best = score;
      pick = c;
      ties = 1;
    } else if (score == best && rng.below(++ties) == 0) {
      pick = c;
    }
  }
  return pick;
}

void SmashUpGame::playout(State& s, framework::Rng& rng) const {
  const int last_turn = s.turn.number + rollout.turns;
  for (int n = 0; n < rollout.decisions && !smashup::is_over(s) && s.turn.number <= last_turn; ++n)
    smashup::apply(s, rollout_choice(s, rollout.epsilon, rng));
}

double SmashUpGame::value(const State& s, int seat) const {
  return smashup::evaluate(s, static_cast<smashup::Seat>(seat));
}

}  // namespace cardtable::ai
