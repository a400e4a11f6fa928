#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "app/commands.hpp"

namespace cardtable::app {

void register_games(framework::GameCatalog& catalog) {
  blast::register_blast(catalog);
  smashup::register_smashup(catalog);
}

}  // namespace cardtable::app
