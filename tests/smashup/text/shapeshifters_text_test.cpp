// Shapeshifters cards and bases (Faceless City, The Vats), tested from their printed text (the reference rows),
// the rulings (rules/smashup.md) and the second box's glossary alone — written without reading their code.
#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;

namespace {

// Player 1 (seat 0, Shapeshifters + Cyborg Apes) to play; Player 2 (seat 1) has Dinosaurs + Aliens.
json position(const json& hand0, const json& deck0, const char* bases) {
  return {{"seats",
           {{{"factions", {"shapeshifters", "cyborg-apes"}}, {"hand", hand0}, {"deck", deck0}},
            {{"factions", {"dinosaurs", "aliens"}}, {"hand", json::array()}, {"deck", {"scout", "scout"}}}}},
          {"bases", json::parse(bases)},
          {"turn", {{"active", 0}, {"phase", "play"}}}};
}

// The same with Player 2 to play, holding `hand1`.
json their_turn(const json& hand1, const json& deck0, const char* bases) {
  json j = position(json::array(), deck0, bases);
  j["seats"][1]["hand"] = hand1;
  j["turn"]["active"] = 1;
  return j;
}

bool has(const Names& pile, const std::string& slug) { return std::find(pile.begin(), pile.end(), slug) != pile.end(); }

int count(const Names& pile, const std::string& slug) {
  return static_cast<int>(std::count(pile.begin(), pile.end(), slug));
}

// Plays the card found by a search (or offered) onto `base`, whichever form the questions take: the card, the base,
// then the play itself, in one or several steps. Returns whether any of those steps offered to pass.
bool put_on(Table& t, const std::string& card, const std::string& base) {
  bool offered_pass = false;
  for (int step = 0; step < 4 && t.asking(); ++step) {
    offered_pass = offered_pass || t.can("pass");
    if (t.can("play " + card + " " + base)) {
      t.answer("play " + card + " " + base);
      break;
    }
    if (t.can("choose " + card)) t.answer("choose " + card);
    else if (t.can("choose " + base)) t.answer("choose " + base);
    else break;
  }
  return offered_pass;
}

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

TEST_CASE("[smashup][shapeshifters][text] Doppelgänger: with no minion in the deck nothing is played") {
  Table t(their_turn({"ninja-master"}, {"cyberevolution", "splice-as-nice"}, R"([
      {"base": "the-mothership", "minions": [{"card": "doppelganger", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play ninja-master the-mothership");
  t.answer("choose doppelganger");
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

// ---------------------------------------------------------------------------------------------------------------
// "...Really?": "Destroy one of your minions. Then play, as an extra minion, a minion from your discard pile whose
// power is the same or lower."

TEST_CASE("[smashup][shapeshifters][text][R-22] ...Really?: destroy your minion, then play one of no more power from your discard pile") {
  json j = position({"really", "walker"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "tiger-assassin", "controller": 1}]},
      {"base": "tortuga"}])");
  j["seats"][0]["discard"] = {"collector", "scout", "king-rex"};
  Table t(j);
  t.answer("play really");
  // Only your own minions, and the destroy is not optional.
  CHECK_FALSE(t.can("choose tiger-assassin"));
  CHECK_FALSE(t.can("pass"));
  t.answer("choose invader");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose collector"));
  CHECK(t.can("choose scout"));
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(put_on(t, "scout", "tortuga"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("tortuga") == Names{"scout"});
  CHECK(sorted(t.discard(0)) == Names{"collector", "invader", "king-rex", "really"});
  // The turn's own minion play is untouched.
  CHECK(t.can("play walker tortuga"));
}

TEST_CASE("[smashup][shapeshifters][text] ...Really?: the destroyed minion itself may come back") {
  // Reading: "Then play ... a minion from your discard pile": the destroyed minion is in the discard pile by then.
  Table t(position({"really"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play really");
  if (t.can("choose invader") && t.minions_on("the-mothership") == Names{"invader"}) t.answer("choose invader");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose invader"));
  put_on(t, "invader", "tortuga");
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][shapeshifters][text] ...Really?: without a minion of yours in play it does nothing") {
  json j = position({"really", "walker"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 1}]}])");
  j["seats"][0]["discard"] = {"collector"};
  Table t(j);
  t.answer("play really");
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  CHECK(sorted(t.discard(0)) == Names{"collector", "really"});
  CHECK(t.can("play walker the-mothership"));
}

// ---------------------------------------------------------------------------------------------------------------
// Bacta the Future: "Destroy a minion. That minion's owner may immediately play an extra minion."

TEST_CASE("[smashup][shapeshifters][text] Bacta the Future: destroys any minion; its owner may play an extra minion at once") {
  json j = position({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "tiger-assassin", "controller": 1}]},
      {"base": "tortuga"}])");
  j["seats"][1]["hand"] = {"king-rex", "upgrade"};
  Table t(j);
  t.answer("play bacta-the-future");
  CHECK(t.can("choose invader"));
  CHECK_FALSE(t.can("pass"));
  t.answer("choose tiger-assassin");
  CHECK(t.discard(1) == Names{"tiger-assassin"});
  REQUIRE(t.asked() == 1);
  CHECK(t.can("pass"));
  put_on(t, "king-rex", "tortuga");
  CHECK(t.minions_on("tortuga") == Names{"king-rex"});
  CHECK(t.controller("tortuga", "king-rex") == 1);
  CHECK(t.asked() == 0);
}

TEST_CASE("[smashup][shapeshifters][text][R-27] Bacta the Future: the owner is asked even with no minion in hand") {
  // R-27: whether a player is "asked 'may play an extra' (Bacta the Future), depends only on public information".
  json j = position({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "tiger-assassin", "controller": 1}]}])");
  j["seats"][1]["hand"] = {"upgrade"};
  Table t(j);
  t.answer("play bacta-the-future");
  if (t.can("choose tiger-assassin")) t.answer("choose tiger-assassin");
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"pass"});
}

TEST_CASE("[smashup][shapeshifters][text] Bacta the Future on your own minion: the extra is now or never, the free play stays") {
  SECTION("played at once: the turn's minion is still free") {
    Table t(position({"bacta-the-future", "king-rex", "walker"}, json::array(), R"([
        {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
        {"base": "tortuga"}])"));
    t.answer("play bacta-the-future");
    t.answer("choose invader");
    REQUIRE(t.asked() == 0);
    put_on(t, "king-rex", "tortuga");
    CHECK(t.minions_on("tortuga") == Names{"king-rex"});
    CHECK(t.can("play walker tortuga"));
  }
  SECTION("declined: it is not kept for later") {
    Table t(position({"bacta-the-future", "king-rex", "walker"}, json::array(), R"([
        {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
        {"base": "tortuga"}])"));
    t.answer("play bacta-the-future");
    t.answer("choose invader");
    REQUIRE(t.asked() == 0);
    t.answer("pass");
    t.answer("play king-rex tortuga");
    CHECK_FALSE(t.can("play walker tortuga"));
    CHECK_FALSE(t.can("play walker the-mothership"));
  }
}

TEST_CASE("[smashup][shapeshifters][text] Bacta the Future: the owner, not the controller, gets the extra minion") {
  json j = position({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "tiger-assassin", "controller": 0, "owner": 1}]},
      {"base": "tortuga"}])");
  j["seats"][1]["hand"] = {"king-rex"};
  Table t(j);
  t.answer("play bacta-the-future");
  if (t.can("choose tiger-assassin")) t.answer("choose tiger-assassin");
  CHECK(t.discard(1) == Names{"tiger-assassin"});
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Cellular Bonding: "Play on a minion and choose an action that is attached to some minion. Ongoing: this card has
// that action's abilities." Glossary: keeps them if the original leaves; with none in play it is discarded.

TEST_CASE("[smashup][shapeshifters][text] Cellular Bonding: copies an action on a minion and keeps it when the original goes") {
  json j = position({"cellular-bonding", "going-bananas"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga",
       "minions": [{"card": "king-rex", "controller": 1, "actions": [{"card": "cyberevolution", "controller": 1}]}],
       "actions": [{"card": "deep-roots", "controller": 1}]}])");
  j["turn"]["extras"] = {{{"type", "action"}}};
  Table t(j);
  t.answer("play cellular-bonding invader");
  REQUIRE(t.asked() == 0);
  // Only actions attached to minions.
  CHECK_FALSE(t.can("choose deep-roots"));
  t.answer("choose cyberevolution");
  CHECK(t.power_of("the-mothership", "invader") == 6);
  t.answer("play going-bananas");
  t.answer("choose tortuga");
  CHECK(sorted(t.discard(1)) == Names{"cyberevolution", "deep-roots"});
  CHECK(t.power_of("the-mothership", "invader") == 6);
}

TEST_CASE("[smashup][shapeshifters][text] Cellular Bonding: with no action on any minion it is discarded with no effect") {
  Table t(position({"cellular-bonding"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}], "actions": [{"card": "deep-roots", "controller": 1}]}])"));
  t.answer("play cellular-bonding invader");
  CHECK(t.discard(0) == Names{"cellular-bonding"});
  CHECK(t.actions_on("the-mothership") == Names{"deep-roots"});
  CHECK(t.power_of("the-mothership", "invader") == 3);
}

TEST_CASE("[smashup][shapeshifters][text] Cellular Bonding: a copied Talent (Monkey on Your Back) is its own") {
  json j = position({"cellular-bonding"}, {"walker"}, R"([
      {"base": "the-mothership", "minions": [
        {"card": "invader", "controller": 0},
        {"card": "collector", "controller": 1}]},
      {"base": "tortuga", "minions": [
        {"card": "king-rex", "controller": 1, "actions": [{"card": "monkey-on-your-back", "controller": 1}]}]}])");
  Table t(j);
  t.answer("play cellular-bonding invader");
  t.answer("choose monkey-on-your-back");
  REQUIRE(t.can("use cellular-bonding"));
  t.answer("use cellular-bonding");
  if (t.can("choose collector")) t.answer("choose collector");
  CHECK(t.discard(1) == Names{"collector"});
  // "then put this card on the bottom of your deck": this card is the Cellular Bonding.
  CHECK(t.deck(0) == Names{"walker", "cellular-bonding"});
  CHECK(t.actions_on("tortuga") == Names{"monkey-on-your-back"});
}

// ---------------------------------------------------------------------------------------------------------------
// Genetic Shift: "Choose one: each of your minions gets +1 power until the end of the turn, or one of your minions
// gets +3 power until the end of the turn."

namespace {
const char* kShiftBoard = R"([
    {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]},
    {"base": "tortuga", "minions": [{"card": "scout", "controller": 0}, {"card": "collector", "controller": 0, "owner": 1}]}])";
}

TEST_CASE("[smashup][shapeshifters][text][R-23] Genetic Shift: +1 to each of your minions until the end of the turn") {
  Table t(position({"genetic-shift"}, {"walker", "walker"}, kShiftBoard));
  t.answer("play genetic-shift");
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("pass"));
  // The program asks "each of your minions +1? (no: one of your minions gets +3)".
  REQUIRE(t.can("yes"));
  t.answer("yes");
  CHECK(t.power_of("the-mothership", "invader") == 4);
  CHECK(t.power_of("tortuga", "scout") == 4);
  CHECK(t.power_of("tortuga", "collector") == 3);  // yours: you control it (R-23)
  CHECK(t.power_of("the-mothership", "king-rex") == 7);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("the-mothership", "invader") == 3);
  CHECK(t.power_of("tortuga", "scout") == 3);
}

TEST_CASE("[smashup][shapeshifters][text] Genetic Shift: +3 to one of your minions until the end of the turn") {
  Table t(position({"genetic-shift"}, {"walker", "walker"}, kShiftBoard));
  t.answer("play genetic-shift");
  REQUIRE(t.asked() == 0);
  // The program asks "each of your minions +1? (no: one of your minions gets +3)".
  REQUIRE(t.can("no"));
  t.answer("no");
  REQUIRE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose king-rex"));
  t.answer("choose invader");
  CHECK(t.power_of("the-mothership", "invader") == 6);
  CHECK(t.power_of("tortuga", "scout") == 3);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("the-mothership", "invader") == 3);
}

// ---------------------------------------------------------------------------------------------------------------
// Mitosis: "Pick one of your minions in play; play a card with the same name from your hand as an extra minion."

TEST_CASE("[smashup][shapeshifters][text][R-22] Mitosis: a card of the same name from your hand comes in as an extra minion") {
  Table t(position({"mitosis", "invader", "king-rex"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play mitosis");
  if (t.asked() == 0 && t.can("choose invader")) {
    CHECK_FALSE(t.can("choose king-rex"));  // Player 2's King Rex is not yours
    t.answer("choose invader");
  }
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.can("play king-rex tortuga"));
  CHECK_FALSE(put_on(t, "invader", "tortuga"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.vp(0) == 1);
  // The free minion play is left.
  CHECK(t.can("play king-rex tortuga"));
}

TEST_CASE("[smashup][shapeshifters][text] Mitosis: without a card of that name in hand nothing is gained") {
  Table t(position({"mitosis", "king-rex", "walker"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "scout", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play mitosis");
  if (t.asked() == 0 && t.can("choose scout")) t.answer("choose scout");
  t.answer("play king-rex tortuga");
  CHECK_FALSE(t.can("play walker tortuga"));
  CHECK_FALSE(t.can("play walker the-mothership"));
}

// ---------------------------------------------------------------------------------------------------------------
// Shell Game: "Play on a minion. Ongoing: that minion cannot be destroyed."

TEST_CASE("[smashup][shapeshifters][text] Shell Game: another player's card cannot destroy the minion") {
  Table t(their_turn({"bacta-the-future"}, json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]}]},
      {"base": "tortuga"}])"));
  t.answer("play bacta-the-future");
  if (t.asked() == 1 && t.can("choose king-rex")) t.answer("choose king-rex");
  while (t.asked() == 0 && t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][shapeshifters][text] Shell Game: your own card cannot destroy it either") {
  Table t(position({"really"}, json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]}]},
      {"base": "tortuga"}])"));
  t.answer("play really");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  while (t.asked() == 0 && t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  CHECK(t.discard(0) == Names{"really"});
}

TEST_CASE("[smashup][shapeshifters][text] Shell Game: scoring discards the minion (not a destroy), and it may still be returned") {
  json j = position(json::array(), {"walker", "walker"}, R"([
      {"base": "jungle-oasis", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]},
        {"card": "ninja-master", "controller": 0}]},
      {"base": "the-mothership"}])");
  j["base_deck"] = {"tortuga"};
  Table t(j);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(sorted(t.discard(0)) == Names{"king-rex", "ninja-master", "shell-game"});

  Table back(their_turn({"beam-up"}, json::array(), R"([
      {"base": "the-mothership", "minions": [
        {"card": "king-rex", "controller": 0, "actions": [{"card": "shell-game", "controller": 0}]}]}])"));
  back.answer("play beam-up");
  back.answer("choose king-rex");
  CHECK(back.hand(0) == Names{"king-rex"});
  CHECK(back.discard(0) == Names{"shell-game"});
}

// ---------------------------------------------------------------------------------------------------------------
// Splice as Nice: "Play on a minion. Ongoing: that minion has +2 power."

TEST_CASE("[smashup][shapeshifters][text] Splice as Nice: +2 to any minion while it is attached") {
  Table t(position({"splice-as-nice", "going-bananas"}, json::array(), R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "king-rex", "controller": 1}]}])"));
  CHECK(t.can("play splice-as-nice invader"));
  t.answer("play splice-as-nice king-rex");
  CHECK(t.power_of("the-mothership", "king-rex") == 9);
  CHECK(t.power_of("the-mothership", "invader") == 3);
}

// ---------------------------------------------------------------------------------------------------------------
// Transmogrify: "Destroy one of your minions. Search your deck for a minion whose power is the same or lower, play it
// as an extra minion, and shuffle your deck." R-11: any base; at most the destroyed minion's power as it was in play.

TEST_CASE("[smashup][shapeshifters][text][R-11][R-22] Transmogrify: a minion of no more power from the deck, on any base, as an extra") {
  Table t(position({"transmogrify", "walker"}, {"king-rex", "scout", "collector", "mimic", "cyberevolution"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}, {"card": "tiger-assassin", "controller": 1}]},
      {"base": "tortuga"}])"));
  t.answer("play transmogrify");
  CHECK_FALSE(t.can("choose tiger-assassin"));
  t.answer("choose invader");
  REQUIRE(t.asked() == 0);
  CHECK(t.can("choose scout"));
  CHECK(t.can("choose collector"));
  CHECK(t.can("choose mimic"));
  CHECK_FALSE(t.can("choose king-rex"));
  CHECK_FALSE(t.can("choose cyberevolution"));
  CHECK_FALSE(t.can("pass"));
  CHECK_FALSE(put_on(t, "scout", "tortuga"));  // R-22: no pass while a legal play exists
  CHECK(t.minions_on("tortuga") == Names{"scout"});
  CHECK(sorted(t.deck(0)) == Names{"collector", "cyberevolution", "king-rex", "mimic"});
  CHECK(test::shuffled(t, 0));
  CHECK(sorted(t.discard(0)) == Names{"invader", "transmogrify"});
  CHECK(t.can("play walker tortuga"));
}

TEST_CASE("[smashup][shapeshifters][text][R-11] Transmogrify: the limit is the destroyed minion's power as it was in play") {
  SECTION("an Invader with Cyberevolution (6) fetches a Cyberback (5)") {
    Table t(position({"transmogrify"}, {"king-rex", "cyberback"}, R"([
        {"base": "the-mothership", "minions": [
          {"card": "invader", "controller": 0, "actions": [{"card": "cyberevolution", "controller": 0}]}]},
        {"base": "tortuga"}])"));
    t.answer("play transmogrify");
    if (t.can("choose invader")) t.answer("choose invader");
    REQUIRE(t.asked() == 0);
    CHECK(t.can("choose cyberback"));
    CHECK_FALSE(t.can("choose king-rex"));
  }
  SECTION("a Mimic at 7 (a King Rex is in play) fetches a King Rex") {
    Table t(position({"transmogrify"}, {"king-rex"}, R"([
        {"base": "the-mothership", "minions": [{"card": "mimic", "controller": 0}]},
        {"base": "tortuga", "minions": [{"card": "king-rex", "controller": 1}]}])"));
    t.answer("play transmogrify");
    if (t.can("choose mimic")) t.answer("choose mimic");
    REQUIRE(t.asking());
    REQUIRE(t.asked() == 0);
    put_on(t, "king-rex", "the-mothership");
    CHECK(t.minions_on("the-mothership") == Names{"king-rex"});
  }
}

TEST_CASE("[smashup][shapeshifters][text] Transmogrify on a Doppelgänger: both abilities happen") {
  // Glossary: "if Transmogrify destroys Doppelgänger, both abilities happen".
  Table t(position({"transmogrify"}, {"invader", "king-rex", "scout"}, R"([
      {"base": "the-mothership", "minions": [{"card": "doppelganger", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play transmogrify");
  if (t.can("choose doppelganger")) t.answer("choose doppelganger");
  for (int guard = 0; guard < 8 && t.asked() == 0 && !t.can("done"); ++guard) {
    const auto opts = t.options();
    if (opts.empty()) break;
    const auto& first = opts.front();
    if (first.rfind("resolve", 0) == 0) t.answer(first);
    else if (t.can("choose king-rex")) put_on(t, "king-rex", "tortuga");
    else if (t.can("choose scout")) put_on(t, "scout", "tortuga");
    else if (t.can("choose invader")) put_on(t, "invader", "tortuga");
    else if (t.can("choose tortuga")) t.answer("choose tortuga");
    else break;
  }
  CHECK(t.minions_on("tortuga").size() == 2);
  CHECK(t.deck(0).size() == 1);
  CHECK(sorted(t.discard(0)) == Names{"doppelganger", "transmogrify"});
}

TEST_CASE("[smashup][shapeshifters][text] Transmogrify: the destroy happens even when the deck holds no minion weak enough") {
  // "Destroy one of your minions." is not optional; the search then finds nothing.
  Table t(position({"transmogrify"}, {"king-rex"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play transmogrify");
  if (t.asked() == 0 && t.can("choose invader")) t.answer("choose invader");
  while (t.asked() == 0 && t.can("pass")) t.answer("pass");
  CHECK(t.minions_on("the-mothership").empty());
  CHECK(t.minions_on("tortuga").empty());
  CHECK(sorted(t.discard(0)) == Names{"invader", "transmogrify"});
  CHECK(t.deck(0) == Names{"king-rex"});
}

TEST_CASE("[smashup][shapeshifters][text] Transmogrify: without a minion of yours in play nothing happens") {
  Table t(position({"transmogrify"}, {"scout"}, R"([
      {"base": "the-mothership", "minions": [{"card": "invader", "controller": 1}]}])"));
  t.answer("play transmogrify");
  CHECK(t.minions_on("the-mothership") == Names{"invader"});
  CHECK(t.deck(0) == Names{"scout"});
  CHECK(t.discard(0) == Names{"transmogrify"});
}

// ---------------------------------------------------------------------------------------------------------------
// Faceless City (20, 4/2/1): "The first time in a turn that a player plays a minion here, that player searches their
// deck for a card with the same name, reveals it, puts it into hand, and shuffles." R-6: the original wording is
// mandatory ("may" came later). R-26: once per player per turn.

TEST_CASE("[smashup][shapeshifters][text][R-6] Faceless City: the first minion played here fetches a card of its name from the deck") {
  Table t(position({"king-rex", "walker"}, {"invader", "king-rex", "walker"}, R"([
      {"base": "faceless-city"}, {"base": "tortuga"}])"));
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.prompt().find("Faceless City") != std::string::npos) {
    CHECK_FALSE(t.can("pass"));
    CHECK_FALSE(t.can("no"));
    if (t.can("choose king-rex")) t.answer("choose king-rex");
    else if (t.can("yes")) t.answer("yes");
  }
  CHECK(sorted(t.hand(0)) == Names{"king-rex", "walker"});
  CHECK(sorted(t.deck(0)) == Names{"invader", "walker"});
  CHECK(test::shuffled(t, 0));
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: only the first time in the turn") {
  json j = position({"king-rex"}, {"king-rex", "king-rex", "walker"}, R"([{"base": "faceless-city"}, {"base": "tortuga"}])");
  j["turn"]["extras"] = {{{"type", "minion"}}};
  Table t(j);
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  REQUIRE(t.hand(0) == Names{"king-rex"});
  t.answer("play king-rex faceless-city");
  if (t.can("with extra-1")) t.answer("with extra-1");
  CHECK(t.hand(0).empty());
  CHECK(count(t.deck(0), "king-rex") == 1);
  CHECK(t.minions_on("faceless-city") == Names{"king-rex", "king-rex"});
}

TEST_CASE("[smashup][shapeshifters][text][R-26] Faceless City: each player's first minion there in the turn searches") {
  json j = position({"king-rex", "bacta-the-future"}, {"king-rex", "walker"}, R"([
      {"base": "faceless-city", "minions": [{"card": "collector", "controller": 1}]},
      {"base": "tortuga"}])");
  j["seats"][1]["hand"] = {"scout"};
  j["seats"][1]["deck"] = {"invader", "scout"};
  Table t(j);
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.hand(0) == Names{"bacta-the-future", "king-rex"});
  t.answer("play bacta-the-future");
  t.answer("choose collector");
  REQUIRE(t.asked() == 1);
  t.answer("play scout faceless-city");
  if (t.asked() == 1 && t.can("choose scout")) t.answer("choose scout");
  CHECK(t.hand(1) == Names{"scout"});
  CHECK(t.deck(1) == Names{"invader"});
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: a minion moved there is not played; the first play after it still searches") {
  // Invasion (Aliens): "Move any one minion ... from its base to a different base."
  Table t(position({"invasion", "king-rex"}, {"king-rex", "walker"}, R"([
      {"base": "faceless-city"},
      {"base": "tortuga", "minions": [{"card": "king-rex", "controller": 0}]}])"));
  t.answer("play invasion");
  t.answer("choose king-rex");
  if (t.can("choose faceless-city")) t.answer("choose faceless-city");
  CHECK(t.minions_on("faceless-city") == Names{"king-rex"});
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(count(t.deck(0), "king-rex") == 1);
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.can("choose king-rex")) t.answer("choose king-rex");
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(count(t.deck(0), "king-rex") == 0);
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: with no card of that name in the deck nothing is fetched") {
  Table t(position({"king-rex"}, {"invader", "walker"}, R"([{"base": "faceless-city"}, {"base": "tortuga"}])"));
  t.answer("play king-rex faceless-city");
  if (t.asked() == 0 && t.prompt().find("Faceless City") != std::string::npos && t.can("pass")) t.answer("pass");
  CHECK(t.hand(0).empty());
  CHECK(sorted(t.deck(0)) == Names{"invader", "walker"});
}

TEST_CASE("[smashup][shapeshifters][text] Faceless City: breaks at 20 and pays 4/2/1") {
  json j = position(json::array(), json::array(), R"([
      {"base": "faceless-city", "minions": [
        {"card": "king-rex", "controller": 0}, {"card": "ninja-master", "controller": 0},
        {"card": "invader", "controller": 1}, {"card": "invader", "controller": 1}, {"card": "collector", "controller": 1}]},
      {"base": "tortuga"}])");
  j["base_deck"] = {"the-mothership"};
  Table t(j);
  CHECK(t.total("faceless-city") == 20);
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  CHECK(t.bases() == Names{"the-mothership", "tortuga"});
}

// ---------------------------------------------------------------------------------------------------------------
// The Vats (15, 3/1/1): "A minion cannot be played here if a minion with the same name is already on this base."

TEST_CASE("[smashup][shapeshifters][text] The Vats: no minion played here while one of the same name is here, anyone's") {
  Table t(position({"invader", "scout"}, json::array(), R"([
      {"base": "the-vats", "minions": [{"card": "invader", "controller": 1}]},
      {"base": "tortuga"}])"));
  CHECK_FALSE(t.can("play invader the-vats"));
  CHECK(t.can("play invader tortuga"));
  CHECK(t.can("play scout the-vats"));
}

TEST_CASE("[smashup][shapeshifters][text] The Vats: moving a minion there is not playing it") {
  Table t(position({"invasion"}, json::array(), R"([
      {"base": "the-vats", "minions": [{"card": "invader", "controller": 1}]},
      {"base": "tortuga", "minions": [{"card": "invader", "controller": 0}]}])"));
  t.answer("play invasion");
  t.answer(std::string("choose ") + t.id(t.on("tortuga", "invader")));
  if (t.can("choose the-vats")) t.answer("choose the-vats");
  CHECK(t.minions_on("the-vats") == Names{"invader", "invader"});
}

TEST_CASE("[smashup][shapeshifters][text] The Vats: an extra minion (Mitosis) cannot go there either") {
  Table t(position({"mitosis", "invader"}, json::array(), R"([
      {"base": "the-vats", "minions": [{"card": "invader", "controller": 0}]},
      {"base": "tortuga"}])"));
  t.answer("play mitosis");
  const auto in_vats = "choose " + t.id(t.on("the-vats", "invader"));
  if (t.can(in_vats)) t.answer(in_vats);
  CHECK_FALSE(t.can("play invader the-vats"));
  CHECK_FALSE(t.can("choose the-vats"));
  put_on(t, "invader", "tortuga");
  CHECK(t.minions_on("tortuga") == Names{"invader"});
  CHECK(t.minions_on("the-vats") == Names{"invader"});
}

TEST_CASE("[smashup][shapeshifters][text] The Vats: breaks at 15 and pays 3/1/1") {
  json j = position(json::array(), json::array(), R"([
      {"base": "the-vats", "minions": [
        {"card": "king-rex", "controller": 0}, {"card": "scout", "controller": 0},
        {"card": "invader", "controller": 1}, {"card": "collector", "controller": 1}]},
      {"base": "tortuga"}])");
  j["base_deck"] = {"the-mothership"};
  Table t(j);
  CHECK(t.total("the-vats") == 15);
  t.answer("done");
  // Player 1's Scout may go back to the hand: declined.
  while (t.asking() && t.asked() == 0 && t.prompt().find("Scout") != std::string::npos && t.can("no")) t.answer("no");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 1);
  CHECK(t.bases() == Names{"the-mothership", "tortuga"});
}
