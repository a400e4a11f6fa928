#include "saves/codec.hpp"

namespace cardtable::saves {

const StateCodec* find_codec(const framework::GameCatalog& catalog, std::string_view game_id) {
  const auto* game = catalog.find(game_id);
  return game ? game->part<StateCodec>() : nullptr;
}

}  // namespace cardtable::saves
