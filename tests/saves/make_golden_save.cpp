// Writes the golden save of this save format: `make_golden_save tests/data/blast-format-1.save` (a file name
// starting with "smashup" writes the Smash Up golden game).
// Run it once per format version; the files it made for older formats stay in tests/data/ and keep being loaded.
#include <filesystem>
#include <iostream>

#include "saves/atomic_write.hpp"
#include "saves/header.hpp"
#include "saves/session_codec.hpp"
#include "tests/saves/golden.hpp"
#include "tests/saves/playout.hpp"

int main(int argc, char** argv) {
  using namespace cardtable;
  if (argc != 2) {
    std::cerr << "usage: make_golden_save <file>\n";
    return 2;
  }
  const bool smashup = std::string(std::filesystem::path(argv[1]).filename()).rfind("smashup", 0) == 0;
  auto session = smashup ? saves::testing::smashup_golden_session() : saves::testing::golden_session();
  saves::write_atomically(argv[1], saves::encode_save(session, saves::testing::kGoldenPlayedAt));
  std::cout << "wrote " << argv[1] << " (format " << saves::kFormatVersion << ", " << session.answers().size()
            << " answers)\n";
}
