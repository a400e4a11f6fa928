// The one list of implemented factions (with their bases). A faction file defines `FactionDef <name>_faction()`;
// adding a faction is one line here (and its declaration above). The order does not matter: ids come from the
// Faction and the card's position in its table (catalog.cpp), so never reorder a faction's table.
#include <vector>

#include "games/smashup/catalog.hpp"

namespace cardtable::smashup {

FactionDef aliens_faction();
FactionDef dinosaurs_faction();
FactionDef ninjas_faction();
FactionDef robots_faction();
FactionDef wizards_faction();
FactionDef pirates_faction();
FactionDef zombies_faction();
FactionDef tricksters_faction();

std::span<const FactionDef> registered_factions() {
  static const std::vector<FactionDef> all{
      aliens_faction(),
      dinosaurs_faction(),
      ninjas_faction(),
      robots_faction(),
      wizards_faction(),
      pirates_faction(),
      zombies_faction(),
      tricksters_faction(),
  };
  return all;
}

}  // namespace cardtable::smashup
