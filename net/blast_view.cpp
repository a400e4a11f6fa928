#include "net/blast_view.hpp"

#include <boost/serialization/array.hpp>

#include "games/blast/blast_match.hpp"
#include "games/blast/json_view.hpp"
#include "net/view_archive.hpp"

// The saves serialize Blast's Action and Trick for its state; the view writes their fields itself (trick_fields), so
// no second serialize function of those types exists beside the saves' one.
namespace cardtable::blast {
namespace {

template <class Archive>
void action_fields(Archive& ar, Action& a) {
  ar & a.kind & a.planet & a.count;
  for (auto& c : a.cards) ar & c.card & c.value & c.faction;
  ar & a.chosen;
}

template <class Archive>
void trick_fields(Archive& ar, Trick& t) {
  ar & t.planet & t.leader & t.play_count;
  for (auto& play : t.plays) action_fields(ar, play);
  ar & t.faction & t.faction_set;
}

}  // namespace

template <class Archive>
void serialize(Archive& ar, Observation& o, const unsigned int /*version*/) {
  ar & o.seat & o.phase & o.round & o.to_move & o.first_player & o.last_round_winner;
  ar & o.hand & o.opponent_hand_size & o.face_up & o.discarded;
  ar & o.planet_zone & o.stars & o.star_pile & o.points;
  ar & o.exchange_count & o.exchange_done & o.gave & o.received & o.has_given;
  trick_fields(ar, o.trick);
  // The round's public log: only the steps taken (none when it is unknown); a count past the most a round holds is
  // read no further and refused by view_problem.
  ar & o.log.start_zones & o.log.count & o.log.seats;
  for (int i = 0; o.log.known() && i < o.log.count && i < kMaxRoundSteps; ++i)
    action_fields(ar, o.log.steps[static_cast<std::size_t>(i)]);
  ar & o.winner & o.end;
}

}  // namespace cardtable::blast

namespace cardtable::net {
namespace {

bool seat_or_nobody(int v) { return v == blast::kNobody || (v >= 0 && v < blast::kSeats); }

// The JSON writer looks cards, planets and factions up in tables: a view naming one out of range is refused.
std::string action_problem(const blast::Action& a) {
  if (a.kind > blast::ActionKind::Discard || static_cast<int>(a.planet) >= blast::kPlanets || a.count > a.cards.size())
    return "a play out of range";
  for (const auto& c : a.cards)
    if (c.card >= blast::kDeckSize || c.value >= blast::kValues || static_cast<int>(c.faction) >= blast::kFactions)
      return "a card out of range";
  return blast::kAllCards.includes(a.chosen) ? "" : "a card out of range";
}

std::string view_problem(const blast::Observation& o) {
  if (o.seat >= blast::kSeats || o.to_move >= blast::kSeats || o.first_player >= blast::kSeats) return "a seat out of range";
  if (o.phase > blast::Phase::GameOver || o.end > blast::GameEnd::LastStar) return "a phase out of range";
  if (!seat_or_nobody(o.last_round_winner) || !seat_or_nobody(o.winner)) return "a seat out of range";
  for (auto cards : {o.hand, o.face_up, o.discarded, o.gave, o.received})
    if (!blast::kAllCards.includes(cards)) return "a card out of range";
  for (auto zone : o.planet_zone)
    if (!seat_or_nobody(zone)) return "a planet's zone out of range";
  const auto& t = o.trick;
  if (static_cast<int>(t.planet) >= blast::kPlanets || t.leader >= blast::kSeats ||
      t.play_count > blast::kMaxPlaysPerTrick || static_cast<int>(t.faction) >= blast::kFactions)
    return "a trick out of range";
  for (const auto& play : t.plays)
    if (auto problem = action_problem(play); !problem.empty()) return problem;
  if (o.log.known() && o.log.count > blast::kMaxRoundSteps) return "a round's log out of range";
  for (auto zone : o.log.start_zones)
    if (!seat_or_nobody(zone)) return "a planet's zone out of range";
  for (const auto& step : o.log.steps)
    if (auto problem = action_problem(step); !problem.empty()) return problem;
  return {};
}

}  // namespace

std::string encode_blast_observation(const blast::Observation& view) { return to_archive(view); }

blast::Observation decode_blast_observation(std::string_view archive) {
  auto view = from_archive<blast::Observation>(archive);
  if (auto problem = view_problem(view); !problem.empty()) throw ViewError("not a Blast view: " + problem);
  return view;
}

SeatView blast_seat_view() {
  return {
      [](const framework::Match& match, framework::Seat seat, framework::SeatWordings) {
        return encode_blast_observation(blast::observe(dynamic_cast<const blast::BlastMatch&>(match).state(), seat));
      },
      [](std::string_view archive) { return blast::observation_to_json(decode_blast_observation(archive)); },
      [](std::string_view archive) { return std::any(decode_blast_observation(archive)); },
      [](const framework::Match& after, framework::SeatWordings words) {
        std::vector<std::string> said;
        for (const auto& e : dynamic_cast<const blast::BlastMatch&>(after).last_events())
          said.push_back(blast::describe(e, words));
        return said;
      },
      nullptr,  // the notices are the game's screens' (app/game_modules.cpp)
  };
}

}  // namespace cardtable::net
