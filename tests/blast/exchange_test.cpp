#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>

#include "games/blast/exchange.hpp"
#include "games/blast/observation.hpp"
#include "tests/blast/position.hpp"

using namespace cardtable::blast;
using namespace cardtable::blast::test;

namespace {

// The start of a round's exchange with the given hands, player 0 ahead by `lead` points.
State exchange(const std::string& hand0, const std::string& hand1, int lead) {
  State s = position(hand0, hand1, 1);
  s.stars[0] = static_cast<std::uint8_t>(lead);
  s.star_pile = static_cast<std::uint8_t>(kStars - lead);
  s.phase = Phase::Exchange;
  s.exchange_count = static_cast<std::uint8_t>(lead);
  s.exchange_leader = 0;
  s.to_move = 0;
  return s;
}

}  // namespace

TEST_CASE("[blast][exchange] no exchange when the points are equal") {
  cardtable::framework::Rng rng = cardtable::framework::Rng::from_seed(5);
  for (int i = 0; i < 20; ++i) {
    State s = new_game(Setup{rng.next(), std::nullopt});
    CHECK(s.exchange_count == 0);
    CHECK(s.phase == Phase::Trick);
  }
}

TEST_CASE("[blast][exchange] the seat ahead must give exactly its d highest cards") {
  State s = exchange("C1 G9 J10 S2 S8", "C2 C3 C4", 2);
  CHECK(s.to_move == 0);
  CHECK(legal_strings(s) == std::vector<std::string>{"give G9 J10"});
  CHECK(why_illegal(s, act("give C1 J10")).find("highest") != std::string::npos);
}

TEST_CASE("[blast][exchange] where equal values straddle the cut, the seat ahead picks which of them") {
  State s = exchange("C1 G9 J9 S9 J10", "C2 C3 C4", 2);
  auto gifts = legal_strings(s);
  std::sort(gifts.begin(), gifts.end());
  CHECK(gifts == std::vector<std::string>{"give G9 J10", "give J9 J10", "give S9 J10"});
}

TEST_CASE("[blast][exchange] the seat behind gives any d cards") {
  State s = exchange("C1 G9 J10", "C2 C3 C4 C5 C6", 2);
  play(s, "give G9 J10");
  CHECK(s.to_move == 1);
  CHECK(legal_strings(s).size() == 10);  // 5 choose 2
  CHECK(is_legal(s, act("give C2 C6")));
  CHECK(why_illegal(s, act("give C2")).find("2 cards") != std::string::npos);
}

// Every subset of `pool` with `count` cards, in increasing order of their bits, each with `base` added: the order
// gifts are offered in, written the slow way.
std::vector<Action> subsets_in_order(CardSet pool, int count, CardSet base) {
  std::vector<Action> out;
  const auto cards = pool.cards();
  for (std::uint32_t mask = 0; mask < (1U << cards.size()); ++mask) {
    if (std::popcount(mask) != count) continue;
    CardSet gift = base;
    for (std::size_t i = 0; i < cards.size(); ++i)
      if (mask >> i & 1) gift.insert(cards[i]);
    out.push_back(Action::give(gift));
  }
  std::sort(out.begin(), out.end(), [](const Action& x, const Action& y) { return x.chosen.bits < y.chosen.bits; });
  return out;
}

TEST_CASE("[blast][exchange] gifts come in increasing order of their cards' bits, for every hand and count") {
  cardtable::framework::Rng rng = cardtable::framework::Rng::from_seed(23);
  for (int i = 0; i < 300; ++i) {
    // A random dealt hand; ahead, the values wholly above the cut are given and the cut's value offers the choice.
    State s = new_game(Setup{rng.next(), std::nullopt});
    const CardSet hand = s.hands[0];
    const int count = 1 + static_cast<int>(rng.below(7));
    std::vector<Action> behind;
    append_gifts(hand, count, false, behind);
    REQUIRE(behind == subsets_in_order(hand, count, CardSet{}));

    std::vector<Action> ahead;
    append_gifts(hand, count, true, ahead);
    CardSet must;
    int needed = count;
    int value = kValues - 1;
    CardSet at_cut;
    for (; value >= 0; --value) {
      at_cut = CardSet{};
      for (int f = 0; f < kFactions; ++f)
        if (hand.contains(card_of(static_cast<Faction>(f), value))) at_cut.insert(card_of(static_cast<Faction>(f), value));
      if (at_cut.size() >= needed) break;
      must |= at_cut;
      needed -= at_cut.size();
    }
    REQUIRE(ahead == subsets_in_order(at_cut, needed, must));
  }
}

TEST_CASE("[blast][R-1] gifts come from the hands as dealt and swap only when both are chosen") {
  State s = exchange("C1 G9 J10", "C2 C3 C4 C5 C6", 2);
  play(s, "give G9 J10");
  // Player 0 has chosen; nothing moved yet, and player 1 cannot see what is coming.
  CHECK(s.hands[0] == cards("C1 G9 J10"));
  const Observation before = observe(s, 1);
  CHECK(before.received.empty());
  CHECK_FALSE(before.exchange_done);
  CHECK(before.hand == cards("C2 C3 C4 C5 C6"));
  // Player 1 cannot give what it would receive: it chooses from its dealt hand.
  CHECK_FALSE(is_legal(s, act("give G9 C2")));
  auto events = play(s, "give C2 C3");
  CHECK(s.hands[0] == cards("C1 C2 C3"));
  CHECK(s.hands[1] == cards("C4 C5 C6 G9 J10"));
  CHECK(observe(s, 1).received == cards("G9 J10"));
  CHECK(observe(s, 0).received == cards("C2 C3"));
  CHECK(observe(s, 0).gave == cards("G9 J10"));
  // The first trick then goes to the round's opener.
  CHECK(s.phase == Phase::Trick);
  CHECK(s.to_move == round_opener(s));
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::ExchangeSwapped; }));
}

TEST_CASE("[blast][exchange] the next round's exchange is the point difference") {
  State s = position("C5", "J6 J2", 0);
  s.planet_zone = {0, 0, kCentre, 1, kCentre};
  play(s, "play zamepra C5");  // empties player 0's hand: a star, 3 points to 1
  CHECK(s.round == 2);
  CHECK(s.exchange_count == 2);
  CHECK(s.phase == Phase::Exchange);
  CHECK(s.to_move == 0);  // the seat ahead gives first
  CHECK(s.hands[0].size() == 15);
  CHECK(s.hands[1].size() == 15);
  CHECK(s.undealt.size() == 14);
}
