#include "app/game_modules.hpp"

#include "ai/blast_agents.hpp"
#include "ai/smashup_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "net/blast_view.hpp"
#include "net/smashup_view.hpp"
#include "saves/blast_codec.hpp"
#include "saves/smashup_codec.hpp"
#include "ui/blast/blast_ui.hpp"
#include "ui/smashup/smashup_ui.hpp"

namespace cardtable::app {

void register_games(framework::GameCatalog& catalog) {
  catalog.add(blast::blast_game().with(saves::blast_codec()).with(ai::blast_bots()).with(ui::blast_ui())
                  .with(net::blast_seat_view()));
  catalog.add(smashup::smashup_game().with(saves::smashup_codec()).with(ai::smashup_bots()).with(ui::smashup_ui())
                  .with(net::smashup_seat_view()));
}

}  // namespace cardtable::app
