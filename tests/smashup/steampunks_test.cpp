// Steampunks cards written so far (the faction is not playable until all of them exist).
#include <catch2/catch.hpp>

#include "games/smashup/json_view.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

TEST_CASE("[smashup][steampunks] the faction is refused by setups while its cards are being written") {
  CHECK_FALSE(playable(Faction::Steampunks));
  CHECK_THROWS_WITH(state_from_setup({{"factions", {"aliens+steampunks", "ninjas+pirates"}}}),
                    Catch::Contains("Steampunks cannot be played yet"));
}

TEST_CASE("[smashup][steampunks] Steam Queen: other players' cards cannot affect your actions") {
  Table t(R"({"seats": [{}, {"hand": ["disenchant"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "steam-queen", "controller": 0}],
                         "actions": [{"card": "rotary-slug-thrower", "controller": 0},
                                     {"card": "wildlife-preserve", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play disenchant");
  CHECK(t.options() == Names{"choose wildlife-preserve"});  // Player 1's own action only
  t.answer("choose wildlife-preserve");
  CHECK(t.actions_on("jungle-oasis") == Names{"rotary-slug-thrower"});
}

TEST_CASE("[smashup][steampunks] Steam Queen does not guard your actions from your own cards") {
  Table t(R"({"seats": [{"hand": ["change-of-venue"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "steam-queen", "controller": 0}],
                         "actions": [{"card": "rotary-slug-thrower", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play change-of-venue");
  CHECK(t.options() == Names{"choose rotary-slug-thrower"});
}

TEST_CASE("[smashup][steampunks] Steam Man has +1 power while its base has one of your actions, +1 in all") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}],
                         "actions": [{"card": "wildlife-preserve", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "steam-man", "controller": 0}],
                         "actions": [{"card": "zeppelin", "controller": 0}, {"card": "zeppelin", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "steam-man") == 3);  // another player's action does not count
  CHECK(t.power_of("tar-pits", "steam-man") == 4);      // two of your actions: still +1
}

TEST_CASE("[smashup][steampunks] Captain Ahab's Talent moves him to a base with one of your actions, once a turn") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0}]},
                        {"base": "tar-pits", "actions": [{"card": "zeppelin", "controller": 0}]},
                        {"base": "the-homeworld", "actions": [{"card": "wildlife-preserve", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use captain-ahab");
  CHECK(t.options() == Names{"choose tar-pits", "pass"});
  t.answer("choose tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"captain-ahab"});
  CHECK_FALSE(t.can("use captain-ahab"));  // used this turn, even after moving
  CHECK(t.can("use zeppelin"));            // each card in play has its own Talent
}

TEST_CASE("[smashup][steampunks] Change of Venue takes one of your actions back and plays it again as an extra") {
  Table t(R"({"seats": [{"hand": ["change-of-venue"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}],
                         "actions": [{"card": "rotary-slug-thrower", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "captain-ahab", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "steam-man") == 3 + 1 + 2);
  t.answer("play change-of-venue");
  t.answer("choose rotary-slug-thrower");
  CHECK(t.hand(0) == Names{"rotary-slug-thrower"});
  CHECK(t.can("play rotary-slug-thrower tar-pits"));
  CHECK(t.can("pass"));
  t.answer("play rotary-slug-thrower tar-pits");
  CHECK(t.power_of("jungle-oasis", "steam-man") == 3);
  CHECK(t.power_of("tar-pits", "captain-ahab") == 2 + 2);
  CHECK(t.discard(0) == Names{"change-of-venue"});
}

TEST_CASE("[smashup][steampunks] Change of Venue with none of your actions in play does nothing") {
  Table t(R"({"seats": [{"hand": ["change-of-venue"]}, {}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "wildlife-preserve", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play change-of-venue");
  CHECK(t.actions_on("jungle-oasis") == Names{"wildlife-preserve"});
  CHECK(t.discard(0) == Names{"change-of-venue"});
}

TEST_CASE("[smashup][steampunks] Rotary Slug Thrower gives +2 to each of your minions on its base only") {
  Table t(R"({"seats": [{"hand": ["rotary-slug-thrower"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "captain-ahab", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play rotary-slug-thrower jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "captain-ahab") == 4);
  CHECK(t.power_of("jungle-oasis", "zapbot") == 2);
  CHECK(t.power_of("tar-pits", "captain-ahab") == 2);
}

TEST_CASE("[smashup][steampunks] Zeppelin's Talent moves one of your minions onto its base, or off it") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}],
                         "actions": [{"card": "zeppelin", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "captain-ahab", "controller": 0},
                                                         {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use zeppelin");
  CHECK(t.options() == Names{"choose steam-man", "choose captain-ahab", "pass"});
  t.answer("choose captain-ahab");
  CHECK(t.minions_on("jungle-oasis") == Names{"steam-man", "captain-ahab"});
  CHECK_FALSE(t.can("use zeppelin"));
  // Next turn of its player, from its base outwards.
  t.answer("done");
  t.answer("done");
  t.answer("use zeppelin");
  t.answer("choose steam-man");
  CHECK(t.options() == Names{"choose tar-pits"});
  t.answer("choose tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"zapbot", "steam-man"});
}

TEST_CASE("[smashup][steampunks] a Talent is offered only to its controller, only in their own play phase") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 1}],
                         "actions": [{"card": "zeppelin", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("use captain-ahab"));
  CHECK_FALSE(t.can("use zeppelin"));
  const auto view = observation_to_json(t.s, 0);
  CHECK(view.dump().find("\"talent\":\"ready\"") != std::string::npos);
  t.answer("done");
  CHECK(t.can("use zeppelin"));
}
