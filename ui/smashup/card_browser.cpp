#include "ui/smashup/card_browser.hpp"

#include <algorithm>

#include "ui/screens/text.hpp"

namespace cardtable::ui {
namespace {

// "3× Invader (power 3): text", "2× Abduction (action): text"
std::string card_line(const smashup::CardDef& card) {
  const bool minion = card.type == smashup::CardType::Minion;
  return std::to_string(card.copies) + "× " + str(card.name) +
         (minion ? " (power " + std::to_string(card.power) + ")" : " (action)") + ": " + str(card.text);
}

std::string base_line(const smashup::BaseDef& base) {
  return str(base.name) + " (breakpoint " + std::to_string(base.breakpoint) + ", VP " + std::to_string(base.vp[0]) +
         "-" + std::to_string(base.vp[1]) + "-" + std::to_string(base.vp[2]) + "): " + str(base.text);
}

}  // namespace

std::vector<std::string> faction_card_lines(const smashup::FactionDef& faction) {
  std::vector<std::string> out{str(faction.blurb), ""};
  for (const auto type : {smashup::CardType::Minion, smashup::CardType::Action}) {
    int count = 0;
    for (const auto& card : faction.cards) count += card.type == type ? card.copies : 0;
    out.push_back(std::string(type == smashup::CardType::Minion ? "Minions" : "Actions") + " (" +
                  std::to_string(count) + " cards):");
    for (const auto& card : faction.cards)
      if (card.type == type) out.push_back("  " + card_line(card));
  }
  out.push_back("Bases:");
  for (const auto& base : faction.bases) out.push_back("  " + base_line(base));
  return out;
}

std::vector<std::string> cards_named_in(const std::string& line) {
  struct Named {
    std::string name;
    std::string text;
  };
  std::vector<Named> known;
  for (const auto& faction : smashup::known_factions()) {
    for (const auto& card : faction.cards)
      known.push_back({str(card.name), str(card.name) + " (" + str(faction.name) +
                                           (card.type == smashup::CardType::Minion
                                                ? " minion, power " + std::to_string(card.power)
                                                : std::string(" action")) +
                                           "): " + str(card.text)});
    for (const auto& base : faction.bases) known.push_back({str(base.name), "Base " + base_line(base)});
  }
  std::stable_sort(known.begin(), known.end(), [](const Named& a, const Named& b) { return a.name.size() > b.name.size(); });
  const auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::string rest = line;
  std::vector<std::pair<std::size_t, std::string>> found;  // where in the line, what
  for (const auto& named : known) {
    for (auto at = rest.find(named.name); at != std::string::npos; at = rest.find(named.name, at + 1)) {
      const auto end = at + named.name.size();
      if ((at > 0 && letter(rest[at - 1])) || (end < rest.size() && letter(rest[end]))) continue;
      found.emplace_back(at, named.text);
      rest.replace(at, named.name.size(), std::string(named.name.size(), ' '));  // read once
      break;
    }
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (auto& [at, text] : found)
    if (std::find(out.begin(), out.end(), text) == out.end()) out.push_back(std::move(text));
  return out;
}

std::vector<smashup::Faction> browsed_factions(const smashup::Observation& view) {
  std::vector<smashup::Faction> out;
  for (const auto& seat : view.seats)
    for (int i = 0; i < seat.faction_count; ++i) {
      const auto faction = seat.factions[static_cast<std::size_t>(i)];
      if (std::find(out.begin(), out.end(), faction) == out.end()) out.push_back(faction);
    }
  if (out.empty())
    for (const auto& faction : smashup::factions()) out.push_back(faction.faction);
  return out;
}

CardBrowser::CardBrowser(std::vector<smashup::Faction> factions) : factions_(std::move(factions)) {
  if (factions_.empty())
    for (const auto& faction : smashup::factions()) factions_.push_back(faction.faction);
}

std::string CardBrowser::title() const {
  if (!search_.empty()) return "Cards named \"" + search_ + "\" (" + std::to_string(found().size()) + ")";
  return "Cards: " + str(smashup::faction_name(faction())) + " (" + std::to_string(at_ + 1) + "/" +
         std::to_string(factions_.size()) + ")";
}

std::vector<std::string> CardBrowser::found() const {
  std::vector<std::string> out;
  const auto wanted = lower(search_);
  for (const auto f : factions_) {
    const auto& faction = smashup::faction_def(f);
    const auto name = str(faction.name);
    for (const auto& card : faction.cards)
      if (lower(card.name).find(wanted) != std::string::npos) out.push_back(name + ": " + card_line(card));
    for (const auto& base : faction.bases)
      if (lower(base.name).find(wanted) != std::string::npos) out.push_back(name + " base: " + base_line(base));
  }
  return out;
}

std::vector<std::string> CardBrowser::lines() const {
  if (!search_.empty()) {
    auto out = found();
    if (out.empty()) out.push_back("No card or base of these factions has \"" + search_ + "\" in its name.");
    return out;
  }
  return faction_card_lines(smashup::faction_def(faction()));
}

std::string CardBrowser::footer() const {
  if (!search_.empty()) return "type: search  backspace  esc: clear";
  return "left/right faction  type to search  esc closes";
}

bool CardBrowser::handle(Key key) {
  if (key.kind == KeyKind::Char) {
    const auto c = key.ch;
    const bool word = (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9') ||
                      c == U' ' || c == U'-' || c == U'\'';
    if (word && search_.size() < 30) {
      search_ += static_cast<char>(c);
      scroll_ = Scroll();
    }
    return true;
  }
  switch (key.kind) {
    case KeyKind::Backspace:
      if (!search_.empty()) search_.pop_back();
      scroll_ = Scroll();
      return true;
    case KeyKind::Escape:
      if (search_.empty()) return false;
      search_.clear();
      scroll_ = Scroll();
      return true;
    case KeyKind::Left:
    case KeyKind::Right:
      if (search_.empty()) {
        const auto n = factions_.size();
        at_ = (at_ + (key.kind == KeyKind::Left ? n - 1 : 1)) % n;
        scroll_ = Scroll();
      }
      return true;
    case KeyKind::Up:
    case KeyKind::Down:
    case KeyKind::PageUp:
    case KeyKind::PageDown:
    case KeyKind::Home:
    case KeyKind::End: scroll_.handle(key); return true;
    case KeyKind::Enter: return !search_.empty();
    default: return false;
  }
}

}  // namespace cardtable::ui
