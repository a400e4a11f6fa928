#include <catch2/catch.hpp>

#include "framework/card_set.hpp"

using namespace cardtable::framework;

TEST_CASE("[framework][cards] a card set holds each id once and lists them ascending") {
  CardSet s;
  s.insert(40);
  s.insert(3);
  s.insert(3);
  CHECK(s.size() == 2);
  CHECK(s.contains(40));
  CHECK_FALSE(s.contains(4));
  CHECK(s.cards() == std::vector<CardId>{3, 40});
  s.erase(3);
  CHECK(s.cards() == std::vector<CardId>{40});
  CardSet t = CardSet::of(40) | CardSet::of(63);
  CHECK((t - s) == CardSet::of(63));
  CHECK(t.includes(s));
  CHECK((t & s) == s);
}
