#pragma once
// What the table at one seat is given, and all it is given (issue 39; ): that seat's own view of the game,
// the question waiting (its options only when this seat is the one asked) and, once over, the results. A local game
// makes it from its session through the bytes a network seat is sent (ui/screens/local_seat), a network seat from
// the host's messages (ui/play/remote_seat): every table draws both the same way and never sees a Match.
#include <any>
#include <optional>
#include <vector>

#include "framework/decision.hpp"
#include "ui/screens/narration.hpp"

namespace cardtable::ui {

struct SeatPosition {
  framework::Seat seat = 0;
  // The game's typed Observation for `seat` (blast::Observation, smashup::Observation), read back from the archive
  // net::SeatView makes of it; empty for a game with no such view (the generic prompt table reads the question only).
  std::any view;
  // Who is asked, in whose turn, and why; the options only when `seat` is asked. None once the game is over.
  std::optional<framework::Decision> question;
  bool over = false;
  std::vector<double> results;  // once over: one score per seat (framework::Match::results)

  bool asked() const { return !over && question && question->seat == seat; }
};

// One answer (anyone's) as a seat learns of it, for what the table loop shows after the fact: whose turn follows it,
// how long the seat's log was once its sentences were added, and the notice it pauses on (a round's end, a base
// scored; once the game is over, the results as the game words them for this seat).
struct SeatMove {
  std::optional<framework::Seat> turn;  // none once the game is over
  std::size_t logged = 0;
  std::optional<Notice> notice;
};

}  // namespace cardtable::ui
