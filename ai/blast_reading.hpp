#pragma once
// Reading the other seat's play: deals of its hand weighed by how well they explain what it did this round.
//
// Blast's rules force nothing on a follower ("A player may pass even when they could play"), nor a leader's planet,
// nor a Junker's discard, so no play proves a card absent: a play or a pass only makes some hands likelier than
// others. The reading deals many hands consistent with what the seat has seen (blast::determinize), replays the
// round's public log (State::log) from each, and weighs the hand by how often the rollout policy's judgement agrees
// with what the other seat did: each of its steps the heuristic would also have taken keeps the weight, each it would
// not have taken multiplies it by `miss_weight`. The search then deals from those hands by weight.
#include <cstdint>
#include <memory>
#include <vector>

#include "framework/rng.hpp"
#include "games/blast/state.hpp"

namespace cardtable::ai {

struct BlastReadingConfig {
  int hands = 0;             // hands dealt and weighed once per decision; 0 reads nothing
  double miss_weight = 0.3;  // a step the heuristic would not have taken, from that hand
};

class BlastReading {
 public:
  // The weighed hands of the seat other than `observer` in `s`, or nullptr when there is nothing to read (no step of
  // that seat this round, or a log that does not account for the round: a game going on from an older save).
  static std::shared_ptr<const BlastReading> read(const blast::State& s, blast::Seat observer,
                                                  const BlastReadingConfig& config, std::uint64_t seed);

  // A full state `observer` cannot tell from `s` (as blast::determinize), its other hand drawn by weight.
  blast::State deal(const blast::State& s, framework::Rng& rng) const;

  // How many hands were weighed, and the effective number of them (sum of weights squared over sum of squares).
  int hands() const { return static_cast<int>(hands_.size()); }
  double effective_hands() const;

 private:
  blast::Seat observer_ = 0;
  std::vector<blast::CardSet> hands_;
  std::vector<double> weights_;
  std::vector<double> cumulative_;
};

// The weight of the other seat's hand in `deal` (a full state of the round `deal.log` is of): 1 multiplied by
// `miss_weight` for each step of `seat` the heuristic would not have taken, or a negative number when the log does
// not replay from the round's start in that deal. Exposed for tests.
double reading_weight(const blast::State& deal, blast::Seat seat, double miss_weight);

}  // namespace cardtable::ai
