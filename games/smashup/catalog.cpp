#include "games/smashup/catalog.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace cardtable::smashup {

std::span<const FactionDef> registered_factions();  // factions/registry.cpp

namespace {

// Ids are fixed by faction and table position, not by the registry's order, so saves keep their meaning when
// factions are added: DefId = faction * 16 + index, BaseId = faction * 4 + index.
static_assert(kMaxCardKinds <= kNoDef, "every card kind needs its own DefId");
static_assert(kMaxBases <= kNoBase, "every base needs its own BaseId, and none is kNoBase");
static_assert(kFactionCount <= kMaxFactions, "the registry's factions fit the catalog");

struct Flat {
  std::array<const CardDef*, kMaxCardKinds> cards{};
  std::array<const BaseDef*, kMaxBases> bases{};
  std::vector<DefId> card_ids;
  std::vector<BaseId> base_ids;
  std::array<bool, kMaxFactions> known{};  // by Faction value
  HookTables hooks;
  // Never reallocated (room for every faction is kept from the start): known_factions() and find_faction() hand out
  // spans and pointers into it.
  std::vector<FactionDef> factions;
};

template <class Def>
EventSet reacts_of(const Def& d) {
  return d.reacts ? d.reacts.to : 0;
}

// Enters one faction's cards and bases in the tables; card_ids and base_ids are sorted again by the caller.
void enter(Flat& f, const FactionDef& faction) {
  const auto at = static_cast<std::size_t>(faction.faction);
  for (std::size_t i = 0; i < faction.cards.size(); ++i) {
    const auto id = at * kDefsPerFaction + i;
    const CardDef& card = faction.cards[i];
    f.cards[id] = &card;
    f.card_ids.push_back(static_cast<DefId>(id));
    f.hooks.cards[id] = hooks_of(card);
    f.hooks.card_reacts[id] = reacts_of(card);
    if (card.lasting) {
      f.hooks.lasting[id] = hooks_of(*card.lasting);
      f.hooks.lasting_reacts[id] = reacts_of(*card.lasting);
    }
  }
  for (std::size_t i = 0; i < faction.bases.size(); ++i) {
    const auto id = at * kBasesPerFaction + i;
    f.bases[id] = &faction.bases[i];
    f.base_ids.push_back(static_cast<BaseId>(id));
    f.hooks.bases[id] = hooks_of(faction.bases[i]);
    f.hooks.base_reacts[id] = reacts_of(faction.bases[i]);
  }
  f.known[at] = true;
  f.factions.push_back(faction);
}

void sort_ids(Flat& f) {
  std::sort(f.card_ids.begin(), f.card_ids.end());
  std::sort(f.base_ids.begin(), f.base_ids.end());
}

Flat& flat() {
  static Flat all = [] {
    Flat f;
    f.factions.reserve(kMaxFactions);
    for (const auto& faction : registered_factions()) enter(f, faction);
    sort_ids(f);
    return f;
  }();
  return all;
}

}  // namespace

const std::array<const CardDef*, kMaxCardKinds>& kCardTable = flat().cards;
const std::array<const BaseDef*, kMaxBases>& kBaseTable = flat().bases;
const HookTables& kHookTables = flat().hooks;

void extend_catalog(std::span<const FactionDef> more) {
  Flat& f = flat();
  for (const auto& faction : more) {
    const auto at = static_cast<int>(faction.faction);
    if (at >= kMaxFactions || faction.cards.size() > kDefsPerFaction || faction.bases.size() > kBasesPerFaction)
      throw std::invalid_argument("faction " + std::string(faction.slug) + " does not fit the catalog");
    if (std::any_of(f.factions.begin(), f.factions.end(), [&](const FactionDef& known) {
          return known.faction == faction.faction || known.slug == faction.slug;
        }))
      throw std::invalid_argument("faction " + std::string(faction.slug) + " is already in the catalog");
    enter(f, faction);
  }
  sort_ids(f);
}

HookSet hooks_of(const CardDef& d) {
  HookSet out = 0;
  const auto add = [&](bool has, HookSet bit) {
    if (has) out |= bit;
  };
  add(d.power_bonus, hook::kPower);
  add(d.player_power_bonus, hook::kPlayerPower);
  add(d.breakpoint_bonus, hook::kBreakpoint);
  add(d.reacts.when, hook::kReacts);
  add(d.replaces, hook::kReplaces);
  add(d.prevents, hook::kPrevents);
  add(d.forbids_play.when, hook::kForbidsPlay);
  add(d.ignores_base, hook::kIgnoresBase);
  add(d.allows_from_discard, hook::kAllowsFromDiscard);
  add(d.takes_actions_from_discard, hook::kTakesActionsFromDiscard);
  add(d.stops_scoring, hook::kStopsScoring);
  add(d.destroyed_to, hook::kDestroyedTo);
  add(d.special.when, hook::kSpecial);
  add(d.special && (d.special.in & window_bit(WindowKind::PlayPhase)), hook::kPlayPhaseSpecial);
  add(d.talent, hook::kTalent);
  add(d.plays_from_discard, hook::kPlaysFromDiscard);
  return out;
}

HookSet hooks_of(const BaseDef& d) {
  return static_cast<HookSet>((d.power_bonus ? hook::kPower : 0) | (d.reacts ? hook::kReacts : 0) |
                              (d.forbids_play ? hook::kForbidsPlay : 0));
}

std::span<const FactionDef> known_factions() { return flat().factions; }

std::vector<FactionDef> factions(std::uint8_t edition) {
  std::vector<FactionDef> out;
  for (const auto& def : known_factions())
    if (def.edition != 0 && def.edition <= edition) out.push_back(def);
  return out;
}

const FactionDef& faction_def(Faction f) {
  for (const auto& def : known_factions())
    if (def.faction == f) return def;
  throw std::logic_error("faction " + std::to_string(static_cast<int>(f)) + " is not registered");
}

bool playable(Faction f, std::uint8_t edition) {
  const auto& def = faction_def(f);
  return def.edition != 0 && def.edition <= edition;
}

const FactionDef* find_faction(std::string_view slug) {
  for (const auto& def : known_factions())
    if (def.slug == slug) return &def;
  return nullptr;
}

bool is_faction(int value) {
  return value >= 0 && value < kMaxFactions && flat().known[static_cast<std::size_t>(value)];
}

std::string_view faction_slug(Faction f) { return faction_def(f).slug; }
std::string_view faction_name(Faction f) { return faction_def(f).name; }

bool faction_from_slug(std::string_view slug, Faction& out) {
  const auto* def = find_faction(slug);
  if (def) out = def->faction;
  return def != nullptr;
}

bool is_card_def(DefId id) { return id < flat().cards.size() && flat().cards[id] != nullptr; }
const std::vector<DefId>& card_defs() { return flat().card_ids; }
bool is_base_def(BaseId id) { return id < flat().bases.size() && flat().bases[id] != nullptr; }
const std::vector<BaseId>& base_defs() { return flat().base_ids; }

std::vector<BaseId> base_pool(std::uint8_t edition) {
  std::vector<BaseId> out;
  for (auto id : base_defs())
    if (playable(base_def(id).faction, edition)) out.push_back(id);
  return out;
}

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

CardId CardList::add(CardRecord card) {
  records_.push_back(card);
  own(card);
  return static_cast<CardId>(records_.size() - 1);
}

void CardList::own(CardRecord card) {
  meet(card.def);
  // A damaged save may name a seat or kind that does not exist: it is refused once read.
  if (card.owner < kMaxPlayers && is_card_def(card.def)) unions_.value().owned[card.owner] |= card_hooks(card.def);
}

void CardList::meet(DefId kind) {
  // A damaged save may name a kind that does not exist: it is refused once read (saves/smashup_codec.cpp).
  if (!is_card_def(kind)) return;
  auto& u = unions_.value();
  u.hooks |= card_hooks(kind) | lasting_table_hooks(kind);
  const auto& d = card_def(kind);
  u.reacts_to |= reacts_of(d) | (d.lasting ? reacts_of(*d.lasting) : 0);
}

void CardList::rework() {
  unions_ = Unions{};
  for (const auto& card : records_) own(card);
}

std::vector<DefId> faction_cards(Faction f) {
  std::vector<DefId> out;
  for (auto id : card_defs())
    if (card_def(id).faction == f) out.push_back(id);
  return out;
}

}  // namespace cardtable::smashup
