#include "games/blast/heuristic.hpp"

#include <algorithm>
#include <array>

#include "games/blast/combos.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::blast {
namespace {

// Weights found by playing the heuristic against the random agent and against earlier versions of itself.
constexpr double kShedWeight = 3.0;       // each card out of the hand brings the round's star closer
constexpr double kKeepWeight = 0.35;      // spending a card costs what it was worth keeping
constexpr double kPlanetWeight = 4.0;     // one planet zone step is a point swing
constexpr double kJunkerBonus = 2.5;      // winning with a Junker sheds one more card
constexpr double kLeadBonus = 1.5;        // the trick's winner leads the next one
constexpr double kEmptyHand = 1000.0;     // the round is won the moment the hand is empty

int max_total(Planet p) {
  switch (p) {
    case Planet::Zamepra: return 10;
    case Planet::Peolara: return 20;
    case Planet::Usiri: return 30;
    case Planet::VaoD:
    case Planet::ThoraIII: return 27;
  }
  return 30;
}

// +1 in `seat`'s zone, 0 in the centre, -1 in the other zone.
int zone_value(std::int8_t zone, Seat seat) {
  if (zone == kCentre) return 0;
  return zone == static_cast<std::int8_t>(seat) ? 1 : -1;
}

bool has_printed(const Action& play, Faction faction) {
  for (int i = 0; i < play.count; ++i)
    if (faction_of(play.cards[i].card) == faction) return true;
  return false;
}

// How the planet's worth to `seat` changes when `winner` wins the trick with `unbeaten` (R-3: Greedbots pull home).
int planet_swing(const State& s, Planet planet, const Action& unbeaten, Seat winner, Seat seat) {
  const std::int8_t from = s.planet_zone[static_cast<std::size_t>(planet)];
  const auto mine = static_cast<std::int8_t>(winner);
  std::int8_t to = from;
  if (has_printed(unbeaten, Faction::Greedbot) || from == kCentre)
    to = mine;
  else if (from != mine)
    to = kCentre;
  return zone_value(to, seat) - zone_value(from, seat);
}

// Near the end of the race every point weighs more.
double planet_weight(const State& s) {
  const int best = std::max(points(s, 0), points(s, 1));
  return kPlanetWeight * (best >= kWinningPoints - 2 ? 1.6 : 1.0);
}

// A rough chance that a play holds: the opponent cannot answer with fewer cards than the planet asks for,
// and a high total is harder to beat.
double hold_chance(const State& s, const Action& play) {
  const int others = s.hands[opponent(s.to_move)].size();
  if (others < cards_per_play(play.planet)) return 1.0;
  const double r = static_cast<double>(play.total()) / max_total(play.planet);
  return 0.1 + 0.85 * r * r;
}

double pass_score(const State& s) {
  const Seat me = s.to_move;
  const Seat other = opponent(me);
  const Action& theirs = s.trick.last_play();
  double score = planet_weight(s) * planet_swing(s, s.trick.planet, theirs, other, me);
  if (has_printed(theirs, Faction::Junker)) score -= kJunkerBonus;
  score -= kLeadBonus;
  // An opponent about to run out leads next and may empty its hand.
  const int others = s.hands[other].size();
  if (others <= 3) score -= 12.0 / others;
  return score;
}

double play_score(const State& s, const Action& play) {
  const Seat me = s.to_move;
  const CardSet hand = s.hands[me];
  const CardSet cards = play.play_cards();
  if ((hand - cards).empty()) {
    // The round ends now with a star for me; only an opponent already past the line makes that a loss.
    const int mine = points(s, me) + 1;
    const int theirs = points(s, opponent(me));
    return (mine < kWinningPoints && theirs >= kWinningPoints && theirs > mine) ? -kEmptyHand : kEmptyHand;
  }
  double score = kShedWeight * play.count;
  for (int i = 0; i < play.count; ++i) score -= kKeepWeight * keep_value(hand, play.cards[i].card);
  const double hold = hold_chance(s, play);
  double won = planet_weight(s) * planet_swing(s, play.planet, play, me, me) + kLeadBonus;
  if (has_printed(play, Faction::Junker)) won += kJunkerBonus;
  const int others = s.hands[opponent(me)].size();
  if (others <= 3 && others < cards_per_play(play.planet)) won += 12.0 / others;
  // When the play is beaten, the opponent wins the planet much as if we had passed.
  const double lost = s.trick.play_count > 0 ? pass_score(s) : -kLeadBonus;
  return score + hold * won + (1.0 - hold) * lost;
}

}  // namespace

double keep_value(CardSet hand, CardId card) {
  const int value = value_of(card);
  double keep = value;
  int same = 0;
  for (int f = 0; f < kFactions; ++f) {
    const CardId other = card_of(static_cast<Faction>(f), value);
    if (other != card && hand.contains(other)) ++same;
  }
  keep += 1.5 * std::min(same, 2);
  const auto has_value = [&](int v) {
    if (v < 0 || v >= kValues) return false;
    for (int f = 0; f < kFactions; ++f)
      if (hand.contains(card_of(static_cast<Faction>(f), v))) return true;
    return false;
  };
  if ((has_value(value - 1) && has_value(value + 1)) || (has_value(value + 1) && has_value(value + 2)) ||
      (has_value(value - 1) && has_value(value - 2)))
    keep += 1.5;
  switch (faction_of(card)) {
    case Faction::Changeling: keep += 1.5; break;
    case Faction::Greedbot: keep += 1.0; break;
    case Faction::Junker: keep += 0.8; break;
    case Faction::Shrinker: keep += 0.3; break;
  }
  return keep;
}

CardSet cheapest_cards(CardSet hand, int count) {
  std::vector<std::pair<double, CardId>> ranked;
  for (CardId c : hand.cards()) ranked.emplace_back(keep_value(hand, c), c);
  std::sort(ranked.begin(), ranked.end());
  CardSet out;
  for (int i = 0; i < count && i < static_cast<int>(ranked.size()); ++i) out.insert(ranked[static_cast<std::size_t>(i)].second);
  return out;
}

double heuristic_score(const State& s, const Action& a) {
  const CardSet hand = s.hands[s.to_move];
  switch (a.kind) {
    case ActionKind::Play: return play_score(s, a);
    case ActionKind::Pass: return pass_score(s);
    case ActionKind::Discard: {
      // the discard that empties the hand wins the round; otherwise shed the card least worth keeping.
      return -keep_value(hand, a.chosen.cards().front());
    }
    case ActionKind::Give: {
      double kept = 0;
      for (CardId c : a.chosen.cards()) kept -= keep_value(hand, c);
      return kept;
    }
  }
  return 0;
}

const Action& heuristic_pick(const State& s, const std::vector<Action>& legal) {
  std::size_t best = 0;
  double best_score = heuristic_score(s, legal[0]);
  for (std::size_t i = 1; i < legal.size(); ++i) {
    const double score = heuristic_score(s, legal[i]);
    if (score > best_score) {
      best = i;
      best_score = score;
    }
  }
  return legal[best];
}

Action heuristic_action(const State& s, std::vector<Action>& scratch) {
  if (s.phase == Phase::Exchange && s.to_move != exchange_leader(s))
    return Action::give(cheapest_cards(s.hands[s.to_move], s.exchange_count));
  legal_actions(s, scratch);
  return heuristic_pick(s, scratch);
}

}  // namespace cardtable::blast
