#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "framework/card_set.hpp"

namespace cardtable::blast {

using framework::CardId;
using framework::CardSet;

// Factions in the alphabetical order of their codes, which is also the order cards are written in (rules: Notation).
enum class Faction : std::uint8_t { Changeling = 0, Greedbot = 1, Junker = 2, Shrinker = 3 };
inline constexpr int kFactions = 4;
inline constexpr int kValues = 11;  // 0..10
inline constexpr int kDeckSize = kFactions * kValues;

constexpr CardId card_of(Faction f, int value) { return static_cast<CardId>(static_cast<int>(f) * kValues + value); }
constexpr Faction faction_of(CardId c) { return static_cast<Faction>(c / kValues); }
constexpr int value_of(CardId c) { return c % kValues; }

inline constexpr CardSet kAllCards{(std::uint64_t{1} << kDeckSize) - 1};
CardSet faction_cards(Faction f);

char faction_code(Faction f);
std::optional<Faction> faction_from_code(char code);
std::string faction_name(Faction f);
std::string card_name(CardId c);                       // "S7"
std::optional<CardId> parse_card(std::string_view s);  // "S7" -> card, nullopt when malformed

}  // namespace cardtable::blast
