#include <catch2/catch.hpp>

#include "games/blast/determinize.hpp"
#include "games/blast/exchange.hpp"
#include "ai/blast_heuristic.hpp"
#include "games/blast/observation.hpp"
#include "tests/ai/positions.hpp"

using namespace cardtable;
using namespace cardtable::blast;

namespace {

void check_cards_accounted(const State& s) {
  CardSet seen;
  for (CardSet place : {s.hands[0], s.hands[1], s.undealt, s.face_up}) {
    REQUIRE_FALSE(seen.intersects(place));
    seen |= place;
  }
  REQUIRE(seen == kAllCards);
  REQUIRE(s.undealt.size() == kDeckSize - 2 * kHandSize);
}

int lowest_value(CardSet cards) {
  int low = kValues;
  for (CardId c : cards.cards()) low = std::min(low, value_of(c));
  return low;
}

// A round-2 exchange where seat 1 is ahead by `count` points (it holds `count` planets) and moves first.
State exchange_with_seat_1_ahead(std::uint64_t seed, int count) {
  State s = new_game(Setup{seed, 0});
  for (int p = 0; p < count; ++p) s.planet_zone[static_cast<std::size_t>(p)] = 1;
  s.round = 2;
  s.phase = Phase::Exchange;
  s.exchange_count = static_cast<std::uint8_t>(count);
  s.exchange_leader = 1;
  s.to_move = 1;
  return s;
}

}  // namespace

TEST_CASE("[ai][determinize] a sample looks the same to the seat it was drawn for, over many positions") {
  auto rng = framework::Rng::from_seed(17);
  int exchanges = 0;
  for (const auto& s : ai::test::random_positions(1500, 3)) {
    if (s.phase == Phase::Exchange) ++exchanges;
    for (Seat seat = 0; seat < kSeats; ++seat) {
      const State d = determinize(s, seat, rng);
      REQUIRE(observe(d, seat) == observe(s, seat));
      check_cards_accounted(d);
      // The seat's own cards and everything public are untouched; the hidden part may differ.
      REQUIRE(d.hands[seat] == s.hands[seat]);
      REQUIRE(d.hands[opponent(seat)].size() == s.hands[opponent(seat)].size());
      REQUIRE(legal_actions(d).size() > 0);
    }
  }
  CHECK(exchanges > 50);  // the sample covers exchanges, where gifts are half chosen
}

TEST_CASE("[ai][determinize] hidden cards are really resampled and the RNG is reseeded") {
  auto rng = framework::Rng::from_seed(5);
  const State s = new_game(Setup{42, 0});
  int differing_hands = 0;
  for (int i = 0; i < 20; ++i) {
    const State d = determinize(s, 0, rng);
    CHECK(d.rng != s.rng);
    if (d.hands[1] != s.hands[1]) ++differing_hands;
  }
  CHECK(differing_hands >= 19);
}

TEST_CASE("[ai][determinize] the same RNG state gives the same sample") {
  const State s = new_game(Setup{8, 1});
  auto a = framework::Rng::from_seed(99);
  auto b = framework::Rng::from_seed(99);
  CHECK(determinize(s, 0, a) == determinize(s, 0, b));
}

TEST_CASE("[ai][determinize][R-1] cards a seat gave stay known in the other hand until played") {
  auto rng = framework::Rng::from_seed(23);
  State s = exchange_with_seat_1_ahead(77, 3);
  apply(s, legal_actions(s).front());           // seat 1 gives its highest
  const auto trailer_gifts = legal_actions(s);  // seat 0 gives any 3
  apply(s, trailer_gifts[trailer_gifts.size() / 2]);
  REQUIRE(s.phase == Phase::Trick);
  const CardSet given = s.gifts[0];
  for (int i = 0; i < 200; ++i) {
    const State d = determinize(s, 0, rng);
    REQUIRE(d.hands[1].includes(given));
    REQUIRE(d.gifts == s.gifts);
  }
}

TEST_CASE("[ai][determinize][R-1] a seat that was ahead kept nothing higher than the lowest card it gave") {
  auto rng = framework::Rng::from_seed(31);
  int constrained_samples = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    State s = exchange_with_seat_1_ahead(seed, 4);
    apply(s, legal_actions(s).front());
    apply(s, Action::give(cheapest_cards(s.hands[0], 4)));
    REQUIRE(s.phase == Phase::Trick);
    const int cap = lowest_value(s.gifts[1]);
    for (int i = 0; i < 40; ++i) {
      const State d = determinize(s, 0, rng);
      REQUIRE(observe(d, 0) == observe(s, 0));
      for (CardId c : (d.hands[1] - s.gifts[0]).cards()) REQUIRE(value_of(c) <= cap);
      ++constrained_samples;
    }
  }
  CHECK(constrained_samples == 30 * 40);
}

TEST_CASE("[ai][determinize][R-1] the seat ahead learns nothing about the other hand, even once the points turn") {
  // Seat 1 was ahead and gave its highest cards; seat 0, behind, chose to give high cards too, which says nothing
  // about what it kept: samples for seat 1 spread seat 0's hidden cards over every value. When seat 0 then takes
  // planets and leads on points, the points alone would make seat 0 look like the seat that gave its highest.
  const bool points_turned = GENERATE(false, true);
  auto rng = framework::Rng::from_seed(53);
  State s = exchange_with_seat_1_ahead(12, 4);
  apply(s, legal_actions(s).front());
  std::vector<Action> high_gift;
  append_gifts(s.hands[0], 4, true, high_gift);
  apply(s, high_gift.front());
  if (points_turned) {
    s.planet_zone = {0, 0, 0, 0, 0};
    REQUIRE(points(s, 0) > points(s, 1));
  }
  const int cap = lowest_value(s.gifts[0]);
  int above = 0;
  for (int i = 0; i < 50; ++i) {
    const State d = determinize(s, 1, rng);
    REQUIRE(observe(d, 1) == observe(s, 1));
    for (CardId c : (d.hands[0] - s.gifts[1]).cards()) above += value_of(c) > cap ? 1 : 0;
  }
  CHECK(above > 10);
}

TEST_CASE("[ai][determinize][R-1] before the swap, a leader's chosen gift is its highest cards of the sample") {
  auto rng = framework::Rng::from_seed(41);
  State s = exchange_with_seat_1_ahead(5, 3);
  apply(s, legal_actions(s).front());  // seat 1 (ahead) has chosen; seat 0 has not, and cannot see the choice
  REQUIRE(s.to_move == 0);
  for (int i = 0; i < 100; ++i) {
    const State d = determinize(s, 0, rng);
    REQUIRE(observe(d, 0) == observe(s, 0));
    std::vector<Action> leader_gifts;
    append_gifts(d.hands[1], 3, true, leader_gifts);
    REQUIRE(std::find(leader_gifts.begin(), leader_gifts.end(), Action::give(d.gifts[1])) != leader_gifts.end());
  }
}

TEST_CASE("[ai][determinize][R-1] before the other seat chooses, its hand is unconstrained") {
  auto rng = framework::Rng::from_seed(43);
  const State s = exchange_with_seat_1_ahead(6, 3);  // seat 1 to give first
  REQUIRE(s.to_move == 1);
  const State d = determinize(s, 0, rng);
  CHECK(d.gifts[1].empty());
  CHECK_FALSE(d.has_given[1]);
  CHECK(observe(d, 0) == observe(s, 0));
}

TEST_CASE("[ai][determinize][R-1] the exchange constraint holds after planets move and the points turn") {
  // Seat 0 overtakes during the round: who was ahead at the deal still decides what seat 1 kept.
  auto rng = framework::Rng::from_seed(47);
  State s = exchange_with_seat_1_ahead(9, 2);
  apply(s, legal_actions(s).front());
  apply(s, Action::give(cheapest_cards(s.hands[0], 2)));
  s.planet_zone = {0, 0, 0, kCentre, kCentre};
  REQUIRE(points(s, 0) > points(s, 1));
  const int cap = lowest_value(s.gifts[1]);
  for (int i = 0; i < 100; ++i) {
    const State d = determinize(s, 0, rng);
    REQUIRE(observe(d, 0) == observe(s, 0));
    for (CardId c : (d.hands[1] - s.gifts[0]).cards()) REQUIRE(value_of(c) <= cap);
  }
}

TEST_CASE("[ai][determinize][R-1] a trailer that also gave its highest cards still knows the other seat led") {
  // Seat 0's gift looks like a leader's; the recorded exchange leader, not the gifts, says who gave its highest.
  auto rng = framework::Rng::from_seed(53);
  State s = exchange_with_seat_1_ahead(19, 3);
  apply(s, legal_actions(s).front());
  std::vector<Action> highest;
  append_gifts(s.hands[0], 3, true, highest);
  apply(s, highest.front());
  const int cap = lowest_value(s.gifts[1]);
  for (int i = 0; i < 100; ++i) {
    const State d = determinize(s, 0, rng);
    REQUIRE(observe(d, 0) == observe(s, 0));
    for (CardId c : (d.hands[1] - s.gifts[0]).cards()) REQUIRE(value_of(c) <= cap);
  }
}
