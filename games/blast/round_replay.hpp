#pragma once
// The round so far as its public log tells it (a seat's Observation::log): each step's events, worked out by the
// rules' own apply on a position holding only the cards the log shows. Who took each trick and where its planet went
// are the rules' answer, so a reader of the log (the UI's "This round" window) needs no rules of its own.
#include <cstdint>
#include <vector>

#include "games/blast/events.hpp"
#include "games/blast/state.hpp"

namespace cardtable::blast {

struct ReplayedStep {
  bool leads_trick = false;  // the step leads a trick on `planet`
  Planet planet{};
  std::vector<Event> events;
};

struct RoundReplay {
  std::vector<ReplayedStep> steps;
  // False for a damaged log (a forged save, a host's bad message): `steps` stop before its first step the rules refuse.
  bool follows_rules = true;
};

// `log` must be known(); `round` is the round it records and `stars` each seat's stars in it (the events' points).
RoundReplay replay_round(const RoundLog& log, std::uint16_t round, const std::array<std::uint8_t, kSeats>& stars);

}  // namespace cardtable::blast
