// Ghosts (Awesome Level 9000): every card and both bases, then how they meet core-set cards.
#include <algorithm>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

TEST_CASE("[smashup][ghosts] the faction has 20 cards: 10 minions of total power 28, 10 actions, and 2 bases") {
  const auto* f = find_faction("ghosts");
  REQUIRE(f != nullptr);
  const auto totals = test::deck_totals(f->faction);
  CHECK(totals.minions == 10);
  CHECK(totals.actions == 10);
  CHECK(totals.power == 28);
  CHECK(totals.kinds == 12);
  CHECK(f->bases.size() == 2);
  CHECK(playable(Faction::Ghosts));  // from card edition 2 (Awesome Level 9000)
  CHECK_FALSE(playable(Faction::Ghosts, 1));
}

// ---- Spectre

TEST_CASE("[smashup][ghosts] Spectre may be played from the discard pile with the minion play, holding 2 cards or fewer") {
  Table t(R"({"seats": [{"hand": ["ghost", "shady-deal"], "discard": ["spectre"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play spectre jungle-oasis"));
  t.answer("play spectre jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"spectre"});
  CHECK(t.discard(0).empty());
  CHECK_FALSE(t.can("play ghost jungle-oasis"));  // it used the turn's minion play
}

TEST_CASE("[smashup][ghosts] Spectre stays in the discard pile while its owner holds 3 cards") {
  Table t(R"({"seats": [{"hand": ["ghost", "shady-deal", "seance"], "discard": ["spectre"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play spectre jungle-oasis"));
  t.answer("play ghost jungle-oasis");
  t.answer("pass");
  CHECK_FALSE(t.can("play spectre jungle-oasis"));  // 2 in hand now, but the minion play is used
}

TEST_CASE("[smashup][ghosts] Spectre needs a minion play: not after the turn's minion, yes with Ghostly Arrival's") {
  Table t(R"({"seats": [{"hand": ["ghostly-arrival"], "discard": ["spectre"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  CHECK_FALSE(t.can("play spectre jungle-oasis"));
  t.answer("play ghostly-arrival");
  t.answer("play spectre jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"spectre"});
}

TEST_CASE("[smashup][ghosts] Spectre keeps an extra's limits: The Homeworld's power 2 extra cannot bring it back") {
  Table t(R"({"seats": [{"hand": ["ghost"], "discard": ["spectre"]}, {}],
              "bases": [{"base": "the-homeworld"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ghost the-homeworld");  // the hand is empty now: Ghost asks nothing
  CHECK_FALSE(t.can("play spectre the-homeworld"));
  CHECK(t.options() == Names{"done"});
}

// ---- Haunting

TEST_CASE("[smashup][ghosts] Haunting has +3 power while its controller holds 2 cards or fewer, on any turn") {
  Table t(R"({"seats": [{"hand": ["ghost", "seance", "shady-deal"], "deck": ["spirit", "spirit"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "haunting", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("jungle-oasis", "haunting") == 3);
  t.answer("play shady-deal");
  CHECK(t.power_of("jungle-oasis", "haunting") == 6);
  t.answer("done");  // draws 2: four cards, on the next player's turn
  CHECK(t.s.turn.active == 1);
  CHECK(t.power_of("jungle-oasis", "haunting") == 3);
}

TEST_CASE("[smashup][ghosts] Haunting cannot be affected by other players' cards while its hand is small") {
  Table t(R"({"seats": [{"hand": ["ninja-master", "poison"]}, {"hand": ["ghost", "ghost"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "haunting", "controller": 1},
                                                             {"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play poison haunting"));
  t.answer("play ninja-master jungle-oasis");
  CHECK(t.options() == Names{"choose ninja-master", "choose zapbot", "pass"});
}

TEST_CASE("[smashup][ghosts] Haunting is affected by other players' cards once its controller holds 3 cards") {
  Table t(R"({"seats": [{"hand": ["ninja-master"]}, {"hand": ["ghost", "ghost", "ghost"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "haunting", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ninja-master jungle-oasis");
  t.answer("choose haunting");
  CHECK(t.discard(1) == Names{"haunting"});
}

TEST_CASE("[smashup][ghosts] Haunting is not guarded from its own controller's cards") {
  Table t(R"({"seats": [{"hand": ["spirit", "ghost", "ghost", "ghost"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "haunting", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spirit jungle-oasis");
  CHECK(t.can("choose haunting"));
}

// ---- Spirit

TEST_CASE("[smashup][ghosts] Spirit discards as many cards as the chosen minion's power to destroy it") {
  Table t(R"({"seats": [{"hand": ["spirit", "ghost", "seance", "shady-deal"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spirit jungle-oasis");
  CHECK(t.options() == Names{"choose spirit", "choose zapbot"});  // any minion, its own self included; no pass
  t.answer("choose zapbot");
  t.answer("yes");
  CHECK(t.options() == Names{"choose ghost", "choose seance", "choose shady-deal"});
  t.answer("choose seance");
  t.answer("choose ghost");
  CHECK(t.hand(0) == Names{"shady-deal"});
  CHECK(t.discard(0) == Names{"seance", "ghost"});
  CHECK(t.minions_on("jungle-oasis") == Names{"spirit"});
  CHECK(t.discard(1) == Names{"zapbot"});
}

TEST_CASE("[smashup][ghosts] Spirit's discard is a may: saying no keeps the hand and the minion") {
  Table t(R"({"seats": [{"hand": ["spirit", "ghost", "seance"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spirit jungle-oasis");
  t.answer("choose zapbot");
  t.answer("no");
  CHECK(t.hand(0) == Names{"ghost", "seance"});
  CHECK(t.minions_on("jungle-oasis") == Names{"zapbot", "spirit"});
}

TEST_CASE("[smashup][ghosts] Spirit cannot destroy a minion stronger than the hand it could discard") {
  Table t(R"({"seats": [{"hand": ["spirit", "ghost", "seance"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spirit jungle-oasis");
  t.answer("choose king-rex");  // power 7, two cards in hand: nothing is asked
  CHECK(t.options() == Names{"play seance", "done"});
  CHECK(t.hand(0) == Names{"ghost", "seance"});
}

TEST_CASE("[smashup][ghosts] Spirit discarding the whole hand asks no card, and never offers a Warbot") {
  Table t(R"({"seats": [{"hand": ["spirit", "ghost", "seance"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1},
                                                             {"card": "warbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spirit jungle-oasis");
  CHECK(t.options() == Names{"choose spirit", "choose zapbot"});
  t.answer("choose zapbot");
  t.answer("yes");
  CHECK(t.hand(0).empty());
  CHECK(t.minions_on("jungle-oasis") == Names{"warbot", "spirit"});
}

// ---- Ghost

TEST_CASE("[smashup][ghosts] Ghost may discard one card from its player's hand") {
  Table t(R"({"seats": [{"hand": ["ghost", "seance", "shady-deal"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ghost jungle-oasis");
  CHECK(t.options() == Names{"choose seance", "choose shady-deal", "pass"});
  t.answer("choose shady-deal");
  CHECK(t.hand(0) == Names{"seance"});
  CHECK(t.discard(0) == Names{"shady-deal"});
}

TEST_CASE("[smashup][ghosts] Ghost's discard may be passed, and asks nothing with an empty hand") {
  Table t(R"({"seats": [{"hand": ["ghost", "ghost"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play",
              "extras": [{"type": "minion"}]}})");
  t.answer("play ghost jungle-oasis");
  CHECK(t.options() == Names{"choose ghost", "pass"});
  t.answer("pass");
  CHECK(t.hand(0) == Names{"ghost"});
  t.answer("play ghost jungle-oasis");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"ghost", "ghost"});
}

// ---- Across the Divide

TEST_CASE("[smashup][ghosts] Across the Divide takes any number of minions of the named title from the discard pile") {
  Table t(R"({"seats": [{"hand": ["across-the-divide"], "discard": ["ghost", "spirit", "ghost", "ghost", "seance"]},
                        {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play across-the-divide");
  // Minions only, one option per card.
  CHECK(t.options() == Names{"choose ghost", "choose spirit", "choose ghost", "choose ghost", "pass"});
  t.answer(t.full_options().front());
  CHECK(t.options() == Names{"choose ghost", "choose ghost", "pass"});  // only that title now
  t.answer(t.full_options().front());
  t.answer("pass");  // the third Ghost stays
  CHECK(t.hand(0) == Names{"ghost", "ghost"});
  CHECK(t.discard(0) == Names{"spirit", "ghost", "seance", "across-the-divide"});
}

TEST_CASE("[smashup][ghosts] Across the Divide may take nothing") {
  Table t(R"({"seats": [{"hand": ["across-the-divide"], "discard": ["spirit"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play across-the-divide");
  t.answer("pass");
  CHECK(t.hand(0).empty());
  CHECK(t.discard(0) == Names{"spirit", "across-the-divide"});
}

TEST_CASE("[smashup][ghosts] Across the Divide with no minion in the discard pile asks nothing") {
  Table t(R"({"seats": [{"hand": ["across-the-divide"], "discard": ["seance"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play across-the-divide");
  CHECK(t.options() == Names{"done"});
  CHECK(t.discard(0) == Names{"seance", "across-the-divide"});
}

// ---- Door to the Beyond

TEST_CASE("[smashup][ghosts] Door to the Beyond gives your minions on its base +2 while you hold 2 cards or fewer") {
  Table t(R"({"seats": [{"hand": ["door-to-the-beyond", "ghost", "seance", "shady-deal"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}]},
                        {"base": "tar-pits", "minions": [{"card": "spirit", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play door-to-the-beyond jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "ghost") == 2);  // 3 cards in hand
  t.answer("play shady-deal");
  CHECK(t.power_of("jungle-oasis", "ghost") == 4);
  CHECK(t.power_of("jungle-oasis", "zapbot") == 2);  // another player's minion
  CHECK(t.power_of("tar-pits", "spirit") == 3);      // another base
}

TEST_CASE("[smashup][ghosts] Door to the Beyond counts while the base scores on another player's turn") {
  Table t(R"({"seats": [{"hand": []}, {"hand": []}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                             {"card": "spirit", "controller": 1},
                                                             {"card": "zapbot", "controller": 1},
                                                             {"card": "zapbot", "controller": 1},
                                                             {"card": "ghost", "controller": 0}],
                         "actions": [{"card": "door-to-the-beyond", "controller": 0}]}],
              "turn": {"active": 1, "phase": "play"}})");
  CHECK(t.total("jungle-oasis") == 4 + 3 + 2 + 2 + 4);
  t.answer("done");
  CHECK(t.vp(0) == 2);  // 8 to 7: first place on Jungle Oasis (2/0/0); without the Door it would be 4 to 7
  CHECK(t.vp(1) == 0);
}

// ---- Ghostly Arrival

TEST_CASE("[smashup][ghosts] Ghostly Arrival gives an extra minion and an extra action, each optional") {
  Table t(R"({"seats": [{"hand": ["ghostly-arrival", "ghost", "spirit", "shady-deal"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ghostly-arrival");
  t.answer("play ghost jungle-oasis");
  t.answer("pass");
  t.answer("play spirit jungle-oasis");
  t.answer("choose ghost");  // power 2, one card in hand: Spirit cannot pay
  CHECK(t.can("play shady-deal"));  // the extra action is still there, and may be left unused
  CHECK(t.can("done"));
  CHECK(t.minions_on("jungle-oasis") == Names{"ghost", "spirit"});
}

// ---- Incorporeal

TEST_CASE("[smashup][ghosts] Incorporeal goes on one of your minions; other players' cards cannot affect it") {
  Table t(R"({"seats": [{"hand": ["incorporeal"]}, {"hand": ["tiger-assassin", "upgrade"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.options() == Names{"play incorporeal ghost", "done"});
  t.answer("play incorporeal ghost");
  t.answer("done");
  CHECK_FALSE(t.can("play upgrade ghost"));
  t.answer("play tiger-assassin jungle-oasis");
  CHECK(t.options() == Names{"choose zapbot", "pass"});
}

TEST_CASE("[smashup][ghosts] Incorporeal does not guard its minion from its own player's cards") {
  Table t(R"({"seats": [{"hand": ["spirit", "ghost", "ghost"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0,
                                                              "actions": ["incorporeal"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play spirit jungle-oasis");
  t.answer("choose ghost");
  t.answer("yes");
  CHECK(t.minions_on("jungle-oasis") == Names{"spirit"});
  CHECK(t.discard(0) == Names{"ghost", "ghost", "incorporeal", "ghost"});
}

// ---- Make Contact

TEST_CASE("[smashup][ghosts] Make Contact can be played only as the last card in hand") {
  Table t(R"({"seats": [{"hand": ["make-contact", "ghost"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play make-contact zapbot"));
  CHECK(play_refusal(t.s, t.in_hand(0, "make-contact")).find("cannot be played now") != std::string::npos);
  t.answer("play ghost jungle-oasis");
  t.answer("pass");  // Ghost's optional discard
  CHECK(t.can("play make-contact zapbot"));
  CHECK(t.can("play make-contact ghost"));  // any minion, even its own player's
}

TEST_CASE("[smashup][ghosts] Make Contact: you control the minion it is on, and its power scores for you") {
  Table t(R"({"seats": [{"hand": ["make-contact"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                             {"card": "ghost", "controller": 0},
                                                             {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play make-contact king-rex");
  CHECK(t.controller("jungle-oasis", "king-rex") == 0);
  CHECK(t.s.seats[0].hand.empty());
  t.answer("done");  // 7 + 2 + 2 = 11 < 12: nothing scores; control outlasts the turn
  CHECK(t.controller("jungle-oasis", "king-rex") == 0);
  t.answer("done");
  CHECK(t.controller("jungle-oasis", "king-rex") == 0);
}

TEST_CASE("[smashup][ghosts] Make Contact's minion counts for its new controller when the base scores") {
  Table t(R"({"seats": [{"hand": ["make-contact"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                             {"card": "ghost", "controller": 0},
                                                             {"card": "zapbot", "controller": 1},
                                                             {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play make-contact king-rex");
  t.answer("done");
  CHECK(t.vp(0) == 2);  // King Rex 7 + Ghost 2 beat two Zapbots 4
  CHECK(t.vp(1) == 0);
  CHECK(t.discard(1) == Names{"king-rex", "zapbot", "zapbot"});  // to its owner's discard pile
}

// ---- Séance

TEST_CASE("[smashup][ghosts] Séance draws up to 5 cards when its player holds 2 or fewer others") {
  Table t(R"({"seats": [{"hand": ["seance", "ghost", "spirit"],
                         "deck": ["zapbot", "warbot", "invader", "scout", "probe"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play seance");
  CHECK(t.hand(0) == Names{"ghost", "spirit", "zapbot", "warbot", "invader"});
}

TEST_CASE("[smashup][ghosts] Séance draws nothing when its player holds 3 other cards") {
  Table t(R"({"seats": [{"hand": ["seance", "ghost", "spirit", "shady-deal"], "deck": ["zapbot"]}, {}],
              "bases": [{"base": "jungle-oasis"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play seance");
  CHECK(t.hand(0) == Names{"ghost", "spirit", "shady-deal"});
  CHECK(t.deck(0) == Names{"zapbot"});
}

// ---- Shady Deal

TEST_CASE("[smashup][ghosts] Shady Deal gains 1 VP with 2 or fewer other cards in hand, none with 3") {
  Table t(R"({"seats": [{"hand": ["shady-deal", "shady-deal", "ghost", "spirit"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play shady-deal");  // 3 others
  CHECK(t.vp(0) == 0);
  t.answer("play shady-deal");  // 2 others
  CHECK(t.vp(0) == 1);
}

// ---- The Dead Rise

TEST_CASE("[smashup][ghosts][R-18] The Dead Rise plays a minion from the discard pile below the number discarded, "
          "with an extra that lasts the rest of the turn") {
  Table t(R"({"seats": [{"hand": ["the-dead-rise", "ghost", "seance", "spirit", "shady-deal"],
                         "discard": ["spectre"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "minion_used": true, "extras": [{"type": "action"}]}})");
  t.answer("play the-dead-rise");
  t.answer("choose ghost");
  t.answer("choose seance");
  t.answer("choose spirit");
  t.answer("pass");  // Shady Deal stays
  // 3 discarded: power 2 or less, and the Ghost just discarded qualifies (Spectre 5 and Spirit 3 do not). The extra
  // is the play phase's, so another card may be played first.
  CHECK(t.options() == Names{"play ghost jungle-oasis", "play shady-deal", "done"});
  t.answer("play shady-deal");
  CHECK(t.options() == Names{"play ghost jungle-oasis", "done"});
  t.answer("play ghost jungle-oasis");  // Ghost's own discard: nothing left to discard
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis") == Names{"ghost"});
}

TEST_CASE("[smashup][ghosts] The Dead Rise with nothing discarded plays nothing, and its minion may be passed") {
  Table t(R"({"seats": [{"hand": ["the-dead-rise", "the-dead-rise", "ghost"], "discard": ["ghost"]}, {}],
              "bases": [{"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "action"}]}})");
  t.answer("play the-dead-rise");
  t.answer("pass");
  CHECK(t.options() == Names{"play ghost jungle-oasis", "play the-dead-rise", "done"});
  t.answer("play the-dead-rise");
  t.answer("choose ghost");  // 1 discarded: power below 1, and no Ghost qualifies
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("jungle-oasis").empty());
}

// ---- Haunted House

TEST_CASE("[smashup][ghosts] Haunted House: after a minion is played there, its player must discard a card") {
  Table t(R"({"seats": [{"hand": ["ghost", "seance", "shady-deal"]}, {}],
              "bases": [{"base": "haunted-house"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ghost haunted-house");
  t.answer("choose seance");  // Ghost's own ability first
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose shady-deal"});  // then the base's, with no pass
  t.answer("choose shady-deal");
  CHECK(t.hand(0).empty());
  CHECK(t.discard(0) == Names{"seance", "shady-deal"});
}

TEST_CASE("[smashup][ghosts] Haunted House asks nothing after a minion played elsewhere, nor of an empty hand") {
  Table t(R"({"seats": [{"hand": ["war-raptor", "war-raptor", "seance"]}, {}],
              "bases": [{"base": "haunted-house"}, {"base": "jungle-oasis"}],
              "turn": {"active": 0, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play war-raptor jungle-oasis");
  CHECK(t.hand(0) == Names{"war-raptor", "seance"});
  t.answer("play war-raptor haunted-house");
  t.answer("choose seance");
  CHECK(t.hand(0).empty());
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][ghosts] Haunted House with an empty hand after the play asks nothing") {
  Table t(R"({"seats": [{"hand": ["zapbot"]}, {}],
              "bases": [{"base": "haunted-house"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play zapbot haunted-house");
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][ghosts] Haunted House makes the player of a minion played there in a scoring window discard") {
  Table t(R"({"seats": [{"hand": []}, {"hand": ["hidden-ninja", "zapbot", "seance"]}],
              "bases": [{"base": "haunted-house", "minions": [{"card": "king-rex", "controller": 0},
                                                              {"card": "king-rex", "controller": 0},
                                                              {"card": "king-rex", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  REQUIRE(t.asked() == 1);
  t.answer("use hidden-ninja");
  t.answer("play zapbot haunted-house");
  CHECK(t.asked() == 1);
  t.answer("pass");  // Zapbot's extra minion: none in hand, asked all the same (R-27)
  CHECK(t.options() == Names{"choose seance"});
  t.answer("choose seance");
  // The base then scores, and the Zapbot goes with it.
  CHECK(t.discard(1) == Names{"hidden-ninja", "seance", "zapbot"});
}

TEST_CASE("[smashup][R-10] Haunted House asks a player who infiltrated it whether to ignore the discard") {
  Table t(R"({"seats": [{"hand": ["infiltrate", "ghost", "seance", "shady-deal"]}, {}],
              "bases": [{"base": "haunted-house"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate haunted-house");
  t.answer("play ghost haunted-house");
  t.answer("pass");  // Ghost's own discard
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(t.hand(0) == Names{"seance", "shady-deal"});
}

TEST_CASE("[smashup][R-10] Haunted House: an infiltrating player who does not ignore it discards as usual") {
  Table t(R"({"seats": [{"hand": ["infiltrate", "ghost", "seance", "shady-deal"]}, {}],
              "bases": [{"base": "haunted-house"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play infiltrate haunted-house");
  t.answer("play ghost haunted-house");
  t.answer("pass");
  t.answer("no");
  CHECK(t.options() == Names{"choose seance", "choose shady-deal"});
}

// ---- The Dread Gazebo

TEST_CASE("[smashup][ghosts][R-25] The Dread Gazebo: no actions onto the base itself; actions onto its minions, "
          "minions and actions elsewhere go on") {
  Table t(R"({"seats": [{"hand": ["door-to-the-beyond", "incorporeal", "jammed-signal", "shady-deal", "ghost"]}, {}],
              "bases": [{"base": "the-dread-gazebo", "minions": [{"card": "spirit", "controller": 0}]},
                        {"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play door-to-the-beyond the-dread-gazebo"));
  CHECK_FALSE(t.can("play jammed-signal the-dread-gazebo"));
  CHECK(t.can("play incorporeal spirit"));  // played on a minion there, not on the base
  CHECK(t.can("play door-to-the-beyond jungle-oasis"));
  CHECK(t.can("play incorporeal ghost"));
  CHECK(t.can("play shady-deal"));  // an action played on no base
  CHECK(t.can("play ghost the-dread-gazebo"));
  CHECK(play_refusal(t.s, t.in_hand(0, "jammed-signal")).empty());  // it may still go on Jungle Oasis
}

// ---- with core-set cards

TEST_CASE("[smashup][ghosts] Disenchant may destroy Incorporeal, and then its minion is open to other players") {
  Table t(R"({"seats": [{"hand": ["disenchant", "tiger-assassin"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 1,
                                                              "actions": ["incorporeal"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play disenchant");
  t.answer("choose incorporeal");
  CHECK(t.discard(1) == Names{"incorporeal"});
  t.answer("play tiger-assassin jungle-oasis");
  t.answer("choose ghost");
  CHECK(t.discard(1) == Names{"incorporeal", "ghost"});
}

TEST_CASE("[smashup][ghosts] Disenchant on Make Contact gives the minion back to its player") {
  Table t(R"({"seats": [{"hand": ["make-contact"]}, {"hand": ["disenchant"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play make-contact king-rex");
  REQUIRE(t.controller("jungle-oasis", "king-rex") == 0);
  t.answer("done");
  t.answer("play disenchant");
  t.answer("choose make-contact");
  CHECK(t.controller("jungle-oasis", "king-rex") == 1);
  CHECK(t.s.lasting.empty());
  CHECK(t.discard(0) == Names{"make-contact"});
}

TEST_CASE("[smashup][ghosts] Make Contact replaced by Tooth and Claw lands nowhere and takes nothing") {
  Table t(R"({"seats": [{"hand": ["make-contact"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1,
                                                              "actions": ["tooth-and-claw-and-guns"]}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play make-contact king-rex");
  CHECK(t.controller("jungle-oasis", "king-rex") == 1);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"make-contact"});
  CHECK(t.s.lasting.empty());
}

TEST_CASE("[smashup][ghosts] a minion under Make Contact that moves stays controlled; returned, control ends") {
  Table t(R"({"seats": [{"hand": ["make-contact"]}, {"hand": ["beam-up"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1}]},
                        {"base": "tar-pits"}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play make-contact king-rex");
  const CardId rex = t.on("jungle-oasis", "king-rex");
  t.effect(0, rex, [&](Resolver& r, const AbilityFrame& f) { r.move(rex, test::base_id("tar-pits"), f); });
  CHECK(t.controller("tar-pits", "king-rex") == 0);
  CHECK(t.actions_on("tar-pits") == Names{"make-contact"});
  t.answer("done");
  t.answer("play beam-up");
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"make-contact"});
  CHECK(t.s.lasting.empty());
}

TEST_CASE("[smashup][ghosts] Spectre stands in for Hidden Ninja's minion before a base scores, on another's turn") {
  Table t(R"({"seats": [{"hand": []}, {"hand": ["hidden-ninja", "zapbot"], "discard": ["spectre"]}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 0},
                                                             {"card": "zapbot", "controller": 0},
                                                             {"card": "ghost", "controller": 1},
                                                             {"card": "ghost", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  t.answer("use hidden-ninja");
  CHECK(t.options() == Names{"play zapbot jungle-oasis", "play spectre jungle-oasis", "pass"});
  t.answer("play spectre jungle-oasis");
  CHECK(t.vp(0) == 2);  // 9 to 9: Spectre's 5 tied Player 2 for first place
  CHECK(t.vp(1) == 2);
}

TEST_CASE("[smashup][ghosts] Crop Circles returns every minion of the base except a Haunting with a small hand") {
  Table t(R"({"seats": [{"hand": ["crop-circles"]}, {"hand": []}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "haunting", "controller": 1},
                                                             {"card": "ghost", "controller": 1},
                                                             {"card": "zapbot", "controller": 0}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play crop-circles");
  t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"haunting"});
  CHECK(t.hand(1) == Names{"ghost"});
}

TEST_CASE("[smashup][ghosts] Tortuga's runner-up may move an Incorporeal minion onto the new base, Incorporeal too") {
  Table t(R"({"seats": [{"hand": []}, {"hand": []}],
              "bases": [{"base": "tortuga", "minions": [{"card": "king-rex", "controller": 0},
                                                        {"card": "king-rex", "controller": 0},
                                                        {"card": "king-rex", "controller": 0},
                                                        {"card": "ghost", "controller": 1}]},
                        {"base": "jungle-oasis", "minions": [{"card": "spirit", "controller": 1,
                                                              "actions": ["incorporeal"]}]}],
              "base_deck": ["tar-pits"],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // R-9: the runner-up (Player 2) may move one of their minions from another base onto the new base.
  CHECK(t.asked() == 1);
  CHECK(t.can("choose spirit"));
  t.answer("choose spirit");
  CHECK(t.minions_on("tar-pits") == Names{"spirit"});
  CHECK(t.actions_on("tar-pits") == Names{"incorporeal"});
}

TEST_CASE("[smashup][ghosts] a control while attached ends when the action is moved off its minion") {
  Table t(R"({"seats": [{"hand": ["make-contact"]}, {}],
              "bases": [{"base": "jungle-oasis", "minions": [{"card": "king-rex", "controller": 1},
                                                             {"card": "zapbot", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play make-contact king-rex");
  const CardId contact = t.s.bases[0].actions[0].card;
  const CardId zapbot = t.on("jungle-oasis", "zapbot");
  t.effect(0, contact, [&](Resolver& r, const AbilityFrame& f) {
    r.move_action(contact, test::base_id("jungle-oasis"), zapbot, f);
  });
  CHECK(t.controller("jungle-oasis", "king-rex") == 1);
  CHECK(t.s.lasting.empty());
}

TEST_CASE("[smashup][ghosts] Jammed Signal on Haunted House: nobody discards after playing a minion there") {
  Table t(R"({"seats": [{"hand": ["ghost", "seance"]}, {}],
              "bases": [{"base": "haunted-house", "actions": [{"card": "jammed-signal", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ghost haunted-house");
  t.answer("pass");  // Ghost's own discard
  CHECK(t.options() == Names{"play seance", "done"});
  CHECK(t.hand(0) == Names{"seance"});
}
