#pragma once
#include <bit>
#include <cstdint>
#include <vector>

namespace cardtable::framework {

using CardId = std::uint8_t;

// An unordered set of up to 64 card ids in one word: games with a small deck (Blast has 44 cards) keep hands and
// piles this way, so a state copy for a bot is a handful of machine words.
struct CardSet {
  std::uint64_t bits = 0;

  static CardSet of(CardId card) { return CardSet{std::uint64_t{1} << card}; }

  bool contains(CardId card) const { return (bits >> card) & 1U; }
  void insert(CardId card) { bits |= std::uint64_t{1} << card; }
  void erase(CardId card) { bits &= ~(std::uint64_t{1} << card); }
  int size() const { return std::popcount(bits); }
  bool empty() const { return bits == 0; }
  bool includes(CardSet other) const { return (bits & other.bits) == other.bits; }
  bool intersects(CardSet other) const { return (bits & other.bits) != 0; }

  CardSet operator|(CardSet o) const { return {bits | o.bits}; }
  CardSet operator&(CardSet o) const { return {bits & o.bits}; }
  CardSet operator-(CardSet o) const { return {bits & ~o.bits}; }
  CardSet& operator|=(CardSet o) { bits |= o.bits; return *this; }
  CardSet& operator-=(CardSet o) { bits &= ~o.bits; return *this; }

  // Ascending card ids.
  std::vector<CardId> cards() const {
    std::vector<CardId> out;
    out.reserve(static_cast<std::size_t>(size()));
    for (auto b = bits; b != 0; b &= b - 1) out.push_back(static_cast<CardId>(std::countr_zero(b)));
    return out;
  }

  auto operator<=>(const CardSet&) const = default;

  template <class Archive>
  void serialize(Archive& ar, unsigned /*version*/) {
    ar & bits;
  }
};

}  // namespace cardtable::framework
