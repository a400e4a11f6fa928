// Room for every faction the catalog has room for (issue 38): a catalog extended with test-only factions, the 17th to
// the 64th (synthetic_factions.hpp), plays random games through the tests' driver. Their bases have ids from 64 up,
// past one 64-bit word (the play phase's sets of bases must hold them), and the 64th's last is 255, which a BaseId
// of one byte could not name.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>

#include "games/smashup/catalog.hpp"
#include "games/smashup/promise_audit.hpp"
#include "tests/smashup/random_games.hpp"
#include "tests/smashup/synthetic_factions.hpp"

using namespace cardtable;
using namespace cardtable::smashup;
using test::kFirstSynthetic;
using test::kLastFaction;

TEST_CASE("[smashup][issue-38] the catalog takes a 17th to a 64th faction, with ids past the registry's") {
  test::add_synthetic_factions();
  DefId first_card = kNoDef;
  REQUIRE(find_card_def("s17-scout", first_card));
  CHECK(first_card == kFactionCount * kDefsPerFaction);
  DefId last_card = kNoDef;
  REQUIRE(find_card_def("s64-supplies", last_card));
  CHECK(last_card == kLastFaction * kDefsPerFaction + 4);
  BaseId base = kNoBase;
  REQUIRE(find_base_def("s20-hill", base));
  CHECK(base == (kFactionCount + 3) * kBasesPerFaction + 1);
  REQUIRE(find_base_def("s64-summit", base));
  CHECK(base == 255);  // the catalog's last base id, a byte's 255: no longer "no base"
  CHECK(base == kMaxBases - 1);
  CHECK(base != kNoBase);
  CHECK(base_def(base).breakpoint == 22);
  CHECK(card_def(first_card).power == 2);
  CHECK(faction_slug(static_cast<Faction>(kFirstSynthetic + 2)) == "s19");
  CHECK(faction_slug(static_cast<Faction>(kLastFaction)) == "s64");
  CHECK(is_faction(kLastFaction));
  CHECK_FALSE(is_faction(kMaxFactions));
  CHECK_FALSE(playable(static_cast<Faction>(kFirstSynthetic)));  // test-only: no setup deals them
  CHECK(static_cast<int>(known_factions().size()) == kMaxFactions);
  // Each faction once, and none past the catalog's room.
  FactionDef again = faction_def(static_cast<Faction>(kLastFaction));
  CHECK_THROWS_AS(extend_catalog(std::span<const FactionDef>(&again, 1)), std::invalid_argument);
  FactionDef beyond = again;
  beyond.faction = static_cast<Faction>(kMaxFactions);
  beyond.slug = "s65";
  CHECK_THROWS_AS(extend_catalog(std::span<const FactionDef>(&beyond, 1)), std::invalid_argument);
  CHECK(std::is_sorted(card_defs().begin(), card_defs().end()));
  CHECK(std::is_sorted(base_defs().begin(), base_defs().end()));
}

TEST_CASE("[smashup][issue-38] random games with the 17th to the 64th faction play to the end through the driver") {
  int synthetic_plays = 0;
  int last_faction_plays = 0;
  int synthetic_bases_scored = 0;
  int last_bases_scored = 0;
  bool summit_scored = false;  // base 255
  int games_won = 0;
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      INFO("seed " << seed << ", " << players << " players");
      State s = state_from_scenario(test::synthetic_scenario(seed * 10 + static_cast<std::uint64_t>(players), players));
      auto pick = framework::Rng::from_seed(seed);
      const auto count_plays = [&](const State& at, const Choice& c) {
        if (c.kind != ChoiceKind::PlayMinion && c.kind != ChoiceKind::PlayAction) return;
        const auto card = static_cast<CardId>(c.a);
        synthetic_plays += test::synthetic_card(at, card);
        last_faction_plays += static_cast<int>(card_def(at.cards[card].def).faction) == kLastFaction;
      };
      test::play_random_game(s, pick, {}, {.before = count_plays});
      games_won += s.winner != kNoSeat;
      for (const BaseId b : s.base_discard) {
        const auto faction = static_cast<int>(base_def(b).faction);
        synthetic_bases_scored += faction >= kFirstSynthetic;
        last_bases_scored += faction == kLastFaction;
        summit_scored = summit_scored || b == 255;
      }
    }
  CHECK(games_won == 18);
  CHECK(synthetic_plays > 500);
  CHECK(last_faction_plays > 200);
  CHECK(synthetic_bases_scored > 20);
  CHECK(last_bases_scored > 10);
  CHECK(summit_scored);
}

TEST_CASE("[smashup][issue-38] the promises' audit counts the 17th to the 64th factions' triggers where they are") {
  // The audit's tables are indexed by card kind and base id, and index with at(): a Lookout (card kinds from 256 up)
  // or a Hill (bases from 64 up) past their end fails here. Each answer is also applied audited to a copy, which must
  // stay the same game.
  test::add_synthetic_factions();
  auto audit = std::make_unique<PromiseAudit>();
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      INFO("seed " << seed << ", " << players << " players");
      State s = state_from_scenario(test::synthetic_scenario(seed * 13 + static_cast<std::uint64_t>(players), players));
      State audited = s;
      auto pick = framework::Rng::from_seed(seed);
      const test::Checker in_step{
          .before = [&](const State&, const Choice& c) { apply_audited(audited, c, *audit); },
          .after = [&](const State& now, int) { REQUIRE(audited == now); }};
      test::play_random_game(s, pick, {.copy_every = 50}, in_step);
    }
  std::uint32_t lookouts = 0;
  for (const DefId id : card_defs())
    if (static_cast<int>(card_def(id).faction) >= kFirstSynthetic)
      lookouts += audit->card_events.at(id)[static_cast<std::size_t>(EventKind::MinionPlayed)];
  std::uint32_t hills = 0;
  for (const BaseId id : base_defs())
    if (static_cast<int>(base_def(id).faction) >= kFirstSynthetic)
      hills += audit->base_events.at(id)[static_cast<std::size_t>(EventKind::BaseScored)];
  CHECK(lookouts >= 10);
  CHECK(hills >= 3);
}
