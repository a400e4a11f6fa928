// Killer Plants minions (Venus Man Trap, Weed Eater, Water Lily, Sprout), tested from the printed text and the
// rulings alone: each test puts a card where its words matter and checks the outcome they demand.
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"
#include "tests/smashup/text/adapt_answers.hpp"

using namespace cardtable::smashup;
using namespace cardtable::smashup::test::text;
using test::Names;
using test::Table;
using nlohmann::json;

// ---------------------------------------------------------------------------------------------------------------
// Venus Man Trap: "Talent: search your deck for a minion with power 2 or less, play it on this base as an extra
// minion, then shuffle your deck."

TEST_CASE("[smashup][killer_plants][text][R-22] Venus Man Trap: its Talent plays a deck minion of power 2 or less on its base as an extra, then shuffles") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["water-lily"],
       "deck": ["weed-eater", "water-lily", "sprout", "insta-grow", "captain-ahab", "steam-man"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "venus-man-trap", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("use venus-man-trap");
  // Power 2 or less: Sprout and Captain Ahab; not Water Lily or Steam Man (3), Weed Eater (5), the action.
  // R-22: "search your deck for X and play it" must be played when it can legally be played: no pass.
  CHECK(test::distinct(t.options()) == Names{"choose captain-ahab", "choose sprout"});
  t.answer("choose sprout");
  // "on this base": no other base is offered; "play it" (R-22): no pass while the play is legal.
  CHECK_FALSE(t.can("play sprout jungle-oasis"));
  CHECK_FALSE(t.can("pass"));
  play_found(t, "sprout", "the-great-library");
  CHECK(t.minions_on("the-great-library") == Names{"venus-man-trap", "sprout"});
  CHECK(test::sorted(t.deck(0)) == Names{"captain-ahab", "insta-grow", "steam-man", "water-lily", "weed-eater"});
  CHECK(test::shuffled(t, 0));
  // An extra minion: the turn's free minion is still there; a Talent is once per turn.
  CHECK_FALSE(t.s.turn.minion_used);
  CHECK(t.can("play water-lily jungle-oasis"));
  CHECK_FALSE(t.can("use venus-man-trap"));
}

TEST_CASE("[smashup][killer_plants][text] Venus Man Trap: the Talent may be used the turn it is played, and the found minion is played (its ability fires)") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["venus-man-trap"], "deck": ["king-rex", "collector"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "spirit", "controller": 1}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play venus-man-trap the-great-library");
  // Glossary (Talent): "Nothing stops you from using it on the same turn the card arrived."
  REQUIRE(t.can("use venus-man-trap"));
  t.answer("use venus-man-trap");
  if (t.can("choose collector")) t.answer("choose collector");  // R-5: a single legal answer may be taken for you
  play_found(t, "collector", "the-great-library");
  // "play it": Collector's own "when you play it" ability asks its question on Venus Man Trap's base.
  REQUIRE(prompt_names(t, "Collector"));
  CHECK(t.can("choose spirit"));
  CHECK(t.can("pass"));
  t.answer("choose spirit");
  CHECK(t.minions_on("the-great-library") == Names{"venus-man-trap", "collector"});
  CHECK(t.hand(1) == Names{"spirit"});
}

TEST_CASE("[smashup][killer_plants][text] Venus Man Trap on Tsar's Palace: no minion of power 2 or less is played there") {
  // Tsar's Palace: "Minions with power 2 or less cannot be played on this base"; a card that says "cannot" beats one
  // that says "can" (rules, Terms).
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["sprout", "captain-ahab"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "tsars-palace", "minions": [{"card": "venus-man-trap", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  if (t.can("use venus-man-trap")) {
    t.answer("use venus-man-trap");
    while (t.asked() == 0 && !t.can("done") && t.asking()) t.answer(t.full_options().front());
  }
  CHECK(t.minions_on("tsars-palace") == Names{"venus-man-trap"});
  CHECK(t.minions_on("jungle-oasis").empty());
}

// ---------------------------------------------------------------------------------------------------------------
// Weed Eater: "Ongoing: during the turn in which you play it, this minion has -2 power."

TEST_CASE("[smashup][killer_plants][text] Weed Eater: power 3 the turn it is played, 5 from the next turn on") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["weed-eater"], "deck": ["sprout", "sprout", "sprout"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost", "ghost", "ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play weed-eater the-great-library");
  CHECK(t.power_of("the-great-library", "weed-eater") == 3);
  CHECK(t.total("the-great-library") == 3);
  t.answer("done");
  REQUIRE(t.asked() == 1);
  CHECK(t.power_of("the-great-library", "weed-eater") == 5);
  CHECK(t.total("the-great-library") == 5);
}

TEST_CASE("[smashup][killer_plants][text] Weed Eater: one already in play has its full 5; the one played this turn counts 3 for the breakpoint") {
  // Jungle Oasis breaks at 12: 8 placed + a Weed Eater played now (3) = 11, so it does not score this turn.
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["weed-eater"], "deck": ["sprout", "sprout", "sprout"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost", "ghost", "ghost"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0},
                                                   {"card": "invader", "controller": 0},
                                                   {"card": "collector", "controller": 1}]},
              {"base": "the-great-library", "minions": [{"card": "weed-eater", "controller": 1}]}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("the-great-library", "weed-eater") == 5);
  t.answer("play weed-eater jungle-oasis");
  CHECK(t.total("jungle-oasis") == 11);
  t.answer("done");
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
  CHECK(t.vp(0) == 0);
  CHECK(t.minions_on("jungle-oasis") == Names{"invader", "invader", "collector", "weed-eater"});
}

TEST_CASE("[smashup][killer_plants][text] Weed Eater played as an extra minion also has -2 that turn") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["insta-grow", "weed-eater"], "deck": ["sprout"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play insta-grow");
  t.answer("play weed-eater jungle-oasis");
  CHECK(t.power_of("jungle-oasis", "weed-eater") == 3);
}

// ---------------------------------------------------------------------------------------------------------------
// Water Lily: "Ongoing: at the start of each of your turns, draw a card. Only one Water Lily's ability can be used
// per turn."

TEST_CASE("[smashup][killer_plants][text] Water Lily: one card at the start of its controller's turn, however many Water Lilies") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex", "invader", "scout"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "water-lily", "controller": 0},
                                                        {"card": "water-lily", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}]}],
    "turn": {"active": 0, "phase": "start"}})");
  while (t.asking() && !t.can("done")) t.answer(t.full_options().front());  // any order question among the Lilies
  CHECK(t.hand(0) == Names{"king-rex"});
  CHECK(t.deck(0) == Names{"invader", "scout"});
}

TEST_CASE("[smashup][killer_plants][text] Water Lily: the draw is not optional and is no question") {
  // "draw a card" has no "may": rules, Terms: "anything else is mandatory".
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex", "invader"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "water-lily", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.asked() == 0);
  CHECK(t.can("done"));
  CHECK_FALSE(t.can("pass"));
  CHECK(t.hand(0) == Names{"king-rex"});
}

TEST_CASE("[smashup][killer_plants][text] Water Lily: nothing at the start of another player's turn") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex", "invader"]},
      {"factions": ["ghosts", "bear-cavalry"], "hand": [], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "water-lily", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 1, "phase": "start"}})");
  CHECK(t.asked() == 1);
  CHECK(t.hand(0).empty());
  CHECK(t.hand(1).empty());
  CHECK(t.deck(0) == Names{"king-rex", "invader"});
}

TEST_CASE("[smashup][killer_plants][text] Water Lily: an empty deck is refilled from the discard pile for the draw") {
  // Rules, A turn: "Whenever a player must draw ... from an empty deck, their discard pile is shuffled into a new
  // deck first."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": [], "discard": ["insta-grow"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "water-lily", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.hand(0) == Names{"insta-grow"});
  CHECK(t.discard(0).empty());
}

TEST_CASE("[smashup][killer_plants][text] Water Lily fetched by Sprout at the start of the turn still draws that turn, once in all") {
  // Glossary (Killer Plants): "A minion fetched this way during the Start Turn phase may still use its own
  // start-of-turn ability that turn (official clarification, e.g. Water Lily)."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["water-lily", "king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  REQUIRE(prompt_names(t, "Sprout"));
  if (t.can("yes")) t.answer("yes");
  t.answer("choose water-lily");
  while (t.asking() && !t.can("done")) t.answer(t.full_options().front());
  CHECK(t.minions_on("the-great-library") == Names{"water-lily"});
  CHECK(t.hand(0) == Names{"king-rex"});
}

TEST_CASE("[smashup][killer_plants][text] Water Lily: a second Lily fetched by Sprout does not draw a second card") {
  // "Only one Water Lily's ability can be used per turn."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["water-lily", "king-rex", "invader"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "water-lily", "controller": 0}]}],
    "turn": {"active": 0, "phase": "start"}})");
  while (t.asking() && !t.can("done")) {
    if (t.can("choose water-lily")) t.answer("choose water-lily");
    else if (t.can("yes")) t.answer("yes");
    else t.answer(t.full_options().front());
  }
  CHECK(t.minions_on("the-great-library") == Names{"water-lily"});
  CHECK(t.hand(0).size() == 1);
  CHECK(t.deck(0).size() == 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Sprout: "Ongoing: at the start of your turn, destroy this card; you may then search your deck for a minion with
// power 3 or less, play it on this base as an extra minion, and shuffle your deck."

TEST_CASE("[smashup][killer_plants][text] Sprout: destroyed at the start of its controller's turn, then a deck minion of power 3 or less is played on its base") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["captain-ahab"],
       "deck": ["weed-eater", "venus-man-trap", "steam-man", "insta-grow", "sprout", "mechanic"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  REQUIRE(prompt_names(t, "Sprout"));
  if (t.can("yes")) t.answer("yes");
  // "you may": a pass; power 3 or less: Steam Man and the deck's Sprout, not the 4s and 5s or the action.
  CHECK(test::distinct(t.options()) == Names{"choose sprout", "choose steam-man", "pass"});
  t.answer("choose steam-man");
  play_found(t, "steam-man", "the-great-library");
  CHECK(t.minions_on("the-great-library") == Names{"steam-man"});
  CHECK(t.discard(0) == Names{"sprout"});
  CHECK(test::shuffled(t, 0));
  CHECK(test::sorted(t.deck(0)) == Names{"insta-grow", "mechanic", "sprout", "venus-man-trap", "weed-eater"});
  // "as an extra minion": the turn's free minion is still there.
  REQUIRE(t.asked() == 0);
  CHECK_FALSE(t.s.turn.minion_used);
  CHECK(t.can("play captain-ahab jungle-oasis"));
}

TEST_CASE("[smashup][killer_plants][text][R-22] Sprout: declining the search leaves the deck unshuffled; Sprout is destroyed anyway") {
  // R-22: "'You may search' (Sprout, The Greenhouse) may be declined, and then the deck is not shuffled."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["steam-man", "weed-eater", "sprout"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  REQUIRE(prompt_names(t, "Sprout"));
  if (t.can("no")) t.answer("no");
  else t.answer("pass");
  CHECK(t.minions_on("the-great-library").empty());
  CHECK(t.discard(0) == Names{"sprout"});
  CHECK(t.deck(0) == Names{"steam-man", "weed-eater", "sprout"});
  CHECK_FALSE(test::shuffled(t, 0));
}

TEST_CASE("[smashup][killer_plants][text] Sprout: nothing happens at the start of another player's turn") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["steam-man"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 1, "phase": "start"}})");
  CHECK(t.asked() == 1);
  CHECK(t.minions_on("the-great-library") == Names{"sprout"});
  CHECK(t.deck(0) == Names{"steam-man"});
}

TEST_CASE("[smashup][killer_plants][text] Sprout: two Sprouts are each destroyed and each searches") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["steam-man", "water-lily", "king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
    "turn": {"active": 0, "phase": "start"}})");
  int searches = 0;
  while (t.asking() && !t.can("done")) {
    if (t.can("choose steam-man")) {
      t.answer("choose steam-man");
      ++searches;
    } else if (t.can("choose water-lily")) {
      t.answer("choose water-lily");
      ++searches;
    } else if (t.can("yes")) {
      t.answer("yes");
    } else {
      t.answer(t.full_options().front());
    }
  }
  CHECK(searches == 2);
  CHECK(t.discard(0) == Names{"sprout", "sprout"});
  CHECK(t.minions_on("the-great-library").size() == 1);
  CHECK(t.minions_on("jungle-oasis").size() == 1);
  CHECK(count(t.minions_on("the-great-library"), "sprout") == 0);
}

TEST_CASE("[smashup][killer_plants][text] Sprout on Field of Honor: destroying itself earns its controller 1 VP") {
  // Glossary (Killer Plants): "Sprout destroying itself counts as you destroying a minion (Field of Honor FAQ: you
  // earn the VP)."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "field-of-honor", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  while (t.asking() && !t.can("done")) {
    t.answer(t.can("pass") ? "pass" : (t.can("no") ? "no" : t.full_options().front()));
  }
  CHECK(t.discard(0) == Names{"sprout"});
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

TEST_CASE("[smashup][killer_plants][text] Sprout on Tsar's Palace: only the power-3 minions can be played there") {
  // Tsar's Palace: "Minions with power 2 or less cannot be played on this base." R-22: the found card must be one
  // that can legally be played; Sprout's minion goes "on this base".
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["sprout", "captain-ahab", "water-lily", "steam-man"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "tsars-palace", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  REQUIRE(prompt_names(t, "Sprout"));
  if (t.can("yes")) t.answer("yes");
  CHECK(test::distinct(t.options()) == Names{"choose steam-man", "choose water-lily", "pass"});
  t.answer("choose water-lily");
  play_found(t, "water-lily", "tsars-palace");
  CHECK(t.minions_on("tsars-palace") == Names{"water-lily"});
}

TEST_CASE("[smashup][killer_plants][text][R-27] Sprout: its controller is asked whether to search even when the deck holds no fitting minion") {
  // R-27: "Nobody learns hidden cards from who is asked ... never on what their hand or deck holds." Whether the
  // "you may search" is offered must not tell the table that the deck holds a minion of power 3 or less.
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["weed-eater", "insta-grow"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.asked() == 0);
  CHECK(prompt_names(t, "Sprout"));
  CHECK(t.discard(0) == Names{"sprout"});
}

