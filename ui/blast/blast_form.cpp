#include "ui/blast/blast_form.hpp"

#include <array>

#include "ui/play/player_names.hpp"

namespace cardtable::ui {
namespace {

// BlastStart::first in hot-seat: "you" is Player 1, "bot" Player 2.
constexpr std::array<const char*, 3> kFirst = {"random", "you", "bot"};

std::size_t first_index(const std::string& first) {
  for (std::size_t i = 0; i < kFirst.size(); ++i)
    if (first == kFirst[i]) return i;
  return 0;
}

}  // namespace

BlastHotSeatForm::BlastHotSeatForm() {
  start_.hot_seat = true;
  start_.names.resize(2);
}

std::vector<FormRow> BlastHotSeatForm::rows() const {
  std::vector<FormRow> out;
  for (std::size_t seat = 0; seat < 2; ++seat) {
    const bool typing = naming_ && cursor_ == seat;
    const auto& name = start_.names[seat];
    out.push_back({"Player " + std::to_string(seat + 1),
                   "Person" + (name.empty() && !typing ? "" : ": " + name + (typing ? "_" : ""))});
  }
  const std::size_t first = first_index(start_.first);
  out.push_back({"First", first == 0 ? "random" : player_name(start_.names[first - 1], first - 1) + " leads"});
  out.push_back({"Seed", seed_.value(cursor_ == kSeedRow)});
  out.push_back({"Start", ""});
  return out;
}

BlastHotSeatForm::Outcome BlastHotSeatForm::handle(Key key) {
  if (naming_) {
    naming_ = type_name(start_.names[cursor_], key, cursor_);
    return Outcome::None;
  }
  if (seed_.handle(key, cursor_ == kSeedRow)) return Outcome::None;
  if (key.is('n') && cursor_ < kFirstRow) {
    naming_ = true;
    return Outcome::None;
  }
  return form_keys(key, cursor_, kStartRow, [this](int delta) {
    if (cursor_ != kFirstRow) return;
    const auto n = static_cast<int>(kFirst.size());
    start_.first = kFirst[static_cast<std::size_t>(((static_cast<int>(first_index(start_.first)) + delta) % n + n) % n)];
  });
}

std::vector<std::string> BlastHotSeatForm::details() const {
  if (cursor_ < kFirstRow)
    return {"Two people share this keyboard; each hand is hidden while the keyboard passes.",
            "n: type this person's name (Enter ends it; left empty, they are Player " + std::to_string(cursor_ + 1) +
                ")."};
  if (cursor_ == kFirstRow) return {"Who leads the first round: left/right changes it."};
  if (cursor_ == kSeedRow) return {seed_.details()};
  return {"Enter starts the game; Esc goes back."};
}

framework::Session BlastHotSeatForm::session(const framework::GameCatalog& catalog) const {
  auto start = start_;
  start.seed = seed_.seed();
  return new_blast_session(catalog, start);
}

}  // namespace cardtable::ui
