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
#include "ui/play/seat_notices.hpp"
#include "ui/smashup/smashup_ui.hpp"

namespace cardtable::app {
namespace {

// A network seat is sent the round summaries and results its game's local table words (issue 39).
net::SeatView with_notices(net::SeatView view, const framework::GameCatalog& catalog) {
  view.notices = ui::table_notices(catalog);
  return view;
}

}  // namespace

void register_games(framework::GameCatalog& catalog) {
  catalog.add(blast::blast_game().with(saves::blast_codec()).with(ai::blast_bots()).with(ui::blast_ui())
                  .with(with_notices(net::blast_seat_view(), catalog)));
  catalog.add(smashup::smashup_game().with(saves::smashup_codec()).with(ai::smashup_bots()).with(ui::smashup_ui())
                  .with(with_notices(net::smashup_seat_view(), catalog)));
}

}  // namespace cardtable::app
