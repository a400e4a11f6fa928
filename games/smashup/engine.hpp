#pragma once
// The engine's internals shared by its files (not for card code: cards use resolver.hpp).
#include <vector>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {

// Runs frames until a question is asked or the game ends.
void advance(State& s, std::vector<Event>* log);

Progress setup_step(Resolver& r, SetupFrame& f);
Progress turn_step(Resolver& r, TurnFrame& f);
Progress discard_step(Resolver& r, DiscardFrame& f);
Progress scoring_step(Resolver& r, ScoringFrame& f);
Progress window_step(Resolver& r, WindowFrame& f);
Progress order_step(Resolver& r, OrderTriggersFrame& f);
Progress play_now_step(Resolver& r, PlayNowFrame& f);
Progress permission_step(Resolver& r, PermissionFrame& f);
Progress ability_step(Resolver& r, AbilityFrame& f);

// The play phase: every legal play for the active player, appended to `out` in Choice's order, each once (a
// question asks them as they are), and doing one.
void play_options(const State& s, std::vector<Choice>& out);
void perform_play(Resolver& r, const Choice& c);
// Cards `seat` could play now as the extra `extra` (PlayNowFrame), as (card, base) pairs.
std::vector<Choice> extra_play_options(const State& s, Seat seat, const ExtraPlay& extra);
// Whether extra_play_options would offer any.
bool has_extra_play(const State& s, Seat seat, const ExtraPlay& extra);
// The cards and bases in play that forbid some plays (Overrun, Block the Path, The Dread Gazebo), gathered with one
// walk so that asking about many plays of one position walks them alone. Holds `s` and points into it: use it
// before the position changes.
class PlayForbidders {
 public:
  explicit PlayForbidders(const State& s);
  // Asked for every play of a position, and most positions hold no forbidding card, or only ones about their own
  // base: those cases stay inline.
  bool forbids(Seat player, CardId card, BaseId base) const {
    const bool asked = anywhere_ || (base != kNoBase && ((only_here_ >> base) & 1));
    return asked && ask_each(player, card, base);
  }
  // For a walk that gathers other hooks too (holders.hpp): start empty, then offer it every holder with these hooks.
  static constexpr HookSet kHooks = hook::kForbidsPlay;
  struct Unwalked {};
  PlayForbidders(const State& s, Unwalked) : s_(s) {}
  void add(const Holder& h, const CardDef* card, const BaseDef* base) {
    const ForbidsHook hook = card ? card->forbids_play : base->forbids_play;
    if (!hook) return;
    const bool only_here = card ? card->forbids_only_here : base->forbids_only_here;
    static_assert(kFactionCount * kBasesPerFaction <= 64, "every base id is a bit of one word");
    if (only_here) only_here_ |= std::uint64_t{1} << h.base;
    else anywhere_ = true;
    hooks_.push_back({h, hook, only_here ? h.base : kNoBase});
  }

 private:
  struct Held {
    Holder holder;
    ForbidsHook hook;
    BaseId only_on;  // kNoBase: asked about every base
  };
  bool ask_each(Seat player, CardId card, BaseId base) const;
  const State& s_;
  boost::container::small_vector<Held, 4> hooks_;
  bool anywhere_ = false;         // a forbidding card may answer about any base
  std::uint64_t only_here_ = 0;   // the bases whose own forbidding cards are in play
};

// Scoring: bases at or over their breakpoint, and the places of a base as it stands now.
PerBase<BaseId> bases_ready(const State& s);
std::vector<std::uint8_t> rank_places(const State& s, BaseId base);
// Specials `seat` may use now in a window or in the play phase.
std::vector<CardId> usable_specials(const State& s, Seat seat, const SpecialWindow& w);
// whether `seat` might hold, for all the other players can tell, a card whose Special could be used from the
// hand now: one of their cards out of sight (in the hand or the deck, which the others cannot tell apart) that could
// be. Public information alone, so that a window asks such a player even when their hand holds none.
bool may_hold_special(const State& s, Seat seat, const SpecialWindow& w);

// Uses `card`'s Special for `seat`. An action used from the hand is played: it is announced like any action played
// (Secret Agent answers it), waits in limbo and goes to the discard pile once its ability is over (Hidden Ninja,
// Full Sail); no play limit counts it.
void use_special(Resolver& r, CardId card, Seat seat, BaseId base);
// Whether `card` is in play with a Talent `seat` may still use this turn (a minion, with copied abilities too, or an
// attached action), and the frame that uses one (marking that card's use). The play phase offers it only when it
// could do something (CardDef::talent_possible).
bool talent_usable(const State& s, Seat seat, CardId card);
AbilityFrame talent_frame(State& s, CardId card);
// A triggered/replacement ability frame for a holder.
AbilityFrame frame_for(const State& s, Hook hook, const Holder& h, const CardDef* card, const Event& e);
// Abilities set off at once: rarely more than one, so they gather on the stack.
using Triggers = boost::container::small_vector<AbilityFrame, 2>;
void queue_triggers(Resolver& r, Triggers&& triggers, bool only_one);
TurnFrame* turn_frame(State& s);

}  // namespace cardtable::smashup
