// The Pirates' bases, The Grey Opal and Tortuga, tested from the base rows and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/pirates_robots_tricksters.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::prt::has;
using test::prt::pass_through;

namespace {
// Answers pass (or no) until `seat` is asked by `who` (a prompt naming it), and returns whether that happened.
bool until_asked(Table& t, Seat seat, const std::string& who) {
  for (int guard = 0; guard < 30 && t.asking() && !t.can("done"); ++guard) {
    if (t.asked() == seat && t.prompt().find(who) != std::string::npos) return true;
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else {
      return false;
    }
  }
  return false;
}

// Every seat asked by `who` until the next play phase, passing each question.
std::vector<Seat> seats_asked(Table& t, const std::string& who) {
  std::vector<Seat> seats;
  for (int guard = 0; guard < 40 && t.asking() && !t.can("done"); ++guard) {
    if (t.prompt().find(who) != std::string::npos) seats.push_back(t.asked());
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else {
      break;
    }
  }
  return seats;
}
}  // namespace

// ---------------------------------------------------------------------------------------------------------------
// The Grey Opal (17, 3/1/1): "After this base scores, every player except the winner may move one of their minions
// from this base to another base instead of discarding it."

namespace {
// The Grey Opal holds 18: Player 1 11 (winner), Player 2 5, Player 3 2.
const char* opal = R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                    {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                    {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
          "bases":[{"base":"the-grey-opal","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":0},
                                                      {"card":"invader","controller":1},{"card":"collector","controller":1},
                                                      {"card":"walker","controller":2}]},
                   {"base":"tortuga"},{"base":"the-central-brain"},{"base":"factory-436-1337"}],
          "base_deck":["jungle-oasis"]})";
}  // namespace

TEST_CASE("[smashup][pirates][text] The Grey Opal: 3/1/1, and each non-winner may move one minion away from it") {
  Table t(opal);
  t.answer("done");
  REQUIRE(until_asked(t, 1, "Grey Opal"));
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(2) == 1);
  // "may": a pass; only Player 2's own minions from this base.
  CHECK(t.can("pass"));
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("choose walker"));
  t.answer("choose invader");
  if (!t.can("choose tortuga")) FAIL_CHECK(t.prompt());
  CHECK_FALSE(t.can("choose the-grey-opal"));
  t.answer("choose tortuga");
  // One minion only: the Collector is not offered after the Invader.
  CHECK_FALSE((t.asked() == 1 && t.can("choose collector")));
  REQUIRE(until_asked(t, 2, "Grey Opal"));
  t.answer("choose walker");
  t.answer("choose factory-436-1337");
  pass_through(t, 0);
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.minions_on("factory-436-1337") == Names{"walker"});
  CHECK(t.discard(1) == Names{"collector"});
  CHECK(test::sorted(t.discard(0)) == Names{"king-rex", "laseratops"});
}

TEST_CASE("[smashup][pirates][text] The Grey Opal: the winner is not asked") {
  Table t(opal);
  t.answer("done");
  const std::vector<Seat> asked = seats_asked(t, "Grey Opal");
  CHECK(std::find(asked.begin(), asked.end(), Seat{0}) == asked.end());
  CHECK(std::find(asked.begin(), asked.end(), Seat{1}) != asked.end());
  CHECK(std::find(asked.begin(), asked.end(), Seat{2}) != asked.end());
  CHECK(has(t.discard(0), "king-rex"));
  CHECK(has(t.discard(1), "invader"));
}

TEST_CASE("[smashup][pirates][text] The Grey Opal: tied winners are both winners, neither is asked") {
  // Scoring one base, 3: "Ties share the higher place": both are the winner.
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"the-grey-opal","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1},
                                                         {"card":"invader","controller":2}]},
                      {"base":"tortuga"},{"base":"the-central-brain"},{"base":"factory-436-1337"}],
             "base_deck":["jungle-oasis"]})");
  t.answer("done");
  const std::vector<Seat> asked = seats_asked(t, "Grey Opal");
  CHECK(asked == std::vector<Seat>{2});
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  // 7/7/3: both 7s first; the 3 is third (the second place is used up).
  CHECK(t.vp(2) == 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Tortuga (21, 4/3/2), R-9: "after it scores and is replaced, the runner-up may move one of their minions from
// another base in play onto the replacement base."

namespace {
// Tortuga holds 22: Player 1 14, Player 2 6 (runner-up), Player 3 2. Player 2 also has Zombie Lord on The Grey Opal.
const char* tortuga = R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                    {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                    {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
          "bases":[{"base":"tortuga","minions":[{"card":"king-rex","controller":0},{"card":"laseratops","controller":0},
                                                {"card":"invader","controller":0},
                                                {"card":"tiger-assassin","controller":1},{"card":"collector","controller":1},
                                                {"card":"walker","controller":2}]},
                   {"base":"the-grey-opal","minions":[{"card":"zombie-lord","controller":1},{"card":"enchantress","controller":1},
                                                      {"card":"chronomage","controller":0},{"card":"neophyte","controller":2}]},
                   {"base":"factory-436-1337"}],
          "base_deck":["the-central-brain"]})";
}  // namespace

TEST_CASE("[smashup][pirates][text][R-9] Tortuga: 4/3/2, then the runner-up may move a minion from another base onto the replacement") {
  Table t(tortuga);
  t.answer("done");
  REQUIRE(until_asked(t, 1, "Tortuga"));
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
  // Replaced first: The Central Brain is in play.
  CHECK(has(t.bases(), "the-central-brain"));
  CHECK_FALSE(has(t.bases(), "tortuga"));
  // Only Player 2's own minions on other bases; "may": a pass.
  CHECK(test::sorted(t.options()) == Names{"choose enchantress", "choose zombie-lord", "pass"});
  t.answer("choose zombie-lord");
  if (t.can("choose the-central-brain")) t.answer("choose the-central-brain");
  pass_through(t, 0);
  CHECK(t.minions_on("the-central-brain") == Names{"zombie-lord"});
  CHECK(test::sorted(t.minions_on("the-grey-opal")) == Names{"chronomage", "enchantress", "neophyte"});
  CHECK(test::sorted(t.discard(1)) == Names{"collector", "tiger-assassin"});
}

TEST_CASE("[smashup][pirates][text][R-9] Tortuga: only the runner-up is asked, and may decline") {
  Table t(tortuga);
  t.answer("done");
  const std::vector<Seat> asked = seats_asked(t, "Tortuga");
  CHECK(asked == std::vector<Seat>{1});
  CHECK(t.minions_on("the-central-brain").empty());
  CHECK(has(t.minions_on("the-grey-opal"), "zombie-lord"));
}

TEST_CASE("[smashup][pirates][text][R-9][R-19] Tortuga: tied runners-up each may move one, active player's order") {
  // R-19: "tied winners of a base's ability ... act one after another starting with the active player ... clockwise."
  Table t(R"({"seats":[{"factions":["robots","tricksters"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["collector","collector","collector"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["walker","walker","walker"]}],
             "bases":[{"base":"tortuga","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                   {"card":"tiger-assassin","controller":1},{"card":"grave-digger","controller":2}]},
                      {"base":"the-grey-opal","minions":[{"card":"invader","controller":1},{"card":"walker","controller":2}]},
                      {"base":"factory-436-1337"}],
             "base_deck":["the-central-brain"],
             "turn":{"active":0}})");
  t.answer("done");
  REQUIRE(until_asked(t, 1, "Tortuga"));
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 3);
  t.answer("choose invader");
  if (t.can("choose the-central-brain")) t.answer("choose the-central-brain");
  REQUIRE(until_asked(t, 2, "Tortuga"));
  t.answer("choose walker");
  if (t.can("choose the-central-brain")) t.answer("choose the-central-brain");
  pass_through(t, 0);
  CHECK(test::sorted(t.minions_on("the-central-brain")) == Names{"invader", "walker"});
}
