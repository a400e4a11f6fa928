// Killer Plants (Awesome Level 9000): every card and both bases. The faction keeps edition 0 until the lead makes
// it playable, so these are scenario tests.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

namespace {

Names sorted(Names names) {
  std::sort(names.begin(), names.end());
  return names;
}

bool shuffled(const Table& t, Seat seat) {
  return std::any_of(t.log.begin(), t.log.end(),
                     [&](const Event& e) { return e.kind == EventKind::DeckShuffled && e.seat == seat; });
}

}  // namespace

// ---- the faction

TEST_CASE("[smashup][killer-plants] the faction has 20 cards: 10 minions of 32 printed power and 10 actions") {
  const auto& faction = faction_def(Faction::KillerPlants);
  int minion_cards = 0, action_cards = 0, power = 0;
  for (const auto& card : faction.cards) {
    CHECK(card.faction == Faction::KillerPlants);
    (card.type == CardType::Minion ? minion_cards : action_cards) += card.copies;
    if (card.type == CardType::Minion) power += card.power * card.copies;
  }
  CHECK(minion_cards == 10);
  CHECK(action_cards == 10);
  CHECK(power == 32);
  CHECK(faction.cards.size() == 12);
  REQUIRE(faction.bases.size() == 2);
  CHECK(faction.bases[0].slug == "secret-grove");
  CHECK(faction.bases[0].breakpoint == 21);
  CHECK(faction.bases[0].vp == std::array<int, 3>{3, 2, 1});
  CHECK(faction.bases[1].slug == "the-greenhouse");
  CHECK(faction.bases[1].breakpoint == 24);
  CHECK(faction.bases[1].vp == std::array<int, 3>{4, 2, 1});
  CHECK_FALSE(playable(Faction::KillerPlants));  // edition 0 until the lead makes it playable
  CHECK_FALSE(is_known_base_name("secret-grove"));  // written now, so no longer refused as "not written yet"
}

// ---- Venus Man Trap

TEST_CASE("[smashup][killer-plants] Venus Man Trap's Talent plays a minion of power 2 or less from the deck here") {
  Table t(R"({"seats": [{"deck": ["weed-eater", "sprout", "water-lily", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use venus-man-trap");
  CHECK(sorted(t.options()) == Names{"choose sprout", "choose zapbot"});  // no "pass": the search is not optional
  t.answer("choose zapbot");
  CHECK(t.options() == Names{"play zapbot jungle-oasis", "pass"});  // on this base only
  t.answer("play zapbot jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"venus-man-trap", "zapbot"});
  CHECK(sorted(t.deck(0)) == Names{"sprout", "water-lily", "weed-eater"});
  CHECK(shuffled(t, 0));
  CHECK_FALSE(t.s.turn.minion_used);             // an extra minion: the free play is still there
  REQUIRE(t.s.turn.extras.size() == 1);          // Zapbot's own ability fired
  CHECK_FALSE(t.can("use venus-man-trap"));      // once per turn
}

TEST_CASE("[smashup][killer-plants] Venus Man Trap: the fetched minion may be left in the deck, which is shuffled") {
  Table t(R"({"seats": [{"deck": ["sprout", "water-lily"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use venus-man-trap");
  t.answer("choose sprout");
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis") == Names{"venus-man-trap"});
  CHECK(sorted(t.deck(0)) == Names{"sprout", "water-lily"});
  CHECK(shuffled(t, 0));
}

TEST_CASE("[smashup][killer-plants] Venus Man Trap with no small minion in the deck finds nothing but shuffles") {
  Table t(R"({"seats": [{"deck": ["water-lily", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use venus-man-trap");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"venus-man-trap"});
  CHECK(shuffled(t, 0));
}

TEST_CASE("[smashup][killer-plants] Venus Man Trap's Talent is only for its controller's own play phase") {
  Table t(R"({"seats": [{"hand": ["insta-grow"], "deck": ["sprout"]}, {"deck": ["sprout"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("use venus-man-trap"));
  CHECK(t.options() == Names{"play insta-grow", "done"});
}

// ---- Weed Eater

TEST_CASE("[smashup][killer-plants] Weed Eater has -2 power the turn it is played, full power afterwards") {
  Table t(R"({"seats": [{"hand": ["weed-eater"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                            {"card": "armor-stego", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play weed-eater jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "weed-eater") == 3);
  // King Rex 7 + Armor Stego 3 + 3 = 13 >= 12: it scores with Weed Eater counted as 3, second place.
  t.answer("done");
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);  // Jungle Oasis pays nothing to second place
}

TEST_CASE("[smashup][killer-plants] Weed Eater is back to 5 on the next turn") {
  Table t(R"({"seats": [{"hand": ["weed-eater"]}, {}],
              "bases": [{"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play weed-eater tar-pits");
  CHECK(t.power_of("tar-pits", "weed-eater") == 3);
  t.answer("done");
  REQUIRE(t.s.turn.active == 1);
  CHECK(t.power_of("tar-pits", "weed-eater") == 5);
}

TEST_CASE("[smashup][killer-plants] Weed Eater already in play has its printed 5") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "weed-eater", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("tar-pits", "weed-eater") == 5);
}

// ---- Water Lily

TEST_CASE("[smashup][killer-plants] Water Lily draws a card at the start of your turn, one Water Lily a turn") {
  Table t(R"({"seats": [{"deck": ["insta-grow", "budding", "blossom"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0},
                                                            {"card": "water-lily", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "water-lily", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.hand(0) == Names{"insta-grow"});
  CHECK(t.deck(0) == Names{"budding", "blossom"});
}

TEST_CASE("[smashup][killer-plants] Water Lily draws nothing at the start of another player's turn") {
  Table t(R"({"seats": [{"deck": ["insta-grow"]}, {"deck": ["budding"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}]}],
              "turn": {"active": 1, "phase": "start"}})");
  CHECK(t.hand(0).empty());
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][killer-plants] Water Lily played in the play phase waits for the next turn") {
  Table t(R"({"seats": [{"hand": ["water-lily"], "deck": ["insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play water-lily jungle-oasis");
  CHECK(t.options() == Names{"done"});
  CHECK(t.hand(0).empty());
}

// ---- Sprout

TEST_CASE("[smashup][killer-plants] Sprout destroys itself at the start of your turn and fetches a minion here") {
  Table t(R"({"seats": [{"deck": ["weed-eater", "water-lily", "zapbot", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.discard(0) == Names{"sprout"});
  CHECK(sorted(t.options()) == Names{"choose water-lily", "choose zapbot", "pass"});  // power 3 or less
  t.answer("choose zapbot");
  CHECK(t.options() == Names{"play zapbot jungle-oasis", "pass"});
  t.answer("play zapbot jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
  CHECK(sorted(t.deck(0)) == Names{"insta-grow", "water-lily", "weed-eater"});
  CHECK(shuffled(t, 0));
  CHECK_FALSE(t.s.turn.minion_used);  // the fetched minion was an extra
}

TEST_CASE("[smashup][killer-plants] Sprout: the search may be passed, Sprout is destroyed all the same") {
  Table t(R"({"seats": [{"deck": ["water-lily"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"sprout"});
  CHECK(t.deck(0) == Names{"water-lily"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][killer-plants] Sprout with no minion of power 3 or less in the deck is just destroyed") {
  Table t(R"({"seats": [{"deck": ["weed-eater", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.options() == Names{"done"});
  CHECK(t.discard(0) == Names{"sprout"});
}

TEST_CASE("[smashup][killer-plants] Sprout does nothing at the start of another player's turn") {
  Table t(R"({"seats": [{"deck": ["water-lily"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 1, "phase": "start"}})");
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][killer-plants] Sprout played in the play phase does not grow that turn") {
  Table t(R"({"seats": [{"hand": ["sprout"], "deck": ["water-lily"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sprout jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][killer-plants] Sprout fetching Water Lily at the start of the turn: the Lily may draw at once") {
  Table t(R"({"seats": [{"deck": ["water-lily", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("choose water-lily");
  t.answer("play water-lily jungle-oasis");
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(t.hand(0) == Names{"insta-grow"});
  CHECK(t.options() == Names{"play insta-grow", "done"});
}

TEST_CASE("[smashup][killer-plants] a fetched Water Lily is not offered a draw when a Water Lily already drew") {
  Table t(R"({"seats": [{"deck": ["insta-grow", "water-lily", "budding"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0},
                                                            {"card": "water-lily", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  // Two different start-of-turn abilities: the active player orders them. The Lily in play draws first.
  REQUIRE(t.can("resolve water-lily"));
  t.answer("resolve water-lily");
  CHECK(t.hand(0) == Names{"insta-grow"});
  t.answer("choose water-lily");
  t.answer("play water-lily jungle-oasis");
  CHECK(t.options() == Names{"play insta-grow", "done"});  // no second draw
  CHECK(t.hand(0) == Names{"insta-grow"});
}

TEST_CASE("[smashup][killer-plants] a Sprout fetched at the start of the turn may grow at once, or wait") {
  Table grow(R"({"seats": [{"deck": ["sprout", "zapbot"]}, {}],
                 "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
                 "turn": {"active": 0, "phase": "start"}})");
  grow.answer("choose sprout");
  grow.answer("play sprout jungle-oasis");
  CHECK(grow.options() == Names{"yes", "no"});
  grow.answer("yes");
  CHECK(grow.discard(0) == Names{"sprout", "sprout"});
  CHECK(grow.options() == Names{"choose zapbot", "pass"});

  Table wait(R"({"seats": [{"deck": ["sprout", "zapbot"]}, {}],
                 "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
                 "turn": {"active": 0, "phase": "start"}})");
  wait.answer("choose sprout");
  wait.answer("play sprout jungle-oasis");
  wait.answer("no");
  CHECK(wait.minions_on("jungle-oasis") == Names{"sprout"});
  CHECK(wait.options() == Names{"done"});
}
