#pragma once
#include <vector>

#include "games/blast/state.hpp"

namespace cardtable::blast {

// What a play must match to answer the trick in progress; a lead has no constraint.
struct PlayConstraint {
  bool following = false;
  int beat_total = 0;              // the total to exceed, strictly
  Faction faction = Faction::Changeling;  // Vao D
  std::uint8_t faction_set = 0;    // Thora III
};

PlayConstraint constraint_of(const Trick& trick);

// Every distinct play of `hand` on `planet` that meets `constraint`, appended to `out`.
void append_plays(CardSet hand, Planet planet, const PlayConstraint& constraint, std::vector<Action>& out);
// Every lead of `hand`, planet by planet in table order (the same as append_plays for each planet, done once).
void append_leads(CardSet hand, std::vector<Action>& out);

// The factions a play counts as, one bit each.
std::uint8_t faction_bits(const Action& play);

}  // namespace cardtable::blast
