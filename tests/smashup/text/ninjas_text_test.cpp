// Ninjas minions (core set), tested from the card rows and the rulings alone (R-7, R-18, R-27): each test puts a
// card where its printed text matters and checks the outcome the text demands. Actions: ninjas_actions_text_test.cpp;
// bases: ninjas_bases_text_test.cpp.
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::answer_first;
using test::adn::has;
using test::adn::pass_through;
using test::adn::pass_until;
using test::adn::prompt_says;

// ---------------------------------------------------------------------------------------------------------------
// Ninja Master (5): "When you play it, you may destroy any one minion on this base."

TEST_CASE("[smashup][ninjas][text] Ninja Master: may destroy any minion of its base, whatever its power") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["ninja-master"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1},{"card":"hoverbot","controller":0}]},
                      {"base":"factory-436-1337","minions":[{"card":"zapbot","controller":1}]}]})");
  t.answer("play ninja-master rhodes-plaza-mall");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose king-rex"));
  CHECK(t.can("choose hoverbot"));
  CHECK_FALSE(t.can("choose zapbot"));   // another base
  CHECK(t.can("pass"));
  t.answer("choose king-rex");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"hoverbot", "ninja-master"});
  CHECK(t.discard(1) == Names{"king-rex"});
}

TEST_CASE("[smashup][ninjas][text] Ninja Master: the destroy is optional") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["ninja-master"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play ninja-master rhodes-plaza-mall");
  t.answer("pass");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex", "ninja-master"});
  CHECK(t.discard(1).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Tiger Assassin (4): "When you play it, you may destroy one minion of power 3 or less on this base."

TEST_CASE("[smashup][ninjas][text] Tiger Assassin: may destroy a minion of power 3 or less on its base") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["tiger-assassin"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","dinosaurs"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"archmage","controller":1},{"card":"hoverbot","controller":1},
                                                             {"card":"zapbot","controller":1,"actions":["upgrade"]}]},
                      {"base":"factory-436-1337","minions":[{"card":"neophyte","controller":1}]}]})");
  t.answer("play tiger-assassin rhodes-plaza-mall");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose hoverbot"));
  CHECK_FALSE(t.can("choose archmage"));   // 4
  CHECK_FALSE(t.can("choose zapbot"));     // 2 + Upgrade = 4
  CHECK_FALSE(t.can("choose neophyte"));   // another base
  CHECK(t.can("pass"));
  t.answer("choose hoverbot");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"archmage", "zapbot", "tiger-assassin"});
  CHECK(t.discard(1) == Names{"hoverbot"});
}

TEST_CASE("[smashup][ninjas][text] Tiger Assassin: the destroy is optional") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["tiger-assassin"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play tiger-assassin rhodes-plaza-mall");
  t.answer("pass");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"hoverbot", "tiger-assassin"});
}

// ---------------------------------------------------------------------------------------------------------------
// Shinobi (3): "Special: when a base is about to score, you may play this minion from your hand onto that base. Only
// one Shinobi ability may be used per scoring base." (R-7)

namespace {

// Jungle Oasis (12) is ready on Player 1's turn: King Rex (7) against Player 2's Ninja Master (5).
std::string oasis_ready(const std::string& ninja_hand,
                        const std::string& ninja_deck = R"(["war-raptor","war-raptor","war-raptor"])") {
  return R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["ninjas","dinosaurs"],"hand":)" + ninja_hand + R"(,"deck":)" + ninja_deck + R"(}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"ninja-master","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337"]})";
}

}  // namespace

TEST_CASE("[smashup][ninjas][text] Shinobi: played from hand onto the scoring base, it counts for that scoring") {
  Table t(oasis_ready(R"(["shinobi","king-rex"])"));
  t.answer("done");
  REQUIRE(t.asked() == 1);
  REQUIRE(prompt_says(t, "about to score"));
  CHECK(t.can("pass"));
  REQUIRE(answer_first(t, "use shinobi"));
  if (t.can("play shinobi jungle-oasis")) t.answer("play shinobi jungle-oasis");
  pass_through(t, 1);
  // Player 2: 5 + 3 = 8 against 7; the Shinobi went to the discard pile with the base's other cards.
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(test::sorted(t.discard(1)) == Names{"ninja-master", "shinobi"});
}

TEST_CASE("[smashup][ninjas][text][R-7] Shinobi: only one Shinobi per scoring base") {
  Table t(oasis_ready(R"(["shinobi","shinobi"])"));
  t.answer("done");
  REQUIRE(answer_first(t, "use shinobi"));
  if (t.can("play shinobi jungle-oasis")) answer_first(t, "play shinobi jungle-oasis");
  const Names offered = pass_through(t, 1);
  CHECK_FALSE(has(offered, "use shinobi"));
  CHECK(t.hand(1) == Names{"shinobi"});
}

TEST_CASE("[smashup][ninjas][text][R-7] Shinobi: the one-per-base limit holds across players") {
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["ninjas","dinosaurs"],"hand":["shinobi"],"deck":["war-raptor","war-raptor","war-raptor"]},
                       {"factions":["ninjas","aliens"],"hand":["shinobi"],"deck":["invader","invader","invader"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"ninja-master","controller":1}]},
                      {"base":"rhodes-plaza-mall"},{"base":"factory-436-1337"},{"base":"the-great-library"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  REQUIRE(pass_until(t, "about to score"));
  REQUIRE(t.asked() == 1);
  REQUIRE(answer_first(t, "use shinobi"));
  if (t.can("play shinobi jungle-oasis")) t.answer("play shinobi jungle-oasis");
  const Names offered = pass_through(t, 2);
  CHECK_FALSE(has(offered, "use shinobi"));
  CHECK(t.hand(2) == Names{"shinobi"});
}

TEST_CASE("[smashup][ninjas][text][R-7] Shinobi: the limit is per scoring base, not per turn") {
  // R-7: "only one Shinobi ability may be used per base that is scoring": a second base scoring the same turn takes
  // a second Shinobi.
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["ninjas","dinosaurs"],"hand":["shinobi","shinobi"],"deck":["war-raptor","war-raptor","war-raptor"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"ninja-master","controller":1}]},
                      {"base":"ninja-dojo","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                      {"card":"grave-digger","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337","the-great-library"]})");
  t.answer("done");
  int shinobi_used = 0;
  for (int guard = 0; guard < 40 && t.asking() && !t.can("done"); ++guard) {
    if (t.can("score jungle-oasis")) {
      t.answer("score jungle-oasis");
    } else if (answer_first(t, "use shinobi")) {
      ++shinobi_used;
      if (!answer_first(t, "play shinobi jungle-oasis")) answer_first(t, "play shinobi ninja-dojo");
    } else if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else {
      t.answer(t.full_options().front());
    }
  }
  CHECK(shinobi_used == 2);
  CHECK(t.hand(1).empty());
}

TEST_CASE("[smashup][ninjas][text][R-27] Shinobi: a Ninjas player is asked before a base scores even with no Special in hand") {
  // R-27: "a player whose factions have a card usable in that window is asked even when their hand holds none." The
  // faction's Shinobi is in the deck, hidden like the hand: the others cannot tell it from a Shinobi in hand. (A
  // scenario holding no Shinobi in any zone has a Ninjas faction without one, which no game deals.)
  Table t(oasis_ready(R"(["king-rex"])", R"(["war-raptor","shinobi","war-raptor"])"));
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(prompt_says(t, "about to score"));
  CHECK(t.options() == Names{"pass"});
}

TEST_CASE("[smashup][ninjas][text][R-27] Shinobi: the window goes clockwise through every Ninjas player, Special in hand or not") {
  // R-19 / rulebook "¡Yo primero!": from the active player clockwise. Player 2 (no Special in hand) comes before
  // Player 3 (a Shinobi in hand); R-27 forbids skipping Player 2 for what their hand holds (their Shinobi is in the
  // deck, hidden).
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["ninjas","dinosaurs"],"hand":["king-rex"],"deck":["war-raptor","shinobi","war-raptor"]},
                       {"factions":["ninjas","aliens"],"hand":["shinobi"],"deck":["invader","invader","invader"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"ninja-master","controller":1}]},
                      {"base":"rhodes-plaza-mall"},{"base":"factory-436-1337"},{"base":"the-great-library"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  REQUIRE(prompt_says(t, "about to score"));
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][ninjas][text] Shinobi: not playable onto a base that is not scoring") {
  // The Special plays it "onto that base", the scoring one; in the play phase it is an ordinary minion.
  Table t(oasis_ready(R"(["shinobi"])"));
  t.answer("done");
  REQUIRE(answer_first(t, "use shinobi"));
  CHECK_FALSE(t.can("play shinobi rhodes-plaza-mall"));
  if (t.can("play shinobi jungle-oasis")) t.answer("play shinobi jungle-oasis");
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Ninja Acolyte (2): "Special: on your turn, if you have not played a minion yet this turn, you may pick this minion
// up from its base into your hand and then play an extra minion on that same base."

namespace {

const char* const acolyte_position = R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["king-rex","war-raptor"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"ninja-acolyte","controller":0}]},
                      {"base":"factory-436-1337"}],
             "turn":{"minion_used":false}})";

}  // namespace

TEST_CASE("[smashup][ninjas][text][R-18] Ninja Acolyte: back to hand, an extra minion at once on its base, the free one kept") {
  Table t(acolyte_position);
  REQUIRE(t.can("use ninja-acolyte"));
  t.answer("use ninja-acolyte");
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
  CHECK(has(t.hand(0), "ninja-acolyte"));
  // R-18: the extra is played at once or lost, and only on that base.
  CHECK(t.can("play king-rex rhodes-plaza-mall"));
  CHECK_FALSE(t.can("play king-rex factory-436-1337"));
  CHECK_FALSE(t.can("done"));
  t.answer("play king-rex rhodes-plaza-mall");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex"});
  // Rulebook (ES), "Especial": "Si usas una capacidad Especial para jugar una carta en tu turno, dicha carta no cuenta
  // como una de tus cartas libres de costes de ese turno." The turn's free minion is still there.
  CHECK(t.can("play war-raptor factory-436-1337"));
  CHECK(t.can("play ninja-acolyte factory-436-1337"));
}

TEST_CASE("[smashup][ninjas][text][R-18] Ninja Acolyte: an extra not played at once is lost") {
  Table t(acolyte_position);
  t.answer("use ninja-acolyte");
  REQUIRE(t.can("pass"));
  t.answer("pass");
  CHECK(has(t.hand(0), "ninja-acolyte"));
  // Only the free minion is left: one play, then no more.
  t.answer("play king-rex factory-436-1337");
  CHECK_FALSE(t.can("play war-raptor factory-436-1337"));
  CHECK_FALSE(t.can("play war-raptor rhodes-plaza-mall"));
}

TEST_CASE("[smashup][ninjas][text] Ninja Acolyte: not once a minion was played this turn") {
  Table t(acolyte_position);
  t.answer("play war-raptor factory-436-1337");
  CHECK_FALSE(t.can("use ninja-acolyte"));
}

TEST_CASE("[smashup][ninjas][text] Ninja Acolyte: once its extra minion is played, a second Acolyte cannot follow") {
  // "if you have not played a minion yet this turn": the first Acolyte's extra minion was played.
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["king-rex","war-raptor"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"ninja-acolyte","controller":0}]},
                      {"base":"factory-436-1337","minions":[{"card":"ninja-acolyte","controller":0}]}]})");
  const std::string first = t.id(t.on("rhodes-plaza-mall", "ninja-acolyte"));
  t.answer("use " + first);
  t.answer("play king-rex rhodes-plaza-mall");
  CHECK_FALSE(t.can("use ninja-acolyte"));
  CHECK(t.minions_on("factory-436-1337") == Names{"ninja-acolyte"});
}

TEST_CASE("[smashup][ninjas][text] Ninja Acolyte: only on its controller's turn") {
  Table t(R"({"seats":[{"factions":["robots","wizards"],"hand":["zapbot"],"deck":["zapbot","zapbot"]},
                       {"factions":["ninjas","dinosaurs"],"hand":["king-rex"],"deck":["shinobi","shinobi"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"ninja-acolyte","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  CHECK(t.asked() == 0);
  CHECK_FALSE(t.can("use ninja-acolyte"));
  t.answer("play zapbot factory-436-1337");
  if (t.can("pass")) t.answer("pass");
  CHECK(t.asked() == 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"ninja-acolyte"});
}
