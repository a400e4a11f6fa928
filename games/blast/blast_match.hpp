#pragma once
#include "framework/game_catalog.hpp"
#include "framework/match.hpp"
#include "games/blast/events.hpp"
#include "games/blast/rules.hpp"

namespace cardtable::blast {

// Blast behind the generic Match seam. Option ids are the action strings of docs/protocol.md.
// Not final: tests count the answers a table gives through a subclass.
class BlastMatch : public framework::Match {
 public:
  explicit BlastMatch(const Setup& setup);
  // A match resumed from a saved state.
  BlastMatch(const Setup& setup, const State& state);

  const State& state() const { return state_; }
  const Setup& setup() const { return setup_; }
  // What the last answer did, for a table to word in its own way (Match::answer words it with neutral names).
  // Not part of the game: a match resumed from a save starts with none.
  const std::vector<Event>& last_events() const { return last_events_; }

  std::string game_id() const override { return "blast"; }
  int player_count() const override { return kSeats; }
  bool is_over() const override;
  framework::Decision pending() const override;
  framework::Seat deciding_seat() const override { return state_.to_move; }
  std::vector<std::string> answer(std::string_view option_id) override;
  std::vector<double> results() const override;
  std::unique_ptr<framework::Match> clone() const override;
  nlohmann::json state_json() const override;
  nlohmann::json observation_json(framework::Seat seat) const override;
  std::string summary() const override;
  int rounds_played() const override { return state_.round; }

 private:
  Setup setup_;
  State state_;
  std::vector<Event> last_events_;
};

// Reads {"seed": N, "first": 0|1} (both optional; seed defaults to 0); throws framework::BadSetup.
Setup setup_from_json(const nlohmann::json& setup);
// Blast as the catalog offers it: its id, title, seats and match factory (the app adds its codec, bots and screens).
framework::GameModule blast_game();

}  // namespace cardtable::blast
