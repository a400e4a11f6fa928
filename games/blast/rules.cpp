#include "games/blast/rules.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <stdexcept>

#include "games/blast/combos.hpp"
#include "games/blast/exchange.hpp"

namespace cardtable::blast {
namespace {

Event event(EventKind kind, Seat seat, const State& s) {
  Event e;
  e.kind = kind;
  e.seat = seat;
  e.round = s.round;
  e.points = {points(s, 0), points(s, 1)};
  return e;
}

void emit(std::vector<Event>* events, const Event& e) {
  if (events) events->push_back(e);
}

// Every play, pass and discard goes in the round's public log before it takes effect (a round-ending play included).
void log_step(State& s, const Action& a) {
  RoundLog& log = s.log;
  if (!log.known()) return;
  // Only a damaged position (a forged save going on from its stored state) can hold more steps than a round has.
  if (log.count >= kMaxRoundSteps) throw std::logic_error("a round longer than the rules allow");
  if (s.to_move == 1) log.seats |= std::uint64_t{1} << log.count;
  log.steps[log.count++] = a;
}

// Copied rather than built: building a Trick fills eleven actions' defaults store by store at every lead.
constexpr Trick kNoTrick{};

void start_trick(State& s, Seat leader) {
  s.phase = Phase::Trick;
  s.trick = kNoTrick;
  s.trick.leader = leader;
  s.to_move = leader;
}

void start_round(State& s, std::vector<Event>* events) {
  ++s.round;
  // Every card comes back and the whole deck is shuffled.
  std::array<CardId, kDeckSize> deck{};
  for (int i = 0; i < kDeckSize; ++i) deck[static_cast<std::size_t>(i)] = static_cast<CardId>(i);
  s.rng.shuffle(std::span<CardId>(deck));
  s.hands = {};
  s.undealt = {};
  for (int i = 0; i < kDeckSize; ++i) {
    const CardId c = deck[static_cast<std::size_t>(i)];
    if (i < kHandSize)
      s.hands[0].insert(c);
    else if (i < 2 * kHandSize)
      s.hands[1].insert(c);
    else
      s.undealt.insert(c);
  }
  s.face_up = {};
  s.discarded = {};
  s.gifts = {};
  s.has_given = {};
  s.trick = kNoTrick;
  s.log = RoundLog{};
  s.log.start_zones = s.planet_zone;
  s.exchange_count = static_cast<std::uint8_t>(std::abs(points(s, 0) - points(s, 1)));
  s.exchange_leader = points(s, 0) > points(s, 1) ? 0 : 1;
  emit(events, event(EventKind::RoundDealt, round_opener(s), s));
  if (s.exchange_count > 0) {
    s.phase = Phase::Exchange;
    s.to_move = s.exchange_leader;
  } else {
    start_trick(s, round_opener(s));
  }
}

void end_game(State& s, Seat winner, GameEnd end, std::vector<Event>* events) {
  s.phase = Phase::GameOver;
  s.winner = static_cast<std::int8_t>(winner);
  s.end = end;
  if (!events) return;
  Event e = event(EventKind::GameWon, winner, s);
  e.end = end;
  events->push_back(e);
}

// The round ends the moment a hand is empty; that player takes a star. A player can only win here.
void end_round(State& s, Seat emptied, std::vector<Event>* events) {
  ++s.stars[emptied];
  --s.star_pile;
  s.last_round_winner = static_cast<std::int8_t>(emptied);
  emit(events, event(EventKind::RoundWon, emptied, s));
  for (Seat seat = 0; seat < kSeats; ++seat)
    if (points(s, seat) >= kWinningPoints) return end_game(s, seat, GameEnd::SevenPoints, events);
  if (s.star_pile == 0) {
    // Most points wins; on equal points, most stars (7 stars split two ways are never equal).
    const int p0 = points(s, 0), p1 = points(s, 1);
    Seat winner = p0 != p1 ? (p0 > p1 ? 0 : 1) : (s.stars[0] > s.stars[1] ? 0 : 1);
    return end_game(s, winner, GameEnd::LastStar, events);
  }
  start_round(s, events);
}

bool has_printed(const Action& play, Faction faction) {
  for (int i = 0; i < play.count; ++i)
    if (faction_of(play.cards[i].card) == faction) return true;
  return false;
}

void win_trick(State& s, Seat winner, std::vector<Event>* events) {
  const Action& unbeaten = s.trick.last_play();
  const auto planet = static_cast<std::size_t>(s.trick.planet);
  const std::int8_t from = s.planet_zone[planet];
  const auto mine = static_cast<std::int8_t>(winner);
  // only a printed Greedbot in the unbeaten play pulls the planet all the way.
  const bool greedbot = has_printed(unbeaten, Faction::Greedbot);
  std::int8_t to = from;
  if (greedbot || from == kCentre)
    to = mine;
  else if (from != mine)
    to = kCentre;
  s.planet_zone[planet] = to;
  if (events) {
    Event e = event(EventKind::TrickWon, winner, s);
    e.planet = s.trick.planet;
    e.from_zone = from;
    e.to_zone = to;
    e.greedbot = greedbot;
    events->push_back(e);
  }
  // a printed Junker in the unbeaten play costs its winner one discard, however many Junkers it holds.
  if (has_printed(unbeaten, Faction::Junker)) {
    s.phase = Phase::JunkerDiscard;
    s.to_move = winner;
    return;
  }
  start_trick(s, winner);
}

void play_cards(State& s, const Action& a, std::vector<Event>* events) {
  const Seat seat = s.to_move;
  const CardSet cards = a.play_cards();
  s.hands[seat] -= cards;
  s.face_up |= cards;
  // Only a damaged position (a forged save going on from its stored state) can hold a trick this long.
  if (s.trick.play_count >= kMaxPlaysPerTrick) throw std::logic_error("a trick longer than the rules allow");
  if (s.trick.play_count == 0) {
    s.trick.planet = a.planet;
    s.trick.leader = seat;
    s.trick.faction = a.cards[0].faction;
    s.trick.faction_set = faction_bits(a);
  }
  s.trick.plays[s.trick.play_count++] = a;
  if (events) {
    Event e = event(EventKind::Played, seat, s);
    e.action = a;
    e.planet = a.planet;
    events->push_back(e);
  }
  // The round ends at once on the last card: this trick is not resolved and its planet stays (rules: end of round).
  if (s.hands[seat].empty()) return end_round(s, seat, events);
  s.to_move = opponent(seat);
}

void give_cards(State& s, const Action& a, std::vector<Event>* events) {
  const Seat seat = s.to_move;
  s.gifts[seat] = a.chosen;
  s.has_given[seat] = true;
  if (!s.has_given[opponent(seat)]) {
    s.to_move = opponent(seat);
    return;
  }
  // both gifts were chosen from the hands as dealt; only now do they change hands.
  for (Seat giver = 0; giver < kSeats; ++giver) {
    s.hands[giver] -= s.gifts[giver];
    s.hands[opponent(giver)] |= s.gifts[giver];
  }
  if (events) {
    Event e = event(EventKind::ExchangeSwapped, seat, s);
    e.gifts = s.gifts;
    events->push_back(e);
  }
  start_trick(s, round_opener(s));
}

}  // namespace

int planets_held(const State& s, Seat seat) {
  return static_cast<int>(std::count(s.planet_zone.begin(), s.planet_zone.end(), static_cast<std::int8_t>(seat)));
}

int points(const State& s, Seat seat) { return planets_held(s, seat) + s.stars[seat]; }

Seat round_opener(const State& s) {
  return s.last_round_winner == kNobody ? s.first_player : opponent(static_cast<Seat>(s.last_round_winner));
}

State new_game(const Setup& setup) {
  State s;
  s.rng = framework::Rng::from_seed(setup.seed);
  s.first_player = setup.first ? *setup.first : static_cast<Seat>(s.rng.below(kSeats));
  start_round(s, nullptr);
  return s;
}

bool is_over(const State& s) { return s.phase == Phase::GameOver; }

void legal_actions(const State& s, std::vector<Action>& out) {
  out.clear();
  const CardSet hand = s.hands[s.to_move];
  switch (s.phase) {
    case Phase::GameOver: return;
    case Phase::Exchange:
      append_gifts(hand, s.exchange_count, s.to_move == s.exchange_leader, out);
      return;
    case Phase::JunkerDiscard:
      for (auto bits = hand.bits; bits != 0; bits &= bits - 1)
        out.push_back(Action::discard(static_cast<CardId>(std::countr_zero(bits))));
      return;
    case Phase::Trick: {
      const PlayConstraint constraint = constraint_of(s.trick);
      if (constraint.following) {
        append_plays(hand, s.trick.planet, constraint, out);
        out.push_back(Action::pass());  // only the leader may not pass
      } else {
        append_leads(hand, out);
      }
      return;
    }
  }
}

std::vector<Action> legal_actions(const State& s) {
  std::vector<Action> out;
  legal_actions(s, out);
  return out;
}

std::optional<Action> find_legal(const State& s, const Action& a) {
  const auto legal = legal_actions(s);
  for (const auto& candidate : legal)
    if (candidate == a) return candidate;
  // on Thora III a play is its cards, their values and the set of factions, however the Changelings split it.
  if (a.kind == ActionKind::Play && a.planet == Planet::ThoraIII)
    for (const auto& candidate : legal)
      if (candidate.kind == ActionKind::Play && candidate.planet == a.planet && candidate.count == a.count &&
          candidate.play_cards() == a.play_cards() && faction_bits(candidate) == faction_bits(a) &&
          std::equal(candidate.cards.begin(), candidate.cards.begin() + a.count, a.cards.begin(),
                     [](const CountedCard& x, const CountedCard& y) { return x.card == y.card && x.value == y.value; }))
        return candidate;
  return std::nullopt;
}

bool is_legal(const State& s, const Action& a) { return find_legal(s, a).has_value(); }

void apply(State& s, const Action& a, std::vector<Event>* events) {
  assert(is_legal(s, a));
  if (a.kind != ActionKind::Give) log_step(s, a);
  switch (a.kind) {
    case ActionKind::Give: give_cards(s, a, events); return;
    case ActionKind::Play: play_cards(s, a, events); return;
    case ActionKind::Pass: {
      emit(events, event(EventKind::Passed, s.to_move, s));
      // As soon as a player passes, the other player wins the trick.
      win_trick(s, opponent(s.to_move), events);
      return;
    }
    case ActionKind::Discard: {
      const Seat seat = s.to_move;
      const auto card = static_cast<CardId>(std::countr_zero(a.chosen.bits));
      s.hands[seat].erase(card);
      s.face_up.insert(card);
      s.discarded.insert(card);
      if (events) {
        Event e = event(EventKind::JunkerDiscard, seat, s);
        e.action = a;
        events->push_back(e);
      }
      // emptying the hand by a Junker discard wins the round too; the trick was already resolved.
      if (s.hands[seat].empty()) return end_round(s, seat, events);
      start_trick(s, seat);
      return;
    }
  }
}

std::array<double, kSeats> results(const State& s) {
  std::array<double, kSeats> r{};
  if (s.winner != kNobody) r[static_cast<std::size_t>(s.winner)] = 1.0;
  return r;
}

}  // namespace cardtable::blast
