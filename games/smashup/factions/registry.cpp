// The one list of factions (with their bases). A faction file defines `FactionDef <name>_faction()`; adding a
// faction is one line here (and its declaration above). The order does not matter: ids come from the Faction and
// the card's position in its table (catalog.cpp), so never reorder a faction's table. Factions of the second box
// whose cards are not written yet are listed by name only (edition 0: refused by every setup).
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
      {.faction = Faction::Ghosts, .slug = "ghosts", .name = "Ghosts",
       .blurb = "Strong with an almost empty hand: discard to grow stronger and slip past other cards.", .cards = {}, .bases = {}, .edition = 0},
      {.faction = Faction::BearCavalry, .slug = "bear-cavalry", .name = "Bear Cavalry",
       .blurb = "Push other players' minions around and punish them where they land.", .cards = {}, .bases = {}, .edition = 0},
      {.faction = Faction::KillerPlants, .slug = "killer-plants", .name = "Killer Plants",
       .blurb = "Seedlings that grow: fetch minions from the deck onto the bases, turn after turn.", .cards = {}, .bases = {}, .edition = 0},
      {.faction = Faction::Steampunks, .slug = "steampunks", .name = "Steampunks",
       .blurb = "Actions on bases that power up your minions there, and reuse them.", .cards = {}, .bases = {}, .edition = 0},
      {.faction = Faction::CyborgApes, .slug = "cyborg-apes", .name = "Cyborg Apes",
       .blurb = "Minions loaded with actions, each one making them stronger.", .cards = {}, .bases = {}, .edition = 0},
      {.faction = Faction::Shapeshifters, .slug = "shapeshifters", .name = "Shapeshifters",
       .blurb = "Copy other minions' abilities and swap minions for better ones.", .cards = {}, .bases = {}, .edition = 0},
      {.faction = Faction::SuperSpies, .slug = "super-spies", .name = "Super Spies",
       .blurb = "Look at decks, rearrange them, and act before a base scores.", .cards = {}, .bases = {}, .edition = 0},
      {.faction = Faction::TimeTravelers, .slug = "time-travelers", .name = "Time Travelers",
       .blurb = "Bring cards back from the discard pile and play them again.", .cards = {}, .bases = {}, .edition = 0},
  };
  return all;
}

}  // namespace cardtable::smashup
