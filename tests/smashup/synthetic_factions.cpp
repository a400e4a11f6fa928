#include "tests/smashup/synthetic_factions.hpp"

#include <algorithm>
#include <deque>
#include <span>
#include <string>
#include <vector>

#include "framework/rng.hpp"
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup::test {
namespace {

Progress draw_one(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 1);
  return r.done();
}

// The Lookout's trigger: another player's minion played on its base.
bool lookout_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base && e.seat != self.controller;
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
    for (int value = kFirstSynthetic; value <= kLastFaction; ++value) {
      const auto faction = static_cast<Faction>(value);
      const std::string tag = "s" + std::to_string(value + 1);
      auto& c = cards.emplace_back();
      const auto minion = [&](const char* name, int power, int copies) {
        c.push_back({.slug = word(tag + "-" + name), .name = word(tag + " " + name), .faction = faction,
                     .type = CardType::Minion, .power = power, .copies = copies, .text = ""});
      };
      minion("scout", 2, 3);
      minion("soldier", 3, 4);
      minion("knight", 4, 3);
      minion("giant", 5, 2);
      c.push_back({.slug = word(tag + "-supplies"), .name = word(tag + " supplies"), .faction = faction,
                   .type = CardType::Action, .copies = 6, .text = "Draw a card.", .on_play = draw_one});
      // A trigger, so that the promises' audit counts card kinds past the registry's (ids from 256 up).
      c.push_back({.slug = word(tag + "-lookout"), .name = word(tag + " lookout"), .faction = faction,
                   .type = CardType::Minion, .power = 2, .copies = 2,
                   .text = "Ongoing: After another player plays a minion here, draw a card.",
                   .reacts = {events(EventKind::MinionPlayed), lookout_reacts}, .reaction = draw_one});
      auto& b = bases.emplace_back();
      const auto base = [&](const char* name, int breakpoint, int first) {
        b.push_back({.slug = word(tag + "-" + name), .name = word(tag + " " + name), .faction = faction,
                     .breakpoint = breakpoint, .vp = {first, 2, 1}, .text = ""});
      };
      base("field", 16, 3);
      base("hill", 20, 4);
      // A base's trigger too (base ids from 64 up).
      b.back().text = "After this base scores, the player whose turn it is draws a card.";
      b.back().reacts = {events(EventKind::BaseScored), after_this_base_scores};
      b.back().reaction = draw_one;
      if (value == kLastFaction) {  // the catalog's last base ids, 254 and 255
        base("ridge", 18, 3);
        base("summit", 22, 5);
      }
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

}  // namespace

void add_synthetic_factions() { synthetic(); }

nlohmann::json synthetic_scenario(std::uint64_t seed, int players) {
  const auto& made = synthetic();
  auto rng = framework::Rng::from_seed(seed);
  const auto real = factions();
  nlohmann::json seats = nlohmann::json::array();
  std::vector<std::string> bases;
  for (int p = 0; p < players; ++p) {
    // Seat 0 the 64th faction, the others one of the 17th to the 63rd.
    const auto others = static_cast<std::uint32_t>(made.factions.size() - 1);
    const FactionDef& ours = p == 0 ? made.factions.back() : made.factions[rng.below(others)];
    const FactionDef& theirs = real[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(real.size())))];
    std::vector<std::string> deck;
    for (const auto* f : {&ours, &theirs})
      for (const auto& c : f->cards)
        for (int i = 0; i < c.copies; ++i) deck.emplace_back(c.slug);
    rng.shuffle(std::span<std::string>(deck));
    seats.push_back({{"factions", {ours.slug, theirs.slug}},
                     {"hand", std::vector<std::string>(deck.begin(), deck.begin() + 5)},
                     {"deck", std::vector<std::string>(deck.begin() + 5, deck.end())}});
    for (const auto& b : ours.bases)
      if (std::find(bases.begin(), bases.end(), b.slug) == bases.end()) bases.emplace_back(b.slug);
  }
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

}  // namespace cardtable::smashup::test
