#include "ai/blast_search.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "games/blast/combos.hpp"
#include "games/blast/determinize.hpp"
#include "ai/blast_heuristic.hpp"
#include "ai/blast_round_values.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::ai {
namespace {

using blast::Action;
using blast::ActionKind;
using blast::CardSet;
using blast::State;

// How many alternatives to the heuristic's gift the trailer's exchange branches on (of up to 5,005).
constexpr int kGiftSwaps = 4;

// The trailer's gift: the heuristic's choice, and the same with its most valuable card swapped for the next cards
// in keep-value order, so the search weighs close calls without enumerating every subset.
void candidate_gifts(CardSet hand, int count, std::vector<Action>& out) {
  const blast::HandProfile profile(hand);
  std::array<std::pair<double, blast::CardId>, blast::kDeckSize> ranked{};
  std::size_t held = 0;
  for (auto bits = hand.bits; bits != 0; bits &= bits - 1) {
    const auto c = static_cast<blast::CardId>(std::countr_zero(bits));
    ranked[held++] = {profile.keep(c), c};
  }
  std::sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(held));
  CardSet base;
  for (int i = 0; i < count; ++i) base.insert(ranked[static_cast<std::size_t>(i)].second);
  out.push_back(Action::give(base));
  const auto top = ranked[static_cast<std::size_t>(count - 1)].second;
  for (int i = count; i < count + kGiftSwaps && i < static_cast<int>(held); ++i) {
    CardSet swapped = base;
    swapped.erase(top);
    swapped.insert(ranked[static_cast<std::size_t>(i)].second);
    out.push_back(Action::give(swapped));
  }
}

// Of plays with the same cards on the same planet counting as the same factions, only the highest total matters:
// a lower declaration (a Shrinker counted one less) is never harder to beat. The survivors come in key order.
void drop_dominated(std::vector<Action>& actions, std::vector<std::pair<std::uint64_t, std::size_t>>& keyed,
                    std::vector<Action>& kept) {
  // The key packs, most significant first: kind and planet (5 bits), the cards (44), the declared factions (4) and
  // 31 minus the total (5), so comparing keys compares those in that order, and key >> 5 is what makes plays alike.
  constexpr int kTotalBits = 5;
  static_assert(blast::kDeckSize <= 44 && blast::kPlanets <= 8 && blast::kFactions <= 4);
  keyed.clear();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action& a = actions[i];
    const bool declared = a.planet == blast::Planet::VaoD || a.planet == blast::Planet::ThoraIII;
    const std::uint64_t kind_and_planet = static_cast<std::uint64_t>(a.kind) * 8 + static_cast<std::uint64_t>(a.planet);
    const std::uint64_t factions = declared ? blast::faction_bits(a) : 0;
    const std::uint64_t key = kind_and_planet << 53 | (a.play_cards().bits | a.chosen.bits) << 9 | factions << 5 |
                              static_cast<std::uint64_t>(31 - a.total());
    keyed.emplace_back(key, i);
  }
  std::sort(keyed.begin(), keyed.end());
  kept.clear();
  for (std::size_t i = 0; i < keyed.size(); ++i) {
    if (i > 0 && keyed[i - 1].first >> kTotalBits == keyed[i].first >> kTotalBits) continue;
    kept.push_back(actions[keyed[i].second]);
  }
  actions.swap(kept);
}

}  // namespace

bool BlastGame::is_over(const State& s) const { return blast::is_over(s); }

void BlastGame::actions(const State& s, std::vector<Action>& out) {
  out.clear();
  if (s.phase == blast::Phase::Exchange && s.to_move != s.exchange_leader) {
    candidate_gifts(s.hands[s.to_move], s.exchange_count, out);
    return;
  }
  blast::legal_actions(s, out);
  drop_dominated(out, keyed, scratch);
  // Best first; equal scores keep their order (the index breaks ties), as a stable sort would, without its buffer.
  scored.clear();
  const blast::Heuristic heuristic(s);
  for (std::size_t i = 0; i < out.size(); ++i) scored.emplace_back(-heuristic.score(out[i]), i);
  std::sort(scored.begin(), scored.end());
  scratch.clear();
  for (const auto& [score, i] : scored) scratch.push_back(out[i]);
  out.swap(scratch);
}

void BlastGame::apply(State& s, const Action& a) const { blast::apply(s, a); }

State BlastGame::determinize(const State& s, int observer, framework::Rng& rng) const {
  return blast::determinize(s, static_cast<blast::Seat>(observer), rng);
}

void BlastGame::playout(State& s, framework::Rng& rng) {
  const auto round = s.round;
  while (!blast::is_over(s) && !(rollout.to_round_end && s.round != round)) apply(s, rollout_action(s, rng));
}

Action BlastGame::rollout_action(const State& s, framework::Rng& rng) {
  if (s.phase == blast::Phase::Exchange) return blast::heuristic_action(s, scratch);
  const auto limit = static_cast<std::uint32_t>(rollout.epsilon * 1000000);
  blast::legal_actions(s, scratch);
  if (rng.below(1000000) < limit) return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
  if (scratch.size() == 1) return scratch.front();  // a forced pass needs no judging
  return blast::Heuristic(s).pick(scratch);
}

double BlastGame::value(const State& s, int seat) const {
  if (blast::is_over(s)) return blast::results(s)[static_cast<std::size_t>(seat)];
  // Stopped at a round's start: how often the rollout policy wins from such a table (blast_round_values.hpp).
  return round_start_value(s, static_cast<blast::Seat>(seat));
}

std::vector<Action> search_actions(const State& s) {
  BlastGame game;
  std::vector<Action> out;
  game.actions(s, out);
  return out;
}

}  // namespace cardtable::ai
