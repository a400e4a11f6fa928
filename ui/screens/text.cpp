#include "ui/screens/text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace cardtable::ui {
namespace {

bool continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0U) == 0x80U; }

// The byte length of the first `cols` code points of `text` (all of it when shorter).
std::size_t bytes_for(const std::string& text, std::size_t from, int cols) {
  std::size_t i = from;
  int seen = 0;
  while (i < text.size()) {
    if (!continuation_byte(text[i])) {
      if (seen == cols) break;
      ++seen;
    }
    ++i;
  }
  return i - from;
}

}  // namespace

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

int columns(std::string_view text) {
  return static_cast<int>(std::count_if(text.begin(), text.end(), [](char c) { return !continuation_byte(c); }));
}

std::vector<std::string> wrap(const std::string& text, int width) {
  std::vector<std::string> rows;
  if (width <= 2) return {text.substr(0, bytes_for(text, 0, std::max(width, 0)))};
  std::string rest = text;
  bool first = true;
  while (true) {
    const int room = first ? width : width - 2;
    const std::string indent = first ? "" : "  ";
    if (columns(rest) <= room) {
      rows.push_back(indent + rest);
      return rows;
    }
    std::size_t cut = bytes_for(rest, 0, room);
    const auto space = rest.rfind(' ', cut);
    const bool at_space = space != std::string::npos && space > 0;
    if (at_space) cut = space;
    rows.push_back(indent + rest.substr(0, cut));
    rest = rest.substr(at_space ? cut + 1 : cut);
    first = false;
  }
}

std::vector<std::string> key_bar_entries(const std::string& bar) {
  std::vector<std::string> out;
  for (std::size_t at = 0; at < bar.size();) {
    const auto gap = std::min(bar.find("  ", at), bar.size());
    if (gap > at) out.push_back(bar.substr(at, gap - at));
    at = gap + 2;
  }
  return out;
}

std::string fit_key_bar(const std::vector<std::string>& entries, const std::vector<std::string>& droppable, int width) {
  auto kept = entries;
  const auto joined = [&] {
    std::string out;
    for (const auto& entry : kept) out += (out.empty() ? "" : "  ") + entry;
    return out;
  };
  for (const auto& drop : droppable) {
    if (columns(joined()) <= width) break;
    std::erase(kept, drop);
  }
  return joined();
}

std::string first_fitting(const std::vector<std::string>& texts, int width) {
  for (const auto& text : texts)
    if (columns(text) <= width) return text;
  return texts.empty() ? std::string() : texts.back();
}

std::string to_ascii(std::string_view text) {
  static const std::array<std::pair<std::string_view, std::string_view>, 14> kFallbacks{{
      {"–", "-"},
      {"—", "-"},
      {"·", "-"},
      {"★", "*"},
      {"☆", "."},
      {"●", "O"},
      {"▸", ">"},
      {"▲", "^"},
      {"…", "..."},
      {"×", "x"},
      {"→", "->"},
      {"←", "<-"},
      {"↑", "^"},
      {"↓", "v"},
  }};
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (!continuation_byte(text[i]) && static_cast<unsigned char>(text[i]) < 0x80U) {
      out += text[i++];
      continue;
    }
    std::size_t end = i + 1;
    while (end < text.size() && continuation_byte(text[end])) ++end;
    const auto glyph = text.substr(i, end - i);
    const auto known =
        std::find_if(kFallbacks.begin(), kFallbacks.end(), [&](const auto& f) { return f.first == glyph; });
    out += known != kFallbacks.end() ? known->second : "?";
    i = end;
  }
  return out;
}

}  // namespace cardtable::ui
