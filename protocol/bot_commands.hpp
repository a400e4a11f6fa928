#pragma once
#include "protocol/server.hpp"

namespace cardtable::protocol {

// bot: what a bot level would answer for the seat to move, without applying it.
void add_bot_commands(Server& server);

}  // namespace cardtable::protocol
