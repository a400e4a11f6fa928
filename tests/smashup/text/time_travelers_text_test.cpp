// Time Travelers minions, tested from the card rows and the rulings alone (R-23, R-25 and the Glossary): each test
// puts a card where its printed text matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::pass_through;
using test::wz::skip_windows;

namespace {

// When abilities set off together ask which resolves first, resolves `first` first.
void resolve_first(Table& t, const std::string& first) {
  if (t.can("resolve " + first)) t.answer("resolve " + first);
}

}  // namespace

// ---------------------------------------------------------------------------------------------------------------
// Doctor When: "When you play it, you may return another of your minions in play to your hand; if you do, you may
// immediately play that minion again as an extra minion."

TEST_CASE("[smashup][time_travelers][text] Doctor When: returns another of your minions, which is played again at once") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["doctor-when"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"operative","controller":0},{"card":"time-raider","controller":0},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"spy","controller":0}]}]})");
  t.answer("play doctor-when the-nexus");
  REQUIRE(t.asked() == 0);
  // "another of your minions in play": any base, not Doctor When itself, not Player 2's King Rex; "may": a pass.
  CHECK(test::sorted(t.options()) == Names{"choose operative", "choose spy", "choose time-raider", "pass"});
  t.answer("choose operative");
  CHECK(has(t.hand(0), "operative"));
  // Played again as an extra minion (the free one went to Doctor When): its on-play ability fires again.
  REQUIRE(t.can("play operative the-nexus"));
  CHECK(t.can("pass"));
  t.answer("play operative the-nexus");
  CHECK(t.prompt().find("Operative") != std::string::npos);
  CHECK(t.can("choose king-rex"));
  t.answer("pass");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "doctor-when", "operative"});
  CHECK(t.minions_on("jungle-oasis") == Names{"time-raider", "king-rex"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][time_travelers][text] Doctor When: a replay declined is lost for the turn") {
  // Glossary, Time Travelers: "Extra plays tied to a specific card (the minion just returned by Doctor When / Do
  // Over!, ...) must be made immediately or not at all."
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["doctor-when"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0}]},{"base":"the-nexus"}]})");
  t.answer("play doctor-when the-nexus");
  t.answer("choose king-rex");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK_FALSE(t.can("play king-rex jungle-oasis"));
  CHECK_FALSE(t.can("play king-rex the-nexus"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][text] Doctor When: the return is optional") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["doctor-when"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0}]},{"base":"the-nexus"}]})");
  t.answer("play doctor-when the-nexus");
  t.answer("pass");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(t.hand(0).empty());
  CHECK(t.can("done"));
}

TEST_CASE("[smashup][time_travelers][text] Doctor When: the returned minion's attached actions are discarded") {
  // Terms: "Return: ... cards attached to it are discarded."
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["doctor-when"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"spy","controller":0,"actions":[{"card":"upgrade","controller":1}]}]},
                      {"base":"the-nexus"}]})");
  t.answer("play doctor-when the-nexus");
  t.answer("choose spy");
  t.answer("pass");
  CHECK(t.hand(0) == Names{"spy"});
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK(t.actions_on("jungle-oasis").empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Repeater Perfect: "When you play it, put an action card from your discard pile on top of your deck."

TEST_CASE("[smashup][time_travelers][text] Repeater Perfect: an action of your discard pile goes on top of your deck") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["repeater-perfect"],"deck":["jumper","spy"],
                        "discard":["for-my-eyes-only","king-rex","into-the-time-slip"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play repeater-perfect jungle-oasis");
  REQUIRE(t.asked() == 0);
  // Mandatory (no pass), actions only, your own discard pile only.
  CHECK(test::sorted(t.options()) == Names{"choose for-my-eyes-only", "choose into-the-time-slip"});
  t.answer("choose into-the-time-slip");
  CHECK(t.deck(0) == Names{"into-the-time-slip", "jumper", "spy"});
  CHECK(t.discard(0) == Names{"for-my-eyes-only", "king-rex"});
  CHECK(t.discard(1) == Names{"beam-up"});
}

TEST_CASE("[smashup][time_travelers][text] Repeater Perfect: with no action in the discard pile nothing moves") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["repeater-perfect"],"deck":["jumper","spy"],
                        "discard":["king-rex"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play repeater-perfect jungle-oasis");
  CHECK(t.deck(0) == Names{"jumper", "spy"});
  CHECK(t.discard(0) == Names{"king-rex"});
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// Time Raider: "Talent: put a card from your discard pile on the bottom of your deck."
// Glossary, Talent: "an optional ability you may activate once during each of your turns, during your Play Cards
// phase only ... Nothing stops you from using it on the same turn the card arrived. Each copy has its own
// once-per-turn use."

TEST_CASE("[smashup][time_travelers][text] Time Raider: Talent puts any card of your discard pile under your deck, once a turn") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy"],
                        "discard":["for-my-eyes-only","king-rex"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["beam-up"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"time-raider","controller":0}]},{"base":"the-nexus"}]})");
  REQUIRE(t.can("use time-raider"));
  t.answer("use time-raider");
  // A minion card as well as an action; not another player's discard pile.
  CHECK(has(t.options(), "choose king-rex"));
  CHECK(has(t.options(), "choose for-my-eyes-only"));
  CHECK_FALSE(has(t.options(), "choose beam-up"));
  t.answer("choose king-rex");
  CHECK(t.deck(0) == Names{"jumper", "spy", "king-rex"});
  CHECK(t.discard(0) == Names{"for-my-eyes-only"});
  CHECK_FALSE(t.can("use time-raider"));
}

TEST_CASE("[smashup][time_travelers][text] Time Raider: each copy has its own use, a new one at once") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-raider"],"deck":["jumper"],
                        "discard":["for-my-eyes-only","king-rex"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"time-raider","controller":0}]},{"base":"the-nexus"}]})");
  t.answer("use time-raider");
  t.answer("choose king-rex");
  CHECK_FALSE(t.can("use time-raider"));
  t.answer("play time-raider the-nexus");
  REQUIRE(t.can("use time-raider"));
  t.answer("use time-raider");
  t.answer("choose for-my-eyes-only");
  CHECK(t.deck(0) == Names{"jumper", "king-rex", "for-my-eyes-only"});
  CHECK(t.discard(0).empty());
  CHECK_FALSE(t.can("use time-raider"));
}

TEST_CASE("[smashup][time_travelers][text] Time Raider: no Talent while a base scores, nor on another player's turn") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","jumper","jumper"],
                        "discard":["for-my-eyes-only"]},
                       {"factions":["super-spies","time-travelers"],"hand":[],"deck":["spy","spy","spy"],"discard":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"time-raider","controller":0},{"card":"king-rex","controller":0},
                                                        {"card":"time-raider","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"time-raider","controller":1}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  const Names offered0 = pass_through(t, 0);
  CHECK_FALSE(has(offered0, "use time-raider"));
  // Player 2's turn: Player 2's own Raider on The Nexus is ready; Player 1 is not asked about theirs.
  REQUIRE(t.asked() == 1);
  CHECK(t.can("use time-raider"));
  CHECK(test::sorted(t.discard(0)) == Names{"for-my-eyes-only", "king-rex", "time-raider"});
}

// ---------------------------------------------------------------------------------------------------------------
// Jumper: "Ongoing: when this minion leaves play for the discard pile, you may put it into your hand instead."

TEST_CASE("[smashup][time_travelers][text] Jumper: destroyed, it may go to its owner's hand instead") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy"]},
                       {"factions":["pirates","dinosaurs"],"hand":["cannon"],"deck":["king-rex","invader","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"jumper","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "turn":{"active":1}})");
  t.answer("play cannon");
  t.answer("choose jumper");
  resolve_first(t, "jumper");
  REQUIRE(t.asked() == 0);
  CHECK(t.prompt().find("Jumper") != std::string::npos);
  CHECK(t.options() == Names{"yes", "no"});
  t.answer("yes");
  CHECK(t.hand(0) == Names{"jumper"});
  CHECK(t.discard(0).empty());
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
}

TEST_CASE("[smashup][time_travelers][text] Jumper: declined, it stays in the discard pile") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy"]},
                       {"factions":["pirates","dinosaurs"],"hand":["cannon"],"deck":["king-rex","invader","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"jumper","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "turn":{"active":1}})");
  t.answer("play cannon");
  t.answer("choose jumper");
  resolve_first(t, "jumper");
  t.answer("no");
  CHECK(t.hand(0).empty());
  CHECK(t.discard(0) == Names{"jumper"});
}

TEST_CASE("[smashup][time_travelers][text] Jumper: its base scoring sends it toward the discard pile, so it may go to hand") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":[],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"jumper","controller":1},
                                                        {"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.asked() == 1);
  CHECK(t.prompt().find("Jumper") != std::string::npos);
  t.answer("yes");
  skip_windows(t);
  CHECK(t.hand(1) == Names{"jumper"});
  CHECK(t.discard(1) == Names{"king-rex"});
}

TEST_CASE("[smashup][time_travelers][text] Jumper: returned to hand, nothing is asked") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":["beam-up"],"deck":["king-rex","invader","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"jumper","controller":0}]},{"base":"the-nexus"}],
             "turn":{"active":1}})");
  t.answer("play beam-up");
  t.answer("choose jumper");
  CHECK(t.asked() == 1);
  CHECK(t.can("done"));
  CHECK(t.hand(0) == Names{"jumper"});
}

TEST_CASE("[smashup][time_travelers][text][R-25] Jumper on Field of Honor: put into the hand, it pays nothing") {
  // Reading question. R-25: "A minion that goes somewhere other than the discard pile instead of being destroyed
  // (Escape Hatch) was not destroyed: no 'after destroyed' ability fires for it and Field of Honor pays nothing for
  // it." Jumper goes to the hand "instead" of the discard pile, which is where "destroy" puts a card (Terms:
  // "Destroy: the card goes to its owner's discard pile").
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy"]},
                       {"factions":["pirates","dinosaurs"],"hand":["cannon"],"deck":["king-rex","invader","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},
                      {"base":"field-of-honor","minions":[{"card":"jumper","controller":0}]}],
             "turn":{"active":1}})");
  t.answer("play cannon");
  t.answer("choose jumper");
  resolve_first(t, "jumper");
  REQUIRE(t.asked() == 0);
  t.answer("yes");
  if (t.asked() == 1 && t.can("pass")) t.answer("pass");
  CHECK(t.hand(0) == Names{"jumper"});
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][time_travelers][text] Jumper on Field of Honor: left in the discard pile, it was destroyed") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy"]},
                       {"factions":["pirates","dinosaurs"],"hand":["cannon"],"deck":["king-rex","invader","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},
                      {"base":"field-of-honor","minions":[{"card":"jumper","controller":0}]}],
             "turn":{"active":1}})");
  t.answer("play cannon");
  t.answer("choose jumper");
  resolve_first(t, "jumper");
  t.answer("no");
  if (t.asked() == 1 && t.can("pass")) t.answer("pass");
  CHECK(t.discard(0) == Names{"jumper"});
  CHECK(t.vp(1) == 1);
}

TEST_CASE("[smashup][time_travelers][text][R-23] Jumper controlled by another player goes to its owner's hand") {
  // R-23: "a card that leaves play still goes to its owner's hand, deck or discard pile".
  Table t(R"({"seats":[{"factions":["pirates","dinosaurs"],"hand":["cannon"],"deck":["king-rex","invader","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"jumper","controller":0,"owner":1},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}]})");
  t.answer("play cannon");
  t.answer("choose jumper");
  resolve_first(t, "jumper");
  REQUIRE(t.can("yes"));
  t.answer("yes");
  if (t.can("pass") && !t.can("done")) t.answer("pass");
  CHECK(t.hand(1) == Names{"jumper"});
  CHECK_FALSE(has(t.hand(0), "jumper"));
  CHECK(t.discard(1).empty());
}
