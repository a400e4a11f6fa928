// Time Travelers and their bases, tested from the card rows and the rulings alone (R-18, R-19, R-22, R-23, R-25,
// R-27 and the Glossary's "Time Travelers: recycling"): each test puts a card where its printed text matters and
// checks the outcome the text demands.
#include <algorithm>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

namespace {

bool has(const Names& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// Passes every "Me first!" window question (before or after a base scores) now pending.
void skip_windows(Table& t) {
  for (int guard = 0; guard < 20 && t.asking() && t.prompt().find("use a Special, or pass") != std::string::npos; ++guard) {
    t.answer("pass");
  }
}

// Answers "pass" (or "no") to every question until a play phase asks again, and returns every option offered to
// `seat` on the way.
Names pass_through(Table& t, Seat seat) {
  Names offered;
  for (int guard = 0; guard < 40 && t.asking() && !t.can("done"); ++guard) {
    if (t.asked() == seat) {
      for (const auto& o : t.options()) offered.push_back(o);
    }
    if (t.can("pass")) {
      t.answer("pass");
    } else if (t.can("no")) {
      t.answer("no");
    } else {
      break;
    }
  }
  return offered;
}

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

// ---------------------------------------------------------------------------------------------------------------
// 1.21 Gigawatts: "Choose either all the actions or all the minions in your discard pile (not both) and shuffle
// them into your deck."

TEST_CASE("[smashup][time_travelers][text] 1.21 Gigawatts: all the minions of the discard pile shuffled in, actions stay") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["1-21-gigawatts"],"deck":["spy"],
                        "discard":["for-my-eyes-only","king-rex","into-the-time-slip","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["invader"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play 1-21-gigawatts");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  // The program asks "the actions? (no: the minions)".
  t.answer("no");
  CHECK(test::sorted(t.deck(0)) == Names{"jumper", "king-rex", "spy"});
  CHECK(test::sorted(t.discard(0)) == Names{"1-21-gigawatts", "for-my-eyes-only", "into-the-time-slip"});
  CHECK(test::shuffled(t, 0));
  CHECK(t.discard(1) == Names{"invader"});
}

TEST_CASE("[smashup][time_travelers][text] 1.21 Gigawatts: all the actions shuffled in, not itself") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["1-21-gigawatts"],"deck":["spy"],
                        "discard":["for-my-eyes-only","king-rex","into-the-time-slip","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play 1-21-gigawatts");
  t.answer("yes");
  CHECK(test::sorted(t.deck(0)) == Names{"for-my-eyes-only", "into-the-time-slip", "spy"});
  CHECK(test::sorted(t.discard(0)) == Names{"1-21-gigawatts", "jumper", "king-rex"});
  CHECK(test::shuffled(t, 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Do Over!: "Return one of your minions on a base to your hand; you may immediately play it again as an extra
// minion."

TEST_CASE("[smashup][time_travelers][text] Do Over!: a minion of yours goes home and is played again as an extra") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["do-over","king-rex","jumper"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"operative","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"spy","controller":0}]}]})");
  t.answer("play do-over");
  REQUIRE(t.asked() == 0);
  // Mandatory, yours only.
  CHECK(test::sorted(t.options()) == Names{"choose operative", "choose spy"});
  t.answer("choose operative");
  REQUIRE(t.can("play operative the-nexus"));
  CHECK(t.can("pass"));
  t.answer("play operative the-nexus");
  // Played, so its ability fires again.
  CHECK(t.prompt().find("Operative") != std::string::npos);
  t.answer("pass");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "operative"});
  // An extra minion: the turn's free minion is still there.
  REQUIRE(t.can("play king-rex jungle-oasis"));
  t.answer("play king-rex jungle-oasis");
  CHECK_FALSE(t.can("play jumper jungle-oasis"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][text] Do Over!: a replay not made at once is not kept for later") {
  // Glossary, Time Travelers: "Extra plays tied to a specific card (the minion just returned by Doctor When / Do
  // Over!, ...) must be made immediately or not at all."
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["do-over","king-rex"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"spy","controller":0}]},{"base":"the-nexus"}]})");
  t.answer("play do-over");
  t.answer("choose spy");
  t.answer("pass");
  CHECK(test::sorted(t.hand(0)) == Names{"king-rex", "spy"});
  // The free minion plays one of them; nothing is left for the other.
  t.answer("play spy the-nexus");
  for (int guard = 0; guard < 6 && !t.can("done"); ++guard) t.answer(t.can("pass") ? "pass" : t.options().front());
  CHECK_FALSE(t.can("play king-rex jungle-oasis"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][text] Do Over!: with no minion of yours in play it does nothing") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["do-over"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},{"base":"the-nexus"}]})");
  t.answer("play do-over");
  CHECK(t.discard(0) == Names{"do-over"});
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
  CHECK(t.options() == Names{"done"});
}

// ---------------------------------------------------------------------------------------------------------------
// Into the Time Slip: "Return any one card in play (a minion or an attached action, anyone's) to its owner's hand."

TEST_CASE("[smashup][time_travelers][text] Into the Time Slip: any minion or attached action in play can be returned") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1,"actions":[{"card":"upgrade","controller":0}]},
                                                        {"card":"spy","controller":0}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus"}]})");
  t.answer("play into-the-time-slip");
  REQUIRE(t.asked() == 0);
  // Mandatory; minions and actions, anyone's, its own included.
  CHECK(test::sorted(t.options()) == Names{"choose king-rex", "choose spy", "choose stasis-field", "choose upgrade"});
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  // Its attached Upgrade was discarded to its owner's pile.
  CHECK(test::sorted(t.discard(0)) == Names{"into-the-time-slip", "upgrade"});
}

TEST_CASE("[smashup][time_travelers][text] Into the Time Slip: an action on a base or on a minion goes to its owner's hand") {
  const char* board = R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0,"actions":[{"card":"upgrade","controller":1}]}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus"}]})";
  Table base(board);
  base.answer("play into-the-time-slip");
  base.answer("choose stasis-field");
  CHECK(base.hand(1) == Names{"stasis-field"});
  CHECK(base.actions_on("jungle-oasis") == Names{"upgrade"});

  Table minion(board);
  minion.answer("play into-the-time-slip");
  minion.answer("choose upgrade");
  CHECK(minion.hand(1) == Names{"upgrade"});
  CHECK(minion.power_of("jungle-oasis", "king-rex") == 7);
}

TEST_CASE("[smashup][time_travelers][text] Into the Time Slip: a minion goes to its owner's hand, not its controller's") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["into-the-time-slip"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0,"owner":1}]},{"base":"the-nexus"}]})");
  t.answer("play into-the-time-slip");
  if (t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(t.hand(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// It's Astounding: "Play an action from your discard pile as an extra action (immediately, before this card is
// discarded)."

TEST_CASE("[smashup][time_travelers][text] It's Astounding: an action of your discard pile is played at once") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["its-astounding","time-walk"],"deck":["jumper"],
                        "discard":["for-my-eyes-only","king-rex","into-the-time-slip"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"],"discard":["beam-up"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},{"base":"the-nexus"}]})");
  t.answer("play its-astounding");
  REQUIRE(t.asked() == 0);
  // Actions of your own discard pile (not It's Astounding, not yet there; not a minion; not Player 2's Beam Up).
  CHECK(t.can("play for-my-eyes-only"));
  CHECK(t.can("play into-the-time-slip"));
  CHECK_FALSE(t.can("play its-astounding"));
  CHECK_FALSE(t.can("play beam-up"));
  CHECK_FALSE(t.can("play time-walk"));
  t.answer("play into-the-time-slip");
  t.answer("choose king-rex");
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK(test::sorted(t.discard(0)) == Names{"for-my-eyes-only", "into-the-time-slip", "its-astounding", "king-rex"});
  // The extra action was that one play: the hand's Time Walk cannot follow.
  CHECK_FALSE(t.can("play time-walk"));
  CHECK(t.options() == Names{"done"});
}

TEST_CASE("[smashup][time_travelers][text] It's Astounding: an Ongoing action from the discard pile stays in play") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["its-astounding"],"deck":["jumper"],
                        "discard":["stasis-field"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play its-astounding");
  REQUIRE(t.can("play stasis-field the-nexus"));
  t.answer("play stasis-field the-nexus");
  CHECK(t.actions_on("the-nexus") == Names{"stasis-field"});
  CHECK(t.discard(0) == Names{"its-astounding"});
}

// ---------------------------------------------------------------------------------------------------------------
// Stasis Field: "Play on a base. Ongoing: this base cannot score. At the start of your turn, destroy this action."

TEST_CASE("[smashup][time_travelers][text] Stasis Field: its base cannot score until it is destroyed at the start of its player's turn") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["stasis-field"],"deck":["jumper","spy","mole","mole","mole"]},
                       {"factions":["pirates","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("play stasis-field jungle-oasis");
  t.answer("done");
  skip_windows(t);
  // Over its breakpoint (14 of 12) and not scored.
  CHECK(t.bases() == Names{"jungle-oasis", "the-nexus"});
  CHECK(t.vp(0) == 0);
  REQUIRE(t.asked() == 1);
  // Player 2's turn start did not destroy it, and the base does not score on that turn either.
  CHECK(t.actions_on("jungle-oasis") == Names{"stasis-field"});
  t.answer("done");
  skip_windows(t);
  CHECK(t.bases() == Names{"jungle-oasis", "the-nexus"});
  CHECK(t.vp(1) == 0);
  // Player 1's next turn: destroyed at its start, then the base scores.
  REQUIRE(t.asked() == 0);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(has(t.discard(0), "stasis-field"));
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"portal-room", "the-nexus"});
}

TEST_CASE("[smashup][time_travelers][text] Stasis Field: other bases score as usual") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole"]},
                       {"factions":["pirates","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                     {"card":"mole","controller":1},{"card":"spy","controller":1}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  pass_through(t, 0);
  // The Nexus (20 of 19) scored: 3 VP each for first and second; Jungle Oasis (14 of 12) did not.
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  CHECK(t.bases() == Names{"jungle-oasis", "portal-room"});
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex", "king-rex"});
  // Player 2's turn has begun: their Stasis Field was destroyed at its start.
  REQUIRE(t.asked() == 1);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(has(t.discard(1), "stasis-field"));
}

TEST_CASE("[smashup][time_travelers][text] Stasis Field: another player's turn start leaves it in place") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole"]},
                       {"factions":["pirates","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":1}],
                       "actions":[{"card":"stasis-field","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"],
             "turn":{"active":0,"phase":"start"}})");
  REQUIRE(t.asked() == 0);
  CHECK(t.actions_on("jungle-oasis") == Names{"stasis-field"});
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 0);
  // Player 2's turn starts: it is theirs, destroyed.
  REQUIRE(t.asked() == 1);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(1) == Names{"stasis-field"});
}

// ---------------------------------------------------------------------------------------------------------------
// Time is Fleeting: "Play right after a base scores, if the base discard pile holds at least one base: instead of
// drawing the replacement from the base deck, put a base of your choice from the base discard pile into play (not the
// one that just scored)."

TEST_CASE("[smashup][time_travelers][text] Time is Fleeting: a base of the base discard pile replaces the scored base") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-is-fleeting"],"deck":["jumper","spy","mole"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":1},
                                                        {"card":"spy","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"],
             "base_discard":["tar-pits","the-mothership"]})");
  t.answer("done");
  for (int guard = 0; guard < 6 && t.asking() && !t.can("use time-is-fleeting") && !t.can("play time-is-fleeting") &&
                      t.can("pass");
       ++guard) {
    t.answer("pass");
  }
  REQUIRE(t.asked() == 0);
  CHECK(t.vp(0) == 2);
  t.answer(t.can("use time-is-fleeting") ? "use time-is-fleeting" : "play time-is-fleeting");
  // Not the base that just scored.
  CHECK(test::sorted(t.options()) == Names{"choose tar-pits", "choose the-mothership"});
  t.answer("choose the-mothership");
  skip_windows(t);
  CHECK(t.bases() == Names{"the-mothership", "the-nexus"});
  CHECK(t.base_deck() == Names{"portal-room"});
  CHECK(has(t.discard(0), "time-is-fleeting"));
}

TEST_CASE("[smashup][time_travelers][text] Time is Fleeting: not with an empty base discard pile, nor in the play phase") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-is-fleeting"],"deck":["jumper","spy","mole"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":1},
                                                        {"card":"spy","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  CHECK_FALSE(t.can("play time-is-fleeting"));
  CHECK_FALSE(t.can("use time-is-fleeting"));
  t.answer("done");
  const Names offered = pass_through(t, 0);
  CHECK_FALSE(has(offered, "use time-is-fleeting"));
  CHECK_FALSE(has(offered, "play time-is-fleeting"));
  CHECK(t.bases() == Names{"portal-room", "the-nexus"});
  CHECK(has(t.hand(0), "time-is-fleeting"));
}

// ---------------------------------------------------------------------------------------------------------------
// Time Walk: "You may play an extra minion and an extra action this turn. Draw two cards. Then put this card on the
// bottom of your deck instead of the discard pile."

TEST_CASE("[smashup][time_travelers][text][R-18] Time Walk: draw two, an extra minion and action for the turn, then under the deck") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-walk","king-rex","beam-up"],
                        "deck":["jumper","mole","operative"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1}]},{"base":"the-nexus"}]})");
  t.answer("play time-walk");
  CHECK(test::sorted(t.hand(0)) == Names{"beam-up", "jumper", "king-rex", "mole"});
  CHECK(t.deck(0) == Names{"operative", "time-walk"});
  CHECK(t.discard(0).empty());
  // R-18: granted by a card played in the play phase, the extras last the turn: two minions and one more action.
  t.answer("play king-rex the-nexus");
  REQUIRE(t.can("play mole the-nexus"));
  t.answer("play mole the-nexus");
  REQUIRE(t.can("play beam-up"));
  t.answer("play beam-up");
  t.answer("choose " + t.id(t.on("jungle-oasis", "king-rex")));
  CHECK(t.hand(1) == Names{"king-rex"});
  CHECK_FALSE(t.can("play jumper the-nexus"));
}

TEST_CASE("[smashup][time_travelers][text] Time Walk: drawn before it goes under the deck, it is never drawn itself") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["time-walk"],"deck":["jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play time-walk");
  CHECK(t.hand(0) == Names{"jumper"});
  CHECK(t.deck(0) == Names{"time-walk"});
  CHECK(t.discard(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Wormhole: "Special: play after a base scores. Shuffle all of your minions that were on that base into your deck
// (instead of discarding them)." R-6: all of them, as originally printed. R-23: "'Your minions' ... are the ones you
// control; a card that leaves play still goes to its owner's ... deck (Wormhole shuffles the minions it controls
// there into their owners' decks)."

TEST_CASE("[smashup][time_travelers][text] Wormhole: after a base scores, all your minions there are shuffled into your deck") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":["wormhole"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1},
                                                        {"card":"mole","controller":1,"actions":[{"card":"upgrade","controller":0}]}]},
                      {"base":"the-nexus","minions":[{"card":"operative","controller":1}]}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  for (int guard = 0; guard < 6 && t.asking() && !t.can("use wormhole") && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  CHECK(t.prompt().find("has scored") != std::string::npos);
  t.answer("use wormhole");
  // All of them, no choice asked.
  skip_windows(t);
  CHECK(test::sorted(t.deck(1)) == Names{"doctor-when", "mole", "spy", "spy"});
  CHECK(test::shuffled(t, 1));
  CHECK(t.discard(1) == Names{"wormhole"});
  // Player 1's minions and the Upgrade go to the discard pile as usual; The Nexus is untouched.
  CHECK(test::sorted(t.discard(0)) == Names{"king-rex", "upgrade"});
  CHECK(t.minions_on("the-nexus") == Names{"operative"});
}

TEST_CASE("[smashup][time_travelers][text][R-23] Wormhole: the minions it controls there, each into its owner's deck") {
  Table t(R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["super-spies","time-travelers"],"hand":["wormhole"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1},
                                                        {"card":"invader","controller":1,"owner":0},
                                                        {"card":"mole","controller":0,"owner":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  t.answer("done");
  for (int guard = 0; guard < 6 && t.asking() && !t.can("use wormhole") && t.can("pass"); ++guard) t.answer("pass");
  REQUIRE(t.asked() == 1);
  t.answer("use wormhole");
  skip_windows(t);
  // Player 2 controlled Doctor When (theirs) and the Invader (Player 1's): both leave for their owners' decks.
  CHECK(test::sorted(t.deck(1)) == Names{"doctor-when", "spy", "spy"});
  CHECK((has(t.deck(0), "invader") || has(t.hand(0), "invader")));  // Player 1 drew two at the end of the turn
  CHECK_FALSE(has(t.discard(0), "invader"));
  // The Mole Player 1 controlled is not Player 2's minion: discarded to its owner's pile as usual.
  CHECK(has(t.discard(1), "mole"));
  CHECK_FALSE(has(t.deck(1), "mole"));
}

TEST_CASE("[smashup][time_travelers][text] Wormhole: not before a base scores, nor in the play phase") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["wormhole"],"deck":["jumper","jumper","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})");
  CHECK_FALSE(t.can("play wormhole"));
  CHECK_FALSE(t.can("use wormhole"));
  t.answer("done");
  REQUIRE(t.asking());
  if (t.prompt().find("about to score") != std::string::npos) {
    CHECK_FALSE(t.can("use wormhole"));
  }
}

TEST_CASE("[smashup][time_travelers][text][R-27] after-scoring window: a Time Travelers player is asked whether or not the hand holds Wormhole") {
  // R-27: "Whether a player is asked in a ... before- or after-scoring window ... depends only on public information
  // (the factions in play, the cards in play), never on what their hand or deck holds".
  const char* in_hand = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["time-travelers","dinosaurs"],"hand":["wormhole"],"deck":["spy","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})";
  const char* in_deck = R"({"seats":[{"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout"]},
                       {"factions":["time-travelers","dinosaurs"],"hand":[],"deck":["spy","wormhole","spy"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["portal-room"]})";
  for (const char* scenario : {in_hand, in_deck}) {
    INFO(scenario);
    Table t(scenario);
    t.answer("done");
    bool asked_after = false;
    for (int guard = 0; guard < 10 && t.asking() && !t.can("done"); ++guard) {
      if (t.asked() == 1 && t.prompt().find("has scored") != std::string::npos) asked_after = true;
      t.answer(t.can("pass") ? "pass" : "no");
    }
    CHECK(asked_after);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Portal Room (22, 2/3/1): "When this base scores, its winner gets an extra turn of their own right after the
// current turn ends."

TEST_CASE("[smashup][time_travelers][text] Portal Room: VP 2/3/1, and its winner plays an extra turn right after this one") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon","cannon","cannon","cannon"]}],
             "bases":[{"base":"portal-room","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":2},
                                                       {"card":"doctor-when","controller":2},
                                                       {"card":"spy","controller":1,"counters":1}]},
                      {"base":"the-nexus"},{"base":"jungle-oasis"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  skip_windows(t);
  // Player 3 won (12), Player 1 second (7), Player 2 third (3).
  CHECK(t.vp(2) == 2);
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 1);
  // Right after Player 1's turn: Player 3's extra turn, then the order goes on with Player 2, then Player 3.
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 2);
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 1);
  t.answer("done");
  skip_windows(t);
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 2);
  t.answer("done");
  skip_windows(t);
  CHECK(t.asked() == 0);
}

TEST_CASE("[smashup][time_travelers][text] Portal Room: the active player who wins plays twice in a row") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout"]}],
             "bases":[{"base":"portal-room","minions":[{"card":"king-rex","controller":0},{"card":"king-rex","controller":0},
                                                       {"card":"king-rex","controller":1},{"card":"mole","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 3);
  REQUIRE(t.can("done"));
  CHECK(t.asked() == 0);
  t.answer("done");
  skip_windows(t);
  CHECK(t.asked() == 1);
}

TEST_CASE("[smashup][time_travelers][text][R-19] Portal Room: tied winners each get an extra turn, the active player's first") {
  // Rulebook (seed 002): "Se os jogadores empatarem no requerimento da habilidade de uma base (tal como a do Dojo
  // Ninja), ambos podem usá-la." R-19 orders them from the active player.
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper","spy","mole"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout","scout","scout","scout","scout"]}],
             "bases":[{"base":"portal-room","minions":[{"card":"king-rex","controller":0},{"card":"doctor-when","controller":0},
                                                       {"card":"king-rex","controller":1},{"card":"doctor-when","controller":1}]},
                      {"base":"the-nexus"}],
             "base_deck":["tar-pits"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 2);
  // Player 1's extra turn, Player 2's extra turn, then Player 2's own turn, then Player 1.
  const Seat expected[] = {0, 1, 1, 0};
  for (Seat seat : expected) {
    REQUIRE(t.can("done"));
    CHECK(t.asked() == seat);
    t.answer("done");
    skip_windows(t);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The Nexus (19, 3/3/2): "After this base scores, before it is replaced, the winner may choose a base from the base
// discard pile to come in next (put it on top of the base deck)."

TEST_CASE("[smashup][time_travelers][text] The Nexus: VP 3/3/2; its winner picks a discarded base to replace it") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader","scout","scout"]},
                       {"factions":["ninjas","pirates"],"hand":[],"deck":["cannon","cannon"]}],
             "bases":[{"base":"the-nexus","minions":[{"card":"king-rex","controller":0},{"card":"mole","controller":0},
                                                     {"card":"doctor-when","controller":1},{"card":"spy","controller":2},
                                                     {"card":"jumper","controller":2}]},
                      {"base":"jungle-oasis"},{"base":"portal-room"}],
             "base_deck":["tar-pits","the-homeworld"],
             "base_discard":["the-mothership","ninja-dojo"]})");
  t.answer("done");
  skip_windows(t);
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 3);
  CHECK(t.vp(2) == 2);
  REQUIRE(t.asked() == 0);
  CHECK(t.prompt().find("Nexus") != std::string::npos);
  CHECK(test::sorted(t.options()) == Names{"choose ninja-dojo", "choose the-mothership", "pass"});
  t.answer("choose the-mothership");
  pass_through(t, 0);
  CHECK(t.bases() == Names{"the-mothership", "jungle-oasis", "portal-room"});
  CHECK(t.base_deck() == Names{"tar-pits", "the-homeworld"});
}

TEST_CASE("[smashup][time_travelers][text] The Nexus: declined, the base deck's top card replaces it") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":[],"deck":["jumper","spy","mole","jumper"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","invader","scout","scout"]}],
             "bases":[{"base":"the-nexus","minions":[{"card":"king-rex","controller":1},{"card":"king-rex","controller":1},
                                                     {"card":"doctor-when","controller":0}]},
                      {"base":"jungle-oasis"}],
             "base_deck":["tar-pits","the-homeworld"],
             "base_discard":["the-mothership"]})");
  t.answer("done");
  skip_windows(t);
  // The winner is Player 2, not the active player: only they are asked.
  REQUIRE(t.asked() == 1);
  CHECK(t.can("choose the-mothership"));
  t.answer("pass");
  skip_windows(t);
  CHECK(t.bases() == Names{"tar-pits", "jungle-oasis"});
  CHECK(t.base_deck() == Names{"the-homeworld"});
}

TEST_CASE("[smashup][time_travelers][text][R-23] Doctor When: a minion you control returns to its owner's hand") {
  // R-23: "'Your minions' ... are the ones you control; a card that leaves play still goes to its owner's hand".
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["doctor-when"],"deck":["jumper","spy"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"invader","controller":0,"owner":1},
                                                        {"card":"scout","controller":1,"owner":0}]},
                      {"base":"the-nexus"}]})");
  t.answer("play doctor-when the-nexus");
  // The Invader (controlled) is one of "your minions"; the Scout Player 1 owns but does not control is not.
  CHECK(test::sorted(t.options()) == Names{"choose invader", "pass"});
  t.answer("choose invader");
  for (int guard = 0; guard < 3 && t.can("pass") && !t.can("done"); ++guard) t.answer("pass");
  CHECK(t.hand(1) == Names{"invader"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][time_travelers][text] Time Walk: played from the discard pile by It's Astounding, it still goes under the deck") {
  Table t(R"({"seats":[{"factions":["super-spies","time-travelers"],"hand":["its-astounding"],"deck":["jumper","mole","operative"],
                        "discard":["time-walk"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["scout","scout"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"the-nexus"}]})");
  t.answer("play its-astounding");
  t.answer("play time-walk");
  CHECK(test::sorted(t.hand(0)) == Names{"jumper", "mole"});
  CHECK(t.deck(0) == Names{"operative", "time-walk"});
  CHECK(t.discard(0) == Names{"its-astounding"});
  // Its extras: two minions this turn.
  t.answer("play jumper the-nexus");
  CHECK(t.can("play mole the-nexus"));
}
