#include "ai/blast_heuristic.hpp"

#include <algorithm>
#include <bit>

#include "games/blast/rules.hpp"

namespace cardtable::blast {
namespace {

// Weights tuned by playing variants against each other over 4,000 games each (the tuned set wins 69% against the
// first guess: shed weight 3, planet weight 4, lead bonus 1.5, and a hold chance that grew with the square of the total).
constexpr double kShedWeight = 5.0;       // each card out of the hand brings the round's star closer
constexpr double kKeepWeight = 0.35;      // spending a card costs what it was worth keeping
constexpr double kPlanetWeight = 3.0;     // one planet zone step is a point swing
constexpr double kJunkerBonus = 2.5;      // winning with a Junker sheds one more card
constexpr double kLeadBonus = 0.5;        // the trick's winner leads the next one
constexpr double kHoldBase = 0.7;         // most plays hold: a higher total adds little, so answers stay cheap
constexpr double kEmptyHand = 1000.0;     // the round is won the moment the hand is empty
constexpr double kLastCards = 12.0;       // an opponent with few cards left who gets the lead may go out

constexpr int max_total(Planet p) {
  switch (p) {
    case Planet::Zamepra: return 10;
    case Planet::Peolara: return 20;
    case Planet::Usiri: return 30;
    case Planet::VaoD:
    case Planet::ThoraIII: return 27;
  }
  return 30;
}

// hold_chance's estimate for each planet and total when the opponent can answer, worked out once: the division sat
// on the rollouts' critical path. The same expression, so the same doubles.
constexpr auto kHoldByTotal = [] {
  std::array<std::array<double, 31>, kPlanets> table{};
  for (Planet p : kAllPlanets)
    for (int total = 0; total <= max_total(p); ++total) {
      const double r = static_cast<double>(total) / max_total(p);
      table[static_cast<std::size_t>(p)][static_cast<std::size_t>(total)] = kHoldBase + (0.95 - kHoldBase) * r;
    }
  return table;
}();

// The cards of each printed value.
constexpr auto kValueCards = [] {
  std::array<CardSet, kValues> table{};
  for (int v = 0; v < kValues; ++v)
    for (int f = 0; f < kFactions; ++f)
      table[static_cast<std::size_t>(v)].bits |= std::uint64_t{1} << card_of(static_cast<Faction>(f), v);
  return table;
}();

const CardSet kGreedbots = faction_cards(Faction::Greedbot);
const CardSet kJunkers = faction_cards(Faction::Junker);

// What a card is worth for its value alone: its height, the pair or triple it makes (of_value cards of that value
// held), the run it belongs to. Tabled with the expression the heuristic was tuned with, so the same doubles.
constexpr auto kValueKeep = [] {
  std::array<std::array<std::array<double, 2>, kFactions + 1>, kValues> table{};
  for (int value = 0; value < kValues; ++value)
    for (int of_value = 1; of_value <= kFactions; ++of_value)
      for (int in_run = 0; in_run < 2; ++in_run) {
        double keep = value + 1.5 * std::min(of_value - 1, 2);
        if (in_run != 0) keep += 1.5;
        table[static_cast<std::size_t>(value)][static_cast<std::size_t>(of_value)][static_cast<std::size_t>(in_run)] = keep;
      }
  return table;
}();

// Each card's printed value and faction, looked up rather than divided out.
constexpr auto kValueOf = [] {
  std::array<std::uint8_t, kDeckSize> table{};
  for (int c = 0; c < kDeckSize; ++c) table[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(value_of(static_cast<CardId>(c)));
  return table;
}();
constexpr auto kFactionOf = [] {
  std::array<std::uint8_t, kDeckSize> table{};
  for (int c = 0; c < kDeckSize; ++c) table[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(faction_of(static_cast<CardId>(c)));
  return table;
}();

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

// How the planet's worth to `seat` changes when `winner` wins the trick on it (R-3: a printed Greedbot in the
// unbeaten play pulls it home).
int planet_swing(const State& s, Planet planet, bool greedbot, Seat winner, Seat seat) {
  const std::int8_t from = s.planet_zone[static_cast<std::size_t>(planet)];
  const auto mine = static_cast<std::int8_t>(winner);
  std::int8_t to = from;
  if (greedbot || from == kCentre)
    to = mine;
  else if (from != mine)
    to = kCentre;
  return zone_value(to, seat) - zone_value(from, seat);
}

}  // namespace

HandProfile::HandProfile(CardSet hand) {
  const std::uint64_t h = hand.bits;
  // Bit v when the hand holds a card of value v: the four factions' runs of eleven bits folded onto each other.
  const unsigned held = static_cast<unsigned>((h | h >> kValues | h >> (2 * kValues) | h >> (3 * kValues)) & ((1U << kValues) - 1));
  // Bit v of `below` is whether v - 1 is held, of `above` whether v + 1 is.
  const unsigned below = held << 1, above = held >> 1;
  const unsigned in_run = (below & above) | (above & (held >> 2)) | (below & (held << 2));
  // In Faction order: Changeling, Greedbot, Junker, Shrinker.
  static constexpr std::array<double, kFactions> kFactionBonus{1.5, 1.0, 0.8, 0.3};
  for (auto bits = h; bits != 0; bits &= bits - 1) {
    const auto c = static_cast<CardId>(std::countr_zero(bits));
    const std::size_t value = kValueOf[c];
    const int of_value = (hand & kValueCards[value]).size();
    keep_[c] = kValueKeep[value][static_cast<std::size_t>(of_value)][in_run >> value & 1] + kFactionBonus[kFactionOf[c]];
  }
}

CardSet cheapest_cards(CardSet hand, int count) {
  const HandProfile profile(hand);
  std::array<std::pair<double, CardId>, kDeckSize> ranked{};
  std::size_t held = 0;
  for (auto bits = hand.bits; bits != 0; bits &= bits - 1) {
    const auto c = static_cast<CardId>(std::countr_zero(bits));
    ranked[held++] = {profile.keep(c), c};
  }
  std::sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(held));
  CardSet out;
  for (int i = 0; i < count && i < static_cast<int>(held); ++i) out.insert(ranked[static_cast<std::size_t>(i)].second);
  return out;
}

Heuristic::Heuristic(const State& s) : s_(s), profile_(s.hands[s.to_move]) {
  const int best = std::max(points(s, 0), points(s, 1));
  // Near the end of the race every point weighs more.
  planet_weight_ = kPlanetWeight * (best >= kWinningPoints - 2 ? 1.6 : 1.0);
  const Seat me = s.to_move;
  // An answer is on the trick's planet: only a lead needs the others.
  const bool following = s.phase == Phase::Trick && s.trick.play_count > 0;
  for (Planet p : kAllPlanets) {
    if (following && p != s.trick.planet) continue;
    for (int greedbot = 0; greedbot < 2; ++greedbot)
      win_value_[static_cast<std::size_t>(p)][static_cast<std::size_t>(greedbot)] =
          planet_weight_ * planet_swing(s, p, greedbot != 0, me, me) + kLeadBonus;
  }
  const Seat other = opponent(me);
  others_ = s.hands[other].size();
  if (following) {
    const Action& theirs = s.trick.last_play();
    pass_score_ =
        planet_weight_ * planet_swing(s, s.trick.planet, has_printed(theirs, Faction::Greedbot), other, me) - kLeadBonus;
    if (has_printed(theirs, Faction::Junker)) pass_score_ -= kJunkerBonus;
    if (others_ <= 3) pass_score_ -= kLastCards / others_;
  } else {
    pass_score_ = -kLeadBonus;
  }
}

// A rough chance that a play holds: the opponent cannot answer with fewer cards than the planet asks for,
// and a higher total is a little harder to beat.
double Heuristic::hold_chance(const Action& play) const {
  if (others_ < cards_per_play(play.planet)) return 1.0;
  return kHoldByTotal[static_cast<std::size_t>(play.planet)][static_cast<std::size_t>(play.total())];
}

double Heuristic::play_score(const Action& play) const {
  const Seat me = s_.to_move;
  const CardSet cards = play.play_cards();
  const bool greedbot = cards.intersects(kGreedbots);
  const bool junker = cards.intersects(kJunkers);
  if ((s_.hands[me] - cards).empty()) {
    // The round ends now with a star for me; only an opponent already past the line makes that a loss.
    const int mine = points(s_, me) + 1;
    const int theirs = points(s_, opponent(me));
    return (mine < kWinningPoints && theirs >= kWinningPoints && theirs > mine) ? -kEmptyHand : kEmptyHand;
  }
  double score = kShedWeight * play.count;
  for (int i = 0; i < play.count; ++i) score -= kKeepWeight * profile_.keep(play.cards[i].card);
  const double hold = hold_chance(play);
  double won = win_value_[static_cast<std::size_t>(play.planet)][greedbot ? 1 : 0];
  if (junker) won += kJunkerBonus;
  if (others_ <= 3 && others_ < cards_per_play(play.planet)) won += kLastCards / others_;
  // A beaten play loses the planet much as a pass would.
  return score + hold * won + (1.0 - hold) * pass_score_;
}

double Heuristic::score(const Action& a) const {
  switch (a.kind) {
    case ActionKind::Play: return play_score(a);
    case ActionKind::Pass: return pass_score_;
    // shed the card least worth keeping. (R-6: any discard of the last card wins the round; there is one.)
    case ActionKind::Discard: return -profile_.keep(static_cast<CardId>(std::countr_zero(a.chosen.bits)));
    case ActionKind::Give: {
      double kept = 0;
      for (auto bits = a.chosen.bits; bits != 0; bits &= bits - 1) kept -= profile_.keep(static_cast<CardId>(std::countr_zero(bits)));
      return kept;
    }
  }
  return 0;
}

const Action& Heuristic::pick(const std::vector<Action>& legal) const {
  std::size_t best = 0;
  double best_score = score(legal[0]);
  for (std::size_t i = 1; i < legal.size(); ++i) {
    const double value = score(legal[i]);
    if (value > best_score) {
      best = i;
      best_score = value;
    }
  }
  return legal[best];
}

Action heuristic_action(const State& s, std::vector<Action>& scratch) {
  if (s.phase == Phase::Exchange && s.to_move != s.exchange_leader)
    return Action::give(cheapest_cards(s.hands[s.to_move], s.exchange_count));
  legal_actions(s, scratch);
  return Heuristic(s).pick(scratch);
}

}  // namespace cardtable::blast
