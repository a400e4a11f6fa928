// Killer Plants and their bases (Secret Grove, The Greenhouse), tested from the printed text and the rulings alone:
// each test puts a card where its words matter and checks the outcome they demand.
#include <string>

#include <catch2/catch.hpp>

#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;
using nlohmann::json;

namespace {

// R-20: a play that several permissions cover may be asked about; answers with the first extra play offered.
void take_extra_if_asked(Table& t) {
  for (const auto& option : t.options()) {
    if (option.rfind("with extra", 0) == 0) {
      t.answer(option);
      return;
    }
  }
}

// A card that found a card may ask a second question to play it ("play <card> <base>"): answers with the play
// offered for `slug` on `base` (how the program splits its questions is its own business).
void play_found(Table& t, const std::string& slug, const std::string& target) {
  const Names short_ids = t.options();
  const Names ids = t.full_options();
  for (std::size_t i = 0; i < short_ids.size() && i < ids.size(); ++i) {
    if (short_ids[i] == "play " + slug + " " + target) {
      t.answer(ids[i]);
      return;
    }
  }
}

bool prompt_names(const Table& t, const std::string& card) { return t.prompt().find(card) != std::string::npos; }

int count(const Names& names, const std::string& slug) {
  int n = 0;
  for (const auto& name : names) n += name == slug ? 1 : 0;
  return n;
}

}  // namespace

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
  while (t.asking() && !t.can("done")) t.answer(t.can("pass") ? "pass" : (t.can("no") ? "no" : t.full_options().front()));
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

// ---------------------------------------------------------------------------------------------------------------
// Blossom: "Play up to three extra minions, all of which must have the same name."

TEST_CASE("[smashup][killer_plants][text] Blossom: up to three extra minions, all with one name") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["blossom", "sprout", "sprout", "water-lily", "sprout", "sprout"],
       "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  CHECK_FALSE(t.can("play sprout the-great-library"));
  t.answer("play blossom");
  CHECK(t.can("done"));  // "up to": none need be played
  CHECK(t.can("play water-lily jungle-oasis"));
  t.answer("play sprout the-great-library");
  // Once a Sprout is played, the others must be Sprouts too.
  CHECK_FALSE(t.can("play water-lily jungle-oasis"));
  CHECK(t.can("play sprout jungle-oasis"));
  t.answer("play sprout jungle-oasis");
  t.answer("play sprout jungle-oasis");
  // Three in all: the fourth Sprout cannot be played.
  CHECK_FALSE(t.can("play sprout the-great-library"));
  CHECK_FALSE(t.can("play sprout jungle-oasis"));
  CHECK(t.minions_on("the-great-library") == Names{"sprout"});
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout", "sprout"});
}

TEST_CASE("[smashup][killer_plants][text][R-18][R-20] Blossom: its extras last the turn and leave the free minion for another name") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["blossom", "water-lily", "water-lily", "sprout", "steam-man"],
       "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play blossom");
  t.answer("play water-lily the-great-library");
  take_extra_if_asked(t);  // R-20: the player chooses which permission it uses
  t.answer("play sprout jungle-oasis");
  take_extra_if_asked(t);
  // One Water Lily through Blossom, the Sprout through the free minion (whatever the asking order): a second
  // Water Lily still fits Blossom; Steam Man fits nothing left.
  CHECK(t.can("play water-lily jungle-oasis"));
  CHECK_FALSE(t.can("play steam-man jungle-oasis"));
  t.answer("play water-lily jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"sprout", "water-lily"});
}

// ---------------------------------------------------------------------------------------------------------------
// Budding: "Pick any minion in play. Search your deck for a card with that same name, put it into your hand, then
// shuffle your deck."

TEST_CASE("[smashup][killer_plants][text] Budding: a card named like any minion in play, another player's included, goes from the deck to the hand") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["budding"], "deck": ["king-rex", "invader", "water-lily", "invader"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "ghost", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  // "Pick any minion in play": mandatory, every minion offered.
  CHECK(test::distinct(t.options()) == Names{"choose ghost", "choose invader", "choose sprout"});
  t.answer("choose invader");
  if (t.asked() == 0 && t.can("choose invader")) t.answer("choose invader");
  CHECK(t.hand(0) == Names{"invader"});
  CHECK(test::sorted(t.deck(0)) == Names{"invader", "king-rex", "water-lily"});
  CHECK(test::shuffled(t, 0));
  // Into the hand, not into play.
  CHECK(t.minions_on("the-great-library") == Names{"invader", "sprout"});
}

TEST_CASE("[smashup][killer_plants][text] Budding: with no card of that name in the deck, nothing reaches the hand") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["budding"], "deck": ["king-rex", "water-lily"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "sprout", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  t.answer("choose sprout");
  while (t.asking() && t.asked() == 0 && !t.can("done")) t.answer(t.full_options().front());
  CHECK(t.hand(0).empty());
  CHECK(test::sorted(t.deck(0)) == Names{"king-rex", "water-lily"});
  CHECK(t.discard(0) == Names{"budding"});
}

TEST_CASE("[smashup][killer_plants][text][R-21] Budding may pick a minion that other players' cards cannot affect") {
  // R-21: "choosing it, looking at it and counting it are not affecting it." Incorporeal: "cards controlled by other
  // players cannot affect that minion."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "ghosts"], "hand": ["budding"], "deck": ["king-rex", "haunting"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "haunting", "controller": 1,
                                                         "actions": [{"card": "incorporeal", "controller": 1}]}]},
              {"base": "jungle-oasis", "minions": [{"card": "sprout", "controller": 0}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play budding");
  REQUIRE(t.can("choose haunting"));
  t.answer("choose haunting");
  if (t.asked() == 0 && t.can("choose haunting")) t.answer("choose haunting");
  CHECK(t.hand(0) == Names{"haunting"});
}

// ---------------------------------------------------------------------------------------------------------------
// Choking Vines: "Play on a minion. Ongoing: at the start of your turn, destroy that minion."

TEST_CASE("[smashup][killer_plants][text] Choking Vines: the minion survives the other player's turn and is destroyed at the start of the Vines' controller's turn") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex", "king-rex", "king-rex"]},
      {"factions": ["aliens", "bear-cavalry"], "hand": [], "deck": ["scout", "scout", "scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1,
                                                         "actions": [{"card": "choking-vines", "controller": 0}]}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 1, "phase": "start"}})");
  REQUIRE(t.asked() == 1);
  CHECK(t.minions_on("the-great-library") == Names{"invader"});
  t.answer("done");
  // Player 1's turn begins: the Vines destroy the Invader; the Vines go with it to their owner's discard pile.
  CHECK(t.minions_on("the-great-library").empty());
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.discard(0) == Names{"choking-vines"});
}

TEST_CASE("[smashup][killer_plants][text] Choking Vines may be played on any minion, the player's own included") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["choking-vines"], "deck": ["king-rex"]},
      {"factions": ["aliens", "bear-cavalry"], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1}]},
              {"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}]}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.can("play choking-vines invader"));
  CHECK(t.can("play choking-vines steam-man"));
  CHECK_FALSE(t.can("play choking-vines the-great-library"));
  t.answer("play choking-vines invader");
  CHECK(t.actions_on("the-great-library") == Names{"choking-vines"});
  CHECK(t.minions_on("the-great-library") == Names{"invader"});
}

TEST_CASE("[smashup][killer_plants][text][R-21] Choking Vines cannot be attached to a minion that other players' cards cannot affect") {
  // R-21: a card is affected when it "has an action attached to it"; Incorporeal: "cards controlled by other players
  // cannot affect that minion."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["choking-vines"], "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "spirit", "controller": 1,
                                                         "actions": [{"card": "incorporeal", "controller": 1}]},
                                                        {"card": "ghost", "controller": 1}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK_FALSE(t.can("play choking-vines spirit"));
  CHECK(t.can("play choking-vines ghost"));
}

TEST_CASE("[smashup][killer_plants][text] Choking Vines on Field of Honor: the Vines' controller is the one who destroyed, and gains 1 VP") {
  // Field of Honor: "the player who destroyed them gains 1 VP".
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "bear-cavalry"], "deck": ["scout"]}],
    "bases": [{"base": "field-of-honor", "minions": [{"card": "invader", "controller": 1,
                                                      "actions": [{"card": "choking-vines", "controller": 0}]}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "start"}})");
  CHECK(t.discard(1) == Names{"invader"});
  CHECK(t.vp(0) == 1);
  CHECK(t.vp(1) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Deep Roots: "Play on a base. Ongoing: abilities of other players' cards cannot move your minions on this base or
// return them to your hand."

namespace {
// Player 2 (seat 1) to play; Player 1's Deep Roots on The Great Library, with a minion of each player there, and a
// minion of Player 1's on Jungle Oasis.
json deep_roots_board(const char* hand1, int active = 1) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 0},
                                                        {"card": "collector", "controller": 1}],
               "actions": [{"card": "deep-roots", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "steam-man", "controller": 0}]}],
    "turn": {"phase": "play"}})");
  j["seats"][active]["hand"] = json::array({hand1});
  j["turn"]["active"] = active;
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Deep Roots: another player's card cannot move the owner's minions there") {
  Table t(deep_roots_board("invasion"));
  t.answer("play invasion");
  CHECK_FALSE(t.can("choose invader"));
  CHECK(t.can("choose collector"));   // their own minion there is not protected
  CHECK(t.can("choose steam-man"));   // nor are the Deep Roots player's minions elsewhere
}

TEST_CASE("[smashup][killer_plants][text] Deep Roots: another player's card cannot return the owner's minions there to hand") {
  Table t(deep_roots_board("beam-up"));
  t.answer("play beam-up");
  CHECK_FALSE(t.can("choose invader"));
  CHECK(t.can("choose collector"));
  CHECK(t.can("choose steam-man"));
}

TEST_CASE("[smashup][killer_plants][text] Deep Roots does not stop destroying") {
  // Glossary (Killer Plants): "Deep Roots / Entangled stop moving and returning (official clarifications: neither
  // stops destroying, placing or shuffling ...)".
  Table t(deep_roots_board("seeing-stars"));
  t.answer("play seeing-stars");
  REQUIRE(t.can("choose invader"));
  t.answer("choose invader");
  CHECK(t.discard(0) == Names{"invader"});
}

TEST_CASE("[smashup][killer_plants][text] Deep Roots does not stop its owner's own cards moving those minions") {
  // Glossary: "Deep Roots does not stop your own cards or base abilities from moving your minions".
  Table t(deep_roots_board("invasion", 0));
  t.answer("play invasion");
  REQUIRE(t.can("choose invader"));
  t.answer("choose invader");
  if (t.asked() == 0 && t.can("choose jungle-oasis")) t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"steam-man", "invader"});
}

// ---------------------------------------------------------------------------------------------------------------
// Entangled: "Play on a base. Ongoing: no minion can be moved away from, or returned to a hand from, any base where
// you have a minion. At the start of your turn, destroy this card."

namespace {
// Player 1's Entangled sits on The Great Library, where Player 1 has no minion; Player 1 has a minion on Jungle
// Oasis; Player 2 has minions on all three bases.
json entangled_board(const char* hand, int active) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["king-rex"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "scout", "controller": 1}],
               "actions": [{"card": "entangled", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0},
                                                   {"card": "collector", "controller": 1}]},
              {"base": "rhodes-plaza-mall", "minions": [{"card": "spirit", "controller": 1}]}],
    "turn": {"phase": "play"}})");
  j["seats"][active]["hand"] = json::array({hand});
  j["turn"]["active"] = active;
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Entangled: no minion moves away from a base where its player has a minion, whoever's it is") {
  // Literal reading of "any base where you have a minion": the base Entangled sits on counts only if its player has
  // a minion there.
  Table t(entangled_board("invasion", 1));
  t.answer("play invasion");
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose collector"));
  CHECK(t.can("choose scout"));
  CHECK(t.can("choose spirit"));
  // Moving onto such a base is not moving away from it.
  t.answer("choose spirit");
  if (t.asked() == 1 && t.can("choose jungle-oasis")) t.answer("choose jungle-oasis");
  CHECK(t.minions_on("jungle-oasis") == Names{"invader", "collector", "spirit"});
}

TEST_CASE("[smashup][killer_plants][text] Entangled: no minion is returned to hand from such a base") {
  Table t(entangled_board("beam-up", 1));
  t.answer("play beam-up");
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose collector"));
  CHECK(t.can("choose scout"));
}

TEST_CASE("[smashup][killer_plants][text] Entangled binds its own player's cards too") {
  // "no minion can be moved": nobody's card is excepted.
  Table t(entangled_board("invasion", 0));
  t.answer("play invasion");
  CHECK_FALSE(t.can("choose invader"));
  CHECK_FALSE(t.can("choose collector"));
  CHECK(t.can("choose scout"));
}

TEST_CASE("[smashup][killer_plants][text] Entangled does not stop destroying") {
  Table t(entangled_board("seeing-stars", 1));
  t.answer("play seeing-stars");
  REQUIRE(t.can("choose invader"));
  t.answer("choose invader");
  CHECK(t.discard(0) == Names{"invader"});
}

TEST_CASE("[smashup][killer_plants][text] Entangled is destroyed at the start of its controller's turn, not another's") {
  json theirs = entangled_board("scout", 1);
  theirs["turn"]["phase"] = "start";
  Table t(theirs);
  CHECK(t.actions_on("the-great-library") == Names{"entangled"});

  json mine = entangled_board("scout", 0);
  mine["turn"]["phase"] = "start";
  Table m(mine);
  CHECK(m.actions_on("the-great-library").empty());
  CHECK(m.discard(0) == Names{"entangled"});
}

// ---------------------------------------------------------------------------------------------------------------
// Insta-Grow: "Play an extra minion."

TEST_CASE("[smashup][killer_plants][text] Insta-Grow: one more minion, of any power, on any base") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["insta-grow", "venus-man-trap", "sprout"], "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  CHECK_FALSE(t.can("play venus-man-trap jungle-oasis"));
  t.answer("play insta-grow");
  CHECK(t.can("play venus-man-trap jungle-oasis"));
  CHECK(t.can("play sprout the-great-library"));
  t.answer("play venus-man-trap jungle-oasis");
  CHECK_FALSE(t.can("play sprout the-great-library"));
  CHECK(t.discard(0) == Names{"insta-grow"});
}

TEST_CASE("[smashup][killer_plants][text][R-18] Insta-Grow before the free minion: two minions this turn, in any order") {
  // R-18: "an extra granted by a card played normally in your play phase lasts the rest of the turn."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": ["insta-grow", "water-lily", "sprout", "steam-man"], "deck": ["king-rex"]},
      {"factions": ["ghosts", "bear-cavalry"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play insta-grow");
  t.answer("play water-lily the-great-library");
  take_extra_if_asked(t);
  CHECK(t.can("play sprout jungle-oasis"));
  t.answer("play sprout jungle-oasis");
  take_extra_if_asked(t);
  CHECK_FALSE(t.can("play steam-man jungle-oasis"));
}

// ---------------------------------------------------------------------------------------------------------------
// Overgrowth: "Play on a base. Ongoing: at the start of your turn, this base's breakpoint drops to 0." R-26: the 0
// "is set at the start of its controller's turn and lasts to the end of that turn even if Overgrowth leaves play."

namespace {
// Jungle Oasis (breakpoint 12, 2/0/0) with 5 power on it and Overgrowth of `owner`'s.
json overgrowth_board(int overgrowth_owner, int active, const char* phase) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "tricksters"], "hand": [], "deck": ["king-rex", "king-rex", "king-rex", "king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout", "scout", "scout", "scout"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 0},
                                                   {"card": "collector", "controller": 1}]},
              {"base": "the-great-library"}],
    "base_deck": ["tortuga"]})");
  j["bases"][0]["actions"] = json::array({{{"card", "overgrowth"}, {"controller", overgrowth_owner}}});
  j["turn"] = {{"active", active}, {"phase", phase}};
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Overgrowth: at the start of its controller's turn the base breaks at 0 and scores that turn") {
  Table t(overgrowth_board(0, 0, "start"));
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
  CHECK(test::sorted(t.discard(0)) == Names{"invader", "overgrowth"});
}

TEST_CASE("[smashup][killer_plants][text] Overgrowth: nothing at the start of another player's turn") {
  Table t(overgrowth_board(1, 0, "start"));
  t.answer("done");
  CHECK(t.vp(0) == 0);
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
}

TEST_CASE("[smashup][killer_plants][text] Overgrowth: played this turn it does nothing until its controller's next turn starts") {
  json j = overgrowth_board(0, 0, "play");
  j["bases"][0]["actions"] = json::array();
  j["seats"][0]["hand"] = json::array({"overgrowth"});
  Table t(j);
  t.answer("play overgrowth jungle-oasis");
  t.answer("done");
  // Player 2's turn: the base keeps breakpoint 12.
  REQUIRE(t.asked() == 1);
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
  t.answer("done");
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
  // Player 1's next turn: it breaks at 0.
  REQUIRE(t.asked() == 0);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
}

TEST_CASE("[smashup][killer_plants][text][R-26] Overgrowth: the 0 lasts the turn even when Overgrowth is destroyed") {
  json j = overgrowth_board(0, 0, "start");
  j["seats"][0]["hand"] = json::array({"disenchant"});
  Table t(j);
  t.answer("play disenchant");
  if (t.asked() == 0 && t.can("choose overgrowth")) t.answer("choose overgrowth");
  REQUIRE(test::sorted(t.discard(0)) == Names{"disenchant", "overgrowth"});
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.bases() == Names{"tortuga", "the-great-library"});
}

// ---------------------------------------------------------------------------------------------------------------
// Sleep Spores: "Play on a base. Ongoing: minions controlled by other players on this base have -1 power (never
// below 0)."

TEST_CASE("[smashup][killer_plants][text] Sleep Spores: -1 to other players' minions on its base only") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["sleep-spores"], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "scout", "controller": 0}]},
              {"base": "jungle-oasis", "minions": [{"card": "spirit", "controller": 1}]}],
    "turn": {"active": 0, "phase": "play"}})");
  t.answer("play sleep-spores the-great-library");
  CHECK(t.power_of("the-great-library", "invader") == 2);
  CHECK(t.power_of("the-great-library", "scout") == 3);
  CHECK(t.power_of("jungle-oasis", "spirit") == 3);
  CHECK(t.total("the-great-library") == 5);
}

TEST_CASE("[smashup][killer_plants][text] Sleep Spores: two of them make -2, and no power drops below 0") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["robots", "aliens"], "deck": ["zapbot"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1},
                                                        {"card": "microbot-archive", "controller": 1}],
               "actions": [{"card": "sleep-spores", "controller": 0}, {"card": "sleep-spores", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("the-great-library", "invader") == 1);
  CHECK(t.power_of("the-great-library", "microbot-archive") == 0);
  CHECK(t.total("the-great-library") == 1);
}

TEST_CASE("[smashup][killer_plants][text][R-23] Sleep Spores goes by controller: a minion the Spores' player owns but another controls is weakened") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["ghosts", "aliens"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "invader", "controller": 1, "owner": 0},
                                                        {"card": "scout", "controller": 0, "owner": 1}],
               "actions": [{"card": "sleep-spores", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("the-great-library", "invader") == 2);
  CHECK(t.power_of("the-great-library", "scout") == 3);
}

TEST_CASE("[smashup][killer_plants][text][R-21] Sleep Spores weakens a minion that other players' cards cannot affect") {
  // R-21: "Changing its power ... [is] not affecting it."
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["ghosts", "aliens"], "deck": ["ghost"]}],
    "bases": [{"base": "the-great-library", "minions": [{"card": "spirit", "controller": 1,
                                                         "actions": [{"card": "incorporeal", "controller": 1}]}],
               "actions": [{"card": "sleep-spores", "controller": 0}]},
              {"base": "jungle-oasis"}],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.power_of("the-great-library", "spirit") == 2);
}

TEST_CASE("[smashup][killer_plants][text] Sleep Spores counts when the base scores") {
  // Jungle Oasis (12, 2/0/0): Player 2's 9 becomes 6 against Player 1's 7; 13 in all, so it still breaks.
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "dinosaurs"], "hand": [], "deck": ["king-rex", "king-rex", "king-rex"]},
      {"factions": ["aliens", "ninjas"], "deck": ["scout", "scout", "scout"]}],
    "bases": [{"base": "jungle-oasis", "minions": [{"card": "invader", "controller": 1},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "king-rex", "controller": 0}],
               "actions": [{"card": "sleep-spores", "controller": 0}]},
              {"base": "the-great-library"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.total("jungle-oasis") == 13);
  t.answer("done");
  CHECK(t.vp(0) == 2);
  CHECK(t.vp(1) == 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Secret Grove (21, 3/2/1): "On your turn you may play one extra minion of power 2 or less on this base."

namespace {
// Secret Grove and The Great Library, from the start of `active`'s turn (the Grove's permission is the turn's,
// whenever the program grants it).
json grove_board(int active, const char* hand) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "steampunks"], "hand": [], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout"]}],
    "bases": [{"base": "secret-grove"}, {"base": "the-great-library"}]})");
  j["seats"][active]["hand"] = json::parse(hand);
  j["turn"] = {{"active", active}, {"phase", "start"}};
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] Secret Grove: one extra minion of power 2 or less, on the Grove only") {
  Table t(grove_board(0, R"(["weed-eater", "sprout", "water-lily", "captain-ahab"])"));
  t.answer("play weed-eater the-great-library");  // the turn's free minion
  CHECK(t.can("play sprout secret-grove"));
  CHECK(t.can("play captain-ahab secret-grove"));
  CHECK_FALSE(t.can("play water-lily secret-grove"));
  CHECK_FALSE(t.can("play sprout the-great-library"));
  t.answer("play sprout secret-grove");
  // One extra only.
  CHECK_FALSE(t.can("play captain-ahab secret-grove"));
  CHECK(t.minions_on("secret-grove") == Names{"sprout"});
}

TEST_CASE("[smashup][killer_plants][text] Secret Grove: every player has it on their own turn") {
  Table t(grove_board(1, R"(["king-rex", "collector", "invader"])"));
  t.answer("play king-rex the-great-library");
  CHECK(t.can("play collector secret-grove"));
  CHECK_FALSE(t.can("play invader secret-grove"));
}

TEST_CASE("[smashup][killer_plants][text][R-20] Secret Grove: its extra and the free minion are two plays") {
  Table t(grove_board(0, R"(["sprout", "water-lily", "captain-ahab"])"));
  t.answer("play sprout secret-grove");
  take_extra_if_asked(t);
  // R-20: the engine may pick a permission on its own only when the choice cannot change what is left to play;
  // here the free minion must remain for the Water Lily elsewhere.
  CHECK(t.can("play water-lily the-great-library"));
  t.answer("play water-lily the-great-library");
  CHECK_FALSE(t.can("play captain-ahab secret-grove"));
  CHECK(t.minions_on("secret-grove") == Names{"sprout"});
  CHECK(t.minions_on("the-great-library") == Names{"water-lily"});
}

TEST_CASE("[smashup][killer_plants][text] Secret Grove brought into play during its player's turn gives its extra that turn") {
  // Literal reading of "On your turn you may play one extra minion of power 2 or less on this base": the Grove's
  // permission holds on any of your turns while it is in play, also one it entered mid-turn (here by Terraforming,
  // whose own extra minion on the new base is a second permission).
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": ["terraforming", "sprout", "captain-ahab"], "deck": ["king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout"]}],
    "bases": [{"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "base_deck": ["secret-grove"],
    "turn": {"active": 0, "phase": "play", "minion_used": true}})");
  t.answer("play terraforming");
  if (t.can("choose secret-grove")) t.answer("choose secret-grove");
  t.answer("choose the-great-library");
  REQUIRE(t.bases() == Names{"secret-grove", "jungle-oasis"});
  t.answer("play sprout secret-grove");
  take_extra_if_asked(t);
  CHECK(t.can("play captain-ahab secret-grove"));
}

TEST_CASE("[smashup][killer_plants][text] Secret Grove scores 3/2/1 at 21") {
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "dinosaurs"], "hand": [], "deck": ["sprout", "sprout"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout", "scout"]},
      {"factions": ["ghosts", "bear-cavalry"], "hand": [], "deck": ["ghost", "ghost"]}],
    "bases": [{"base": "secret-grove", "minions": [{"card": "king-rex", "controller": 0},
                                                   {"card": "invader", "controller": 0},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "invader", "controller": 1},
                                                   {"card": "collector", "controller": 1},
                                                   {"card": "spirit", "controller": 2}]},
              {"base": "the-great-library"}, {"base": "jungle-oasis"}],
    "base_deck": ["tortuga"],
    "turn": {"active": 0, "phase": "play"}})");
  CHECK(t.total("secret-grove") == 21);
  t.answer("done");
  CHECK(t.vp(0) == 3);
  CHECK(t.vp(1) == 2);
  CHECK(t.vp(2) == 1);
  CHECK(t.bases() == Names{"tortuga", "the-great-library", "jungle-oasis"});
}

// ---------------------------------------------------------------------------------------------------------------
// The Greenhouse (24, 4/2/1): "After this base scores, the winner may search their deck for a minion and play it on
// the base that replaces this one (then shuffle)."

namespace {
// The Greenhouse ready to score: Player 1 has 24 there, Player 2 has 2; Jungle Oasis will replace it.
json greenhouse_board(const char* deck0) {
  json j = json::parse(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": []},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["scout", "scout", "scout"]}],
    "bases": [{"base": "the-greenhouse", "minions": [{"card": "king-rex", "controller": 0},
                                                     {"card": "king-rex", "controller": 0},
                                                     {"card": "king-rex", "controller": 0},
                                                     {"card": "invader", "controller": 0},
                                                     {"card": "collector", "controller": 1}]},
              {"base": "the-great-library", "minions": [{"card": "spirit", "controller": 1}]}],
    "base_deck": ["jungle-oasis"],
    "turn": {"active": 0, "phase": "play"}})");
  j["seats"][0]["deck"] = json::parse(deck0);
  return j;
}
}  // namespace

TEST_CASE("[smashup][killer_plants][text] The Greenhouse: the winner plays a minion from the deck on the base that replaces it, and shuffles") {
  Table t(greenhouse_board(R"(["insta-grow", "weed-eater", "sprout", "collector", "blossom", "king-rex"])"));
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 2);
  REQUIRE(t.asked() == 0);
  REQUIRE(prompt_names(t, "Greenhouse"));
  if (t.can("yes")) t.answer("yes");
  // "a minion": any power; not the actions; "may": a pass.
  CHECK(test::distinct(t.options()) ==
        Names{"choose collector", "choose king-rex", "choose sprout", "choose weed-eater", "pass"});
  t.answer("choose collector");
  play_found(t, "collector", "jungle-oasis");
  // Played: Collector's own ability asks its question, on Jungle Oasis (where nothing else stands).
  CHECK(prompt_names(t, "Collector"));
  while (t.asking() && prompt_names(t, "Collector")) t.answer(t.can("pass") ? "pass" : t.full_options().front());
  CHECK(t.bases() == Names{"jungle-oasis", "the-great-library"});
  CHECK(t.minions_on("jungle-oasis") == Names{"collector"});
  CHECK(t.controller("jungle-oasis", "collector") == 0);
  CHECK(test::shuffled(t, 0));
}

TEST_CASE("[smashup][killer_plants][text][R-22] The Greenhouse: the winner may decline, and the deck is not shuffled") {
  Table t(greenhouse_board(R"(["insta-grow", "weed-eater", "sprout", "blossom"])"));
  t.answer("done");
  REQUIRE(prompt_names(t, "Greenhouse"));
  if (t.can("no")) t.answer("no");
  else t.answer("pass");
  CHECK(t.minions_on("jungle-oasis").empty());
  CHECK_FALSE(test::shuffled(t, 0));
  // The turn ended after: Player 1 drew the top two, the rest is in order.
  CHECK(test::sorted(t.hand(0)) == Names{"insta-grow", "weed-eater"});
  CHECK(t.deck(0) == Names{"sprout", "blossom"});
}

TEST_CASE("[smashup][killer_plants][text] The Greenhouse: only the winner is asked") {
  json j = greenhouse_board(R"(["sprout", "sprout", "sprout"])");
  j["seats"][1]["deck"] = json::array({"collector", "collector", "collector"});
  Table t(j);
  t.answer("done");
  REQUIRE(prompt_names(t, "Greenhouse"));
  CHECK(t.asked() == 0);
  t.answer(t.can("pass") ? "pass" : "no");
  // No Greenhouse question to Player 2, who came second.
  CHECK_FALSE(prompt_names(t, "Greenhouse"));
  CHECK(t.minions_on("jungle-oasis").empty());
}

TEST_CASE("[smashup][killer_plants][text][R-19] The Greenhouse: tied winners each may play a minion, the active player first") {
  // Rulebook (seed 002): "Se os jogadores empatarem no requerimento da habilidade de uma base ..., ambos podem
  // usá-la." R-19: one after another from the active player, clockwise.
  Table t(R"({"seats": [
      {"factions": ["killer-plants", "aliens"], "hand": [], "deck": ["weed-eater", "king-rex", "king-rex"]},
      {"factions": ["aliens", "ninjas"], "hand": [], "deck": ["collector", "scout", "scout"]}],
    "bases": [{"base": "the-greenhouse", "minions": [{"card": "king-rex", "controller": 0},
                                                     {"card": "invader", "controller": 0},
                                                     {"card": "collector", "controller": 0},
                                                     {"card": "king-rex", "controller": 1},
                                                     {"card": "invader", "controller": 1},
                                                     {"card": "collector", "controller": 1}]},
              {"base": "the-great-library"}],
    "base_deck": ["jungle-oasis"],
    "turn": {"active": 1, "phase": "play"}})");
  t.answer("done");
  CHECK(t.vp(0) == 4);
  CHECK(t.vp(1) == 4);
  REQUIRE(prompt_names(t, "Greenhouse"));
  CHECK(t.asked() == 1);
  if (t.can("yes")) t.answer("yes");
  t.answer("choose collector");
  play_found(t, "collector", "jungle-oasis");
  while (t.asking() && prompt_names(t, "Collector")) t.answer(t.can("pass") ? "pass" : t.full_options().front());
  REQUIRE(prompt_names(t, "Greenhouse"));
  CHECK(t.asked() == 0);
  if (t.can("yes")) t.answer("yes");
  t.answer("choose weed-eater");
  play_found(t, "weed-eater", "jungle-oasis");
  CHECK(test::sorted(t.minions_on("jungle-oasis")) == Names{"collector", "weed-eater"});
  CHECK(t.controller("jungle-oasis", "weed-eater") == 0);
  CHECK(t.controller("jungle-oasis", "collector") == 1);
}

TEST_CASE("[smashup][killer_plants][text][R-27] The Greenhouse: the winner is asked even when the deck holds no minion") {
  // R-27: "Nobody learns hidden cards from who is asked." Whether the winner's "may search" comes up must not tell
  // the table that the deck holds a minion.
  Table t(greenhouse_board(R"(["insta-grow", "blossom"])"));
  t.answer("done");
  CHECK(t.asked() == 0);
  CHECK(prompt_names(t, "Greenhouse"));
}
