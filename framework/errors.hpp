#pragma once
#include <stdexcept>
#include <string>

#include "framework/input_limits.hpp"

namespace cardtable::framework {

// Errors quote what they were given (an option id, a setup value, a file's contents): printable() keeps such a
// message whole, since what() is a C string that a NUL would cut short.
struct QuotingError : std::runtime_error {
  explicit QuotingError(const std::string& message) : std::runtime_error(printable(message)) {}
};

// An answer that is not among the pending decision's options. The game is left unchanged.
struct IllegalOption : QuotingError {
  using QuotingError::QuotingError;
};

// A game cannot be created from the options given (unknown game, bad seed, bad player count, bad scenario).
struct BadSetup : QuotingError {
  using QuotingError::QuotingError;
};

}  // namespace cardtable::framework
