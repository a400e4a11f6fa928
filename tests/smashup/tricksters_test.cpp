// Every Tricksters card and base, with their edge cases. Other players use Aliens cards: Collector (2), Invader (3,
// gains 1 VP when played), Scout (3), Supreme Overlord (5), Beam Up, Crop Circles, Invasion, Jammed Signal.
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/smashup/engine.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

// ---- Leprechaun

TEST_CASE("[smashup][tricksters] Leprechaun destroys a weaker minion another player plays here, after its ability") {
  Table t(R"({"seats": [{"hand": []}, {"hand": ["invader"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "leprechaun", "controller": 0}]},
                        {"base": "mushroom-kingdom"}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play invader the-mothership");
  // The Invader's own ability (1 VP) resolved first, then the Leprechaun destroyed it.
  CHECK(t.vp(1) == 1);
  CHECK(t.minions_on("the-mothership") == Names{"leprechaun"});
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][tricksters] Leprechaun spares equal power, its controller's minions and other bases") {
  Table t(R"({"seats": [{"hand": ["gnome"]}, {"hand": ["supreme-overlord", "invader"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "leprechaun", "controller": 0}]},
                        {"base": "mushroom-kingdom"}],
              "turn": {"active": 1, "phase": "play",
                       "extras": [{"type": "minion"}]}})");
  t.answer("play supreme-overlord the-mothership");
  t.answer("pass");
  t.answer("play invader mushroom-kingdom");
  // 5 is not lower than 5; the Invader went to another base.
  CHECK(t.minions_on("the-mothership") == Names{"leprechaun", "supreme-overlord"});
  CHECK(t.minions_on("mushroom-kingdom") == Names{"invader"});

  Table own(R"({"seats": [{"hand": ["gnome"]}, {}],
                "bases": [{"base": "the-mothership", "minions": [{"card": "leprechaun", "controller": 0}]}],
                "turn": {"active": 0, "phase": "play"}})");
  own.answer("play gnome the-mothership");
  CHECK(own.minions_on("the-mothership") == Names{"leprechaun", "gnome"});
}

TEST_CASE("[smashup][tricksters] Leprechaun waits for the played minion's question, and does nothing once it has left play") {
  // The Collector's own question comes first; then it is destroyed.
  Table t(R"({"seats": [{}, {"hand": ["collector"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "leprechaun", "controller": 0}]},
                        {"base": "mushroom-kingdom"}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play collector the-mothership");
  CHECK(t.prompt().find("Collector") != std::string::npos);
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"leprechaun"});

  // Supreme Overlord returns the Leprechaun with its own ability: nothing is left to destroy the Overlord with.
  Table gone(R"({"seats": [{}, {"hand": ["supreme-overlord"]}],
                 "bases": [{"base": "the-mothership", "minions": [{"card": "leprechaun", "controller": 0}]}],
                 "turn": {"active": 1, "phase": "play"}})");
  gone.answer("play supreme-overlord the-mothership");
  gone.answer("choose leprechaun");
  CHECK(gone.hand(0) == Names{"leprechaun"});
  CHECK(gone.minions_on("the-mothership") == Names{"supreme-overlord"});
}

// ---- Brownie

TEST_CASE("[smashup][tricksters] Brownie: another player's action returning it makes them discard two at random") {
  Table t(R"({"seed": 3, "seats": [{}, {"hand": ["beam-up", "scout", "invader", "collector"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play beam-up");
  t.answer("choose brownie");
  CHECK(t.hand(0) == Names{"brownie"});
  CHECK(t.hand(1).size() == 1);
  // Beam Up plus the two random cards.
  CHECK(t.discard(1).size() == 3);

  // Same seed, same decisions: the same two cards.
  Table again(R"({"seed": 3, "seats": [{}, {"hand": ["beam-up", "scout", "invader", "collector"]}],
                  "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0}]}],
                  "turn": {"active": 1, "phase": "play"}})");
  again.answer("play beam-up");
  again.answer("choose brownie");
  CHECK(again.hand(1) == t.hand(1));
}

TEST_CASE("[smashup][tricksters] Brownie moved by another player's action punishes them too") {
  Table t(R"({"seats": [{}, {"hand": ["supreme-overlord", "invasion", "scout", "invader", "collector"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0},
                                                               {"card": "brownie", "controller": 0}]},
                        {"base": "mushroom-kingdom"}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play invasion");
  t.answer(t.full_options().front());
  t.answer("choose mushroom-kingdom");
  CHECK(t.minions_on("mushroom-kingdom") == Names{"brownie"});
  // Invasion went to the discard pile with two random cards.
  CHECK(t.hand(1).size() == 2);
  CHECK(t.discard(1).size() == 3);
}

TEST_CASE("[smashup][tricksters] Brownie: a minion's ability counts as playing a card that affects it") {
  Table t(R"({"seats": [{}, {"hand": ["supreme-overlord", "scout", "invader", "collector"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play supreme-overlord the-mothership");
  t.answer("choose brownie");
  CHECK(t.hand(0) == Names{"brownie"});
  CHECK(t.hand(1).size() == 1);
  CHECK(t.discard(1).size() == 2);
}

TEST_CASE("[smashup][tricksters] Brownie ignores its own controller's cards and base abilities") {
  Table own(R"({"seats": [{"hand": ["beam-up", "gnome"]}, {}],
                "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0}]}],
                "turn": {"active": 0, "phase": "play"}})");
  own.answer("play beam-up");
  own.answer("choose brownie");
  CHECK(own.hand(0) == Names{"gnome", "brownie"});
  CHECK(own.discard(0) == Names{"beam-up"});

  // Mushroom Kingdom moves it at the start of Player 2's turn: a base is not a card played.
  Table base(R"({"seats": [{}, {"hand": ["scout", "invader", "collector"]}],
                 "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0}]},
                           {"base": "mushroom-kingdom"}],
                 "turn": {"active": 1, "phase": "start"}})");
  base.answer("choose brownie");
  CHECK(base.minions_on("mushroom-kingdom") == Names{"brownie"});
  CHECK(base.hand(1).size() == 3);
  CHECK(base.discard(1).empty());
}

TEST_CASE("[smashup][tricksters] Brownie with fewer than two cards in the other player's hand discards them all") {
  Table t(R"({"seats": [{}, {"hand": ["beam-up", "scout"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "brownie", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play beam-up");
  t.answer("choose brownie");
  CHECK(t.hand(1).empty());
  CHECK(t.discard(1) == Names{"beam-up", "scout"});
}

// ---- Gnome

TEST_CASE("[smashup][tricksters] Gnome may destroy a minion here weaker than your number of minions here") {
  Table t(R"({"seats": [{"hand": ["gnome"]}, {}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0},
                                                               {"card": "collector", "controller": 1},
                                                               {"card": "scout", "controller": 1}]},
                        {"base": "mushroom-kingdom", "minions": [{"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play gnome the-mothership");
  // Two minions of Player 1 here: power below 2 only, and nothing qualifies (all have 2 or more).
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-mothership") == Names{"gremlin", "collector", "scout", "gnome"});

  Table three(R"({"seats": [{"hand": ["gnome"]}, {}],
                  "bases": [{"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0},
                                                                   {"card": "gremlin", "controller": 0},
                                                                   {"card": "collector", "controller": 1},
                                                                   {"card": "scout", "controller": 1}]},
                            {"base": "mushroom-kingdom", "minions": [{"card": "collector", "controller": 1}]}],
                  "turn": {"active": 0, "phase": "play"}})");
  three.answer("play gnome the-mothership");
  // Three minions: power 2 or less here, your own Gremlins included; not the Collector on another base.
  CHECK(three.options() == Names{"choose gremlin", "choose gremlin", "choose collector", "pass"});
  three.answer("choose collector");
  CHECK(three.minions_on("the-mothership") == Names{"gremlin", "gremlin", "scout", "gnome"});
  CHECK(three.discard(1) == Names{"collector"});
}

TEST_CASE("[smashup][tricksters] Gnome's destruction is optional") {
  Table t(R"({"seats": [{"hand": ["gnome"]}, {}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0},
                                                               {"card": "gremlin", "controller": 0},
                                                               {"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play gnome the-mothership");
  t.answer("pass");
  CHECK(t.minions_on("the-mothership").size() == 4);
  CHECK(t.can("done"));
}

// ---- Gremlin

TEST_CASE("[smashup][tricksters] Gremlin destroyed: its controller draws a card, every other player discards one") {
  Table t(R"({"players": 3,
              "seats": [{"hand": ["gnome"], "deck": ["brownie"]},
                        {"hand": ["scout", "invader"]},
                        {"hand": ["collector"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0},
                                                               {"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play gnome the-mothership");
  CHECK(t.options() == Names{"choose gremlin", "choose gremlin", "pass"});
  t.answer(t.full_options().front());
  CHECK(t.minions_on("the-mothership") == Names{"gremlin", "gnome"});
  CHECK(t.hand(0) == Names{"brownie"});
  CHECK(t.discard(0) == Names{"gremlin"});
  CHECK(t.hand(1).size() == 1);
  CHECK(t.discard(1).size() == 1);
  CHECK(t.hand(2).empty());
  CHECK(t.discard(2) == Names{"collector"});
}

TEST_CASE("[smashup][tricksters] Gremlin returned to hand is not destroyed: no draw, no discard") {
  Table t(R"({"seats": [{"deck": ["brownie"]}, {"hand": ["beam-up", "scout"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play beam-up");
  t.answer("choose gremlin");
  CHECK(t.hand(0) == Names{"gremlin"});
  CHECK(t.deck(0) == Names{"brownie"});
  CHECK(t.hand(1) == Names{"scout"});
}

// ---- Block the Path

TEST_CASE("[smashup][tricksters] Block the Path: minions of the named faction cannot be played on that base") {
  Table t(R"({"seats": [{"hand": ["block-the-path", "gnome"]}, {"hand": ["collector", "gremlin"]}],
              "bases": [{"base": "the-mothership"}, {"base": "mushroom-kingdom"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play block-the-path the-mothership");
  CHECK(t.options().size() == factions().size());  // every faction this game's cards could hold
  CHECK(t.can("choose aliens"));
  CHECK(t.can("choose tricksters"));
  t.answer("choose aliens");
  CHECK(t.actions_on("the-mothership") == Names{"block-the-path"});
  // Player 1's own Tricksters are not blocked.
  CHECK(t.can("play gnome the-mothership"));
  t.answer("done");
  // Player 2's Aliens minion only goes elsewhere; their Tricksters minion may still go there.
  CHECK_FALSE(t.can("play collector the-mothership"));
  CHECK(t.can("play collector mushroom-kingdom"));
  CHECK(t.can("play gremlin the-mothership"));
}

TEST_CASE("[smashup][tricksters] Block the Path stops blocking once it is destroyed") {
  Table t(R"({"seats": [{"hand": ["block-the-path", "disenchant"]}, {"hand": ["collector"]}],
              "bases": [{"base": "the-mothership"}, {"base": "mushroom-kingdom"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play block-the-path the-mothership");
  t.answer("choose aliens");
  t.answer("play disenchant");
  t.answer("choose block-the-path");
  CHECK(t.actions_on("the-mothership").empty());
  CHECK(t.discard(0) == Names{"block-the-path", "disenchant"});
  t.answer("done");
  CHECK(t.can("play collector the-mothership"));
}

// ---- Disenchant

TEST_CASE("[smashup][tricksters] Disenchant destroys any action in play, and may hit its own player's") {
  Table t(R"({"seats": [{"hand": ["disenchant"]}, {}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "pay-the-piper", "controller": 0}],
                         "minions": [{"card": "scout", "controller": 1,
                                      "actions": [{"card": "jammed-signal", "controller": 1}]}]},
                        {"base": "mushroom-kingdom", "actions": [{"card": "flame-trap", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play disenchant");
  auto offered = t.options();
  std::sort(offered.begin(), offered.end());
  CHECK(offered == Names{"choose flame-trap", "choose jammed-signal", "choose pay-the-piper"});
  t.answer("choose jammed-signal");
  CHECK(t.discard(1) == Names{"jammed-signal"});
  CHECK(t.discard(0) == Names{"disenchant"});
  CHECK(t.minions_on("the-mothership") == Names{"scout"});
  CHECK(t.actions_on("the-mothership") == Names{"pay-the-piper"});
  CHECK(t.actions_on("mushroom-kingdom") == Names{"flame-trap"});
}

TEST_CASE("[smashup][tricksters] Disenchant with no action in play does nothing") {
  Table t(R"({"seats": [{"hand": ["disenchant"]}, {}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "scout", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play disenchant");
  CHECK(t.discard(0) == Names{"disenchant"});
  CHECK(t.can("done"));
}

// ---- Enshrouding Mist

TEST_CASE("[smashup][tricksters] Enshrouding Mist grants an extra minion on its base, this turn and each of yours") {
  Table t(R"({"seats": [{"hand": ["enshrouding-mist", "gnome", "gremlin", "brownie"]}, {"hand": ["scout"]}],
              "bases": [{"base": "the-mothership"}, {"base": "cave-of-shinies"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play enshrouding-mist the-mothership");
  t.answer("play gnome cave-of-shinies");
  // The free minion is used; the extra only fits the Mist's base.
  CHECK_FALSE(t.can("play gremlin cave-of-shinies"));
  t.answer("play gremlin the-mothership");
  CHECK_FALSE(t.can("play brownie the-mothership"));
  t.answer("done");
  // Player 2's turn: no extra for them.
  CHECK(t.asked() == 1);
  CHECK(t.s.turn.extras.empty());
  t.answer("play scout the-mothership");
  CHECK(t.options() == Names{"done"});
  t.answer("done");
  // Player 1's next turn: the extra again, on top of the free minion.
  CHECK(t.asked() == 0);
  REQUIRE(t.s.turn.extras.size() == 1);
  CHECK(t.s.turn.extras.front().only_on == test::base_id("the-mothership"));
  t.answer("play brownie cave-of-shinies");
  CHECK(t.s.turn.extras.size() == 1);
}

TEST_CASE("[smashup][tricksters] Enshrouding Mist destroyed takes its unused extra with it") {
  Table t(R"({"seats": [{"hand": ["enshrouding-mist", "disenchant", "gnome"]}, {}],
              "bases": [{"base": "the-mothership"}, {"base": "mushroom-kingdom"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true, "extras": [{"type": "action"}]}})");
  t.answer("play enshrouding-mist the-mothership");
  CHECK(t.can("play gnome the-mothership"));
  t.answer("play disenchant");
  t.answer("choose enshrouding-mist");
  CHECK_FALSE(t.can("play gnome the-mothership"));
  CHECK(t.s.turn.extras.empty());
}

// ---- Flame Trap

TEST_CASE("[smashup][tricksters] Flame Trap destroys another player's minion after its ability, then itself") {
  Table t(R"({"seats": [{}, {"hand": ["invader", "collector"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "flame-trap", "controller": 0}]},
                        {"base": "mushroom-kingdom"}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play invader the-mothership");
  CHECK(t.vp(1) == 1);
  CHECK(t.minions_on("the-mothership").empty());
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.actions_on("the-mothership").empty());
  CHECK(t.discard(0) == Names{"flame-trap"});
  // Spent: the next minion stays.
  t.answer("play collector the-mothership");
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"collector"});
}

TEST_CASE("[smashup][tricksters] Flame Trap ignores its own controller's minions") {
  Table t(R"({"seats": [{"hand": ["gremlin"]}, {}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "flame-trap", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play gremlin the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"gremlin"});
  CHECK(t.actions_on("the-mothership") == Names{"flame-trap"});
}

TEST_CASE("[smashup][tricksters] Flame Trap's destruction sets off the destroyed minion's own ability") {
  // The Gremlin of Player 2 is destroyed by the trap: Player 2 draws, Player 1 has no card to discard.
  Table t(R"({"seats": [{"deck": ["gnome"]}, {"hand": ["gremlin"], "deck": ["scout"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "flame-trap", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play gremlin the-mothership");
  CHECK(t.discard(1) == Names{"gremlin"});
  CHECK(t.hand(1) == Names{"scout"});
  CHECK(t.discard(0) == Names{"flame-trap"});
}

// ---- Hideout

TEST_CASE("[smashup][tricksters] Hideout is destroyed instead when another player's action would affect your minion") {
  Table t(R"({"seats": [{}, {"hand": ["beam-up"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "hideout", "controller": 0}],
                         "minions": [{"card": "gnome", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play beam-up");
  t.answer("choose gnome");
  CHECK(t.minions_on("the-mothership") == Names{"gnome"});
  CHECK(t.actions_on("the-mothership").empty());
  CHECK(t.discard(0) == Names{"hideout"});
  CHECK(t.discard(1) == Names{"beam-up"});
}

TEST_CASE("[smashup][tricksters] Hideout shields all your minions there from the whole action, not the others'") {
  Table t(R"({"seats": [{}, {"hand": ["crop-circles"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "hideout", "controller": 0}],
                         "minions": [{"card": "gnome", "controller": 0}, {"card": "scout", "controller": 1},
                                     {"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  t.answer("play crop-circles");
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"gnome", "gremlin"});
  CHECK(t.hand(1) == Names{"scout"});
  CHECK(t.discard(0) == Names{"hideout"});
}

TEST_CASE("[smashup][tricksters] Hideout does not stop your own actions, minions' abilities, or other bases") {
  Table own(R"({"seats": [{"hand": ["beam-up"]}, {}],
                "bases": [{"base": "the-mothership", "actions": [{"card": "hideout", "controller": 0}],
                           "minions": [{"card": "gnome", "controller": 0}]}],
                "turn": {"active": 0, "phase": "play"}})");
  own.answer("play beam-up");
  own.answer("choose gnome");
  CHECK(own.hand(0) == Names{"gnome"});
  CHECK(own.actions_on("the-mothership") == Names{"hideout"});

  Table minion(R"({"seats": [{}, {"hand": ["supreme-overlord", "beam-up"]}],
                   "bases": [{"base": "the-mothership", "actions": [{"card": "hideout", "controller": 0}],
                              "minions": [{"card": "gnome", "controller": 0}]},
                             {"base": "mushroom-kingdom", "minions": [{"card": "gremlin", "controller": 0}]}],
                   "turn": {"active": 1, "phase": "play"}})");
  minion.answer("play supreme-overlord mushroom-kingdom");
  minion.answer("choose gnome");
  CHECK(minion.hand(0) == Names{"gnome"});
  minion.answer("play beam-up");
  minion.answer("choose gremlin");
  CHECK(minion.hand(0) == Names{"gnome", "gremlin"});
  CHECK(minion.actions_on("the-mothership") == Names{"hideout"});
}

TEST_CASE("[smashup][tricksters] Hideout's shield ends with the action: a later action affects your minions again") {
  Table t(R"({"seats": [{}, {"hand": ["beam-up", "beam-up"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "hideout", "controller": 0}],
                         "minions": [{"card": "gnome", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play beam-up");
  t.answer("choose gnome");
  t.answer("play beam-up");
  t.answer("choose gnome");
  CHECK(t.hand(0) == Names{"gnome"});
}

TEST_CASE("[smashup][tricksters] Hideout's shield lasts for that one play of the action, not for the card all turn") {
  Table t(R"({"seats": [{}, {"hand": ["beam-up"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "hideout", "controller": 0}],
                         "minions": [{"card": "gnome", "controller": 0}, {"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "action"}]}})");
  const CardId beam_up = t.in_hand(1, "beam-up");
  t.answer("play beam-up");
  t.answer("choose gnome");
  CHECK(t.minions_on("the-mothership") == Names{"gnome", "gremlin"});
  CHECK(t.s.lasting.empty());
  // The same Beam Up card, back in hand (as another card could bring it) and played again this turn, is not shielded.
  std::erase(t.s.seats[1].discard, beam_up);
  t.s.seats[1].hand.push_back(beam_up);
  t.s.asking = false;  // the play phase asks again, with the card back in hand
  advance(t.s, &t.log);
  t.answer("play beam-up");
  t.answer("choose gremlin");
  CHECK(t.hand(0) == Names{"gremlin"});
}

// ---- Mark of Sleep

TEST_CASE("[smashup][tricksters] Mark of Sleep: the chosen player plays no action during their next turn only") {
  Table t(R"({"seats": [{"hand": ["mark-of-sleep"]}, {"hand": ["beam-up", "crop-circles", "scout"]}],
              "bases": [{"base": "the-mothership", "minions": [{"card": "gnome", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "number": 4}})");
  t.answer("play mark-of-sleep");
  CHECK(t.options() == Names{"choose seat0", "choose seat1"});
  t.answer("choose seat1");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"play scout the-mothership", "done"});
  t.answer("done");
  t.answer("done");
  // Their turn after that: actions again.
  CHECK(t.asked() == 1);
  CHECK(t.can("play beam-up"));
  CHECK(t.s.lasting.empty());
}

TEST_CASE("[smashup][tricksters] Mark of Sleep on yourself spares the rest of this turn and takes the next") {
  Table t(R"({"seats": [{"hand": ["mark-of-sleep", "take-the-shinies", "disenchant"]}, {}],
              "bases": [{"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play mark-of-sleep");
  t.answer("choose seat0");
  CHECK(t.can("play take-the-shinies"));
  t.answer("done");
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"done"});
}

// ---- Pay the Piper

TEST_CASE("[smashup][tricksters] Pay the Piper: another player who plays a minion there discards a card") {
  Table t(R"({"seats": [{}, {"hand": ["invader", "beam-up", "scout"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "pay-the-piper", "controller": 0}]},
                        {"base": "mushroom-kingdom"}],
              "turn": {"active": 1, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play invader the-mothership");
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("Pay the Piper") != std::string::npos);
  CHECK(t.options() == Names{"choose beam-up", "choose scout"});
  t.answer("choose beam-up");
  CHECK(t.discard(1) == Names{"beam-up"});
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  // It stays: it is not used up. A minion elsewhere costs nothing.
  CHECK(t.actions_on("the-mothership") == Names{"pay-the-piper"});
  t.answer("play scout mushroom-kingdom");
  CHECK(t.hand(1).empty());
  CHECK(t.discard(1) == Names{"beam-up"});
}

TEST_CASE("[smashup][tricksters] Pay the Piper: its controller pays nothing, an empty hand pays nothing") {
  Table own(R"({"seats": [{"hand": ["gnome", "disenchant"]}, {}],
                "bases": [{"base": "the-mothership", "actions": [{"card": "pay-the-piper", "controller": 0}]}],
                "turn": {"active": 0, "phase": "play"}})");
  own.answer("play gnome the-mothership");
  CHECK(own.hand(0) == Names{"disenchant"});

  Table empty(R"({"seats": [{}, {"hand": ["scout"]}],
                  "bases": [{"base": "the-mothership", "actions": [{"card": "pay-the-piper", "controller": 0}]}],
                  "turn": {"active": 1, "phase": "play"}})");
  empty.answer("play scout the-mothership");
  CHECK(empty.can("done"));
  CHECK(empty.discard(1).empty());
}

// ---- Take the Shinies

TEST_CASE("[smashup][tricksters] Take the Shinies: every other player discards two cards at random") {
  const char* game = R"({"seed": 11, "players": 3,
              "seats": [{"hand": ["take-the-shinies", "gnome"]},
                        {"hand": ["scout", "invader", "collector", "beam-up"]},
                        {"hand": ["probe"]}],
              "bases": [{"base": "the-mothership"}],
              "turn": {"active": 0, "phase": "play"}})";
  Table t(game);
  t.answer("play take-the-shinies");
  CHECK(t.hand(0) == Names{"gnome"});
  CHECK(t.hand(1).size() == 2);
  CHECK(t.discard(1).size() == 2);
  // Fewer than two: all of them.
  CHECK(t.hand(2).empty());
  CHECK(t.discard(2) == Names{"probe"});
  Table same(game);
  same.answer("play take-the-shinies");
  CHECK(same.discard(1) == t.discard(1));
}

// ---- Cave of Shinies

TEST_CASE("[smashup][tricksters] Cave of Shinies: a minion destroyed there earns its owner 1 VP") {
  Table t(R"({"seats": [{"hand": ["gnome"]}, {}],
              "bases": [{"base": "cave-of-shinies",
                         "minions": [{"card": "gremlin", "controller": 0},
                                     {"card": "collector", "controller": 0, "owner": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play gnome cave-of-shinies");
  t.answer("choose collector");
  // Its owner, not its controller; the log names the base that gave it.
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
  const auto gained = std::find_if(t.log.begin(), t.log.end(), [](const Event& e) { return e.kind == EventKind::VpGained; });
  REQUIRE(gained != t.log.end());
  CHECK(describe(t.s, *gained) == "Cave of Shinies: Player 2 gained 1 VP.");
}

TEST_CASE("[smashup][tricksters] Cave of Shinies: no VP for minions destroyed elsewhere, or ignored there") {
  Table t(R"({"seats": [{"hand": ["gnome"]}, {}],
              "bases": [{"base": "cave-of-shinies"},
                        {"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0},
                                                               {"card": "gremlin", "controller": 0},
                                                               {"card": "collector", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play gnome the-mothership");
  t.answer("choose collector");
  CHECK(t.vp(1) == 0);

  Table jammed(R"({"seats": [{"hand": ["gnome"]}, {}],
                   "bases": [{"base": "cave-of-shinies", "actions": [{"card": "jammed-signal", "controller": 1}],
                              "minions": [{"card": "gremlin", "controller": 0},
                                          {"card": "gremlin", "controller": 0},
                                          {"card": "collector", "controller": 1}]}],
                   "turn": {"active": 0, "phase": "play"}})");
  jammed.answer("play gnome cave-of-shinies");
  jammed.answer("choose collector");
  CHECK(jammed.vp(1) == 0);
}

TEST_CASE("[smashup][tricksters] Cave of Shinies: minions leaving when it scores are not destroyed") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "cave-of-shinies",
                         "minions": [{"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "supreme-overlord", "controller": 0},
                                     {"card": "invader", "controller": 1}]}],
              "base_deck": ["the-mothership"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.bases() == Names{"the-mothership"});
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
}

// ---- Mushroom Kingdom

TEST_CASE("[smashup][tricksters] Mushroom Kingdom: at the start of a turn, that player may pull another's minion in") {
  Table t(R"({"seats": [{"hand": ["gnome"]}, {}],
              "bases": [{"base": "mushroom-kingdom", "minions": [{"card": "scout", "controller": 1}]},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1},
                                                               {"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("Mushroom Kingdom") != std::string::npos);
  // Another player's minions on other bases only.
  CHECK(t.options() == Names{"choose collector", "pass"});
  t.answer("choose collector");
  CHECK(t.minions_on("mushroom-kingdom") == Names{"scout", "collector"});
  CHECK(t.controller("mushroom-kingdom", "collector") == 1);
  // Then the turn goes on as usual.
  CHECK(t.can("play gnome the-mothership"));
}

TEST_CASE("[smashup][tricksters] Mushroom Kingdom asks each player at the start of their own turn, and may be passed") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "mushroom-kingdom"},
                        {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1},
                                                               {"card": "gremlin", "controller": 0}]}],
              "turn": {"active": 0, "phase": "start"}})");
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"collector", "gremlin"});
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose gremlin", "pass"});
  t.answer("choose gremlin");
  CHECK(t.minions_on("mushroom-kingdom") == Names{"gremlin"});
}

TEST_CASE("[smashup][tricksters] Mushroom Kingdom with no minion to pull, or ignored, asks nothing") {
  Table none(R"({"seats": [{}, {}],
                 "bases": [{"base": "mushroom-kingdom"},
                           {"base": "the-mothership", "minions": [{"card": "gremlin", "controller": 0}]}],
                 "turn": {"active": 0, "phase": "start"}})");
  CHECK(none.options() == Names{"done"});

  Table jammed(R"({"seats": [{}, {}],
                   "bases": [{"base": "mushroom-kingdom", "actions": [{"card": "jammed-signal", "controller": 1}]},
                             {"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]}],
                   "turn": {"active": 0, "phase": "start"}})");
  CHECK(jammed.options() == Names{"done"});
}

TEST_CASE("[smashup][tricksters] Hideout saves your minion from another player's Flame Trap, which still burns out") {
  Table t(R"({"seats": [{"hand": ["gnome"]}, {}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "hideout", "controller": 0},
                                                               {"card": "flame-trap", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play gnome the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"gnome"});
  CHECK(t.actions_on("the-mothership").empty());
  CHECK(t.discard(0) == Names{"hideout"});
  CHECK(t.discard(1) == Names{"flame-trap"});
}

TEST_CASE("[smashup][tricksters] Pay the Piper stops charging once it is destroyed") {
  Table t(R"({"seats": [{"hand": ["disenchant"]}, {"hand": ["scout", "beam-up"]}],
              "bases": [{"base": "the-mothership", "actions": [{"card": "pay-the-piper", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play disenchant");
  t.answer("choose pay-the-piper");
  CHECK(t.discard(0) == Names{"pay-the-piper", "disenchant"});
  t.answer("done");
  t.answer("play scout the-mothership");
  CHECK(t.hand(1) == Names{"beam-up"});
  CHECK(t.discard(1).empty());
}
