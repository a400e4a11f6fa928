#include <catch2/catch.hpp>

#include <cstdlib>

#include "games/blast/rules.hpp"

using namespace cardtable::blast;

namespace {

// BLAST_PROPERTY_GAMES overrides the count (the default is the 10,000).
int game_count() {
  if (const char* env = std::getenv("BLAST_PROPERTY_GAMES")) return std::atoi(env);
  return 10000;
}

void check_cards_accounted(const State& s) {
  // Every one of the 44 cards is in exactly one place: a hand, the undealt pile or face up.
  const CardSet places[] = {s.hands[0], s.hands[1], s.undealt, s.face_up};
  CardSet seen;
  int total = 0;
  for (const auto& p : places) {
    REQUIRE_FALSE(seen.intersects(p));
    seen |= p;
    total += p.size();
  }
  REQUIRE(seen == kAllCards);
  REQUIRE(total == kDeckSize);
  REQUIRE(s.undealt.size() == 14);
  REQUIRE(s.face_up.includes(s.discarded));
}

void check_points(const State& s) {
  for (Seat seat = 0; seat < kSeats; ++seat) REQUIRE(points(s, seat) == planets_held(s, seat) + s.stars[seat]);
  REQUIRE(s.stars[0] + s.stars[1] + s.star_pile == kStars);
}

void check_trick_rises(const State& s) {
  for (int i = 1; i < s.trick.play_count; ++i) {
    REQUIRE(s.trick.plays[static_cast<std::size_t>(i)].total() > s.trick.plays[static_cast<std::size_t>(i - 1)].total());
    REQUIRE(s.trick.plays[static_cast<std::size_t>(i)].planet == s.trick.planet);
  }
}

void check_winner(const State& s) {
  REQUIRE(s.winner != kNobody);
  const auto w = static_cast<Seat>(s.winner);
  if (s.end == GameEnd::SevenPoints) {
    REQUIRE(points(s, w) >= kWinningPoints);
  } else {
    REQUIRE(s.end == GameEnd::LastStar);
    REQUIRE(s.star_pile == 0);
    REQUIRE(points(s, w) >= points(s, opponent(w)));
    if (points(s, w) == points(s, opponent(w))) REQUIRE(s.stars[w] > s.stars[opponent(w)]);
  }
}

}  // namespace

TEST_CASE("[blast][property] random games keep every card, score right, rise in every trick and end with the right winner") {
  const int games = game_count();
  cardtable::framework::Rng seeds = cardtable::framework::Rng::from_seed(2024);
  std::vector<Action> legal;
  long decisions = 0;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = seeds.next();
    State s = new_game(Setup{seed, std::nullopt});
    cardtable::framework::Rng pick = cardtable::framework::Rng::from_seed(seed ^ 0xabcdef);
    int steps = 0;
    while (!is_over(s)) {
      check_cards_accounted(s);
      check_points(s);
      check_trick_rises(s);
      legal_actions(s, legal);
      REQUIRE_FALSE(legal.empty());
      apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
      REQUIRE(++steps < 5000);
    }
    decisions += steps;
    check_cards_accounted(s);
    check_points(s);
    check_winner(s);
  }
  CHECK(decisions > games);
}
