#include "ui/play/seed_row.hpp"

#include <charconv>
#include <stdexcept>

namespace cardtable::ui {

std::optional<std::uint64_t> read_seed(const std::string& typed) {
  if (typed.empty()) return std::nullopt;
  // from_chars would take a leading minus for an unsigned type: only digits are a seed, as on the command line.
  if (typed.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument("A seed is written in digits (0-9) only, not '" + typed +
                                "'; left empty, the deal is random.");
  std::uint64_t seed = 0;
  if (std::from_chars(typed.data(), typed.data() + typed.size(), seed).ec != std::errc())
    throw std::invalid_argument("A seed is at most 18446744073709551615.");
  return seed;
}

bool SeedRow::handle(Key key, bool at) {
  refusal_.clear();
  if (!at) return false;
  if (key.kind == KeyKind::Backspace) {
    if (!typed_.empty()) typed_.pop_back();
    return true;
  }
  if (key.kind != KeyKind::Char) return false;
  if (key.ch < U'0' || key.ch > U'9') {
    // Say which key, so nothing is typed or dropped behind the person's back.
    const std::string what = key.ch == U' '                   ? "A space"
                             : key.ch > U' ' && key.ch < 0x7f ? "'" + std::string(1, static_cast<char>(key.ch)) + "'"
                                                              : "That character";
    refusal_ = what + " is not a digit: a seed is digits only (0-9). Left empty, the deal is random.";
    return true;
  }
  try {
    read_seed(typed_ + static_cast<char>(key.ch));
    typed_ += static_cast<char>(key.ch);
  } catch (const std::invalid_argument& e) {
    refusal_ = e.what();
  }
  return true;
}

std::string SeedRow::value(bool at) const {
  if (typed_.empty()) return at ? "random (type digits)" : "random";
  return at ? typed_ + "_" : typed_;
}

std::string SeedRow::details() const {
  return "The seed to deal from: type its digits (Backspace removes one); the same seed and setup deal the same "
         "game, as --seed does on the command line. Left empty, the deal is random.";
}

}  // namespace cardtable::ui
