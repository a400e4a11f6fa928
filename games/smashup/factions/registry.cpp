// The one list of implemented factions (with their bases). A faction file defines `FactionDef <name>_faction()`;
// adding a faction is one line here (and its declaration above). The order does not matter: ids come from the
// Faction and the card's position in its table (catalog.cpp), so never reorder a faction's table.
#include <vector>

#include "games/smashup/catalog.hpp"

namespace cardtable::smashup {

FactionDef aliens_faction();
FactionDef tricksters_faction();

std::span<const FactionDef> registered_factions() {
  static const std::vector<FactionDef> all{
      aliens_faction(),
      tricksters_faction(),
  };
  return all;
}

}  // namespace cardtable::smashup
