// Shapeshifters minions (Doppelgänger, G.E.L.F., Mimic, Copycat), tested from their printed text (the reference
// rows), the rulings (rules/smashup.md) and the second box's glossary alone — written without reading their code.
#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/text/shapeshifters_text.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;
using test::shifters::count;
using test::shifters::position;
using test::shifters::put_on;
using test::shifters::their_turn;

namespace {

bool has(const Names& pile, const std::string& slug) { return std::find(pile.begin(), pile.end(), slug) != pile.end(); }

}  // namespace

// ---------------------------------------------------------------------------------------------------------------
// Doppelgänger: "Special: when this minion goes from a base to the discard pile, search your deck for a minion, play
// it as an extra minion, and shuffle your deck." R-22: it must be played when it can legally be played.

TEST_CASE("[smashup][shapeshifters][text][R-22] Doppelgänger: destroyed, it plays a minion from your deck and shuffles") {
  Table t(their_turn({"ninja-master"}, {"walker", "invader", "cyberevolution", "king-rex"}, R"([
      {"base": "the-mothership", "minions": [{"card": "doppelganger", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play ninja-master the-mothership");
  t.answer("choose doppelganger");
  REQUIRE(t.asking());
  CHECK(t.asked() == 0);
  CHECK(t.can("choose walker"));
  CHECK(t.can("choose invader"));
  CHECK(t.can("choose king-rex"));
  CHECK_FALSE(t.can("choose cyberevolution"));
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(put_on(t, "invader", "tortuga"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.controller("tortuga", "invader") == 0);
  CHECK(t.vp(0) == 1);  // played, so the Invader's own ability fired
  CHECK(sorted(t.deck(0)) == Names{"cyberevolution", "king-rex", "walker"});
  CHECK(test::shuffled(t, 0));
  CHECK(t.discard(0) == Names{"doppelganger"});
}

TEST_CASE("[smashup][shapeshifters][text] Doppelgänger: discarded with its scored base, its minion cannot land on the replacement") {
  // Glossary: "minions on a scored base are discarded before the base is replaced, so its replacement cannot land on
  // the new base".
  json j = position(json::array(), {"scout", "cyberevolution", "cyberevolution"}, R"([
      {"base": "jungle-oasis", "minions": [{"card": "doppelganger", "controller": 0}, {"card": "king-rex", "controller": 0}]},
      {"base": "the-mothership"}])");
  j["base_deck"] = {"factory-436-1337"};
  Table t(j);
  t.answer("done");
  if (t.asking() && t.asked() == 0) {
    CHECK_FALSE(t.can("choose factory-436-1337"));
    CHECK_FALSE(t.can("choose jungle-oasis"));
    put_on(t, "scout", "the-mothership");
  }
  CHECK(t.vp(0) == 2);
  CHECK(t.minions_on("the-mothership") == Names{"scout"});
  CHECK(t.minions_on("factory-436-1337").empty());
  CHECK(has(t.discard(0), "doppelganger"));
}

TEST_CASE("[smashup][shapeshifters][text] Doppelgänger: returned to the hand, it does nothing") {
  Table t(their_turn({"beam-up"}, {"walker", "invader"}, R"([
      {"base": "the-mothership", "minions": [{"card": "doppelganger", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play beam-up");
  t.answer("choose doppelganger");
  CHECK(t.asked() == 1);
  CHECK(t.hand(0) == Names{"doppelganger"});
  CHECK(t.deck(0) == Names{"walker", "invader"});
  CHECK(t.minions_on("the-mothership").empty());
  CHECK(t.minions_on("tortuga").empty());
}

TEST_CASE("[smashup][shapeshifters][text] Doppelgänger: with no minion in the deck nothing is played (its owner still asked, R-27)") {
  Table t(their_turn({"ninja-master"}, {"cyberevolution", "splice-as-nice"}, R"([
      {"base": "the-mothership", "minions": [{"card": "doppelganger", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play ninja-master the-mothership");
  t.answer("choose doppelganger");
  // R-27: whether its owner is asked never depends on what the deck holds, so the search is offered to Player 1
  // (seat 0) even here; whatever they answer, nothing can be found and the turn goes back to Player 2.
  CHECK(t.asked() == 0);
  while (t.asking() && t.asked() == 0) t.answer(t.can("pass") ? "pass" : t.options().front());
  CHECK(t.asked() == 1);
  CHECK(t.minions_on("the-mothership") == Names{"ninja-master"});
  CHECK(t.minions_on("tortuga").empty());
  CHECK(sorted(t.deck(0)) == Names{"cyberevolution", "splice-as-nice"});
}

TEST_CASE("[smashup][shapeshifters][text][R-22] Doppelgänger: a found minion that cannot legally be played is discarded") {
  // Glossary: "if the chosen minion cannot legally be played, discard it"; R-22: "a found card goes where the card's
  // clarification says (... the discard pile for Doppelgänger)". The Vats is the only base and holds a King Rex: the
  // King Rex found in the deck cannot be played anywhere.
  Table t(their_turn({"ninja-master"}, {"king-rex"}, R"([
      {"base": "the-vats", "minions": [{"card": "doppelganger", "controller": 0}, {"card": "king-rex", "controller": 1}]}])"));
  t.answer("play ninja-master the-vats");
  t.answer("choose doppelganger");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  while (t.asked() == 0 && t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-vats") == Names{"king-rex", "ninja-master"});
  CHECK(sorted(t.discard(0)) == Names{"doppelganger", "king-rex"});
  CHECK(t.deck(0).empty());
}

// ---------------------------------------------------------------------------------------------------------------
// G.E.L.F.: "Talent: search your deck for a minion of power 4 or less that is not a G.E.L.F.; shuffle this G.E.L.F.
// into your deck and play the found minion on this base as an extra minion."

TEST_CASE("[smashup][shapeshifters][text][R-22] G.E.L.F.: its Talent swaps it for a minion of power 4 or less from the deck, on its base") {
  Table t(position({"walker"}, {"king-rex", "gelf", "invader", "mimic", "cyberback", "scout"}, R"([
      {"base": "the-mothership", "minions": [{"card": "gelf", "controller": 0}]},
      {"base": "tortuga"}])"));
  REQUIRE(t.can("use gelf"));
  t.answer("use gelf");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose invader"));
  CHECK(t.can("choose scout"));
  CHECK(t.can("choose mimic"));  // printed power 0 in the deck
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("choose cyberback"));
  CHECK_FALSE(t.can("choose gelf"));
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(put_on(t, "invader", "the-mothership"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  CHECK(t.minions_on("tortuga").empty());
  CHECK(t.vp(0) == 1);
  CHECK(count(t.deck(0), "gelf") == 2);
  CHECK(t.deck(0).size() == 6);
  CHECK(test::shuffled(t, 0));
  // An extra minion: the turn's own minion play is still there.
  CHECK(t.can("play walker tortuga"));
}

TEST_CASE("[smashup][shapeshifters][text] G.E.L.F.: no Talent on another player's turn") {
  Table t(their_turn({"scout"}, {"invader"}, R"([
      {"base": "the-mothership", "minions": [{"card": "gelf", "controller": 0}]}])"));
  CHECK(t.asked() == 1);
  CHECK_FALSE(t.can("use gelf"));
}

// ---------------------------------------------------------------------------------------------------------------
// Mimic: "Ongoing: this minion's power equals the highest printed power among all minion cards in play (then it can
// be modified further)."

TEST_CASE("[smashup][shapeshifters][text] Mimic: the highest printed power in play, anyone's, any base") {
  Table t(position(json::array(), json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "mimic", "controller": 0}, {"card": "invader", "controller": 0}]},
      {"base": "tortuga", "minions": [{"card": "king-rex", "controller": 1}]}])"));
  CHECK(t.power_of("the-mothership", "mimic") == 7);
}

TEST_CASE("[smashup][shapeshifters][text] Mimic: printed power, not current power, then its own modifiers") {
  Table t(position(json::array(), json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "mimic", "controller": 0, "actions": [{"card": "splice-as-nice", "controller": 0}]},
        {"card": "invader", "controller": 1}]},
      {"base": "tortuga", "minions": [
        {"card": "ninja-master", "controller": 1, "actions": [{"card": "cyberevolution", "controller": 1}]}]}])"));
  // Ninja Master is printed 5 (8 now); Mimic copies 5, then its Splice as Nice adds 2.
  CHECK(t.power_of("the-mothership", "mimic") == 7);
}

TEST_CASE("[smashup][shapeshifters][text] Mimic: follows the highest minion as it leaves play; alone it is 0") {
  Table t(position({"beam-up"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "mimic", "controller": 0}, {"card": "invader", "controller": 1}]},
      {"base": "tortuga", "minions": [{"card": "king-rex", "controller": 1}]}])"));
  CHECK(t.power_of("the-mothership", "mimic") == 7);
  t.answer("play beam-up");
  t.answer("choose king-rex");
  CHECK(t.power_of("the-mothership", "mimic") == 3);

  Table alone(position(json::array(), json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "mimic", "controller": 0}, {"card": "mimic", "controller": 1}]}])"));
  CHECK(alone.power_of("the-mothership", "mimic") == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Copycat: "When you play it, choose a minion of another player in play. Until the end of the turn this card has that
// minion's ability." Glossary: any kind of ability, not name or power; a copied on-play ability does not fire.

TEST_CASE("[smashup][shapeshifters][text] Copycat: must choose a minion of another player, on any base") {
  Table t(position({"copycat"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "furious-george", "controller": 1}]},
      {"base": "tortuga", "minions": [{"card": "scout", "controller": 1}]}])"));
  t.answer("play copycat the-mothership");
  REQUIRE(t.asked() == 0);
  CHECK(sorted(t.options()) == Names{"choose furious-george", "choose scout"});
}

TEST_CASE("[smashup][shapeshifters][text] Copycat: has Furious George's Ongoing until the end of the turn") {
  Table t(position({"copycat", "cyberevolution"}, {"walker", "walker"}, R"([
      {"base": "the-mothership", "minions": [{"card": "furious-george", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play copycat tortuga");
  if (t.asked() == 0 && t.can("choose furious-george")) t.answer("choose furious-george");
  t.answer("play cyberevolution copycat");
  // 2 + Cyberevolution 3 + one for the action on it.
  CHECK(t.power_of("tortuga", "copycat") == 6);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("tortuga", "copycat") == 5);
}

TEST_CASE("[smashup][shapeshifters][text] Copycat: a copied Mimic gives it the highest printed power this turn") {
  Table t(position({"copycat"}, {"walker", "walker"}, R"([
      {"base": "the-mothership", "minions": [{"card": "mimic", "controller": 1}, {"card": "king-rex", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play copycat tortuga");
  t.answer("choose mimic");
  CHECK(t.power_of("tortuga", "copycat") == 7);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("tortuga", "copycat") == 2);
}

TEST_CASE("[smashup][shapeshifters][text] Copycat: a copied Talent (Baboom) may be used") {
  // Glossary: "Cellular Bonding / Copycat can acquire a Talent by copying it".
  json j = position({"copycat", "cyberevolution"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "baboom", "controller": 1}]},
      {"base": "tortuga"}])");
  j["turn"]["action_used"] = true;
  Table t(j);
  t.answer("play copycat tortuga");
  if (t.asked() == 0 && t.can("choose baboom")) t.answer("choose baboom");
  REQUIRE(t.can("use copycat"));
  t.answer("use copycat");
  if (t.can("choose cyberevolution")) t.answer("choose cyberevolution");
  else t.answer("play cyberevolution copycat");
  CHECK(t.power_of("tortuga", "copycat") == 5);
  CHECK(t.power_of("the-mothership", "baboom") == 3);
}

TEST_CASE("[smashup][shapeshifters][text] Copycat: a copied on-play ability does not fire") {
  Table t(position({"copycat"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play copycat tortuga");
  if (t.asked() == 0 && t.can("choose invader")) t.answer("choose invader");
  CHECK(t.vp(0) == 0);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][shapeshifters][text][R-24] Copycat: a copied Doppelgänger fires when the Copycat is destroyed") {
  // R-24: "A card leaving play uses the abilities it had in play, copies included".
  Table t(position({"copycat", "bacta-the-future"}, {"king-rex"}, R"([
      {"base": "the-mothership", "minions": [{"card": "doppelganger", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play copycat tortuga");
  if (t.asked() == 0 && t.can("choose doppelganger")) t.answer("choose doppelganger");
  t.answer("play bacta-the-future");
  t.answer("choose copycat");
  // Answer whatever comes: the King Rex from the deck goes to the Mothership; Bacta's extra is declined.
  for (int guard = 0; guard < 6 && t.asked() == 0 && !t.can("done"); ++guard) {
    if (t.can("resolve copycat")) t.answer("resolve copycat");
    else if (t.can("choose king-rex") || t.can("play king-rex the-mothership") || t.can("choose the-mothership"))
      put_on(t, "king-rex", "the-mothership");
    else if (t.can("pass")) t.answer("pass");
    else break;
  }
  CHECK(has(t.discard(0), "copycat"));
  CHECK(has(t.minions_on("the-mothership"), "king-rex"));
  CHECK(t.deck(0).empty());
}
