#pragma once
#include <algorithm>
#include <optional>
#include <vector>

#include "framework/card_set.hpp"
#include "framework/seat.hpp"

namespace cardtable::framework {

// An ordered pile of cards that belongs to one seat (a deck, a hand, a discard pile). The back is the top.
struct Zone {
  std::vector<CardId> cards;

  bool empty() const { return cards.empty(); }
  std::size_t size() const { return cards.size(); }
  bool contains(CardId card) const { return std::find(cards.begin(), cards.end(), card) != cards.end(); }
  void put_on_top(CardId card) { cards.push_back(card); }
  void put_on_bottom(CardId card) { cards.insert(cards.begin(), card); }
  std::optional<CardId> take_top() {
    if (cards.empty()) return std::nullopt;
    CardId top = cards.back();
    cards.pop_back();
    return top;
  }
  bool remove(CardId card) {
    auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end()) return false;
    cards.erase(it);
    return true;
  }

  bool operator==(const Zone&) const = default;

  template <class Archive>
  void serialize(Archive& ar, unsigned /*version*/) {
    ar & cards;
  }
};

}  // namespace cardtable::framework
