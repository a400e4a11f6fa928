#pragma once
// One state codec per game: how a game's complete state goes into a save body and comes back as a Match.
// A game's codec is a part of its GameModule (app/game_modules.cpp); a game without one cannot be saved.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/game_catalog.hpp"
#include "framework/match.hpp"
#include "saves/archive.hpp"

namespace cardtable::saves {

struct StateCodec {
  void (*encode)(SaveOArchive& out, const framework::Match& match);
  // Reads the state and returns a match holding it. Throws SaveError (a message without the file name) when the
  // state breaks the game's invariants, and lets archive_exception through for unreadable input.
  std::unique_ptr<framework::Match> (*decode)(SaveIArchive& in, const nlohmann::json& setup);
  // Full state comparison, hidden cards and RNG included.
  bool (*same_state)(const framework::Match& a, const framework::Match& b);
  // The setup a game saved in an older `format` replays under (the rules it was played by); nullptr: as stored.
  nlohmann::json (*setup_for_format)(int format, nlohmann::json setup) = nullptr;
  // A stored position made to go on under today's rules, for a save whose answer log no longer replays: what its
  // format did not store is filled in (from `replayed`, where the replay got to under today's rules, when it holds the
  // same thing; nullptr when the replay could not start), the state and `setup` are set to today's rules, and the
  // result is checked. Throws SaveError (without a file name) when the position cannot go on. nullptr: the stored
  // match as it is.
  std::unique_ptr<framework::Match> (*go_on)(const framework::Match& stored, const framework::Match* replayed,
                                             nlohmann::json& setup) = nullptr;
  // The setup a save's answer log replays under, once its stored state is read: what the state says of how it was
  // played (Smash Up's rules) where the setup does not say. nullptr: the setup as it is.
  void (*setup_for_state)(const framework::Match& stored, nlohmann::json& setup) = nullptr;
};

// The codec of the catalog's game `game_id`; nullptr when the game is unknown or has none.
const StateCodec* find_codec(const framework::GameCatalog& catalog, std::string_view game_id);

}  // namespace cardtable::saves
