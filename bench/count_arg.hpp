#pragma once
// The one number a bench takes on its command line (games or positions to run). Anything else is refused with
// the usage line, so a typo such as `--help` never runs an empty bench that prints zeros.
#include <charconv>
#include <cstdlib>
#include <iostream>
#include <string_view>

namespace cardtable::bench {

inline int count_arg(std::string_view arg, std::string_view usage) {
  int count = 0;
  const auto [end, error] = std::from_chars(arg.data(), arg.data() + arg.size(), count);
  if (error != std::errc{} || end != arg.data() + arg.size() || count <= 0) {
    std::cerr << "expected a positive number, got '" << arg << "'\nusage: " << usage << '\n';
    std::exit(2);
  }
  return count;
}

}  // namespace cardtable::bench
