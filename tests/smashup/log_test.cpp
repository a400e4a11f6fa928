// The log has one line per effect, in player words (issue 37 item 6): the effects that said nothing before, or said
// the wrong thing, each in the sentence a table reads.
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/smashup/choice_text.hpp"
#include "tests/smashup/table.hpp"

using namespace cardtable::smashup;
using test::Names;
using test::Table;

namespace {

// The table's log as the protocol words it, one sentence per event worth one.
Names sentences(const Table& t) {
  Names out;
  for (const auto& e : t.log)
    if (auto line = describe(t.s, e); !line.empty()) out.push_back(line);
  return out;
}

bool said(const Table& t, const std::string& line) {
  const auto all = sentences(t);
  return std::find(all.begin(), all.end(), line) != all.end();
}

std::string all_of(const Table& t) {
  std::string out;
  for (const auto& line : sentences(t)) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("[smashup][log][time_travelers] Repeater Perfect says which action went on top of the deck") {
  Table t(R"({"seats": [{"hand": ["repeater-perfect"], "discard": ["its-astounding"], "deck": ["jumper"]}, {}],
              "bases": [{"base": "the-homeworld"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play repeater-perfect the-homeworld");
  t.answer("choose its-astounding");
  INFO(all_of(t));
  CHECK(said(t, "Player 1's Repeater Perfect: Player 1 put It's Astounding on top of their deck."));
  CHECK(t.deck(0).front() == "its-astounding");
}

TEST_CASE("[smashup][log][time_travelers] It's Astounding with no action in the discard pile says it does nothing") {
  Table t(R"({"seats": [{"hand": ["its-astounding"], "discard": ["jumper"]}, {}],
              "bases": [{"base": "the-homeworld"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play its-astounding");
  INFO(all_of(t));
  CHECK(said(t, "Player 1's It's Astounding: it has no effect."));
}

TEST_CASE("[smashup][log][dinosaurs] a minion destroyed on Tar Pits is said to go under its owner's deck") {
  Table t(R"({"seats": [{"hand": ["laseratops"]}, {"deck": ["invader"]}],
              "bases": [{"base": "tar-pits", "minions": [{"card": "gremlin", "controller": 1}]}],
              "turn": {"active": 0, "phase": "play"}})");
  t.answer("play laseratops tar-pits");
  if (t.can("choose gremlin")) t.answer("choose gremlin");
  INFO(all_of(t));
  const auto all = sentences(t);
  const auto destroyed = std::find(all.begin(), all.end(), "Player 1's Laseratops: Gremlin was destroyed on Tar Pits.");
  const auto under = std::find(all.begin(), all.end(), "Tar Pits: Gremlin went to the bottom of Player 2's deck.");
  REQUIRE(destroyed != all.end());
  REQUIRE(under != all.end());
  CHECK(destroyed < under);
  CHECK(t.deck(1).back() == "gremlin");
}

TEST_CASE("[smashup][log][super_spies] For My Eyes Only says its player looked at the top five cards") {
  Table t(R"({"seats": [{"hand": ["for-my-eyes-only"], "deck": ["spy", "spy", "spy", "spy", "spy", "spy"]}, {}],
              "bases": [{"base": "the-homeworld"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play for-my-eyes-only");
  INFO(all_of(t));
  CHECK(said(t, "Player 1's For My Eyes Only: Player 1 looked at the top 5 cards of their deck, to put each back on "
                "top or at the bottom."));
}

TEST_CASE("[smashup][log][wizards] Mass Enchantment says what it revealed") {
  Table t(R"({"seats": [{"hand": ["mass-enchantment"]}, {"deck": ["invader", "beam-up"]}, {"deck": ["collector"]}],
              "bases": [{"base": "the-homeworld"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play mass-enchantment");
  INFO(all_of(t));
  // The top of each other deck (the first listed), in seat order.
  CHECK(said(t, "Player 1's Mass Enchantment: Player 2 revealed Invader."));
  CHECK(said(t, "Player 1's Mass Enchantment: Player 3 revealed Collector."));
}

TEST_CASE("[smashup][log][aliens] the action Terraforming swaps out goes to its owner's pile, said as such") {
  Table t(R"({"seats": [{"hand": ["terraforming"]}, {}],
              "bases": [{"base": "the-homeworld", "actions": [{"card": "flame-trap", "controller": 1}]},
                        {"base": "the-mothership"}],
              "base_deck": ["jungle-oasis"], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play terraforming");
  t.answer("choose jungle-oasis");
  t.answer("choose the-homeworld");
  INFO(all_of(t));
  CHECK(said(t, "Player 1's Terraforming: Flame Trap went to Player 2's discard pile."));
  CHECK(all_of(t).find("Player 2 discarded") == std::string::npos);
}

TEST_CASE("[smashup][log][shapeshifters] Faceless City's search that finds nothing says so, not 'no possible target'") {
  Table t(R"({"seats": [{"hand": ["invader"], "deck": ["ghost"]}, {}],
              "bases": [{"base": "faceless-city"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play invader faceless-city");
  t.answer("pass");  // the search is asked whatever the deck holds (R-27)
  INFO(all_of(t));
  CHECK(said(t, "Faceless City: Player 1 found no Invader in their deck."));
  CHECK(all_of(t).find("no possible target") == std::string::npos);
}

TEST_CASE("[smashup][log][rules] the end of the game names its winner") {
  Table t(R"({"seats": [{"vp": 14, "hand": ["invader"]}, {"vp": 3}],
              "bases": [{"base": "the-homeworld"}], "turn": {"active": 0, "phase": "play"}})");
  t.answer("play invader the-homeworld");
  while (t.asking()) t.answer(t.options().front());
  REQUIRE(is_over(t.s));
  INFO(all_of(t));
  CHECK(sentences(t).back() == "Player 1 wins the game with 15 VP.");
}
