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
  // Replays the answer log from the setup (or from the position the game went on from), which must rebuild the stored
  // state exactly. When the log no longer replays under today's rules (a corrected card, a changed question), the
  // game goes on from the stored position instead, after its checks (StateCodec::go_on, and every option of its
  // pending decision must apply on a copy), and the watch is told (ReplayWatch::went_on). When the stored position
  // cannot go on either, the game goes on from where the replay stopped, if that is a sound position of today's rules
  // (the answers after it are lost, and the notice says how many). Every save read from a file.
  ReplayOrStored,
  // The same replay, but a log that does not rebuild the stored state is refused: tests that the same setup and the
  // same answers give the same game, and that today's golden files replay under today's rules.
  Replay,
  // The trusting load: takes the stored state as it is, without the replay, whose cost grows with the game's length.
  // Only for bytes this program has just encoded itself: the save round-trip test decodes at every decision of
  // hundreds of games (replaying each time is quadratic in a game's length), and the benchmark times the decode
  // apart from the replay. Never for a file: a file's answer log must be shown to lead to its state.
  Trusting,
};

// What a player is told when a save goes on from its stored position (LoadCheck::ReplayOrStored).
inline constexpr std::string_view kEarlierRulesNotice =
    "Saved by an earlier version whose rules differed; it goes on from the saved position under today's rules.";
// ... and when the stored position cannot go on either (saved in the middle of an ability whose earlier choices only
// that version could read): the game goes on from the last of its decisions today's rules replay.
std::string earlier_decision_notice(std::size_t replayed, std::size_t answers);

// Sees the replay a load does, so that whoever words the game (the table's log) does not replay it a second time: the
// session at its start, then after each answer with the sentences the answer returned. When the log no longer
// replays, `started` comes again with the stored position, then `went_on` with why the log did not replay and the
// notice for the player (kEarlierRulesNotice); when the stored position cannot go on either and the game goes on from
// the last answer that replayed, `went_on` comes without a second `started` (earlier_decision_notice). If the load is
// refused afterwards, what was seen is to be thrown away.
class ReplayWatch {
 public:
  virtual ~ReplayWatch() = default;
  virtual void started(const framework::Session& replay) = 0;
  virtual void answered(const framework::Session& replay, const std::vector<std::string>& said) = 0;
  virtual void went_on(const framework::Session& /*at*/, const std::string& /*why*/, const std::string& /*notice*/) {}
};

// Checks the header, decodes the session and its state, checks the state's invariants, and (unless Trusting)
// replays the answer log, shown to `watch` when given. Throws SaveError (problem only, no file name).
framework::Session decode_save(std::string_view bytes, const framework::GameCatalog& catalog,
                               LoadCheck check = LoadCheck::ReplayOrStored, ReplayWatch* watch = nullptr);

// Throws the SaveError a load of the session's save would (its invariants, the replay), without a file name: a file
// that could not be loaded is never written by a `save` that says ok.
void check_loadable(const framework::Session& session);

// The position a session goes on from, when its answer log no longer replays: whether it is `watch`ed or not, the
// reason is kept here for those who tell the player (the protocol's reply, the listing).
struct WentOn final : ReplayWatch {
  void started(const framework::Session&) override {}
  void answered(const framework::Session&, const std::vector<std::string>&) override {}
  void went_on(const framework::Session&, const std::string& reason, const std::string& told) override {
    why = reason;
    notice = told;
  }
  std::string why;  // empty: the log replayed
  std::string notice;
};

}  // namespace cardtable::saves
