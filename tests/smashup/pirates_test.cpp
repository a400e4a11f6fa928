// The Pirates deck and its minions, with their edge cases and the scoring steps they act in: Pirate King in the
// before-scoring window, First Mate after the base scores, Buccaneer replacing its destruction. Actions and bases
// have their own files.
#include <algorithm>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::sorted;
using test::Table;

namespace {

long count(const Names& names, const std::string& slug) { return std::count(names.begin(), names.end(), slug); }

}  // namespace

TEST_CASE("[smashup][pirates] the faction has 20 cards: 10 minions (1x5, 2x4, 3x3, 4x2) and 10 actions") {
  const auto* pirates = &faction_def(Faction::Pirates);
  REQUIRE(pirates != nullptr);
  int cards = 0, minion_cards = 0, printed = 0;
  for (const auto& d : pirates->cards) {
    cards += d.copies;
    if (d.type == CardType::Minion) {
      minion_cards += d.copies;
      printed += d.power * d.copies;
      CHECK(d.copies == 6 - d.power);
    }
  }
  CHECK(cards == 20);
  CHECK(minion_cards == 10);
  CHECK(printed == 30);
  REQUIRE(pirates->bases.size() == 2);
  CHECK(pirates->bases[0].breakpoint == 17);
  CHECK(pirates->bases[0].vp == std::array<int, 3>{3, 1, 1});
  CHECK(pirates->bases[1].breakpoint == 21);
  CHECK(pirates->bases[1].vp == std::array<int, 3>{4, 3, 2});
}

// ---- Pirate King: a Special in the before-scoring window

namespace {

// The Homeworld (23) is ready: Player 2 has 13 power there, Player 1 has 10; Player 1's Pirate King waits on
// the Mothership.
constexpr const char* kKingAboard = R"({
  "seats": [{"deck": ["beam-up", "beam-up"]}, {}],
  "bases": [{"base": "the-homeworld", "minions": [
               {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
               {"card": "invader", "controller": 1},
               {"card": "invader", "controller": 0}, {"card": "invader", "controller": 0},
               {"card": "collector", "controller": 0}, {"card": "collector", "controller": 0}]},
            {"base": "the-mothership", "minions": [{"card": "pirate-king", "controller": 0}]}],
  "base_deck": ["the-grey-opal"],
  "turn": {"active": 0, "phase": "play"}})";

}  // namespace

TEST_CASE("[smashup][pirates] Pirate King sails onto the base about to score and wins it") {
  Table t(kKingAboard);
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("The Homeworld is about to score") != std::string::npos);
  CHECK(t.options() == Names{"use pirate-king", "pass"});
  t.answer("use pirate-king");
  // 15 against 13: Player 1 wins; the King is discarded with the base, which The Grey Opal replaces.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(count(t.discard(0), "pirate-king") == 1);
  CHECK(t.bases() == Names{"the-grey-opal", "the-mothership"});
  CHECK(t.minions_on("the-mothership").empty());
}

TEST_CASE("[smashup][pirates] Pirate King's move is optional: passing leaves it where it is") {
  Table t(kKingAboard);
  t.answer("done");
  t.answer("pass");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 4);
  CHECK(t.minions_on("the-mothership") == Names{"pirate-king"});
}

TEST_CASE("[smashup][pirates] Pirate King works on another player's turn; one already on the scoring base is not offered") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "pirate-king", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "invader", "controller": 0}, {"card": "collector", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "pirate-king", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // Player 1 has nothing to use, so the window goes straight to Player 2.
  CHECK(t.asked() == 1);
  CHECK(t.full_options() == Names{"use " + t.id(t.on("the-mothership", "pirate-king")), "pass"});
  t.answer("use pirate-king");
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 2);
}

TEST_CASE("[smashup][pirates] Pirate King and Full Sail: a player who passed may act again after another acts") {
  Table t(R"({
    "seats": [{}, {"hand": ["full-sail"]}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "invader", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "collector", "controller": 0}, {"card": "collector", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "invader", "controller": 1}]},
              {"base": "the-mothership", "minions": [
                 {"card": "pirate-king", "controller": 0}, {"card": "supreme-overlord", "controller": 1}]}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 0);
  t.answer("pass");
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"use full-sail", "pass"});
  t.answer("use full-sail");
  t.answer("choose " + t.id(t.on("the-mothership", "supreme-overlord")));
  CHECK(t.options() == Names{"choose the-homeworld"});
  t.answer("choose the-homeworld");
  t.answer("pass");
  // Full Sail was played through its Special: it went to the discard pile, and Player 1 is asked again.
  CHECK(t.discard(1) == Names{"full-sail"});
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"use pirate-king", "pass"});
  t.answer("use pirate-king");
  // 18 against 15: Player 2 still wins The Homeworld.
  CHECK(t.vp(1) == 4);
  CHECK(t.vp(0) == 2);
}

// ---- Buccaneer: moved instead of destroyed (original printing, R-6)

TEST_CASE("[smashup][pirates] Buccaneer R-6: destroyed by another player, it moves to a base its controller picks") {
  Table t(R"({
    "seats": [{"hand": ["powderkeg"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "pirate-king", "controller": 0}, {"card": "invader", "controller": 0},
                 {"card": "buccaneer", "controller": 1}, {"card": "collector", "controller": 1},
                 {"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-mothership"}, {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play powderkeg");
  t.answer("choose pirate-king");
  // Everything of power 5 or less on The Homeworld is destroyed, except the Buccaneer, whose controller is asked.
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("Buccaneer") != std::string::npos);
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
  t.answer("choose the-grey-opal");
  CHECK(t.minions_on("the-grey-opal") == Names{"buccaneer"});
  CHECK(t.controller("the-grey-opal", "buccaneer") == 1);
  CHECK(t.minions_on("the-homeworld").empty());
  CHECK(sorted(t.discard(0)) == Names{"invader", "pirate-king", "powderkeg"});
  CHECK(sorted(t.discard(1)) == Names{"collector", "supreme-overlord"});
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][pirates][interaction] Buccaneer never flees back to a base it fled this turn: with a Cub Scout "
          "everywhere it is destroyed") {
  // Settled question 27: each flight is to a base it has not fled this turn, so the loop ends when none is left.
  Table t(R"({
    "seats": [{"hand": ["ninja-master"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [{"card": "buccaneer", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "cub-scout", "controller": 0, "counters": 2}]},
              {"base": "the-grey-opal", "minions": [{"card": "cub-scout", "controller": 0, "counters": 2}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play ninja-master the-homeworld");
  t.answer("choose buccaneer");
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
  t.answer("choose the-grey-opal");
  // The Cub Scout there (power 5) destroys the weaker Buccaneer; it may not go back to The Homeworld.
  CHECK(t.options() == Names{"choose the-mothership"});
  t.answer("choose the-mothership");
  // Destroyed again, with no base left it has not fled: it goes to the discard pile, and play goes on.
  CHECK(t.discard(1) == Names{"buccaneer"});
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][pirates][interaction] Buccaneer held by Entangled has nowhere to flee and is destroyed") {
  // Player 1's Entangled holds every base where Player 1 has a minion: Ninja Master lands beside the Buccaneer.
  const char* held = R"({
    "seats": [{"hand": ["ninja-master"]}, {}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "buccaneer", "controller": 1}]},
              {"base": "the-mothership", "actions": [{"card": "entangled", "controller": 0}]},
              {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})";
  Table t(held);
  t.answer("play ninja-master jungle-oasis");
  t.answer("choose buccaneer");
  CHECK(t.discard(1) == Names{"buccaneer"});
  CHECK(t.minions_on("jungle-oasis") == Names{"ninja-master"});
  CHECK(t.can("done"));
  // Without the Entangled, the same destruction sends it away.
  Table free(R"({
    "seats": [{"hand": ["ninja-master"]}, {}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "buccaneer", "controller": 1}]},
              {"base": "the-mothership"}, {"base": "the-grey-opal"}],
    "turn": {"active": 0, "phase": "play"}})");
  free.answer("play ninja-master jungle-oasis");
  free.answer("choose buccaneer");
  CHECK(free.asked() == 1);
  CHECK(sorted(free.options()) == Names{"choose the-grey-opal", "choose the-mothership"});
}

TEST_CASE("[smashup][pirates] Buccaneer blown up by its own Powderkeg still sinks the small minions around it") {
  Table t(R"({
    "seats": [{"hand": ["powderkeg"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "buccaneer", "controller": 0}, {"card": "first-mate", "controller": 0},
                 {"card": "invader", "controller": 1}, {"card": "supreme-overlord", "controller": 1}]},
              {"base": "the-mothership"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play powderkeg");
  t.answer("choose buccaneer");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"choose the-mothership"});
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-mothership") == Names{"buccaneer"});
  CHECK(t.minions_on("the-homeworld") == Names{"supreme-overlord"});
  CHECK(count(t.discard(0), "first-mate") == 1);
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][pirates] Buccaneer on a scored base is discarded with it: clearing a base is not destroying") {
  Table t(R"({
    "seats": [{"deck": ["beam-up", "beam-up"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "buccaneer", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "invader", "controller": 1}, {"card": "collector", "controller": 1}]},
              {"base": "the-mothership"}],
    "base_deck": ["the-grey-opal"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // No question about the Buccaneer: the next turn has begun.
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(count(t.discard(0), "buccaneer") == 1);
  CHECK(t.vp(0) == 4);
}

// ---- Saucy Wench

TEST_CASE("[smashup][pirates] Saucy Wench may destroy a minion of power 2 or less on its base, even its owner's") {
  Table t(R"({
    "seats": [{"hand": ["saucy-wench", "saucy-wench"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [
                 {"card": "collector", "controller": 1}, {"card": "invader", "controller": 1},
                 {"card": "first-mate", "controller": 0}]},
              {"base": "the-homeworld", "minions": [{"card": "collector", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play saucy-wench the-mothership");
  // Not the Invader (power 3), not the Collector on The Homeworld.
  CHECK(sorted(t.options()) == Names{"choose collector", "choose first-mate", "pass"});
  t.answer("choose collector");
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(t.minions_on("the-mothership") == Names{"invader", "first-mate", "saucy-wench"});
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
}

TEST_CASE("[smashup][pirates] Saucy Wench's destruction is optional, and with no small minion nothing is asked") {
  Table t(R"({
    "seats": [{"hand": ["saucy-wench"]}, {}],
    "bases": [{"base": "the-mothership", "minions": [{"card": "collector", "controller": 1}]},
              {"base": "the-grey-opal", "minions": [{"card": "invader", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play", "extras": [{"type": "minion"}]}})");
  t.answer("play saucy-wench the-mothership");
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"collector", "saucy-wench"});
  CHECK(t.discard(1).empty());
}

// ---- First Mate: after its base scores, ordered with the base's own ability (docs/smashup.md, question 7)

TEST_CASE("[smashup][pirates] First Mate may sail to another base after its base scores; the other is discarded") {
  Table t(R"({
    "seats": [{"deck": ["beam-up", "beam-up"]}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "first-mate", "controller": 0}, {"card": "first-mate", "controller": 0},
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "invader", "controller": 1},
                 {"card": "collector", "controller": 1}]},
              {"base": "the-mothership"}, {"base": "the-grey-opal"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  // VP are awarded first; the two First Mates are alike, so no order is asked: each asks in turn.
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("First Mate") != std::string::npos);
  CHECK(sorted(t.options()) == Names{"choose the-grey-opal", "choose the-mothership", "pass"});
  t.answer("choose the-mothership");
  CHECK(t.asked() == 0);
  CHECK(t.prompt().find("First Mate") != std::string::npos);
  t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"first-mate"});
  CHECK(t.controller("the-mothership", "first-mate") == 0);
  CHECK(sorted(t.discard(0)) == Names{"first-mate", "supreme-overlord", "supreme-overlord"});
  CHECK(t.bases() == Names{"tortuga", "the-mothership", "the-grey-opal"});
  CHECK(t.asked() == 1);
}

namespace {

// The Grey Opal (17) is ready: Player 1 wins it with 13; Player 2 has a First Mate and a Collector on it.
constexpr const char* kMateOnOpal = R"({
  "seats": [{}, {}],
  "bases": [{"base": "the-grey-opal", "minions": [
               {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
               {"card": "invader", "controller": 0},
               {"card": "first-mate", "controller": 1}, {"card": "collector", "controller": 1}]},
            {"base": "the-homeworld"}, {"base": "the-mothership"}],
  "base_deck": ["tortuga"],
  "turn": {"active": 0, "phase": "play"}})";

}  // namespace

TEST_CASE("[smashup][pirates] First Mate and The Grey Opal: the active player orders them, and both can save a minion") {
  Table t(kMateOnOpal);
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(t.options() == Names{"resolve the-grey-opal", "resolve first-mate"});
  t.answer("resolve the-grey-opal");
  CHECK(t.asked() == 1);
  t.answer("choose collector");
  t.answer("choose the-homeworld");
  // Then the First Mate sails on its own.
  CHECK(t.asked() == 1);
  CHECK(t.prompt().find("First Mate") != std::string::npos);
  t.answer("choose the-mothership");
  CHECK(t.minions_on("the-homeworld") == Names{"collector"});
  CHECK(t.minions_on("the-mothership") == Names{"first-mate"});
  CHECK(t.discard(1).empty());
}

TEST_CASE("[smashup][pirates] First Mate already moved off its scored base by The Grey Opal asks nothing more") {
  Table t(kMateOnOpal);
  t.answer("done");
  t.answer("resolve the-grey-opal");
  t.answer("choose first-mate");
  t.answer("choose the-homeworld");
  // The First Mate is no longer on the scored base: its own ability does nothing, the turn goes on.
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-homeworld") == Names{"first-mate"});
  CHECK(t.discard(1) == Names{"collector"});
}

TEST_CASE("[smashup][pirates] First Mate asks nothing when another base scores") {
  Table t(R"({
    "seats": [{}, {}],
    "bases": [{"base": "the-homeworld", "minions": [
                 {"card": "supreme-overlord", "controller": 0}, {"card": "supreme-overlord", "controller": 0},
                 {"card": "supreme-overlord", "controller": 1}, {"card": "supreme-overlord", "controller": 1},
                 {"card": "invader", "controller": 1}]},
              {"base": "the-mothership", "minions": [{"card": "first-mate", "controller": 0}]}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("done");
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.minions_on("the-mothership") == Names{"first-mate"});
}
