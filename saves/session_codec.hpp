#pragma once
// A whole session as the bytes of a save file, and back. No file system here: save_file.cpp adds the file, tests and
// the fuzzer use these directly.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "framework/game_catalog.hpp"
#include "framework/session.hpp"

namespace cardtable::saves {

// "Blast · round 3 · 4–2 · you vs bot:normal": where the game stands and who plays it.
std::string save_summary(const framework::Session& session);

// Throws SaveError (without a file name) when the session's game has no codec.
std::string encode_save(const framework::Session& session, std::int64_t played_at);

// How far decode_save goes beyond the header, the body and the state's invariants.
enum class LoadCheck {
  // Replays the answer log from the setup, which must rebuild the stored state exactly. Every save read from a file.
  Replay,
  // The trusting load: takes the stored state as it is, without the replay, whose cost grows with the game's length.
  // Only for bytes this program has just encoded itself: the save round-trip test decodes at every decision of
  // hundreds of games (replaying each time is quadratic in a game's length), and the benchmark times the decode
  // apart from the replay. Never for a file: a file's answer log must be shown to lead to its state.
  Trusting,
};

// Sees the replay a load does (LoadCheck::Replay), so that whoever words the game (the table's log) does not replay
// it a second time: the session at its setup, then after each answer with the sentences the answer returned. If the
// load is refused afterwards, what was seen is to be thrown away.
class ReplayWatch {
 public:
  virtual ~ReplayWatch() = default;
  virtual void started(const framework::Session& replay) = 0;
  virtual void answered(const framework::Session& replay, const std::vector<std::string>& said) = 0;
};

// Checks the header, decodes the session and its state, checks the state's invariants, and (LoadCheck::Replay)
// replays the answer log, shown to `watch` when given. Throws SaveError (problem only, no file name).
framework::Session decode_save(std::string_view bytes, const framework::GameCatalog& catalog,
                               LoadCheck check = LoadCheck::Replay, ReplayWatch* watch = nullptr);

}  // namespace cardtable::saves
