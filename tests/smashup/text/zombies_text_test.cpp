// Zombies minions, tested from the card rows of the core-set reference and the rulings alone: each test puts a card
// where its printed text matters and checks the outcome the text demands.
#include <catch2/catch.hpp>

#include "tests/smashup/text/wizards_zombies_text.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using test::wz::has;
using test::wz::play;

// ---------------------------------------------------------------------------------------------------------------
// Zombie Lord (5): "When you play it, on each base where you have no minions you may play one extra minion of power 2
// or less taken from your discard pile."

TEST_CASE("[smashup][zombies][text] Zombie Lord: one minion of power 2 or less from the discard pile on each base without its player's minions") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["zombie-lord","enchantress"],"deck":["summon","walker","walker"],
                        "discard":["tenacious-z","neophyte","grave-digger","summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},
                      {"base":"tar-pits","minions":[{"card":"walker","controller":0}]},
                      {"base":"ninja-dojo","minions":[{"card":"king-rex","controller":1}]},
                      {"base":"the-mothership"}]})");
  t.answer("play zombie-lord jungle-oasis");
  Names offered;
  for (int guard = 0; guard < 10 && t.asked() == 0 && !t.can("done"); ++guard) {
    for (const auto& o : t.options()) offered.push_back(o);
    if (t.can("play tenacious-z ninja-dojo")) {
      t.answer("play tenacious-z ninja-dojo");
    } else if (t.can("play neophyte the-mothership")) {
      t.answer("play neophyte the-mothership");
      test::wz::pass_through(t, 0);  // the Neophyte's own reveal: Summon may stay on top
    } else {
      t.answer(t.options().front());
    }
  }
  // Power 2 or less only, and never on the Lord's own base nor on Tar Pits, where its player has minions.
  for (const auto& o : offered) {
    CHECK(o.find("grave-digger") == std::string::npos);
    CHECK(o.find("summon") == std::string::npos);
    CHECK(o.find("jungle-oasis") == std::string::npos);
    CHECK(o.find("tar-pits") == std::string::npos);
    CHECK(o.find("enchantress") == std::string::npos);
  }
  CHECK(t.minions_on("ninja-dojo") == Names{"king-rex", "tenacious-z"});
  CHECK(t.minions_on("the-mothership") == Names{"neophyte"});
  CHECK(t.minions_on("jungle-oasis") == Names{"zombie-lord"});
  CHECK(t.minions_on("tar-pits") == Names{"walker"});
  CHECK(test::sorted(t.discard(0)) == Names{"grave-digger", "summon"});
  // They were extras: with the Lord as the turn's minion, the Enchantress in hand cannot be played.
  CHECK_FALSE(t.can("play enchantress the-mothership"));
  CHECK_FALSE(t.can("play enchantress jungle-oasis"));
}

TEST_CASE("[smashup][zombies][text] Zombie Lord: a minion played from the discard pile does its 'when you play it'") {
  // Terms, Play: a card played where an ability says "play" is played, and its ability fires. Walker looks at the top
  // card of its player's deck.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["zombie-lord"],"deck":["summon","scry"],"discard":["walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play zombie-lord jungle-oasis");
  REQUIRE(t.can("play walker tar-pits"));
  t.answer("play walker tar-pits");
  REQUIRE(t.asked() == 0);
  CHECK(t.prompt().find("Walker") != std::string::npos);
  CHECK(t.minions_on("tar-pits") == Names{"walker"});
}

TEST_CASE("[smashup][zombies][text] Zombie Lord: 'may' — its player may play nothing from the discard pile") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["zombie-lord"],"deck":["summon"],"discard":["walker","tenacious-z"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"},{"base":"the-mothership"}]})");
  t.answer("play zombie-lord jungle-oasis");
  REQUIRE(t.can("pass"));
  test::wz::pass_through(t, 0);
  CHECK(t.can("done"));
  CHECK(test::sorted(t.discard(0)) == Names{"tenacious-z", "walker"});
  CHECK(t.minions_on("tar-pits").empty());
  CHECK(t.minions_on("the-mothership").empty());
}

TEST_CASE("[smashup][zombies][text] Zombie Lord: one minion per base, not two on the same base") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["zombie-lord"],"deck":["summon"],"discard":["tenacious-z","neophyte","enchantress"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play zombie-lord jungle-oasis");
  REQUIRE(t.can("play tenacious-z tar-pits"));
  t.answer("play tenacious-z tar-pits");
  CHECK_FALSE(t.can("play neophyte tar-pits"));
  CHECK_FALSE(t.can("play enchantress tar-pits"));
  CHECK(t.can("done"));
  CHECK(t.minions_on("tar-pits") == Names{"tenacious-z"});
}

// ---------------------------------------------------------------------------------------------------------------
// Grave Digger (4): "When you play it, you may take a minion from your discard pile into your hand."

TEST_CASE("[smashup][zombies][text] Grave Digger: a minion of the discard pile to the hand, or none") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["grave-digger"],"deck":["walker"],"discard":["walker","summon","zombie-lord"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"],"discard":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play grave-digger jungle-oasis");
  REQUIRE(t.asked() == 0);
  // Minions of its player's own discard pile; "may": pass.
  CHECK(test::sorted(t.options()) == Names{"choose walker", "choose zombie-lord", "pass"});
  t.answer("choose zombie-lord");
  CHECK(t.hand(0) == Names{"zombie-lord"});
  CHECK(test::sorted(t.discard(0)) == Names{"summon", "walker"});
  CHECK(t.discard(1) == Names{"king-rex"});
}

TEST_CASE("[smashup][zombies][text] Grave Digger: declined, the discard pile stays") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["grave-digger"],"deck":["walker"],"discard":["walker"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("play grave-digger jungle-oasis");
  t.answer("pass");
  CHECK(t.hand(0).empty());
  CHECK(t.discard(0) == Names{"walker"});
}

// ---------------------------------------------------------------------------------------------------------------
// Tenacious Z (2): "Special: during your turn you may play this card from your discard pile as an extra minion. Only
// one Tenacious Z may use this ability per turn."

TEST_CASE("[smashup][zombies][text] Tenacious Z: played from the discard pile as an extra minion") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["walker"],"deck":["summon","summon","summon"],"discard":["tenacious-z"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  REQUIRE(t.can("use tenacious-z"));
  t.answer("use tenacious-z");
  REQUIRE(t.can("choose tar-pits"));
  t.answer("choose tar-pits");
  CHECK(t.minions_on("tar-pits") == Names{"tenacious-z"});
  CHECK(t.discard(0).empty());
  // An extra minion: the turn's own minion is still free.
  REQUIRE(t.can("play walker jungle-oasis"));
  play(t, "play walker jungle-oasis");
  test::wz::first_while(t, "Walker");
  CHECK(t.minions_on("jungle-oasis") == Names{"walker"});
}

TEST_CASE("[smashup][zombies][text] Tenacious Z: also after the turn's minion is played") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"],"discard":["tenacious-z"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}],
             "turn":{"minion_used":true}})");
  REQUIRE(t.can("use tenacious-z"));
  t.answer("use tenacious-z");
  t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"tenacious-z"});
}

TEST_CASE("[smashup][zombies][text] Tenacious Z: only one Tenacious Z per turn") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon"],"discard":["tenacious-z","tenacious-z"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("use tenacious-z");
  t.answer("choose jungle-oasis");
  CHECK_FALSE(t.can("use tenacious-z"));
  CHECK(t.discard(0) == Names{"tenacious-z"});
}

TEST_CASE("[smashup][zombies][text] Tenacious Z: back in the discard pile the same turn, it cannot come again") {
  // "Only one Tenacious Z may use this ability per turn": the one that used it, destroyed by Sacrifice, included.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["sacrifice"],"deck":["summon","summon","summon","summon"],"discard":["tenacious-z"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  t.answer("use tenacious-z");
  t.answer("choose jungle-oasis");
  play(t, "play sacrifice");
  if (t.can("choose tenacious-z")) t.answer("choose tenacious-z");
  REQUIRE(has(t.discard(0), "tenacious-z"));
  CHECK(t.hand(0) == Names{"summon", "summon"});
  CHECK_FALSE(t.can("use tenacious-z"));
}

TEST_CASE("[smashup][zombies][text] Tenacious Z: not on another player's turn") {
  // "during YOUR turn": its owner is never offered it while another player's turn runs, scoring included.
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":[],"deck":["summon","summon"],"discard":["tenacious-z"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex","king-rex"]}],
             "bases":[{"base":"jungle-oasis","minions":[{"card":"king-rex","controller":1},{"card":"walker","controller":0},
                                                        {"card":"war-raptor","controller":1}]},
                      {"base":"tar-pits"}],
             "base_deck":["the-mothership"],
             "turn":{"active":1}})");
  CHECK_FALSE(t.can("use tenacious-z"));
  t.answer("done");
  const Names offered = test::wz::pass_through(t, 0);
  CHECK_FALSE(has(offered, "use tenacious-z"));
  CHECK(t.vp(1) == 2);
  CHECK(has(t.discard(0), "tenacious-z"));
}

TEST_CASE("[smashup][zombies][text] Tenacious Z: from the hand it is an ordinary minion, using the turn's minion") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["tenacious-z","walker"],"deck":["summon"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play tenacious-z jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"tenacious-z"});
  CHECK_FALSE(t.can("play walker tar-pits"));
}

// ---------------------------------------------------------------------------------------------------------------
// Walker (2): "When you play it, look at the top card of your deck and either discard it or leave it on top."

TEST_CASE("[smashup][zombies][text] Walker: the top card may be discarded") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["walker"],"deck":["summon","grave-digger"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play walker jungle-oasis");
  REQUIRE(t.asked() == 0);
  // Two outcomes (the program: choose the card to discard it, pass to leave it), and only the top card.
  CHECK(test::sorted(t.options()) == Names{"choose summon", "pass"});
  t.answer("choose summon");
  CHECK(t.deck(0) == Names{"grave-digger"});
  CHECK(t.discard(0) == Names{"summon"});
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][zombies][text] Walker: the top card may be left on top") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["walker"],"deck":["summon","grave-digger"]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play walker jungle-oasis");
  REQUIRE(t.asked() == 0);
  REQUIRE(t.can("pass"));
  t.answer("pass");
  CHECK(t.deck(0) == Names{"summon", "grave-digger"});
  CHECK(t.discard(0).empty());
  CHECK(t.hand(0).empty());
}

TEST_CASE("[smashup][zombies][text] Walker: with no deck and no discard pile there is nothing to look at") {
  Table t(R"({"seats":[{"factions":["wizards","zombies"],"hand":["walker"],"deck":[]},
                       {"factions":["aliens","dinosaurs"],"hand":[],"deck":["king-rex"]}],
             "bases":[{"base":"jungle-oasis"},{"base":"tar-pits"}]})");
  play(t, "play walker jungle-oasis");
  CHECK(t.can("done"));
  CHECK(t.minions_on("jungle-oasis") == Names{"walker"});
}
