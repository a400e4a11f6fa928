#include "saves/blast_codec.hpp"

#include <boost/serialization/array.hpp>
#include <boost/serialization/version.hpp>

#include "games/blast/blast_match.hpp"
#include "saves/framework_serialization.hpp"
#include "saves/save_file.hpp"
#include "saves/typed_codec.hpp"

// Blast's rules stay free of Boost, so its values are serialized from outside, found by argument-dependent lookup.
namespace cardtable::blast {

template <class Archive>
void serialize(Archive& ar, CountedCard& c, const unsigned int /*version*/) {
  ar & c.card & c.value & c.faction;
}

template <class Archive>
void serialize(Archive& ar, Action& a, const unsigned int /*version*/) {
  ar & a.kind & a.planet & a.count & a.cards & a.chosen;
}

template <class Archive>
void serialize(Archive& ar, Trick& t, const unsigned int /*version*/) {
  ar & t.planet & t.leader & t.play_count & t.plays & t.faction & t.faction_set;
}

template <class Archive>
void serialize(Archive& ar, State& s, const unsigned int version) {
  ar & s.rng & s.phase & s.round & s.to_move & s.first_player & s.last_round_winner;
  ar & s.hands & s.undealt & s.face_up & s.discarded;
  ar & s.planet_zone & s.stars & s.star_pile;
  ar & s.exchange_count & s.gifts & s.has_given;
  if (version >= 1)
    ar & s.exchange_leader;
  else
    s.exchange_leader = saves::kLeaderUnknown;
  ar & s.trick & s.winner & s.end;
  if (version >= 2) {
    // Only the steps taken: a round's log is mostly empty. An unknown log (a game going on from an older save's
    // position) writes none; a count past the most a round holds is read no further and refused by the checks.
    ar & s.log.start_zones & s.log.count & s.log.seats;
    for (int i = 0; i < s.log.count && i < blast::kMaxRoundSteps; ++i) ar & s.log.steps[static_cast<std::size_t>(i)];
  } else {
    s.log = RoundLog{};
    s.log.count = kRoundLogUnknown;
  }
}

}  // namespace cardtable::blast

BOOST_CLASS_VERSION(cardtable::blast::CountedCard, 0)
BOOST_CLASS_VERSION(cardtable::blast::Action, 0)
BOOST_CLASS_VERSION(cardtable::blast::Trick, 0)
BOOST_CLASS_VERSION(cardtable::blast::State, 2)  // 1: exchange_leader; 2: the round's log

namespace cardtable::saves {
namespace {

using blast::CardSet;

bool seat_or_nobody(std::int8_t v) { return v == blast::kNobody || (v >= 0 && v < blast::kSeats); }

std::string unknown_card(CardSet set, const char* where) {
  const auto stray = (set - blast::kAllCards).cards();
  return "unknown card id " + std::to_string(stray.front()) + " in " + where;
}

std::string action_problem(const blast::Action& a) {
  if (a.kind > blast::ActionKind::Discard) return "unknown action kind";
  if (static_cast<int>(a.planet) >= blast::kPlanets) return "unknown planet";
  if (a.count > a.cards.size()) return "a play of more than 3 cards";
  for (const auto& c : a.cards) {
    if (c.card >= blast::kDeckSize) return "unknown card id " + std::to_string(c.card) + " in a play";
    if (c.value >= blast::kValues || static_cast<int>(c.faction) >= blast::kFactions) return "a card counted as nothing";
  }
  if (!blast::kAllCards.includes(a.chosen)) return unknown_card(a.chosen, "an action");
  return {};
}

std::string zones_problem(const blast::State& s) {
  const std::array<std::pair<CardSet, const char*>, 4> zones{
      {{s.hands[0], "hand 1"}, {s.hands[1], "hand 2"}, {s.undealt, "the undealt cards"}, {s.face_up, "the face-up cards"}}};
  CardSet seen;
  for (std::size_t i = 0; i < zones.size(); ++i) {
    const auto& [cards, where] = zones[i];
    if (!blast::kAllCards.includes(cards)) return unknown_card(cards, where);
    for (std::size_t earlier = 0; earlier < i; ++earlier)
      if (zones[earlier].first.intersects(cards))
        return "card " + blast::card_name((zones[earlier].first & cards).cards().front()) + " is in both " +
               zones[earlier].second + " and " + where;
    seen |= cards;
  }
  if (seen != blast::kAllCards)
    return "card " + blast::card_name((blast::kAllCards - seen).cards().front()) + " is in no zone";
  if (!s.face_up.includes(s.discarded)) return "a discarded card is not face up";
  for (const auto& gift : s.gifts)
    if (!blast::kAllCards.includes(gift)) return unknown_card(gift, "a gift");
  return {};
}

// The round's log holds plays, passes and discards of cards now face up, and names no seat past its steps.
std::string log_problem(const blast::State& s) {
  const auto& log = s.log;
  if (!log.known()) return {};
  for (auto zone : log.start_zones)
    if (!seat_or_nobody(zone)) return "a planet in no zone at the round's start";
  if (log.count > blast::kMaxRoundSteps) return "a round's log with too many steps";
  if (log.count < 64 && log.seats >> log.count != 0) return "a round's log naming seats for steps it lacks";
  for (int i = 0; i < log.count; ++i) {
    const auto& step = log.steps[static_cast<std::size_t>(i)];
    if (auto problem = action_problem(step); !problem.empty()) return problem;
    if (step.kind == blast::ActionKind::Give) return "a gift in a round's log";
    if (!s.face_up.includes(step.play_cards() | step.chosen)) return "a card in a round's log that is not face up";
  }
  return {};
}

// What each phase needs of the rest, which the engine relies on: a save going on from its stored position (its log no
// longer replaying) is played from this state as it is.
std::string phase_problem(const blast::State& s) {
  if (s.phase == blast::Phase::GameOver) return {};
  if (s.hands[s.to_move].empty()) return "the seat to move holds no card";
  if (s.phase == blast::Phase::Exchange && (s.exchange_count == 0 || s.has_given[s.to_move]))
    return "an exchange with nothing to give";
  if (s.phase == blast::Phase::Trick) {
    if (s.trick.play_count >= blast::kMaxPlaysPerTrick) return "a trick with too many plays";
    if (s.trick.play_count > 0 && s.trick.seat_of_play(s.trick.play_count) != s.to_move)
      return "a trick whose plays do not alternate";
    for (int i = 0; i < s.trick.play_count; ++i) {
      const auto& play = s.trick.plays[static_cast<std::size_t>(i)];
      if (play.kind != blast::ActionKind::Play || play.count == 0) return "a trick holding something other than plays";
    }
  }
  if (blast::legal_actions(s).empty()) return "a game in progress with nothing to decide";
  return {};
}

}  // namespace

std::string blast_state_problem(const blast::State& s) {
  if (s.phase > blast::Phase::GameOver) return "unknown phase";
  if (s.end > blast::GameEnd::LastStar) return "unknown game end";
  if (s.to_move >= blast::kSeats || s.first_player >= blast::kSeats) return "a seat out of range";
  if (s.exchange_leader >= blast::kSeats && s.exchange_leader != kLeaderUnknown) return "a seat out of range";
  if (!seat_or_nobody(s.last_round_winner) || !seat_or_nobody(s.winner)) return "a seat out of range";
  if ((s.phase == blast::Phase::GameOver) != (s.winner != blast::kNobody)) return "the winner does not match the phase";
  for (auto zone : s.planet_zone)
    if (!seat_or_nobody(zone)) return "a planet in no zone";
  if (s.stars[0] + s.stars[1] + s.star_pile != blast::kStars) return "the stars do not add up to 7";
  if (s.exchange_count > blast::kHandSize) return "an exchange of more than a hand";
  if (auto problem = zones_problem(s); !problem.empty()) return problem;
  if (s.trick.play_count > blast::kMaxPlaysPerTrick) return "a trick with too many plays";
  if (s.trick.leader >= blast::kSeats || static_cast<int>(s.trick.planet) >= blast::kPlanets ||
      static_cast<int>(s.trick.faction) >= blast::kFactions)
    return "a trick out of range";
  for (const auto& play : s.trick.plays)
    if (auto problem = action_problem(play); !problem.empty()) return problem;
  if (auto problem = log_problem(s); !problem.empty()) return problem;
  return phase_problem(s);
}

namespace {

std::unique_ptr<framework::Match> blast_match(const nlohmann::json& setup, const blast::State& state) {
  return std::make_unique<blast::BlastMatch>(blast::setup_from_json(setup), state);
}

void align_older_fields(blast::State& x, blast::State& y) {
  if (x.exchange_leader == kLeaderUnknown || y.exchange_leader == kLeaderUnknown)
    x.exchange_leader = y.exchange_leader = kLeaderUnknown;
  if (!x.log.known() || !y.log.known()) {
    x.log = y.log = blast::RoundLog{};
    x.log.count = y.log.count = blast::kRoundLogUnknown;
  }
}

// A stored position going on without its replay (StateCodec::go_on). R-1: the seat ahead on points at the deal gives
// its highest cards; points do not change during the exchange, so the points now name it there, and later in the round
// (planets move) they are the best guess the position holds.
std::string settle_exchange_leader(blast::State& s, const blast::State*, nlohmann::json&) {
  if (s.exchange_leader == kLeaderUnknown) s.exchange_leader = blast::points(s, 0) > blast::points(s, 1) ? 0 : 1;
  return {};
}

}  // namespace

StateCodec blast_codec() {
  return typed_codec<blast::BlastMatch, blast::State, blast_state_problem, blast_match, align_older_fields,
                     settle_exchange_leader>();
}

}  // namespace cardtable::saves
