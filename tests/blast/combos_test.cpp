// The legal plays, checked against a reference written straight from the rules: every subset of the hand with every
// way its cards may count, judged by the planet requirements and the trick's constraint. The reference is slow
// and obvious on purpose; combos.cpp is fast and clever, so the two are compared over many real positions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <tuple>
#include <vector>

#include "framework/rng.hpp"
#include "games/blast/combos.hpp"
#include "games/blast/rules.hpp"

using namespace cardtable;
using namespace cardtable::blast;

namespace {

// What makes two plays the same play: the planet, each card with its counted value, and the factions that matter
// there (Vao D's one faction; Thora III's set, R-8). On the other planets a declared faction changes nothing,
// so a play is its cards and values.
using PlayKey = std::tuple<int, std::vector<std::pair<int, int>>, int>;

PlayKey key_of(Planet planet, const std::vector<CountedCard>& cards) {
  std::vector<std::pair<int, int>> counted;
  int factions = 0;
  for (const auto& c : cards) {
    counted.emplace_back(c.card, c.value);
    factions |= 1 << static_cast<int>(c.faction);
  }
  std::sort(counted.begin(), counted.end());
  const bool declared = planet == Planet::VaoD || planet == Planet::ThoraIII;
  return {static_cast<int>(planet), counted, declared ? factions : 0};
}

bool meets_planet(Planet planet, std::vector<CountedCard> cards) {
  std::sort(cards.begin(), cards.end(), [](const auto& a, const auto& b) { return a.value < b.value; });
  const auto n = cards.size();
  const auto same_value = [&] { return std::all_of(cards.begin(), cards.end(), [&](const auto& c) { return c.value == cards[0].value; }); };
  const auto consecutive = [&] { return n == 3 && cards[1].value == cards[0].value + 1 && cards[2].value == cards[0].value + 2; };
  switch (planet) {
    case Planet::Zamepra: return n == 1;
    case Planet::Peolara: return n == 2 && same_value();
    case Planet::Usiri: return n == 3 && same_value();
    case Planet::VaoD:
      return consecutive() && cards[0].faction == cards[1].faction && cards[1].faction == cards[2].faction;
    case Planet::ThoraIII:
      return consecutive() && cards[0].faction != cards[1].faction && cards[1].faction != cards[2].faction &&
             cards[0].faction != cards[2].faction;
  }
  return false;
}

bool meets_trick(const State& s, Planet planet, const std::vector<CountedCard>& cards) {
  if (s.trick.play_count == 0) return true;
  if (planet != s.trick.planet) return false;
  int total = 0, factions = 0;
  for (const auto& c : cards) {
    total += c.value;
    factions |= 1 << static_cast<int>(c.faction);
  }
  if (total <= s.trick.last_play().total()) return false;
  if (planet == Planet::VaoD) return cards[0].faction == s.trick.faction;
  if (planet == Planet::ThoraIII) return factions == s.trick.faction_set;
  return true;
}

// Every way one card may count: its printed value or, for a Shrinker above 0, one less; its printed faction or, for
// a Changeling, any faction.
std::vector<CountedCard> ways_to_count(CardId card) {
  std::vector<CountedCard> out;
  const int value = value_of(card);
  for (int v = value; v >= (faction_of(card) == Faction::Shrinker && value > 0 ? value - 1 : value); --v)
    for (int f = 0; f < kFactions; ++f)
      if (static_cast<Faction>(f) == faction_of(card) || faction_of(card) == Faction::Changeling)
        out.push_back(CountedCard{card, static_cast<std::uint8_t>(v), static_cast<Faction>(f)});
  return out;
}

// The order the plays are offered in, which bots (they branch in it) and the random agent (it draws an index) rely on:
// planet in table order, the lowest counted value, the cards in notation order by id, then the declared faction (Vao D)
// or set of factions (Thora III), ascending.
using OrderKey = std::tuple<int, int, std::vector<int>, int>;

OrderKey order_of(const Action& play) {
  std::vector<int> ids;
  for (int i = 0; i < play.count; ++i) ids.push_back(play.cards[i].card);
  int declared = 0;
  if (play.planet == Planet::VaoD) declared = static_cast<int>(play.cards[0].faction);
  if (play.planet == Planet::ThoraIII) declared = faction_bits(play);
  return {static_cast<int>(play.planet), play.cards[0].value, ids, declared};
}

std::set<PlayKey> reference_plays(const State& s) {
  std::set<PlayKey> out;
  const auto hand = s.hands[s.to_move].cards();
  const auto n = hand.size();
  std::vector<std::vector<CardId>> subsets;
  for (std::size_t i = 0; i < n; ++i) {
    subsets.push_back({hand[i]});
    for (std::size_t j = i + 1; j < n; ++j) {
      subsets.push_back({hand[i], hand[j]});
      for (std::size_t k = j + 1; k < n; ++k) subsets.push_back({hand[i], hand[j], hand[k]});
    }
  }
  for (const auto& subset : subsets) {
    std::vector<std::vector<CountedCard>> choices;
    for (CardId c : subset) choices.push_back(ways_to_count(c));
    std::vector<std::size_t> pick(subset.size(), 0);
    while (true) {
      std::vector<CountedCard> cards;
      for (std::size_t i = 0; i < subset.size(); ++i) cards.push_back(choices[i][pick[i]]);
      for (Planet p : kAllPlanets)
        if (meets_planet(p, cards) && meets_trick(s, p, cards)) out.insert(key_of(p, cards));
      std::size_t i = 0;
      while (i < pick.size() && ++pick[i] == choices[i].size()) pick[i++] = 0;
      if (i == pick.size()) break;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("[blast][R-7][R-8] the legal plays are exactly the plays the rules allow, each once") {
  auto rng = framework::Rng::from_seed(61);
  int leads = 0, answers = 0;
  for (int game = 0; game < 40; ++game) {
    State s = new_game(Setup{rng.next(), std::nullopt});
    while (!is_over(s)) {
      const auto legal = legal_actions(s);
      if (s.phase == Phase::Trick) {
        std::set<PlayKey> engine;
        std::size_t plays = 0;
        for (const auto& a : legal) {
          if (a.kind != ActionKind::Play) continue;
          ++plays;
          engine.insert(key_of(a.planet, std::vector<CountedCard>(a.cards.begin(), a.cards.begin() + a.count)));
        }
        REQUIRE(plays == engine.size());  // no play is offered twice
        REQUIRE(engine == reference_plays(s));
        const bool pass = std::find(legal.begin(), legal.end(), Action::pass()) != legal.end();
        REQUIRE(pass == (s.trick.play_count > 0));  // the leader may not pass
        ++(s.trick.play_count == 0 ? leads : answers);
      }
      apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(leads > 300);
  CHECK(answers > 300);
}

TEST_CASE("[blast] the legal plays come in one fixed order: planet, lowest value, cards, declaration; then pass") {
  auto rng = framework::Rng::from_seed(62);
  int checked = 0;
  for (int game = 0; game < 200; ++game) {
    State s = new_game(Setup{rng.next(), std::nullopt});
    while (!is_over(s)) {
      const auto legal = legal_actions(s);
      if (s.phase == Phase::Trick) {
        const bool following = s.trick.play_count > 0;
        const std::size_t plays = legal.size() - (following ? 1 : 0);
        if (following) REQUIRE(legal.back() == Action::pass());
        for (std::size_t i = 0; i < plays; ++i) {
          REQUIRE(legal[i].kind == ActionKind::Play);
          // Places past the play's cards stay default: actions compare whole.
          for (int k = legal[i].count; k < 3; ++k) REQUIRE(legal[i].cards[static_cast<std::size_t>(k)] == CountedCard{});
          if (i > 0) REQUIRE(order_of(legal[i - 1]) < order_of(legal[i]));
        }
        ++checked;
      }
      apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(checked > 10000);
}
