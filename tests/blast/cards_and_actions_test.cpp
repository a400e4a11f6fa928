#include <catch2/catch.hpp>

#include "tests/blast/position.hpp"

using namespace cardtable::blast;
using namespace cardtable::blast::test;

TEST_CASE("[blast][components] 44 cards: four factions with one card of each value 0..10") {
  CHECK(kAllCards.size() == 44);
  for (int f = 0; f < kFactions; ++f) CHECK(faction_cards(static_cast<Faction>(f)).size() == 11);
  for (int c = 0; c < kDeckSize; ++c) {
    const auto card = static_cast<CardId>(c);
    CHECK(parse_card(card_name(card)) == card);
  }
  CHECK(card_name(card_of(Faction::Shrinker, 10)) == "S10");
  CHECK(card_name(card_of(Faction::Changeling, 0)) == "C0");
}

TEST_CASE("[blast][notation] malformed card and action strings are refused") {
  for (const char* bad : {"", "S", "X3", "S11", "S07", "s3", "S-1", "S3x"}) CHECK_FALSE(parse_card(bad));
  for (const char* bad : {"", "play", "play zamepra", "play mars S3", "give", "discard", "discard S3 S4", "pass now",
                          "play zamepra S3 S3", "play zamepra S0-", "play vao-d C3=X C4 C5", "give S3 S3", "fly"})
    CHECK_FALSE(parse_action(bad));
}

TEST_CASE("[blast][notation] plays are written by counted value, then faction code, then printed value") {
  CHECK(to_string(act("play usiri S5 J5 C5")) == "play usiri C5 J5 S5");
  CHECK(to_string(act("play peolara J4 S5-")) == "play peolara J4 S5-");
  CHECK(to_string(act("play peolara S6- S5")) == "play peolara S5 S6-");
  CHECK(to_string(act("play vao-d S5 C4=S S3")) == "play vao-d S3 C4=S S5");
  CHECK(to_string(act("give S10 C2 G2")) == "give C2 G2 S10");
  CHECK(to_string(act("discard J3")) == "discard J3");
}

TEST_CASE("[blast][notation] a Changeling declaration that cannot matter is not written") {
  // Zamepra, Peolara and Usiri ignore factions, so "=G" there names the same play as without it.
  CHECK(to_string(act("play zamepra C4=G")) == "play zamepra C4");
  CHECK(act("play peolara C4=J G4") == act("play peolara C4 G4"));
  CHECK(to_string(act("play thora-iii C3=J G4 S5")) == "play thora-iii C3=J G4 S5");
}

TEST_CASE("[blast][R-7] a play's total is the sum of its counted values") {
  CHECK(act("play vao-d S3- S4- S5-").total() == 9);
  CHECK(act("play vao-d S3 S4 S5").total() == 12);
  CHECK(act("play zamepra G10").total() == 10);
}
