#include "games/blast/blast_match.hpp"
#include "ui/app/commands.hpp"

namespace cardtable::app {

void register_games(framework::GameCatalog& catalog) { blast::register_blast(catalog); }

}  // namespace cardtable::app
