#pragma once
// One game's table as the play loop sees it: the loop owns turns, bots, saving, the log and the overlays; a GameTable
// turns keys into answers for the viewer's decision, draws the board, and words what an answer did.
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/match.hpp"
#include "framework/seat_wording.hpp"
#include "framework/session.hpp"
#include "ui/screens/key.hpp"
#include "ui/screens/log_pane.hpp"
#include "ui/screens/narration.hpp"
#include "ui/screens/pager.hpp"
#include "ui/screens/seat_position.hpp"

namespace cardtable::ui {

class Canvas;

// What the loop adds to the board for this frame.
struct TableScene {
  std::vector<framework::SeatWording> seats;
  const LogPane* log = nullptr;
  std::string prompt;      // replaces the table's own prompt when set ("Bot is thinking...")
  std::string message;     // the loop's latest message ("Saved as ..."), shown instead of the table's feedback
  bool hide_hand = false;  // hot-seat: nobody's hand is shown while the keyboard changes hands
  std::string keys;        // the key bar at the bottom
};

// A table is the narrator of its game's answers too (the loop's TableLog asks it, at a local table only: a network
// seat is sent its events already worded).
class GameTable : public Narrator {
 public:
  // Syncs with the position its seat sees (called every frame; cheap when nothing changed), naming the seats with
  // `seats`. The position is all a table draws from, at a local table and at a network seat alike.
  virtual void show(const SeatPosition& position, framework::SeatWordings seats) = 0;
  // An option id to answer, when the key commits the viewer's decision.
  virtual std::optional<std::string> handle(Key key) = 0;
  // Opens a window of the table's own for `key` (Blast's "This round"), true when it did. Asked before the place
  // takes its keys (a key skips a bot's pause), so the window opens whoever is deciding; it then keeps the keys while
  // busy().
  virtual bool opens_window(Key) { return false; }
  // Shows the answer `option_id` as the viewer's current pick (a hint), so Enter gives it; false when it is not one
  // of the viewer's options now.
  virtual bool point_at(const std::string& option_id) = 0;
  virtual void draw(Canvas& canvas, const TableScene& scene) = 0;
  virtual std::vector<KeyHelp> keys() const = 0;
  // What each mark, symbol and highlight on this table means, a sentence each (shown under the keys by `?`).
  virtual std::vector<std::string> legend() const = 0;
  // The game's How to play pages, opened from the help; none for a game without its own.
  virtual std::vector<Page> rules() const = 0;
  // The game's part of the key bar for what is asked now ("space select  enter play  p pass").
  virtual std::string key_bar() const = 0;
  // True while the table has a question of its own open (Esc then closes it rather than the loop acting).
  virtual bool busy() const = 0;
  // The full text of every card and base the log line `line` names, one line each ("Invader (Aliens minion, power
  // 3): ..."); none for a game whose log names no cards.
  virtual std::vector<std::string> cards_named(const std::string&) const { return {}; }
  // True when a person's turn can be long enough to want "since your last turn" (Smash Up: whole turns of plays).
  virtual bool recaps_turns() const { return false; }
  // True while some player holds cards the others must not see: hot-seat hides the table while the keyboard changes
  // hands only then (Smash Up's draft deals no hand yet).
  virtual bool anything_hidden(const SeatPosition&) const { return true; }
  virtual int min_rows() const = 0;
  virtual int min_cols() const = 0;
  // The setup of another game with the same choices as `session`'s (the seed aside): Smash Up keeps the factions
  // that were drafted or dealt.
  virtual nlohmann::json rematch_setup(const framework::Session& session) const { return session.setup(); }
  // The factions the seat of `end` played, as the record of games files them ("ghosts+steampunks", alphabetical);
  // empty for a game without factions, or before they are all chosen.
  virtual std::string record_pair(const SeatPosition&) const { return {}; }
  // The results of a finished game from its last position as a seat sees it: ranked, with what the game counts.
  virtual Notice result(const SeatPosition& end, framework::SeatWordings seats) const = 0;
  // The results of a finished session, which may also read its answers (Smash Up: the VP each base gave): the
  // session is read once, then the results worded from each seat's last position as `result` does (a host words them
  // for every seat). The function reads the session and this table, which must outlive it.
  using Results = std::function<Notice(const SeatPosition& end, framework::SeatWordings seats)>;
  virtual Results results(const framework::Session&) const {
    return [this](const SeatPosition& end, framework::SeatWordings seats) { return result(end, seats); };
  }
};

}  // namespace cardtable::ui
