// Writes a golden save of this save format: `make_golden_save tests/data/blast-format-1.save`; the file name before
// "-format-" names the golden game (tests/saves/golden.hpp).
// Run it once per format version; the files it made for older formats stay in tests/data/ and keep being loaded.
#include <filesystem>
#include <iostream>

#include "saves/atomic_write.hpp"
#include "saves/header.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/golden.hpp"

int main(int argc, char** argv) {
  using namespace cardtable;
  if (argc != 2) {
    std::cerr << "usage: make_golden_save <file>\n";
    return 2;
  }
  const std::string file = std::filesystem::path(argv[1]).filename().string();
  for (const auto& golden : saves::testing::golden_games()) {
    if (file.rfind(golden.name + "-format-", 0) != 0) continue;
    const auto session = golden.session();
    saves::write_atomically(argv[1], saves::encode_save(session, saves::testing::kGoldenPlayedAt));
    std::cout << "wrote " << argv[1] << " (format " << saves::kFormatVersion << ", " << session.answers().size()
              << " answers)\n";
    return 0;
  }
  std::cerr << "make_golden_save: " << file << " names no golden game (blast-, smashup-, smashup-al9000-format-N)\n";
  return 2;
}
