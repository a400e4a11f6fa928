#include "games/smashup/catalog.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace cardtable::smashup {

std::span<const FactionDef> registered_factions();  // factions/registry.cpp

namespace {

// Ids are fixed by faction and table position, not by the registry's order, so saves keep their meaning when
// factions are added: DefId = faction * 16 + index, BaseId = faction * 4 + index.
static_assert(kFactionCount * kDefsPerFaction <= kNoDef, "every card kind needs its own DefId");
static_assert(kFactionCount * kBasesPerFaction <= kNoBase, "every base needs its own BaseId");

struct Flat {
  std::array<const CardDef*, kFactionCount * kDefsPerFaction> cards{};
  std::array<const BaseDef*, kFactionCount * kBasesPerFaction> bases{};
  std::vector<DefId> card_ids;
  std::vector<BaseId> base_ids;
  HookTables hooks;
};

template <class Def>
EventSet reacts_of(const Def& d) {
  return d.reacts ? d.reacts.to : 0;
}

const Flat& flat() {
  static const Flat all = [] {
    Flat f;
    for (const auto& faction : registered_factions()) {
      const auto at = static_cast<std::size_t>(faction.faction);
      for (std::size_t i = 0; i < faction.cards.size(); ++i) f.cards[at * kDefsPerFaction + i] = &faction.cards[i];
      for (std::size_t i = 0; i < faction.bases.size(); ++i) f.bases[at * kBasesPerFaction + i] = &faction.bases[i];
    }
    for (std::size_t i = 0; i < f.cards.size(); ++i)
      if (f.cards[i]) {
        f.card_ids.push_back(static_cast<DefId>(i));
        f.hooks.cards[i] = hooks_of(*f.cards[i]);
        f.hooks.card_reacts[i] = reacts_of(*f.cards[i]);
        if (f.cards[i]->lasting) {
          f.hooks.lasting[i] = hooks_of(*f.cards[i]->lasting);
          f.hooks.lasting_reacts[i] = reacts_of(*f.cards[i]->lasting);
        }
      }
    for (std::size_t i = 0; i < f.bases.size(); ++i)
      if (f.bases[i]) {
        f.base_ids.push_back(static_cast<BaseId>(i));
        f.hooks.bases[i] = hooks_of(*f.bases[i]);
        f.hooks.base_reacts[i] = reacts_of(*f.bases[i]);
      }
    return f;
  }();
  return all;
}

}  // namespace

const std::array<const CardDef*, kFactionCount * kDefsPerFaction>& kCardTable = flat().cards;
const std::array<const BaseDef*, kFactionCount * kBasesPerFaction>& kBaseTable = flat().bases;
const HookTables& kHookTables = flat().hooks;

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

std::span<const FactionDef> known_factions() { return registered_factions(); }

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
