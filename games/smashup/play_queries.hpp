#pragma once
// The play phase's questions, read from the position and never changing it: every legal play, the plays an extra
// allows, what forbids a play, the Specials and Talents a seat may use now, and why a card cannot be played. Below
// the Resolver (whose choose_play and play_extra_now ask them) and the loop (which offers them and makes the play).
#include <string>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "games/smashup/queries.hpp"

namespace cardtable::smashup {

// Each query the engine asks carries the audit of the answer it is working out (the Resolver's), nullptr in every
// game: an audited query skips nothing its tables would, and counts what it asks (promise_audit.hpp).
struct PromiseAudit;

// The play phase: every legal play for the active player, appended to `out` in Choice's order, each once (a
// question asks them as they are).
void play_options(const State& s, std::vector<Choice>& out, PromiseAudit* audit = nullptr);
// Cards `seat` could play now as the extra `extra` (PlayNowFrame), as (card, base) pairs.
std::vector<Choice> extra_play_options(const State& s, Seat seat, const ExtraPlay& extra,
                                       PromiseAudit* audit = nullptr);
// Whether extra_play_options would offer any.
bool has_extra_play(const State& s, Seat seat, const ExtraPlay& extra, PromiseAudit* audit = nullptr);

// The cards and bases in play that forbid some plays (Overrun, Block the Path, The Dread Gazebo), gathered with one
// walk so that asking about many plays of one position walks them alone. Holds `s` and points into it: use it
// before the position changes.
class PlayForbidders {
 public:
  explicit PlayForbidders(const State& s, PromiseAudit* audit = nullptr);
  // Asked for every play of a position, and most positions hold no forbidding card, or only ones about their own
  // base: those cases stay inline (forced: in the play options' loops the compiler would rather call it).
  [[gnu::always_inline]] bool forbids(Seat player, CardId card, BaseId base) const {
    const bool asked =
        anywhere_ || (base != kNoBase && (base < 64 ? (only_here_low_ >> (base % 64)) & 1 : some_here_high_));
    return asked && ask_each(player, card, base);
  }
  // For a walk that gathers other hooks too (holders.hpp): start empty, then offer it every holder with these hooks.
  static constexpr HookSet kHooks = hook::kForbidsPlay;
  struct Unwalked {};
  // An audit asks every restriction about every play.
  PlayForbidders(const State& s, Unwalked, PromiseAudit* audit = nullptr)
      : s_(s), audit_(audit), anywhere_(audit != nullptr) {}
  void add(const Holder& h, const CardDef* card, const BaseDef* base) {
    const ForbidsHook hook = card ? card->forbids_play.when : base->forbids_play.when;
    if (!hook) return;
    const bool only_here = (card ? card->forbids_play.scope : base->forbids_play.scope) == ForbidsScope::ThisBase;
    if (!only_here) anywhere_ = true;
    else if (h.base < 64) only_here_low_ |= std::uint64_t{1} << (h.base % 64);
    else some_here_high_ = true;
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
  PromiseAudit* audit_ = nullptr;
  boost::container::small_vector<Held, 4> hooks_;
  bool anywhere_ = false;  // a forbidding card may answer about any base
  // The bases whose own forbidding cards are in play: those with ids below 64 (the first 16 factions') as bits, the
  // others together (a test's factions: ask_each tells them apart).
  std::uint64_t only_here_low_ = 0;
  bool some_here_high_ = false;
};

// The bases in play where `player` may play `card`: none of the cards in play forbids it there (Overrun). For a
// card an ability plays itself (Tenacious Z from the discard pile), which must respect "cannot be played here".
PerBase<BaseId> bases_open_to(const State& s, Seat player, CardId card, PromiseAudit* audit = nullptr);
// Specials `seat` may use now in a window or in the play phase.
std::vector<CardId> usable_specials(const State& s, Seat seat, const SpecialWindow& w, PromiseAudit* audit = nullptr);
// whether `seat` might hold, for all the other players can tell, a card whose Special could be used from the
// hand now: one of their cards out of sight (in the hand or the deck, which the others cannot tell apart) that could
// be. Public information alone, so that a window asks such a player even when their hand holds none.
bool may_hold_special(const State& s, Seat seat, const SpecialWindow& w, PromiseAudit* audit = nullptr);

// Whether `card` is in play with a Talent `seat` may still use this turn (a minion, with copied abilities too, or an
// attached action). The play phase offers it only when it could do something (CardDef::talent_possible).
bool talent_usable(const State& s, Seat seat, CardId card);
// Why the active player cannot play `card` from their hand now, in a sentence naming what stops it ("You have
// already played your minion this turn.", "Overrun forbids playing Walker on Tar Pits."); empty when it can be played.
std::string play_refusal(const State& s, CardId card);

}  // namespace cardtable::smashup
