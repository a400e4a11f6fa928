#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "games/blast/card.hpp"
#include "games/blast/planet.hpp"

namespace cardtable::blast {

// A card as it counts in a play: a Shrinker may count one lower, a Changeling as another faction.
struct CountedCard {
  CardId card = 0;
  std::uint8_t value = 0;
  Faction faction = Faction::Changeling;
  auto operator<=>(const CountedCard&) const = default;
};

enum class ActionKind : std::uint8_t { Play, Pass, Give, Discard };

// One answer to a Blast decision. A play is the whole combination, with its declarations, in notation order.
struct Action {
  static constexpr std::size_t kPlayBytes = 3 + 3 * sizeof(CountedCard);

  ActionKind kind = ActionKind::Pass;
  Planet planet = Planet::Zamepra;
  std::uint8_t count = 0;                 // cards in a play
  std::array<CountedCard, 3> cards{};     // the play, cards [0, count)
  CardSet chosen;                         // Give: the cards given; Discard: the one card

  // Inline: the bot's rollouts ask for these for every play they weigh.
  CardSet play_cards() const {
    CardSet set;
    for (int i = 0; i < count; ++i) set.insert(cards[i].card);
    return set;
  }
  int total() const {
    int sum = 0;
    for (int i = 0; i < count; ++i) sum += cards[i].value;
    return sum;
  }
  auto operator<=>(const Action&) const = default;
  // The search looks actions up among a node's children in its inner loop: two loads per side beat a member-by-member
  // walk with a branch per byte. The bytes from `kind` to the last card are all members, with no padding between.
  bool operator==(const Action& o) const {
    return std::memcmp(&kind, &o.kind, kPlayBytes) == 0 && chosen == o.chosen;
  }

  static Action pass() { return {}; }
  static Action give(CardSet cards) {
    Action a;
    a.kind = ActionKind::Give;
    a.chosen = cards;
    return a;
  }
  static Action discard(CardId card) {
    Action a;
    a.kind = ActionKind::Discard;
    a.chosen = CardSet::of(card);
    return a;
  }
};
static_assert(sizeof(CountedCard) == 3 && offsetof(Action, cards) + sizeof(Action::cards) == Action::kPlayBytes);

// Puts a play's cards in notation order: counted value, then faction code, then printed value.
void sort_play(Action& a);

// The fixed action strings of docs/protocol.md: "play vao-d S3 S4- C5=S", "pass", "give G9 J10", "discard J3".
std::string to_string(const Action& a);
std::optional<Action> parse_action(std::string_view text);
// A play for people: "S3 S4- C5=S on Vao D (total 11)".
std::string describe_play(const Action& play);
// Just the cards of a play as written: "S3 S4- C5=S".
std::string describe_cards(const Action& play);

}  // namespace cardtable::blast
