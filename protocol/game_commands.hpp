#pragma once
#include "protocol/server.hpp"

namespace cardtable::protocol {

// new, state, observe, legal, apply: playing any registered game through its Match.
void add_game_commands(Server& server);

}  // namespace cardtable::protocol
