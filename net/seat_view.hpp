#pragma once
// What a network table sends one seat of one game, in the game's own typed values: a game's part (like its save
// codec), registered in app/game_modules.cpp, looked up by type, so the host and the client name no game.
#include <any>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/game_catalog.hpp"
#include "framework/seat_wording.hpp"
#include "framework/session.hpp"
#include "saves/header.hpp"

namespace cardtable::net {

// A view is a Boost archive of the same typed values a save holds, so its format changes exactly when the save format
// does. A host and a client of different formats would misread each other's views: the join says which format the
// client reads, the host's welcome says which it sends, and either side refuses the other's.
inline constexpr int kViewFormat = saves::kFormatVersion;

// Why a host sending views of format `host` and a client reading format `client` cannot play together.
std::string view_format_mismatch(long long host, long long client);
// Why this program cannot sit at the host whose join reply is `welcome`, or "" when it can (or the join was refused,
// which says why itself).
std::string welcome_refusal(const nlohmann::json& welcome);

// Bytes that are not a seat's view of this game (a damaged or foreign message).
struct ViewError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A moment the game pauses on, worded for one seat: a round's end, a base scored, or the results once over.
struct SeatNotice {
  std::string title;
  std::vector<std::string> lines;
};

// What one answer pauses on, worded for `seat` with `words` (only what every seat sees, R-4); none when it pauses on
// nothing, which costs a look at the answer's events and no wording.
using NoticeWording = std::function<std::optional<SeatNotice>(framework::Seat seat, framework::SeatWordings words)>;
// What the last answer of `after` pauses on (once the game is over, its results), read once per answer for every
// seat: a finished game is read once (Smash Up replays it for the VP each base gave), not once a seat. The function
// returned reads `after`, which must not change while it is used.
using SeatNotices = std::function<NoticeWording(const framework::Session& after)>;

struct SeatView {
  // What `seat` may see of `match` and nothing more (the game's typed Observation, its question worded with
  // `words`), as a Boost text archive: the game's decode_*_observation reads it back into the same value.
  std::function<std::string(const framework::Match& match, framework::Seat seat, framework::SeatWordings words)>
      observation;
  // serve's `observe` JSON of such an archive (the headless client answers `observe` with it). Throws ViewError.
  std::function<nlohmann::json(std::string_view archive)> observation_json;
  // Such an archive read back into the game's typed Observation, for a table to draw (ui/screens/seat_position.hpp):
  // a local table reads its seat's view through this too. Throws ViewError.
  std::function<std::any(std::string_view archive)> decode;
  // The sentences of what the last answer did, worded with `words` (events hold public information only).
  std::function<std::vector<std::string>(const framework::Match& after, framework::SeatWordings words)> events;
  // The notices a seat is shown, worded as the game's local table words them (given by the game's screens:
  // app/game_modules.cpp); unset, a network seat gets none.
  SeatNotices notices;
};

// The game's SeatView; throws framework::BadSetup when the game has none (it cannot be played over the network).
const SeatView& seat_view(const framework::GameCatalog& catalog, std::string_view game_id);

// The largest view archive a client decodes: far above any position (a Smash Up view is a few kilobytes).
inline constexpr std::size_t kMaxViewBytes = 1 << 20;

}  // namespace cardtable::net
