#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/game_catalog.hpp"

namespace cardtable::framework {

// Who sits in a seat: a person, or a bot with its level and its own seed (so a resumed game plays the same).
struct SeatPlayer {
  std::string name;
  bool is_bot = false;
  std::string bot_level;  // "easy" | "normal" | "hard" | an agent name such as "random"; empty for people
  std::uint64_t bot_seed = 0;
  bool operator==(const SeatPlayer&) const = default;
};

// One game being played: what was set up, who plays it, and every answer given since the start.
// Replaying the answers from the start must rebuild the same match, which is what undo and save checks rely on.
// The start is the setup's deal, or a position the game went on from: a save whose answer log no longer replays under
// today's rules goes on from the position it stored (docs/saves.md), and its answers are those given since.
class Session {
 public:
  Session(const GameCatalog& catalog, std::string game_id, nlohmann::json setup, std::vector<SeatPlayer> seats);
  // A session whose answers start from `start` (a copy is played on), not from the setup's deal; the setup is kept
  // as the game's description (a rematch deals from it) and is not played.
  Session(const GameCatalog& catalog, std::string game_id, nlohmann::json setup, std::vector<SeatPlayer> seats,
          std::unique_ptr<Match> start);

  const std::string& game_id() const { return game_id_; }
  // The catalog the session's game comes from (its save codec and bots are parts of the game's module there).
  const GameCatalog& catalog() const { return *catalog_; }
  // The session's save name (one autosave file per session); chosen by the app when the game starts.
  const std::string& name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }
  // Seconds since the Unix epoch when the game was started; set by the app (the framework reads no clock).
  std::int64_t created_at() const { return created_at_; }
  void set_created_at(std::int64_t seconds) { created_at_ = seconds; }
  const nlohmann::json& setup() const { return setup_; }
  const std::vector<SeatPlayer>& seats() const { return seats_; }
  const std::vector<std::string>& answers() const { return answers_; }
  // The seat that gave each answer, learnt as the answers are given (a load learns them from its replay). Shorter than
  // answers() only after a restore without that replay (LoadCheck::Trusting): rewind_to(answers().size()) learns them.
  const std::vector<Seat>& deciders() const { return deciders_; }
  // Hints the people at the table took from a bot during this game (the results say so); undo does not give them back.
  int hints_used() const { return hints_used_; }
  void count_hint() { ++hints_used_; }
  void set_hints_used(int hints) { hints_used_ = hints; }
  Match& match() { return *match_; }
  const Match& match() const { return *match_; }
  // The position the answers start from when it is not the setup's deal; nullptr otherwise.
  const Match* start() const { return start_.get(); }
  // The match before the first answer: the setup's deal, or a copy of the start position.
  std::unique_ptr<Match> fresh_match() const;

  // Applies an answer to the pending decision and records it; throws IllegalOption and records nothing on a bad one.
  std::vector<std::string> answer(std::string_view option_id);
  // Rebuilds the match from the start with only the first `count` answers.
  void rewind_to(std::size_t count);
  // Replaces the match with one loaded from a save (the answer log must lead to it). The deciders are kept when
  // `answers` are those this session was given (the load replayed them into it), and unknown otherwise.
  void restore(std::unique_ptr<Match> match, std::vector<std::string> answers);

 private:
  const GameCatalog* catalog_;
  std::string game_id_;
  std::string name_;
  std::int64_t created_at_ = 0;
  int hints_used_ = 0;
  nlohmann::json setup_;
  std::vector<SeatPlayer> seats_;
  std::vector<std::string> answers_;
  std::vector<Seat> deciders_;
  std::unique_ptr<const Match> start_;
  std::unique_ptr<Match> match_;
};

}  // namespace cardtable::framework
