// The one list of factions (with their bases). A faction file defines `FactionDef <name>_faction()`; adding a
// faction is one line here (and its declaration above). The order does not matter: ids come from the Faction and
// the card's position in its table (catalog.cpp), so never reorder a faction's table. Factions of the second box
// whose cards are not written yet are listed by name only, and those being written hold the cards done so far;
// both have edition 0 and are refused by every setup.
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
FactionDef ghosts_faction();
FactionDef bear_cavalry_faction();
FactionDef killer_plants_faction();
FactionDef steampunks_faction();
FactionDef time_travelers_faction();
FactionDef super_spies_faction();
FactionDef cyborg_apes_faction();
FactionDef shapeshifters_faction();

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
      ghosts_faction(),
      bear_cavalry_faction(),
      killer_plants_faction(),
      steampunks_faction(),
      cyborg_apes_faction(),
      shapeshifters_faction(),
      super_spies_faction(),
      time_travelers_faction(),
  };
  return all;
}

}  // namespace cardtable::smashup
