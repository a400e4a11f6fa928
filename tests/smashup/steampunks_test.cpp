// Steampunks: every card and both bases (the faction is playable once the whole box is, see the registry).
#include <catch2/catch.hpp>

#include "games/smashup/engine.hpp"
#include "games/smashup/json_view.hpp"
#include "games/smashup/smashup_match.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

TEST_CASE("[smashup][steampunks] the faction is dealt from card edition 2; a game of edition 1 refuses it") {
  CHECK(playable(Faction::Steampunks));
  CHECK_FALSE(playable(Faction::Steampunks, 1));
  CHECK_NOTHROW(state_from_setup({{"factions", {"aliens+steampunks", "ninjas+pirates"}}}));
  CHECK_THROWS_WITH(state_from_setup({{"factions", {"aliens+steampunks", "ninjas+pirates"}}, {"edition", 1}}),
                    Catch::Contains("Steampunks were not yet playable in this game's card edition"));
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

TEST_CASE("[smashup][steampunks][R-25] Steam Man counts only your actions on its base itself, not those on minions "
          "there") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "steam-man", "controller": 0, "actions": [{"card": "upgrade", "controller": 0}]},
                  {"card": "zapbot", "controller": 0, "actions": [{"card": "shielding", "controller": 0}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "steam-man") == 3 + 2);  // Upgrade's +2, no +1
}

TEST_CASE("[smashup][steampunks][R-25] Captain Ahab goes only to a base with one of your actions on the base itself") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0}]},
                        {"base": "tar-pits", "minions": [
                            {"card": "zapbot", "controller": 0, "actions": [{"card": "upgrade", "controller": 0}]}]},
                        {"base": "the-homeworld", "actions": [{"card": "zeppelin", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use captain-ahab");
  CHECK(t.options() == Names{"choose the-homeworld", "pass"});
}

TEST_CASE("[smashup][steampunks][wording] Captain Ahab's Talent is not offered with no base to go to") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0}],
                         "actions": [{"card": "zeppelin", "controller": 0}]},
                        {"base": "tar-pits", "actions": [{"card": "wildlife-preserve", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("use captain-ahab"));  // its own base holds the only action of Player 1's
  CHECK(t.can("use zeppelin"));
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

TEST_CASE("[smashup][steampunks][R-22] Change of Venue takes one of your actions back and plays it again as an "
          "extra, with no pass") {
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
  CHECK_FALSE(t.can("pass"));  // R-22: it must be played again when it can be
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
  const auto view = observation_to_json(observe(t.s, 0));
  CHECK(view.dump().find("\"talent\":\"ready\"") != std::string::npos);
  t.answer("done");
  CHECK(t.can("use zeppelin"));
}

TEST_CASE("[smashup][steampunks] the faction has 20 cards: 10 minions (1x5, 2x4, 3x3, 4x2) and 10 actions") {
  int minions = 0, actions = 0, power = 0;
  for (const auto& d : faction_def(Faction::Steampunks).cards) {
    (d.type == CardType::Minion ? minions : actions) += d.copies;
    power += d.power * d.copies;
  }
  CHECK(minions == 10);
  CHECK(actions == 10);
  CHECK(power == 30);
  CHECK(faction_def(Faction::Steampunks).bases.size() == 2);
}

TEST_CASE("[smashup][steampunks][R-22] Mechanic plays an action meant for a base from the discard pile, at once, with "
          "no pass") {
  Table t(R"({"seats": [{"hand": ["mechanic"], "discard": ["scrap-diving", "rotary-slug-thrower"]}, {}],
              "bases": [{"base": "jungle-oasis"}, {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play mechanic jungle-oasis");
  CHECK(t.options() == Names{"choose rotary-slug-thrower"});  // Scrap Diving is not played on a base
  t.answer("choose rotary-slug-thrower");
  CHECK(t.options() == Names{"play rotary-slug-thrower jungle-oasis", "play rotary-slug-thrower tar-pits"});
  t.answer("play rotary-slug-thrower jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "mechanic") == 6);
  CHECK(t.discard(0) == Names{"scrap-diving"});
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][steampunks] Aggromotive adds 5 to its player's total on its base, on no minion") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0},
                                                             {"card": "laseratops", "controller": 1}],
                         "actions": [{"card": "aggromotive", "controller": 0}]},
                        {"base": "tar-pits", "actions": [{"card": "aggromotive", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "captain-ahab") == 2);
  CHECK(player_power(t.s, test::base_id("jungle-oasis"), 0) == 7);
  CHECK(t.total("jungle-oasis") == 2 + 5 + 4);
  CHECK(rank_places(t.s, test::base_id("jungle-oasis"))[0] == 1);  // 7 beats Laseratops' 4
  CHECK(t.total("tar-pits") == 0);  // no minion of its player there: nothing
}

TEST_CASE("[smashup][steampunks] Difference Engine draws one more card at the end of its player's turn") {
  Table t(R"({"seats": [{"deck": ["zapbot", "warbot", "hoverbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0}],
                         "actions": [{"card": "difference-engine", "controller": 0}]},
                        {"base": "tar-pits", "actions": [{"card": "difference-engine", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.hand(0).size() == 3);  // 2 drawn, 1 more at the end of the turn
  CHECK(t.hand(1).empty());      // Player 1's engine has no minion of theirs with it
}

TEST_CASE("[smashup][steampunks] Escape Hatch sends its player's destroyed minions here to their hand") {
  Table t(R"({"seats": [{}, {"hand": ["laseratops", "laseratops"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "captain-ahab", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}],
                         "actions": [{"card": "escape-hatch", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play laseratops jungle-oasis");
  t.answer("choose captain-ahab");
  CHECK(t.hand(0) == Names{"captain-ahab"});
  CHECK(t.discard(0).empty());
  t.answer("play laseratops jungle-oasis");
  t.answer("choose zapbot");
  CHECK(t.discard(1) == Names{"zapbot"});  // another player's minion goes to the discard pile as usual
}

TEST_CASE("[smashup][steampunks][R-25] Escape Hatch: a minion saved to the hand was not destroyed, so Field of "
          "Honor pays nothing for it") {
  Table t(R"({"seats": [{}, {"hand": ["laseratops"]}],
              "bases": [{"base": "field-of-honor", "minions": [{"card": "captain-ahab", "controller": 0}],
                         "actions": [{"card": "escape-hatch", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play laseratops field-of-honor");
  t.answer("choose captain-ahab");
  CHECK(t.hand(0) == Names{"captain-ahab"});
  CHECK(t.vp(1) == 0);
  for (const auto& e : t.log) CHECK(e.kind != EventKind::MinionDestroyed);
}

TEST_CASE("[smashup][steampunks][R-25] Escape Hatch: a saved Gremlin was not destroyed, so it draws nothing and "
          "nobody discards") {
  Table t(R"({"seats": [{"deck": ["zapbot"]}, {"hand": ["laseratops", "warbot"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "gremlin", "controller": 0}],
                         "actions": [{"card": "escape-hatch", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play laseratops jungle-oasis");
  t.answer("choose gremlin");
  CHECK(t.hand(0) == Names{"gremlin"});
  CHECK(t.deck(0) == Names{"zapbot"});
  CHECK(t.hand(1) == Names{"warbot"});
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][steampunks] Ornate Dome destroys the other players' actions on its base and keeps theirs off") {
  Table t(R"({"seats": [{"hand": ["ornate-dome"]}, {"hand": ["rotary-slug-thrower", "upgrade"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}],
                         "actions": [{"card": "zeppelin", "controller": 1}, {"card": "escape-hatch", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ornate-dome jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"escape-hatch", "ornate-dome"});
  CHECK(t.discard(1) == Names{"zeppelin"});
  t.answer("done");
  CHECK_FALSE(t.can("play rotary-slug-thrower jungle-oasis"));
  CHECK(t.can("play rotary-slug-thrower tar-pits"));
  CHECK(t.can("play upgrade zapbot"));  // onto a minion there, not onto the base
}

TEST_CASE("[smashup][steampunks] Scrap Diving takes an action from the discard pile into the hand") {
  Table t(R"({"seats": [{"hand": ["scrap-diving"], "discard": ["zapbot", "zeppelin"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play scrap-diving");
  CHECK(t.options() == Names{"choose zeppelin"});
  t.answer("choose zeppelin");
  CHECK(t.hand(0) == Names{"zeppelin"});
  CHECK(t.discard(0) == Names{"zapbot", "scrap-diving"});
}

TEST_CASE("[smashup][steampunks] Inventor's Salon: after it scores, the winner may take back an action") {
  Table t(R"({"seats": [{"discard": ["zeppelin", "zapbot"]}, {"discard": ["upgrade"]}],
              "bases": [{"base": "inventors-salon", "minions": [{"card": "steam-queen", "controller": 0},
                                                                {"card": "laseratops", "controller": 0},
                                                                {"card": "king-rex", "controller": 0},
                                                                {"card": "warbot", "controller": 0},
                                                                {"card": "zapbot", "controller": 1}]},
                        {"base": "tar-pits"}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose zeppelin", "pass"});
  t.answer("choose zeppelin");
  CHECK(t.hand(0) == Names{"zeppelin"});
}

TEST_CASE("[smashup][steampunks] Workshop: an action played onto it allows an extra action, not one on a minion") {
  Table t(R"({"seats": [{"hand": ["rotary-slug-thrower", "scrap-diving", "upgrade"]}, {}],
              "bases": [{"base": "workshop", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play upgrade zapbot");
  CHECK_FALSE(t.can("play scrap-diving"));
  Table u(R"({"seats": [{"hand": ["rotary-slug-thrower", "scrap-diving"]}, {}],
              "bases": [{"base": "workshop", "minions": [{"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  u.answer("play rotary-slug-thrower workshop");
  CHECK(u.can("play scrap-diving"));
}
