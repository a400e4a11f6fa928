#pragma once
// Text measured and shaped for the terminal: columns, wrapping, and the ASCII fallback.
#include <string>
#include <string_view>
#include <vector>

namespace cardtable::ui {

// A catalog's name or text (a string_view) as a string, to join with +.
inline std::string str(std::string_view text) { return std::string(text); }
// The text in lower case (ASCII letters: names and searches compare without case).
std::string lower(std::string_view text);

// The number of columns a UTF-8 string occupies (one per code point: every glyph these screens draw is one column).
int columns(std::string_view text);
// Splits `text` into rows of at most `width` columns at spaces (a longer word is cut); continuation rows are indented
// by two spaces.
std::vector<std::string> wrap(const std::string& text, int width);
// A key bar's entries ("space select", "? help") joined by two spaces, leaving out the entries of `droppable`, in
// that order, until the bar fits in `width` columns: no entry is ever cut (the ? window lists every key).
std::string fit_key_bar(const std::vector<std::string>& entries, const std::vector<std::string>& droppable, int width);
// The entries of a key bar written with two spaces between them.
std::vector<std::string> key_bar_entries(const std::string& bar);
// The first of `texts` that fits in `width` columns (the last one when none does): a title in shorter words.
std::string first_fitting(const std::vector<std::string>& texts, int width);
// The text with every non-ASCII character replaced for a terminal that is not UTF-8: dashes and dots become '-',
// stars '*', arrows '>' (up '^', down 'v'), the ellipsis "...", the multiplication sign 'x', anything else '?'.
std::string to_ascii(std::string_view text);

}  // namespace cardtable::ui
