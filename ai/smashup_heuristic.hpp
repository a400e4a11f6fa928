#pragma once
// A search-free Smash Up player built only on what every card shares: power, breakpoints, places and VP. It never
// looks at a card's rules text, so it plays any implemented faction: each answer is tried on a game dealt from the
// deciding seat's view (determinize.hpp), its follow-up questions answered the same way, and the position that
// results is scored by `margin`. Bots use `evaluate` at the end of their rollouts and `quick_score` inside them.
#include <optional>
#include <vector>

#include "framework/rng.hpp"
#include "games/smashup/queries.hpp"
#include "games/smashup/rules.hpp"

namespace cardtable::smashup {

// Each seat's expected final VP as the board stands: VP already scored, plus for each base the VP of the place the
// seat holds there now, weighted by how near the base is to its breakpoint, plus a little for cards in hand.
std::vector<double> standings(const State& s);
// The seat's standing minus the best other seat's.
double margin(const State& s, Seat seat);
// In [0, 1]: the result once the game is over, else the margin squashed.
double evaluate(const State& s, Seat seat);

// A cheap prior for an answer, higher first, reading only the board and the option: playing a minion where it
// takes or keeps a place, acting on other players' minions rather than one's own, discarding the weakest card.
double quick_score(const State& s, const Choice& c);

// quick_score for the options of one position (which must outlive it): each base's powers and breakpoint are
// worked out once, for all the minion plays onto it.
class QuickScorer {
 public:
  explicit QuickScorer(const State& s) : s_(s) {}
  double operator()(const Choice& c);

 private:
  struct BaseFigures {
    const BasePowers* powers = nullptr;
    int breakpoint = 0;
  };
  BaseFigures figures(BaseId base);

  const State& s_;
  std::vector<BasePowers> powers_;  // board_powers, once a minion play is scored
  std::vector<int> breakpoints_;    // per base in play, -1 until asked
  BasePowers outside_;
};

// Some card pairs loop for as long as their player likes (Collector sending itself back to hand on The Homeworld,
// which grants another minion of power 2 or less). A person stops when they please; a bot that weighs each step
// alone can go round for ever. Once this many cards were played in one turn, by anyone, bots take the way out
// whenever one is offered.
inline constexpr int kLoopPlays = 40;
// The answer that stops a loop (Done, Pass or No), when the turn has reached kLoopPlays plays and one is offered.
std::optional<Choice> loop_exit(const State& s);

// The heuristic's answer for the seat asked in `s`, which it reads only through that seat's view (`rng` deals the
// hidden cards).
Choice heuristic_choice(const State& s, framework::Rng& rng);

}  // namespace cardtable::smashup
