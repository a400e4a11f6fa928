#pragma once
// Small integer names for everything a Smash Up game refers to. State holds only these, never strings or pointers,
// so a copy is cheap for search bots and a save is a list of numbers.
#include <cstdint>

#include "framework/seat.hpp"

namespace cardtable::smashup {

using framework::Seat;
// One physical card of this game: an index into State::cards. A game holds at most 4 players' two 20-card decks
// (160 cards) whatever factions they play, so a byte is enough.
using CardId = std::uint8_t;
// A base, by its index in the base catalog (every base exists once, so the catalog index names it): 4 per faction,
// so 64 factions' bases take a byte's 256 values and leave none for kNoBase: 16 bits. (A save before format 11 holds
// a byte, its 255 meaning no base.)
using BaseId = std::uint16_t;
// A kind of card, by its index in the card catalog: 16 per faction, so 16 factions already fill a byte.
using DefId = std::uint16_t;
// Which hooks a card kind, its lasting effect's table or a base has (catalog.hpp's hook:: bits): a walk over the
// holders (holders.hpp) names the hooks it asks, and passes by those with none of them without looking further.
// 32 bits: room for new kinds of hook (catalog.hpp's static_assert counts them).
using HookSet = std::uint32_t;

inline constexpr CardId kNoCard = 255;
inline constexpr BaseId kNoBase = 0xFFFF;
inline constexpr DefId kNoDef = 0xFFFF;
inline constexpr Seat kNoSeat = 255;

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kCardsPerFaction = 20;
inline constexpr int kStartingHand = 5;
inline constexpr int kDrawPerTurn = 2;
inline constexpr int kHandLimit = 10;
inline constexpr int kWinningVp = 15;
static_assert(kMaxPlayers * 2 * kCardsPerFaction < kNoCard, "every card of a game needs its own CardId");
static_assert(sizeof(BaseId) <= sizeof(DefId), "a question's asker and an ability's owner hold a DefId or a BaseId");

// Every faction of the core set and of the second box (Awesome Level 9000, Science Fiction Double Feature). The
// value is part of every card's and base's id, so new factions are appended, never inserted.
enum class Faction : std::uint8_t {
  Aliens, Dinosaurs, Ninjas, Pirates, Robots, Tricksters, Wizards, Zombies,
  Ghosts, BearCavalry, KillerPlants, Steampunks, CyborgApes, Shapeshifters, SuperSpies, TimeTravelers,
};
inline constexpr int kFactionCount = 16;
// The factions the catalog has room for (its tables, the sets of bases and card kinds): the registry's and those a
// test adds (catalog.hpp's extend_catalog). Every faction's cards and bases need ids below kNoDef and kNoBase
// (catalog.cpp's static_asserts), and a Faction is a byte. More costs little room but time: every set of bases the
// play phase builds is a 64-bit word per 16 factions.
inline constexpr int kMaxFactions = 64;
static_assert(kMaxFactions <= 256, "a Faction is a byte");

enum class CardType : std::uint8_t { Minion, Action };

// Where an action goes when played: resolved then discarded, or attached (Ongoing) to a base or a minion.
enum class PlayOn : std::uint8_t { Nothing, Base, Minion, OwnMinion };

}  // namespace cardtable::smashup
