// libFuzzer target for the save loader: any bytes must load or give a SaveError, never crash or leak.
// Each input is tried twice: as a whole file, and as a body sealed under a valid header and checksum, so the fuzzer
// reaches the body decoder without having to forge a CRC-32.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "saves/header.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/playout.hpp"

namespace {

void load(std::string_view bytes) {
  try {
    cardtable::saves::decode_save(bytes, cardtable::saves::testing::program_catalog());
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
