#include "ai/smashup_explain.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "games/smashup/rules.hpp"

namespace cardtable::ai {
namespace {

using smashup::Choice;
using smashup::ChoiceKind;
using smashup::State;

// Playouts behind the sentence, each to the end of the turn under way (or at most kAnswers answers).
constexpr int kPlayouts = 100;
constexpr int kAnswers = 200;

std::string percent(double share) { return std::to_string(static_cast<int>(std::lround(100 * share))) + "%"; }
std::string whole(double x) { return std::to_string(static_cast<int>(std::lround(x))); }

struct Scoring {
  int scored = 0;  // playouts in which the base scored
  int won = 0;     // … with the seat asked among its winners
};

struct Playouts {
  std::map<smashup::BaseId, Scoring> bases;
  double vp = 0;        // the seat asked's VP at the end, summed over the playouts
  double best_other = 0;  // the best other seat's VP at the end, summed
};

Playouts play_out(const State& s, const Choice& chosen, const SmashUpGame& game, std::uint64_t seed) {
  const smashup::Seat me = s.question.seat;
  Playouts seen;
  std::vector<smashup::Event> log;
  for (int i = 0; i < kPlayouts; ++i) {
    auto rng = framework::Rng::from_seed(seed + static_cast<std::uint64_t>(i));
    State deal = game.determinize(s, me, rng);
    const auto turn = deal.turn.number;
    std::map<smashup::BaseId, bool> counted;
    Choice next = chosen;
    for (int n = 0; n < kAnswers; ++n) {
      log.clear();
      smashup::apply(deal, next, &log);
      for (const auto& e : log) {
        if (e.kind != smashup::EventKind::BaseScored) continue;
        auto& base = seen.bases[e.base];
        if (!counted[e.base]) ++base.scored;
        counted[e.base] = true;
        base.won += e.seat == me;
      }
      if (smashup::is_over(deal) || deal.turn.number != turn) break;
      next = rollout_choice(deal, game.rollout.epsilon, rng);
    }
    int others = 0;
    for (std::size_t p = 0; p < deal.seats.size(); ++p)
      if (p != me) others = std::max<int>(others, deal.seats[p].vp);
    seen.vp += deal.seats[me].vp;
    seen.best_other += others;
  }
  return seen;
}

}  // namespace

std::string smashup_why(const State& s, const Choice& chosen, const std::vector<RootEdge<Choice>>& edges,
                        const SmashUpGame& game, std::uint64_t seed) {
  const auto seen = play_out(s, chosen, game, seed);
  // The base the answer is about: the one it plays on, else the one that scored most often.
  smashup::BaseId about = smashup::kNoBase;
  if (chosen.kind == ChoiceKind::PlayMinion || chosen.kind == ChoiceKind::PlayOnBase) about = chosen.b;
  if (about == smashup::kNoBase || !seen.bases.contains(about)) {
    int most = 0;
    for (const auto& [base, scoring] : seen.bases)
      if (scoring.scored > most) {
        most = scoring.scored;
        about = base;
      }
  }
  std::string why;
  if (const auto it = seen.bases.find(about); it != seen.bases.end()) {
    const auto name = std::string(smashup::base_def(about).name);
    const double scored = static_cast<double>(it->second.scored) / kPlayouts;
    const double won = static_cast<double>(it->second.won) / kPlayouts;
    why = won * 2 >= scored ? "wins " + name + " in " + percent(won) + " of playouts"
                            : name + " scores this turn in " + percent(scored) + " of playouts, " +
                                  "you first in " + percent(won);
  } else {
    why = "no base scores this turn in the playouts";
  }
  const bool two = s.seats.size() == 2;
  why += ": you reach " + whole(seen.vp / kPlayouts) + " VP, " + (two ? "the other player has " : "the best of the others has ") +
         whole(seen.best_other / kPlayouts);
  const RootEdge<Choice>* mine = nullptr;
  const RootEdge<Choice>* next = nullptr;
  for (const auto& e : edges) {
    if (e.action == chosen) mine = &e;
    else if (!next || e.visits > next->visits) next = &e;
  }
  if (mine) {
    why += "; the search rates it " + whole(100 * mine->mean()) + "/100";
    if (next) why += " (" + whole(100 * next->mean()) + " for the next best answer)";
  }
  return why;
}

}  // namespace cardtable::ai
