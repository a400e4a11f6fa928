#pragma once
// One state codec per game: how a game's complete state goes into a save body and comes back as a Match.
// Games are listed explicitly in codecs.cpp (no self-registration); a game without a codec cannot be saved.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/match.hpp"
#include "saves/archive.hpp"

namespace cardtable::saves {

struct StateCodec {
  std::string game_id;
  void (*encode)(SaveOArchive& out, const framework::Match& match);
  // Reads the state and returns a match holding it. Throws SaveError (a message without the file name) when the
  // state breaks the game's invariants, and lets archive_exception through for unreadable input.
  std::unique_ptr<framework::Match> (*decode)(SaveIArchive& in, const nlohmann::json& setup);
  // Full state comparison, hidden cards and RNG included.
  bool (*same_state)(const framework::Match& a, const framework::Match& b);
  // The setup a game saved in an older `format` replays under (the rules it was played by); nullptr: as stored.
  nlohmann::json (*setup_for_format)(int format, nlohmann::json setup) = nullptr;
};

const StateCodec* find_codec(std::string_view game_id);
std::vector<std::string> codec_games();

}  // namespace cardtable::saves
