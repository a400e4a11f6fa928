#include "ui/app/commands.hpp"

namespace cardtable::app {

// Each command lives in its own file.
Command games_command();
Command serve_command();
Command arena_command();

std::vector<Command> all_commands() {
  return {
      games_command(),
      serve_command(),
      arena_command(),
  };
}

}  // namespace cardtable::app
