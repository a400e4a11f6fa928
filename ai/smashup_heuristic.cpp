#include "ai/smashup_heuristic.hpp"

#include <algorithm>
#include <cmath>

#include "games/smashup/catalog.hpp"
#include "games/smashup/determinize.hpp"
#include "games/smashup/queries.hpp"

namespace cardtable::smashup {
namespace {

// A card in hand is worth something: it will be played later. Less than what most plays bring now, so the
// heuristic plays its cards rather than hoarding them.
constexpr double kCardInHand = 0.15;
// How many questions of its own the heuristic answers ahead when trying an answer (a card's follow-up targets).
constexpr int kFollowUps = 2;

// The place (1, 2, 3; 0 for none) each seat holds on a base now, from its minions' power there. Ties share the
// better place, as in scoring.
std::vector<int> places_now(const State& s, const std::array<int, kMaxPlayers>& mine) {
  std::vector<int> place(s.players, 0);
  for (int p = 0; p < s.players; ++p) {
    if (mine[static_cast<std::size_t>(p)] <= 0) continue;
    int ahead = 0;
    for (int q = 0; q < s.players; ++q) ahead += mine[static_cast<std::size_t>(q)] > mine[static_cast<std::size_t>(p)];
    if (ahead < 3) place[static_cast<std::size_t>(p)] = ahead + 1;
  }
  return place;
}

bool is_play_prompt(const State& s) {
  return s.question.asker == Asker::Rule && s.question.prompt == static_cast<std::uint8_t>(RulePrompt::PlayCards);
}

// The best margin `seat` can reach by answering its own follow-up questions, up to `depth` of them. A new play
// phase question ends the look-ahead: that is the next play, judged on its own.
double look_ahead(const State& s, Seat seat, int depth) {
  if (is_over(s) || !s.asking || s.question.seat != seat || depth == 0 || is_play_prompt(s)) return margin(s, seat);
  double best = -1e9;
  for (const auto& c : s.question.options) {
    State next = s;
    apply(next, c);
    best = std::max(best, look_ahead(next, seat, depth - 1));
  }
  return best;
}

}  // namespace

std::vector<double> standings(const State& s) {
  std::vector<double> out(s.players, 0);
  for (int p = 0; p < s.players; ++p)
    out[static_cast<std::size_t>(p)] = s.seats[static_cast<std::size_t>(p)].vp +
                                        kCardInHand * static_cast<double>(s.seats[static_cast<std::size_t>(p)].hand.size());
  const auto powers = board_powers(s);
  for (std::size_t i = 0; i < s.bases.size(); ++i) {
    const auto& b = s.bases[i];
    const int bp = std::max(1, breakpoint(s, b.base));
    const double near = std::min(1.0, static_cast<double>(powers[i].total) / bp);
    const auto& vp = base_def(b.base).vp;
    const auto place = places_now(s, powers[i].minions);
    for (int p = 0; p < s.players; ++p) {
      const int at = place[static_cast<std::size_t>(p)];
      // A place far from scoring is easily lost: weight it by how full the base is, with a floor for holding it.
      if (at > 0) out[static_cast<std::size_t>(p)] += vp[static_cast<std::size_t>(at - 1)] * (0.25 + 0.75 * near);
    }
  }
  return out;
}

double margin(const State& s, Seat seat) {
  const auto st = standings(s);
  double best_other = -1e9;
  for (std::size_t p = 0; p < st.size(); ++p)
    if (p != seat) best_other = std::max(best_other, st[p]);
  return st[seat] - best_other;
}

double evaluate(const State& s, Seat seat) {
  if (is_over(s)) return results(s)[seat];
  return 1.0 / (1.0 + std::exp(-0.3 * margin(s, seat)));
}

double quick_score(const State& s, const Choice& c) { return QuickScorer(s)(c); }

QuickScorer::BaseFigures QuickScorer::figures(BaseId base) {
  if (powers_.empty()) {
    powers_ = board_powers(s_);
    breakpoints_.assign(s_.bases.size(), -1);
  }
  for (std::size_t i = 0; i < s_.bases.size(); ++i)
    if (s_.bases[i].base == base) {
      if (breakpoints_[i] < 0) breakpoints_[i] = breakpoint(s_, base);
      return {&powers_[i], breakpoints_[i]};
    }
  outside_ = base_powers(s_, base);  // not in play: asked by no engine option, answered all the same
  return {&outside_, breakpoint(s_, base)};
}

double QuickScorer::operator()(const Choice& c) {
  const State& s = s_;
  const Seat me = s.question.seat;
  switch (c.kind) {
    case ChoiceKind::PlayMinion: {
      const int p = printed_power(s, c.a);
      const auto here = figures(c.b);
      const int mine = here.powers->players[me] + p;
      int best_other = 0;
      for (int q = 0; q < s.players; ++q)
        if (q != me) best_other = std::max(best_other, here.powers->players[static_cast<std::size_t>(q)]);
      const bool scores = here.powers->total + p >= here.breakpoint;
      double score = 2 + 0.2 * p;
      if (mine > best_other) score += scores ? 3 : 1;
      return score;
    }
    case ChoiceKind::PlayAction:
    case ChoiceKind::PlayOnBase:
    case ChoiceKind::PlayOnMinion:
      return 1.5;
    case ChoiceKind::Use:
      return 1;
    case ChoiceKind::Card: {
      // A minion in play: acting on another player's strong minion is usually the point; on a card in hand (a
      // discard), the weakest card goes.
      if (base_of(s, c.a) != kNoBase) {
        const int p = power(s, c.a);
        return controller_of(s, c.a) == me ? -p : 1 + p;
      }
      return -0.1 * printed_power(s, c.a);
    }
    case ChoiceKind::Player:
      return c.a == me ? -1 : s.seats[c.a].vp;
    case ChoiceKind::Yes:
    case ChoiceKind::Keep:
      return 0.5;
    case ChoiceKind::Pass:
      return 0.1;
    case ChoiceKind::Permission:
      // An extra before the turn's free play: the free play covers any card later.
      return c.a == kFreePlay ? 0 : 0.2;
    default:
      return 0;
  }
}

std::optional<Choice> loop_exit(const State& s) {
  if (s.turn.plays < kLoopPlays) return std::nullopt;
  for (const auto& c : s.question.options)
    if (c.kind == ChoiceKind::Done || c.kind == ChoiceKind::Pass || c.kind == ChoiceKind::No) return c;
  return std::nullopt;
}

Choice heuristic_choice(const State& s, framework::Rng& rng) {
  const auto& options = s.question.options;
  if (options.size() == 1) return options.front();
  if (const auto out = loop_exit(s)) return *out;
  const Seat seat = s.question.seat;
  const State dealt = determinize(s, seat, rng);
  Choice best = options.front();
  double best_value = -1e9;
  QuickScorer quick_score(s);
  for (const auto& c : options) {
    State next = dealt;
    apply(next, c);
    // The prior breaks ties between answers the look-ahead cannot tell apart.
    const double value = look_ahead(next, seat, kFollowUps) + 0.01 * quick_score(c);
    if (value > best_value) {
      best_value = value;
      best = c;
    }
  }
  return best;
}

}  // namespace cardtable::smashup
