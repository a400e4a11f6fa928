#pragma once
#include <stdexcept>

namespace cardtable::framework {

// An answer that is not among the pending decision's options. The game is left unchanged.
struct IllegalOption : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A game cannot be created from the options given (unknown game, bad seed, bad player count, bad scenario).
struct BadSetup : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace cardtable::framework
