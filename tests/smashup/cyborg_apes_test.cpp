// Cyborg Apes: every card and both bases (playable from card edition 3, Science Fiction Double Feature).
#include <catch2/catch.hpp>

#include "games/smashup/choice_text.hpp"
#include "games/smashup/determinize.hpp"
#include "games/smashup/observation.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/scenario.hpp"
#include "tests/smashup/random_games.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::sorted;

TEST_CASE("[smashup][cyborg_apes] the faction has 20 cards: 10 minions of total power 30 and 10 actions") {
  const auto totals = test::deck_totals(Faction::CyborgApes);
  CHECK(totals.minions == 10);
  CHECK(totals.actions == 10);
  CHECK(totals.power == 30);
  CHECK(totals.kinds == 12);
  CHECK(faction_def(Faction::CyborgApes).bases.size() == 2);
  CHECK(playable(Faction::CyborgApes));  // from card edition 3 (Science Fiction Double Feature)
  CHECK_FALSE(playable(Faction::CyborgApes, 2));
}

TEST_CASE("[smashup][cyborg_apes] Furious George has +1 power for each action on it, whoever played it") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "furious-george", "controller": 0,
                   "actions": [{"card": "cyberevolution", "controller": 0}, {"card": "upgrade", "controller": 1}]},
                  {"card": "furious-george", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const auto& oasis = t.s.bases[0].minions;
  CHECK(power(t.s, oasis[0].card) == 2 + 2 + 3 + 2);  // printed, +1 per action, Cyberevolution, Upgrade
  CHECK(power(t.s, oasis[1].card) == 2);
}

TEST_CASE("[smashup][cyborg_apes] Cyberevolution gives +3 to any minion it is played on") {
  Table t(R"({"seats": [{"hand": ["cyberevolution"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play cyberevolution zapbot");
  CHECK(t.power_of("jungle-oasis", "zapbot") == 5);
  CHECK(t.actions_on("jungle-oasis") == Names{"cyberevolution"});
}

TEST_CASE("[smashup][cyborg_apes] Juiced Up gives +2 for every action on its minion, itself included") {
  Table t(R"({"seats": [{"hand": ["juiced-up"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": [{"card": "upgrade", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play juiced-up baboom");
  CHECK(t.power_of("jungle-oasis", "baboom") == 3 + 2 + 2 * 2);
}

TEST_CASE("[smashup][cyborg_apes] Juiced Up alone on a minion gives +2") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "zapbot", "controller": 1, "actions": [{"card": "juiced-up", "controller": 0}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "zapbot") == 4);
}

TEST_CASE("[smashup][cyborg_apes] Baboom's Talent plays an action from the hand onto Baboom, as an extra action") {
  Table t(R"({"seats": [{"hand": ["cyberevolution", "going-bananas", "rotary-slug-thrower", "juiced-up"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "baboom", "controller": 0},
                                                            {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play", "action_used": true}})");
  t.answer("use baboom");
  // Only actions played onto a minion; the free action is already used, yet the Talent needs none.
  CHECK(t.options() == Names{"choose cyberevolution", "choose juiced-up", "pass"});
  t.answer("choose cyberevolution");
  CHECK(t.power_of("jungle-oasis", "baboom") == 6);
  CHECK_FALSE(t.can("use baboom"));  // once per turn
  CHECK_FALSE(t.can("play juiced-up baboom"));
}

TEST_CASE("[smashup][cyborg_apes] Baboom's Talent may be passed, and offers nothing without an action to attach") {
  Table t(R"({"seats": [{"hand": ["cyberevolution", "going-bananas"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "baboom", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use baboom");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"cyberevolution", "going-bananas"});
  CHECK(t.can("play cyberevolution baboom"));  // the free action is untouched
}

TEST_CASE("[smashup][cyborg_apes] Baboom's Talent is only offered during its controller's turn") {
  Table t(R"({"seats": [{"hand": ["cyberevolution"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "baboom", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK_FALSE(t.can("use baboom"));
}

TEST_CASE("[smashup][cyborg_apes] Cyberback lets you play actions onto it from your discard pile, nowhere else") {
  Table t(R"({"seats": [{"discard": ["cyberevolution", "going-bananas"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "cyberback", "controller": 0},
                                                            {"card": "baboom", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play cyberevolution cyberback"));
  CHECK_FALSE(t.can("play cyberevolution baboom"));
  CHECK_FALSE(t.can("play going-bananas"));
  t.answer("play cyberevolution cyberback");
  CHECK(t.power_of("jungle-oasis", "cyberback") == 8);
  CHECK(t.discard(0) == Names{"going-bananas"});
  CHECK(t.s.turn.action_used);  // it used the turn's action
}

TEST_CASE("[smashup][cyborg_apes] Cyberback's discard plays use the turn's limits and say where the card comes from") {
  Table t(R"({"seats": [{"discard": ["cyberevolution"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "cyberback", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "action_used": true}})");
  CHECK_FALSE(t.can("play cyberevolution cyberback"));
  Table u(R"({"seats": [{"discard": ["cyberevolution"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "cyberback", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  const Choice* play = nullptr;
  for (const auto& id : u.full_options())
    if (id.rfind("play cyberevolution", 0) == 0) play = find_choice(u.s, id);
  REQUIRE(play);
  CHECK(choice_label(u.s, *play) ==
        "Play Cyberevolution from the discard pile on Cyberback (power 5), Player 1's, on Jungle Oasis");
}

TEST_CASE("[smashup][cyborg_apes] Cyberback gives nothing to another player's discard pile") {
  Table t(R"({"seats": [{}, {"discard": ["upgrade"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "cyberback", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK_FALSE(t.can("play upgrade cyberback"));
}

TEST_CASE("[smashup][cyborg_apes] Clyde 2.0: your action destroyed off a minion here may go to your hand instead") {
  Table t(R"({"seats": [{}, {"hand": ["disenchant", "disenchant"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "clyde-2-0", "controller": 0},
                  {"card": "baboom", "controller": 0, "actions": ["cyberevolution", "juiced-up"]}]}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play disenchant");
  t.answer("choose cyberevolution");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose cyberevolution", "pass"});
  t.answer("choose cyberevolution");
  CHECK(t.hand(0) == Names{"cyberevolution"});
  t.answer("play disenchant");
  t.answer("choose juiced-up");
  t.answer("pass");  // "may": it stays in the discard pile
  CHECK(t.discard(0) == Names{"juiced-up"});
  CHECK(t.hand(0) == Names{"cyberevolution"});
}

TEST_CASE("[smashup][cyborg_apes] Clyde 2.0 saves the actions on a minion destroyed here, Clyde's own included") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "clyde-2-0", "controller": 0, "actions": ["shielding", {"card": "upgrade", "controller": 1}]},
                  {"card": "furious-george", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  // Another player's minion ability destroys Clyde (Shielding stops actions only): Clyde leaves with its implants,
  // and still covers them.
  const CardId clyde = t.on("jungle-oasis", "clyde-2-0");
  t.effect(1, t.on("tar-pits", "zapbot"), [&](Resolver& r, const AbilityFrame& f) { r.destroy(clyde, f); });
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose shielding", "pass"});
  t.answer("choose shielding");
  CHECK(t.hand(0) == Names{"shielding"});
  CHECK(t.discard(1) == Names{"upgrade"});  // another player's action is not Clyde's business
  CHECK(t.discard(0) == Names{"clyde-2-0"});
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][cyborg_apes] Clyde 2.0 does not cover actions on minions at another base") {
  Table t(R"({"seats": [{}, {"hand": ["disenchant"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "clyde-2-0", "controller": 0}]},
                        {"base": "tar-pits", "minions": [{"card": "baboom", "controller": 0, "actions": ["cyberevolution"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play disenchant");
  t.answer("choose cyberevolution");
  CHECK(t.discard(0) == Names{"cyberevolution"});
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][cyborg_apes] Clyde 2.0: when its base scores, your actions on minions there may go to hand") {
  Table t(R"({"seats": [{}, {"deck": ["invader", "invader"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "clyde-2-0", "controller": 0, "actions": ["cyberevolution", "juiced-up"]},
                  {"card": "zapbot", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}]},
                        {"base": "tar-pits"}],
              "base_deck": ["the-homeworld"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose cyberevolution", "choose juiced-up", "pass"});
  t.answer("choose juiced-up");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"juiced-up"});
  CHECK(sorted(t.discard(0)) == Names{"clyde-2-0", "cyberevolution"});
  CHECK(t.discard(1) == Names{"upgrade", "zapbot"});
}

TEST_CASE("[smashup][cyborg_apes] Flying Monkey: after the base scores its minion may fly to another base") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "cyberback", "controller": 0, "actions": ["flying-monkey", "cyberevolution"]},
                  {"card": "zapbot", "controller": 1},
                  {"card": "laseratops", "controller": 1}]},
                        {"base": "tar-pits"}, {"base": "the-homeworld"}],
              "base_deck": ["the-mothership"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);
  // The base that will replace the scored one is not in play yet: it cannot be picked.
  CHECK(t.options() == Names{"choose the-homeworld", "choose tar-pits", "pass"});
  t.answer("choose tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"cyberback"});
  CHECK(t.actions_on("tar-pits") == Names{"cyberevolution"});  // its other actions fly with it
  CHECK(t.discard(0) == Names{"flying-monkey"});
  CHECK(t.minions_on("the-mothership").empty());
  CHECK(t.vp(0) == base_def(test::base_id("jungle-oasis")).vp[0]);
}

TEST_CASE("[smashup][cyborg_apes] Flying Monkey may be declined: the minion is discarded with the base") {
  Table t(R"({"seats": [{}, {"deck": ["invader", "invader"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "zapbot", "controller": 1, "actions": [{"card": "flying-monkey", "controller": 0}]},
                  {"card": "cyberback", "controller": 0},
                  {"card": "king-rex", "controller": 0}]},
                        {"base": "tar-pits"}],
              "base_deck": ["the-mothership"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);  // on another player's minion, Flying Monkey's player decides
  t.answer("pass");
  CHECK(t.minions_on("tar-pits").empty());
  CHECK(t.discard(1) == Names{"zapbot"});
  CHECK(sorted(t.discard(0)) == Names{"cyberback", "flying-monkey", "king-rex"});
}

TEST_CASE("[smashup][cyborg_apes] Going Bananas destroys every other player's action on a base, on minions too") {
  Table t(R"({"seats": [{"hand": ["going-bananas"]}, {}],
              "bases": [{"base": "jungle-oasis",
                         "minions": [{"card": "zapbot", "controller": 1, "actions": ["upgrade", {"card": "shielding", "controller": 0}]},
                                     {"card": "baboom", "controller": 0, "actions": [{"card": "poison", "controller": 1}]}],
                         "actions": [{"card": "wildlife-preserve", "controller": 1}, {"card": "rotary-slug-thrower", "controller": 0}]},
                        {"base": "tar-pits", "actions": [{"card": "overrun", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play going-bananas");
  CHECK(t.options() == Names{"choose jungle-oasis", "choose tar-pits"});  // a base must be picked
  t.answer("choose jungle-oasis");
  CHECK(sorted(t.actions_on("jungle-oasis")) == Names{"rotary-slug-thrower", "shielding"});
  CHECK(sorted(t.discard(1)) == Names{"poison", "upgrade", "wildlife-preserve"});
  CHECK(t.actions_on("tar-pits") == Names{"overrun"});
}

TEST_CASE("[smashup][cyborg_apes] Going Bananas may pick a base with nothing to destroy") {
  Table t(R"({"seats": [{"hand": ["going-bananas"]}, {}],
              "bases": [{"base": "jungle-oasis", "actions": [{"card": "rotary-slug-thrower", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play going-bananas");
  t.answer("choose jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"rotary-slug-thrower"});
  CHECK(t.discard(0) == Names{"going-bananas"});
}

TEST_CASE("[smashup][cyborg_apes] Missing Uplink draws a card at the end of your turn, after the hand limit") {
  Table t(R"({"seats": [{"hand": ["zapbot", "zapbot", "zapbot", "zapbot", "zapbot", "zapbot", "zapbot", "zapbot", "zapbot"],
                          "deck": ["laseratops", "upgrade", "king-rex", "invader"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "baboom", "controller": 0, "actions": ["missing-uplink"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // 9 + 2 = 11: discard to 10, then Missing Uplink's card makes 11, and nothing is discarded again.
  CHECK(t.asked() == 0);
  t.answer("choose zapbot");
  CHECK(t.s.seats[0].hand.size() == 11);
  CHECK(t.s.turn.active == 1);
  CHECK(t.deck(0) == Names{"invader"});
}

TEST_CASE("[smashup][cyborg_apes] Missing Uplink draws nothing at the end of another player's turn") {
  Table t(R"({"seats": [{"deck": ["laseratops"]}, {"deck": ["zapbot", "zapbot"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "baboom", "controller": 0, "actions": ["missing-uplink"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.hand(0).empty());
  CHECK(t.s.turn.active == 0);
}

TEST_CASE("[smashup][cyborg_apes] Monkey on Your Back's Talent destroys a minion of power 4 or less here, then sinks") {
  Table t(R"({"seats": [{"deck": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["monkey-on-your-back"]},
                  {"card": "furious-george", "controller": 0},
                  {"card": "zapbot", "controller": 1},
                  {"card": "king-rex", "controller": 1},
                  {"card": "laseratops", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "invader", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use monkey-on-your-back");
  CHECK(t.options() == Names{"choose zapbot", "choose laseratops"});  // others' minions here, power 4 or less
  t.answer("choose laseratops");
  CHECK(t.discard(1) == Names{"laseratops"});
  CHECK(t.deck(0) == Names{"zapbot", "monkey-on-your-back"});
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK_FALSE(t.can("use monkey-on-your-back"));
}

TEST_CASE("[smashup][cyborg_apes][wording] Monkey on Your Back with no minion to destroy is not offered: its Talent "
          "could do nothing") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["monkey-on-your-back"]},
                  {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.options() == Names{"done"});
  CHECK(t.actions_on("jungle-oasis") == Names{"monkey-on-your-back"});
}

TEST_CASE("[smashup][cyborg_apes] Monkey on Your Back can only be played on your own minion") {
  Table t(R"({"seats": [{"hand": ["monkey-on-your-back"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "baboom", "controller": 0},
                                                            {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play monkey-on-your-back baboom"));
  CHECK_FALSE(t.can("play monkey-on-your-back zapbot"));
}

TEST_CASE("[smashup][cyborg_apes] Monkey See, Monkey Do shows the top five and keeps any of their actions") {
  Table t(R"({"seats": [{"hand": ["monkey-see-monkey-do"],
                          "deck": ["upgrade", "zapbot", "shielding", "king-rex", "juiced-up", "laseratops"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play monkey-see-monkey-do");
  CHECK(t.options() == Names{"choose juiced-up", "choose shielding", "choose upgrade", "pass"});
  t.answer("choose upgrade");
  t.answer("choose juiced-up");
  t.answer("pass");
  CHECK(sorted(t.hand(0)) == Names{"juiced-up", "upgrade"});
  CHECK(sorted(t.deck(0)) == Names{"king-rex", "laseratops", "shielding", "zapbot"});
  int revealed = 0;
  for (const auto& e : t.log) revealed += e.kind == EventKind::Revealed;
  CHECK(revealed == 5);
}

TEST_CASE("[smashup][cyborg_apes] Monkey See, Monkey Do with a short deck reveals the discard pile shuffled in") {
  Table t(R"({"seats": [{"hand": ["monkey-see-monkey-do"], "deck": ["zapbot"], "discard": ["upgrade"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play monkey-see-monkey-do");
  CHECK(t.options() == Names{"choose upgrade", "pass"});
  t.answer("pass");
  CHECK(sorted(t.deck(0)) == Names{"upgrade", "zapbot"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][cyborg_apes] Shielding destroys other players' actions already on the minion") {
  Table t(R"({"seats": [{"hand": ["shielding"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0,
                   "actions": [{"card": "poison", "controller": 1}, "cyberevolution"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play shielding baboom");
  CHECK(sorted(t.actions_on("jungle-oasis")) == Names{"cyberevolution", "shielding"});
  CHECK(t.discard(1) == Names{"poison"});
  CHECK(t.power_of("jungle-oasis", "baboom") == 6);
}

TEST_CASE("[smashup][cyborg_apes] Shielding: other players' actions cannot target the minion or its other actions") {
  Table t(R"({"seats": [{}, {"hand": ["disenchant", "upgrade", "poison"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["shielding", "cyberevolution"]},
                  {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK_FALSE(t.can("play upgrade baboom"));
  CHECK_FALSE(t.can("play poison baboom"));
  t.answer("play disenchant");
  // One Shielding does not cover itself.
  CHECK(t.options() == Names{"choose shielding"});
  t.answer("choose shielding");
  CHECK(t.actions_on("jungle-oasis") == Names{"cyberevolution"});
}

TEST_CASE("[smashup][cyborg_apes] Shielding: two on one minion cover each other") {
  Table t(R"({"seats": [{}, {"hand": ["disenchant"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["shielding", "shielding"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play disenchant");
  CHECK(t.actions_on("jungle-oasis") == Names{"shielding", "shielding"});
  CHECK(t.discard(1) == Names{"disenchant"});
}

TEST_CASE("[smashup][cyborg_apes][interaction][R-21] Shielding does not lift another player's Entangled: holding a "
          "minion in place is no affect") {
  Table t(R"({"seats": [{"hand": ["dinghy"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                           {"card": "baboom", "controller": 0, "actions": ["shielding"]},
                           {"card": "sprout", "controller": 0}, {"card": "war-raptor", "controller": 1}]},
                        {"base": "tar-pits", "actions": [{"card": "entangled", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play dinghy");
  CHECK(t.options() == Names{"done"});  // Dinghy may move nothing: Entangled holds every minion there
  CHECK(t.minions_on("jungle-oasis") == Names{"baboom", "sprout", "war-raptor"});
}

TEST_CASE("[smashup][cyborg_apes] Shielding does not stop its own player's actions or other players' minions") {
  Table t(R"({"seats": [{"hand": ["upgrade"]}, {"hand": ["collector"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["shielding"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play upgrade baboom"));
  Table u(R"({"seats": [{}, {"hand": ["collector"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["shielding"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  u.answer("play collector jungle-oasis");
  u.answer("choose baboom");  // a minion's ability may still return it
  CHECK(u.hand(0) == Names{"baboom"});
  CHECK(u.discard(0) == Names{"shielding"});
}

TEST_CASE("[smashup][cyborg_apes] Monkey Lab: each minion here has +1 for each action on it") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "monkey-lab", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["cyberevolution", {"card": "poison", "controller": 1}]},
                  {"card": "zapbot", "controller": 1, "actions": ["upgrade"]},
                  {"card": "king-rex", "controller": 1}],
                         "actions": [{"card": "rotary-slug-thrower", "controller": 0}]},
                        {"base": "jungle-oasis", "minions": [{"card": "furious-george", "controller": 0, "actions": ["cyberevolution"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("monkey-lab", "baboom") == 3 + 3 - 4 + 2 + 2);  // Rotary Slug Thrower's +2 too
  CHECK(t.power_of("monkey-lab", "zapbot") == 2 + 2 + 1);
  CHECK(t.power_of("monkey-lab", "king-rex") == 7);          // actions on the base itself do not count
  CHECK(t.power_of("jungle-oasis", "furious-george") == 6);  // only minions at Monkey Lab
  CHECK(base_def(test::base_id("monkey-lab")).breakpoint == 23);
  CHECK(base_def(test::base_id("monkey-lab")).vp == std::array<int, 3>{4, 2, 1});
}

TEST_CASE("[smashup][cyborg_apes] Primate Park: the winner may take back their own actions on minions there") {
  Table t(R"({"seats": [{}, {"deck": ["invader", "invader"]}],
              "bases": [{"base": "primate-park", "minions": [
                  {"card": "king-rex", "controller": 0, "actions": ["cyberevolution", "juiced-up", {"card": "poison", "controller": 1}]},
                  {"card": "laseratops", "controller": 0},
                  {"card": "zapbot", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]}],
                         "actions": [{"card": "rotary-slug-thrower", "controller": 0}]},
                        {"base": "tar-pits"}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);
  // Only the winner's own actions on minions (R-15): not the base's action, not Player 2's.
  CHECK(t.options() == Names{"choose cyberevolution", "choose juiced-up", "pass"});
  t.answer("choose cyberevolution");
  CHECK(t.options() == Names{"choose juiced-up", "pass"});
  t.answer("pass");
  CHECK(t.hand(0) == Names{"cyberevolution"});
  CHECK(sorted(t.discard(0)) == Names{"juiced-up", "king-rex", "laseratops", "rotary-slug-thrower"});
  CHECK(sorted(t.discard(1)) == Names{"poison", "upgrade", "zapbot"});
  CHECK(t.vp(0) == 3);
}

TEST_CASE("[smashup][R-15] Primate Park: each tied winner in turn, from the active player, takes back their own") {
  Table t(R"({"seats": [{}, {"deck": ["invader", "invader"]}],
              "bases": [{"base": "primate-park", "minions": [
                  {"card": "king-rex", "controller": 0, "actions": ["cyberevolution"]},
                  {"card": "king-rex", "controller": 1, "actions": [{"card": "cyberevolution", "controller": 1}]}]},
                        {"base": "tar-pits"}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");  // 10 against 10: both win
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose cyberevolution", "pass"});
  t.answer("choose cyberevolution");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose cyberevolution", "pass"});
  t.answer("pass");
  CHECK(sorted(t.hand(1)) == Names{"cyberevolution", "invader", "invader"});  // with the turn's draw
  CHECK(t.hand(0).empty());
  CHECK(sorted(t.discard(0)) == Names{"cyberevolution", "king-rex"});
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
}

// ---- with the core set and Awesome Level 9000

TEST_CASE("[smashup][cyborg_apes][interaction] Steam Queen keeps her player's Upgrade when Shielding arrives") {
  Table t(R"({"seats": [{"hand": ["shielding"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": [{"card": "upgrade", "controller": 1}]},
                  {"card": "steam-queen", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play shielding baboom");
  CHECK(sorted(t.actions_on("jungle-oasis")) == Names{"shielding", "upgrade"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Going Bananas spares the actions Steam Queen guards") {
  Table t(R"({"seats": [{"hand": ["going-bananas"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "steam-queen", "controller": 1, "actions": [{"card": "upgrade", "controller": 1}]},
                  {"card": "zapbot", "controller": 2, "actions": [{"card": "upgrade", "controller": 2}]}]}],
              "players": 3,
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play going-bananas");
  t.answer("choose jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"upgrade"});
  CHECK(t.discard(2) == Names{"upgrade"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Poison cannot go on a shielded minion; unshielded, it strips implants") {
  Table t(R"({"seats": [{}, {"hand": ["poison"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["shielding"]},
                  {"card": "furious-george", "controller": 0, "actions": ["cyberevolution"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK_FALSE(t.can("play poison baboom"));
  t.answer("play poison furious-george");
  t.answer("choose cyberevolution");
  // Furious George counts every action on it, Poison too: 2 + 1 - 4, never below 0.
  CHECK(t.power_of("jungle-oasis", "furious-george") == 0);
  CHECK(t.discard(0) == Names{"cyberevolution"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Clyde 2.0 offers back the implants Poison destroys at its base") {
  Table t(R"({"seats": [{}, {"hand": ["poison"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "clyde-2-0", "controller": 0},
                  {"card": "furious-george", "controller": 0, "actions": ["cyberevolution"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play poison furious-george");
  t.answer("choose cyberevolution");
  CHECK(t.asked() == 0);
  t.answer("choose cyberevolution");
  CHECK(t.hand(0) == Names{"cyberevolution"});
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][cyborg_apes][interaction] Tooth and Claw saves the minion from Monkey on Your Back, which sinks anyway") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["monkey-on-your-back"]},
                  {"card": "laseratops", "controller": 1, "actions": [{"card": "tooth-and-claw-and-guns", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use monkey-on-your-back");
  t.answer("choose laseratops");
  CHECK(t.minions_on("jungle-oasis") == Names{"baboom", "laseratops"});
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns"});
  CHECK(t.deck(0) == Names{"monkey-on-your-back"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Monkey on Your Back cannot pick Warbot, which cannot be destroyed") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["monkey-on-your-back"]},
                  {"card": "warbot", "controller": 1}, {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use monkey-on-your-back");
  CHECK(t.options() == Names{"choose zapbot"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Entangled keeps Flying Monkey's minion on the scored base") {
  Table t(R"({"seats": [{}, {"deck": ["invader", "invader"]}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "king-rex", "controller": 0, "actions": ["flying-monkey"]},
                  {"card": "zapbot", "controller": 1}, {"card": "zapbot", "controller": 1},
                  {"card": "zapbot", "controller": 1}]},
                        {"base": "tar-pits", "actions": [{"card": "entangled", "controller": 1}]}],
              "base_deck": ["the-mothership"],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.minions_on("tar-pits").empty());
  CHECK(sorted(t.discard(0)) == Names{"flying-monkey", "king-rex"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Cyberback takes Upgrade from the discard pile with Ghostly Arrival's extra") {
  Table t(R"({"seats": [{"hand": ["ghostly-arrival"], "discard": ["upgrade", "cyberevolution"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "cyberback", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ghostly-arrival");  // the turn's action
  CHECK(t.can("play upgrade cyberback"));  // Ghostly Arrival's extra action covers a discard play onto Cyberback
  t.answer("play upgrade cyberback");
  CHECK(t.power_of("jungle-oasis", "cyberback") == 5 + 2);
  CHECK_FALSE(t.can("play cyberevolution cyberback"));  // no action play is left
}

TEST_CASE("[smashup][cyborg_apes][interaction] Ornate Dome does not stop Baboom's Talent putting an action on Baboom") {
  Table t(R"({"seats": [{"hand": ["cyberevolution"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "baboom", "controller": 0}],
                         "actions": [{"card": "ornate-dome", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use baboom");
  t.answer("choose cyberevolution");
  CHECK(t.power_of("jungle-oasis", "baboom") == 6);
}

TEST_CASE("[smashup][cyborg_apes][interaction] Escape Hatch sends the minion home; Clyde 2.0 may save its implants") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "clyde-2-0", "controller": 0},
                  {"card": "zapbot", "controller": 0, "actions": ["juiced-up"]},
                  {"card": "laseratops", "controller": 1}],
                         "actions": [{"card": "escape-hatch", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  t.effect(1, t.on("jungle-oasis", "laseratops"), [&](Resolver& r, const AbilityFrame& f) { r.destroy(zapbot, f); });
  t.answer("choose juiced-up");
  CHECK(sorted(t.hand(0)) == Names{"juiced-up", "zapbot"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Incorporeal is out of Monkey on Your Back's reach, not Going Bananas'") {
  Table t(R"({"seats": [{"hand": ["going-bananas"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [
                  {"card": "baboom", "controller": 0, "actions": ["monkey-on-your-back"]},
                  {"card": "zapbot", "controller": 1, "actions": [{"card": "incorporeal", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("use monkey-on-your-back"));  // nothing it may destroy: not offered
  t.answer("play going-bananas");
  t.answer("choose jungle-oasis");
  // Incorporeal protects its minion, not itself.
  CHECK(t.actions_on("jungle-oasis") == Names{"monkey-on-your-back"});
  CHECK(t.discard(1) == Names{"incorporeal"});
}

TEST_CASE("[smashup][cyborg_apes][interaction] Monkey Lab counts Poison and Upgrade as actions, on top of their own "
          "changes") {
  // King Rex (7) with Upgrade (+2) and Poison (-4): 5 elsewhere, 7 on Monkey Lab (+1 for each of the two).
  Table t(R"({"seats": [{}, {"hand": ["poison"]}],
              "bases": [{"base": "monkey-lab", "minions": [{"card": "king-rex", "controller": 0,
                                                            "actions": ["upgrade", "poison"]}]},
                        {"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0,
                                                              "actions": ["upgrade", "poison"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "king-rex") == 5);
  CHECK(t.power_of("monkey-lab", "king-rex") == 7);
  // Poison played there first destroys the Upgrade (its player's choice): 7 - 4 + 1 for the Poison alone = 4.
  Table u(R"({"seats": [{}, {"hand": ["poison"]}],
              "bases": [{"base": "monkey-lab", "minions": [{"card": "king-rex", "controller": 0,
                                                            "actions": ["upgrade"]}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK(u.power_of("monkey-lab", "king-rex") == 10);
  u.answer("play poison king-rex");
  u.answer("choose upgrade");
  CHECK(u.actions_on("monkey-lab") == Names{"poison"});
  CHECK(u.power_of("monkey-lab", "king-rex") == 4);
}

TEST_CASE("[smashup][cyborg_apes][interaction] Jammed Signal switches Monkey Lab's bonus off") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "monkey-lab", "minions": [{"card": "baboom", "controller": 0, "actions": ["shielding"]}],
                         "actions": [{"card": "jammed-signal", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("monkey-lab", "baboom") == 3);
}

TEST_CASE("[smashup][cyborg_apes][interaction] Monkey Lab, Furious George and Juiced Up stack on one minion") {
  Table t(R"({"seats": [{"hand": ["juiced-up"]}, {}],
              "bases": [{"base": "monkey-lab", "minions": [
                  {"card": "furious-george", "controller": 0, "actions": ["cyberevolution", {"card": "upgrade", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play juiced-up furious-george");
  // 2 printed, +3 Cyberevolution, +2 Upgrade, +3 George, +6 Juiced Up, +3 Monkey Lab.
  CHECK(t.power_of("monkey-lab", "furious-george") == 19);
}

// ---- random games

TEST_CASE("[smashup][cyborg_apes] random games with Cyborg Apes keep every card, stay copyable, hide what is hidden "
          "and end") {
  auto dealer = cardtable::framework::Rng::from_seed(99);
  int dealt = 0;
  test::play_random_faction_games("cyborg-apes", 40, 37, [&](const State& s, int answers) {
    // R-4: a bot's dealt game looks the same to its seat (revealed cards stay where everyone saw them).
    if (answers % 7 != 0 || is_over(s)) return;
    const Seat seat = s.question.seat;
    REQUIRE(observe(determinize(s, seat, dealer), seat) == observe(s, seat));
    ++dealt;
  });
  CHECK(dealt > 100);
}
