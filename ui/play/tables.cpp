#include "ui/blast/blast_screen.hpp"
#include "ui/play/prompt_table.hpp"
#include "ui/smashup/smashup_screen.hpp"

namespace cardtable::ui {

std::unique_ptr<GameTable> make_table(const std::string& game_id) {
  if (game_id == "blast") return std::make_unique<BlastScreen>();
  if (game_id == "smashup") return std::make_unique<SmashUpScreen>();
  return std::make_unique<PromptTable>();
}

}  // namespace cardtable::ui
