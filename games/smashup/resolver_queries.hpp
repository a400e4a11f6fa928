#pragma once
// What a step reads of the position, through its Resolver (r.power(minion), r.hand(seat), r.winners(base)): the
// position queries of queries.hpp asked of the position being resolved, and the lists of cards and bases a step
// holds and hands to a question. The card vocabulary (resolver.hpp) adds the filters, questions and effects on top.
#include <cstdint>
#include <span>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "games/smashup/queries.hpp"

namespace cardtable::smashup {

// Cards an ability looks at for a moment (the minions a filter finds): few enough to live on the stack, as asking
// for them is a step of most abilities.
using CardIds = boost::container::small_vector<CardId, 16>;
// The cards a question offers, from either kind of list.
struct CardSpan : std::span<const CardId> {
  CardSpan(const std::vector<CardId>& cards) : span(cards) {}
  CardSpan(const CardIds& cards) : span(cards.data(), cards.size()) {}
};

// The bases a question offers, from either kind of list.
struct BaseSpan : std::span<const BaseId> {
  BaseSpan(const std::vector<BaseId>& bases) : span(bases) {}
  BaseSpan(const PerBase<BaseId>& bases) : span(bases.data(), bases.size()) {}
};

class ResolverQueries {
 public:
  explicit ResolverQueries(State& s) : s_(s) {}
  const State& state() const { return s_; }
  Seat active() const { return s_.turn.active; }
  bool starting_turn() const { return smashup::starting_turn(s_); }
  int players() const { return s_.players; }
  const CardDef& def(CardId c) const { return def_of(s_, c); }
  const CardDef& abilities(CardId c) const { return abilities_of(s_, c); }
  Seat owner(CardId c) const { return owner_of(s_, c); }
  Seat controller(CardId c) const { return controller_of(s_, c); }
  BaseId base_of(CardId c) const { return smashup::base_of(s_, c); }
  bool in_play(CardId c) const { return base_of(c) != kNoBase; }
  int power(CardId minion) const { return smashup::power(s_, minion); }
  int printed_power(CardId c) const { return smashup::printed_power(s_, c); }
  int total_power(BaseId b) const { return smashup::total_power(s_, b); }
  int player_power(BaseId b, Seat seat) const { return smashup::player_power(s_, b, seat); }
  int breakpoint(BaseId b) const { return smashup::breakpoint(s_, b); }
  PerBase<BaseId> bases() const;                          // in play, left to right
  PerBase<BaseId> bases_except(BaseId b) const;
  std::vector<CardId> actions_on_base(BaseId b) const;    // attached to the base itself
  std::vector<CardId> actions_on_minion(CardId minion) const;
  std::vector<CardId> actions_in_play() const;            // every attached action, on bases and minions
  const std::vector<CardId>& hand(Seat seat) const { return s_.seats[seat].hand; }
  const std::vector<CardId>& deck(Seat seat) const { return s_.seats[seat].deck; }
  const std::vector<CardId>& discard(Seat seat) const { return s_.seats[seat].discard; }
  std::vector<BaseId> base_deck() const { return s_.base_deck; }
  std::vector<Seat> other_players(Seat seat) const;        // clockwise from the next seat
  bool base_ignored(BaseId b, Seat seat) const { return smashup::base_ignored(s_, b, seat); }
  // Whether `f`'s ability may affect the minion so (`how`): no card in play prevents it.
  bool can_affect(const AbilityFrame& f, CardId minion, AffectKind how) const {
    return smashup::can_affect(s_, affect_of(s_, how, minion, f));
  }
  // While a base scores: each seat's place (1, 2, 3, or 0 for none), and the seats in first place from the active
  // player clockwise.
  std::vector<std::uint8_t> places(BaseId scoring) const;
  std::vector<Seat> winners(BaseId scoring) const;
  // Once-per marks (Shinobi R-7, Tenacious Z), cleared at the end of the turn: set with r.mark_used.
  bool was_used(DefId def, BaseId base = kNoBase, Seat seat = kNoSeat) const {
    return smashup::was_used(s_, def, base, seat);
  }

 protected:
  State& s_;
};

}  // namespace cardtable::smashup
