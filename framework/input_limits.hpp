#pragma once
// Limits on text that comes from outside (protocol lines, save files, setups), checked before any work that grows
// with the input. JSON is parsed and copied recursively, so nesting is bounded before a parser ever sees the text.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cardtable::framework {

// Deeper than any setup, scenario or request a game defines (a Smash Up scenario nests 4 levels).
inline constexpr int kMaxJsonDepth = 64;

// Input that breaks a limit; what() names the limit.
struct InputTooLarge : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws InputTooLarge when the JSON text nests arrays and objects deeper than `max_depth` (brackets inside strings
// do not count). Cheap, and needs no parse: malformed text passes and is left to the parser to refuse.
void check_json_depth(std::string_view text, int max_depth = kMaxJsonDepth);

// The text with control characters (NUL included, and the C1 controls U+0080 to U+009F) and bytes that are not UTF-8
// written as \xNN, so a message or a name quoting untrusted input is printed whole on one line and cannot steer the
// terminal (an escape sequence could set its title or colours): a C string stops at the first NUL.
std::string printable(std::string_view text);
// True when `text` is printable as it is: UTF-8 without control characters.
bool is_text(std::string_view text);

}  // namespace cardtable::framework
