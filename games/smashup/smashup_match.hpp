#pragma once
#include "framework/game_catalog.hpp"
#include "framework/match.hpp"
#include "games/smashup/observation.hpp"
#include "games/smashup/rules.hpp"

namespace cardtable::smashup {

// Smash Up behind the generic Match seam. Option ids are the action strings of docs/protocol.md.
// Not final: tests count the answers a table gives through a subclass.
class SmashUpMatch : public framework::Match {
 public:
  explicit SmashUpMatch(State state) : state_(std::move(state)) {}

  const State& state() const { return state_; }
  // What the last answer did, for a table to word in its own way (Match::answer words it with neutral names).
  // Not part of the game: a match resumed from a save starts with none.
  const std::vector<Event>& last_events() const { return last_events_; }
  // What `seat` may see, worded with `words` (the neutral "Player N" when none are given).
  Observation observe(Seat seat, framework::SeatWordings words = {}) const {
    return smashup::observe(state_, seat, words);
  }

  std::string game_id() const override { return "smashup"; }
  int player_count() const override { return state_.players; }
  bool is_over() const override { return smashup::is_over(state_); }
  framework::Decision pending() const override;
  framework::Seat deciding_seat() const override { return state_.question.seat; }
  std::vector<std::string> answer(std::string_view option_id) override;
  std::vector<double> results() const override { return smashup::results(state_); }
  std::unique_ptr<framework::Match> clone() const override { return std::make_unique<SmashUpMatch>(*this); }
  nlohmann::json state_json() const override;
  nlohmann::json observation_json(framework::Seat seat) const override;
  std::string summary() const override;
  int rounds_played() const override { return state_.turn.number; }

 private:
  State state_;
  std::vector<Event> last_events_;
};

// Reads the setup of `new` (docs/protocol.md): seed, players, factions or draft, two_copies, first, bases, or a
// whole scenario. Without factions or a draft, each player gets two random implemented factions from the seed.
// Throws framework::BadSetup.
State state_from_setup(const nlohmann::json& setup);
Setup setup_from_json(const nlohmann::json& setup);
// Smash Up as the catalog offers it: its id, title, player range, deal and match factory.
framework::GameModule smashup_game();

}  // namespace cardtable::smashup
