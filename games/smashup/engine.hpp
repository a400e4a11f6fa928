#pragma once
// The frame loop and the steps of the rules' own frames (setup, turn, scoring, windows, ordering triggers): the top
// layer, above the card vocabulary (resolver.hpp) and the play queries (play_queries.hpp). Not for card code
// (tests/smashup/header_layers.cmake checks that no faction file includes it).
#include <vector>

#include "games/smashup/play_queries.hpp"
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {

// Runs frames until a question is asked or the game ends; `audit`, a test's, audits every walk on the way
// (promise_audit.hpp).
void advance(State& s, std::vector<Event>* log, PromiseAudit* audit = nullptr);

Progress setup_step(Resolver& r, SetupFrame& f);
Progress turn_step(Resolver& r, TurnFrame& f);
Progress discard_step(Resolver& r, DiscardFrame& f);
Progress scoring_step(Resolver& r, ScoringFrame& f);
Progress window_step(Resolver& r, WindowFrame& f);
Progress order_step(Resolver& r, OrderTriggersFrame& f);
Progress play_now_step(Resolver& r, PlayNowFrame& f);
Progress permission_step(Resolver& r, PermissionFrame& f);
Progress ability_step(Resolver& r, AbilityFrame& f);

// The play phase: doing one of play_options' plays (play_queries.hpp) for the active player.
void perform_play(Resolver& r, const Choice& c);

}  // namespace cardtable::smashup
