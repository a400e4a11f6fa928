#include "ui/blast/blast_words.hpp"

namespace cardtable::ui {

using blast::Faction;
using blast::Planet;

std::string short_requirement(Planet planet) {
  switch (planet) {
    case Planet::Zamepra: return "1 card";
    case Planet::Peolara: return "a pair";
    case Planet::Usiri: return "three of a kind";
    case Planet::VaoD: return "run, one faction";
    case Planet::ThoraIII: return "run, 3 factions";
  }
  return {};
}

std::string faction_plural(Faction faction) { return blast::faction_name(faction) + "s"; }

std::string card_note(blast::CardId card) {
  const auto faction = blast::faction_of(card);
  const int value = blast::value_of(card);
  std::string out = blast::card_name(card) + ": " + blast::faction_name(faction) + " " + std::to_string(value) + " - ";
  switch (faction) {
    case Faction::Shrinker:
      return out +
             (value > 0 ? "may count as " + std::to_string(value - 1) + " (one lower)" : "cannot count lower than 0");
    case Faction::Changeling: return out + "may count as any other faction (not its ability)";
    case Faction::Greedbot: return out + "winning with it brings the planet straight to you";
    case Faction::Junker: return out + "winning with it makes you discard a card";
  }
  return out;
}

std::string cards_list(const std::vector<blast::CardId>& cards) {
  std::string out;
  for (auto c : cards) out += (out.empty() ? "" : " ") + blast::card_name(c);
  return out;
}

std::string count_cards(int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

std::string sentence(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

}  // namespace cardtable::ui
