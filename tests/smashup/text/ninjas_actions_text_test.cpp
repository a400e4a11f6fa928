// Ninjas actions (core set), tested from the card rows and the rulings alone (R-10, R-18, R-21, R-25).
#include <catch2/catch.hpp>

#include "tests/smashup/text/aliens_dinosaurs_ninjas.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::adn::has;
using test::adn::pass_through;
using test::adn::prompt_says;

// ---------------------------------------------------------------------------------------------------------------
// Assassination: "Play it on a minion. Ongoing: that minion is destroyed at the end of the turn."

TEST_CASE("[smashup][ninjas][text] Assassination: the minion stays through the turn and is destroyed at its end") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["assassination"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  REQUIRE(t.can("play assassination king-rex"));
  t.answer("play assassination king-rex");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"king-rex"});
  CHECK(t.actions_on("rhodes-plaza-mall") == Names{"assassination"});
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.minions_on("rhodes-plaza-mall").empty());
  CHECK(t.discard(1) == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"assassination"});
}

TEST_CASE("[smashup][ninjas][text] Assassination: the doomed minion still counts when its base scores that turn") {
  // A turn scores its bases (step 3) before its end (step 5). Jungle Oasis: Player 2's King Rex (7) wins against 5.
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["assassination"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1},{"card":"ninja-master","controller":0}]},
                      {"base":"factory-436-1337"}],
             "base_deck":["rhodes-plaza-mall"]})");
  t.answer("play assassination king-rex");
  t.answer("done");
  pass_through(t, 0);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Disguise: "Choose one or two of your minions on a single base. Play the same number of extra minions onto that base,
// then return the chosen minions to your hand."

TEST_CASE("[smashup][ninjas][text] Disguise: two of your minions on a base are swapped for two from your hand") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["disguise","king-rex","tiger-assassin"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"ninja-acolyte","controller":0},{"card":"shinobi","controller":0},
                                                             {"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337","minions":[{"card":"hoverbot","controller":0}]}],
             "turn":{"minion_used":true}})");
  t.answer("play disguise");
  // Your minions only.
  CHECK_FALSE(t.can("choose zapbot"));
  t.answer("choose ninja-acolyte");
  // "on a single base": the Hoverbot elsewhere cannot be the second.
  CHECK_FALSE(t.can("choose hoverbot"));
  t.answer("choose shinobi");
  // The extras go onto that base only.
  CHECK_FALSE(t.can("play king-rex factory-436-1337"));
  t.answer("play king-rex rhodes-plaza-mall");
  t.answer("play tiger-assassin rhodes-plaza-mall");
  if (t.prompt().find("Tiger Assassin") != std::string::npos) t.answer("pass");
  pass_through(t, 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"zapbot", "king-rex", "tiger-assassin"});
  CHECK(test::sorted(t.hand(0)) == Names{"ninja-acolyte", "shinobi"});
  CHECK(t.minions_on("factory-436-1337") == Names{"hoverbot"});
  CHECK(t.discard(0) == Names{"disguise"});
}

TEST_CASE("[smashup][ninjas][text] Disguise: one minion chosen, one extra minion") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["disguise","king-rex","tiger-assassin"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"ninja-acolyte","controller":0},{"card":"shinobi","controller":0}]},
                      {"base":"factory-436-1337"}],
             "turn":{"minion_used":true}})");
  t.answer("play disguise");
  t.answer("choose shinobi");
  if (t.prompt().find("second") != std::string::npos) t.answer("pass");
  t.answer("play king-rex rhodes-plaza-mall");
  pass_through(t, 0);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"ninja-acolyte", "king-rex"});
  CHECK(test::sorted(t.hand(0)) == Names{"shinobi", "tiger-assassin"});
  CHECK_FALSE(t.can("play tiger-assassin rhodes-plaza-mall"));
}

TEST_CASE("[smashup][ninjas][text][R-18] Disguise: its extra minion is not lost when not played at once") {
  // Reading question. R-18: "an extra granted by a card played normally in your play phase lasts the rest of the
  // turn"; glossary (PT, binding): "Você não precisa jogar a carta extra imediatamente a menos que ela tenha sido obtida
  // a partir de uma habilidade Especial." Disguise is no Special.
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["disguise","king-rex"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"shinobi","controller":0}]},
                      {"base":"factory-436-1337"}],
             "turn":{"minion_used":true}})");
  t.answer("play disguise");
  if (t.can("choose shinobi")) t.answer("choose shinobi");
  if (!t.can("done")) t.answer("pass");
  pass_through(t, 0);
  CHECK(t.hand(0) == Names{"king-rex", "shinobi"});
  CHECK(t.can("play king-rex rhodes-plaza-mall"));
  CHECK_FALSE(t.can("play king-rex factory-436-1337"));
}

// ---------------------------------------------------------------------------------------------------------------
// Hidden Ninja: "Special: when a base is about to score, you may play this action; it lets you play a minion from
// your hand onto that base (an extra minion)."

namespace {

// Jungle Oasis (12) is ready on Player 1's turn: King Rex (7) and Hoverbot (3) against Player 2's Ninja Master (5).
const char* const hidden_ninja_position = R"({"seats":[{"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]},
                       {"factions":["ninjas","dinosaurs"],"hand":["hidden-ninja","king-rex","tiger-assassin"],
                        "deck":["war-raptor","war-raptor","war-raptor"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"hoverbot","controller":0},
                                                        {"card":"ninja-master","controller":1}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337"]})";

}  // namespace

TEST_CASE("[smashup][ninjas][text] Hidden Ninja: on another player's turn, a minion from hand joins the scoring base") {
  Table t(hidden_ninja_position);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  REQUIRE(prompt_says(t, "about to score"));
  t.answer("use hidden-ninja");
  // Onto that base only.
  CHECK_FALSE(t.can("play king-rex rhodes-plaza-mall"));
  REQUIRE(t.can("play king-rex jungle-oasis"));
  t.answer("play king-rex jungle-oasis");
  pass_through(t, 1);
  // Player 2: 5 + 7 = 12 against 10.
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
  CHECK(has(t.discard(1), "hidden-ninja"));
  CHECK(t.hand(1) == Names{"tiger-assassin"});
}

TEST_CASE("[smashup][ninjas][text] Hidden Ninja: the minion is played, so its own ability fires") {
  // Terms, "Play": a card is played "where an ability says play ... only then does its ability fire". Tiger Assassin
  // destroys the Hoverbot: Player 2 wins 9 to 7.
  Table t(hidden_ninja_position);
  t.answer("done");
  t.answer("use hidden-ninja");
  t.answer("play tiger-assassin jungle-oasis");
  REQUIRE(t.can("choose hoverbot"));
  t.answer("choose hoverbot");
  pass_through(t, 1);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(0) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Infiltrate (R-10): "when played on a base, destroy one action already attached to that base (if any); until the
// start of your next turn you may ignore that base's ability."

TEST_CASE("[smashup][ninjas][text][R-10][R-25] Infiltrate: destroys an action played on the base, not one on a minion there") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["infiltrate"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["dinosaurs","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"tar-pits","minions":[{"card":"zapbot","controller":1,"actions":["upgrade"]}],
                       "actions":[{"card":"wildlife-preserve","controller":1}]},
                      {"base":"rhodes-plaza-mall"}]})");
  t.answer("play infiltrate tar-pits");
  if (t.asked() == 0 && !t.can("done")) {
    CHECK_FALSE(t.can("pass"));
    CHECK_FALSE(t.can("choose upgrade"));
    t.answer("choose wildlife-preserve");
  }
  CHECK(t.discard(1) == Names{"wildlife-preserve"});
  CHECK(test::sorted(t.actions_on("tar-pits")) == Names{"infiltrate", "upgrade"});
}

TEST_CASE("[smashup][ninjas][text][R-10] Infiltrate: played on a base with no action, it just stays there") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["infiltrate"],"deck":["war-raptor","war-raptor"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"tar-pits"},{"base":"rhodes-plaza-mall"}]})");
  t.answer("play infiltrate tar-pits");
  CHECK(t.can("done"));
  CHECK(t.actions_on("tar-pits") == Names{"infiltrate"});
}

namespace {

// Player 1 infiltrates Tar Pits, where their Collector stands; Player 2 holds Seeing Stars for their own turn.
// Player 1's deck puts Seeing Stars in their next hand.
const char* const infiltrated_tar_pits = R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["infiltrate"],
                        "deck":["seeing-stars","war-raptor","war-raptor","war-raptor"]},
                       {"factions":["ninjas","wizards"],"hand":["seeing-stars"],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"tar-pits","minions":[{"card":"collector","controller":0},{"card":"scout","controller":0}]},
                      {"base":"rhodes-plaza-mall"}],
             "base_deck":["factory-436-1337"]})";

}  // namespace

TEST_CASE("[smashup][ninjas][text][R-10] Infiltrate: on the next player's turn its player may ignore Tar Pits") {
  Table t(infiltrated_tar_pits);
  t.answer("play infiltrate tar-pits");
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  t.answer("play seeing-stars");
  t.answer("choose collector");
  // "you may ignore": Player 1 decides, and ignoring sends the Collector to the discard pile.
  REQUIRE(t.asked() == 0);
  REQUIRE(t.can("yes"));
  CHECK(t.can("no"));
  t.answer("yes");
  CHECK(t.discard(0) == Names{"collector"});
  CHECK_FALSE(has(t.deck(0), "collector"));
}

TEST_CASE("[smashup][ninjas][text][R-10] Infiltrate: from the start of its player's next turn, Tar Pits applies again") {
  Table t(infiltrated_tar_pits);
  t.answer("play infiltrate tar-pits");
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  t.answer("done");
  pass_through(t, 1);
  REQUIRE(t.asked() == 0);
  REQUIRE(has(t.hand(0), "seeing-stars"));
  t.answer("play seeing-stars");
  t.answer("choose collector");
  CHECK_FALSE(t.can("yes"));
  pass_through(t, 0);
  CHECK(t.deck(0).back() == "collector");
  CHECK_FALSE(has(t.discard(0), "collector"));
}

// ---------------------------------------------------------------------------------------------------------------
// Poison: "Play it on a minion: first destroy any number of actions attached to that minion. Ongoing: the minion has
// -4 power (it cannot drop below 0)."

namespace {

const char* const poison_position = R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["poison"],"deck":["shinobi","shinobi"]},
                       {"factions":["dinosaurs","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"king-rex","controller":1,"actions":["upgrade"]},
                                                             {"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337"}]})";

}  // namespace

TEST_CASE("[smashup][ninjas][text] Poison: may destroy the minion's actions, then -4 power") {
  Table t(poison_position);
  t.answer("play poison king-rex");
  REQUIRE(t.asked() == 0);
  // "any number" includes zero: a pass is offered.
  CHECK(t.can("pass"));
  t.answer("choose upgrade");
  pass_through(t, 0);
  CHECK(t.discard(1) == Names{"upgrade"});
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 3);
  CHECK(t.actions_on("rhodes-plaza-mall") == Names{"poison"});
}

TEST_CASE("[smashup][ninjas][text] Poison: keeping the actions, their power counts with the -4") {
  Table t(poison_position);
  t.answer("play poison king-rex");
  t.answer("pass");
  pass_through(t, 0);
  CHECK(t.power_of("rhodes-plaza-mall", "king-rex") == 5);
  CHECK(test::sorted(t.actions_on("rhodes-plaza-mall")) == Names{"poison", "upgrade"});
}

TEST_CASE("[smashup][ninjas][text] Poison: power does not drop below 0") {
  Table t(poison_position);
  t.answer("play poison zapbot");
  pass_through(t, 0);
  CHECK(t.power_of("rhodes-plaza-mall", "zapbot") == 0);
  CHECK(t.total("rhodes-plaza-mall") == 9);
}

// ---------------------------------------------------------------------------------------------------------------
// Seeing Stars: "Destroy any one minion in play of power 3 or less."

TEST_CASE("[smashup][ninjas][text] Seeing Stars: destroys a minion of power 3 or less on any base, with no pass") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["seeing-stars"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"archmage","controller":1},{"card":"hoverbot","controller":1}]},
                      {"base":"factory-436-1337","minions":[{"card":"zapbot","controller":1}]}]})");
  t.answer("play seeing-stars");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose hoverbot", "choose zapbot"});
  t.answer("choose zapbot");
  CHECK(t.minions_on("factory-436-1337").empty());
  CHECK(t.discard(1) == Names{"zapbot"});
}

// ---------------------------------------------------------------------------------------------------------------
// Smoke Bomb: "Play it on one of your own minions. Ongoing: that minion is not affected by other players' actions.
// This card is destroyed at the start of your next turn."

namespace {

// Player 2 (active) holds the action; Player 1's Hoverbot carries a Smoke Bomb.
std::string smoke_bomb_position(const std::string& hand) {
  return R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":[],"deck":["shinobi","shinobi","shinobi"]},
                       {"factions":["ninjas","aliens"],"hand":[")" + hand + R"("],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":0,"actions":["smoke-bomb"]}]},
                      {"base":"factory-436-1337"}],
             "turn":{"active":1}})";
}

}  // namespace

TEST_CASE("[smashup][ninjas][text] Smoke Bomb: played only on one of your own minions") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["smoke-bomb"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":0},{"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337"}]})");
  CHECK(t.can("play smoke-bomb hoverbot"));
  CHECK_FALSE(t.can("play smoke-bomb zapbot"));
}

TEST_CASE("[smashup][ninjas][text] Smoke Bomb: another player's action does not return the minion") {
  Table t(smoke_bomb_position("beam-up"));
  t.answer("play beam-up");
  if (t.can("choose hoverbot")) t.answer("choose hoverbot");
  pass_through(t, 1);
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"hoverbot"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][ninjas][text][R-21] Smoke Bomb: another player's action may still change the minion's power") {
  // R-21: "Changing its power ... [is] not affecting it"; Smoke Bomb "blocks exactly those four things".
  Table t(smoke_bomb_position("augmentation"));
  t.answer("play augmentation");
  REQUIRE(t.can("choose hoverbot"));
  t.answer("choose hoverbot");
  CHECK(t.power_of("rhodes-plaza-mall", "hoverbot") == 7);
  CHECK(t.actions_on("rhodes-plaza-mall") == Names{"smoke-bomb"});
}

TEST_CASE("[smashup][ninjas][text] Smoke Bomb: another player's minion ability still affects the minion") {
  // Only "other players' actions" are kept off; Tiger Assassin's ability is a minion's.
  Table t(smoke_bomb_position("tiger-assassin"));
  t.answer("play tiger-assassin rhodes-plaza-mall");
  REQUIRE(t.can("choose hoverbot"));
  t.answer("choose hoverbot");
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"tiger-assassin"});
  CHECK(test::sorted(t.discard(0)) == Names{"hoverbot", "smoke-bomb"});
}

TEST_CASE("[smashup][ninjas][text] Smoke Bomb: destroyed at the start of its player's next turn, not before") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["smoke-bomb"],"deck":["shinobi","shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"hoverbot","controller":0}]},
                      {"base":"factory-436-1337"}]})");
  t.answer("play smoke-bomb hoverbot");
  t.answer("done");
  pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.actions_on("rhodes-plaza-mall") == Names{"smoke-bomb"});
  t.answer("done");
  pass_through(t, 1);
  REQUIRE(t.asked() == 0);
  CHECK(t.actions_on("rhodes-plaza-mall").empty());
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"hoverbot"});
  CHECK(t.discard(0) == Names{"smoke-bomb"});
}

// ---------------------------------------------------------------------------------------------------------------
// Way of Deception: "Move one of your minions to a different base."

TEST_CASE("[smashup][ninjas][text] Way of Deception: moves one of your minions; a moved minion's ability does not fire") {
  Table t(R"({"seats":[{"factions":["ninjas","dinosaurs"],"hand":["way-of-deception"],"deck":["shinobi","shinobi"]},
                       {"factions":["robots","wizards"],"hand":[],"deck":["zapbot","zapbot"]}],
             "bases":[{"base":"rhodes-plaza-mall","minions":[{"card":"tiger-assassin","controller":0},{"card":"zapbot","controller":1}]},
                      {"base":"factory-436-1337","minions":[{"card":"hoverbot","controller":1}]}]})");
  t.answer("play way-of-deception");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("choose zapbot"));
  CHECK_FALSE(t.can("choose hoverbot"));
  CHECK_FALSE(t.can("pass"));
  if (t.can("choose tiger-assassin")) t.answer("choose tiger-assassin");
  CHECK_FALSE(t.can("choose rhodes-plaza-mall"));
  if (t.can("choose factory-436-1337")) t.answer("choose factory-436-1337");
  CHECK(t.minions_on("factory-436-1337") == Names{"hoverbot", "tiger-assassin"});
  CHECK(t.minions_on("rhodes-plaza-mall") == Names{"zapbot"});
  // Terms, "Move": "it is not played, so its ability does not fire": the Hoverbot is not threatened.
  CHECK(t.can("done"));
}
