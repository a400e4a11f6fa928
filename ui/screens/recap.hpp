#pragma once
// "Since your last turn": when the turn comes back to a person, what the others did, line by line from the log, one
// more line at each key so each play and effect can be followed in order; Esc skips to the table.
#include <string>
#include <vector>

#include "ui/screens/key.hpp"
#include "ui/screens/scroll.hpp"

namespace cardtable::ui {

class Recap {
 public:
  // `lines`: the log's sentences since the person's last turn, oldest first.
  explicit Recap(std::vector<std::string> lines);

  // Enter, space, Right or Down shows the next line (or closes once all are shown); Esc, q or s skips the rest:
  // false when the recap is over.
  bool handle(Key key);
  std::string title() const;
  // The lines shown so far, the newest marked.
  std::vector<std::string> lines() const;
  std::string footer() const;
  Scroll& scroll() { return scroll_; }

 private:
  std::vector<std::string> lines_;
  std::size_t shown_ = 1;
  Scroll scroll_{Scroll::Start::Bottom};
};

// Which log lines a seat's recap holds: the turn passes between seats; the lines said while the others played are
// remembered from the moment a person's turn ended, and handed over when their turn comes back.
class RecapKeeper {
 public:
  // Called after every answer with whose turn it is and how many lines the log holds; `person` tells the seats that
  // are people. Returns the lines to recap when `turn` just came back to a person and others played in between.
  std::vector<std::string> turn_now(std::size_t turn, bool person, const std::vector<std::string>& log);

 private:
  std::size_t turn_ = static_cast<std::size_t>(-1);
  std::vector<std::size_t> left_at_;  // per seat: the log's size when that person's turn ended (0: unknown)
};

}  // namespace cardtable::ui
