#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/blast/events.hpp"
#include "games/blast/state.hpp"

namespace cardtable::blast {

struct Setup {
  std::uint64_t seed = 0;
  std::optional<Seat> first;  // who leads round 1; drawn from the seed when absent
};

State new_game(const Setup& setup);

bool is_over(const State& s);
// Every legal answer for the seat to move, each distinct play once, in a fixed order.
void legal_actions(const State& s, std::vector<Action>& out);
std::vector<Action> legal_actions(const State& s);
bool is_legal(const State& s, const Action& a);
// Applies a legal action (checked only by assertion: callers validate against legal_actions).
// Appends what happened to `events` when given.
void apply(State& s, const Action& a, std::vector<Event>* events = nullptr);
// 1 for the winner, 0 for the loser.
std::array<double, kSeats> results(const State& s);

// The legal action that `a` names: the same action, or for Thora III the same cards and values with the same set of
// factions. nullopt when `a` is not legal now.
std::optional<Action> find_legal(const State& s, const Action& a);
// Why `a` is not legal now, in one sentence for a person (empty when it is legal).
std::string why_illegal(const State& s, const Action& a);

// Who leads the first trick of the current round: the loser of the previous round, or the first player in round 1.
Seat round_opener(const State& s);

}  // namespace cardtable::blast
