#include "app/options.hpp"

#include <charconv>

namespace cardtable::app {

namespace po = boost::program_options;

void validate(boost::any& out, const std::vector<std::string>& values, Seed*, int) {
  const auto& text = po::validators::get_single_string(values);
  Seed seed;
  const auto* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, seed.value);
  if (text.empty() || error != std::errc() || stop != end)
    throw po::invalid_option_value(text);
  out = seed;
}

po::variables_map parse_command_options(const std::string& command, const std::vector<std::string>& args,
                                        const po::options_description& options,
                                        const po::positional_options_description& positional) {
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(options).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(command + ": " + e.what());
  }
  return vm;
}

}  // namespace cardtable::app
