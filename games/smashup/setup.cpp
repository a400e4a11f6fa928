// Game start: faction choice (given, casual or the snake draft), the decks, the base deck, players + 1
// bases, 5-card hands and the optional redraw of a hand without minions.
#include <algorithm>
#include <string>

#include "framework/errors.hpp"
#include "games/smashup/engine.hpp"
#include "games/smashup/rules.hpp"

namespace cardtable::smashup {
namespace {

using framework::BadSetup;

// Casual: each player picks two in a row. Snake draft: one each clockwise, then back counter-clockwise.
Seat picker(const State& s, int pick) {
  const int n = s.players;
  if (s.draft == Draft::Casual) return static_cast<Seat>((s.first_player + pick / 2) % n);
  const int offset = pick < n ? pick : 2 * n - 1 - pick;
  return static_cast<Seat>((s.first_player + offset) % n);
}

int times_taken(const State& s, Faction f) {
  int n = 0;
  for (const auto& p : s.seats)
    for (int i = 0; i < p.faction_count; ++i) n += p.factions[static_cast<std::size_t>(i)] == f;
  return n;
}

std::vector<Faction> faction_options(const State& s, Seat seat) {
  std::vector<Faction> out;
  const auto& p = s.seats[seat];
  for (const auto& def : factions(s.edition)) {
    if (p.faction_count > 0 && p.factions[0] == def.faction) continue;
    if (times_taken(s, def.faction) >= (s.two_copies ? 2 : 1)) continue;
    out.push_back(def.faction);
  }
  return out;
}

void build_decks(Resolver& r) {
  State& s = r.mutable_state();
  s.cards.clear();
  for (Seat seat = 0; seat < s.players; ++seat) {
    auto& p = s.seats[seat];
    p.deck.clear();
    for (int i = 0; i < 2; ++i)
      for (auto def : faction_cards(p.factions[static_cast<std::size_t>(i)]))
        for (int copy = 0; copy < card_def(def).copies; ++copy) {
          p.deck.push_back(s.cards.add({def, seat}));
        }
    r.shuffle_deck(seat);
  }
}

void reveal_bases(Resolver& r) {
  State& s = r.mutable_state();
  if (s.faction_bases_only) {
    std::erase_if(s.base_deck, [&](BaseId b) {
      for (const auto& p : s.seats)
        if (p.factions[0] == base_def(b).faction || p.factions[1] == base_def(b).faction) return false;
      return true;
    });
  }
  r.shuffle_base_deck();
  for (int i = 0; i <= s.players && !s.base_deck.empty(); ++i) {
    s.bases.emplace_back().base = s.base_deck.back();
    s.base_deck.pop_back();
  }
}

bool has_minion(const State& s, Seat seat) {
  const auto& hand = s.seats[seat].hand;
  return std::any_of(hand.begin(), hand.end(), [&](CardId c) { return def_of(s, c).type == CardType::Minion; });
}

}  // namespace

void check_setup(const Setup& setup) {
  if (setup.players < kMinPlayers || setup.players > kMaxPlayers)
    throw BadSetup("Smash Up is for 2 to 4 players, not " + std::to_string(setup.players));
  if (setup.first && *setup.first >= setup.players) throw BadSetup("first must be a seat of this game");
  const int needed = setup.two_copies ? std::max(2, setup.players) : 2 * setup.players;
  if (setup.edition < 1 || setup.edition > kCardEdition)
    throw BadSetup("edition must be 1 to " + std::to_string(kCardEdition));
  if (setup.draft != Draft::Given && static_cast<int>(factions(setup.edition).size()) < needed)
    throw BadSetup("not enough implemented factions for " + std::to_string(setup.players) + " players");
  if (setup.draft == Draft::Given) {
    if (static_cast<int>(setup.factions.size()) != setup.players)
      throw BadSetup("give two factions for each of the " + std::to_string(setup.players) + " players");
    std::array<int, kMaxFactions> uses{};
    for (const auto& pair : setup.factions) {
      for (auto f : pair) {
        if (!playable(f, setup.edition))
          throw BadSetup(std::string(faction_name(f)) + (faction_def(f).edition == 0
                                                            ? " cannot be played yet: their cards are still being written"
                                                            : " were not yet playable in this game's card edition"));
        ++uses[static_cast<std::size_t>(f)];
      }
      if (pair[0] == pair[1])
        throw BadSetup("a player cannot play " + std::string(faction_name(pair[0])) + " twice");
    }
    for (int f = 0; f < kMaxFactions; ++f)
      if (uses[static_cast<std::size_t>(f)] > (setup.two_copies ? 2 : 1))
        throw BadSetup(std::string(faction_name(static_cast<Faction>(f))) +
                       (setup.two_copies ? " is played by more than two players"
                                         : " is played by two players (set two_copies to allow it)"));
  }
  const std::size_t bases = setup.bases.empty() ? base_pool(setup.edition).size() : setup.bases.size();
  if (!setup.faction_bases_only && static_cast<int>(bases) < setup.players + 1)
    throw BadSetup("a game of " + std::to_string(setup.players) + " players needs " +
                   std::to_string(setup.players + 1) + " bases; only " + std::to_string(bases) +
                   " are implemented or given");
}

State new_game(const Setup& setup) {
  check_setup(setup);
  State s;
  s.rng = framework::Rng::from_seed(setup.seed);
  s.players = static_cast<std::uint8_t>(setup.players);
  s.draft = setup.draft;
  s.two_copies = setup.two_copies;
  s.faction_bases_only = setup.faction_bases_only;
  s.first_player = setup.first ? *setup.first : static_cast<Seat>(s.rng.below(static_cast<std::uint32_t>(setup.players)));
  s.seats.resize(static_cast<std::size_t>(setup.players));
  if (setup.draft == Draft::Given)
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
      s.seats[i].factions = setup.factions[i];
      s.seats[i].faction_count = 2;
    }
  s.edition = setup.edition;
  s.base_deck = setup.bases.empty() ? base_pool(setup.edition) : setup.bases;
  s.turn.active = s.first_player;
  s.stack.push_back(SetupFrame{});
  advance(s, nullptr);
  return s;
}

Progress setup_step(Resolver& r, SetupFrame& f) {
  State& s = r.mutable_state();
  const int picks = s.draft == Draft::Given ? 0 : 2 * s.players;
  if (!f.dealt) {
    if (f.answered) {
      f.answered = false;
      const Seat seat = picker(s, f.pick);
      auto& p = s.seats[seat];
      p.factions[p.faction_count++] = static_cast<Faction>(f.answer.a);
      Event picked{EventKind::FactionPicked};
      picked.seat = seat;
      picked.amount = static_cast<std::int8_t>(f.answer.a);
      r.log(picked);
      ++f.pick;
    }
    if (f.pick < picks) {
      const Seat seat = picker(s, f.pick);
      std::vector<Choice> options;
      for (auto x : faction_options(s, seat)) options.push_back({ChoiceKind::PickFaction, static_cast<std::uint8_t>(x)});
      r.ask(seat, Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::PickFaction), kNoCard, kNoBase,
            std::move(options));
      return Ask{};
    }
    build_decks(r);
    reveal_bases(r);
    for (Seat seat = 0; seat < s.players; ++seat) r.draw(seat, kStartingHand);
    f.dealt = true;
  }
  // a player whose hand has no minion may show it, discard it and draw a new hand, once.
  if (f.answered) {
    f.answered = false;
    const Seat seat = static_cast<Seat>((s.first_player + f.redraws) % s.players);
    if (f.answer.kind == ChoiceKind::Redraw) {
      const auto hand = s.seats[seat].hand;
      for (auto c : hand) r.discard_from_hand(seat, c);
      r.draw(seat, kStartingHand);
    }
    ++f.redraws;
  }
  while (f.redraws < s.players) {
    const Seat seat = static_cast<Seat>((s.first_player + f.redraws) % s.players);
    if (!has_minion(s, seat)) {
      r.ask(seat, Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::Redraw), kNoCard, kNoBase,
            {{ChoiceKind::Redraw}, {ChoiceKind::Keep}});
      return Ask{};
    }
    ++f.redraws;
  }
  s.turn.active = s.first_player;
  r.push(TurnFrame{});
  return Done{};
}

}  // namespace cardtable::smashup
