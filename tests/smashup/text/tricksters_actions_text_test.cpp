// Tricksters actions, tested from the card rows and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::has;
using test::prt::pass_through;

// ---------------------------------------------------------------------------------------------------------------
// Block the Path: "Play it on a base and name a faction. Ongoing: minions of the named faction cannot be played on
// that base."

TEST_CASE("[smashup][tricksters][text] Block the Path: the named faction's minions cannot be played on that base") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["block-the-path"],"deck":["gnome","gnome","gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invader","king-rex"],"deck":["invader","invader","invader"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play block-the-path tortuga");
  REQUIRE(t.can("choose aliens"));
  t.answer("choose aliens");
  CHECK(t.actions_on("tortuga") == Names{"block-the-path"});
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK_FALSE(t.can("play invader tortuga"));
  CHECK(t.can("play invader the-grey-opal"));
  CHECK(t.can("play king-rex tortuga"));
}

TEST_CASE("[smashup][tricksters][text] Block the Path: it binds its own player too") {
  // "minions of the named faction cannot be played on that base": no exception for the card's player.
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["block-the-path","zapbot","gnome"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play block-the-path tortuga");
  t.answer("choose robots");
  CHECK_FALSE(t.can("play zapbot tortuga"));
  CHECK(t.can("play zapbot the-grey-opal"));
  CHECK(t.can("play gnome tortuga"));
}

TEST_CASE("[smashup][tricksters][text] Block the Path: moving a minion of the named faction there is not playing it") {
  // Terms, Move: "it is not played".
  Table t(R"({"seats":[{"factions":["tricksters","pirates"],"hand":["block-the-path","dinghy"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal","minions":[{"card":"first-mate","controller":0}]}],
             "turn":{"extras":[{"type":"action"}]}})");
  t.answer("play block-the-path tortuga");
  t.answer("choose pirates");
  t.answer("play dinghy");
  t.answer("choose first-mate");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("tortuga") == Names{"first-mate"});
}

// ---------------------------------------------------------------------------------------------------------------
// Disenchant: "Destroy one action that is attached to a minion or to a base."

TEST_CASE("[smashup][tricksters][text] Disenchant: any attached action, on a base or a minion, to its owner's discard pile") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["disenchant"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"king-rex","controller":1,"actions":[{"card":"upgrade","controller":1}]}],
                       "actions":[{"card":"jammed-signal","controller":1}]},
                      {"base":"the-grey-opal","actions":[{"card":"pay-the-piper","controller":0}]}]})");
  CHECK(t.power_of("tortuga", "king-rex") == 9);
  t.answer("play disenchant");
  REQUIRE(t.asked() == 0);
  // Mandatory ("Destroy one action"): no pass.
  CHECK(test::sorted(t.options()) == Names{"choose jammed-signal", "choose pay-the-piper", "choose upgrade"});
  t.answer("choose upgrade");
  CHECK(t.power_of("tortuga", "king-rex") == 7);
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK(test::sorted(t.actions_on("tortuga")) == Names{"jammed-signal"});
}

TEST_CASE("[smashup][tricksters][text] Disenchant: the destroyed action goes to its owner's discard pile") {
  // Terms, Destroy: "the card goes to its owner's discard pile".
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["disenchant"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"jammed-signal","controller":1,"owner":0}]},{"base":"the-grey-opal"}]})");
  t.answer("play disenchant");
  if (t.can("choose jammed-signal")) t.answer("choose jammed-signal");
  CHECK(t.actions_on("tortuga").empty());
  CHECK(test::sorted(t.discard(0)) == Names{"disenchant", "jammed-signal"});
  CHECK(t.discard(1).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Enshrouding Mist: "Play it on a base. Ongoing: during each of your turns, you may play one extra minion on that
// base."

TEST_CASE("[smashup][tricksters][text] Enshrouding Mist: on its controller's turn, one extra minion on that base only") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["warbot","gnome","zapbot"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"enshrouding-mist","controller":0}]},{"base":"the-grey-opal"}],
             "turn":{"phase":"start"}})");
  REQUIRE(t.asked() == 0);
  t.answer("play warbot the-grey-opal");
  // The free minion is used: one more, on the Mist's base only.
  CHECK(t.can("play gnome tortuga"));
  CHECK_FALSE(t.can("play gnome the-grey-opal"));
  t.answer("play gnome tortuga");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  // One extra only.
  CHECK_FALSE(t.can("play zapbot tortuga"));
  CHECK_FALSE(t.can("play zapbot the-grey-opal"));
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"gnome"});
}

TEST_CASE("[smashup][tricksters][text] Enshrouding Mist: no extra on another player's turn") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["invader","collector"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"enshrouding-mist","controller":1}]},{"base":"the-grey-opal"}],
             "turn":{"phase":"start"}})");
  t.answer("play invader the-grey-opal");
  CHECK_FALSE(t.can("play collector tortuga"));
  CHECK_FALSE(t.can("play collector the-grey-opal"));
}

TEST_CASE("[smashup][tricksters][text] Enshrouding Mist: its extra is there on the turn it is played") {
  // Reading: "during each of your turns" — the turn it is played is one of its controller's turns while it is in
  // play.
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["enshrouding-mist","gnome","zapbot"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}],
             "turn":{"minion_used":true}})");
  t.answer("play enshrouding-mist tortuga");
  CHECK(t.can("play gnome tortuga"));
  CHECK_FALSE(t.can("play gnome the-grey-opal"));
}

TEST_CASE("[smashup][tricksters][text] Enshrouding Mist: the free minion may still go anywhere") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome","zapbot"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"enshrouding-mist","controller":0}]},{"base":"the-grey-opal"}],
             "turn":{"phase":"start"}})");
  t.answer("play gnome the-grey-opal");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  CHECK(t.can("play zapbot tortuga"));
  CHECK_FALSE(t.can("play zapbot the-grey-opal"));
}

TEST_CASE("[smashup][tricksters][text][R-20] Enshrouding Mist: a minion played on its base first may use the Mist's extra") {
  // R-20: "When a card could be played under more than one permission ..., the player chooses which one it uses. The
  // engine may choose on its own only when the choice cannot change what the player can still play this turn."
  // Using the Mist's extra for the Gnome keeps the free minion for The Grey Opal.
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome","zapbot"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"enshrouding-mist","controller":0}]},{"base":"the-grey-opal"}],
             "turn":{"phase":"start"}})");
  t.answer("play gnome tortuga");
  for (int guard = 0; guard < 3 && t.asking() && !t.can("done"); ++guard) {
    bool answered = false;
    for (const auto& o : t.options()) {
      if (o.rfind("with extra", 0) == 0) {
        t.answer(o);
        answered = true;
        break;
      }
    }
    if (!answered) t.answer("pass");
  }
  CHECK(t.can("play zapbot the-grey-opal"));
}

// ---------------------------------------------------------------------------------------------------------------
// Flame Trap: "Play it on a base. Ongoing: after another player plays a minion on that base, destroy that minion
// (its ability resolves first) and then destroy this card."

TEST_CASE("[smashup][tricksters][text] Flame Trap: another player's minion played there is destroyed after its ability, and so is the trap") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["collector"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"zapbot","controller":1}],
                       "actions":[{"card":"flame-trap","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play collector tortuga");
  REQUIRE(t.can("choose zapbot"));
  t.answer("choose zapbot");
  for (int guard = 0; guard < 3 && t.asking() && !t.can("done"); ++guard) t.answer(t.options().front());
  CHECK(t.minions_on("tortuga").empty());
  CHECK(t.actions_on("tortuga").empty());
  CHECK(t.discard(0) == Names{"collector"});
  CHECK(t.discard(1) == Names{"flame-trap"});
  CHECK(t.hand(1) == Names{"zapbot"});
}

TEST_CASE("[smashup][tricksters][text] Flame Trap: its controller's own minions and other bases are safe") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invader"],"deck":["invader","invader","invader"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"flame-trap","controller":0}]},{"base":"the-grey-opal"}]})");
  t.answer("play gnome tortuga");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  CHECK(t.minions_on("tortuga") == Names{"gnome"});
  CHECK(t.actions_on("tortuga") == Names{"flame-trap"});
}

// ---------------------------------------------------------------------------------------------------------------
// Hideout: "Play it on a base. Ongoing: if another player's action would affect your minions on that base, destroy
// this card instead and the action does not affect your minions."

TEST_CASE("[smashup][tricksters][text] Hideout: another player's action on a minion there destroys the Hideout instead") {
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["shanghai"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"gnome","controller":1}],
                       "actions":[{"card":"hideout","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play shanghai");
  if (t.can("choose gnome")) t.answer("choose gnome");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  CHECK(t.minions_on("tortuga") == Names{"gnome"});
  CHECK(t.actions_on("tortuga").empty());
  CHECK(t.discard(1) == Names{"hideout"});
  CHECK(t.discard(0) == Names{"shanghai"});
}

TEST_CASE("[smashup][tricksters][text] Hideout: a Cannon aimed at two minions, one there and one elsewhere, only hits the one elsewhere") {
  // "the action does not affect your minions" on that base; the row covers only "your minions on that base".
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["cannon"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"zapbot","controller":1}],
                       "actions":[{"card":"hideout","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"microbot-guard","controller":1}]}]})");
  t.answer("play cannon");
  t.answer("choose zapbot");
  if (t.can("choose microbot-guard")) t.answer("choose microbot-guard");
  CHECK(t.minions_on("tortuga") == Names{"zapbot"});
  CHECK(t.minions_on("the-grey-opal").empty());
  CHECK(test::sorted(t.discard(1)) == Names{"hideout", "microbot-guard"});
}

TEST_CASE("[smashup][tricksters][text] Hideout: Broadside destroys none of the minions there") {
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["broadside"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"zapbot","controller":1},{"card":"gremlin","controller":1},
                                                   {"card":"first-mate","controller":0}],
                       "actions":[{"card":"hideout","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play broadside");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  t.answer("choose seat1");
  CHECK(test::sorted(t.minions_on("tortuga")) == Names{"first-mate", "gremlin", "zapbot"});
  CHECK(t.discard(1) == Names{"hideout"});
}

TEST_CASE("[smashup][tricksters][text][R-21] Hideout: another player's action attached to a minion there is stopped") {
  // R-21: having an action attached is being affected. Upgrade: "Play it on a minion. Ongoing: that minion has +2".
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["upgrade"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"gnome","controller":1}],
                       "actions":[{"card":"hideout","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  REQUIRE(t.can("play upgrade gnome"));
  t.answer("play upgrade gnome");
  CHECK(t.power_of("tortuga", "gnome") == 3);
  CHECK(t.actions_on("tortuga").empty());
  CHECK(t.discard(1) == Names{"hideout"});
}

TEST_CASE("[smashup][tricksters][text] Hideout: a minion's ability is not an action, the Hideout does not help") {
  // Tiger Assassin: "When you play it, you may destroy one minion of power 3 or less on this base."
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["tiger-assassin"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"gnome","controller":1}],
                       "actions":[{"card":"hideout","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play tiger-assassin tortuga");
  t.answer("choose gnome");
  CHECK(t.minions_on("tortuga") == Names{"tiger-assassin"});
  CHECK(t.actions_on("tortuga") == Names{"hideout"});
  CHECK(t.discard(1) == Names{"gnome"});
}

TEST_CASE("[smashup][tricksters][text][R-21] Hideout: a power change does not affect, so the Hideout stays and the action works") {
  // R-21: "Changing its power ... [is] not affecting it." Augmentation: "+4 power until the end of your turn."
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["augmentation"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"gnome","controller":1}],
                       "actions":[{"card":"hideout","controller":1}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play augmentation");
  if (t.can("choose gnome")) t.answer("choose gnome");
  CHECK(t.power_of("tortuga", "gnome") == 7);
  CHECK(t.actions_on("tortuga") == Names{"hideout"});
}

TEST_CASE("[smashup][tricksters][text] Hideout: its controller's own actions are not stopped") {
  Table t(R"({"seats":[{"factions":["tricksters","pirates"],"hand":["dinghy"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"gnome","controller":0}],
                       "actions":[{"card":"hideout","controller":0}]},
                      {"base":"the-grey-opal"}]})");
  t.answer("play dinghy");
  t.answer("choose gnome");
  if (t.can("choose the-grey-opal")) t.answer("choose the-grey-opal");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-grey-opal") == Names{"gnome"});
  CHECK(t.actions_on("tortuga") == Names{"hideout"});
}

TEST_CASE("[smashup][tricksters][text] Hideout: minions of its controller on other bases are not covered") {
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["shanghai"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"hideout","controller":1}]},
                      {"base":"the-grey-opal","minions":[{"card":"gnome","controller":1}]}]})");
  t.answer("play shanghai");
  if (t.can("choose gnome")) t.answer("choose gnome");
  if (t.can("choose tortuga")) t.answer("choose tortuga");
  CHECK(t.minions_on("tortuga") == Names{"gnome"});
  CHECK(t.actions_on("tortuga") == Names{"hideout"});
}

// ---------------------------------------------------------------------------------------------------------------
// Mark of Sleep: "Choose a player: during their next turn they may not play any actions."

TEST_CASE("[smashup][tricksters][text] Mark of Sleep: the chosen player plays no action on their next turn, minions yes") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["mark-of-sleep"],"deck":["gnome","gnome","gnome","gnome","gnome"]},
                       {"factions":["pirates","dinosaurs"],"hand":["cannon","invader"],"deck":["swashbuckling","swashbuckling","swashbuckling","swashbuckling"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"}]})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat1");
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK_FALSE(t.can("play cannon"));
  CHECK_FALSE(t.can("play swashbuckling"));
  CHECK(t.can("play invader tortuga"));
  // The turn after, actions again.
  t.answer("done");
  pass_through(t, 1);
  REQUIRE(t.asked() == 0);
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.can("play cannon"));
}

// ---------------------------------------------------------------------------------------------------------------
// Pay the Piper: "Play it on a base. Ongoing: after another player plays a minion on that base, that player must
// discard a card."

TEST_CASE("[smashup][tricksters][text] Pay the Piper: another player who plays a minion there discards a card of their choice") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["king-rex","beam-up","invader"],"deck":["invader"]},
                       {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
             "bases":[{"base":"tortuga","actions":[{"card":"pay-the-piper","controller":1}]},{"base":"the-grey-opal"}]})");
  t.answer("play king-rex tortuga");
  // "must": no pass; the player chooses (the row does not say "at random").
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose beam-up", "choose invader"});
  t.answer("choose beam-up");
  CHECK(t.hand(0) == Names{"invader"});
  CHECK(t.discard(0) == Names{"beam-up"});
}

TEST_CASE("[smashup][tricksters][text] Pay the Piper: its controller's own minions, other bases and an empty hand cost nothing") {
  Table own(R"({"seats":[{"factions":["tricksters","robots"],"hand":["gnome","zapbot"],"deck":["gnome"]},
                         {"factions":["aliens","dinosaurs"],"hand":[],"deck":["invader"]}],
               "bases":[{"base":"tortuga","actions":[{"card":"pay-the-piper","controller":0}]},{"base":"the-grey-opal"}]})");
  own.answer("play gnome tortuga");
  if (own.can("pass") && !own.can("done")) own.answer("pass");
  CHECK(own.hand(0) == Names{"zapbot"});
  CHECK(own.can("done"));

  Table elsewhere(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["king-rex","beam-up"],"deck":["invader"]},
                               {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
                     "bases":[{"base":"tortuga","actions":[{"card":"pay-the-piper","controller":1}]},{"base":"the-grey-opal"}]})");
  elsewhere.answer("play king-rex the-grey-opal");
  CHECK(elsewhere.hand(0) == Names{"beam-up"});
  CHECK(elsewhere.can("done"));

  Table empty(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":["king-rex"],"deck":["invader"]},
                           {"factions":["tricksters","robots"],"hand":[],"deck":["gnome"]}],
                 "bases":[{"base":"tortuga","actions":[{"card":"pay-the-piper","controller":1}]},{"base":"the-grey-opal"}]})");
  empty.answer("play king-rex tortuga");
  CHECK(empty.can("done"));
  CHECK(empty.discard(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Take the Shinies: "Every other player discards two cards at random."

TEST_CASE("[smashup][tricksters][text] Take the Shinies: every other player discards two at random, its player none") {
  Table t(R"({"seats":[{"factions":["tricksters","robots"],"hand":["take-the-shinies","gnome","zapbot"],"deck":["gnome"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invader","king-rex","beam-up"],"deck":["invader"]},
                       {"factions":["wizards","zombies"],"hand":["walker"],"deck":["walker"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon"]}],
             "bases":[{"base":"tortuga"},{"base":"the-grey-opal"},{"base":"the-central-brain"},{"base":"factory-436-1337"},
                      {"base":"cave-of-shinies"}]})");
  t.answer("play take-the-shinies");
  // At random: nobody is asked which.
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK(test::sorted(t.hand(0)) == Names{"gnome", "zapbot"});
  CHECK(t.hand(1).size() == 1);
  CHECK(t.discard(1).size() == 2);
  CHECK(t.hand(2).empty());
  CHECK(t.discard(2) == Names{"walker"});
  CHECK(t.discard(3).empty());
}
