#pragma once
// The static card and base catalog: what each card is (name, faction, type, power, copies, our paraphrase of its
// text) and how it behaves (a step function per ability plus optional hooks). It never lives in State: a State
// names cards by DefId and bases by BaseId, and the engine looks the behaviour up here.
#include <array>
#include <span>
#include <string_view>
#include <variant>
#include <vector>

#include "games/smashup/frames.hpp"
#include "games/smashup/state.hpp"

namespace cardtable::smashup {

class Resolver;

struct Done {};
struct Ask {};
// Visit this frame again, after every frame the step queued (r.destroy, r.play_extra_now, ...) has finished.
struct Again {};
using Progress = std::variant<Done, Ask, Again>;

using AbilityStep = Progress (*)(Resolver& r, AbilityFrame& f);

// A card or base in play (or a lasting effect) whose hooks are being asked a question.
struct Holder {
  DefId def = kNoDef;          // the card kind whose hooks answer (a copy's, for a minion with copied abilities)
  CardId card = kNoCard;       // kNoCard for a base
  BaseId base = kNoBase;       // the base it is on (or is)
  CardId on = kNoCard;         // the minion an attached action is on
  Seat controller = kNoSeat;
  const Lasting* lasting = nullptr;  // set when the holder is a lasting effect whose card may be gone
  std::uint8_t note = 0;             // an attached action's note (Attached::note); a lasting effect's note
};

// What an ability is about to do to a card in play (a minion, or an action attached to a minion or a base): the
// four ways R-21 says a card is affected, in both boxes alike (moved, returned to a hand or to a deck, destroyed, an
// action attached). Changing its power or controller, holding it in place, choosing or counting it are not affecting
// it, so no protection from "affect" ever sees them.
enum class AffectKind : std::uint8_t { Destroy, Move, Return, Attach, DeckBottom };
struct Affect {
  AffectKind kind = AffectKind::Destroy;
  CardId target = kNoCard;
  CardType target_type = CardType::Minion;
  CardId by = kNoCard;     // the card whose ability does it (kNoCard: a base or the rules)
  Seat by_seat = kNoSeat;  // who controls that ability
  bool by_action = false;  // the ability belongs to an action card
};

// Ongoing contribution of `self` to `minion`'s power (minion is on `minion_base`).
using PowerHook = int (*)(const State& s, const Holder& self, CardId minion, BaseId minion_base);
// Which minions a PowerHook can change (it answers 0 for every other): the card itself, the minion it is attached
// to, the minions on its base, or any. Power is asked of every minion for every card that changes power; the scope
// lets the others pass without a call.
enum class PowerScope : std::uint8_t { Anywhere, Self, AttachedTo, ThisBase };
// Ongoing power that belongs to no minion: what `self` adds to `seat`'s total on `base` (Aggromotive). It counts
// toward the base's total and the player's place, never toward any minion's power.
using PlayerPowerHook = int (*)(const State& s, const Holder& self, BaseId base, Seat seat);
// Where a minion destroyed now goes instead of its owner's discard pile (Escape Hatch: the hand).
enum class DestroyedTo : std::uint8_t { Discard, DeckBottom, Hand };
using DestroyedToHook = DestroyedTo (*)(const State& s, const Holder& self, CardId minion, BaseId from);
// Ongoing change of a base's breakpoint.
using BreakpointHook = int (*)(const State& s, const Holder& self, BaseId base);
// True when `self` answers `e` with its Reaction step.
using ReactsHook = bool (*)(const State& s, const Holder& self, const Event& e);
// A trigger: the kinds of event it answers, bound to its test. `when` is asked only about an event of a kind in `to`
// (an event of another kind passes the holder by without a call, through the tables the catalog derives from `to`),
// so it never tests the kind again, unless it is bound to several and tells them apart.
struct Reacts {
  EventSet to = 0;
  ReactsHook when = nullptr;
  explicit operator bool() const { return when != nullptr; }
  bool answers(const State& s, const Holder& self, const Event& e) const {
    return (to & event_bit(e.kind)) && when(s, self, e);
  }
};
// True when `self` would replace `a` (which has not happened yet) with its Replacement step.
using ReplacesHook = bool (*)(const State& s, const Holder& self, const Affect& a);
// True when `self` makes `a` impossible ("cannot be destroyed", "not affected by other players' actions").
using PreventsHook = bool (*)(const State& s, const Holder& self, const Affect& a);
// True when `self` forbids `player` to play `card` on `base` (kNoBase for an action played on no base).
using ForbidsHook = bool (*)(const State& s, const Holder& self, Seat player, CardId card, BaseId base);
// The plays a ForbidsHook is asked about: every play, or only plays onto its holder's own base (Overrun, Tsar's
// Palace); the play phase asks the second about no other base, so its test never compares the base again.
enum class ForbidsScope : std::uint8_t { AnyPlay, ThisBase };
struct Forbids {
  ForbidsScope scope = ForbidsScope::AnyPlay;
  ForbidsHook when = nullptr;
  explicit operator bool() const { return when != nullptr; }
  bool forbids(const State& s, const Holder& self, Seat player, CardId card, BaseId base) const {
    return (scope == ForbidsScope::AnyPlay || base == self.base) && when(s, self, player, card, base);
  }
};
// True when `self` lets `player` play minion `card` from their discard pile onto `base` as a normal play
// (They're Coming to Get You).
using AllowsFromDiscardHook = bool (*)(const State& s, const Holder& self, Seat player, CardId card, BaseId base);
// True when `self` lets `player` ignore `base`'s ability (Jammed Signal: everyone; Infiltrate R-10: its player).
using IgnoresHook = bool (*)(const State& s, const Holder& self, BaseId base, Seat player);
// True when `self` stops `base` from scoring, even at or over its breakpoint (Stasis Field).
using StopsScoringHook = bool (*)(const State& s, const Holder& self, BaseId base);
// A condition a card puts on itself, wherever it is (hand, discard pile), for `player` who would play it.
using CardCondition = bool (*)(const State& s, CardId self, Seat player);

// When a Special may be used. `where` says where the card is now.
enum class Where : std::uint8_t { Hand, InPlay, Discard };
// The moments a Special can be used in: before a base scores ("Me first!"), after it scores, or in its user's play
// phase.
enum class WindowKind : std::uint8_t { BeforeScoring, AfterScoring, PlayPhase };
using WindowSet = std::uint8_t;
constexpr WindowSet window_bit(WindowKind w) { return static_cast<WindowSet>(1U << static_cast<unsigned>(w)); }
template <class... Kinds>
constexpr WindowSet windows(Kinds... kinds) {
  return static_cast<WindowSet>((WindowSet{0} | ... | window_bit(kinds)));
}
struct SpecialWindow {
  using Kind = WindowKind;
  Kind kind = Kind::PlayPhase;
  BaseId base = kNoBase;  // the base about to score / that scored
  Seat seat = 0;          // who would use it
};
using SpecialHook = bool (*)(const State& s, CardId self, Where where, const SpecialWindow& w);
// A Special: the windows it can be used in, bound to its test. `when` is asked only in a window of `in` (the play
// phase asks no card whose Special is not for it), so it never tests the window again, unless it is bound to several
// and tells them apart.
struct Special {
  WindowSet in = 0;
  SpecialHook when = nullptr;
  explicit operator bool() const { return when != nullptr; }
  bool usable(const State& s, CardId self, Where where, const SpecialWindow& w) const {
    return (in & window_bit(w.kind)) && when(s, self, where, w);
  }
};

struct CardDef {
  std::string_view slug{};   // stable id text: "supreme-overlord"
  std::string_view name{};
  Faction faction = Faction::Aliens;
  CardType type = CardType::Minion;
  int power = 0;
  int copies = 1;
  std::string_view text{};   // our paraphrase (../shared/reference/)
  PlayOn play_on = PlayOn::Nothing;      // actions: where it goes when played
  AbilityStep on_play = nullptr;         // "when you play it" / the action's effect
  std::array<std::string_view, 4> prompts{};  // the questions its steps ask, by index
  PowerHook power_bonus = nullptr;
  PowerScope power_scope = PowerScope::Anywhere;
  BreakpointHook breakpoint_bonus = nullptr;
  Reacts reacts{};
  AbilityStep reaction = nullptr;
  Special special{};
  AbilityStep use = nullptr;
  ReplacesHook replaces = nullptr;
  AbilityStep replacement = nullptr;
  PreventsHook prevents = nullptr;
  Forbids forbids_play{};
  IgnoresHook ignores_base = nullptr;
  AllowsFromDiscardHook allows_from_discard = nullptr;
  // A Talent: once during each of its controller's turns, in their play phase, from the card in play.
  AbilityStep talent = nullptr;
  // Whether the Talent could do anything now (Captain Ahab has a base to go to): one that could not is not offered.
  // Asked of the card in play with the abilities it has, for its controller; absent, the Talent is always offered.
  CardCondition talent_possible = nullptr;
  // The hooks that answer while a lasting effect this card made lasts (Lasting::def names the card): a table of its
  // own, so the card's ordinary hooks never run as a lasting effect.
  const CardDef* lasting = nullptr;
  PlayerPowerHook player_power_bonus = nullptr;
  DestroyedToHook destroyed_to = nullptr;
  // "Can only be played when ..." (Make Contact): no play of this card is offered unless it holds.
  CardCondition play_condition = nullptr;
  // This card may be played from its owner's discard pile with any minion play a hand card could use, restrictions
  // included, while it holds (Spectre).
  CardCondition plays_from_discard = nullptr;
  // Asked of a minion in play: `player` may play actions onto it from their discard pile with any action play a hand
  // card could use (Cyberback).
  CardCondition takes_actions_from_discard = nullptr;
  StopsScoringHook stops_scoring = nullptr;
  // Its reaction leaves the same game whatever else resolves before or after it (it only destroys its own card at
  // its player's turn start, which nothing else then can mind): with at most one other kind of ability waiting at
  // the same time, no one is asked to order them (rules 3).
  bool order_free = false;
};

// Extra VP when a base scores (Factory 436-1337, Rhodes Plaza Mall); `place` is per seat (1, 2, 3 or 0).
using ScoreBonusHook = void (*)(const State& s, BaseId base, const std::vector<std::uint8_t>& place,
                                std::vector<int>& vp);

struct BaseDef {
  std::string_view slug;
  std::string_view name;
  Faction faction = Faction::Aliens;
  int breakpoint = 0;
  std::array<int, 3> vp{};
  std::string_view text;
  std::array<std::string_view, 4> prompts{};
  PowerHook power_bonus = nullptr;
  Reacts reacts{};
  AbilityStep reaction = nullptr;
  Forbids forbids_play{};
  ScoreBonusHook score_bonus = nullptr;
  DestroyedTo destroyed_to = DestroyedTo::Discard;  // where a minion destroyed here goes (Tar Pits)
  bool order_free = false;  // as CardDef::order_free: its reaction only gives VP, which no ability reads
};

struct FactionDef {
  Faction faction = Faction::Aliens;
  std::string_view slug{};
  std::string_view name{};
  std::string_view blurb{};
  std::span<const CardDef> cards{};
  std::span<const BaseDef> bases{};
  // The card edition (state.hpp) from which setups may pick it and deal its bases; 0 while its cards are still being written: they
  // exist for scenarios and tests, and a setup naming the faction is refused.
  std::uint8_t edition = 1;
};

namespace hook {
inline constexpr HookSet kPower = 1U << 0;           // power_bonus
inline constexpr HookSet kPlayerPower = 1U << 1;     // player_power_bonus
inline constexpr HookSet kBreakpoint = 1U << 2;      // breakpoint_bonus
inline constexpr HookSet kReacts = 1U << 3;          // reacts
inline constexpr HookSet kReplaces = 1U << 4;        // replaces
inline constexpr HookSet kPrevents = 1U << 5;        // prevents
inline constexpr HookSet kForbidsPlay = 1U << 6;     // forbids_play
inline constexpr HookSet kIgnoresBase = 1U << 7;     // ignores_base
inline constexpr HookSet kAllowsFromDiscard = 1U << 8;       // allows_from_discard
inline constexpr HookSet kTakesActionsFromDiscard = 1U << 9;  // takes_actions_from_discard
inline constexpr HookSet kStopsScoring = 1U << 10;   // stops_scoring
inline constexpr HookSet kDestroyedTo = 1U << 11;    // destroyed_to
inline constexpr HookSet kSpecial = 1U << 12;        // special
inline constexpr HookSet kTalent = 1U << 13;         // talent
inline constexpr HookSet kPlaysFromDiscard = 1U << 14;  // plays_from_discard
inline constexpr HookSet kPlayPhaseSpecial = 1U << 15;  // special, with Window::PlayPhase among its windows
// The highest bit in use, and the room left for new kinds of hook.
inline constexpr HookSet kLast = kPlayPhaseSpecial;
static_assert(kLast < (HookSet{1} << (sizeof(HookSet) * 8 - 8)), "HookSet keeps room for 8 more kinds of hook");
}  // namespace hook
HookSet hooks_of(const CardDef& d);
HookSet hooks_of(const BaseDef& d);

// Every faction the game knows, playable or not, in the order of the registry (factions/registry.cpp): names,
// slugs and cards come from here.
std::span<const FactionDef> known_factions();
// The factions a game of `edition` may be dealt or draft.
std::vector<FactionDef> factions(std::uint8_t edition = kCardEdition);
bool playable(Faction f, std::uint8_t edition = kCardEdition);
const FactionDef& faction_def(Faction f);
const FactionDef* find_faction(std::string_view slug);
std::string_view faction_slug(Faction f);
std::string_view faction_name(Faction f);
bool faction_from_slug(std::string_view slug, Faction& out);
// Whether `value` is a Faction the catalog knows (the registry's, or one a test added): a number read from outside
// (a save's choice, a view, a note) is checked with it before it is used as a Faction.
bool is_faction(int value);

// Cards and bases of every known faction. Ids depend on the faction and the position in its table only.
// The tables are read on every power and hook query, so their lookups are inline (filled before main runs).
inline constexpr int kDefsPerFaction = 16;
inline constexpr int kBasesPerFaction = 4;
inline constexpr std::size_t kMaxCardKinds = kMaxFactions * kDefsPerFaction;  // DefIds below it
inline constexpr std::size_t kMaxBases = kMaxFactions * kBasesPerFaction;      // BaseIds below it
extern const std::array<const CardDef*, kMaxCardKinds>& kCardTable;
extern const std::array<const BaseDef*, kMaxBases>& kBaseTable;
inline const CardDef& card_def(DefId id) { return *kCardTable[id]; }
inline const BaseDef& base_def(BaseId id) { return *kBaseTable[id]; }
bool is_card_def(DefId id);
const std::vector<DefId>& card_defs();
bool is_base_def(BaseId id);
const std::vector<BaseId>& base_defs();
// The base deck of a game of `edition` (R-1: the bases of every faction it may deal).
std::vector<BaseId> base_pool(std::uint8_t edition = kCardEdition);
// The hooks of a card kind, of the lasting-effect table it makes (none without one), and of a base; and the events
// each one's reacts hook can answer (none without one), side by side so that an event's walk need not open the
// definitions of the cards that cannot answer it.
struct HookTables {
  std::array<HookSet, kMaxCardKinds> cards{};
  std::array<HookSet, kMaxCardKinds> lasting{};
  std::array<HookSet, kMaxBases> bases{};
  std::array<EventSet, kMaxCardKinds> card_reacts{};
  std::array<EventSet, kMaxCardKinds> lasting_reacts{};
  std::array<EventSet, kMaxBases> base_reacts{};
};
extern const HookTables& kHookTables;
inline HookSet card_hooks(DefId id) { return kHookTables.cards[id]; }
inline HookSet lasting_table_hooks(DefId id) { return kHookTables.lasting[id]; }
inline HookSet base_hooks(BaseId id) { return kHookTables.bases[id]; }
inline EventSet card_reacts_to(DefId id) { return kHookTables.card_reacts[id]; }
inline EventSet lasting_table_reacts_to(DefId id) { return kHookTables.lasting_reacts[id]; }
inline EventSet base_reacts_to(BaseId id) { return kHookTables.base_reacts[id]; }
// nullopt-like: returns false when unknown.
bool find_card_def(std::string_view slug, DefId& out);
bool find_base_def(std::string_view slug, BaseId& out);
// The DefIds of one faction's cards, in its table order.
std::vector<DefId> faction_cards(Faction f);
// Adds factions past the registry's (a test's synthetic ones, Faction values from kFactionCount up to kMaxFactions),
// with their cards and bases, before any game that deals them is made. Throws std::invalid_argument for a faction
// already known or out of room. The definitions must outlive every game (the catalog points at them).
void extend_catalog(std::span<const FactionDef> more);

}  // namespace cardtable::smashup
