#include "games/blast/json_view.hpp"

#include "games/blast/rules.hpp"

namespace cardtable::blast {
namespace {

using nlohmann::json;

json cards_json(CardSet cards) {
  json out = json::array();
  for (CardId c : cards.cards()) out.push_back(card_name(c));
  return out;
}

json zone_json(std::int8_t zone) { return zone == kCentre ? json("center") : json(zone); }

json planets_json(const std::array<std::int8_t, kPlanets>& zones) {
  json out = json::object();
  for (Planet p : kAllPlanets) out[planet_code(p)] = zone_json(zones[static_cast<std::size_t>(p)]);
  return out;
}

std::string phase_name(Phase p) {
  switch (p) {
    case Phase::Exchange: return "exchange";
    case Phase::Trick: return "trick";
    case Phase::JunkerDiscard: return "junker-discard";
    case Phase::GameOver: return "game-over";
  }
  return "?";
}

json winner_json(std::int8_t winner) { return winner == kNobody ? json(nullptr) : json(winner); }

}  // namespace

json trick_to_json(const Trick& t) {
  json plays = json::array();
  for (int i = 0; i < t.play_count; ++i) {
    const Action& a = t.plays[static_cast<std::size_t>(i)];
    plays.push_back({{"seat", t.seat_of_play(i)}, {"action", to_string(a)}, {"total", a.total()}});
  }
  json out = {{"leader", t.leader}, {"plays", plays}};
  out["planet"] = t.play_count == 0 ? json(nullptr) : json(planet_code(t.planet));
  return out;
}

json state_to_json(const State& s) {
  json hands = json::array();
  for (const auto& h : s.hands) hands.push_back(cards_json(h));
  json gifts = json::array();
  for (Seat seat = 0; seat < kSeats; ++seat) gifts.push_back(s.has_given[seat] ? cards_json(s.gifts[seat]) : json(nullptr));
  return {
      {"round", s.round},
      {"phase", phase_name(s.phase)},
      {"to_move", s.phase == Phase::GameOver ? json(nullptr) : json(s.to_move)},
      {"first_player", s.first_player},
      {"hands", hands},
      {"undealt", cards_json(s.undealt)},
      {"face_up", cards_json(s.face_up)},
      {"discarded", cards_json(s.discarded)},
      {"planets", planets_json(s.planet_zone)},
      {"stars", {s.stars[0], s.stars[1]}},
      {"star_pile", s.star_pile},
      {"points", {points(s, 0), points(s, 1)}},
      {"exchange", {{"count", s.exchange_count}, {"gifts", gifts}}},
      {"trick", trick_to_json(s.trick)},
      {"winner", winner_json(s.winner)},
  };
}

json observation_to_json(const Observation& o) {
  json exchange = {{"count", o.exchange_count}, {"done", o.exchange_done}};
  if (o.has_given) exchange["gave"] = cards_json(o.gave);
  if (o.exchange_done) exchange["received"] = cards_json(o.received);
  return {
      {"seat", o.seat},
      {"round", o.round},
      {"phase", phase_name(o.phase)},
      {"to_move", o.phase == Phase::GameOver ? json(nullptr) : json(o.to_move)},
      {"hand", cards_json(o.hand)},
      {"opponent_hand_size", o.opponent_hand_size},
      {"face_up", cards_json(o.face_up)},
      {"discarded", cards_json(o.discarded)},
      {"planets", planets_json(o.planet_zone)},
      {"stars", {o.stars[0], o.stars[1]}},
      {"star_pile", o.star_pile},
      {"points", {o.points[0], o.points[1]}},
      {"exchange", exchange},
      {"trick", trick_to_json(o.trick)},
      {"winner", winner_json(o.winner)},
  };
}

}  // namespace cardtable::blast
