// Every Dinosaurs card and base, with their edge cases. Cards as originally printed.
#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

json minion(const char* card, int controller, json attached = json::array()) {
  return {{"card", card}, {"controller", controller}, {"actions", attached}};
}

json base(const char* slug, json minions = json::array(), json actions = json::array()) {
  return {{"base", slug}, {"minions", minions}, {"actions", actions}};
}

// Two players, `active` to play; both decks hold cards to draw at the end of the turn.
json table(json hand0, json bases, json hand1 = json::array(), int active = 0, json base_deck = json::array()) {
  json seat0 = {{"factions", {"dinosaurs", "aliens"}}, {"hand", hand0}, {"deck", {"howl", "rampage"}}};
  json seat1 = {{"factions", {"aliens", "dinosaurs"}}, {"hand", hand1}, {"deck", {"probe", "invasion"}}};
  return {{"seats", json::array({seat0, seat1})},
          {"bases", bases},
          {"base_deck", base_deck},
          {"turn", {{"active", active}, {"phase", "play"}}}};
}

int breakpoint_of(const Table& t, const char* slug) { return breakpoint(t.s, test::base_id(slug)); }

}  // namespace

TEST_CASE("[smashup][dinosaurs] the faction has its 20 cards: 10 minions of total power 32 and 10 actions") {
  int cards = 0;
  int minion_cards = 0;
  int power = 0;
  for (auto id : faction_cards(Faction::Dinosaurs)) {
    const auto& d = card_def(id);
    cards += d.copies;
    if (d.type == CardType::Minion) {
      minion_cards += d.copies;
      power += d.copies * d.power;
    }
  }
  CHECK(cards == 20);
  CHECK(minion_cards == 10);
  CHECK(power == 32);
  DefId rex = 0;
  REQUIRE(find_card_def("king-rex", rex));
  CHECK(card_def(rex).power == 7);
}

TEST_CASE("[smashup][dinosaurs] King Rex has power 7 and no ability") {
  Table t(table({"king-rex"}, {base("tar-pits")}));
  t.answer("play king-rex tar-pits");
  CHECK(t.power_of("tar-pits", "king-rex") == 7);
  CHECK(t.total("tar-pits") == 7);
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][dinosaurs][R-6] Laseratops must destroy a minion of power 2 or less here, even its owner's") {
  Table t(table({"laseratops"},
                {base("jungle-oasis", {minion("collector", 0)}), base("tar-pits", {minion("collector", 1)})}));
  t.answer("play laseratops jungle-oasis");
  // Mandatory in the original wording: no "pass"; only this base's minions are candidates.
  CHECK(t.prompt().find("Laseratops") != std::string::npos);
  CHECK(t.options() == Names{"choose collector"});
  CHECK(t.on("jungle-oasis", "collector") < t.on("tar-pits", "collector"));
  t.answer("choose collector");
  CHECK(t.minions_on("jungle-oasis") == Names{"laseratops"});
  CHECK(t.discard(0) == Names{"collector"});
  CHECK(t.minions_on("tar-pits") == Names{"collector"});
}

TEST_CASE("[smashup][dinosaurs][R-6] Laseratops checks current power, and with no candidate does nothing") {
  // A lone War Raptor is printed 2 but has power 3; the Armor Stego has 5 on its opponent's turn.
  Table t(table({"laseratops"}, {base("jungle-oasis", {minion("war-raptor", 1), minion("armor-stego", 1)})}));
  t.answer("play laseratops jungle-oasis");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"war-raptor", "armor-stego", "laseratops"});
}

TEST_CASE("[smashup][dinosaurs] Laseratops on the Tar Pits sends its victim under its owner's deck") {
  Table t(table({"laseratops"}, {base("tar-pits", {minion("collector", 1, {"upgrade"})})}));
  // The Upgrade makes the Collector 4: out of reach. Without it the Collector is 2.
  t.answer("play laseratops tar-pits");
  CHECK(t.options() == Names{"done"});

  Table bare(table({"laseratops"}, {base("tar-pits", {minion("collector", 1)})}));
  bare.answer("play laseratops tar-pits");
  bare.answer("choose collector");
  CHECK(bare.minions_on("tar-pits") == Names{"laseratops"});
  CHECK(bare.deck(1) == Names{"probe", "invasion", "collector"});
  CHECK(bare.discard(1).empty());
}

TEST_CASE("[smashup][dinosaurs][R-6] Armor Stego has +2 power on every turn but its controller's") {
  Table t(table(json::array(), {base("jungle-oasis", {minion("armor-stego", 0)}),
                                base("tar-pits", {minion("armor-stego", 1)})}));
  CHECK(t.power_of("jungle-oasis", "armor-stego") == 3);
  CHECK(t.power_of("tar-pits", "armor-stego") == 5);
  t.answer("done");
  REQUIRE(t.s.turn.active == 1);
  CHECK(t.power_of("jungle-oasis", "armor-stego") == 5);
  CHECK(t.power_of("tar-pits", "armor-stego") == 3);
}

TEST_CASE("[smashup][dinosaurs] Armor Stego's +2 counts when a base scores on another player's turn") {
  // King Rex 7 + Armor Stego 5 = 12: Jungle Oasis scores on Player 1's turn, not on Player 2's own.
  const json oasis = {base("jungle-oasis", {minion("king-rex", 1), minion("armor-stego", 1)})};
  Table theirs(table(json::array(), oasis, json::array(), 0, {"the-homeworld"}));
  theirs.answer("done");
  CHECK(theirs.vp(1) == 2);
  CHECK(theirs.bases() == Names{"the-homeworld"});

  Table own(table(json::array(), oasis, json::array(), 1, {"the-homeworld"}));
  own.answer("done");
  CHECK(own.vp(1) == 0);
  CHECK(own.bases() == Names{"jungle-oasis"});
}

TEST_CASE("[smashup][dinosaurs] War Raptor gets +1 for each War Raptor on its base, itself included") {
  Table t(table({"war-raptor", "beam-up"},
                {base("jungle-oasis", {minion("war-raptor", 0), minion("war-raptor", 1)}),
                 base("tar-pits", {minion("war-raptor", 0)})}));
  // Raptors of both players count; a raptor on another base does not.
  CHECK(t.total("jungle-oasis") == 8);
  CHECK(t.power_of("tar-pits", "war-raptor") == 3);
  t.answer("play war-raptor tar-pits");
  CHECK(t.total("tar-pits") == 8);
  // The bonus ends when a raptor leaves: the one left on Jungle Oasis is a lone 3 again.
  t.answer("play beam-up");
  t.answer("choose " + t.id(t.on("jungle-oasis", "war-raptor")));
  CHECK(t.minions_on("jungle-oasis") == Names{"war-raptor"});
  CHECK(t.power_of("jungle-oasis", "war-raptor") == 3);
}

TEST_CASE("[smashup][dinosaurs] Augmentation gives any minion +4 power until the end of the turn") {
  Table t(table({"augmentation"}, {base("tar-pits", {minion("collector", 0), minion("king-rex", 1)})}));
  t.answer("play augmentation");
  // Any minion, the opponent's included; mandatory.
  CHECK(t.options() == Names{"choose collector", "choose king-rex"});
  t.answer("choose king-rex");
  CHECK(t.power_of("tar-pits", "king-rex") == 11);
  CHECK(t.discard(0) == Names{"augmentation"});
  t.answer("done");
  CHECK(t.power_of("tar-pits", "king-rex") == 7);
}

TEST_CASE("[smashup][dinosaurs][interaction][R-21] Augmentation reaches another player's Incorporeal, shielded or "
          "Smoke Bombed minion: a power change is no affect") {
  Table t(table({"augmentation"}, {base("tar-pits", {minion("ghost", 1, {"incorporeal"}),
                                                     minion("baboom", 1, {"shielding"}),
                                                     minion("ninja-acolyte", 1, {"smoke-bomb"})})}));
  t.answer("play augmentation");
  CHECK(test::sorted(t.options()) == Names{"choose baboom", "choose ghost", "choose ninja-acolyte"});
  t.answer("choose ghost");
  CHECK(t.power_of("tar-pits", "ghost") == 6);
}

TEST_CASE("[smashup][dinosaurs] Augmentation with no minion in play does nothing") {
  Table t(table({"augmentation"}, {base("tar-pits")}));
  t.answer("play augmentation");
  CHECK(t.options() == Names{"done"});
  CHECK(t.discard(0) == Names{"augmentation"});
  CHECK(t.s.power_mods.empty());
}

TEST_CASE("[smashup][dinosaurs][R-21] Augmentation is no affect: Tooth and Claw and Wildlife "
          "Preserve let it through") {
  Table t(table({"augmentation"},
                {base("tar-pits", {minion("collector", 1, {"tooth-and-claw-and-guns"})},
                      {json{{"card", "wildlife-preserve"}, {"controller", 1}}})}));
  t.answer("play augmentation");
  CHECK(t.options() == Names{"choose collector"});
  t.answer("choose collector");
  CHECK(t.power_of("tar-pits", "collector") == 6);
  CHECK(t.actions_on("tar-pits") == Names{"tooth-and-claw-and-guns", "wildlife-preserve"});
}

TEST_CASE("[smashup][dinosaurs] Howl gives each of your minions +1 power until the end of the turn") {
  Table t(table({"howl"}, {base("tar-pits", {minion("king-rex", 0), minion("collector", 1)}),
                           base("jungle-oasis", {minion("war-raptor", 0)})}));
  t.answer("play howl");
  CHECK(t.power_of("tar-pits", "king-rex") == 8);
  CHECK(t.power_of("jungle-oasis", "war-raptor") == 4);
  CHECK(t.power_of("tar-pits", "collector") == 2);
  t.answer("done");
  CHECK(t.power_of("tar-pits", "king-rex") == 7);
  CHECK(t.power_of("jungle-oasis", "war-raptor") == 3);
}

TEST_CASE("[smashup][dinosaurs] Howl with no minion of yours in play does nothing") {
  Table t(table({"howl"}, {base("tar-pits", {minion("collector", 1)})}));
  t.answer("play howl");
  CHECK(t.power_of("tar-pits", "collector") == 2);
  CHECK(t.discard(0) == Names{"howl"});
  CHECK(t.s.power_mods.empty());
}

TEST_CASE("[smashup][dinosaurs] Natural Selection destroys a weaker minion on the base of one of yours") {
  Table t(table({"natural-selection"},
                {base("jungle-oasis", {minion("king-rex", 0), minion("armor-stego", 1), minion("collector", 1)}),
                 base("tar-pits", {minion("collector", 0), minion("war-raptor", 1)})}));
  t.answer("play natural-selection");
  // Only a minion of yours with weaker prey on its base may be picked: the Collector on the Tar Pits has none.
  CHECK(t.options() == Names{"choose king-rex"});
  t.answer("choose king-rex");
  CHECK(t.options() == Names{"choose armor-stego", "choose collector"});
  t.answer("choose armor-stego");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "collector"});
  CHECK(t.discard(1) == Names{"armor-stego"});
  CHECK(t.minions_on("tar-pits") == Names{"collector", "war-raptor"});
}

TEST_CASE("[smashup][dinosaurs] Natural Selection needs strictly lower power: with none it does nothing") {
  // Two War Raptors together: 4 and 4.
  Table t(table({"natural-selection"}, {base("jungle-oasis", {minion("war-raptor", 0), minion("war-raptor", 1)})}));
  t.answer("play natural-selection");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"war-raptor", "war-raptor"});
  CHECK(t.discard(0) == Names{"natural-selection"});
}

TEST_CASE("[smashup][dinosaurs] Rampage lowers a base's breakpoint by the power of one of your minions there") {
  Table t(table({"rampage"}, {base("jungle-oasis", {minion("king-rex", 0), minion("collector", 1)}),
                              base("tar-pits", {minion("war-raptor", 0), minion("armor-stego", 1)})},
                json::array(), 0, {"the-homeworld"}));
  t.answer("play rampage");
  CHECK(t.options() == Names{"choose king-rex", "choose war-raptor"});
  t.answer("choose king-rex");
  CHECK(breakpoint_of(t, "jungle-oasis") == 5);
  CHECK(breakpoint_of(t, "tar-pits") == 16);
  // 9 power now reaches the lowered breakpoint: Jungle Oasis scores (2/0/0).
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(t.bases() == Names{"the-homeworld", "tar-pits"});
}

TEST_CASE("[smashup][dinosaurs] Rampage lasts until the end of the turn; with no minion of yours it does nothing") {
  Table t(table({"rampage"}, {base("tar-pits", {minion("war-raptor", 0)})}));
  t.answer("play rampage");
  t.answer("choose war-raptor");
  CHECK(breakpoint_of(t, "tar-pits") == 13);
  t.answer("done");
  CHECK(breakpoint_of(t, "tar-pits") == 16);

  Table none(table({"rampage"}, {base("tar-pits", {minion("war-raptor", 1)})}));
  none.answer("play rampage");
  CHECK(none.options() == Names{"done"});
  CHECK(breakpoint_of(none, "tar-pits") == 16);
}

TEST_CASE("[smashup][dinosaurs] Survival of the Fittest destroys the weakest minion where a stronger one is") {
  Table t(table({"survival-of-the-fittest"},
                {base("jungle-oasis", {minion("collector", 1), minion("king-rex", 0), minion("collector", 0)}),
                 base("tar-pits", {minion("war-raptor", 1), minion("war-raptor", 0)}),
                 base("the-homeworld", {minion("collector", 1)}),
                 base("the-mothership", {minion("invader", 1), minion("war-raptor", 0)})}));
  t.answer("play survival-of-the-fittest");
  // A tie for the weakest on Jungle Oasis: the player of the card picks.
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose collector", "choose collector"});
  t.answer("choose " + t.id(t.on("jungle-oasis", "collector")));
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "collector"});
  CHECK(t.controller("jungle-oasis", "collector") == 0);
  // All equal (4 and 4) and a lone minion: untouched.
  CHECK(t.minions_on("tar-pits") == Names{"war-raptor", "war-raptor"});
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
  // Invader 3 against a lone War Raptor 3: equal, untouched.
  CHECK(t.minions_on("the-mothership") == Names{"invader", "war-raptor"});
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(t.discard(0) == Names{"survival-of-the-fittest"});
}

TEST_CASE("[smashup][dinosaurs] Survival of the Fittest destroys your own weakest minion too, without asking") {
  Table t(table({"survival-of-the-fittest"}, {base("jungle-oasis", {minion("king-rex", 1), minion("war-raptor", 0)})}));
  t.answer("play survival-of-the-fittest");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"war-raptor", "survival-of-the-fittest"});
}

TEST_CASE("[smashup][dinosaurs] Survival of the Fittest: a protected weakest minion shields its base") {
  // Wildlife Preserve: Player 2's weakest minion cannot be affected by Player 1's action, and the next weakest is
  // not the weakest, so nothing dies there. Tooth and Claw: it is destroyed in the minion's place.
  Table t(table({"survival-of-the-fittest"},
                {base("jungle-oasis", {minion("king-rex", 0), minion("collector", 1), minion("war-raptor", 1)},
                      {json{{"card", "wildlife-preserve"}, {"controller", 1}}}),
                 base("tar-pits", {minion("king-rex", 0), minion("collector", 1, {"tooth-and-claw-and-guns"})})}));
  t.answer("play survival-of-the-fittest");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "collector", "war-raptor"});
  CHECK(t.minions_on("tar-pits") == Names{"king-rex", "collector"});
  CHECK(t.actions_on("tar-pits").empty());
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns"});
}

TEST_CASE("[smashup][dinosaurs][R-6] Tooth and Claw is destroyed instead of its minion, even by its own side") {
  Table t(table({"tooth-and-claw-and-guns", "laseratops"}, {base("jungle-oasis", {minion("collector", 0)})}));
  t.answer("play tooth-and-claw-and-guns collector");
  CHECK(t.actions_on("jungle-oasis") == Names{"tooth-and-claw-and-guns"});
  t.answer("play laseratops jungle-oasis");
  // The Collector is still a legal choice; the destroy is replaced.
  t.answer("choose collector");
  CHECK(t.minions_on("jungle-oasis") == Names{"collector", "laseratops"});
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"tooth-and-claw-and-guns"});
}

TEST_CASE("[smashup][dinosaurs] Tooth and Claw protects only once, then the minion is affected as usual") {
  Table t(table({"beam-up", "laseratops"},
                {base("jungle-oasis", {minion("collector", 1, {"tooth-and-claw-and-guns"})})}));
  t.answer("play beam-up");
  t.answer("choose collector");
  CHECK(t.minions_on("jungle-oasis") == Names{"collector"});
  CHECK(t.hand(1).empty());
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns"});
  t.answer("play laseratops jungle-oasis");
  t.answer("choose collector");
  CHECK(t.minions_on("jungle-oasis") == Names{"laseratops"});
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns", "collector"});
}

TEST_CASE("[smashup][dinosaurs] Tooth and Claw stops an action being attached to its minion, and a move") {
  Table t(table({"upgrade"}, {base("jungle-oasis", {minion("collector", 1, {"tooth-and-claw-and-guns"})})}));
  t.answer("play upgrade collector");
  CHECK(t.power_of("jungle-oasis", "collector") == 2);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"upgrade"});
  CHECK(t.discard(1) == Names{"tooth-and-claw-and-guns"});

  Table moved(table({"invasion"}, {base("jungle-oasis", {minion("collector", 1, {"tooth-and-claw-and-guns"})}),
                                   base("tar-pits")}));
  moved.answer("play invasion");
  moved.answer("choose collector");
  moved.answer("choose tar-pits");
  CHECK(moved.minions_on("jungle-oasis") == Names{"collector"});
  CHECK(moved.minions_on("tar-pits").empty());
  CHECK(moved.discard(1) == Names{"tooth-and-claw-and-guns"});
}

TEST_CASE("[smashup][dinosaurs][R-6] Tooth and Claw answers any ability, a base's included (The Mothership)") {
  // Player 1 wins The Mothership (17 against 5) and asks to take the War Raptor (3) back: Tooth and Claw is
  // destroyed instead, and the War Raptor goes to the discard pile with the rest of the base.
  Table t(table(json::array(),
                {base("the-mothership", {minion("king-rex", 0), minion("king-rex", 0), minion("armor-stego", 1),
                                         minion("war-raptor", 0, {"tooth-and-claw-and-guns"})})},
                json::array(), 0, {"tar-pits"}));
  t.answer("done");
  CHECK(t.options() == Names{"choose war-raptor", "pass"});
  t.answer("choose war-raptor");
  CHECK(t.vp(0) == 4);
  CHECK(t.hand(0) == Names{"howl", "rampage"});
  CHECK(t.discard(0) == Names{"tooth-and-claw-and-guns", "king-rex", "king-rex", "war-raptor"});
}

TEST_CASE("[smashup][dinosaurs] Tooth and Claw goes to the discard pile with its minion when the base scores") {
  // Scoring is not an affect: nothing is replaced, every card leaves the base.
  Table t(table(json::array(),
                {base("jungle-oasis", {minion("king-rex", 0, {"tooth-and-claw-and-guns"}), minion("war-raptor", 0),
                                       minion("war-raptor", 0)})},
                json::array(), 0, {"tar-pits"}));
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.discard(0) == Names{"tooth-and-claw-and-guns", "king-rex", "war-raptor", "war-raptor"});
}

TEST_CASE("[smashup][dinosaurs] Upgrade gives its minion +2 power until it leaves play") {
  json two_actions = table({"upgrade", "natural-selection"},
                           {base("tar-pits", {minion("king-rex", 0), minion("war-raptor", 1)})});
  two_actions["turn"]["extras"] = {json{{"type", "action"}}};
  Table t(two_actions);
  // Any minion, the opponent's included.
  CHECK(t.can("play upgrade king-rex"));
  t.answer("play upgrade war-raptor");
  CHECK(t.power_of("tar-pits", "war-raptor") == 5);
  CHECK(t.total("tar-pits") == 12);
  t.answer("play natural-selection");
  t.answer("choose king-rex");
  t.answer("choose war-raptor");
  CHECK(t.minions_on("tar-pits") == Names{"king-rex"});
  CHECK(t.total("tar-pits") == 7);
  CHECK(t.discard(0) == Names{"upgrade", "natural-selection"});
  CHECK(t.deck(1) == Names{"probe", "invasion", "war-raptor"});
}

TEST_CASE("[smashup][dinosaurs] Wildlife Preserve: other players' actions cannot affect your minions on that base") {
  Table t(table(json::array(),
                {base("jungle-oasis", {minion("war-raptor", 0), minion("collector", 0), minion("king-rex", 1)},
                      {json{{"card", "wildlife-preserve"}, {"controller", 0}}}),
                 base("tar-pits", {minion("collector", 0)})},
                {"beam-up", "upgrade", "laseratops"}, 1));
  // No attaching either; the Preserve's player's minions elsewhere and other players' minions here are fair game.
  CHECK_FALSE(t.can("play upgrade war-raptor"));
  CHECK(t.can("play upgrade king-rex"));
  t.answer("play beam-up");
  CHECK(t.options() == Names{"choose king-rex", "choose collector"});
  t.answer("choose collector");
  CHECK(t.minions_on("tar-pits").empty());
  // Minions' abilities are not actions: Laseratops still destroys the protected Collector.
  t.answer("play laseratops jungle-oasis");
  CHECK(t.options() == Names{"choose collector"});
  t.answer("choose collector");
  CHECK(t.minions_on("jungle-oasis") == Names{"war-raptor", "king-rex", "laseratops"});
}

TEST_CASE("[smashup][dinosaurs] Wildlife Preserve does not stop its own player's actions, and ends when it leaves") {
  Table t(table({"beam-up"}, {base("jungle-oasis", {minion("collector", 0)},
                                   {json{{"card", "wildlife-preserve"}, {"controller", 0}}})}));
  t.answer("play beam-up");
  CHECK(t.options() == Names{"choose collector"});
  t.answer("choose collector");
  CHECK(t.hand(0) == Names{"collector"});

  // The Preserve leaves with its base (Terraforming discards the base's actions); the Collector that stays on the
  // new base is open to Player 2's actions again.
  Table swapped(table(json::array(),
                      {base("jungle-oasis", {minion("collector", 0)},
                            {json{{"card", "wildlife-preserve"}, {"controller", 0}}})},
                      {"terraforming"}, 1, {"tar-pits"}));
  const CardId collector = swapped.on("jungle-oasis", "collector");
  const Affect beam{AffectKind::Return, collector, CardType::Minion, kNoCard, 1, true};
  CHECK_FALSE(can_affect(swapped.s, beam));
  swapped.answer("play terraforming");
  swapped.answer("choose tar-pits");
  swapped.answer("choose jungle-oasis");
  CHECK(swapped.discard(0) == Names{"wildlife-preserve"});
  CHECK(swapped.minions_on("tar-pits") == Names{"collector"});
  CHECK(can_affect(swapped.s, beam));
}

TEST_CASE("[smashup][dinosaurs] Upgrade and Tooth and Claw need a minion; Wildlife Preserve goes on any base") {
  Table t(table({"upgrade", "tooth-and-claw-and-guns", "wildlife-preserve"}, {base("tar-pits"), base("jungle-oasis")}));
  CHECK(t.options() == Names{"play wildlife-preserve jungle-oasis", "play wildlife-preserve tar-pits", "done"});
  t.answer("play wildlife-preserve jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"wildlife-preserve"});
}

TEST_CASE("[smashup][dinosaurs] Jungle Oasis has no ability and pays 2 VP to the winner only") {
  Table t(table(json::array(),
                {base("jungle-oasis", {minion("king-rex", 0), minion("war-raptor", 1), minion("collector", 1)})},
                json::array(), 0, {"tar-pits"}));
  CHECK(breakpoint_of(t, "jungle-oasis") == 12);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(t.bases() == Names{"tar-pits"});
  CHECK(t.discard(1) == Names{"war-raptor", "collector"});
}

TEST_CASE("[smashup][dinosaurs] Tar Pits puts a destroyed minion under its owner's deck, its actions in the discard") {
  Table t(table({"natural-selection"},
                {base("tar-pits", {minion("king-rex", 0),
                                   minion("collector", 1, {json{{"card", "upgrade"}, {"controller", 0}}})})}));
  t.answer("play natural-selection");
  t.answer("choose king-rex");
  t.answer("choose collector");
  CHECK(t.deck(1) == Names{"probe", "invasion", "collector"});
  CHECK(t.discard(1).empty());
  CHECK(t.discard(0) == Names{"upgrade", "natural-selection"});
}

TEST_CASE("[smashup][dinosaurs] Tar Pits: ignored under Jammed Signal, and scoring is no destroy") {
  Table jammed(table({"laseratops"}, {base("tar-pits", {minion("collector", 1)},
                                           {json{{"card", "jammed-signal"}, {"controller", 1}}})}));
  jammed.answer("play laseratops tar-pits");
  jammed.answer("choose collector");
  CHECK(jammed.discard(1) == Names{"collector"});
  CHECK(jammed.deck(1) == Names{"probe", "invasion"});

  // 7 + 4 + 4 for Player 1, Armor Stego 5 for Player 2: 20 reaches 16; VP 4/3/2.
  Table scored(table(json::array(),
                     {base("tar-pits", {minion("king-rex", 0), minion("war-raptor", 0), minion("war-raptor", 0),
                                        minion("armor-stego", 1)})},
                     json::array(), 0, {"jungle-oasis"}));
  scored.answer("done");
  CHECK(scored.vp(0) == 4);
  CHECK(scored.vp(1) == 3);
  CHECK(scored.discard(0) == Names{"king-rex", "war-raptor", "war-raptor"});
  CHECK(scored.discard(1) == Names{"armor-stego"});
  CHECK(scored.bases() == Names{"jungle-oasis"});
}
