#pragma once
// The typed Smash Up API: build a game, read the pending question, answer it. Bots and tests use this directly;
// everything generic goes through SmashUpMatch.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "games/smashup/catalog.hpp"
#include "games/smashup/event.hpp"

namespace cardtable::smashup {

struct Setup {
  std::uint64_t seed = 0;
  int players = 2;
  Draft draft = Draft::Given;
  bool two_copies = false;                 // two players may play the same faction
  std::optional<Seat> first;               // drawn from the seed when absent
  std::vector<std::array<Faction, 2>> factions;  // Draft::Given: one pair per seat
  std::vector<BaseId> bases;               // the base deck; empty: every base of the edition
  bool faction_bases_only = false;         // R-1 option: only the bases of the factions in play
  std::uint8_t edition = kCardEdition;     // which factions and bases may be dealt (catalog.hpp)
};

// Throws framework::BadSetup naming what is wrong (a faction or base the game does not have, a repeated faction, ...).
State new_game(const Setup& setup);
// Checks a setup without building the game.
void check_setup(const Setup& setup);

bool is_over(const State& s);
// The question waiting now (only while !is_over).
const Question& pending(const State& s);
bool is_legal(const State& s, const Choice& c);
// Applies a legal answer (checked only by assertion: callers validate with is_legal) and runs the game on to the
// next question. Appends what happened to `log` when given.
void apply(State& s, const Choice& c, std::vector<Event>* log = nullptr);
// 1 for the winner, 0 for the others.
std::vector<double> results(const State& s);

// Every card of each owner in exactly one place; empty when fine, else what is wrong.
std::string card_problem(const State& s);

}  // namespace cardtable::smashup
