#pragma once
#include "protocol/server.hpp"

namespace cardtable::protocol {

// {"cmd":"save","path":...} writes the current session to a save file (atomically);
// {"cmd":"load","path":...} replaces it with the checked session from a save file and replies with its decision.
void add_save_commands(Server& server);

}  // namespace cardtable::protocol
