// libFuzzer target for the host's line handler (issue 39): each input is one client's lines (split at newlines) sent
// to a fresh table (Blast or Smash Up, chosen by the input's first byte), a new connection after each one the host
// closes. Every line must get one JSON reply carrying "ok" and nothing else but JSON objects (FuzzTable aborts
// otherwise), never a crash, a hang or a leak. Bots are asked but never answer: their time is not tested here.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tests/net/fuzz_table.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  cardtable::net::testing::FuzzTable fuzz(data[0]);
  const std::string input(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::size_t start = 0;
  while (start <= input.size()) {
    auto end = input.find('\n', start);
    if (end == std::string::npos) end = input.size();
    const auto line = input.substr(start, end - start);
    if (line.find_first_not_of(" \t\r") != std::string::npos) fuzz.line(line);
    start = end + 1;
  }
  return 0;
}
