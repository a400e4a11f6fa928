#pragma once
// Which permission covers a play (the turn's own play, an extra, a card letting the discard pile be played from) and
// which of them differ in what they leave for later: read by the play queries and by the step that makes a
// play. Inline, as the play options ask them for every card and base of a position.
#include <algorithm>

#include <boost/container/small_vector.hpp>

#include "games/smashup/holders.hpp"
#include "games/smashup/queries.hpp"

namespace cardtable::smashup {

// A play's permission: the turn's own play of its kind, an index into the turn's extras, or none that covers it.
constexpr int kNormalPlay = -1;
constexpr int kNoAllowance = -2;

// An extra that covers only some plays (a power limit, one base, the discard pile, one card, ...).
inline bool restricted(const ExtraPlay& e) {
  return e.max_power >= 0 || e.only_on != kNoBase || e.from_discard || e.where_no_own_minion ||
         e.only_card != kNoCard || e.same_name || e.only_named != kNoDef;
}

// Spectre: the card itself says it may be played from its owner's discard pile like a hand card.
inline bool plays_from_own_discard(const State& s, Seat seat, CardId card) {
  if (!(card_hooks(s.cards[card].def) & hook::kPlaysFromDiscard)) return false;
  return owner_of(s, card) == seat && def_of(s, card).plays_from_discard(s, card, seat);
}

inline bool action_onto_minion(const CardDef& d) {
  return d.type == CardType::Action && (d.play_on == PlayOn::Minion || d.play_on == PlayOn::OwnMinion);
}

// What in play lets `seat` play cards from their discard pile: cards that let a discard-pile card be played like a
// hand card (They're Coming to Get You) and minions that take actions from it (Cyberback), gathered once for all
// the plays of one position.
class DiscardPermissions {
 public:
  DiscardPermissions(const State& s, Seat seat) : s_(s), seat_(seat) {
    for_each_holder(s, kHooks, [&](const Holder& h, const CardDef* cd, const BaseDef*) { add(h, cd); });
  }
  // For a walk that gathers other hooks too: start empty, then offer it every holder with these hooks.
  static constexpr HookSet kHooks = hook::kAllowsFromDiscard | hook::kTakesActionsFromDiscard;
  struct Unwalked {};
  DiscardPermissions(const State& s, Seat seat, Unwalked) : s_(s), seat_(seat) {}
  void add(const Holder& h, const CardDef* cd) {
    if (!cd) return;
    if (cd->allows_from_discard) allowers_.emplace_back(h, cd->allows_from_discard);
    // Only a minion takes actions onto itself (not an attached action or a lasting effect with the hook).
    if (cd->takes_actions_from_discard && !h.lasting && def_of(s_, h.card).type == CardType::Minion &&
        cd->takes_actions_from_discard(s_, h.card, seat_))
      takers_.push_back({h.card, h.base});
  }
  // A card in play lets this discard-pile card be played like a hand card here. Asked for every discard-pile card
  // and base while one is in play, from inside the play options' loops: kept inline there (a call would save and
  // restore six registers around each hook it asks).
  [[gnu::always_inline]] bool allow(CardId card, BaseId base) const {
    return std::any_of(allowers_.begin(), allowers_.end(),
                       [&](const auto& held) { return held.second(s_, held.first, seat_, card, base); });
  }
  // Cyberback: the minion takes actions from `seat`'s discard pile.
  bool takes(CardId minion) const {
    return std::any_of(takers_.begin(), takers_.end(), [&](const Taker& t) { return t.minion == minion; });
  }
  // The card is an action for a minion, and a minion on `base` takes it from the discard pile.
  bool base_takes(CardId card, BaseId base) const {
    return !takers_.empty() && action_onto_minion(def_of(s_, card)) &&
           std::any_of(takers_.begin(), takers_.end(), [&](const Taker& t) { return t.base == base; });
  }
  // Whether the discard-pile card could be covered by any permission: it may stand in for a hand card (its own
  // word, a card's allowance, a minion taking it) or an extra names it or the discard pile.
  bool may_reach(CardId card) const {
    const auto& d = def_of(s_, card);
    if (allowed_somewhere(card) || plays_from_own_discard(s_, seat_, card) ||
        (!takers_.empty() && action_onto_minion(d)))
      return true;
    return std::any_of(s_.turn.extras.begin(), s_.turn.extras.end(), [&](const ExtraPlay& e) {
      return e.type == d.type && (e.only_card == card || (e.only_card == kNoCard && e.from_discard));
    });
  }
  // A card in play lets this card be played like a hand card somewhere it could go (a base in play, or none for
  // an action played on nothing, and only there: its plays ask nowhere else): asked once per card, so that a
  // permission for another player or another kind of card (They're Coming to Get You on the opponent's side) does
  // not send every card through every base's check.
  bool allowed_somewhere(CardId card) const {
    if (allowers_.empty()) return false;
    const auto& d = def_of(s_, card);
    if (d.type == CardType::Action && d.play_on == PlayOn::Nothing) return allow(card, kNoBase);
    return std::any_of(s_.bases.begin(), s_.bases.end(), [&](const BaseInPlay& b) { return allow(card, b.base); });
  }
  // Whether anything might let `seat` play from the discard pile now.
  bool any() const {
    if (!allowers_.empty() || !takers_.empty()) return true;
    if (std::any_of(s_.turn.extras.begin(), s_.turn.extras.end(), [](const ExtraPlay& e) { return e.from_discard; }))
      return true;
    const auto& discard = s_.seats[seat_].discard;
    return (s_.cards.hooks() & hook::kPlaysFromDiscard) &&
           std::any_of(discard.begin(), discard.end(), [&](CardId c) { return plays_from_own_discard(s_, seat_, c); });
  }

 private:
  struct Taker {
    CardId minion;
    BaseId base;
  };
  const State& s_;
  Seat seat_;
  boost::container::small_vector<std::pair<Holder, AllowsFromDiscardHook>, 2> allowers_;
  boost::container::small_vector<Taker, 2> takers_;
};

// Whether some extra of the turn could cover this hand card somewhere (extra_allows without the base's part).
inline bool extra_may_cover_hand_card(const State& s, CardId card, CardType type) {
  return std::any_of(s.turn.extras.begin(), s.turn.extras.end(), [&](const ExtraPlay& e) {
    return e.type == type && (e.only_card != kNoCard ? e.only_card == card : !e.from_discard);
  });
}

// `discard_as_hand`: a card in play lets this discard-pile card use the plays a hand card would (They're Coming to
// Get You), so extras meant for the hand cover it too.
inline bool extra_allows(const State& s, const ExtraPlay& e, Seat seat, CardId card, BaseId base, bool from_discard,
                  bool discard_as_hand = false) {
  const auto& d = def_of(s, card);
  if (d.type != e.type) return false;
  if (e.only_card != kNoCard) {
    if (card != e.only_card) return false;
  } else if (e.from_discard != from_discard && !(from_discard && discard_as_hand)) {
    return false;
  }
  if (e.max_power >= 0 && d.power > e.max_power) return false;
  if (e.only_named != kNoDef && s.cards[card].def != e.only_named) return false;
  if (e.only_on != kNoBase && base != e.only_on) return false;
  if (e.where_no_own_minion && has_own_minion(s, base, seat)) return false;
  return true;
}

// Calls fn(permission) for every permission that covers this play (kNormalPlay or an index into the turn's
// extras) until it returns true, in the order the engine prefers them: restricted extras, the turn's free play,
// unrestricted extras (the player keeps the most freedom for later plays).
// `discard`: this position's, when the caller gathered them already.
template <class Fn>
void for_each_permission(const State& s, Seat seat, CardId card, BaseId base, bool from_discard, Fn&& fn,
                         const DiscardPermissions* discard = nullptr) {
  const auto& extras = s.turn.extras;
  // They're Coming to Get You, Cyberback: a card from the discard pile may use any play a hand card would,
  // restricted extras included.
  const auto as_hand = [&](const DiscardPermissions& d) {
    return plays_from_own_discard(s, seat, card) || d.base_takes(card, base) || d.allow(card, base);
  };
  const bool discard_as_hand = from_discard && (discard ? as_hand(*discard) : as_hand(DiscardPermissions(s, seat)));
  for (std::size_t i = 0; i < extras.size(); ++i)
    if (restricted(extras[i]) && extra_allows(s, extras[i], seat, card, base, from_discard, discard_as_hand) &&
        fn(static_cast<int>(i)))
      return;
  if (from_discard && !discard_as_hand) return;
  const bool minion = def_of(s, card).type == CardType::Minion;
  if (!(minion ? s.turn.minion_used : s.turn.action_used) && fn(kNormalPlay)) return;
  for (std::size_t i = 0; i < extras.size(); ++i)
    if (!restricted(extras[i]) && extra_allows(s, extras[i], seat, card, base, from_discard, discard_as_hand) &&
        fn(static_cast<int>(i)))
      return;
}

inline int allowance_for(const State& s, Seat seat, CardId card, BaseId base, bool from_discard,
                  const DiscardPermissions* discard = nullptr) {
  int found = kNoAllowance;
  for_each_permission(
      s, seat, card, base, from_discard,
      [&](int p) {
        found = p;
        return true;
      },
      discard);
  return found;
}

inline ExtraPlay as_extra(const State& s, CardType type, int permission) {
  return permission == kNormalPlay ? ExtraPlay{type} : s.turn.extras[static_cast<std::size_t>(permission)];
}

// Two permissions that leave the same plays for later whichever is used (R-20 lets the engine pick then).
inline bool interchangeable(const ExtraPlay& a, const ExtraPlay& b) {
  return a.type == b.type && a.max_power == b.max_power && a.only_on == b.only_on && a.from_discard == b.from_discard &&
         a.where_no_own_minion == b.where_no_own_minion && a.only_card == b.only_card &&
         a.leaves_with_source == b.leaves_with_source && (!a.leaves_with_source || a.source == b.source) &&
         a.same_name == b.same_name && (!a.same_name || a.source == b.source) && a.only_named == b.only_named;
}

struct PlayedCard {
  CardId card = kNoCard;
  BaseId base = kNoBase;
  bool from_discard = false;
};

inline PlayedCard played_card(const State& s, Seat seat, const Choice& c) {
  // A play's card is in the hand or the discard pile: the hand is the shorter to search.
  const auto& hand = s.seats[seat].hand;
  const auto& discard = s.seats[seat].discard;
  const bool from_discard = std::find(hand.begin(), hand.end(), c.a) == hand.end() &&
                            std::find(discard.begin(), discard.end(), c.a) != discard.end();
  // An action played on nothing leaves `b` unused (255, which names a base since BaseId is 16 bits).
  BaseId base = c.kind == ChoiceKind::PlayAction ? kNoBase : c.b;
  if (c.kind == ChoiceKind::PlayOnMinion) base = base_of(s, static_cast<CardId>(c.b));
  return {static_cast<CardId>(c.a), base, from_discard};
}

// The permissions a play could use that differ in what they leave for later, one of each kind, preferred first.
inline boost::container::small_vector<int, 4> distinct_permissions(const State& s, Seat seat, const Choice& c) {
  const auto p = played_card(s, seat, c);
  const CardType type = def_of(s, p.card).type;
  boost::container::small_vector<int, 4> out;
  for_each_permission(s, seat, p.card, p.base, p.from_discard, [&](int permission) {
    const auto extra = as_extra(s, type, permission);
    if (std::none_of(out.begin(), out.end(), [&](int o) { return interchangeable(as_extra(s, type, o), extra); }))
      out.push_back(permission);
    return false;
  });
  return out;
}


}  // namespace cardtable::smashup
