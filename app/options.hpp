#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "app/command.hpp"

namespace cardtable::app {

// A seed on the command line: a 64-bit number in decimal digits. Boost's own conversion would wrap "-1" round to
// 2^64-1; this type refuses it.
struct Seed {
  std::uint64_t value = 0;
};
void validate(boost::any& out, const std::vector<std::string>& values, Seed*, int);

// Parses a sub-command's arguments strictly; bad or unknown options become a UsageError naming the command.
boost::program_options::variables_map parse_command_options(
    const std::string& command, const std::vector<std::string>& args,
    const boost::program_options::options_description& options,
    const boost::program_options::positional_options_description& positional = {});

}  // namespace cardtable::app
