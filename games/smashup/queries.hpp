#pragma once
// What the position says, read and never changed: where a card is and who controls it, which abilities it has now,
// power and breakpoints (always computed from the position: design, power is never mutated and later expired),
// whether a card may be affected, and how a base would score now. The card vocabulary (resolver.hpp) asks these
// through the Resolver; the bots, the observation and the play queries (play_queries.hpp) ask them directly.
#include <array>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "games/smashup/catalog.hpp"

namespace cardtable::smashup {

// True while `base` is being scored (from its before-scoring window to its clearing): Mindraker.
bool being_scored(const State& s, BaseId base);

// Ongoing power and breakpoints, computed from printed values, modifiers and the hooks of the cards in play.
int power(const State& s, CardId minion);
// can_affect for many affects of one position (the options of a question): the cards that prevent are gathered
// with one walk. Holds `s` and points into it: use it before the position changes.
class Preventers {
 public:
  explicit Preventers(const State& s);
  bool can_affect(const Affect& a) const;
  // For a walk that gathers other hooks too (holders.hpp): start empty, then offer it every holder with these hooks.
  static constexpr HookSet kHooks = hook::kPrevents;
  struct Unwalked {};
  Preventers(const State& s, Unwalked) : s_(s) {}
  void add(const Holder& h, const CardDef* card) {
    if (card && card->prevents) hooks_.emplace_back(h, card->prevents);
  }

 private:
  const State& s_;
  boost::container::small_vector<std::pair<Holder, PreventsHook>, 4> hooks_;
};
// The cards and bases in play that change power: minions' (its hook), and players' on a base without a minion
// (Aggromotive), gathered with one walk for every minion and base asked about.
struct PowerChange {
  Holder holder;
  PowerHook hook = nullptr;
  PowerScope scope = PowerScope::Anywhere;
  // Whether the hook could change this minion's power (outside its scope it answers 0).
  bool reaches(CardId minion, BaseId where) const {
    switch (scope) {
      case PowerScope::Self: return holder.card == minion;
      case PowerScope::AttachedTo: return holder.on == minion;
      case PowerScope::ThisBase: return holder.base == where;
      case PowerScope::Anywhere: break;
    }
    return true;
  }
};
// Few cards change power at once: a position's changes fit on the stack (power is asked many times a decision).
struct PowerChanges {
  boost::container::small_vector<PowerChange, 8> minions;
  boost::container::small_vector<std::pair<Holder, PlayerPowerHook>, 2> players;
};
PowerChanges power_changes(const State& s);
// power() of a minion on `where`, for asking about many minions of one position with one gathering.
int power(const State& s, const MinionInPlay& minion, BaseId where, const PowerChanges& changes);
int printed_power(const State& s, CardId card);
int total_power(const State& s, BaseId base);
// One figure per base in play, in the order of State::bases: a game has a base more than it has players (an
// ability may add one), so they fit on the stack.
template <class T>
using PerBase = boost::container::small_vector<T, kMaxPlayers + 2>;
// total_power of every base in play, in the order of State::bases.
PerBase<int> base_totals(const State& s);
int player_power(const State& s, BaseId base, Seat seat);
// Everything power says about one base, from one gathering of the power changes (what total_power and player_power
// give, for every seat at once): a bot scoring a position asks it of every base.
struct BasePowers {
  std::array<int, kMaxPlayers> minions{};  // each seat's minions' power here
  std::array<int, kMaxPlayers> players{};  // player_power: its minions' and its power on no minion (Aggromotive)
  int total = 0;                           // total_power
};
BasePowers base_powers(const State& s, BaseId base);
// base_powers of every base in play, in the order of State::bases.
std::vector<BasePowers> board_powers(const State& s);
int breakpoint(const State& s, BaseId base);
// total_power and breakpoint of every base in play, in the order of State::bases, from one walk over the cards in
// play (whether bases are ready asks both at the end of every turn).
struct BaseFigures {
  PerBase<int> totals;
  PerBase<int> breakpoints;
};
BaseFigures base_figures(const State& s);
// Power a seat has on a base that belongs to no minion (Aggromotive), and the cards giving it.
struct PowerSource {
  CardId card = kNoCard;
  int amount = 0;
};
std::vector<PowerSource> unattached_power_sources(const State& s, BaseId base, Seat seat);
// Where a card in play is (kNoBase when it is not on a base).
BaseId base_of(const State& s, CardId card);
const BaseInPlay* find_base(const State& s, BaseId base);
// `seat` controls a minion on `base` (Entangled; an extra play "where you have no minion").
bool has_own_minion(const State& s, BaseId base, Seat seat);
Seat controller_of(const State& s, CardId card);
// The printed card (name, type, power, text).
inline const CardDef& def_of(const State& s, CardId card) { return card_def(s.cards[card].def); }
// The one answer to "which abilities does this card have": its own, or those a minion in play has copied for now.
// Every hook, ability frame, Special and Talent goes through it.
DefId abilities_def(const State& s, CardId card);
inline const CardDef& abilities_of(const State& s, CardId card) { return card_def(abilities_def(s, card)); }
int counters_on(const State& s, CardId minion);
// Whether a card in play has a Talent (with the abilities it has now), and whether it was used this turn.
TalentState talent_state(const State& s, CardId in_play);
inline Seat owner_of(const State& s, CardId card) { return s.cards[card].owner; }
// True when `player` ignores `base`'s ability (Jammed Signal, Infiltrate R-10); kNoSeat asks "everyone".
bool base_ignored(const State& s, BaseId base, Seat player);
// True while the active player's start-of-turn abilities resolve: a minion that arrives then may still use its own
// start-of-turn ability that turn (Sprout fetching Water Lily).
bool starting_turn(const State& s);
// True when a "once per turn / per scoring base / per player" mark is set (for `special` hooks; steps use
// r.was_used).
bool was_used(const State& s, DefId def, BaseId base = kNoBase, Seat seat = kNoSeat);
// False when a card in play prevents `a` (Warbot, Smoke Bomb, Wildlife Preserve).
bool can_affect(const State& s, const Affect& a);
// What the ability resolving in `f` would do to `target` (`how`), for can_affect and the replacements: by a card of
// `f`'s, or by a base or the rules when `f` is not a card's.
inline Affect affect_of(const State& s, AffectKind how, CardId target, const AbilityFrame& f) {
  const bool by_action = f.owner == Asker::Card && card_def(f.def).type == CardType::Action;
  return Affect{how, target, def_of(s, target).type, f.owner == Asker::Card ? f.source : kNoCard, f.controller,
                by_action};
}
// False while a card in play stops the base from scoring (Stasis Field): the one check the scoring step consults.
bool base_may_score(const State& s, BaseId base);
// True while the turn being played is an extra turn (Portal Room).
inline bool in_extra_turn(const State& s) { return s.turn_before_extras != kNoSeat; }
// Where the turn stands: the turn frame on the stack (nullptr during setup).
const TurnFrame* turn_frame(const State& s);

// Scoring as it stands now: the bases at or over their breakpoint that may score, and each seat's place on a base
// (0: none), from the power there (`powers`: base_powers of that base, when the caller has them).
PerBase<BaseId> bases_ready(const State& s);
std::vector<std::uint8_t> rank_places(const State& s, BaseId base);
std::vector<std::uint8_t> rank_places(const State& s, BaseId base, const BasePowers& powers);

// One term of a minion's power besides its printed power: the +1 counters on it, a change until the end of the turn
// (from the card `card`), or an ongoing change from a card in play, a lasting effect (`card`) or a base's ability
// (`base`, with `card` kNoCard).
struct PowerPart {
  enum class Kind : std::uint8_t { Counters, ThisTurn, Ongoing };
  Kind kind = Kind::Ongoing;
  int amount = 0;
  CardId card = kNoCard;
  BaseId base = kNoBase;
  bool operator==(const PowerPart&) const = default;
};
// The terms of a minion's power besides its printed power (computed with power in one walk).
std::vector<PowerPart> power_parts(const State& s, CardId minion);

}  // namespace cardtable::smashup
