// Killer Plants (Awesome Level 9000): every card and both bases. The faction keeps edition 0 until the lead makes
// it playable, so these are scenario tests.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "tests/smashup/random_games.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::base_id;

using test::distinct;
using test::shuffled;

// ---- the faction

TEST_CASE("[smashup][killer-plants] the faction has 20 cards: 10 minions of 32 printed power and 10 actions") {
  const auto& faction = faction_def(Faction::KillerPlants);
  for (const auto& card : faction.cards) CHECK(card.faction == Faction::KillerPlants);
  const auto totals = test::deck_totals(Faction::KillerPlants);
  CHECK(totals.minions == 10);
  CHECK(totals.actions == 10);
  CHECK(totals.power == 32);
  CHECK(totals.kinds == 12);
  REQUIRE(faction.bases.size() == 2);
  CHECK(faction.bases[0].slug == "secret-grove");
  CHECK(faction.bases[0].breakpoint == 21);
  CHECK(faction.bases[0].vp == std::array<int, 3>{3, 2, 1});
  CHECK(faction.bases[1].slug == "the-greenhouse");
  CHECK(faction.bases[1].breakpoint == 24);
  CHECK(faction.bases[1].vp == std::array<int, 3>{4, 2, 1});
  CHECK(playable(Faction::KillerPlants));  // from card edition 2 (Awesome Level 9000)
  CHECK_FALSE(playable(Faction::KillerPlants, 1));
}

// ---- Venus Man Trap

TEST_CASE("[smashup][killer-plants][R-22] Venus Man Trap's Talent plays a minion of power 2 or less from the deck "
          "here, with no pass") {
  Table t(R"({"seats": [{"deck": ["weed-eater", "sprout", "water-lily", "zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use venus-man-trap");
  CHECK(distinct(t.options()) == Names{"choose sprout", "choose zapbot"});  // no "pass": the search is not optional
  t.answer("choose zapbot");  // played on this base at once: nothing more is asked
  CHECK(t.minions_on("jungle-oasis") == Names{"venus-man-trap", "zapbot"});
  CHECK(distinct(t.deck(0)) == Names{"sprout", "water-lily", "weed-eater"});
  CHECK(shuffled(t, 0));
  CHECK_FALSE(t.s.turn.minion_used);             // an extra minion: the free play is still there
  REQUIRE(t.s.turn.extras.size() == 1);          // Zapbot's own ability fired
  CHECK_FALSE(t.can("use venus-man-trap"));      // once per turn
}

TEST_CASE("[smashup][killer-plants][R-22] Venus Man Trap: the search ends, shuffle included, before the fetched "
          "minion's ability") {
  Table t(R"({"seats": [{"deck": ["spy", "water-lily", "insta-grow", "sprout"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use venus-man-trap");
  t.answer("choose spy");
  // The Spy's own look at the top three comes after the shuffle: the deck it looks at is the shuffled one.
  CHECK(t.prompt().find("Spy") != std::string::npos);
  CHECK(shuffled(t, 0));
  CHECK(t.minions_on("jungle-oasis") == Names{"venus-man-trap", "spy"});
}

TEST_CASE("[smashup][killer-plants][R-27] Venus Man Trap with no small minion in the deck finds nothing but shuffles; "
          "its player is asked all the same") {
  Table t(R"({"seats": [{"deck": ["water-lily", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use venus-man-trap");
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
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

TEST_CASE("[smashup][killer-plants][R-22] Sprout destroys itself at the start of your turn and fetches a minion here, "
          "played at once") {
  Table t(R"({"seats": [{"deck": ["weed-eater", "water-lily", "zapbot", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.discard(0) == Names{"sprout"});
  CHECK(distinct(t.options()) == Names{"choose water-lily", "choose zapbot", "pass"});  // power 3 or less
  t.answer("choose zapbot");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot"});
  CHECK(distinct(t.deck(0)) == Names{"insta-grow", "water-lily", "weed-eater"});
  CHECK(shuffled(t, 0));
  CHECK_FALSE(t.s.turn.minion_used);  // the fetched minion was an extra
}

TEST_CASE("[smashup][killer-plants][R-22] Sprout: the search may be declined, and then the deck is not shuffled; "
          "Sprout is destroyed all the same") {
  Table t(R"({"seats": [{"deck": ["water-lily", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"sprout"});
  CHECK(t.deck(0) == Names{"water-lily", "insta-grow"});
  CHECK_FALSE(shuffled(t, 0));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][killer-plants][R-27] Sprout with no minion of power 3 or less in the deck is destroyed, and its "
          "player is asked all the same") {
  Table t(R"({"seats": [{"deck": ["weed-eater", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
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

TEST_CASE("[smashup][killer-plants][R-22] Sprout fetching Water Lily at the start of the turn: the deck is shuffled, "
          "then the Lily may draw at once") {
  Table t(R"({"seats": [{"deck": ["water-lily", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("choose water-lily");
  CHECK(shuffled(t, 0));  // the search is over before the Lily's own ability asks
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
  CHECK(t.options() == Names{"play insta-grow", "done"});  // no second draw
  CHECK(t.hand(0) == Names{"insta-grow"});
}

TEST_CASE("[smashup][killer-plants] a Sprout fetched at the start of the turn may grow at once, or wait") {
  Table grow(R"({"seats": [{"deck": ["sprout", "zapbot"]}, {}],
                 "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
                 "turn": {"active": 0, "phase": "start"}})");
  grow.answer("choose sprout");
  CHECK(grow.options() == Names{"yes", "no"});
  grow.answer("yes");
  CHECK(grow.discard(0) == Names{"sprout", "sprout"});
  CHECK(grow.options() == Names{"choose zapbot", "pass"});

  Table wait(R"({"seats": [{"deck": ["sprout", "zapbot"]}, {}],
                 "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
                 "turn": {"active": 0, "phase": "start"}})");
  wait.answer("choose sprout");
  wait.answer("no");
  CHECK(wait.minions_on("jungle-oasis") == Names{"sprout"});
  CHECK(wait.options() == Names{"done"});
}

// ---- Blossom

TEST_CASE("[smashup][killer-plants] Blossom gives up to three extra minions, all with the same name") {
  Table t(R"({"seats": [{"hand": ["blossom", "sprout", "water-lily", "sprout", "sprout", "sprout"]}, {}],
              "bases": [{"base": "jungle-oasis"}, {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play blossom");
  CHECK(t.discard(0) == Names{"blossom"});
  CHECK(distinct(t.options()) == Names{"done", "play sprout jungle-oasis", "play sprout tar-pits",
                                     "play water-lily jungle-oasis", "play water-lily tar-pits"});
  t.answer(std::string("play ") + t.id(t.in_hand(0, "sprout")) + " jungle-oasis");
  // The first one named the kind: no Water Lily now.
  CHECK(distinct(t.options()) == Names{"done", "play sprout jungle-oasis", "play sprout tar-pits"});
  t.answer(std::string("play ") + t.id(t.in_hand(0, "sprout")) + " tar-pits");
  t.answer(std::string("play ") + t.id(t.in_hand(0, "sprout")) + " tar-pits");
  // Three played: the fourth Sprout has no play left.
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout"});
  CHECK(t.minions_on("tar-pits") == Names{"sprout", "sprout"});
  CHECK(t.hand(0) == Names{"water-lily", "sprout"});
}

TEST_CASE("[smashup][killer-plants] Blossom's extras may wait for a card drawn later in the turn") {
  Table t(R"({"seats": [{"hand": ["blossom", "water-lily", "budding"], "deck": ["water-lily", "sprout"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "minion_used": true,
                       "extras": [{"type": "action"}]}})");
  t.answer("play blossom");
  t.answer("play water-lily jungle-oasis");
  t.answer("play budding");  // Budding fetches the second Water Lily, still playable with Blossom
  t.answer(std::string("choose ") + t.id(t.on("jungle-oasis", "water-lily")));
  t.answer("choose water-lily");
  CHECK(t.options() == Names{"play water-lily jungle-oasis", "done"});
  t.answer("play water-lily jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"water-lily", "water-lily", "water-lily"});
  CHECK(t.options() == Names{"done"});  // the third extra goes unused
}

TEST_CASE("[smashup][R-20] Blossom's extra or the free minion: the player picks which a play uses") {
  Table t(R"({"seats": [{"hand": ["blossom", "sprout", "water-lily"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play blossom");
  t.answer("play sprout jungle-oasis");
  REQUIRE(t.options().size() == 2);  // with one of Blossom's extras, or with the free minion
  t.answer("with free-play");
  // The free minion was used: Blossom's three are still open to any name.
  CHECK(t.can("play water-lily jungle-oasis"));
  t.answer("play water-lily jungle-oasis");
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][killer-plants] Blossom with no minion to play just goes to the discard pile") {
  Table t(R"({"seats": [{"hand": ["blossom", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play blossom");
  CHECK(t.options() == Names{"done"});
  CHECK(t.discard(0) == Names{"blossom"});
}

// ---- Budding

TEST_CASE("[smashup][killer-plants] Budding takes a card named like a minion in play from the deck, then shuffles") {
  Table t(R"({"seats": [{"hand": ["budding"], "deck": ["sprout", "warbot", "insta-grow", "warbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 1},
                                                            {"card": "water-lily", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  // Any minion in play, another player's indestructible Warbot included: choosing it does not affect it.
  CHECK(distinct(t.options()) == Names{"choose warbot", "choose water-lily"});
  t.answer("choose warbot");
  CHECK(distinct(t.options()) == Names{"choose warbot"});  // no "pass": a card of that name must be taken
  t.answer("choose warbot");
  CHECK(t.hand(0) == Names{"warbot"});
  CHECK(distinct(t.deck(0)) == Names{"insta-grow", "sprout", "warbot"});
  CHECK(shuffled(t, 0));
  CHECK(t.minions_on("jungle-oasis") == Names{"warbot", "water-lily"});
}

TEST_CASE("[smashup][killer-plants][R-27] Budding finds nothing when the deck holds no card of that name; its player "
          "is asked all the same") {
  Table t(R"({"seats": [{"hand": ["budding"], "deck": ["sprout"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  t.answer("choose water-lily");
  CHECK(t.options() == Names{"pass"});  // nothing of that name to take
  t.answer("pass");
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0) == Names{"sprout"});
  CHECK(t.options() == Names{"done"});

  Table empty(R"({"seats": [{"hand": ["budding"], "deck": ["sprout"]}, {}],
                  "bases": [{"base": "jungle-oasis"}],
                  "turn": {"active": 0, "phase": "play"}})");
  empty.answer("play budding");  // no minion in play: nothing to name
  CHECK(empty.options() == Names{"done"});
  CHECK(empty.discard(0) == Names{"budding"});
}

// ---- Choking Vines

TEST_CASE("[smashup][killer-plants] Choking Vines destroys its minion at the start of your next turn") {
  Table t(R"({"seats": [{"hand": ["choking-vines"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                            {"card": "war-raptor", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play choking-vines king-rex");
  CHECK(t.actions_on("jungle-oasis") == Names{"choking-vines"});
  t.answer("done");
  // Player 2's turn: King Rex survives its own player's turn start.
  REQUIRE(t.s.turn.active == 1);
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "war-raptor"});
  t.answer("done");
  // Player 1's turn starts: King Rex is destroyed, and the Vines go with it.
  REQUIRE(t.s.turn.active == 0);
  CHECK(t.minions_on("jungle-oasis") == Names{"war-raptor"});
  CHECK(t.discard(1) == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"choking-vines"});
}

TEST_CASE("[smashup][killer-plants] Choking Vines cannot destroy a Warbot: it stays, and so does the Vines") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "warbot", "controller": 1,
                                      "actions": [{"card": "choking-vines", "controller": 0}]}]}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.minions_on("jungle-oasis") == Names{"warbot"});
  CHECK(t.actions_on("jungle-oasis") == Names{"choking-vines"});
}

TEST_CASE("[smashup][killer-plants] Choking Vines cannot be played on a minion that Wildlife Preserve guards") {
  Table t(R"({"seats": [{"hand": ["choking-vines"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}],
                         "actions": [{"card": "wildlife-preserve", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "war-raptor", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.options() == Names{"play choking-vines war-raptor", "done"});
}

// ---- Deep Roots

TEST_CASE("[smashup][killer-plants] Deep Roots: other players' cards cannot return or move your minions here") {
  Table t(R"({"seats": [{}, {"hand": ["beam-up"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0},
                                                            {"card": "king-rex", "controller": 1}],
                         "actions": [{"card": "deep-roots", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play beam-up");
  // Its own minion there and Player 1's minion elsewhere may go; the Lily under Deep Roots may not.
  CHECK(distinct(t.options()) == Names{"choose king-rex", "choose sprout"});
}

TEST_CASE("[smashup][killer-plants] Deep Roots does not stop your own cards or a destroy") {
  Table own(R"({"seats": [{"hand": ["dinghy"]}, {}],
                "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}],
                           "actions": [{"card": "deep-roots", "controller": 0}]},
                          {"base": "tar-pits"}],
                "turn": {"active": 0, "phase": "play"}})");
  own.answer("play dinghy");
  own.answer("choose water-lily");
  own.answer("choose tar-pits");
  CHECK(own.minions_on("tar-pits") == Names{"water-lily"});

  Table destroy(R"({"seats": [{}, {"hand": ["laseratops"]}],
                    "bases": [{"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}],
                               "actions": [{"card": "deep-roots", "controller": 0}]}],
                    "turn": {"active": 1, "phase": "play"}})");
  destroy.answer("play laseratops jungle-oasis");
  destroy.answer("choose sprout");
  CHECK(destroy.minions_on("jungle-oasis") == Names{"laseratops"});
}

// ---- Entangled

TEST_CASE("[smashup][killer-plants] Entangled: no minion leaves a base where you have a minion, by anyone's card") {
  Table t(R"({"seats": [{"hand": ["dinghy"]}, {"hand": ["beam-up"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0},
                                                            {"card": "king-rex", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "war-raptor", "controller": 1}],
                         "actions": [{"card": "entangled", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play beam-up");
  // Jungle Oasis holds Player 1's Water Lily: nothing there may be returned. Tar Pits (where Entangled is) holds no
  // minion of Player 1, so the War Raptor may go.
  CHECK(t.options() == Names{"choose war-raptor"});
}

TEST_CASE("[smashup][killer-plants][interaction][R-21] Entangled holds another player's Incorporeal or Haunting "
          "minion: holding it in place is no affect") {
  Table t(R"({"seats": [{"hand": ["dinghy"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                           {"card": "ghost", "controller": 0, "actions": ["incorporeal"]},
                           {"card": "haunting", "controller": 0}, {"card": "sprout", "controller": 1}]},
                        {"base": "tar-pits", "actions": [{"card": "entangled", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play dinghy");
  CHECK(t.options() == Names{"done"});  // nothing of Player 0's may leave Jungle Oasis
  CHECK(t.minions_on("jungle-oasis") == Names{"ghost", "haunting", "sprout"});
}

TEST_CASE("[smashup][killer-plants] Entangled stops your own moves away too, but not moves onto the base") {
  Table t(R"({"seats": [{"hand": ["dinghy"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}],
                         "actions": [{"card": "entangled", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "war-raptor", "controller": 1}]},
                        {"base": "the-central-brain"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play dinghy");  // nothing Player 1 could move: the Lily is held where it is
  CHECK(t.minions_on("jungle-oasis") == Names{"water-lily"});
  CHECK(t.discard(0) == Names{"dinghy"});
  Table onto(R"({"seats": [{"hand": ["dinghy"]}, {}],
                 "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}]},
                           {"base": "tar-pits", "minions": [{"card": "sprout", "controller": 0}],
                            "actions": [{"card": "entangled", "controller": 1}]}],
                 "turn": {"active": 0, "phase": "play"}})");
  // Player 2's Entangled holds bases where Player 2 has a minion: none here, so Player 1 moves freely.
  onto.answer("play dinghy");
  onto.answer("choose water-lily");
  onto.answer("choose tar-pits");
  CHECK(onto.minions_on("tar-pits") == Names{"sprout", "water-lily"});
}

TEST_CASE("[smashup][killer-plants] Entangled destroys itself at the start of your turn, not another's") {
  Table others(R"({"seats": [{}, {}],
                   "bases": [{"base": "jungle-oasis", "actions": [{"card": "entangled", "controller": 0}]}],
                   "turn": {"active": 1, "phase": "start"}})");
  CHECK(others.actions_on("jungle-oasis") == Names{"entangled"});
  Table mine(R"({"seats": [{}, {}],
                 "bases": [{"base": "jungle-oasis", "actions": [{"card": "entangled", "controller": 0}]}],
                 "turn": {"active": 0, "phase": "start"}})");
  CHECK(mine.actions_on("jungle-oasis").empty());
  CHECK(mine.discard(0) == Names{"entangled"});
}

TEST_CASE("[smashup][killer-plants] Entangled does not stop a minion going under a deck (Disintegrator)") {
  Table t(R"({"seats": [{}, {"hand": ["disintegrator"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}],
                         "actions": [{"card": "entangled", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play disintegrator");
  t.answer("choose water-lily");
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK(t.deck(0) == Names{"water-lily"});
}

// ---- Insta-Grow

TEST_CASE("[smashup][killer-plants] Insta-Grow gives an extra minion") {
  Table t(R"({"seats": [{"hand": ["insta-grow", "weed-eater", "water-lily"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  CHECK_FALSE(t.can("play weed-eater jungle-oasis"));
  t.answer("play insta-grow");
  CHECK(t.options() == Names{"play weed-eater jungle-oasis", "play water-lily jungle-oasis", "done"});
  t.answer("play weed-eater jungle-oasis");
  CHECK(t.options() == Names{"done"});  // one extra only
}

// ---- Overgrowth

TEST_CASE("[smashup][killer-plants] Overgrowth drops its base's breakpoint to 0 from the start of your turn") {
  Table t(R"({"seats": [{"hand": ["overgrowth"],
                         "deck": ["insta-grow", "insta-grow", "budding", "blossom", "sprout", "sprout"]}, {}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "war-raptor", "controller": 1}]},
                        {"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}]}],
              "base_deck": ["the-central-brain", "the-homeworld"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play overgrowth jungle-oasis");
  CHECK(breakpoint(t.s, base_id("jungle-oasis")) == 12);  // not on the turn it is played
  t.answer("done");
  REQUIRE(t.s.turn.active == 1);
  CHECK(breakpoint(t.s, base_id("jungle-oasis")) == 12);  // nor on another player's turn
  CHECK(t.bases() == Names{"tar-pits", "jungle-oasis"});
  t.answer("done");
  // Player 1's turn: the breakpoint is 0, so Jungle Oasis scores in this turn with the Lily's 3.
  REQUIRE(t.s.turn.active == 0);
  t.answer("resolve overgrowth");  // the Lily draws at the same time: its player orders them
  CHECK(breakpoint(t.s, base_id("jungle-oasis")) == 0);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"tar-pits", "the-central-brain"});
  CHECK(distinct(t.discard(0)) == Names{"overgrowth", "water-lily"});
}

TEST_CASE("[smashup][killer-plants][R-26] Overgrowth's 0, once set as its player's turn starts, lasts the turn even "
          "after Overgrowth leaves play") {
  Table t(R"({"seats": [{"hand": ["disenchant"], "deck": ["sprout", "sprout"]}, {}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "overgrowth", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "king-rex", "controller": 1}]}],
              "base_deck": ["the-central-brain"],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(breakpoint(t.s, base_id("jungle-oasis")) == 0);
  CHECK(breakpoint(t.s, base_id("tar-pits")) == 16);  // only its own base
  t.answer("play disenchant");
  t.answer("choose overgrowth");
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(breakpoint(t.s, base_id("jungle-oasis")) == 0);
  t.answer("done");  // it scores at 0, with nobody on it, and is replaced
  CHECK(t.bases() == Names{"the-central-brain", "tar-pits"});
}

TEST_CASE("[smashup][killer-plants] Overgrowth: a base at breakpoint 0 scores even with no minion on it") {
  Table t(R"({"seats": [{"deck": ["insta-grow", "insta-grow"]}, {}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "overgrowth", "controller": 0}]},
                        {"base": "tar-pits"}],
              "base_deck": ["the-central-brain"],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("done");
  CHECK(t.bases() == Names{"the-central-brain", "tar-pits"});
  CHECK(t.vp(0) == 0);
  CHECK(t.discard(0) == Names{"overgrowth"});
}

// ---- Sleep Spores

TEST_CASE("[smashup][killer-plants] Sleep Spores: other players' minions here have -1 power, never below 0") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                            {"card": "microbot-archive", "controller": 1},
                                                            {"card": "sprout", "controller": 0}],
                         "actions": [{"card": "sleep-spores", "controller": 0},
                                     {"card": "sleep-spores", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "king-rex") == 7 - 2);
  CHECK(t.power_of("jungle-oasis", "microbot-archive") == 0);  // 1 - 2, and not below 0
  CHECK(t.power_of("jungle-oasis", "sprout") == 2);            // its own player's minion is spared
  CHECK(t.total("jungle-oasis") == 5 + 0 + 2);
  CHECK(t.power_of("tar-pits", "zapbot") == 2);                // other bases are not touched
}

TEST_CASE("[smashup][killer-plants] Sleep Spores played on a base weakens what is there, until Disenchant ends it") {
  Table t(R"({"seats": [{"hand": ["sleep-spores"]}, {"hand": ["disenchant"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sleep-spores jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "king-rex") == 6);
  t.answer("done");
  REQUIRE(t.s.turn.active == 1);
  t.answer("play disenchant");
  t.answer("choose sleep-spores");
  CHECK(t.power_of("jungle-oasis", "king-rex") == 7);
}

// ---- Secret Grove

TEST_CASE("[smashup][killer-plants] Secret Grove: on your turn, one extra minion of power 2 or less here") {
  Table t(R"({"seats": [{"hand": ["weed-eater", "sprout", "water-lily", "sprout"]}, {}],
              "bases": [{"base": "secret-grove"}, {"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("play weed-eater jungle-oasis");
  // The free minion is used: only a minion of power 2 or less, only on Secret Grove.
  CHECK(distinct(t.options()) == Names{"done", "play sprout secret-grove"});
  t.answer("play sprout secret-grove");
  CHECK(t.options() == Names{"done"});  // one a turn
  CHECK(t.minions_on("secret-grove") == Names{"sprout"});
}

TEST_CASE("[smashup][killer-plants] Secret Grove gives each player the extra on their own turn") {
  Table t(R"({"seats": [{}, {"hand": ["sprout", "sprout", "sprout"]}],
              "bases": [{"base": "secret-grove"}, {"base": "jungle-oasis"}],
              "turn": {"active": 1, "phase": "start"}})");
  t.answer("play sprout jungle-oasis");
  CHECK(distinct(t.options()) == Names{"done", "play sprout secret-grove"});
}

TEST_CASE("[smashup][killer-plants] Secret Grove already in play grants its extra as the turn starts, not when a "
          "minion is played") {
  Table t(R"({"seats": [{"hand": ["sprout", "sprout"]}, {}],
              "bases": [{"base": "secret-grove"}, {"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sprout jungle-oasis");
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][killer-plants][interaction] Secret Grove brought in by Terraforming grants its extra at once") {
  Table t(R"({"seats": [{"hand": ["terraforming", "sprout", "sprout", "sprout"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "base_deck": ["secret-grove"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play terraforming");
  t.answer("choose secret-grove");
  t.answer("choose jungle-oasis");
  REQUIRE(t.bases() == Names{"secret-grove"});
  // Terraforming's extra minion there, the Grove's (power 2 or less) and the turn's own minion: three Sprouts.
  REQUIRE(t.s.turn.extras.size() == 2);
  CHECK(std::count_if(t.s.turn.extras.begin(), t.s.turn.extras.end(),
                      [](const ExtraPlay& e) { return e.max_power == 2; }) == 1);
  for (int played = 0; played < 3; ++played) {
    t.answer("play sprout secret-grove");
    if (!t.can("done")) t.answer(t.options().front());  // which play it uses (R-20)
  }
  CHECK(t.minions_on("secret-grove") == Names{"sprout", "sprout", "sprout"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][killer-plants][interaction][R-21] Sleep Spores weakens another player's Incorporeal, shielded "
          "or Haunting minion: a power change is no affect") {
  const char* board = R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "ghost", "controller": 1, "actions": ["incorporeal"]},
                  {"card": "baboom", "controller": 1, "actions": ["shielding"]},
                  {"card": "zapbot", "controller": 1}, {"card": "haunting", "controller": 1},
                  {"card": "sprout", "controller": 0}]%s}],
              "turn": {"active": 0, "phase": "play"}})";
  auto with = [&](const char* actions) {
    std::string json(board);
    json.replace(json.find("%s"), 2, actions);
    return Table(json);
  };
  const Table bare = with("");
  const Table spores = with(R"(, "actions": [{"card": "sleep-spores", "controller": 0}])");
  CHECK(spores.power_of("jungle-oasis", "ghost") == bare.power_of("jungle-oasis", "ghost") - 1);
  CHECK(spores.power_of("jungle-oasis", "baboom") == bare.power_of("jungle-oasis", "baboom") - 1);
  CHECK(spores.power_of("jungle-oasis", "haunting") == 5);  // 3 + 3 with an empty hand, -1
  CHECK(spores.power_of("jungle-oasis", "zapbot") == bare.power_of("jungle-oasis", "zapbot") - 1);
  CHECK(spores.power_of("jungle-oasis", "sprout") == bare.power_of("jungle-oasis", "sprout"));
}

TEST_CASE("[smashup][killer-plants] Secret Grove gives nothing while everyone ignores it (Jammed Signal)") {
  Table t(R"({"seats": [{"hand": ["sprout", "sprout"]}, {}],
              "bases": [{"base": "secret-grove", "actions": [{"card": "jammed-signal", "controller": 1}]},
                        {"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("play sprout jungle-oasis");
  CHECK(t.options() == Names{"done"});
}

// ---- The Greenhouse

namespace {

// The Greenhouse about to score at the end of Player 1's play phase: Player 1 has 20 power there, Player 2 has 4.
const char* kGreenhouse = R"({"seats": [{"deck": ["weed-eater", "insta-grow", "sprout", "budding", "blossom"]},
                                        {"deck": ["king-rex", "insta-grow", "budding"]}],
  "bases": [{"base": "the-greenhouse", "minions": [{"card": "king-rex", "controller": 0, "counters": 13},
                                                   {"card": "armor-stego", "controller": 1, "counters": 1}]},
            {"base": "tar-pits"}],
  "base_deck": ["jungle-oasis"],
  "turn": {"active": 0, "phase": "play"}})";

}  // namespace

TEST_CASE("[smashup][killer-plants][R-22] The Greenhouse: its winner may play a minion from the deck on the new base, "
          "played there at once") {
  Table t(kGreenhouse);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.asked() == 0);
  CHECK(distinct(t.options()) == Names{"choose sprout", "choose weed-eater", "pass"});  // any power
  t.answer("choose weed-eater");  // on the base that replaced it, at once
  CHECK(t.bases() == Names{"jungle-oasis", "tar-pits"});
  CHECK(t.minions_on("jungle-oasis") == Names{"weed-eater"});
  // Played, so its -2 for this turn applies (the next question is already the next player's turn).
  CHECK(std::any_of(t.log.begin(), t.log.end(),
                    [](const Event& e) { return e.kind == EventKind::PowerChanged && e.amount == -2; }));
  CHECK(shuffled(t, 0));
  CHECK_FALSE(shuffled(t, 1));  // the runner-up is not asked
}

TEST_CASE("[smashup][killer-plants][R-22] The Greenhouse: the winner may decline, and then shuffles nothing") {
  Table t(kGreenhouse);
  t.answer("done");
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK_FALSE(shuffled(t, 0));
  CHECK(t.s.turn.active == 1);  // the turn went on: draw, end, next player
}

TEST_CASE("[smashup][R-19] The Greenhouse: tied winners each search, from the active player clockwise") {
  Table t(R"({"seats": [{"deck": ["war-raptor"]}, {"deck": ["zapbot"]}],
              "bases": [{"base": "the-greenhouse",
                         "minions": [{"card": "king-rex", "controller": 0, "counters": 5},
                                     {"card": "king-rex", "controller": 1, "counters": 5}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  CHECK(t.asked() == 1);
  t.answer("choose zapbot");
  // Zapbot's extra minion is granted outside its player's play phase: it must be played now, and there is none;
  // its player is asked all the same (R-27).
  CHECK(t.asked() == 1);
  t.answer("pass");
  CHECK(t.asked() == 0);
  t.answer("choose war-raptor");
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot", "war-raptor"});
}

TEST_CASE("[smashup][killer-plants] The Greenhouse does nothing when everyone ignored it (Jammed Signal)") {
  Table t(R"({"seats": [{"deck": ["sprout"]}, {}],
              "bases": [{"base": "the-greenhouse", "minions": [{"card": "king-rex", "controller": 0, "counters": 17}],
                         "actions": [{"card": "jammed-signal", "controller": 1}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK(t.s.turn.active == 1);
}

TEST_CASE("[smashup][killer-plants][R-27] The Greenhouse: a winner whose deck holds no minion is asked all the same") {
  Table t(R"({"seats": [{"deck": ["insta-grow", "budding"]}, {}],
              "bases": [{"base": "the-greenhouse", "minions": [{"card": "king-rex", "controller": 0, "counters": 17}]}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
  CHECK(t.s.turn.active == 1);
  CHECK(t.minions_on("jungle-oasis").empty());
}

// ---- with the core set

TEST_CASE("[smashup][killer-plants] Sprout on Tar Pits goes under the deck, where its own search may find it") {
  Table t(R"({"seats": [{"deck": ["weed-eater"]}, {}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "sprout", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.options() == Names{"choose sprout", "pass"});
  t.answer("choose sprout");  // played at once: it may grow too (it arrived at the start of the turn)
  CHECK(t.options() == Names{"yes", "no"});
  CHECK(t.minions_on("tar-pits") == Names{"sprout"});
  CHECK(t.deck(0) == Names{"weed-eater"});
}

TEST_CASE("[smashup][killer-plants] Sprout under Tooth and Claw... and Guns is not destroyed, but still searches") {
  Table t(R"({"seats": [{"deck": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "sprout", "controller": 0,
                                      "actions": [{"card": "tooth-and-claw-and-guns", "controller": 0}]}]}],
              "turn": {"active": 0, "phase": "start"}})");
  // The destroy is replaced: Tooth and Claw... and Guns goes instead. "Then you may search" still follows.
  CHECK(t.discard(0) == Names{"tooth-and-claw-and-guns"});
  CHECK(t.options() == Names{"choose zapbot", "pass"});
  t.answer("choose zapbot");
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout", "zapbot"});
}

TEST_CASE("[smashup][killer-plants] Entangled holds minions against a base's move too (Tortuga's runner-up)") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "tortuga", "minions": [{"card": "king-rex", "controller": 0, "counters": 10},
                                                      {"card": "war-raptor", "controller": 1, "counters": 2}]},
                        {"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1},
                                                            {"card": "sprout", "controller": 0}],
                         "actions": [{"card": "entangled", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "armor-stego", "controller": 1}]}],
              "base_deck": ["the-central-brain"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // Player 2 came second: their Zapbot is held on Jungle Oasis (Player 1 has a Sprout there); the Stego may sail.
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose armor-stego", "pass"});
}

// ---- random games

TEST_CASE("[smashup][killer-plants] random games with Killer Plants keep every card, stay copyable and end") {
  test::play_random_faction_games("killer-plants", 60, 31);
}
