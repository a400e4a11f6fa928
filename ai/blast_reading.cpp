#include "ai/blast_reading.hpp"

#include <algorithm>

#include "ai/blast_heuristic.hpp"
#include "games/blast/determinize.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ai {
namespace {

using blast::Action;
using blast::ActionKind;
using blast::CardSet;
using blast::Seat;
using blast::State;

// The same step as far as the other hand goes: the same cards, on the same planet (a Shrinker counted one lower or a
// Changeling's declared faction says nothing more about what else the hand holds).
bool same_step(const Action& a, const Action& b) {
  return a.kind == b.kind && a.planet == b.planet && a.play_cards() == b.play_cards() && a.chosen == b.chosen;
}

// The cards each seat put face up this round by the log, or nullopt when they are not exactly the face-up cards.
std::optional<std::array<CardSet, blast::kSeats>> spent_by_log(const State& s) {
  std::array<CardSet, blast::kSeats> spent{};
  for (int i = 0; i < s.log.count; ++i) {
    const Action& step = s.log.steps[static_cast<std::size_t>(i)];
    const CardSet cards = step.play_cards() | step.chosen;
    if ((spent[0] | spent[1]).intersects(cards)) return std::nullopt;
    spent[s.log.seat_of(i)] |= cards;
  }
  if ((spent[0] | spent[1]) != s.face_up) return std::nullopt;
  return spent;
}

// See reading_weight; `checked` also checks every step is legal where the replay takes it. Whether a step is legal
// does not depend on the other hand (each seat's cards at the round's start are its hand now and what it spent), so
// one checked replay vouches for every deal of the same position.
double weight(const State& deal, Seat seat, double miss_weight, bool checked, std::vector<Action>& scratch) {
  const auto spent = spent_by_log(deal);
  if (!spent) return -1;
  State at = deal;
  for (Seat s = 0; s < blast::kSeats; ++s) at.hands[s] = deal.hands[s] | (*spent)[s];
  at.face_up = {};
  at.discarded = {};
  at.planet_zone = deal.log.start_zones;
  at.phase = blast::Phase::Trick;
  at.trick = blast::Trick{};
  at.trick.leader = blast::round_opener(deal);
  at.to_move = at.trick.leader;
  at.log = blast::RoundLog{};
  at.log.count = blast::kRoundLogUnknown;  // the replay needs no log of its own
  double w = 1;
  for (int i = 0; i < deal.log.count; ++i) {
    const Action& step = deal.log.steps[static_cast<std::size_t>(i)];
    if (checked && (deal.log.seat_of(i) != at.to_move || !blast::is_legal(at, step))) return -1;
    if (at.to_move == seat) {
      blast::legal_actions(at, scratch);
      if (scratch.size() > 1 && !same_step(blast::Heuristic(at).pick(scratch), step)) w *= miss_weight;
    }
    blast::apply(at, step);
  }
  return w;
}

}  // namespace

double reading_weight(const State& deal, Seat seat, double miss_weight) {
  std::vector<Action> scratch;
  return weight(deal, seat, miss_weight, true, scratch);
}

std::shared_ptr<const BlastReading> BlastReading::read(const State& s, Seat observer, const BlastReadingConfig& config,
                                                       std::uint64_t seed) {
  if (config.hands <= 0 || s.phase == blast::Phase::GameOver || !s.log.known()) return nullptr;
  const Seat other = blast::opponent(observer);
  bool other_stepped = false;
  for (int i = 0; i < s.log.count; ++i) other_stepped = other_stepped || s.log.seat_of(i) == other;
  if (!other_stepped || !spent_by_log(s)) return nullptr;

  auto reading = std::make_shared<BlastReading>();
  reading->observer_ = observer;
  auto rng = framework::Rng::from_seed(seed);
  std::vector<Action> scratch;
  double total = 0;
  for (int h = 0; h < config.hands; ++h) {
    const State deal = blast::determinize(s, observer, rng);
    const double w = weight(deal, other, config.miss_weight, h == 0, scratch);
    if (w < 0) return nullptr;
    reading->hands_.push_back(deal.hands[other]);
    reading->weights_.push_back(w);
    total += w;
    reading->cumulative_.push_back(total);
  }
  return reading;
}

State BlastReading::deal(const State& s, framework::Rng& rng) const {
  State out = s;
  out.rng = framework::Rng::from_seed(rng.next());
  // A draw in [0, total) by weight: 2^-53 steps of the total, as many as a double tells apart.
  const double total = cumulative_.back();
  const double at = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * total;
  const auto pick = std::upper_bound(cumulative_.begin(), cumulative_.end(), at) - cumulative_.begin();
  const auto i = static_cast<std::size_t>(std::min<std::ptrdiff_t>(pick, static_cast<std::ptrdiff_t>(hands_.size()) - 1));
  const Seat other = blast::opponent(observer_);
  out.hands[other] = hands_[i];
  out.undealt = blast::kAllCards - s.hands[observer_] - hands_[i] - s.face_up;
  return out;
}

double BlastReading::effective_hands() const {
  double sum = 0, squares = 0;
  for (double w : weights_) {
    sum += w;
    squares += w * w;
  }
  return squares > 0 ? sum * sum / squares : 0;
}

}  // namespace cardtable::ai
