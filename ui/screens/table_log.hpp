#pragma once
// The table's log of a session. Each answer is applied once, through the driver (so the session records it and who
// gave it), and worded from what that one application did; opening a saved game or undoing words the whole log again
// from one replay of the answer log. No terminal here.
#include <optional>
#include <string>
#include <vector>

#include "framework/seat_wording.hpp"
#include "ui/screens/log_pane.hpp"
#include "ui/screens/narration.hpp"
#include "ui/screens/session_driver.hpp"

namespace cardtable::ui {

class TableLog {
 public:
  // The log starts with `worded` when given (a saved game's log, worded during the load's replay: ui/play/opened_game),
  // else worded from one replay of the session's answers so far.
  TableLog(SessionDriver& driver, const Narrator& narrator, std::vector<framework::SeatWording> seats,
           std::optional<std::vector<std::string>> worded = std::nullopt);

  const std::vector<framework::SeatWording>& seats() const { return seats_; }
  LogPane& pane() { return pane_; }
  const LogPane& pane() const { return pane_; }

  // Answers the pending decision and adds what it did to the log; returns the notice it brings (a round or the game
  // ended). Throws framework::IllegalOption and changes nothing when the answer is not legal now.
  std::optional<Notice> answer(const std::string& option_id);
  // Words the log again from the session's start (after undo): the opening, then every answer of one replay.
  void rebuild();

 private:
  SessionDriver* driver_;
  const Narrator* narrator_;
  std::vector<framework::SeatWording> seats_;
  LogPane pane_;
};

}  // namespace cardtable::ui
