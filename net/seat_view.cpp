#include "net/seat_view.hpp"

#include "framework/errors.hpp"

namespace cardtable::net {

const SeatView& seat_view(const framework::GameCatalog& catalog, std::string_view game_id) {
  const auto* view = catalog.get(game_id).part<SeatView>();
  if (!view) throw framework::BadSetup(std::string(game_id) + " cannot be played over the network yet");
  return *view;
}

}  // namespace cardtable::net
