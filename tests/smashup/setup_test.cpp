// Game start: faction choice (casual, snake draft, two copies), the base deck, 5-card hands and the redraw
// . A real setup needs at least two implemented factions (with the two-copies option); with fewer these tests
// say so and check the refusal instead.
#include <catch2/catch.hpp>

#include <set>

#include "framework/errors.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/smashup_match.hpp"

using namespace cardtable::smashup;
using nlohmann::json;

namespace {

std::vector<std::string> implemented() {
  std::vector<std::string> out;
  for (const auto& f : factions()) out.emplace_back(f.slug);
  return out;
}

bool enough_for_two_copies() {
  if (implemented().size() >= 2) return true;
  WARN("fewer than two factions implemented: a real setup is impossible, so only the refusal is checked");
  CHECK_THROWS_AS(state_from_setup({{"seed", 1}, {"players", 2}}), cardtable::framework::BadSetup);
  return false;
}

std::string id_of(const State& s, const Choice& c) { return choice_id(s, c); }

// Answers each faction pick with the first offered faction and records who was asked.
std::vector<Seat> draft_order(State& s) {
  std::vector<Seat> asked;
  while (s.asking && s.question.prompt == static_cast<std::uint8_t>(RulePrompt::PickFaction) &&
         s.question.asker == Asker::Rule) {
    asked.push_back(s.question.seat);
    apply(s, s.question.options.front());
  }
  return asked;
}

}  // namespace

TEST_CASE("[smashup][rules] casual choice: each player picks two factions in turn from the first player") {
  if (!enough_for_two_copies()) return;
  State s = state_from_setup({{"seed", 3}, {"players", 2}, {"draft", "casual"}, {"two_copies", true}, {"first", 1}});
  CHECK(draft_order(s) == std::vector<Seat>{1, 1, 0, 0});
  for (const auto& p : s.seats) {
    CHECK(p.faction_count == 2);
    CHECK(p.factions[0] != p.factions[1]);
  }
}

TEST_CASE("[smashup][rules] each faction pick is told to the table: who picked which faction") {
  if (!enough_for_two_copies()) return;
  State s = state_from_setup({{"seed", 3}, {"players", 2}, {"draft", "casual"}, {"two_copies", true}, {"first", 1}});
  const Seat picker = s.question.seat;
  const auto pick = s.question.options.back();
  std::vector<Event> events;
  apply(s, pick, &events);
  REQUIRE_FALSE(events.empty());
  CHECK(events.front().kind == EventKind::FactionPicked);
  CHECK(describe(s, events.front()) ==
        seat_name(picker) + " picked " + std::string(faction_name(static_cast<Faction>(pick.a))) + ".");
}

TEST_CASE("[smashup][rules] snake draft: clockwise from the first player, then the last player again and back") {
  if (!enough_for_two_copies()) return;
  State s = state_from_setup({{"seed", 3}, {"players", 2}, {"draft", "snake"}, {"two_copies", true}, {"first", 1}});
  CHECK(draft_order(s) == std::vector<Seat>{1, 0, 0, 1});
  if (implemented().size() >= 6) {
    State three = state_from_setup({{"seed", 3}, {"players", 3}, {"draft", "snake"}, {"first", 2}});
    CHECK(draft_order(three) == std::vector<Seat>{2, 0, 1, 1, 0, 2});
  }
}

TEST_CASE("[smashup][rules] a faction already taken is not offered again unless the table has two copies") {
  if (!enough_for_two_copies()) return;
  const auto names = implemented();
  State s = state_from_setup({{"seed", 3}, {"players", 2}, {"draft", "casual"}, {"two_copies", true}, {"first", 0}});
  const std::string first = id_of(s, s.question.options.front());
  apply(s, s.question.options.front());
  // Seat 0 never gets its own first faction twice.
  for (const auto& c : s.question.options) CHECK(id_of(s, c) != first);
  apply(s, s.question.options.front());
  // Seat 1 may take it (two copies).
  bool offered = false;
  for (const auto& c : s.question.options) offered = offered || id_of(s, c) == first;
  CHECK(offered);
  if (names.size() >= 4) {
    State single = state_from_setup({{"seed", 3}, {"players", 2}, {"draft", "casual"}, {"first", 0}});
    const std::string taken = id_of(single, single.question.options.front());
    apply(single, single.question.options.front());
    apply(single, single.question.options.front());
    for (const auto& c : single.question.options) CHECK(id_of(single, c) != taken);
  }
}

TEST_CASE("[smashup][rules] two players may share a faction only with the two-copies option") {
  if (!enough_for_two_copies()) return;
  const auto names = implemented();
  const json pair = names[0] + "+" + names[1];
  CHECK_THROWS_WITH(state_from_setup({{"factions", {pair, pair}}}), Catch::Contains("two_copies"));
  CHECK_NOTHROW(state_from_setup({{"factions", {pair, pair}}, {"two_copies", true}}));
  CHECK_THROWS_WITH(state_from_setup({{"factions", {names[0] + "+" + names[0], pair}}, {"two_copies", true}}),
                    Catch::Contains("twice"));
}

TEST_CASE("[smashup][R-1] the base deck holds every base of the playable factions; players + 1 are revealed") {
  if (!enough_for_two_copies()) return;
  for (int players = 2; players <= 4; ++players) {
    const State s = state_from_setup({{"seed", 11}, {"players", players}});
    const std::size_t total = base_pool().size();
    if (total < static_cast<std::size_t>(players) + 1) continue;
    CHECK(s.bases.size() == static_cast<std::size_t>(players) + 1);
    CHECK(s.bases.size() + s.base_deck.size() == total);
    for (const auto& p : s.seats) CHECK(p.hand.size() + p.deck.size() + p.discard.size() == 40);
  }
}

TEST_CASE("[smashup][R-1] a setup naming an unknown faction or base, or a faction twice, is refused by name") {
  // Every faction is implemented: the refusals left are a faction twice without two copies, names, and factions a
  // game's card edition did not deal yet.
  CHECK_THROWS_WITH(state_from_setup({{"factions", {"aliens+robots", "aliens+wizards"}}}),
                    Catch::Contains("Aliens is played by two players"));
  CHECK_THROWS_WITH(state_from_setup({{"factions", {"aliens+robots", "elves+wizards"}}}), Catch::Contains("elves"));
  CHECK_THROWS_WITH(state_from_setup({{"seed", 1}, {"bases", {"no-such-base"}}}), Catch::Contains("no-such-base"));
  CHECK_THROWS_WITH(state_from_setup({{"factions", {"aliens+cyborg-apes", "ninjas+pirates"}}, {"edition", 2}}),
                    Catch::Contains("Cyborg Apes were not yet playable in this game's card edition"));
  CHECK_NOTHROW(state_from_setup({{"factions", {"aliens+cyborg-apes", "ninjas+pirates"}}}));
  CHECK_THROWS_WITH(state_from_setup({{"factions", {"aliens+robots", "ninjas+pirates"}}, {"edition", 9}}),
                    Catch::Contains("edition must be 1 to"));
  CHECK_THROWS_WITH(state_from_setup({{"players", 5}}), Catch::Contains("2 to 4 players"));
}

TEST_CASE("[smashup][R-2] a starting hand without minions may be redrawn once; the new hand is kept") {
  if (!enough_for_two_copies()) return;
  // Find a seed whose first question is a redraw offer (about one game in twenty).
  for (std::uint64_t seed = 1; seed < 3000; ++seed) {
    State s = state_from_setup({{"seed", seed}, {"players", 2}});
    if (s.question.prompt != static_cast<std::uint8_t>(RulePrompt::Redraw) || s.question.asker != Asker::Rule)
      continue;
    const Seat seat = s.question.seat;
    for (auto c : s.seats[seat].hand) REQUIRE(def_of(s, c).type == CardType::Action);
    State kept = s;
    apply(kept, {ChoiceKind::Keep});
    CHECK(kept.seats[seat].hand == s.seats[seat].hand);
    const auto old_hand = s.seats[seat].hand;
    apply(s, {ChoiceKind::Redraw});
    CHECK(s.seats[seat].discard == old_hand);
    CHECK(s.seats[seat].hand.size() == 5);
    for (auto c : s.seats[seat].hand) CHECK(std::find(old_hand.begin(), old_hand.end(), c) == old_hand.end());
    // Whatever the second hand holds, it is not offered again.
    CHECK_FALSE((s.asking && s.question.seat == seat && s.question.prompt == static_cast<std::uint8_t>(RulePrompt::Redraw)));
    return;
  }
  FAIL("no seed offered a redraw");
}

TEST_CASE("[smashup][rules] the first player comes from the setup, or from the seed") {
  if (!enough_for_two_copies()) return;
  CHECK(state_from_setup({{"seed", 5}, {"players", 3}, {"two_copies", true}, {"first", 2}}).first_player == 2);
  std::set<Seat> seen;
  for (std::uint64_t seed = 0; seed < 40; ++seed)
    seen.insert(state_from_setup({{"seed", seed}, {"players", 3}, {"two_copies", true}}).first_player);
  CHECK(seen.size() == 3);
}

TEST_CASE("[smashup][rules] a setup takes any 64-bit seed and refuses a negative one") {
  const std::uint64_t top = 0xFFFF'FFFF'FFFF'FFFFULL;
  const State a = state_from_setup({{"seed", top}, {"players", 2}});
  const State b = state_from_setup({{"seed", top}, {"players", 2}});
  CHECK(a == b);
  CHECK_FALSE(a == state_from_setup({{"seed", top - 1}, {"players", 2}}));
  CHECK_THROWS_WITH(state_from_setup({{"seed", -1}}), Catch::Contains("seed must be a non-negative integer"));
}
