// Zombies actions, tested from the card rows of the core-set reference and the rulings alone.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::play;

// ---------------------------------------------------------------------------------------------------------------
// Grave Robbing: "Take any one card from your discard pile into your hand."

TEST_CASE("[smashup][zombies][text] Grave Robbing: any one card of the discard pile, minion or action") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["grave-robbing"],"deck":["walker"],"discard":["walker","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play grave-robbing");
  REQUIRE(t.asked() == 0);
  // Its player's own pile only; Grave Robbing itself is still being played, not in the pile. Mandatory: no pass.
  CHECK(test::sorted(t.options()) == Names{"choose summon", "choose walker"});
  t.answer("choose summon");
  CHECK(t.hand(0) == Names{"summon"});
  CHECK(test::sorted(t.discard(0)) == Names{"grave-robbing", "walker"});
  CHECK(t.discard(1) == Names{"beam-up"});
}

TEST_CASE("[smashup][zombies][text] Grave Robbing: an empty discard pile gives nothing") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["grave-robbing"],"deck":["walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play grave-robbing");
  CHECK(t.can("done"));
  CHECK(t.hand(0).empty());
  CHECK(t.discard(0) == Names{"grave-robbing"});
}

// ---------------------------------------------------------------------------------------------------------------
// Lend a Hand: "Shuffle as many cards as you like from your discard pile into your deck."

TEST_CASE("[smashup][zombies][text] Lend a Hand: the chosen cards of the discard pile are shuffled into the deck") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["lend-a-hand"],"deck":["summon"],"discard":["walker","scry","grave-digger"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["beam-up"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play lend-a-hand");
  REQUIRE(t.asked() == 0);
  CHECK(test::sorted(t.options()) == Names{"choose grave-digger", "choose scry", "choose walker", "pass"});
  t.answer("choose walker");
  t.answer("choose scry");
  t.answer("pass");
  CHECK(test::sorted(t.deck(0)) == Names{"scry", "summon", "walker"});
  CHECK(test::shuffled(t, 0));
  CHECK(test::sorted(t.discard(0)) == Names{"grave-digger", "lend-a-hand"});
  CHECK(t.discard(1) == Names{"beam-up"});
}

TEST_CASE("[smashup][zombies][text] Lend a Hand: the whole pile, or none") {
  // Rules, Terms: "'Any number' includes zero."
  Table none(R"({"seats":[{"factions":["wizards","zombies"],"hand":["lend-a-hand"],"deck":["summon"],"discard":["walker"]},
                          {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
                "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(none, "play lend-a-hand");
  none.answer("pass");
  CHECK(none.deck(0) == Names{"summon"});
  CHECK(test::sorted(none.discard(0)) == Names{"lend-a-hand", "walker"});

  Table all(R"({"seats":[{"factions":["wizards","zombies"],"hand":["lend-a-hand"],"deck":["summon"],"discard":["walker","walker"]},
                         {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
               "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(all, "play lend-a-hand");
  all.answer("choose walker");
  if (all.can("choose walker")) all.answer("choose walker");
  if (all.can("pass") && !all.can("done")) all.answer("pass");
  CHECK(test::sorted(all.deck(0)) == Names{"summon", "walker", "walker"});
  // The Lend a Hand itself is discarded after its ability, never shuffled in.
  CHECK(all.discard(0) == Names{"lend-a-hand"});
}

// ---------------------------------------------------------------------------------------------------------------
// Mall Crawl: "Search your deck for any number of cards that all have the same name and put them into your discard
// pile, then shuffle your deck."

TEST_CASE("[smashup][zombies][text] Mall Crawl: copies of one card from the deck to the discard pile, then a shuffle") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mall-crawl"],"deck":["walker","summon","walker","grave-digger","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mall-crawl");
  REQUIRE(t.asked() == 0);
  CHECK(test::distinct(t.options()) == Names{"choose grave-digger", "choose summon", "choose walker", "pass"});
  t.answer("choose walker");
  // The same name only: neither Summon nor Grave Digger can join the Walkers.
  CHECK_FALSE(t.can("choose summon"));
  CHECK_FALSE(t.can("choose grave-digger"));
  t.answer("choose walker");
  t.answer("choose walker");
  test::wz::pass_through(t, 0);
  CHECK(test::sorted(t.discard(0)) == Names{"mall-crawl", "walker", "walker", "walker"});
  CHECK(test::sorted(t.deck(0)) == Names{"grave-digger", "summon"});
  CHECK(test::shuffled(t, 0));
}

TEST_CASE("[smashup][zombies][text] Mall Crawl: 'any number' — fewer copies than the deck holds") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mall-crawl"],"deck":["walker","summon","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mall-crawl");
  t.answer("choose walker");
  REQUIRE(t.can("pass"));
  t.answer("pass");
  CHECK(test::sorted(t.discard(0)) == Names{"mall-crawl", "walker"});
  CHECK(test::sorted(t.deck(0)) == Names{"summon", "walker"});
}

TEST_CASE("[smashup][zombies][text][R-22] Mall Crawl: taking none, the deck is still shuffled") {
  // "Search your deck ... then shuffle your deck": the search is not optional (R-22 spares the shuffle only to "you
  // may search" cards); "any number" includes zero (Terms).
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["mall-crawl"],"deck":["walker","summon","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play mall-crawl");
  REQUIRE(t.can("pass"));
  t.answer("pass");
  CHECK(t.discard(0) == Names{"mall-crawl"});
  CHECK(test::sorted(t.deck(0)) == Names{"summon", "walker", "walker"});
  CHECK(test::shuffled(t, 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Not Enough Bullets: "Take any number of minions that all share one name from your discard pile into your hand."

TEST_CASE("[smashup][zombies][text] Not Enough Bullets: minions of one name from the discard pile to the hand") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["not-enough-bullets"],"deck":["summon"],
                        "discard":["walker","walker","tenacious-z","summon","walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play not-enough-bullets");
  REQUIRE(t.asked() == 0);
  // Minions only (not Summon); "any number": pass.
  CHECK(test::distinct(t.options()) == Names{"choose tenacious-z", "choose walker", "pass"});
  t.answer("choose walker");
  CHECK_FALSE(t.can("choose tenacious-z"));
  t.answer("choose walker");
  t.answer("choose walker");
  test::wz::pass_through(t, 0);
  CHECK(t.hand(0) == Names{"walker", "walker", "walker"});
  CHECK(test::sorted(t.discard(0)) == Names{"not-enough-bullets", "summon", "tenacious-z"});
}

// ---------------------------------------------------------------------------------------------------------------
// Outbreak: "Play an extra minion on a base where you currently have no minions."

TEST_CASE("[smashup][zombies][text] Outbreak: an extra minion, only on a base without its player's minions") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["outbreak","grave-digger"],"deck":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"walker","controller":0}]},{"base":"tar-pits"},
                      {"base":"ninja-dojo","minions":[{"card":"king-rex","controller":1}]}],
             "turn":{"minion_used":true}})");
  play(t, "play outbreak");
  // Another player's minions do not matter; its player's own Walker does.
  CHECK(t.can("play grave-digger tar-pits"));
  CHECK(t.can("play grave-digger ninja-dojo"));
  CHECK_FALSE(t.can("play grave-digger jungle-oasis"));
  play(t, "play grave-digger ninja-dojo");
  test::wz::pass_through(t, 0);
  CHECK(t.minions_on("ninja-dojo") == Names{"king-rex", "grave-digger"});
}

TEST_CASE("[smashup][zombies][text] Outbreak: beside the turn's own minion, which may go anywhere") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["outbreak","grave-digger","zombie-lord"],"deck":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"walker","controller":0}]},{"base":"tar-pits"}]})");
  play(t, "play outbreak");
  play(t, "play grave-digger tar-pits", "with extra-1");
  test::wz::pass_through(t, 0);
  REQUIRE(t.can("play zombie-lord jungle-oasis"));
  play(t, "play zombie-lord jungle-oasis");
  test::wz::pass_through(t, 0);
  CHECK(t.minions_on("tar-pits") == Names{"grave-digger"});
  CHECK(t.minions_on("jungle-oasis") == Names{"walker", "zombie-lord"});
}

// ---------------------------------------------------------------------------------------------------------------
// Overrun: "Play it on a base. Ongoing: other players cannot play minions on that base. Destroy this card at the start
// of your next turn."

TEST_CASE("[smashup][zombies][text] Overrun: other players cannot play minions on its base") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":["king-rex"],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"overrun","controller":0}]},{"base":"tar-pits"}],
             "turn":{"active":1}})");
  CHECK_FALSE(t.can("play king-rex jungle-oasis"));
  CHECK(t.can("play king-rex tar-pits"));
}

TEST_CASE("[smashup][zombies][text] Overrun: played on a base; its own player may still play minions there") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["overrun","walker"],"deck":["summon","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":["king-rex"],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play overrun jungle-oasis");
  CHECK(t.actions_on("jungle-oasis") == Names{"overrun"});
  CHECK(t.discard(0).empty());
  REQUIRE(t.can("play walker jungle-oasis"));
  play(t, "play walker jungle-oasis");
  test::wz::pass_through(t, 0);
  CHECK(t.minions_on("jungle-oasis") == Names{"walker"});
  // Through the end of this turn and the other player's whole next turn, it stays and keeps them out.
  t.answer("done");
  test::wz::pass_through(t, 0);
  REQUIRE(t.asked() == 1);
  CHECK(t.actions_on("jungle-oasis") == Names{"overrun"});
  CHECK_FALSE(t.can("play king-rex jungle-oasis"));
  CHECK(t.can("play king-rex tar-pits"));
}

TEST_CASE("[smashup][zombies][text] Overrun: destroyed at the start of its player's next turn") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":["king-rex"],"deck":["king-rex","king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"overrun","controller":0}]},{"base":"tar-pits"}],
             "turn":{"active":1}})");
  t.answer("done");
  test::wz::pass_through(t, 1);
  REQUIRE(t.asked() == 0);
  CHECK(t.actions_on("jungle-oasis").empty());
  CHECK(t.discard(0) == Names{"overrun"});
}

TEST_CASE("[smashup][zombies][text] Overrun: not destroyed at the start of another player's turn") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":["king-rex"],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"overrun","controller":0}]},{"base":"tar-pits"}],
             "turn":{"active":1,"phase":"start"}})");
  REQUIRE(t.asked() == 1);
  CHECK(t.actions_on("jungle-oasis") == Names{"overrun"});
  CHECK_FALSE(t.can("play king-rex jungle-oasis"));
}

TEST_CASE("[smashup][zombies][text] Overrun: a minion moved there is not played, so it may come") {
  // Terms, Move: "the card goes from one base to another; it is not played". Invasion moves any one minion.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":["invasion"],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"overrun","controller":0}]},
                      {"base":"tar-pits","minions":[{"card":"king-rex","controller":1}]}],
             "turn":{"active":1}})");
  play(t, "play invasion");
  t.answer("choose king-rex");
  REQUIRE(t.can("choose jungle-oasis"));
  t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"king-rex"});
}

TEST_CASE("[smashup][zombies][text] Overrun: no other player's minion either from a Special, before its base scores") {
  // Rulebook: when two cards' texts contradict, the one that says you cannot do something wins. Shinobi: "when a base
  // is about to score, you may play this minion from your hand onto that base".
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon","summon"]},
                       {"factions":["ninjas","dinosaurs"],"hand":["shinobi"],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":0},{"card":"war-raptor","controller":0},
                                                        {"card":"king-rex","controller":1}],
                       "actions":[{"card":"overrun","controller":0}]},
                      {"base":"tar-pits"}],
             "base_deck":["the-mothership"]})");
  t.answer("done");
  const Names offered = test::wz::pass_through(t, 1);
  CHECK_FALSE(has(offered, "use shinobi"));
  CHECK(t.hand(1) == Names{"shinobi"});
  // Player 1: 10 against 7.
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][zombies][text] Overrun: another player's minions from the discard pile are kept out too") {
  Table lord(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"]},
                          {"factions":["wizards","zombies"],"hand":["zombie-lord"],"deck":["summon"],"discard":["walker"]}],
                "bases":[{"base":"jungle-oasis","actions":[{"card":"overrun","controller":0}]},
                         {"base":"tar-pits"},{"base":"ninja-dojo"}],
                "turn":{"active":1}})");
  play(lord, "play zombie-lord tar-pits");
  CHECK_FALSE(lord.can("play walker jungle-oasis"));
  CHECK(lord.can("play walker ninja-dojo"));

  Table z(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["summon"],"discard":["tenacious-z"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"overrun","controller":0}]},{"base":"tar-pits"}],
             "turn":{"active":1}})");
  REQUIRE(z.can("use tenacious-z"));
  z.answer("use tenacious-z");
  CHECK_FALSE(z.can("choose jungle-oasis"));
  CHECK_FALSE(z.can("play tenacious-z jungle-oasis"));
}

// ---------------------------------------------------------------------------------------------------------------
// They Keep Coming: "Play an extra minion, taken from your discard pile."

TEST_CASE("[smashup][zombies][text] They Keep Coming: an extra minion from the discard pile, on any base") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["they-keep-coming","enchantress"],"deck":["summon"],
                        "discard":["walker","grave-digger","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"walker","controller":0}]},{"base":"tar-pits"}],
             "turn":{"minion_used":true}})");
  play(t, "play they-keep-coming");
  // From the discard pile, minions only; not the Enchantress of the hand.
  CHECK(t.can("play walker jungle-oasis"));
  CHECK(t.can("play grave-digger tar-pits"));
  CHECK_FALSE(t.can("play enchantress tar-pits"));
  CHECK_FALSE(t.can("play summon"));
  play(t, "play grave-digger tar-pits");
  // Played, so the Grave Digger's own ability fires: the Walker of the discard pile to the hand.
  REQUIRE(t.can("choose walker"));
  t.answer("choose walker");
  CHECK(t.minions_on("tar-pits") == Names{"grave-digger"});
  CHECK(test::sorted(t.hand(0)) == Names{"enchantress", "walker"});
  CHECK(test::sorted(t.discard(0)) == Names{"summon", "they-keep-coming"});
  // One extra minion only.
  CHECK_FALSE(t.can("play walker tar-pits"));
  CHECK_FALSE(t.can("play enchantress tar-pits"));
}

TEST_CASE("[smashup][zombies][text][R-18] They Keep Coming: its extra minion lasts the turn, beside the turn's own minion") {
  // R-18: "an extra granted by a card played normally in your play phase lasts the rest of the turn."
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["they-keep-coming","enchantress"],"deck":["summon","summon"],
                        "discard":["walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play they-keep-coming");
  play(t, "play enchantress jungle-oasis");
  REQUIRE(t.can("play walker tar-pits"));
  play(t, "play walker tar-pits");
  test::wz::pass_through(t, 0);
  CHECK(t.minions_on("jungle-oasis") == Names{"enchantress"});
  CHECK(t.minions_on("tar-pits") == Names{"walker"});
}

TEST_CASE("[smashup][zombies][text] They Keep Coming: with no minion in the discard pile it gives nothing to play") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["they-keep-coming","enchantress"],"deck":["summon"],"discard":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}],
             "turn":{"minion_used":true}})");
  REQUIRE(t.can("play they-keep-coming"));
  play(t, "play they-keep-coming");
  test::wz::pass_through(t, 0);
  CHECK_FALSE(t.can("play enchantress jungle-oasis"));
  CHECK(t.can("done"));
}

// ---------------------------------------------------------------------------------------------------------------
// They're Coming to Get You: "Play it on a base. Ongoing: during your turns you may play minions onto that base from
// your discard pile instead of from your hand (this does not give you extra minion plays)."

TEST_CASE("[smashup][zombies][text] They're Coming to Get You: the turn's minion may come from the discard pile, onto its base only") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["enchantress"],"deck":["summon"],"discard":["walker","grave-digger","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"theyre-coming-to-get-you","controller":0}]},{"base":"tar-pits"}]})");
  CHECK(t.can("play grave-digger jungle-oasis"));
  CHECK(t.can("play walker jungle-oasis"));
  CHECK_FALSE(t.can("play grave-digger tar-pits"));
  CHECK_FALSE(t.can("play walker tar-pits"));
  CHECK(t.can("play enchantress tar-pits"));
  play(t, "play grave-digger jungle-oasis");
  test::wz::pass_through(t, 0);
  CHECK(t.minions_on("jungle-oasis") == Names{"grave-digger"});
  // "instead of from your hand": it used the turn's minion; nothing more, from the hand or the pile.
  CHECK_FALSE(t.can("play enchantress tar-pits"));
  CHECK_FALSE(t.can("play enchantress jungle-oasis"));
  CHECK_FALSE(t.can("play walker jungle-oasis"));
}

TEST_CASE("[smashup][zombies][text] They're Coming to Get You: played on a base, it works the same turn") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["theyre-coming-to-get-you"],"deck":["summon"],"discard":["walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play theyre-coming-to-get-you tar-pits");
  CHECK(t.actions_on("tar-pits") == Names{"theyre-coming-to-get-you"});
  CHECK(t.can("play walker tar-pits"));
  CHECK_FALSE(t.can("play walker jungle-oasis"));
}

TEST_CASE("[smashup][zombies][text] They're Coming to Get You: an extra minion may come from the discard pile there too") {
  // "you may play minions onto that base from your discard pile instead of from your hand": any minion play of its
  // player's turn, an extra one included (here an extra minion granted earlier in the turn).
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["enchantress"],"deck":["summon"],"discard":["walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"theyre-coming-to-get-you","controller":0}]},{"base":"tar-pits"}],
             "turn":{"minion_used":true,"extras":[{"type":"minion"}]}})");
  CHECK(t.can("play walker jungle-oasis"));
  CHECK_FALSE(t.can("play walker tar-pits"));
  play(t, "play walker jungle-oasis");
  test::wz::pass_through(t, 0);
  CHECK(t.minions_on("jungle-oasis") == Names{"walker"});
  CHECK_FALSE(t.can("play enchantress tar-pits"));
}

TEST_CASE("[smashup][zombies][text] They're Coming to Get You: not on another player's turn, nor for another player") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"],"discard":["walker"]},
                       {"factions":["wizards","zombies"],"hand":[],"deck":["king-rex"],"discard":["grave-digger"]}],
             "bases":[{"base":"jungle-oasis","actions":[{"card":"theyre-coming-to-get-you","controller":0}]},{"base":"tar-pits"}],
             "turn":{"active":1}})");
  CHECK_FALSE(t.can("play grave-digger jungle-oasis"));
  CHECK_FALSE(t.can("play walker jungle-oasis"));
  CHECK(t.asked() == 1);
}
