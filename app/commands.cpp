#include "app/commands.hpp"

namespace cardtable::app {

// Each command lives in its own file.
Command games_command();
Command serve_command();
Command blast_command();
Command smashup_command();
Command saves_command();
Command load_command();
Command resume_command();
Command arena_command();
Command stats_command();
Command host_command();
Command join_command();
Command cards_command();
Command complete_command();

std::vector<Command> all_commands() {
  return {
      games_command(),
      serve_command(),
      blast_command(),
      smashup_command(),
      resume_command(),
      load_command(),
      saves_command(),
      arena_command(),
      stats_command(),
      host_command(),
      join_command(),
      cards_command(),
      complete_command(),
  };
}

}  // namespace cardtable::app
