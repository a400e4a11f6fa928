// Issue 23's shortcuts in the engine's walks over the cards in play: they must visit and sum exactly what the full
// walks did, in every position random games reach.
#include <algorithm>
#include <array>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "framework/rng.hpp"
#include "games/smashup/engine.hpp"
#include "games/smashup/holders.hpp"
#include "games/smashup/resolver.hpp"
#include "games/smashup/rules.hpp"
#include "games/smashup/smashup_match.hpp"
#include "games/smashup/zones.hpp"
#include "tests/smashup/random_games.hpp"

using namespace cardtable;
using namespace cardtable::smashup;

namespace {

// Positions of random 2-4 player games with random factions from every edition, a few from each game.
std::vector<State> positions() {
  std::vector<State> out;
  auto rng = framework::Rng::from_seed(23);
  for (int game = 0; game < 60; ++game) {
    State s = state_from_setup({{"seed", rng.next() % 1'000'000}, {"players", 2 + game % 3}});
    int n = 0;
    const test::Checker sample{.before = [&](const State& now, const Choice&) {
      if (n++ % 7 == 0) out.push_back(now);
    }};
    test::play_random_game(s, rng, {.copy_every = 97}, sample);
  }
  return out;
}

// Whether a card kind's or base's own fields have the hook a bit names, read from the fields, not the tables.
bool has(const CardDef& d, HookSet bit) {
  switch (bit) {
    case hook::kPower: return d.power_bonus != nullptr;
    case hook::kPlayerPower: return d.player_power_bonus != nullptr;
    case hook::kBreakpoint: return d.breakpoint_bonus != nullptr;
    case hook::kReacts: return d.reacts.when != nullptr;
    case hook::kReplaces: return d.replaces != nullptr;
    case hook::kPrevents: return d.prevents != nullptr;
    case hook::kForbidsPlay: return d.forbids_play.when != nullptr;
    case hook::kIgnoresBase: return d.ignores_base != nullptr;
    case hook::kAllowsFromDiscard: return d.allows_from_discard != nullptr;
    case hook::kTakesActionsFromDiscard: return d.takes_actions_from_discard != nullptr;
    case hook::kStopsScoring: return d.stops_scoring != nullptr;
    case hook::kDestroyedTo: return d.destroyed_to != nullptr;
    default: return false;
  }
}
bool has(const BaseDef& d, HookSet bit) {
  return (bit == hook::kPower && d.power_bonus) || (bit == hook::kReacts && d.reacts.when) ||
         (bit == hook::kForbidsPlay && d.forbids_play.when);
}

constexpr HookSet kWalkedHooks[] = {hook::kPower,         hook::kPlayerPower,        hook::kBreakpoint,
                                    hook::kReacts,        hook::kReplaces,           hook::kPrevents,
                                    hook::kForbidsPlay,   hook::kIgnoresBase,        hook::kAllowsFromDiscard,
                                    hook::kTakesActionsFromDiscard, hook::kStopsScoring, hook::kDestroyedTo};

using Visit = std::tuple<DefId, CardId, BaseId, const Lasting*>;

}  // namespace

TEST_CASE("[smashup][issue-23] a walk asking some hooks visits every holder with one of them, in order") {
  HookSet all = 0;
  for (auto bit : kWalkedHooks) all |= bit;
  std::set<HookSet> met;
  for (const auto& s : positions()) {
    std::vector<std::pair<Visit, const void*>> every;
    for_each_holder(s, all, [&](const Holder& h, const CardDef* card, const BaseDef* base) {
      every.push_back({{h.def, h.card, h.base, h.lasting}, card ? static_cast<const void*>(card) : base});
    });
    for (auto bit : kWalkedHooks) {
      std::vector<Visit> expected;
      for (const auto& [visit, hooks] : every) {
        const bool card = std::get<1>(visit) != kNoCard || std::get<3>(visit);
        if (card ? has(*static_cast<const CardDef*>(hooks), bit) : has(*static_cast<const BaseDef*>(hooks), bit))
          expected.push_back(visit);
      }
      std::vector<Visit> asked;
      for_each_holder(s, bit, [&](const Holder& h, const CardDef*, const BaseDef*) {
        asked.push_back({h.def, h.card, h.base, h.lasting});
      });
      // Visited holders without the hook are harmless (the walk's callers ask the hook itself), missed ones not.
      std::vector<Visit> answering;
      for (const auto& v : asked)
        if (std::find(expected.begin(), expected.end(), v) != expected.end()) answering.push_back(v);
      REQUIRE(answering == expected);
      if (!expected.empty()) met.insert(bit);
    }
  }
  // The positions reach holders of the common hooks, so the comparison above is not empty.
  CHECK(met.count(hook::kPower));
  CHECK(met.count(hook::kReacts));
  CHECK(met.count(hook::kPrevents));
  CHECK(met.count(hook::kForbidsPlay));
}

TEST_CASE("[smashup][issue-23] every card kind's and base's hook set is read from its own fields") {
  for (DefId id : card_defs()) {
    const auto& d = card_def(id);
    INFO(d.slug);
    for (auto bit : kWalkedHooks) CHECK(((card_hooks(id) & bit) != 0) == has(d, bit));
    CHECK(((card_hooks(id) & hook::kSpecial) != 0) == (d.special.when != nullptr));
    CHECK(((card_hooks(id) & hook::kPlayPhaseSpecial) != 0) ==
          (d.special.when != nullptr && (d.special.in & window_bit(WindowKind::PlayPhase)) != 0));
    CHECK(((card_hooks(id) & hook::kTalent) != 0) == (d.talent != nullptr));
    CHECK(((card_hooks(id) & hook::kPlaysFromDiscard) != 0) == (d.plays_from_discard != nullptr));
    if (d.lasting)
      for (auto bit : kWalkedHooks) CHECK(((lasting_table_hooks(id) & bit) != 0) == has(*d.lasting, bit));
    else
      CHECK(lasting_table_hooks(id) == 0);
  }
  for (BaseId id : base_defs())
    for (auto bit : kWalkedHooks) CHECK(((base_hooks(id) & bit) != 0) == has(base_def(id), bit));
}

TEST_CASE("[smashup][issue-23] a card list knows its kinds' hooks and those of the kinds its cards copy") {
  DefId zapbot = 0, warbot = 0;
  REQUIRE(find_card_def("zapbot", zapbot));
  REQUIRE(find_card_def("warbot", warbot));
  CardList cards;
  CHECK(cards.add({zapbot, 0}) == 0);
  CHECK(cards.add({zapbot, 1}) == 1);
  CHECK(cards.hooks() == (card_hooks(zapbot) | lasting_table_hooks(zapbot)));
  REQUIRE((cards.hooks() & hook::kPrevents) == 0);
  CardList copying = cards;
  copying.meet(warbot);  // a Zapbot given Warbot's abilities
  CHECK(copying.hooks() == (cards.hooks() | card_hooks(warbot)));
  CHECK((copying.hooks() & hook::kPrevents) != 0);
  CHECK(copying == cards);  // the same cards: the hooks are worked out from the game, not part of it
}

TEST_CASE("[smashup][issue-23] a card list knows the hooks of each seat's own kinds, and piles hold their seat's cards") {
  DefId zapbot = 0, shinobi = 0;
  REQUIRE(find_card_def("zapbot", zapbot));
  REQUIRE(find_card_def("shinobi", shinobi));
  REQUIRE((card_hooks(shinobi) & hook::kSpecial) != 0);
  REQUIRE((card_hooks(zapbot) & hook::kSpecial) == 0);
  CardList cards;
  cards.add({zapbot, 0});
  cards.add({shinobi, 1});
  CHECK(cards.owned_hooks(0) == card_hooks(zapbot));
  CHECK(cards.owned_hooks(1) == card_hooks(shinobi));
  // The scans of a hand and a discard pile for Specials rely on it: another owner's card there is a damaged game.
  State s = state_from_setup({{"seed", 5}, {"players", 2}});
  REQUIRE(card_problem(s).empty());
  REQUIRE_FALSE(s.seats[1].hand.empty());
  s.seats[0].discard.push_back(s.seats[1].hand.back());
  s.seats[1].hand.pop_back();
  CHECK(card_problem(s).find("another owner's") != std::string::npos);
}

TEST_CASE("[smashup][issue-23] a base's powers gathered at once agree with total_power and player_power") {
  int with_minions = 0;
  for (const auto& s : positions()) {
    const auto board = board_powers(s);
    REQUIRE(board.size() == s.bases.size());
    for (std::size_t i = 0; i < s.bases.size(); ++i) {
      const BaseId base = s.bases[i].base;
      const auto one = base_powers(s, base);
      CHECK(one.total == board[i].total);
      CHECK(one.total == total_power(s, base));
      std::array<int, kMaxPlayers> minions{};
      for (const auto& m : s.bases[i].minions) minions[m.controller] += power(s, m.card);
      for (Seat seat = 0; seat < s.players; ++seat) {
        CHECK(one.players[seat] == player_power(s, base, seat));
        CHECK(one.minions[seat] == minions[seat]);
      }
      if (!s.bases[i].minions.empty()) ++with_minions;
    }
  }
  CHECK(with_minions > 100);
}

TEST_CASE("[smashup][issue-23] a card that changes power answers 0 for every minion outside its power scope") {
  std::array<int, 4> passed_by{};  // per PowerScope: minions power() no longer asks the card about
  for (const auto& s : positions()) {
    const auto changes = power_changes(s);
    for (const auto& b : s.bases)
      for (const auto& m : b.minions)
        for (const auto& change : changes.minions) {
          if (change.reaches(m.card, b.base)) continue;
          ++passed_by[static_cast<std::size_t>(change.scope)];
          CHECK(change.hook(s, change.holder, m.card, b.base) == 0);
        }
  }
  CHECK(passed_by[static_cast<std::size_t>(PowerScope::Self)] > 0);
  CHECK(passed_by[static_cast<std::size_t>(PowerScope::AttachedTo)] > 0);
  CHECK(passed_by[static_cast<std::size_t>(PowerScope::ThisBase)] > 0);
}

TEST_CASE("[smashup][issue-38] every trigger, Special and play restriction is bound to what it answers") {
  // A reacts hook bound to no kind of event, or a Special to no window, would never be asked.
  for (auto id : card_defs()) {
    const auto& d = card_def(id);
    INFO(d.slug);
    CHECK((d.reacts.when == nullptr) == (d.reacts.to == 0));
    CHECK((d.special.when == nullptr) == (d.special.in == 0));
    if (d.lasting) CHECK((d.lasting->reacts.when == nullptr) == (d.lasting->reacts.to == 0));
  }
  for (auto id : base_defs()) CHECK((base_def(id).reacts.when == nullptr) == (base_def(id).reacts.to == 0));
  // The binding is applied at the call: an event of another kind, a window of another kind, a play onto another
  // base is answered no without asking the hook (Homeworld's test alone would answer yes to both).
  BaseId homeworld = kNoBase;
  REQUIRE(find_base_def("the-homeworld", homeworld));
  const State s = state_from_setup({{"seed", 5}, {"players", 2}});
  const Holder h{kNoDef, kNoCard, homeworld, kNoCard, kNoSeat, nullptr};
  const Reacts& reacts = base_def(homeworld).reacts;
  CHECK(reacts.answers(s, h, Event{EventKind::MinionPlayed, 0, homeworld, homeworld, 0, kNoCard, 0}));
  CHECK_FALSE(reacts.answers(s, h, Event{EventKind::MinionMoved, 0, homeworld, homeworld, 0, kNoCard, 0}));
  DefId overrun = 0;
  REQUIRE(find_card_def("overrun", overrun));
  const Forbids& forbids = card_def(overrun).forbids_play;
  REQUIRE(forbids.scope == ForbidsScope::ThisBase);
  const Holder on{overrun, 0, homeworld, kNoCard, 1, nullptr};
  CardId minion = 0;
  while (def_of(s, minion).type != CardType::Minion || owner_of(s, minion) != 0) ++minion;
  CHECK(forbids.forbids(s, on, 0, minion, homeworld));
  CHECK_FALSE(forbids.forbids(s, on, 0, minion, static_cast<BaseId>(homeworld + 1)));
}

TEST_CASE("[smashup][issue-23] an event's walk visits the holders that answer its kind, as the hook walk finds them") {
  for (auto id : card_defs()) {
    const auto& d = card_def(id);
    CHECK(card_reacts_to(id) == (d.reacts ? d.reacts.to : 0));
    CHECK(lasting_table_reacts_to(id) == (d.lasting && d.lasting->reacts ? d.lasting->reacts.to : 0));
  }
  for (auto id : base_defs()) CHECK(base_reacts_to(id) == (base_def(id).reacts ? base_def(id).reacts.to : 0));
  int visited = 0;
  for (const auto& s : positions()) {
    for (int k = 0; k <= static_cast<int>(EventKind::BaseEntered); ++k) {
      const EventSet kind = event_bit(static_cast<EventKind>(k));
      std::vector<Visit> expected, seen;
      for_each_holder(s, hook::kReacts, [&](const Holder& h, const CardDef* card, const BaseDef* base) {
        if ((card ? card->reacts.to : base->reacts.to) & kind) expected.emplace_back(h.def, h.card, h.base, h.lasting);
      });
      for_each_reactor(s, kind, [&](const Holder& h, const CardDef*, const BaseDef*) {
        seen.emplace_back(h.def, h.card, h.base, h.lasting);
      });
      CHECK(seen == expected);
      visited += static_cast<int>(seen.size());
    }
  }
  CHECK(visited > 1000);
}

TEST_CASE("[smashup][issue-23] forbidding plays, the play phase's check agrees with asking every forbidding card") {
  // A restriction scoped to its own base (ForbidsScope::ThisBase) is asked about that base alone.
  int marked = 0;
  int compared = 0;
  for (const auto& s : positions()) {
    for_each_holder(s, hook::kForbidsPlay, [&](const Holder&, const CardDef* card, const BaseDef* base) {
      marked += (card ? card->forbids_play.scope : base->forbids_play.scope) == ForbidsScope::ThisBase;
    });
    // And the play phase's check agrees with asking every forbidding card in play about every play.
    std::vector<std::pair<Holder, Forbids>> all;
    for_each_holder(s, hook::kForbidsPlay, [&](const Holder& h, const CardDef* card, const BaseDef* base) {
      all.emplace_back(h, card ? card->forbids_play : base->forbids_play);
    });
    if (all.empty()) continue;
    const PlayForbidders forbidders(s);
    std::vector<BaseId> places{kNoBase};
    for (const auto& b : s.bases) places.push_back(b.base);
    int disagreements = 0;
    for (Seat seat = 0; seat < s.players; ++seat)
      for (CardId c = 0; c < s.cards.size(); ++c)
        for (BaseId b : places) {
          const bool any =
              std::any_of(all.begin(), all.end(), [&](const auto& f) { return f.second.forbids(s, f.first, seat, c, b); });
          disagreements += forbidders.forbids(seat, c, b) != any;
          compared += any;
        }
    CHECK(disagreements == 0);
  }
  CHECK(marked > 20);
  CHECK(compared > 100);
}

TEST_CASE("[smashup][issue-23] every base's notes cover the hooks of the cards on it, and are not part of the game") {
  int bases_with_hooks = 0;
  for (const auto& s : positions()) {
    State fresh = s;
    note_board(fresh);
    CHECK(fresh == s);  // worked out afresh or kept along the game: the same game
    for (std::size_t i = 0; i < s.bases.size(); ++i) {
      HookSet hooks = 0;
      EventSet reacts = 0;
      for (const auto& m : s.bases[i].minions) {
        hooks |= card_hooks(ability_def(s, m));
        reacts |= card_reacts_to(ability_def(s, m));
      }
      for (const auto& a : s.bases[i].actions) {
        hooks |= card_hooks(ability_def(s, a));
        reacts |= card_reacts_to(ability_def(s, a));
      }
      CHECK(board_noted(s, s.bases[i]));
      CHECK((s.bases[i].hooks_here & hooks) == hooks);
      CHECK((s.bases[i].reacts_here & reacts) == reacts);
      CHECK(fresh.bases[i].hooks_here == hooks);
      CHECK(fresh.bases[i].reacts_here == reacts);
      bases_with_hooks += hooks != 0;
    }
  }
  CHECK(bases_with_hooks > 100);
}

TEST_CASE("[smashup][issue-38] rebuild_derived works every derived value out from the rest, and derived values are not the game") {
  BaseInPlay noted;
  noted.hooks_here = hook::kPower;
  CHECK(noted == BaseInPlay{});  // a Derived compares equal: the notes are no part of the base
  int given = 0;
  int compared = 0;
  const auto all = positions();
  for (std::size_t i = 0; i < all.size(); i += 3) {
    const State& s = all[i];
    State rebuilt = s;
    rebuild_derived(rebuilt);
    CHECK(rebuilt == s);
    // Every kind a card of the game is, or was given (a copy, a lasting effect), answers the walks.
    HookSet kinds = 0;
    for (const auto& card : s.cards) kinds |= card_hooks(card.def) | lasting_table_hooks(card.def);
    for (const auto& b : s.bases)
      for (const auto& m : b.minions)
        if (m.abilities != kNoDef) {
          kinds |= card_hooks(m.abilities);
          ++given;
        }
    for (const auto& l : s.lasting) {
      kinds |= card_hooks(l.def) | lasting_table_hooks(l.def);
      ++given;
    }
    CHECK((rebuilt.cards.hooks() & kinds) == kinds);
    CHECK((s.cards.hooks() & rebuilt.cards.hooks()) == rebuilt.cards.hooks());  // kept along the game: a superset
    for (std::size_t b = 0; b < s.bases.size(); ++b) CHECK(board_noted(rebuilt, rebuilt.bases[b]));
    // Rebuilt or kept along the game, the game goes on alike.
    State kept = s;
    auto pick = framework::Rng::from_seed(i);
    const test::Checker alike{.before = [&](const State&, const Choice& c) { apply(rebuilt, c); },
                              .after = [&](const State& now, int) {
                                REQUIRE(rebuilt == now);
                                ++compared;
                              }};
    test::play_random_game(kept, pick, {.max_answers = 20}, alike);
  }
  CHECK(given > 20);
  CHECK(compared > 1000);
}
