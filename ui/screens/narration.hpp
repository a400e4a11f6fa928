#pragma once
// What answers did, in the table's words: the moments the game pauses on, and the narrator each game's table is.
#include <optional>
#include <string>
#include <vector>

#include "framework/match.hpp"
#include "framework/seat_wording.hpp"

namespace cardtable::ui {

// A moment the game pauses on (the end of a round, the end of the game).
struct Notice {
  std::string title;
  std::vector<std::string> lines;
};

// What one answer did: sentences for the log, and a notice when it ended a round or the game.
struct Narration {
  std::vector<std::string> log;
  std::optional<Notice> notice;
};

// Words answers for a table. It never applies an answer itself: it reads what the one application did.
class Narrator {
 public:
  virtual ~Narrator() = default;
  // What the answer that just led to `after` did, worded for `seats`. `said` is what Match::answer returned (the
  // engine's sentences, in neutral words); a game's own narrator reads its match's typed events instead.
  virtual Narration narrate(const framework::Match& after, const std::vector<std::string>& said,
                            framework::SeatWordings seats) const = 0;
  // The notice alone of the answer that led to `after` (narrate's `notice`), worded for `seats`. A host asks it for
  // every seat after every answer: the games' tables word nothing and copy nothing when the answer pauses on nothing,
  // as most do.
  virtual std::optional<Notice> notice(const framework::Match& after, framework::SeatWordings seats) const {
    return narrate(after, {}, seats).notice;
  }
  // What the log says before the first answer (the first deal).
  virtual std::vector<std::string> opening(const framework::Match& start, framework::SeatWordings seats) const = 0;
};

}  // namespace cardtable::ui
