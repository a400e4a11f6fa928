#pragma once
#include <vector>

#include "app/command.hpp"

namespace cardtable::app {

// Every sub-command of `cardtable`, in the order --help lists them.
std::vector<Command> all_commands();

}  // namespace cardtable::app
