#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/decision.hpp"
#include "framework/seat.hpp"

namespace cardtable::framework {

// The one type-erased seam between a game module and everything generic (protocol, UI loop, saves, arena).
// Bots that need speed use a game's typed API directly; everything else talks to a Match.
class Match {
 public:
  virtual ~Match() = default;

  virtual std::string game_id() const = 0;
  virtual int player_count() const = 0;
  virtual bool is_over() const = 0;
  // The decision waiting now. Only meaningful while !is_over().
  virtual Decision pending() const = 0;
  // The seat that answers the pending decision: pending().seat, which a game can tell without labelling the options.
  virtual Seat deciding_seat() const { return pending().seat; }
  // Applies one option by id; throws IllegalOption (and changes nothing) when it is not legal now.
  // Returns what happened, as sentences for a log.
  virtual std::vector<std::string> answer(std::string_view option_id) = 0;
  // One score per seat once the game is over: 1 for a win, 0 for a loss, shares for a shared win.
  virtual std::vector<double> results() const = 0;
  virtual std::unique_ptr<Match> clone() const = 0;

  // Everything, hidden cards included (tests, debugging).
  virtual nlohmann::json state_json() const = 0;
  // What `seat` may see and nothing more.
  virtual nlohmann::json observation_json(Seat seat) const = 0;
  // A one-line description of where the game stands ("round 3 · 4–2").
  virtual std::string summary() const = 0;
  // How far the game has gone, in its GameInfo::rounds_name (Blast's rounds, Smash Up's turns).
  virtual int rounds_played() const = 0;
};

}  // namespace cardtable::framework
