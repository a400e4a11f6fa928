// libFuzzer target for the save loader: any bytes must load or give a SaveError, never crash or leak.
// Each input is tried twice: as a whole file, and as a body sealed under a valid header and checksum, so the fuzzer
// reaches the body decoder without having to forge a CRC-32.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ai/blast_agents.hpp"
#include "ai/smashup_agents.hpp"
#include "games/blast/blast_match.hpp"
#include "games/smashup/smashup_match.hpp"
#include "saves/blast_codec.hpp"
#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "saves/smashup_codec.hpp"

namespace {

// The program's games with their codecs and bots, without the terminal tables (the fuzz build needs no curses).
const cardtable::framework::GameCatalog& catalog() {
  static const auto games = [] {
    cardtable::framework::GameCatalog c;
    c.add(cardtable::blast::blast_game().with(cardtable::saves::blast_codec()).with(cardtable::ai::blast_bots()));
    c.add(cardtable::smashup::smashup_game().with(cardtable::saves::smashup_codec()).with(cardtable::ai::smashup_bots()));
    return c;
  }();
  return games;
}

void load(std::string_view bytes) {
  try {
    cardtable::saves::decode_save(bytes, catalog());
  } catch (const cardtable::saves::SaveError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  load(bytes);
  cardtable::saves::SaveHeader header;
  header.game_id = "blast";
  load(cardtable::saves::seal(header, bytes));
  return 0;
}
