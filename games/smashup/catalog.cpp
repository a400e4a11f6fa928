#include "games/smashup/catalog.hpp"

#include <algorithm>

namespace cardtable::smashup {

std::span<const FactionDef> registered_factions();  // factions/registry.cpp

namespace {

constexpr std::array<std::string_view, kFactionCount> kFactionSlugs{
    "aliens", "dinosaurs", "ninjas", "pirates", "robots", "tricksters", "wizards", "zombies"};
constexpr std::array<std::string_view, kFactionCount> kFactionNames{
    "Aliens", "Dinosaurs", "Ninjas", "Pirates", "Robots", "Tricksters", "Wizards", "Zombies"};
constexpr std::array<std::string_view, 16> kCoreBaseSlugs{
    "the-homeworld", "the-mothership", "jungle-oasis", "tar-pits", "temple-of-goju", "ninja-dojo",
    "the-grey-opal", "tortuga", "the-central-brain", "factory-436-1337", "cave-of-shinies", "mushroom-kingdom",
    "the-great-library", "school-of-wizardry", "evans-city-cemetery", "rhodes-plaza-mall"};

// Ids are fixed by faction and table position, not by the registry's order, so saves keep their meaning when
// factions are added: DefId = faction * 16 + index, BaseId = faction * 4 + index.
constexpr int kBasesPerFaction = 4;

struct Flat {
  std::array<const CardDef*, kFactionCount * kDefsPerFaction> cards{};
  std::array<const BaseDef*, kFactionCount * kBasesPerFaction> bases{};
  std::vector<DefId> card_ids;
  std::vector<BaseId> base_ids;
};

const Flat& flat() {
  static const Flat all = [] {
    Flat f;
    for (const auto& faction : registered_factions()) {
      const auto at = static_cast<std::size_t>(faction.faction);
      for (std::size_t i = 0; i < faction.cards.size(); ++i) f.cards[at * kDefsPerFaction + i] = &faction.cards[i];
      for (std::size_t i = 0; i < faction.bases.size(); ++i) f.bases[at * kBasesPerFaction + i] = &faction.bases[i];
    }
    for (std::size_t i = 0; i < f.cards.size(); ++i)
      if (f.cards[i]) f.card_ids.push_back(static_cast<DefId>(i));
    for (std::size_t i = 0; i < f.bases.size(); ++i)
      if (f.bases[i]) f.base_ids.push_back(static_cast<BaseId>(i));
    return f;
  }();
  return all;
}

}  // namespace

const std::array<const CardDef*, kFactionCount * kDefsPerFaction>& kCardTable = flat().cards;

std::span<const FactionDef> factions() { return registered_factions(); }

const FactionDef* find_faction(Faction f) {
  for (const auto& def : factions())
    if (def.faction == f) return &def;
  return nullptr;
}

const FactionDef* find_faction(std::string_view slug) {
  for (const auto& def : factions())
    if (def.slug == slug) return &def;
  return nullptr;
}

std::string_view faction_slug(Faction f) { return kFactionSlugs[static_cast<std::size_t>(f)]; }
std::string_view faction_name(Faction f) { return kFactionNames[static_cast<std::size_t>(f)]; }

bool faction_from_slug(std::string_view slug, Faction& out) {
  for (std::size_t i = 0; i < kFactionSlugs.size(); ++i)
    if (kFactionSlugs[i] == slug) {
      out = static_cast<Faction>(i);
      return true;
    }
  return false;
}

bool is_card_def(DefId id) { return id < flat().cards.size() && flat().cards[id] != nullptr; }
const std::vector<DefId>& card_defs() { return flat().card_ids; }
const BaseDef& base_def(BaseId id) { return *flat().bases[id]; }
bool is_base_def(BaseId id) { return id < flat().bases.size() && flat().bases[id] != nullptr; }
const std::vector<BaseId>& base_defs() { return flat().base_ids; }

bool find_card_def(std::string_view slug, DefId& out) {
  for (auto id : card_defs())
    if (card_def(id).slug == slug) {
      out = id;
      return true;
    }
  return false;
}

bool find_base_def(std::string_view slug, BaseId& out) {
  for (auto id : base_defs())
    if (base_def(id).slug == slug) {
      out = id;
      return true;
    }
  return false;
}

std::vector<DefId> faction_cards(Faction f) {
  std::vector<DefId> out;
  for (auto id : card_defs())
    if (card_def(id).faction == f) out.push_back(id);
  return out;
}

bool is_known_base_name(std::string_view slug) {
  return std::find(kCoreBaseSlugs.begin(), kCoreBaseSlugs.end(), slug) != kCoreBaseSlugs.end();
}

}  // namespace cardtable::smashup
