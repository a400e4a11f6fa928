#pragma once
// Text measured and shaped for the terminal: columns, wrapping, and the ASCII fallback.
#include <string>
#include <string_view>
#include <vector>

namespace cardtable::ui {

// The number of columns a UTF-8 string occupies (one per code point: every glyph these screens draw is one column).
int columns(std::string_view text);
// Splits `text` into rows of at most `width` columns at spaces (a longer word is cut); continuation rows are indented
// by two spaces.
std::vector<std::string> wrap(const std::string& text, int width);
// The text with every non-ASCII character replaced for a terminal that is not UTF-8: dashes and dots become '-',
// stars '*', arrows '>' (up '^', down 'v'), the ellipsis "...", the multiplication sign 'x', anything else '?'.
std::string to_ascii(std::string_view text);

}  // namespace cardtable::ui
