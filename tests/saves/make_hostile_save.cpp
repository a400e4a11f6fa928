// Writes the hostile save of tests/saves/hostile_save.hpp to a file, for the command-line tests; not a test.
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "tests/saves/hostile_save.hpp"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: make_hostile_save FILE DEPTH\n";
    return 2;
  }
  std::ofstream(argv[1], std::ios::binary) << cardtable::saves::testing::hostile_save(std::atoi(argv[2]));
  return 0;
}
