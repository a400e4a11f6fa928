#include "ai/blast_explain.hpp"

#include <cmath>

#include "games/blast/rules.hpp"

namespace cardtable::ai {
namespace {

using blast::Action;
using blast::ActionKind;
using blast::State;

// Playouts behind the sentence: enough for its share to be right within a few points.
constexpr int kPlayouts = 200;

std::string percent(double share) { return std::to_string(static_cast<int>(std::lround(100 * share))) + "%"; }

// Where the trick's planet goes if `me` wins it with `play` unbeaten (R-3: a printed Greedbot pulls it home).
std::string planet_goes(const State& s, blast::Planet planet, const Action& play, blast::Seat me) {
  const std::int8_t from = s.planet_zone[static_cast<std::size_t>(planet)];
  bool greedbot = false;
  for (int i = 0; i < play.count; ++i) greedbot |= blast::faction_of(play.cards[i].card) == blast::Faction::Greedbot;
  const auto mine = static_cast<std::int8_t>(me);
  if (from == mine) return "it stays on your side";
  if (greedbot || from == blast::kCentre) return "bringing it to your side";
  return "taking it back to the centre";
}

// The highest combination of two or three cards `hand` could lead, as "C8 G8 for Peolara"; empty when none.
std::string best_combination(const State& s, blast::CardSet hand) {
  State lead = s;
  lead.phase = blast::Phase::Trick;
  lead.trick = blast::Trick{};
  lead.hands[s.to_move] = hand;
  std::vector<Action> plays;
  blast::legal_actions(lead, plays);
  const Action* best = nullptr;
  for (const auto& p : plays)
    if (p.kind == ActionKind::Play && p.count >= 2 && (!best || p.total() > best->total())) best = &p;
  if (!best) return {};
  return blast::describe_cards(*best) + " for " + blast::planet_name(best->planet);
}

// How often the seat to move wins the trick under way after playing `chosen`, in deals of what it has not seen, the
// rest played by the rollout policy (a round that ends first, by either hand running out, counts no trick).
double trick_share(const State& s, const Action& chosen, BlastGame& game, std::uint64_t seed) {
  const blast::Seat me = s.to_move;
  int won = 0;
  std::vector<blast::Event> events;
  for (int i = 0; i < kPlayouts; ++i) {
    auto rng = framework::Rng::from_seed(seed + static_cast<std::uint64_t>(i));
    State deal = game.determinize(s, me, rng);
    const auto round = deal.round;
    bool done = false;
    for (Action next = chosen; !done; next = game.rollout_action(deal, rng)) {
      events.clear();
      blast::apply(deal, next, &events);
      for (const auto& e : events)
        if (e.kind == blast::EventKind::TrickWon) {
          done = true;
          won += e.seat == me;
        }
      done |= blast::is_over(deal) || deal.round != round;
    }
  }
  return static_cast<double>(won) / kPlayouts;
}

}  // namespace

std::string blast_why(const State& s, const Action& chosen, const std::vector<RootEdge<Action>>& edges,
                      BlastGame game, std::uint64_t seed) {
  const blast::Seat me = s.to_move;
  std::string why;
  const blast::Planet planet = s.trick.play_count > 0 ? s.trick.planet : chosen.planet;
  switch (chosen.kind) {
    case ActionKind::Play: {
      const auto rest = s.hands[me] - chosen.play_cards();
      if (rest.empty()) return "plays your last cards: you win the round and a star";
      const double trick = trick_share(s, chosen, game, seed);
      why = "wins " + blast::planet_name(planet) + " in " + percent(trick) + " of playouts";
      if (trick >= 0.5) why += ", " + planet_goes(s, planet, chosen, me);
      if (const auto kept = best_combination(s, rest); !kept.empty()) why += ", keeps " + kept;
      break;
    }
    case ActionKind::Pass:
      why = "saves your cards: the other player takes " + blast::planet_name(planet);
      break;
    case ActionKind::Give: {
      // the seat ahead must give its highest cards; the seat behind chooses.
      why = me == s.exchange_leader ? "gives your highest cards, as the seat ahead must" : "gives the cards you need least";
      if (const auto kept = best_combination(s, s.hands[me] - chosen.chosen); !kept.empty()) why += " and keeps " + kept;
      break;
    }
    case ActionKind::Discard:
      why = "discards the card you need least";
      break;
  }
  const RootEdge<Action>* mine = nullptr;
  const RootEdge<Action>* next = nullptr;
  for (const auto& e : edges) {
    if (e.action == chosen) mine = &e;
    else if (!next || e.visits > next->visits) next = &e;
  }
  if (mine) {
    why += "; wins the game in " + percent(mine->mean()) + " of the search";
    if (next) why += " (next best " + percent(next->mean()) + ")";
  }
  return why;
}

}  // namespace cardtable::ai
