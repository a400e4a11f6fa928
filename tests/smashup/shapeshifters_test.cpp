// Shapeshifters (Science Fiction Double Feature): every card and both bases, in scenarios.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "games/smashup/determinize.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::sorted;
using test::Table;

using test::distinct;
using test::shuffled;

// ---- the faction

TEST_CASE("[smashup][shapeshifters] the faction has 20 cards: 10 minions of 21 printed power and 10 actions") {
  const auto& faction = faction_def(Faction::Shapeshifters);
  for (const auto& card : faction.cards) CHECK(card.faction == Faction::Shapeshifters);
  const auto totals = test::deck_totals(Faction::Shapeshifters);
  CHECK(totals.minions == 10);
  CHECK(totals.actions == 10);
  CHECK(totals.power == 21);
  CHECK(totals.kinds == 12);
  REQUIRE(faction.bases.size() == 2);
  CHECK(faction.bases[0].slug == "faceless-city");
  CHECK(faction.bases[0].breakpoint == 20);
  CHECK(faction.bases[0].vp == std::array<int, 3>{4, 2, 1});
  CHECK(faction.bases[1].slug == "the-vats");
  CHECK(faction.bases[1].breakpoint == 15);
  CHECK(faction.bases[1].vp == std::array<int, 3>{3, 1, 1});
  CHECK(playable(Faction::Shapeshifters));  // from card edition 3 (Science Fiction Double Feature)
  CHECK_FALSE(playable(Faction::Shapeshifters, 2));
}

// ---- Doppelgänger

TEST_CASE("[smashup][shapeshifters][R-22] Doppelganger destroyed: search the deck for any minion and play it as an "
          "extra, with no pass; the deck is shuffled before its ability") {
  Table t(R"({"seats": [{"deck": ["invader", "splice-as-nice", "king-rex"]}, {"hand": ["laseratops"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "doppelganger", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 1, "phase": "play"}})");
  // Another player's turn: Laseratops destroys it (power 5 is too much), so use Bacta-like direct destroy instead.
  t.effect(1, t.in_hand(1, "laseratops"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("jungle-oasis", "doppelganger"), f);
  });
  CHECK(t.asked() == 0);
  CHECK(sorted(t.options()) == Names{"choose invader", "choose king-rex"});  // any power, minions only, no pass
  t.answer("choose king-rex");
  CHECK(t.options() == Names{"play king-rex jungle-oasis", "play king-rex tar-pits"});
  t.answer("play king-rex jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"doppelganger"});
  CHECK(shuffled(t, 0));
  CHECK(t.asked() == 1);  // back to the active player's turn
}

TEST_CASE("[smashup][shapeshifters] Doppelganger on a scored base: the new minion may not go on the replacement") {
  Table t(R"({"seats": [{"deck": ["invader"]}, {}],
              "bases": [{"base": "the-vats", "minions": [{"card": "doppelganger", "controller": 0},
                                                          {"card": "king-rex", "controller": 0},
                                                          {"card": "laseratops", "controller": 1}]},
                        {"base": "tar-pits"}],
              "base_deck": ["jungle-oasis"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");  // 16 power on The Vats (breakpoint 15): it scores
  CHECK(t.bases() == Names{"jungle-oasis", "tar-pits"});  // the replacement is already in play
  CHECK(t.options() == Names{"choose invader"});
  t.answer("choose invader");
  CHECK(t.options() == Names{"play invader tar-pits"});  // not jungle-oasis, which replaced The Vats
  t.answer("play invader tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"invader"});
  CHECK(t.vp(0) == 3 + 1);  // first place on The Vats, then Invader's VP
}

TEST_CASE("[smashup][shapeshifters] Doppelganger: a found minion that cannot be played anywhere is discarded") {
  Table t(R"({"seats": [{"deck": ["invader"]}, {}],
              "bases": [{"base": "the-vats", "minions": [{"card": "doppelganger", "controller": 0},
                                                          {"card": "invader", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.effect(0, t.on("the-vats", "doppelganger"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("the-vats", "doppelganger"), f);
  });
  t.answer("choose invader");  // The Vats already has an Invader: nowhere to play it
  CHECK(sorted(t.discard(0)) == Names{"doppelganger", "invader"});
  CHECK(t.deck(0).empty());
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][shapeshifters][R-27] Doppelganger returned to hand does nothing; with an empty deck it finds "
          "nothing, its owner still asked") {
  Table t(R"({"seats": [{"hand": ["really"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "doppelganger", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.effect(0, t.on("jungle-oasis", "doppelganger"), [&](Resolver& r, const AbilityFrame& f) {
    r.return_to_hand(t.on("jungle-oasis", "doppelganger"), f);
  });
  CHECK(sorted(t.options()) == Names{"done", "play doppelganger jungle-oasis", "play really"});
  const CardId doppelganger = t.in_hand(0, "doppelganger");
  t.effect(0, doppelganger, [&](Resolver& r, const AbilityFrame&) {
    r.play_minion(0, doppelganger, test::base_id("jungle-oasis"));
  });
  t.effect(0, t.on("jungle-oasis", "doppelganger"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("jungle-oasis", "doppelganger"), f);
  });
  CHECK(t.options() == Names{"pass"});  // nothing to find, and nobody is told so by the asking
  t.answer("pass");
  CHECK(t.discard(0) == Names{"doppelganger"});
  CHECK(t.can("play really"));
}

// ---- G.E.L.F.

TEST_CASE("[smashup][shapeshifters][R-22] G.E.L.F. Talent swaps itself for a minion of power 4 or less from the "
          "deck, played on its base with no pass") {
  Table t(R"({"seats": [{"deck": ["gelf", "king-rex", "mimic", "laseratops", "copycat"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "gelf", "controller": 0}]}, {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use gelf");
  // Not another G.E.L.F., not King Rex (7); Mimic is a 0 in the deck. No pass: the Talent was the choice.
  CHECK(distinct(t.options()) == Names{"choose copycat", "choose laseratops", "choose mimic"});
  t.answer("choose laseratops");  // played on this base at once: nothing more to ask
  CHECK(t.minions_on("jungle-oasis") == Names{"laseratops"});
  CHECK(sorted(t.deck(0)) == Names{"copycat", "gelf", "gelf", "king-rex", "mimic"});  // shuffled in
  CHECK(shuffled(t, 0));
  CHECK_FALSE(t.s.turn.minion_used);
}

TEST_CASE("[smashup][shapeshifters][R-27] G.E.L.F. with no minion to find stays in play; the Talent is spent") {
  Table t(R"({"seats": [{"deck": ["gelf", "king-rex"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "gelf", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use gelf");
  CHECK(t.options() == Names{"pass"});  // the search is asked all the same
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis") == Names{"gelf"});
  CHECK(shuffled(t, 0));
  CHECK_FALSE(t.can("use gelf"));
  CHECK(t.options() == Names{"done"});
}

// ---- Mimic

TEST_CASE("[smashup][shapeshifters] Mimic has the highest printed power in play, then its own modifiers") {
  Table t(R"({"seats": [{"hand": ["splice-as-nice", "mimic"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "mimic", "controller": 0},
                                                              {"card": "war-raptor", "controller": 1},
                                                              {"card": "war-raptor", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "laseratops", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "war-raptor") == 4);  // printed 2, the raptors' +2 not counted for Mimic
  CHECK(t.power_of("jungle-oasis", "mimic") == 4);       // Laseratops's printed 4
  t.answer("play splice-as-nice mimic");
  CHECK(t.power_of("jungle-oasis", "mimic") == 6);
  t.answer("play mimic tar-pits");  // a second Mimic does not feed the first (printed 0)
  CHECK(t.power_of("tar-pits", "mimic") == 4);
  CHECK(t.power_of("jungle-oasis", "mimic") == 6);
  t.effect(0, t.on("tar-pits", "mimic"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("tar-pits", "laseratops"), f);
  });
  CHECK(t.power_of("tar-pits", "mimic") == 2);  // recomputed: the War Raptors' printed 2 is now the highest
}

TEST_CASE("[smashup][shapeshifters] Mimic alone in play has power 0, and is a 0 in the hand") {
  Table t(R"({"seats": [{"hand": ["mimic"]}, {}], "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(printed_power(t.s, t.in_hand(0, "mimic")) == 0);
  t.answer("play mimic jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "mimic") == 0);
}

// ---- Copycat

TEST_CASE("[smashup][shapeshifters] Copycat has another player's minion's Ongoing ability until the end of turn") {
  Table t(R"({"seats": [{"hand": ["copycat"]}, {"deck": ["walker", "walker", "walker"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 1},
                                                              {"card": "copycat", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play copycat jungle-oasis");
  // Its own minions are not offered, only other players'; no pass.
  CHECK(t.options() == Names{"choose warbot"});
  t.answer("choose warbot");
  const CardId copy = t.s.bases[0].minions.back().card;
  CHECK(abilities_def(t.s, copy) == t.s.cards[t.on("jungle-oasis", "warbot")].def);
  CHECK_FALSE(can_affect(t.s, Affect{AffectKind::Destroy, copy}));  // Warbot's "cannot be destroyed"
  CHECK(power(t.s, copy) == 2);  // the ability, not the power
  t.answer("done");
  CHECK(abilities_def(t.s, copy) == t.s.cards[copy].def);  // the copy ended with the turn
  CHECK(can_affect(t.s, Affect{AffectKind::Destroy, copy}));
}

TEST_CASE("[smashup][shapeshifters] Copycat copies a Talent and may use it the same turn; on-play does not fire") {
  Table t(R"({"seats": [{"hand": ["copycat"], "deck": ["zapbot", "king-rex"]},
                        {"hand": [], "deck": []}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "venus-man-trap", "controller": 1},
                                                              {"card": "invader", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play copycat jungle-oasis");
  CHECK(sorted(t.options()) == Names{"choose invader", "choose venus-man-trap"});
  t.answer("choose venus-man-trap");
  CHECK(t.vp(0) == 0);
  t.answer("use copycat");
  CHECK(t.options() == Names{"choose zapbot"});
  t.answer("choose zapbot");  // played on the Copycat's base at once (R-22)
  CHECK(t.minions_on("jungle-oasis") == Names{"venus-man-trap", "invader", "copycat", "zapbot"});
  CHECK_FALSE(t.can("use copycat"));  // once per turn
}

TEST_CASE("[smashup][shapeshifters] Copycat copying Invader gains no VP, and with no other player's minion copies "
          "nothing") {
  {
    Table t(R"({"seats": [{"hand": ["copycat"]}, {}],
                "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1}]}],
                "turn": {"active": 0, "phase": "play"}})");
    t.answer("play copycat jungle-oasis");
    t.answer("choose invader");
    CHECK(t.vp(0) == 0);
    CHECK(t.options() == Names{"done"});
  }
  Table t(R"({"seats": [{"hand": ["copycat"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play copycat jungle-oasis");
  CHECK(t.options() == Names{"done"});  // its own player's Invader is not another player's
  CHECK(t.s.lasting.empty());
}

TEST_CASE("[smashup][shapeshifters] Copycat's copy ends when it leaves play; replayed it is its own again") {
  Table t(R"({"seats": [{"hand": ["copycat"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "armor-stego", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play copycat jungle-oasis");
  t.answer("choose armor-stego");
  const CardId copy = t.on("jungle-oasis", "copycat");
  CHECK(t.s.lasting.size() == 1);
  t.effect(0, copy, [&](Resolver& r, const AbilityFrame& f) { r.return_to_hand(copy, f); });
  CHECK(t.s.lasting.empty());
  t.effect(0, copy, [&](Resolver& r, const AbilityFrame&) { r.play_minion(0, copy, test::base_id("jungle-oasis")); });
  CHECK(t.options() == Names{"choose armor-stego"});
  t.answer("choose armor-stego");
  t.answer("done");
  // On the next player's turn it is a Copycat again: no Armor Stego +2.
  CHECK(t.power_of("jungle-oasis", "copycat") == 2);
}

TEST_CASE("[smashup][shapeshifters][R-24] a Copycat that copied Jumper or Doppelganger uses that ability as it leaves "
          "play that turn") {
  Table jump(R"({"seats": [{"hand": ["copycat"]}, {}],
                 "bases": [{"base": "jungle-oasis", "minions": [{"card": "jumper", "controller": 1}]}],
                 "turn": {"active": 0, "phase": "play"}})");
  jump.answer("play copycat jungle-oasis");
  jump.answer("choose jumper");
  const CardId jumper_copy = jump.on("jungle-oasis", "copycat");
  jump.effect(1, jump.on("jungle-oasis", "jumper"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(jumper_copy, f);
  });
  REQUIRE(jump.asked() == 0);
  CHECK(jump.options() == Names{"yes", "no"});  // Jumper's question, for the Copycat
  jump.answer("yes");
  CHECK(jump.hand(0) == Names{"copycat"});

  Table double_(R"({"seats": [{"hand": ["copycat"], "deck": ["king-rex"]}, {}],
                    "bases": [{"base": "jungle-oasis", "minions": [{"card": "doppelganger", "controller": 1}]}],
                    "turn": {"active": 0, "phase": "play"}})");
  double_.answer("play copycat jungle-oasis");
  double_.answer("choose doppelganger");
  const CardId doppel_copy = double_.on("jungle-oasis", "copycat");
  double_.effect(1, double_.on("jungle-oasis", "doppelganger"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(doppel_copy, f);
  });
  REQUIRE(double_.asked() == 0);
  CHECK(double_.options() == Names{"choose king-rex"});  // Doppelgänger's search, in the Copycat's owner's deck
  double_.answer("choose king-rex");
  double_.answer("play king-rex jungle-oasis");
  CHECK(double_.minions_on("jungle-oasis") == Names{"doppelganger", "king-rex"});
}

// ---- "...Really?"

TEST_CASE("[smashup][shapeshifters][R-22] ...Really? destroys your minion and plays one of that power or less from the "
          "discard pile") {
  Table t(R"({"seats": [{"hand": ["really"], "discard": ["king-rex", "invader", "splice-as-nice"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 0,
                                                               "actions": ["splice-as-nice"]},
                                                              {"card": "warbot", "controller": 0},
                                                              {"card": "ghost", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play really");
  CHECK(t.options() == Names{"choose laseratops"});  // its own only, and Warbot cannot be destroyed; no pass
  t.answer("choose laseratops");
  // Laseratops had 6 power in play (Splice as Nice): King Rex (7) no, Invader yes, Laseratops itself yes.
  CHECK(sorted(t.options()) == Names{"choose invader", "choose laseratops"});
  t.answer("choose invader");
  CHECK(sorted(t.options()) == Names{"play invader jungle-oasis", "play invader tar-pits"});  // no pass
  t.answer("play invader tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"invader"});
  CHECK(t.vp(0) == 1);
  CHECK_FALSE(t.s.turn.minion_used);
}

TEST_CASE("[smashup][shapeshifters] ...Really? with no minion of yours to destroy does nothing") {
  Table t(R"({"seats": [{"hand": ["really"], "discard": ["invader"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play really");
  CHECK(t.options() == Names{"done"});
  CHECK(sorted(t.discard(0)) == Names{"invader", "really"});
}

// ---- Bacta the Future

TEST_CASE("[smashup][shapeshifters] Bacta the Future destroys a minion and its owner may play an extra minion now") {
  Table t(R"({"seats": [{"hand": ["bacta-the-future"]}, {"hand": ["zapbot", "king-rex"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bacta-the-future");
  CHECK(t.options() == Names{"choose laseratops"});
  t.answer("choose laseratops");
  CHECK(t.asked() == 1);
  CHECK(sorted(t.options()) == Names{"pass", "play king-rex jungle-oasis", "play zapbot jungle-oasis"});
  t.answer("play king-rex jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(t.asked() == 0);
}

TEST_CASE("[smashup][shapeshifters] Bacta the Future: the owner may pass, and a protected minion is not offered") {
  Table t(R"({"seats": [{"hand": ["bacta-the-future"]}, {"hand": ["zapbot"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 1},
                                                              {"card": "warbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bacta-the-future");
  CHECK(t.options() == Names{"choose laseratops"});
  t.answer("choose laseratops");
  t.answer("pass");
  CHECK(t.hand(1) == Names{"zapbot"});
  CHECK(t.asked() == 0);
}

TEST_CASE("[smashup][shapeshifters][R-27] Bacta the Future asks the owner even when their hand holds no minion") {
  Table t(R"({"seats": [{"hand": ["bacta-the-future"]}, {"hand": ["howl"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play bacta-the-future");
  t.answer("choose laseratops");
  // Asking only a hand with a minion would tell Player 1 what Player 2 holds.
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
  CHECK(t.asked() == 0);
}

// ---- Cellular Bonding

TEST_CASE("[smashup][shapeshifters] Cellular Bonding takes an attached action's abilities and keeps them") {
  Table t(R"({"seats": [{"hand": ["cellular-bonding", "disenchant"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                              {"card": "laseratops", "controller": 1,
                                                               "actions": ["upgrade"]}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play cellular-bonding ghost");
  CHECK(t.options() == Names{"choose upgrade"});  // no pass, and not itself
  t.answer("choose upgrade");
  CHECK(t.power_of("jungle-oasis", "ghost") == 4);  // Upgrade's +2 on its own minion
  t.answer("play disenchant");
  t.answer("choose upgrade");
  CHECK(t.power_of("jungle-oasis", "laseratops") == 4);
  CHECK(t.power_of("jungle-oasis", "ghost") == 4);  // kept after the original left play
}

TEST_CASE("[smashup][shapeshifters] Cellular Bonding with no action on a minion is discarded having done nothing") {
  Table t(R"({"seats": [{"hand": ["cellular-bonding"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0}],
                         "actions": [{"card": "sleep-spores", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play cellular-bonding ghost");
  CHECK(t.options() == Names{"done"});  // an action on a base is not on a minion
  CHECK(t.discard(0) == Names{"cellular-bonding"});
  CHECK(t.actions_on("jungle-oasis") == Names{"sleep-spores"});
}

TEST_CASE("[smashup][shapeshifters] Cellular Bonding copying Shell Game makes its own minion indestructible") {
  Table t(R"({"seats": [{"hand": ["cellular-bonding"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                              {"card": "laseratops", "controller": 1,
                                                               "actions": [{"card": "shell-game", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play cellular-bonding ghost");
  t.answer("choose shell-game");
  CHECK_FALSE(can_affect(t.s, Affect{AffectKind::Destroy, t.on("jungle-oasis", "ghost")}));
}

// ---- Genetic Shift

TEST_CASE("[smashup][shapeshifters] Genetic Shift: +1 on each of your minions until the end of the turn") {
  Table t(R"({"seats": [{"hand": ["genetic-shift"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                              {"card": "laseratops", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "invader", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play genetic-shift");
  CHECK(sorted(t.options()) == Names{"no", "yes"});
  t.answer("yes");
  CHECK(t.power_of("jungle-oasis", "ghost") == 3);
  CHECK(t.power_of("tar-pits", "invader") == 4);
  CHECK(t.power_of("jungle-oasis", "laseratops") == 4);
  t.answer("done");
  CHECK(t.power_of("jungle-oasis", "ghost") == 2);
}

TEST_CASE("[smashup][shapeshifters] Genetic Shift: +3 on one of your minions") {
  Table t(R"({"seats": [{"hand": ["genetic-shift"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                              {"card": "laseratops", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "invader", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play genetic-shift");
  t.answer("no");
  CHECK(t.options() == Names{"choose ghost", "choose invader"});  // no pass, only its own
  t.answer("choose ghost");
  CHECK(t.power_of("jungle-oasis", "ghost") == 5);
  CHECK(t.power_of("tar-pits", "invader") == 3);
}

// ---- Mitosis

TEST_CASE("[smashup][shapeshifters][R-22] Mitosis plays a namesake of one of your minions from the hand as an extra, "
          "with no pass") {
  Table t(R"({"seats": [{"hand": ["mitosis", "copycat", "ghost", "laseratops"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                              {"card": "warbot", "controller": 0},
                                                              {"card": "laseratops", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play mitosis");
  CHECK(t.options() == Names{"choose ghost"});  // Warbot has no namesake in hand; Laseratops is not its player's
  t.answer("choose ghost");
  CHECK(sorted(t.options()) == Names{"play ghost jungle-oasis", "play ghost tar-pits"});
  t.answer("play ghost tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"ghost"});
  CHECK_FALSE(t.s.turn.minion_used);
}

TEST_CASE("[smashup][shapeshifters][R-27] Mitosis with no namesake in hand does nothing; its player is asked all the "
          "same") {
  Table t(R"({"seats": [{"hand": ["mitosis", "ghost"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "warbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play mitosis");
  CHECK(t.options() == Names{"pass"});
  t.answer("pass");
  CHECK(sorted(t.options()) == Names{"done", "play ghost jungle-oasis"});
  CHECK(t.discard(0) == Names{"mitosis"});
}

// ---- Shell Game, Splice as Nice

TEST_CASE("[smashup][shapeshifters] Shell Game: that minion cannot be destroyed, by its own player either") {
  Table t(R"({"seats": [{"hand": ["shell-game", "really"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play shell-game ghost");
  CHECK_FALSE(can_affect(t.s, Affect{AffectKind::Destroy, t.on("jungle-oasis", "ghost")}));
  CHECK(can_affect(t.s, Affect{AffectKind::Move, t.on("jungle-oasis", "ghost")}));
  t.answer("play really");
  CHECK(t.options() == Names{"done"});  // nothing of its own it may destroy
  CHECK(t.minions_on("jungle-oasis") == Names{"ghost"});
}

TEST_CASE("[smashup][shapeshifters] Splice as Nice gives +2 to the minion it is on, anyone's") {
  Table t(R"({"seats": [{"hand": ["splice-as-nice"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                              {"card": "laseratops", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play splice-as-nice ghost"));
  t.answer("play splice-as-nice laseratops");
  CHECK(t.power_of("jungle-oasis", "laseratops") == 6);
  CHECK(t.power_of("jungle-oasis", "ghost") == 2);
}

// ---- Transmogrify

TEST_CASE("[smashup][R-11][R-22] Transmogrify plays a minion of the destroyed one's power in play or less, on any "
          "base, with no pass") {
  Table t(R"({"seats": [{"hand": ["transmogrify"], "deck": ["king-rex", "laseratops", "mimic", "shell-game"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0,
                                                               "actions": ["splice-as-nice"]}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play transmogrify");
  t.answer("choose ghost");
  // Ghost had 4 in play: Laseratops (4) and Mimic (0 in the deck), not King Rex; no pass.
  CHECK(sorted(t.options()) == Names{"choose laseratops", "choose mimic"});
  t.answer("choose laseratops");
  CHECK(sorted(t.options()) == Names{"play laseratops jungle-oasis", "play laseratops tar-pits"});
  t.answer("play laseratops tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"laseratops"});
  CHECK(shuffled(t, 0));
  CHECK_FALSE(t.s.turn.minion_used);
}

TEST_CASE("[smashup][shapeshifters] Transmogrify on Doppelganger: both abilities happen, Doppelganger's first") {
  Table t(R"({"seats": [{"hand": ["transmogrify"], "deck": ["king-rex", "invader"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "doppelganger", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play transmogrify");
  t.answer("choose doppelganger");
  CHECK(t.prompt().find("Doppelg") != std::string::npos);
  t.answer("choose king-rex");  // Doppelgänger may take any minion
  t.answer("play king-rex jungle-oasis");
  CHECK(t.options() == Names{"choose invader"});  // then Transmogrify: power 5 or less
  t.answer("choose invader");
  t.answer("play invader jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "invader"});
}

// ---- Faceless City

TEST_CASE("[smashup][shapeshifters] Faceless City: the first minion played here each turn fetches a namesake") {
  Table t(R"({"seats": [{"hand": ["ghost", "zapbot"], "deck": ["zapbot", "ghost", "ghost", "invader"]}, {}],
              "bases": [{"base": "faceless-city"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play ghost faceless-city");
  CHECK(t.prompt().find("Ghost") != std::string::npos);  // Ghost's own ability first (may discard): pass
  t.answer("pass");
  CHECK(distinct(t.options()) == Names{"choose ghost"});  // no pass: mandatory in the original printing
  t.answer("choose ghost");
  CHECK(sorted(t.hand(0)) == Names{"ghost", "zapbot"});
  CHECK(shuffled(t, 0));
  t.answer("play zapbot faceless-city");  // the second minion this turn: nothing fetched
  CHECK(t.hand(0) == Names{"ghost"});
}

TEST_CASE("[smashup][shapeshifters][R-27] Faceless City with no namesake in the deck still asks, then shuffles it") {
  Table t(R"({"seats": [{"hand": ["invader"], "deck": ["ghost"]}, {}],
              "bases": [{"base": "faceless-city"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play invader faceless-city");
  CHECK(t.options() == Names{"pass"});  // the search is seen; what it finds is not
  t.answer("pass");
  CHECK(t.options() == Names{"done"});
  CHECK(t.hand(0).empty());
  CHECK(shuffled(t, 0));
}

TEST_CASE("[smashup][shapeshifters][R-26] Faceless City answers the first minion each player plays there in a turn") {
  Table t(R"({"seats": [{"hand": ["zapbot", "bacta-the-future"], "deck": ["zapbot", "invader"]},
                        {"hand": ["ghost"], "deck": ["ghost", "invader"]}],
              "bases": [{"base": "faceless-city"},
                        {"base": "tar-pits", "minions": [{"card": "war-raptor", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play zapbot faceless-city");
  t.answer("choose zapbot");
  CHECK(t.hand(0) == Names{"bacta-the-future", "zapbot"});
  t.answer("play bacta-the-future");
  t.answer("choose war-raptor");
  REQUIRE(t.asked() == 1);  // the destroyed minion's owner may play an extra minion
  t.answer("play ghost faceless-city");
  REQUIRE(t.asked() == 1);  // Player 2's first minion there this turn: their own search
  CHECK(t.options() == Names{"choose ghost"});
  t.answer("choose ghost");
  CHECK(t.hand(1) == Names{"ghost"});
}

// ---- The Vats

TEST_CASE("[smashup][shapeshifters] The Vats: no minion may be played here while one of the same name is here") {
  Table t(R"({"seats": [{"hand": ["ghost", "zapbot"]}, {}],
              "bases": [{"base": "the-vats", "minions": [{"card": "ghost", "controller": 1}]}, {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play ghost the-vats"));
  CHECK(t.can("play ghost tar-pits"));
  CHECK(t.can("play zapbot the-vats"));
  t.answer("play zapbot the-vats");
  CHECK(t.minions_on("the-vats") == Names{"ghost", "zapbot"});
}

TEST_CASE("[smashup][shapeshifters] The Vats does not stop a namesake moved there") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "the-vats", "minions": [{"card": "ghost", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "ghost", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.effect(0, t.on("tar-pits", "ghost"), [&](Resolver& r, const AbilityFrame& f) {
    r.move(t.on("tar-pits", "ghost"), test::base_id("the-vats"), f);
  });
  CHECK(t.minions_on("the-vats") == Names{"ghost", "ghost"});
}

// ---- engine vocabulary the faction added

TEST_CASE("[smashup][shapeshifters] vocabulary: an attached action given another card's abilities answers with them") {
  Table t(R"({"seats": [{}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0,
                                                               "actions": ["splice-as-nice"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  DefId upgrade = kNoDef;
  REQUIRE(find_card_def("upgrade", upgrade));
  const CardId splice = t.s.bases[0].actions.front().card;
  t.effect(0, splice, [&](Resolver& r, const AbilityFrame&) { r.give_abilities(splice, upgrade); });
  CHECK(abilities_def(t.s, splice) == upgrade);
  CHECK(t.power_of("jungle-oasis", "ghost") == 4);  // Upgrade's +2, not Splice's
  t.effect(0, splice, [&](Resolver& r, const AbilityFrame&) { r.give_abilities(splice, kNoDef); });
  CHECK(t.power_of("jungle-oasis", "ghost") == 4);  // its own +2 again
  CHECK(abilities_def(t.s, splice) == t.s.cards[splice].def);
}

// ---- with the core set and Awesome Level 9000

TEST_CASE("[smashup][shapeshifters][interaction] Copycat copies a minion other players' cards cannot affect") {
  Table t(R"({"seats": [{"hand": ["copycat"]}, {"hand": ["ghost"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "laseratops", "controller": 1,
                                                               "actions": ["incorporeal"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play copycat jungle-oasis");
  CHECK(t.options() == Names{"choose laseratops"});  // choosing to copy does not affect it
  t.answer("choose laseratops");
  CHECK(abilities_def(t.s, t.on("jungle-oasis", "copycat")) == t.s.cards[t.on("jungle-oasis", "laseratops")].def);
}

TEST_CASE("[smashup][shapeshifters][interaction] Copycat copying Haunting gets its +3 while its player's hand is "
          "small") {
  Table t(R"({"seats": [{"hand": ["copycat", "ghost", "ghost", "ghost"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "haunting", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play copycat jungle-oasis");
  t.answer("choose haunting");
  CHECK(t.power_of("jungle-oasis", "copycat") == 2);  // three cards in hand
  t.effect(0, t.on("jungle-oasis", "copycat"), [&](Resolver& r, const AbilityFrame&) {
    r.discard_from_hand(0, t.in_hand(0, "ghost"));
  });
  CHECK(t.power_of("jungle-oasis", "copycat") == 5);
}

TEST_CASE("[smashup][shapeshifters][interaction] Copycat copying Buccaneer moves away instead of being destroyed") {
  Table t(R"({"seats": [{"hand": ["copycat"]}, {"hand": ["bacta-the-future"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "buccaneer", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play copycat jungle-oasis");
  t.answer("choose buccaneer");
  t.effect(1, t.in_hand(1, "bacta-the-future"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("jungle-oasis", "copycat"), f);
  });
  CHECK(t.prompt().find("Buccaneer") != std::string::npos);
  t.answer("choose tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"copycat"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][shapeshifters][interaction] Mimic matches King Rex and keeps Upgrade's +2 on top") {
  Table t(R"({"seats": [{"hand": ["upgrade"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "mimic", "controller": 0},
                                                              {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "mimic") == 7);
  t.answer("play upgrade mimic");
  CHECK(t.power_of("jungle-oasis", "mimic") == 9);
}

TEST_CASE("[smashup][shapeshifters][interaction] Transmogrify on a Mimic uses its power in play (R-11)") {
  Table t(R"({"seats": [{"hand": ["transmogrify"], "deck": ["king-rex", "ghost"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "mimic", "controller": 0},
                                                              {"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play transmogrify");
  t.answer("choose mimic");
  CHECK(sorted(t.options()) == Names{"choose ghost", "choose king-rex"});  // Mimic was 7
  t.answer("choose king-rex");
  t.answer("play king-rex jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "king-rex"});
}

TEST_CASE("[smashup][shapeshifters][interaction] Doppelganger saved by Escape Hatch goes to the hand and "
          "searches nothing") {
  Table t(R"({"seats": [{"deck": ["invader"]}, {"hand": ["bacta-the-future"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "doppelganger", "controller": 0}],
                         "actions": [{"card": "escape-hatch", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.effect(1, t.in_hand(1, "bacta-the-future"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("jungle-oasis", "doppelganger"), f);
  });
  CHECK(t.hand(0) == Names{"doppelganger"});
  CHECK(t.deck(0) == Names{"invader"});
  CHECK(sorted(t.options()) == Names{"done", "play doppelganger jungle-oasis"});
}

TEST_CASE("[smashup][shapeshifters][interaction] Doppelganger destroyed on Tar Pits goes under the deck and "
          "searches nothing") {
  Table t(R"({"seats": [{"deck": ["invader"]}, {"hand": ["bacta-the-future"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "doppelganger", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.effect(1, t.in_hand(1, "bacta-the-future"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("tar-pits", "doppelganger"), f);
  });
  CHECK(t.deck(0) == Names{"invader", "doppelganger"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][shapeshifters][interaction] Laseratops cannot pick a minion under Shell Game") {
  Table t(R"({"seats": [{"hand": ["laseratops"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 1,
                                                               "actions": [{"card": "shell-game", "controller": 1}]},
                                                              {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play laseratops jungle-oasis");
  CHECK(t.options() == Names{"choose zapbot"});
}

TEST_CASE("[smashup][shapeshifters][interaction] Cellular Bonding copying Poison gives its own minion -4") {
  Table t(R"({"seats": [{"hand": ["cellular-bonding"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1,
                                                               "actions": [{"card": "splice-as-nice",
                                                                            "controller": 0}]},
                                                              {"card": "laseratops", "controller": 0,
                                                               "actions": [{"card": "poison", "controller": 1}]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play cellular-bonding king-rex");
  CHECK(sorted(t.options()) == Names{"choose poison", "choose splice-as-nice"});
  t.answer("choose poison");
  CHECK(t.power_of("jungle-oasis", "king-rex") == 7 + 2 - 4);  // Poison's on-play (destroy actions) did not run
  CHECK(sorted(t.actions_on("jungle-oasis")) == Names{"cellular-bonding", "poison", "splice-as-nice"});
}

TEST_CASE("[smashup][shapeshifters][interaction] G.E.L.F. fetching Zapbot: Zapbot's own ability fires") {
  Table t(R"({"seats": [{"deck": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "gelf", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("use gelf");
  t.answer("choose zapbot");
  REQUIRE(t.s.turn.extras.size() == 1);
  CHECK(t.s.turn.extras.front().max_power == 2);
  CHECK(t.deck(0) == Names{"gelf"});
}

TEST_CASE("[smashup][shapeshifters][interaction] The Vats: a player who infiltrated it may play a namesake there") {
  Table t(R"({"seats": [{"hand": ["infiltrate", "ghost"]}, {}],
              "bases": [{"base": "the-vats", "minions": [{"card": "ghost", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play ghost the-vats"));
  t.answer("play infiltrate the-vats");
  CHECK(t.can("play ghost the-vats"));
}

TEST_CASE("[smashup][shapeshifters][interaction] Faceless City under Jammed Signal fetches nothing") {
  Table t(R"({"seats": [{"hand": ["ghost"], "deck": ["ghost"]}, {}],
              "bases": [{"base": "faceless-city", "actions": [{"card": "jammed-signal", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ghost faceless-city");  // an empty hand: Ghost asks nothing
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0) == Names{"ghost"});
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][shapeshifters][interaction] Faceless City before it scores: a Hidden Ninja's player fetches too") {
  Table t(R"({"seats": [{}, {"hand": ["hidden-ninja"], "deck": ["tiger-assassin", "shinobi", "tiger-assassin"]}],
              "bases": [{"base": "faceless-city", "minions": [{"card": "king-rex", "controller": 0},
                                                               {"card": "king-rex", "controller": 0},
                                                               {"card": "king-rex", "controller": 0},
                                                               {"card": "ghost", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.effect(1, t.on("faceless-city", "ghost"), [&](Resolver& r, const AbilityFrame&) {
    r.take_into_hand(t.s.seats[1].deck.back());  // the top Tiger Assassin, to play with Hidden Ninja
  });
  t.answer("done");  // 23 power of 20: before it scores, player 2 plays Hidden Ninja
  CHECK(t.asked() == 1);
  t.answer("use hidden-ninja");
  t.answer("play tiger-assassin faceless-city");
  t.answer("pass");  // Tiger Assassin's own ability
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose tiger-assassin"});  // the first minion played there this turn
  t.answer("choose tiger-assassin");
  CHECK(t.hand(1) == Names{"tiger-assassin"});
  CHECK(shuffled(t, 1));
}

// ---- hidden information (R-4)

TEST_CASE("[smashup][R-4] Doppelganger's search is seen by its player alone, the found minion by all") {
  Table t(R"({"seats": [{"deck": ["invader", "king-rex", "ghost"]}, {"hand": ["bacta-the-future"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "doppelganger", "controller": 0}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.effect(1, t.in_hand(1, "bacta-the-future"), [&](Resolver& r, const AbilityFrame& f) {
    r.destroy(t.on("jungle-oasis", "doppelganger"), f);
  });
  const auto& deck = t.s.seats[0].deck;
  CHECK(pinned_cards(t.s, 0)[deck[0]]);        // the searching player's own options
  CHECK_FALSE(pinned_cards(t.s, 1)[deck[0]]);  // another player does not see the deck
  t.answer("choose king-rex");
  CHECK(t.options() == Names{"play king-rex jungle-oasis", "play king-rex tar-pits"});  // R-22: no pass
  for (CardId c : t.s.seats[0].deck)
    CHECK(pinned_cards(t.s, 1)[c] == (def_of(t.s, c).name == "King Rex"));  // shown to everyone, the rest hidden
}

TEST_CASE("[smashup][R-10] Faceless City: a player who infiltrated it may skip the search") {
  Table t(R"({"seats": [{"hand": ["infiltrate", "invader"], "deck": ["invader"]}, {}],
              "bases": [{"base": "faceless-city"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate faceless-city");
  t.answer("play invader faceless-city");
  CHECK(sorted(t.options()) == Names{"no", "yes"});
  t.answer("yes");  // ignore it
  CHECK(t.hand(0).empty());
  CHECK(t.deck(0) == Names{"invader"});
}
