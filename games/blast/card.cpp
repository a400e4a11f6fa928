#include "games/blast/card.hpp"

namespace cardtable::blast {

CardSet faction_cards(Faction f) {
  return CardSet{((std::uint64_t{1} << kValues) - 1) << (static_cast<int>(f) * kValues)};
}

char faction_code(Faction f) { return "CGJS"[static_cast<int>(f)]; }

std::optional<Faction> faction_from_code(char code) {
  switch (code) {
    case 'C': return Faction::Changeling;
    case 'G': return Faction::Greedbot;
    case 'J': return Faction::Junker;
    case 'S': return Faction::Shrinker;
    default: return std::nullopt;
  }
}

std::string faction_name(Faction f) {
  static const char* const kNames[] = {"Changeling", "Greedbot", "Junker", "Shrinker"};
  return kNames[static_cast<int>(f)];
}

std::string card_name(CardId c) { return faction_code(faction_of(c)) + std::to_string(value_of(c)); }

std::optional<CardId> parse_card(std::string_view s) {
  if (s.size() < 2 || s.size() > 3) return std::nullopt;
  auto faction = faction_from_code(s[0]);
  if (!faction) return std::nullopt;
  int value = 0;
  for (char ch : s.substr(1)) {
    if (ch < '0' || ch > '9') return std::nullopt;
    value = value * 10 + (ch - '0');
  }
  if (s.size() == 3 && s[1] == '0') return std::nullopt;  // "S07" is not a card name
  if (value >= kValues) return std::nullopt;
  return card_of(*faction, value);
}

}  // namespace cardtable::blast
