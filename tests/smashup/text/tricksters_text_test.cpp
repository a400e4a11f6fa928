// Tricksters minions, tested from the card rows and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::has;
using test::prt::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Leprechaun (5): "Ongoing: after another player plays a minion on this base whose power is lower than this
// minion's power, that minion is destroyed (its own ability resolves first)."

TEST_CASE("[smashup][tricksters][text] Leprechaun: another player's weaker minion played here is destroyed after its ability") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["collector"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"leprechaun","controller":1},{"card":"zapbot","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play collector tortuga");
  // The Collector's own ability first: it may return a minion of power 3 or less here.
  REQUIRE(t.can("choose zapbot"));
  t.answer("choose zapbot");
  for (int guard = 0; guard < 3 && t.asking() && !t.can("done"); ++guard) t.answer(t.options().front());
  CHECK(t.minions_on("tortuga") == Names{"leprechaun"});
  CHECK(t.discard(0) == Names{"collector"});
  CHECK(t.hand(1) == Names{"zapbot"});
}

TEST_CASE("[smashup][tricksters][text] Leprechaun: equal or higher power stays, and so does a minion on another base") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["ninja-master","collector"],"deck":["invader"],
                        "discard":[]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"leprechaun","controller":1}]},
                      {"base":"the-grey-opal"}],
             "turn":{"extras":[{"type":"minion"}]}})");
  t.answer("play ninja-master tortuga");
  if (t.can("pass") && !t.can("done")) t.answer("pass");  // Ninja Master's "may destroy"
  CHECK(has(t.minions_on("tortuga"), "ninja-master"));
  t.answer("play collector the-grey-opal");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  CHECK(t.minions_on("the-grey-opal") == Names{"collector"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][tricksters][text] Leprechaun: its controller's own weaker minions stay") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome"],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"leprechaun","controller":0}]},{"base":"the-grey-opal"}]})");
  t.answer("play gnome tortuga");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"gnome", "leprechaun"});
}

TEST_CASE("[smashup][tricksters][text] Leprechaun: power is current power (on The Central Brain it has 6)") {
  // The Central Brain: "Every minion on this base has +1 power": the Leprechaun has 6, a Laseratops played there 5.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["laseratops"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"the-central-brain","minions":[{"card":"leprechaun","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play laseratops the-central-brain");
  for (int guard = 0; guard < 3 && t.asking() && !t.can("done"); ++guard) t.answer(t.options().front());
  CHECK(t.minions_on("the-central-brain") == Names{"leprechaun"});
  CHECK(t.discard(0) == Names{"laseratops"});
}

// ---------------------------------------------------------------------------------------------------------------
// Brownie (4): "Ongoing: after another player plays a card that affects this minion, that player discards two cards
// at random."

TEST_CASE("[smashup][tricksters][text] Brownie: moved by another player's card, that player discards two at random") {
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["shanghai","king-rex","cannon","dinghy"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play shanghai");
  if (t.can("choose brownie")) t.answer("choose brownie");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"brownie"});
  // At random: no question to Player 1 about which; two of the three left.
  CHECK(t.hand(0).size() == 1);
  CHECK(t.discard(0).size() == 3);
  CHECK(has(t.discard(0), "shanghai"));
}

TEST_CASE("[smashup][tricksters][text][R-21] Brownie: an action attached to it by another player affects it, even a helpful one") {
  // R-21: "a card is affected when it is moved, returned ..., destroyed, or has an action attached to it."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["upgrade","king-rex","invader"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play upgrade brownie");
  CHECK(t.power_of("tortuga", "brownie") == 6);
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.discard(0)) == Names{"invader", "king-rex"});
}

TEST_CASE("[smashup][tricksters][text][R-21] Brownie: changing its power is not affecting it") {
  // R-21: "Changing its power or its controller ... choosing it ... are not affecting it." Augmentation: "Choose any
  // one minion; it has +4 power until the end of your turn."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["augmentation","king-rex","invader"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play augmentation");
  if (t.can("choose brownie")) t.answer("choose brownie");
  CHECK(t.power_of("tortuga", "brownie") == 8);
  CHECK(test::sorted(t.hand(0)) == Names{"invader", "king-rex"});
  CHECK(t.discard(0) == Names{"augmentation"});
}

TEST_CASE("[smashup][tricksters][text][R-21] Brownie: destroying an action attached to it affects the action, not the Brownie") {
  // R-21: the four ways a card is affected; the Brownie is none of them when Disenchant destroys its Upgrade.
  Table t(R"({"seats":[{"factions":["tricksters","dinosaurs"],"hand":["disenchant","king-rex","invader"],"deck":["invader"]},
                       {"factions":["tricksters","dinosaurs"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":1,"actions":[{"card":"upgrade","controller":1}]}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play disenchant");
  if (t.can("choose upgrade")) t.answer("choose upgrade");
  CHECK(t.power_of("tortuga", "brownie") == 4);
  CHECK(test::sorted(t.hand(0)) == Names{"invader", "king-rex"});
}

TEST_CASE("[smashup][tricksters][text] Brownie: its controller's own cards cost nothing") {
  Table t(R"({"seats":[{"factions":["tricksters","pirates"],"hand":["dinghy","gnome","cannon"],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invader","invader"],"deck":["invader"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":0}]},{"base":"the-grey-opal"}]})");
  t.answer("play dinghy");
  t.answer("choose brownie");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-grey-opal") == Names{"brownie"});
  CHECK(test::sorted(t.hand(0)) == Names{"cannon", "gnome"});
  CHECK(t.hand(1).size() == 2);
}

TEST_CASE("[smashup][tricksters][text] Brownie: a player with one card left discards that one") {
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["shanghai","king-rex"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play shanghai");
  if (t.can("choose brownie")) t.answer("choose brownie");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.discard(0)) == Names{"king-rex", "shanghai"});
}

TEST_CASE("[smashup][tricksters][text][R-24] Brownie: destroyed by another player's card, that player still discards two") {
  // Reading question. Terms: destroying a card affects it; R-24: "A card leaving play uses the abilities it had in
  // play ... for its own 'when this leaves play / is destroyed' abilities". The card played affected the Brownie,
  // so its player discards two at random.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["natural-selection","invader","invader","collector"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"king-rex","controller":0},{"card":"brownie","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play natural-selection");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  t.answer("choose brownie");
  CHECK(t.discard(1) == Names{"brownie"});
  CHECK(t.hand(0).size() == 1);
}

TEST_CASE("[smashup][tricksters][text] Brownie: returned to hand by another player's minion, that player still discards two") {
  // Reading question, as for the destroy above: returning a card affects it (Terms, Affect), and Supreme Overlord
  // ("When you play it, you may pick any one minion in play ... and send it back to its owner's hand") is a card
  // another player played.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["supreme-overlord","invader","invader","collector"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play supreme-overlord the-grey-opal");
  t.answer("choose brownie");
  CHECK(t.hand(1) == Names{"brownie"});
  CHECK(t.hand(0).size() == 1);
}

TEST_CASE("[smashup][tricksters][text] Brownie: moved by Mushroom Kingdom, a base's ability, no card was played: no discard") {
  // "after another player plays a card that affects this minion": a base's ability is no card played.
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["invader","king-rex","collector"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"mushroom-kingdom"},{"base":"tortuga","minions":[{"card":"brownie","controller":1}]}],
             "turn":{"phase":"start"}})");
  t.answer("choose brownie");
  if (t.can("choose mushroom-kingdom")) t.answer("choose mushroom-kingdom");
  CHECK(t.minions_on("mushroom-kingdom") == Names{"brownie"});
  CHECK(t.hand(0).size() == 3);
  CHECK(t.discard(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Gnome (3): "When you play it, you may destroy a minion on this base whose power is less than the number of
// minions you have on this base."

TEST_CASE("[smashup][tricksters][text] Gnome: may destroy a minion of power below its controller's minion count there") {
  // Gnome, Brownie and Leprechaun: three; power below 3. Player 2's two minions do not count.
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome"],"deck":["zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":0},{"card":"leprechaun","controller":0},
                                                   {"card":"collector","controller":1},{"card":"invader","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"enchantress","controller":1}]}]})");
  t.answer("play gnome tortuga");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("pass"));
  CHECK(t.can("choose collector"));
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose enchantress"));
  t.answer("choose collector");
  CHECK(t.discard(1) == Names{"collector"});
}

TEST_CASE("[smashup][tricksters][text] Gnome: alone, power below 1 leaves nothing to destroy; declining is allowed") {
  Table alone(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome"],"deck":["zapbot"]},
                           {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
                 "bases":[{"base":"tortuga","minions":[{"card":"collector","controller":1},{"card":"enchantress","controller":1}]},
                          {"base":"the-grey-opal"}]})");
  alone.answer("play gnome tortuga");
  CHECK_FALSE(alone.can("choose collector"));
  if (alone.can("pass") && !alone.can("done")) alone.answer("pass");
  CHECK(alone.discard(1).empty());

  Table decline(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome"],"deck":["zapbot"]},
                             {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
                   "bases":[{"base":"tortuga","minions":[{"card":"brownie","controller":0},{"card":"leprechaun","controller":0},
                                                         {"card":"collector","controller":1}]},
                            {"base":"the-grey-opal"}]})");
  decline.answer("play gnome tortuga");
  decline.answer("pass");
  CHECK(decline.discard(1).empty());
  CHECK(decline.minions_on("tortuga").size() == 4);
}

// ---------------------------------------------------------------------------------------------------------------
// Gremlin (2): "Ongoing: after this minion is destroyed, you draw a card and every other player discards one card at
// random."

TEST_CASE("[smashup][tricksters][text] Gremlin: destroyed, its controller draws one and every other player discards one at random") {
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["cannon","king-rex"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome","zapbot"]},
                       {"factions":["wizards","zombies"],"hand":["walker","walker"],"deck":["walker"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"gremlin","controller":1}]},{"base":"the-grey-opal"},
                      {"base":"the-central-brain"}]})");
  t.answer("play cannon");
  t.answer("choose gremlin");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.hand(1) == Names{"gnome"});
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.discard(0)) == Names{"cannon", "king-rex"});
  CHECK(t.hand(2) == Names{"walker"});
  CHECK(t.discard(2) == Names{"walker"});
}

TEST_CASE("[smashup][tricksters][text] Gremlin: destroyed by its own controller's card, it still works") {
  // The row sets no condition on who destroyed it.
  Table t(R"({"seats":[{"factions":["tricksters","pirates"],"hand":["powderkeg"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invader","invader"],"deck":["invader"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"gremlin","controller":0}]},{"base":"the-grey-opal"}]})");
  t.answer("play powderkeg");
  if (t.can("choose gremlin")) t.answer("choose gremlin");
  CHECK(t.hand(0) == Names{"gnome"});
  CHECK(t.hand(1).size() == 1);
}

TEST_CASE("[smashup][tricksters][text] Gremlin: discarded by a scored base, it does nothing") {
  // Scoring one base, 6: "Every card still on the base goes to its owner's discard pile (this is not 'destroy')."
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":[],"deck":["gnome","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invader","invader"],"deck":["invader","invader","invader"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"gremlin","controller":0},{"card":"king-rex","controller":1},
                                                        {"card":"laseratops","controller":1}]},
                      {"base":"tortuga"}],
             "base_deck":["the-central-brain"]})");
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.hand(1).size() == 2);
  CHECK(t.hand(0).size() == 2);  // the turn's two draws only
  CHECK(has(t.discard(0), "gremlin"));
}
