#pragma once
// The Seed row of the setup forms (each game's New game form, and Host a table, which uses them): the seed typed in
// decimal digits, as `--seed N` gives it on the command line, so a game set up on a form can be dealt again; left
// empty, the game is dealt at random as before. No terminal here.
#include <cstdint>
#include <optional>
#include <string>

#include "ui/screens/key.hpp"

namespace cardtable::ui {

// The seed typed on a form: none when nothing was typed (dealt at random). Throws std::invalid_argument, in the
// player's words, for anything but decimal digits or a number above 2^64 - 1.
std::optional<std::uint64_t> read_seed(const std::string& typed);

class SeedRow {
 public:
  // Every key of the form, `at`: the cursor is on this row (a refusal lasts until the next key). On the row, a digit
  // is typed (one that would make the number too large is refused), Backspace removes the last, and any other
  // character is refused, saying why, and changes nothing (here even q and the vi keys are text: a stray letter
  // loses no setup). Returns false for the keys the form itself takes.
  bool handle(Key key, bool at);
  // The row's value: the digits, "random" when empty; `at`: the cursor is on the row (a typing mark follows).
  std::string value(bool at) const;
  // What the row means, shown under the form.
  std::string details() const;
  std::optional<std::uint64_t> seed() const { return read_seed(typed_); }
  // Why the last key was refused; cleared by the next key.
  const std::string& refusal() const { return refusal_; }

 private:
  std::string typed_;
  std::string refusal_;
};

}  // namespace cardtable::ui
