#pragma once
// A whole session as the bytes of a save file, and back. No file system here: save_file.cpp adds the file, tests and
// the fuzzer use these directly.
#include <cstdint>
#include <string>
#include <string_view>

#include "framework/game_catalog.hpp"
#include "framework/session.hpp"

namespace cardtable::saves {

// "Blast · round 3 · 4–2 · you vs bot:normal": where the game stands and who plays it.
std::string save_summary(const framework::Session& session);

// Throws SaveError (without a file name) when the session's game has no codec.
std::string encode_save(const framework::Session& session, std::int64_t played_at);

// Checks the header, decodes the session and its state, checks the state's invariants, and replays the answer log
// from the setup, which must rebuild the stored state exactly. Throws SaveError (problem only, no file name).
framework::Session decode_save(std::string_view bytes, const framework::GameCatalog& catalog);

}  // namespace cardtable::saves
