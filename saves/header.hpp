#pragma once
// A save file is a short text header followed by a Boost text archive (the body):
//
//   cardtable save
//   format 1
//   program 0.1.0
//   game blast
//   name blast-1
//   created 1763826000
//   played 1763826100
//   summary Blast · round 3 · 4–2 · you vs bot:normal
//   body 2791 crc32 0a1b2c3d
//   <2791 bytes of body>
//
// The header can be read without the body (listing), and the CRC-32 covers every byte before and after the `body`
// line, so a flipped bit anywhere is caught before the body is decoded.
#include <cstdint>
#include <string>
#include <string_view>

namespace cardtable::saves {

inline constexpr std::string_view kMagic = "cardtable save";
// Raised whenever anything a save writes changes (including any BOOST_CLASS_VERSION); older formats stay readable.
// 1: the first format. 2: Smash Up counts every card played in a turn (TurnState version 1).
// 3: Blast records who was ahead at the deal (State version 1).
// 4: Smash Up counts minions played per seat (TurnState version 2), keeps what a question shows (Question version 1),
//    marks extras that leave with their Ongoing card (ExtraPlay version 1) and asks which permission a play uses.
// 5: Smash Up card kinds are numbered past 255 (16 factions), a game keeps its card edition (State version 2).
// 6: card edition 2 (Awesome Level 9000 is dealt): a Smash Up setup of an older format is played as edition 1.
// 7: card edition 3 (Science Fiction Double Feature is dealt), Smash Up extra turns (State version 3), hints used.
// 8: Smash Up abilities keep typed picks (AbilityFrame version 2), the bases known on top of the base deck (State
//    version 4).
// 9: a session may go on from a stored position instead of its setup (SessionRecord version 2): a save whose answer
//    log no longer replays under today's rules.
// 10: Smash Up once-per-turn marks may name a player (UseMark version 1: Faceless City, R-26).
// 11: Blast's round log (State version 2): every play, pass and Junker discard of the round, public, for the bots'
//     inference from the other seat's play. A Smash Up BaseId is 16 bits (room for 64 factions' bases): no base is
//     65535, no longer 255 (Question 2, Event 1, ExtraPlay 3, AbilityFrame 3, WindowFrame 1, PlayNowFrame 1,
//     Lasting 2, UseMark 2 read an older 255 as none).
inline constexpr int kFormatVersion = 11;

struct SaveHeader {
  int format = kFormatVersion;
  std::string program = CARDTABLE_VERSION;
  std::string game_id;
  std::string name;
  std::int64_t created_at = 0;
  std::int64_t last_played_at = 0;
  std::string summary;
  bool operator==(const SaveHeader&) const = default;
};

struct SealedSave {
  SaveHeader header;
  std::string_view body;
};

// The whole file: header, checksum line, body.
std::string seal(const SaveHeader& header, std::string_view body);
// Checks magic, versions, length and checksum; throws SaveError with the problem (not the file name).
// A save from a newer format or program is refused naming both versions.
SealedSave open_sealed(std::string_view bytes);

}  // namespace cardtable::saves
