#pragma once
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

// The games this program offers. Filled by explicit calls from main, never by static initialisers.
class GameCatalog {
 public:
  void add(GameInfo info, MatchFactory factory);
  const GameInfo* find(std::string_view id) const;
  // Throws BadSetup when the game is unknown.
  std::unique_ptr<Match> create(std::string_view id, const nlohmann::json& setup) const;
  std::vector<GameInfo> games() const;

 private:
  struct Entry {
    GameInfo info;
    MatchFactory factory;
  };
  std::vector<Entry> entries_;
};

}  // namespace cardtable::framework
