#include "framework/input_limits.hpp"

#include <cstdio>

namespace cardtable::framework {

void check_json_depth(std::string_view text, int max_depth) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth)
        throw InputTooLarge("nested deeper than " + std::to_string(max_depth) + " levels");
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
}

namespace {

bool continuation(std::string_view text, std::size_t at, unsigned char low = 0x80, unsigned char high = 0xbf) {
  if (at >= text.size()) return false;
  const auto byte = static_cast<unsigned char>(text[at]);
  return byte >= low && byte <= high;
}

// The length of the printable character starting at `at`: 0 for a control character or a byte that does not start
// a well-formed UTF-8 sequence (no overlong forms, no surrogates, nothing past U+10FFFF).
std::size_t printable_length(std::string_view text, std::size_t at) {
  const auto byte = static_cast<unsigned char>(text[at]);
  if (byte < 0x20 || byte == 0x7f) return 0;
  if (byte < 0x80) return 1;
  if (byte == 0xc2) return continuation(text, at + 1, 0xa0) ? 2 : 0;  // C2 80..9F are the C1 controls
  if (byte > 0xc2 && byte <= 0xdf) return continuation(text, at + 1) ? 2 : 0;
  if (byte >= 0xe0 && byte <= 0xef) {
    const unsigned char low = byte == 0xe0 ? 0xa0 : 0x80;
    const unsigned char high = byte == 0xed ? 0x9f : 0xbf;
    return continuation(text, at + 1, low, high) && continuation(text, at + 2) ? 3 : 0;
  }
  if (byte >= 0xf0 && byte <= 0xf4) {
    const unsigned char low = byte == 0xf0 ? 0x90 : 0x80;
    const unsigned char high = byte == 0xf4 ? 0x8f : 0xbf;
    return continuation(text, at + 1, low, high) && continuation(text, at + 2) && continuation(text, at + 3) ? 4 : 0;
  }
  return 0;
}

}  // namespace

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    if (const auto length = printable_length(text, at)) {
      out.append(text.substr(at, length));
      at += length;
      continue;
    }
    char escape[8];
    std::snprintf(escape, sizeof escape, "\\x%02x", static_cast<unsigned char>(text[at++]));
    out += escape;
  }
  return out;
}

bool is_text(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const auto length = printable_length(text, at);
    if (length == 0) return false;
    at += length;
  }
  return true;
}

}  // namespace cardtable::framework
