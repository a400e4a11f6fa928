#pragma once
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "ui/app/command.hpp"

namespace cardtable::app {

// Parses a sub-command's arguments strictly; bad or unknown options become a UsageError naming the command.
boost::program_options::variables_map parse_command_options(
    const std::string& command, const std::vector<std::string>& args,
    const boost::program_options::options_description& options,
    const boost::program_options::positional_options_description& positional = {});

}  // namespace cardtable::app
