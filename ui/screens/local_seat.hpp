#pragma once
// A local game as the table at one seat sees it: the seat's position made from the session through the game's
// net::SeatView, the very bytes a network seat is sent, read back the way the network seat reads them. So a local table
// holds no more of the game than a remote one does (issue 39). The hand-over, undo and saves of a local table stay in
// the table loop, over the session itself. No terminal here.
#include <string>
#include <vector>

#include "framework/game_catalog.hpp"
#include "framework/seat_wording.hpp"
#include "framework/session.hpp"
#include "net/seat_view.hpp"
#include "ui/screens/seat_position.hpp"

namespace cardtable::ui {

// The position `seat` sees of `match` now, its question worded with `words`, through the game's SeatView (`view`;
// none for a game played only locally: the question and the results alone).
SeatPosition seat_position(const net::SeatView* view, const framework::Match& match, framework::Seat seat,
                           framework::SeatWordings words);

class LocalSeat {
 public:
  LocalSeat(const framework::GameCatalog& catalog, const framework::Session& session);
  // The position `seat` sees now, its question worded with `words`; made again only when the game has moved (an
  // answer, an undo) or another seat looks.
  const SeatPosition& position(framework::Seat seat, framework::SeatWordings words);

 private:
  const framework::Session* session_;
  const net::SeatView* view_ = nullptr;  // none for a game that is played only locally
  SeatPosition position_;
  bool made_ = false;
  std::vector<std::string> answers_;  // the answers the position was made after
};

}  // namespace cardtable::ui
