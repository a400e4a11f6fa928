#include <catch2/catch.hpp>

#include "framework/card_set.hpp"
#include "framework/zone.hpp"

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

TEST_CASE("[framework][zones] a zone keeps order, top is the back, and removal finds a card anywhere") {
  Zone deck;
  deck.put_on_top(1);
  deck.put_on_top(2);
  deck.put_on_bottom(0);
  CHECK(deck.cards == std::vector<CardId>{0, 1, 2});
  CHECK(deck.take_top() == CardId{2});
  CHECK(deck.remove(0));
  CHECK_FALSE(deck.remove(9));
  CHECK(deck.cards == std::vector<CardId>{1});
  CHECK(deck.take_top() == CardId{1});
  CHECK_FALSE(deck.take_top());
}
