// Room past sixteen factions (issue 38): a catalog extended with four test-only factions, the 17th to the 20th
// (vanilla minions, an action that draws a card, bases of their own), plays random games through the tests' driver.
// Their bases have ids from 64 up, past one 64-bit word: the play phase's sets of bases must hold them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <span>
#include <string>
#include <vector>

#include "games/smashup/resolver.hpp"
#include "tests/smashup/random_games.hpp"

using namespace cardtable;
using namespace cardtable::smashup;

namespace {

constexpr int kFirstSynthetic = kFactionCount;  // the 17th faction
constexpr int kSynthetic = 4;

Progress draw_one(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 1);
  return r.done();
}

// The factions' cards and bases, and the text their string_views point at: kept for the whole program, as the
// catalog points at them.
struct Synthetic {
  std::deque<std::string> words;
  std::deque<std::vector<CardDef>> cards;
  std::deque<std::vector<BaseDef>> bases;
  std::vector<FactionDef> factions;

  std::string_view word(std::string text) { return words.emplace_back(std::move(text)); }

  Synthetic() {
    for (int k = 0; k < kSynthetic; ++k) {
      const auto faction = static_cast<Faction>(kFirstSynthetic + k);
      const std::string tag = "s" + std::to_string(kFirstSynthetic + k + 1);
      auto& c = cards.emplace_back();
      const auto minion = [&](const char* name, int power, int copies) {
        c.push_back({.slug = word(tag + "-" + name), .name = word(tag + " " + name), .faction = faction,
                     .type = CardType::Minion, .power = power, .copies = copies, .text = ""});
      };
      minion("scout", 2, 5);
      minion("soldier", 3, 4);
      minion("knight", 4, 3);
      minion("giant", 5, 2);
      c.push_back({.slug = word(tag + "-supplies"), .name = word(tag + " supplies"), .faction = faction,
                   .type = CardType::Action, .copies = 6, .text = "Draw a card.", .on_play = draw_one});
      auto& b = bases.emplace_back();
      b.push_back({.slug = word(tag + "-field"), .name = word(tag + " field"), .faction = faction, .breakpoint = 16,
                   .vp = {3, 2, 1}, .text = ""});
      b.push_back({.slug = word(tag + "-hill"), .name = word(tag + " hill"), .faction = faction, .breakpoint = 20,
                   .vp = {4, 2, 1}, .text = ""});
      factions.push_back({.faction = faction, .slug = word(tag), .name = word(tag), .blurb = "", .cards = c,
                          .bases = b, .edition = 0});
    }
  }
};

const Synthetic& synthetic() {
  static const Synthetic made = [] {
    Synthetic s;
    extend_catalog(s.factions);
    return s;
  }();
  return made;
}

// Seat p plays the synthetic faction p and a faction of the registry; the bases are the synthetic ones and as many
// of the registry's, shuffled.
nlohmann::json synthetic_scenario(std::uint64_t seed, int players) {
  const auto& made = synthetic();
  auto rng = framework::Rng::from_seed(seed);
  const auto real = factions();
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < players; ++p) {
    const FactionDef& ours = made.factions[static_cast<std::size_t>(p)];
    const FactionDef& theirs = real[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(real.size())))];
    std::vector<std::string> deck;
    for (const auto* f : {&ours, &theirs})
      for (const auto& c : f->cards)
        for (int i = 0; i < c.copies; ++i) deck.emplace_back(c.slug);
    rng.shuffle(std::span<std::string>(deck));
    seats.push_back({{"factions", {ours.slug, theirs.slug}},
                     {"hand", std::vector<std::string>(deck.begin(), deck.begin() + 5)},
                     {"deck", std::vector<std::string>(deck.begin() + 5, deck.end())}});
  }
  std::vector<std::string> bases;
  for (const auto& f : made.factions)
    for (const auto& b : f.bases) bases.emplace_back(b.slug);
  const auto pool = base_pool();
  for (std::size_t i = 0; i < 8; ++i) bases.emplace_back(base_def(pool[(seed + i * 5) % pool.size()]).slug);
  rng.shuffle(std::span<std::string>(bases));
  nlohmann::json board = nlohmann::json::array();
  for (int i = 0; i <= players; ++i) board.push_back({{"base", bases[static_cast<std::size_t>(i)]}});
  return {{"seed", seed},
          {"seats", seats},
          {"bases", board},
          {"base_deck", std::vector<std::string>(bases.begin() + players + 1, bases.end())},
          {"turn", {{"active", 0}, {"phase", "start"}}}};
}

bool synthetic_card(const State& s, CardId card) {
  return static_cast<int>(card_def(s.cards[card].def).faction) >= kFirstSynthetic;
}

}  // namespace

TEST_CASE("[smashup][issue-38] the catalog takes a 17th to 20th faction, with ids past the registry's") {
  const auto& made = synthetic();
  DefId first_card = kNoDef;
  REQUIRE(find_card_def("s17-scout", first_card));
  CHECK(first_card == kFactionCount * kDefsPerFaction);
  BaseId last_base = kNoBase;
  REQUIRE(find_base_def("s20-hill", last_base));
  CHECK(last_base == (kFactionCount + 3) * kBasesPerFaction + 1);
  CHECK(card_def(first_card).power == 2);
  CHECK(faction_slug(static_cast<Faction>(kFirstSynthetic + 2)) == "s19");
  CHECK_FALSE(playable(static_cast<Faction>(kFirstSynthetic)));  // test-only: no setup deals them
  CHECK_THROWS_AS(extend_catalog(made.factions), std::invalid_argument);  // each faction once
  CHECK(std::is_sorted(card_defs().begin(), card_defs().end()));
  CHECK(std::is_sorted(base_defs().begin(), base_defs().end()));
}

TEST_CASE("[smashup][issue-38] random games with four synthetic factions play to the end through the driver") {
  int synthetic_plays = 0;
  int synthetic_bases_scored = 0;
  int games_won = 0;
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      INFO("seed " << seed << ", " << players << " players");
      State s = state_from_scenario(synthetic_scenario(seed * 10 + static_cast<std::uint64_t>(players), players));
      auto pick = framework::Rng::from_seed(seed);
      const auto count_plays = [&](const State& at, const Choice& c) {
        const bool play = c.kind == ChoiceKind::PlayMinion || c.kind == ChoiceKind::PlayAction;
        synthetic_plays += play && synthetic_card(at, c.a);
      };
      test::play_random_game(s, pick, {}, {.before = count_plays});
      games_won += s.winner != kNoSeat;
      for (const BaseId b : s.base_discard)
        synthetic_bases_scored += static_cast<int>(base_def(b).faction) >= kFirstSynthetic;
    }
  CHECK(games_won == 18);
  CHECK(synthetic_plays > 500);
  CHECK(synthetic_bases_scored > 10);
}
