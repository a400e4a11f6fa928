// Bear Cavalry and their bases (Field of Honor, Tsar's Palace), tested from the card rows, the rulings and the second
// box's glossary alone (tests/smashup/text: written before reading the cards' code).
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using nlohmann::json;
using test::Names;
using test::sorted;
using test::Table;

namespace {

json seat(json hand, json extra = json::object()) {
  json s = {{"hand", hand}};
  s.update(extra);
  return s;
}

// Player 1 (seat 0) plays Bear Cavalry + Ghosts, Player 2 (seat 1) Steampunks + Super Spies and, when there is a
// third seat, Player 3 Time Travelers + Cyborg Apes. The Nexus and ISI's Swingin' Pad act only when they score.
json game(json seats, json bases, json turn = {{"active", 0}, {"phase", "play"}}) {
  const json factions = json::array({json::array({"bear-cavalry", "ghosts"}), json::array({"steampunks", "super-spies"}),
                                     json::array({"time-travelers", "cyborg-apes"})});
  for (std::size_t i = 0; i < seats.size(); ++i) seats[i]["factions"] = factions[i];
  return {{"seats", seats}, {"bases", bases}, {"turn", turn}};
}

json minion(const std::string& card, int controller, json extra = json::object()) {
  json m = {{"card", card}, {"controller", controller}};
  m.update(extra);
  return m;
}

json base(const std::string& slug, json minions = json::array(), json actions = json::array()) {
  return {{"base", slug}, {"minions", minions}, {"actions", actions}};
}

json on_base(const std::string& card, int controller) { return {{"card", card}, {"controller", controller}}; }

// when a play could use more than one permission the program may ask which; any answer fits these tests.
void settle_permission(Table& t) {
  if (!t.asking()) return;
  const auto opts = t.options();
  if (!opts.empty() && opts.front().rfind("with ", 0) == 0) t.answer(t.can("with free-play") ? "with free-play" : opts.front());
}

void play(Table& t, const std::string& what) {
  t.answer(what);
  settle_permission(t);
}

// Answers a question the program may or may not ask (a single legal answer may be taken automatically, R-5).
void answer_if_asked(Table& t, const std::string& what) {
  if (t.can(what)) t.answer(what);
}

// Plays Spirit (a Ghosts minion of Player `seat`'s) and tries to destroy `target` with it, discarding whatever it asks.
void spirit_at(Table& t, const std::string& base_slug, const std::string& target) {
  play(t, "play spirit " + base_slug);
  if (!t.can("choose " + target)) return;
  t.answer("choose " + target);
  answer_if_asked(t, "yes");
  const auto who = t.asked();
  while (t.asking() && t.asked() == who && !t.can("done")) {
    const auto opts = t.options();
    if (opts.empty() || opts.front().rfind("choose ", 0) != 0) break;
    t.answer(opts.front());
  }
}

}  // namespace

// ----------------------------------------------------------------------------------------------------- General Ivan

TEST_CASE("[smashup][bear_cavalry][text] General Ivan: another player's Bear Hug destroys none of your minions") {
  Table t(game({seat({"seance"}), seat({"bear-hug"})},
               {base("the-nexus", {minion("general-ivan", 0), minion("spy", 1)}), base("isis-swingin-pad", {minion("ghost", 0)})},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"general-ivan", "spy"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][bear_cavalry][text] General Ivan: not even your own cards destroy your minions, Ivan included") {
  Table own(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
                 {base("the-nexus", {minion("general-ivan", 0), minion("ghost", 0)}), base("isis-swingin-pad")}));
  spirit_at(own, "isis-swingin-pad", "ghost");
  CHECK(own.minions_on("the-nexus") == Names{"general-ivan", "ghost"});

  Table ivan(game({seat({"seance"}), seat({"spirit", "spy", "spy", "spy", "spy", "spy", "spy"})},
                  {base("the-nexus", {minion("general-ivan", 0)}), base("isis-swingin-pad")}, {{"active", 1}, {"phase", "play"}}));
  spirit_at(ivan, "isis-swingin-pad", "general-ivan");
  CHECK(ivan.minions_on("the-nexus") == Names{"general-ivan"});
}

TEST_CASE("[smashup][bear_cavalry][text] General Ivan protects only your minions") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
               {base("the-nexus", {minion("general-ivan", 0), minion("spy", 1)}), base("isis-swingin-pad")}));
  spirit_at(t, "isis-swingin-pad", "spy");
  CHECK(t.minions_on("the-nexus") == Names{"general-ivan"});
  CHECK(t.discard(1) == Names{"spy"});
}

// "'Your minions' ... are the ones you control".
TEST_CASE("[smashup][bear_cavalry][text][R-23] General Ivan protects a minion you control through Make Contact") {
  Table t(game({seat({"make-contact"}, {{"deck", {"ghost", "ghost"}}}), seat({"spirit", "spy", "spy", "spy", "spy"}, {{"deck", {"spy"}}})},
               {base("the-nexus", {minion("general-ivan", 0), minion("mechanic", 1)}), base("isis-swingin-pad")}));
  play(t, "play make-contact mechanic");
  t.answer("done");
  REQUIRE(t.asked() == 1);
  spirit_at(t, "isis-swingin-pad", "mechanic");
  CHECK(t.minions_on("the-nexus") == Names{"general-ivan", "mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] General Ivan: a scored base still sends his minions to the discard pile") {
  // Tsar's Palace (22): Player 1 has 6 + 4 + 5 = 15, Player 2 has 4 + 3 = 7. Scoring discards; it does not destroy.
  json j = game({seat(json::array(), {{"deck", {"ghost", "ghost"}}}), seat({"spy"}, {{"deck", {"spy", "spy"}}})},
                {base("tsars-palace", {minion("general-ivan", 0), minion("polar-commando", 0), minion("spectre", 0),
                                       minion("mechanic", 1), minion("operative", 1)}),
                 base("the-nexus")});
  j["base_deck"] = {"field-of-honor"};
  Table t(j);
  t.answer("done");
  CHECK(t.vp(0) == 5);
  CHECK(t.vp(1) == 3);
  CHECK(sorted(t.discard(0)) == Names{"general-ivan", "polar-commando", "spectre"});
}

// -------------------------------------------------------------------------------------------------- Polar Commando

TEST_CASE("[smashup][bear_cavalry][text] Polar Commando: +2 power while it is your only minion on its base") {
  Table alone(game({seat({"seance"}), seat({"spy"})},
                   {base("the-nexus", {minion("polar-commando", 0), minion("spy", 1), minion("mechanic", 1)}),
                    base("isis-swingin-pad", {minion("ghost", 0)})}));
  CHECK(alone.power_of("the-nexus", "polar-commando") == 6);
  Table pair(game({seat({"seance"}), seat({"spy"})},
                  {base("the-nexus", {minion("polar-commando", 0), minion("ghost", 0)}), base("isis-swingin-pad")}));
  CHECK(pair.power_of("the-nexus", "polar-commando") == 4);
}

TEST_CASE("[smashup][bear_cavalry][text] Polar Commando: the bonus comes and goes as your other minions leave and arrive") {
  Table t(game({seat({"bear-rides-you", "cub-scout"}), seat({"spy"})},
               {base("the-nexus", {minion("polar-commando", 0), minion("ghost", 0)}), base("isis-swingin-pad")}));
  CHECK(t.power_of("the-nexus", "polar-commando") == 4);
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose ghost");
  answer_if_asked(t, "choose isis-swingin-pad");
  REQUIRE(t.minions_on("the-nexus") == Names{"polar-commando"});
  CHECK(t.power_of("the-nexus", "polar-commando") == 6);
  play(t, "play cub-scout the-nexus");
  CHECK(t.power_of("the-nexus", "polar-commando") == 4);
}

TEST_CASE("[smashup][bear_cavalry][text] Polar Commando cannot be destroyed while alone, and can be with company") {
  Table alone(game({seat({"seance"}), seat({"bear-hug"})},
                   {base("the-nexus", {minion("polar-commando", 0), minion("spy", 1)}), base("isis-swingin-pad")},
                   {{"active", 1}, {"phase", "play"}}));
  play(alone, "play bear-hug");
  CHECK(alone.minions_on("the-nexus") == Names{"polar-commando", "spy"});

  // With the Spectre beside it the Commando (4) is Player 1's weakest minion: Bear Hug destroys it.
  Table pair(game({seat({"seance"}), seat({"bear-hug"})},
                  {base("the-nexus", {minion("polar-commando", 0), minion("spectre", 0)}), base("isis-swingin-pad")},
                  {{"active", 1}, {"phase", "play"}}));
  play(pair, "play bear-hug");
  CHECK(pair.minions_on("the-nexus") == Names{"spectre"});
  CHECK(pair.discard(0) == Names{"polar-commando"});
}

// ----------------------------------------------------------------------------------------------------- Bear Cavalry

TEST_CASE("[smashup][bear_cavalry][text][R-6] Bear Cavalry must move another player's minion from its base to a different base") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("operative", 1), minion("ghost", 0)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace")}));
  play(t, "play bear-cavalry the-nexus");
  // Another player's, on this base; as originally printed, not optional.
  CHECK(t.options() == Names{"choose spy", "choose operative"});
  t.answer("choose operative");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "ghost", "bear-cavalry"});
  CHECK(t.minions_on("tsars-palace") == Names{"operative"});
  CHECK(t.controller("tsars-palace", "operative") == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Cavalry with no other player's minion on its base moves nothing") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad", {minion("mechanic", 1)})}));
  play(t, "play bear-cavalry the-nexus");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Cavalry moved (not played) does nothing") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("bear-cavalry", 0)}), base("isis-swingin-pad", {minion("mechanic", 1)})}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose bear-cavalry");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic", "bear-cavalry"});
  CHECK(t.options() == Names{"done"});
}

// "'Your minions' ... are the ones you control" - and "another player controls" is said of control, not ownership.
TEST_CASE("[smashup][bear_cavalry][text][R-23] Bear Cavalry moves by control, not ownership") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 1, {{"owner", 0}}), minion("mechanic", 0, {{"owner", 1}})}),
                base("isis-swingin-pad")}));
  play(t, "play bear-cavalry the-nexus");
  CHECK_FALSE(t.can("choose mechanic"));
  answer_if_asked(t, "choose ghost");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"mechanic", "bear-cavalry"});
}

// -------------------------------------------------------------------------------------------------------- Cub Scout

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout destroys a weaker minion of another player moved onto its base") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0)})}));
  play(t, "play bear-cavalry the-nexus");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(t.discard(1) == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout spares a minion of equal power") {
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("operative", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0)})}));
  play(t, "play bear-cavalry the-nexus");
  answer_if_asked(t, "choose operative");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout", "operative"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout compares current powers") {
  // A Cub Scout with two +1 counters (5) destroys a Mechanic (4).
  Table t(game({seat({"bear-cavalry"}), seat({"spy"})},
               {base("the-nexus", {minion("mechanic", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0, {{"counters", 2}})})}));
  play(t, "play bear-cavalry the-nexus");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(t.discard(1) == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout ignores your own minions moved there and minions played there") {
  Table own(game({seat({"bear-rides-you"}), seat({"spy"})},
                 {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad", {minion("cub-scout", 0)})}));
  play(own, "play bear-rides-you");
  answer_if_asked(own, "choose ghost");
  answer_if_asked(own, "choose isis-swingin-pad");
  CHECK(own.minions_on("isis-swingin-pad") == Names{"cub-scout", "ghost"});

  // "Move is not play": a minion played there is not moved there.
  Table played(game({seat({"seance"}), seat({"spy"})},
                    {base("the-nexus"), base("isis-swingin-pad", {minion("cub-scout", 0)})}, {{"active", 1}, {"phase", "play"}}));
  play(played, "play spy isis-swingin-pad");
  while (played.asking() && played.asked() == 1 && !played.can("done")) played.answer(played.options().front());  // Spy's look
  CHECK(played.minions_on("isis-swingin-pad") == Names{"cub-scout", "spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout also destroys a minion its own player moves there, on their turn") {
  Table t(game({seat({"seance"}), seat({"bear-rides-you"})},
               {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad", {minion("cub-scout", 0)})},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"cub-scout"});
  CHECK(sorted(t.discard(1)) == Names{"bear-rides-you", "spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Cub Scout moved onto a base with weaker minions does nothing: they did not move") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("cub-scout", 0)}), base("isis-swingin-pad", {minion("spy", 1)})}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose cub-scout");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spy", "cub-scout"});
}

// ------------------------------------------------------------------------------------------------------- Bear Hug

TEST_CASE("[smashup][bear_cavalry][text] Bear Hug: every other player destroys their lowest-power minion; yours are spared") {
  Table t(game({seat({"bear-hug"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", {minion("ghost", 0), minion("operative", 1), minion("doctor-when", 2)}),
                base("isis-swingin-pad", {minion("mechanic", 1), minion("repeater-perfect", 2), minion("time-raider", 2)})}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "doctor-when"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic", "repeater-perfect"});
  CHECK(t.discard(1) == Names{"operative"});
  CHECK(t.discard(2) == Names{"time-raider"});
  CHECK(t.discard(0) == Names{"bear-hug"});
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Hug: a tie for lowest is broken by that player") {
  Table t(game({seat({"bear-hug"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("operative", 1)}),
                base("isis-swingin-pad", {minion("captain-ahab", 1), minion("ghost", 0)})}));
  play(t, "play bear-hug");
  REQUIRE(t.asking());
  CHECK(t.asked() == 1);
  CHECK(t.options() == Names{"choose spy", "choose captain-ahab"});
  t.answer("choose captain-ahab");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"spy", "operative"});
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Hug counts current power, and does nothing to a player without minions") {
  // The Spy with two +1 counters (4) is stronger than the Operative (3).
  Table t(game({seat({"bear-hug"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1, {{"counters", 2}}), minion("operative", 1)}), base("isis-swingin-pad")}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"spy"});

  Table none(game({seat({"bear-hug"}), seat({"spy"})}, {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad")}));
  play(none, "play bear-hug");
  CHECK(none.minions_on("the-nexus") == Names{"ghost"});
  CHECK(none.discard(0) == Names{"bear-hug"});
  CHECK(none.can("done"));
}

// ------------------------------------------------------------------------------------------------ Bear Necessities

TEST_CASE("[smashup][bear_cavalry][text] Bear Necessities destroys one action on a minion or a base, never a minion") {
  Table t(game({seat({"bear-necessities"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1, {{"actions", {"cyberevolution"}}})}, {on_base("sleep-spores", 1)}),
                base("isis-swingin-pad", {minion("ghost", 0)})}));
  play(t, "play bear-necessities");
  CHECK(sorted(t.options()) == Names{"choose cyberevolution", "choose sleep-spores"});  // mandatory: no pass
  t.answer("choose cyberevolution");
  CHECK(t.discard(1) == Names{"cyberevolution"});
  CHECK(t.actions_on("the-nexus") == Names{"sleep-spores"});
  CHECK(t.minions_on("the-nexus") == Names{"spy"});
  CHECK(t.power_of("the-nexus", "spy") == 2);
}

TEST_CASE("[smashup][bear_cavalry][text] Bear Necessities goes to its owner's discard pile; with no action in play it does nothing") {
  // The Sleep Spores is Player 2's card controlled by Player 3: it goes to its owner, Player 2.
  Table t(game({seat({"bear-necessities"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", json::array(), {{{"card", "sleep-spores"}, {"controller", 2}, {"owner", 1}}}), base("isis-swingin-pad")}));
  play(t, "play bear-necessities");
  answer_if_asked(t, "choose sleep-spores");
  CHECK(t.discard(1) == Names{"sleep-spores"});
  CHECK(t.discard(2).empty());

  Table none(game({seat({"bear-necessities"}), seat({"spy"})},
                  {base("the-nexus", {minion("spy", 1)}), base("isis-swingin-pad")}));
  play(none, "play bear-necessities");
  CHECK(none.options() == Names{"done"});
  CHECK(none.minions_on("the-nexus") == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text][R-21] Bear Necessities cannot destroy the actions of a player with Steam Queen") {
  Table t(game({seat({"bear-necessities"}), seat({"spy"})},
               {base("the-nexus", {minion("steam-queen", 1, {{"actions", {"cyberevolution"}}})}, {on_base("sleep-spores", 1)}),
                base("isis-swingin-pad", {minion("ghost", 0, {{"actions", {"incorporeal"}}})})}));
  play(t, "play bear-necessities");
  CHECK_FALSE(t.can("choose cyberevolution"));
  CHECK_FALSE(t.can("choose sleep-spores"));
  CHECK(sorted(t.actions_on("the-nexus")) == Names{"cyberevolution", "sleep-spores"});
}

// -------------------------------------------------------------------------------------------------- Bear Rides You

TEST_CASE("[smashup][bear_cavalry][text] Bear Rides You moves one of your minions to a different base") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}), base("isis-swingin-pad"), base("tsars-palace")}));
  play(t, "play bear-rides-you");
  CHECK_FALSE(t.can("choose spy"));
  CHECK_FALSE(t.can("pass"));
  answer_if_asked(t, "choose ghost");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");  // moving is not playing: Tsar's Palace's ban on power 2 does not apply
  CHECK(t.minions_on("tsars-palace") == Names{"ghost"});
  CHECK(t.minions_on("the-nexus") == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text][R-23] Bear Rides You: your minions are the ones you control") {
  Table t(game({seat({"bear-rides-you"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1, {{"owner", 0}}), minion("mechanic", 0, {{"owner", 1}})}),
                base("isis-swingin-pad")}));
  play(t, "play bear-rides-you");
  CHECK_FALSE(t.can("choose spy"));
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

// ------------------------------------------------------------------------------------------------------ Commission

TEST_CASE("[smashup][bear_cavalry][text] Commission: an extra minion, then another player's minion moves away from its base") {
  Table t(game({seat({"commission", "cub-scout", "ghost"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("polar-commando", 0)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace")}));
  play(t, "play commission");
  if (t.can("choose cub-scout")) {
    t.answer("choose cub-scout");
    answer_if_asked(t, "choose the-nexus");
  } else {
    play(t, "play cub-scout the-nexus");
  }
  REQUIRE(t.minions_on("the-nexus") == Names{"spy", "polar-commando", "cub-scout"});
  // Only another player's minion on that base; the move is not optional.
  CHECK((t.options() == Names{"choose spy"} || sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"}));
  answer_if_asked(t, "choose spy");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");
  CHECK(t.minions_on("tsars-palace") == Names{"spy"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
  // The extra minion did not use the turn's minion play.
  CHECK(t.can("play ghost the-nexus"));
}

TEST_CASE("[smashup][bear_cavalry][text] Commission: without an extra minion played, nothing is moved") {
  Table t(game({seat({"commission", "seance"}), seat({"spy"})},
               {base("the-nexus", {minion("spy", 1), minion("ghost", 0)}), base("isis-swingin-pad")}));
  play(t, "play commission");
  answer_if_asked(t, "pass");
  CHECK(t.minions_on("the-nexus") == Names{"spy", "ghost"});
  CHECK(t.discard(0) == Names{"commission"});
}

// ---------------------------------------------------------------------------------------------------- High Ground

namespace {
// Player 1's High Ground on ISI's Swingin' Pad; Player 2's Mechanic (4) on The Nexus, where Player 1 has a Ghost.
json high_ground(json pad_minions, json hand0, json hand1 = {"spy"}, json turn = {{"active", 0}, {"phase", "play"}}) {
  return game({seat(hand0), seat(hand1)},
              {base("the-nexus", {minion("mechanic", 1), minion("ghost", 0)}),
               base("isis-swingin-pad", pad_minions, {on_base("high-ground", 0)})},
              turn);
}
}  // namespace

TEST_CASE("[smashup][bear_cavalry][text] High Ground destroys another player's minion moved onto its base, whatever its power") {
  Table t(high_ground({minion("spectre", 0)}, {"youre-screwed"}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spectre"});
  CHECK(t.discard(1) == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground does nothing while you have no minion there") {
  Table t(high_ground(json::array(), {"youre-screwed"}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground spares your own minions moved there and minions played there") {
  Table own(high_ground({minion("spectre", 0)}, {"bear-rides-you"}));
  play(own, "play bear-rides-you");
  answer_if_asked(own, "choose ghost");
  answer_if_asked(own, "choose isis-swingin-pad");
  CHECK(own.minions_on("isis-swingin-pad") == Names{"spectre", "ghost"});

  Table played(high_ground({minion("spectre", 0)}, {"seance"}, {"operative"}, {{"active", 1}, {"phase", "play"}}));
  play(played, "play operative isis-swingin-pad");
  while (played.asking() && played.asked() == 1 && !played.can("done")) played.answer(played.options().back());  // Operative's reveal
  CHECK(played.minions_on("isis-swingin-pad") == Names{"spectre", "operative"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground also destroys a minion its own player moves there") {
  Table t(high_ground({minion("spectre", 0)}, {"seance"}, {"bear-rides-you"}, {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spectre"});
  CHECK(sorted(t.discard(1)) == Names{"bear-rides-you", "mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] High Ground destroys every minion You're Pretty Much Borscht moves onto its base") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", {minion("ghost", 0), minion("mechanic", 1), minion("doctor-when", 2)}),
                base("isis-swingin-pad", {minion("spectre", 0)}, {on_base("high-ground", 0)})}));
  play(t, "play youre-pretty-much-borscht");
  answer_if_asked(t, "choose the-nexus");
  answer_if_asked(t, "choose isis-swingin-pad");
  // Several destructions at once: the active player may be asked their order.
  while (t.asking() && t.asked() == 0 && !t.can("done")) t.answer(t.options().front());
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spectre"});
  CHECK(t.discard(1) == Names{"mechanic"});
  CHECK(t.discard(2) == Names{"doctor-when"});
}

// ---------------------------------------------------------------------------------------------------- Superiority

namespace {
// Player 1's Superiority on The Nexus over Player 1's Ghost; Player 1's Spirit on ISI's Swingin' Pad; Player 2's
// Spy on both bases. Player 2 to play.
json superiority(json hand1) {
  return game({seat({"seance"}), seat(hand1)},
              {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}, {on_base("superiority", 0)}),
               base("isis-swingin-pad", {minion("spirit", 0), minion("spy", 1)})},
              {{"active", 1}, {"phase", "play"}});
}
}  // namespace

TEST_CASE("[smashup][bear_cavalry][text] Superiority: other players' cards cannot move your minions on its base") {
  Table t(superiority({"youre-screwed"}));
  play(t, "play youre-screwed");
  CHECK_FALSE(t.can("choose ghost"));
  CHECK(t.can("choose spirit"));  // on another base: not protected
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority: other players' cards cannot destroy your minions on its base") {
  // Player 2's Bear Hug: Player 1's weakest is the Ghost (2) on The Nexus, protected.
  Table t(superiority({"bear-hug"}));
  play(t, "play bear-hug");
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority: other players' cards cannot return your minions on its base to hand") {
  Table t(superiority({"into-the-time-slip"}));
  play(t, "play into-the-time-slip");
  CHECK_FALSE(t.can("choose ghost"));
  CHECK(t.can("choose spirit"));
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority does not stop another player attaching an action there") {
  // Attaching is not in Superiority's list (destroy, move, return).
  Table t(superiority({"cyberevolution"}));
  CHECK(t.can("play cyberevolution ghost"));
}

TEST_CASE("[smashup][bear_cavalry][text] Superiority does not stop your own cards, nor protect other players' minions") {
  Table own(game({seat({"bear-rides-you"}), seat({"spy"})},
                 {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}, {on_base("superiority", 0)}), base("isis-swingin-pad")}));
  play(own, "play bear-rides-you");
  answer_if_asked(own, "choose ghost");
  answer_if_asked(own, "choose isis-swingin-pad");
  CHECK(own.minions_on("isis-swingin-pad") == Names{"ghost"});

  Table theirs(game({seat({"youre-screwed"}), seat({"spy"})},
                    {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}, {on_base("superiority", 0)}), base("isis-swingin-pad")}));
  play(theirs, "play youre-screwed");
  answer_if_asked(theirs, "choose spy");
  answer_if_asked(theirs, "choose isis-swingin-pad");
  CHECK(theirs.minions_on("isis-swingin-pad") == Names{"spy"});
}

// -------------------------------------------------------------------------------------- You're Pretty Much Borscht

TEST_CASE("[smashup][bear_cavalry][text] You're Pretty Much Borscht moves every other player's minion from your base to one other base") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"}), seat({"jumper"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1), minion("operative", 1), minion("jumper", 2)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace", {minion("time-raider", 2)})}));
  play(t, "play youre-pretty-much-borscht");
  // Bases where Player 1 has a minion: only The Nexus (it may be taken automatically).
  if (t.can("choose the-nexus")) {
    CHECK(t.options() == Names{"choose the-nexus"});
    t.answer("choose the-nexus");
  }
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose tsars-palace");
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
  CHECK(sorted(t.minions_on("tsars-palace")) == Names{"jumper", "operative", "spy", "time-raider"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
}

TEST_CASE("[smashup][bear_cavalry][text] You're Pretty Much Borscht: you pick the base among those where you have a minion") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}),
                base("isis-swingin-pad", {minion("cub-scout", 0), minion("mechanic", 1)}),
                base("tsars-palace", {minion("operative", 1)})}));
  play(t, "play youre-pretty-much-borscht");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose the-nexus"});
  t.answer("choose isis-swingin-pad");
  t.answer("choose the-nexus");
  // The Mechanic (4) arrives by move where the Cub Scout is not: nothing destroys it.
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "spy", "mechanic"});
  CHECK(t.minions_on("tsars-palace") == Names{"operative"});
}

TEST_CASE("[smashup][bear_cavalry][text][R-21] You're Pretty Much Borscht leaves a minion it cannot affect") {
  Table t(game({seat({"youre-pretty-much-borscht"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1), minion("mechanic", 1, {{"actions", {"incorporeal"}}})}),
                base("isis-swingin-pad")}));
  play(t, "play youre-pretty-much-borscht");
  answer_if_asked(t, "choose the-nexus");
  answer_if_asked(t, "choose isis-swingin-pad");
  CHECK(t.minions_on("the-nexus") == Names{"ghost", "mechanic"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"spy"});
}

// ------------------------------------------------------------------------------------------------- You're Screwed

TEST_CASE("[smashup][bear_cavalry][text] You're Screwed moves one other player's minion away from a base where you have a minion") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("spy", 1)}),
                base("isis-swingin-pad", {minion("mechanic", 1)}), base("tsars-palace", {minion("cub-scout", 0)})}));
  play(t, "play youre-screwed");
  // The Mechanic is on a base without a minion of Player 1; Player 1's own minions are not offered; not optional.
  CHECK((t.options() == Names{"choose spy"} || sorted(t.options()) == Names{"choose the-nexus", "choose tsars-palace"}));
  answer_if_asked(t, "choose the-nexus");
  CHECK((t.options() == Names{"choose spy"} || sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"}));
  answer_if_asked(t, "choose spy");
  CHECK(sorted(t.options()) == Names{"choose isis-swingin-pad", "choose tsars-palace"});
  t.answer("choose isis-swingin-pad");
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic", "spy"});
  CHECK(t.minions_on("the-nexus") == Names{"ghost"});
}

TEST_CASE("[smashup][bear_cavalry][text] You're Screwed with no other player's minion beside yours does nothing") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0)}), base("isis-swingin-pad", {minion("mechanic", 1)})}));
  play(t, "play youre-screwed");
  CHECK(t.options() == Names{"done"});
  CHECK(t.minions_on("isis-swingin-pad") == Names{"mechanic"});
  CHECK(t.discard(0) == Names{"youre-screwed"});
}

// --------------------------------------------------------------------------------------------------- Field of Honor

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: destroying a minion there gains its destroyer 1 VP") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
               {base("field-of-honor", {minion("spy", 1)}), base("the-nexus")}));
  spirit_at(t, "the-nexus", "spy");
  REQUIRE(t.minions_on("field-of-honor").empty());
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: destroying your own minion there counts too") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "haunting"}), seat({"spy"})},
               {base("field-of-honor", {minion("ghost", 0), minion("spy", 1)}), base("the-nexus")}));
  spirit_at(t, "the-nexus", "ghost");
  REQUIRE(t.minions_on("field-of-honor") == Names{"spy"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: an Ongoing card's destruction pays its controller, even on another player's turn") {
  // Player 2 moves its own Spy onto Player 1's Cub Scout on the Field of Honor: the Cub Scout destroys it.
  Table t(game({seat({"seance"}), seat({"bear-rides-you"})},
               {base("the-nexus", {minion("spy", 1)}), base("field-of-honor", {minion("cub-scout", 0)})},
               {{"active", 1}, {"phase", "play"}}));
  play(t, "play bear-rides-you");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose field-of-honor");
  REQUIRE(t.minions_on("field-of-honor") == Names{"cub-scout"});
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: High Ground's destruction there pays High Ground's controller") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("the-nexus", {minion("ghost", 0), minion("mechanic", 1)}),
                base("field-of-honor", {minion("ghost", 0)}, {on_base("high-ground", 0)})}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose mechanic");
  answer_if_asked(t, "choose field-of-honor");
  REQUIRE(t.discard(1) == Names{"mechanic"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor pays nothing for a move away, nor for a destruction on another base") {
  Table moved(game({seat({"youre-screwed"}), seat({"spy"})},
                   {base("field-of-honor", {minion("ghost", 0), minion("spy", 1)}), base("the-nexus")}));
  play(moved, "play youre-screwed");
  answer_if_asked(moved, "choose spy");
  answer_if_asked(moved, "choose the-nexus");
  REQUIRE(moved.minions_on("the-nexus") == Names{"spy"});
  CHECK(moved.vp(0) == 0);

  Table elsewhere(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"spy"})},
                       {base("field-of-honor", {minion("operative", 1)}), base("the-nexus", {minion("spy", 1)})}));
  spirit_at(elsewhere, "the-nexus", "spy");
  REQUIRE(elsewhere.discard(1) == Names{"spy"});
  CHECK(elsewhere.vp(0) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text][R-25] Field of Honor pays nothing for a minion Escape Hatch saves") {
  Table t(game({seat({"spirit", "seance", "shady-deal", "ghost"}), seat({"operative"})},
               {base("field-of-honor", {minion("spy", 1)}, {on_base("escape-hatch", 1)}), base("the-nexus")}));
  spirit_at(t, "the-nexus", "spy");
  REQUIRE(t.minions_on("field-of-honor").empty());
  CHECK(sorted(t.hand(1)) == Names{"operative", "spy"});
  CHECK(t.vp(0) == 0);
}

// Reading question: the card row says "Every other player destroys their own lowest-power minion" and Field of Honor
// pays "the player who destroyed them ... (this includes destroying your own minions)": the player who destroys is
// the one hugged, not the one who played Bear Hug.
TEST_CASE("[smashup][bear_cavalry][text] Field of Honor with Bear Hug: each hugged player destroys their own minion and gains the VP") {
  Table t(game({seat({"bear-hug"}), seat({"spy"})},
               {base("field-of-honor", {minion("spy", 1), minion("ghost", 0)}), base("the-nexus", {minion("mechanic", 1)})}));
  play(t, "play bear-hug");
  REQUIRE(t.discard(1) == Names{"spy"});
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor scores 3/2/1 at breakpoint 18; its minions are discarded, not destroyed") {
  json j = game({seat(json::array(), {{"deck", {"ghost", "ghost"}}}), seat({"spy"}, {{"deck", {"spy", "spy"}}}),
                 seat({"jumper"}, {{"deck", {"jumper", "jumper"}}})},
                {base("field-of-honor", {minion("general-ivan", 0), minion("spectre", 0), minion("doctor-when", 1),
                                         minion("spy", 2)}),
                 base("the-nexus")});
  j["base_deck"] = {"tsars-palace"};
  Table below(j);
  REQUIRE(below.total("field-of-honor") == 18);
  below.answer("done");
  CHECK(below.vp(0) == 3);
  CHECK(below.vp(1) == 2);
  CHECK(below.vp(2) == 1);
  CHECK(below.bases() == Names{"tsars-palace", "the-nexus"});

  j["bases"][0]["minions"].erase(j["bases"][0]["minions"].begin() + 3);  // 16: below the breakpoint
  Table short_of(j);
  short_of.answer("done");
  CHECK(short_of.vp(0) == 0);
  CHECK(short_of.bases() == Names{"field-of-honor", "the-nexus"});
}

// Glossary, Killer Plants: "Sprout destroying itself counts as you destroying a minion (Field of Honor FAQ: you earn
// the VP)".
TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: a Sprout destroying itself there earns its controller 1 VP") {
  Table t(game({seat({"seance"}), seat({"spy"})},
               {base("field-of-honor", {minion("sprout", 0)}), base("the-nexus")}, {{"active", 0}, {"phase", "start"}}));
  answer_if_asked(t, "pass");  // the optional search (an empty deck)
  REQUIRE(t.discard(0) == Names{"sprout"});
  CHECK(t.vp(0) == 1);
}

TEST_CASE("[smashup][bear_cavalry][text] Field of Honor: Choking Vines' destruction pays the Vines' controller") {
  // Player 2's Choking Vines on Player 1's Ghost: at the start of Player 2's turn the Ghost is destroyed.
  Table t(game({seat({"seance"}), seat({"spy"})},
               {base("field-of-honor", {minion("ghost", 0, {{"actions", {{{"card", "choking-vines"}, {"controller", 1}}}}})}),
                base("the-nexus")},
               {{"active", 1}, {"phase", "start"}}));
  REQUIRE(t.discard(0) == Names{"ghost"});
  CHECK(t.vp(1) == 1);
  CHECK(t.vp(0) == 0);
}

// --------------------------------------------------------------------------------------------------- Tsar's Palace

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace: minions of power 2 or less cannot be played there") {
  Table t(game({seat({"ghost", "cub-scout"}), seat({"spy"})}, {base("tsars-palace"), base("the-nexus")}));
  CHECK_FALSE(t.can("play ghost tsars-palace"));
  CHECK(t.can("play ghost the-nexus"));
  CHECK(t.can("play cub-scout tsars-palace"));

  Table spectre(game({seat({"seance"}, {{"discard", {"spectre", "ghost"}}}), seat({"spy"})}, {base("tsars-palace"), base("the-nexus")}));
  CHECK(spectre.can("play spectre tsars-palace"));

  Table other(game({seat({"seance"}), seat({"spy", "operative"})}, {base("tsars-palace"), base("the-nexus")},
                   {{"active", 1}, {"phase", "play"}}));
  CHECK_FALSE(other.can("play spy tsars-palace"));
  CHECK(other.can("play operative tsars-palace"));
}

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace: an extra play of a power-2 minion cannot go there either") {
  // The Dead Rise, 3 cards discarded: the Ghost (2) may come back, but not onto Tsar's Palace.
  Table t(game({seat({"the-dead-rise", "seance", "shady-deal", "haunting"}, {{"discard", {"ghost"}}}), seat({"spy"})},
               {base("tsars-palace"), base("the-nexus")}));
  play(t, "play the-dead-rise");
  t.answer("choose seance");
  t.answer("choose shady-deal");
  t.answer("choose haunting");
  CHECK(t.can("play ghost the-nexus"));
  CHECK_FALSE(t.can("play ghost tsars-palace"));
}

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace: a minion of power 2 or less may still be moved there") {
  Table t(game({seat({"youre-screwed"}), seat({"spy"})},
               {base("tsars-palace"), base("the-nexus", {minion("ghost", 0), minion("spy", 1)})}));
  play(t, "play youre-screwed");
  answer_if_asked(t, "choose spy");
  answer_if_asked(t, "choose tsars-palace");
  CHECK(t.minions_on("tsars-palace") == Names{"spy"});
}

TEST_CASE("[smashup][bear_cavalry][text] Tsar's Palace scores 5/3/2 at breakpoint 22") {
  json j = game({seat(json::array(), {{"deck", {"ghost", "ghost"}}}), seat({"spy"}, {{"deck", {"spy", "spy"}}}),
                 seat({"jumper"}, {{"deck", {"jumper", "jumper"}}})},
                {base("tsars-palace", {minion("general-ivan", 0), minion("spectre", 0), minion("doctor-when", 1),
                                       minion("mechanic", 1), minion("repeater-perfect", 2)}),
                 base("the-nexus")});
  j["base_deck"] = {"field-of-honor"};
  Table below(j);
  REQUIRE(below.total("tsars-palace") == 24);
  j["bases"][0]["minions"].erase(j["bases"][0]["minions"].begin() + 3);  // 20: below
  Table short_of(j);
  short_of.answer("done");
  CHECK(short_of.vp(0) == 0);
  below.answer("done");
  CHECK(below.vp(0) == 5);
  CHECK(below.vp(1) == 3);
  CHECK(below.vp(2) == 2);
  CHECK(below.bases() == Names{"field-of-honor", "the-nexus"});
}
