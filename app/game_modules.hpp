#pragma once
#include "framework/game_catalog.hpp"

namespace cardtable::app {

// Fills the catalog with every game this program offers, each one record: its match factory and the parts the
// other layers look up (save codec, bots, screens). Adding a game is one line here (docs/architecture.md).
void register_games(framework::GameCatalog& catalog);

}  // namespace cardtable::app
