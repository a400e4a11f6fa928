#pragma once
// The notices a host sends a network seat (net::SeatView::notices), worded by the game's own table as a local table
// words them: a round's end, a base scored (GameTable's narration), and the results once over (GameTable::result
// from the seat's own position, with what the finished session adds, such as Smash Up's VP per base). So a seat at
// the network reads the same summaries as one at a local table, and nothing its seat may not see.
#include "framework/game_catalog.hpp"
#include "net/seat_view.hpp"

namespace cardtable::ui {

// `catalog` outlives the notices (the program's, which they are registered in).
net::SeatNotices table_notices(const framework::GameCatalog& catalog);

}  // namespace cardtable::ui
