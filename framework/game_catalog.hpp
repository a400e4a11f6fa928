#pragma once
#include <any>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/match.hpp"

namespace cardtable::framework {

struct GameInfo {
  std::string id;
  std::string title;
  int min_players = 2;
  int max_players = 2;
  std::string rounds_name = "rounds";  // what Match::rounds_played counts ("turns" in Smash Up)
  // Setup fields that fix what a new game is dealt from (Smash Up's card edition): arena records name them, so a
  // record is never continued with other cards.
  nlohmann::json deal = nlohmann::json::object();
};

// Builds a new match from setup options (seed, players, game-specific choices); throws BadSetup on bad options.
using MatchFactory = std::function<std::unique_ptr<Match>(const nlohmann::json& setup)>;

// One game as the program offers it: what it is, how a match is made, and the parts the layers above the framework
// add to it (its save codec, its bots, its screens, its command). Each layer looks its own part up by type, so the
// framework names none of them and a game is registered in one place.
struct GameModule {
  GameInfo info;
  MatchFactory factory;
  std::vector<std::any> parts;

  template <class Part>
  GameModule with(Part part) && {
    parts.emplace_back(std::move(part));
    return std::move(*this);
  }
  // The module's part of type Part; nullptr when the game has none (a game without a codec cannot be saved).
  template <class Part>
  const Part* part() const {
    for (const auto& p : parts)
      if (const auto* found = std::any_cast<Part>(&p)) return found;
    return nullptr;
  }
};

// The games this program offers. Filled by explicit calls from main, never by static initialisers.
class GameCatalog {
 public:
  void add(GameModule module);
  const GameModule* find(std::string_view id) const;
  // Throws BadSetup when the game is unknown.
  const GameModule& get(std::string_view id) const;
  std::unique_ptr<Match> create(std::string_view id, const nlohmann::json& setup) const;
  const std::vector<GameModule>& modules() const { return modules_; }
  // The games' ids, comma-separated in registration order ("blast, smashup"), for error messages.
  std::string known_ids() const;

 private:
  std::vector<GameModule> modules_;
};

}  // namespace cardtable::framework
