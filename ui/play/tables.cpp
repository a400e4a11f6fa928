#include "ui/play/game_ui.hpp"
#include "ui/play/prompt_table.hpp"

namespace cardtable::ui {

std::unique_ptr<GameTable> make_table(const framework::GameCatalog& catalog, const std::string& game_id) {
  const auto* game = catalog.find(game_id);
  const auto* screens = game ? game->part<GameUi>() : nullptr;
  return screens ? screens->table() : std::make_unique<PromptTable>();
}

}  // namespace cardtable::ui
