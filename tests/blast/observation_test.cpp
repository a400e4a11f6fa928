#include <catch2/catch.hpp>

#include "games/blast/json_view.hpp"
#include "games/blast/observation.hpp"
#include "games/blast/round_replay.hpp"
#include "tests/blast/position.hpp"

using namespace cardtable::blast;
using namespace cardtable::blast::test;

TEST_CASE("[blast][hidden] a seat sees its hand and the opponent's hand size, never the opponent's cards or the undealt") {
  State s = new_game(Setup{3, 0});
  const Observation o = observe(s, 0);
  CHECK(o.hand == s.hands[0]);
  CHECK(o.opponent_hand_size == 15);
  const auto json = observation_to_json(o).dump();
  for (CardId c : (s.hands[1] | s.undealt).cards()) CHECK(json.find("\"" + card_name(c) + "\"") == std::string::npos);
  for (CardId c : s.hands[0].cards()) CHECK(json.find("\"" + card_name(c) + "\"") != std::string::npos);
}

TEST_CASE("[blast][hidden] changing only hidden cards leaves a seat's observation unchanged") {
  State a = position("C1 C2 C3", "J1 J2 J3", 0);
  State b = a;
  // Swap one opponent card with an undealt one: invisible to seat 0.
  b.hands[1] = cards("J1 J2 G9");
  b.undealt = kAllCards - b.hands[0] - b.hands[1];
  CHECK(observe(a, 0) == observe(b, 0));
  CHECK_FALSE(observe(a, 1) == observe(b, 1));
}

TEST_CASE("[blast][hidden] played cards and Junker discards are public for the rest of the round") {
  State s = position("J4 G4 C1 C2", "S1 S2", 0);
  play(s, "play peolara G4 J4");
  play(s, "pass");
  play(s, "discard C1");
  for (Seat seat = 0; seat < 2; ++seat) {
    CHECK(observe(s, seat).face_up == cards("G4 J4 C1"));
    CHECK(observe(s, seat).discarded == cards("C1"));
  }
}

TEST_CASE("[blast][determinism] same seed and same decisions give the same game, bit for bit") {
  for (std::uint64_t seed : {1ULL, 77ULL, 123456789ULL}) {
    State a = new_game(Setup{seed, std::nullopt});
    State b = new_game(Setup{seed, std::nullopt});
    cardtable::framework::Rng pick = cardtable::framework::Rng::from_seed(seed);
    while (!is_over(a)) {
      REQUIRE(a == b);
      const auto legal = legal_actions(a);
      const auto& choice = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      apply(a, choice);
      apply(b, choice);
    }
    CHECK(a == b);
  }
}

TEST_CASE("[blast][determinism] different seeds deal different hands") {
  CHECK_FALSE(new_game(Setup{1, 0}).hands == new_game(Setup{2, 0}).hands);
}

// Rules, Hidden information: "Cards played in finished tricks stay face up beside the table for the rest of the
// round (public); Junker discards are face up too." A pass is made at the table. Both seats keep the round's log.
TEST_CASE("[blast][hidden] every play, pass and Junker discard of the round is in both seats' log, with its seat") {
  State s = position("J4 G4 C1 C2 C3", "S1 S2 S5", 0);
  s.planet_zone[static_cast<std::size_t>(Planet::Usiri)] = 1;
  s.log.start_zones = s.planet_zone;
  play(s, "play peolara G4 J4");
  play(s, "pass");
  play(s, "discard C1");
  play(s, "play zamepra C2");
  REQUIRE(s.log.count == 4);
  CHECK(to_string(s.log.steps[0]) == "play peolara G4 J4");
  CHECK(to_string(s.log.steps[1]) == "pass");
  CHECK(to_string(s.log.steps[2]) == "discard C1");
  CHECK(to_string(s.log.steps[3]) == "play zamepra C2");
  CHECK(s.log.seats == 0b0010);
  for (Seat seat = 0; seat < 2; ++seat) CHECK(observe(s, seat).log == s.log);
  CHECK(s.log.start_zones[static_cast<std::size_t>(Planet::Usiri)] == 1);
  // The planet Peolara moved with the trick; the log keeps the zones the round was dealt with.
  CHECK(s.planet_zone[static_cast<std::size_t>(Planet::Peolara)] == 0);
  CHECK(s.log.start_zones[static_cast<std::size_t>(Planet::Peolara)] == kCentre);
}

TEST_CASE("[blast][hidden][R-1] the log starts afresh each round and holds no gift of the exchange") {
  State s = new_game(Setup{11, 0});
  cardtable::framework::Rng pick = cardtable::framework::Rng::from_seed(5);
  int exchanges = 0, rounds = 0;
  while (!is_over(s)) {
    const auto round = s.round;
    const bool exchange = s.phase == Phase::Exchange;
    const auto legal = legal_actions(s);
    apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
    if (is_over(s)) break;
    if (s.round != round) {
      ++rounds;
      CHECK(s.log.count == 0);
      CHECK(s.log.start_zones == s.planet_zone);
    }
    if (exchange && s.phase != Phase::Exchange) {
      ++exchanges;
      CHECK(s.log.count == 0);  // each seat's gift is known to the two seats only as giver and receiver
    }
    // Every face-up card is in the log, once.
    CardSet logged;
    for (int i = 0; i < s.log.count; ++i) {
      const auto& step = s.log.steps[static_cast<std::size_t>(i)];
      CHECK_FALSE(logged.intersects(step.play_cards() | step.chosen));
      logged |= step.play_cards() | step.chosen;
    }
    CHECK(logged == s.face_up);
  }
  CHECK(rounds >= 2);
  CHECK(exchanges >= 1);
}

TEST_CASE("[blast][hidden] the round replayed from its public log tells every step as the game did, but a round's end") {
  int steps = 0, tricks = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    State s = new_game(Setup{seed, std::nullopt});
    cardtable::framework::Rng pick = cardtable::framework::Rng::from_seed(seed + 100);
    std::vector<std::vector<Event>> told;  // the game's own events of each logged step this round
    std::vector<bool> leads;               // whether that step led a trick
    while (!is_over(s)) {
      const auto round = s.round;
      const auto logged = s.log.count;
      const auto legal = legal_actions(s);
      const bool leading = s.phase == Phase::Trick && s.trick.play_count == 0;
      std::vector<Event> events;
      apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], &events);
      if (s.round != round || is_over(s)) {  // the step that ended the round: its end is not the log's to tell
        told.clear();
        leads.clear();
        continue;
      }
      if (s.log.count == logged) continue;  // the exchange
      told.push_back(events);
      leads.push_back(leading);
      const auto replay = replay_round(observe(s, static_cast<Seat>(seed % 2)).log, s.round, s.stars);
      REQUIRE(replay.follows_rules);
      REQUIRE(replay.steps.size() == told.size());
      for (std::size_t i = 0; i < told.size(); ++i) {
        REQUIRE(replay.steps[i].events == told[i]);
        REQUIRE(replay.steps[i].leads_trick == leads[i]);
      }
      ++steps;
      tricks += replay.steps.back().leads_trick;
    }
  }
  CHECK(steps > 500);
  CHECK(tricks > 100);
}

TEST_CASE("[blast][hidden] a damaged log replays up to its first step the rules refuse") {
  State s = position("J4 G4 C1 C2 C3", "S1 S2 S5", 0);
  s.log.start_zones = s.planet_zone;
  play(s, "play peolara G4 J4");
  play(s, "pass");
  auto log = s.log;
  log.seats &= ~std::uint64_t{2};  // the pass said to be the leader's own: a seat moving twice
  const auto replay = replay_round(log, s.round, s.stars);
  CHECK_FALSE(replay.follows_rules);
  REQUIRE(replay.steps.size() == 1);
  CHECK(replay.steps[0].leads_trick);
  CHECK(replay.steps[0].planet == Planet::Peolara);
}
