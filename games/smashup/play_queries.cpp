// The play phase's questions, read from the position: which cards the active player may play where, which
// Specials and Talents a seat may use now, and why a card cannot be played.
#include "games/smashup/play_queries.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "games/smashup/holders.hpp"
#include "games/smashup/id_set.hpp"
#include "games/smashup/permissions.hpp"
#include "games/smashup/promise_audit.hpp"

namespace cardtable::smashup {
namespace {

// Some of a game's cards (any id below kNoCard, whatever a scenario or save holds), listed in id order.
using OrderedCards = IdSet<CardId, kNoCard>;

// Where the plays of one position may go, bases and minions in id order: a question's options are sorted, and
// plays built in that order need no sorting (sorting a dozen options in a random order mispredicts its way through).
class PlaySites {
 public:
  explicit PlaySites(const State& s) : s_(s) {
    for (const auto& b : s.bases) {
      low_ |= b.base < 64 ? std::uint64_t{1} << (b.base % 64) : 0;
      high_ = high_ || b.base >= 64;
    }
  }
  // Walked once for every card of a play question: the bases of a game of the first 16 factions (ids below 64,
  // every game but a test's) are the bits of one word; a base with a higher id (a test's faction) has them sorted.
  template <class Fn>
  void each_base(Fn&& fn) const {
    if (high_) [[unlikely]] {
      PerBase<BaseId> sorted;
      for (const auto& b : s_.bases) sorted.push_back(b.base);
      std::sort(sorted.begin(), sorted.end());
      for (BaseId b : sorted) fn(b);
      return;
    }
    for (auto bits = low_; bits != 0; bits &= bits - 1) fn(static_cast<BaseId>(std::countr_zero(bits)));
  }
  // fn(minion, base) for every minion in play, by card id; gathered when an action for a minion first asks.
  template <class Fn>
  void each_minion(Fn&& fn) const {
    if (!minions_gathered_) {
      for (const auto& b : s_.bases)
        for (const auto& m : b.minions) {
          minions_.add(m.card);
          where_[m.card] = {&m, b.base};
        }
      minions_gathered_ = true;
    }
    minions_.each([&](CardId card) { fn(*where_[card].minion, where_[card].base); });
  }

 private:
  struct Where {
    const MinionInPlay* minion;
    BaseId base;
  };
  const State& s_;
  std::uint64_t low_ = 0;  // the bases with ids below 64
  bool high_ = false;      // a base's id is 64 or more
  mutable OrderedCards minions_;
  mutable std::array<Where, kNoCard> where_;  // for the cards in minions_ only
  mutable bool minions_gathered_ = false;
};

// What the plays of one position consult, gathered with one walk over the cards in play: the cards that forbid
// plays, those that prevent an action's attaching to a minion, and what lets `seat` play from the discard pile;
// and where the plays may go.
struct PlayChecks {
  PlayChecks(const State& s, Seat seat, PromiseAudit* audit = nullptr)
      : forbidders(s, PlayForbidders::Unwalked{}, audit),
        preventers(s, Preventers::Unwalked{}),
        discard(s, seat, DiscardPermissions::Unwalked{}),
        sites(s) {
    for_each_holder(s, PlayForbidders::kHooks | Preventers::kHooks | DiscardPermissions::kHooks,
                    [&](const Holder& h, const CardDef* card, const BaseDef* base) {
                      forbidders.add(h, card, base);
                      preventers.add(h, card);
                      discard.add(h, card);
                    });
  }
  PlayForbidders forbidders;
  Preventers preventers;
  DiscardPermissions discard;
  PlaySites sites;
};

// The kind of choice that plays this card: PlayMinion, or PlayAction, PlayOnBase, PlayOnMinion by where it goes
// (worked out without branches: the hand's cards come in no predictable order).
ChoiceKind play_kind(const CardDef& d) {
  static_assert(static_cast<int>(ChoiceKind::PlayAction) == 1 && static_cast<int>(ChoiceKind::PlayOnBase) == 2 &&
                static_cast<int>(ChoiceKind::PlayOnMinion) == 3 && static_cast<int>(PlayOn::Nothing) == 0 &&
                static_cast<int>(PlayOn::Base) == 1 && static_cast<int>(PlayOn::Minion) == 2 &&
                static_cast<int>(PlayOn::OwnMinion) == 3 && static_cast<int>(CardType::Minion) == 0 &&
                static_cast<int>(CardType::Action) == 1);
  // An action's kind times 1 for an action, 0 for a minion: a choice between the two would compile to a branch.
  const int action_kind = 1 + std::min(static_cast<int>(d.play_on), 2);
  return static_cast<ChoiceKind>(static_cast<int>(d.type) * action_kind);
}

// The plays of one card (from hand or discard) that `fits(base)` allows, as choices in Choice's order.
// `only_takers`: the card comes from the discard pile on a minion's word alone (Cyberback), so only the minions
// these permissions name as taking it may.
template <class Fits, class Choices>
void plays_of(const State& s, Seat seat, CardId card, const PlayChecks& checks, Fits&& fits, Choices& out,
              const DiscardPermissions* only_takers = nullptr) {
  const auto& d = def_of(s, card);
  if (d.play_condition && !d.play_condition(s, card, seat)) return;
  auto forbidden = [&](BaseId b) { return checks.forbidders.forbids(seat, card, b); };
  const ChoiceKind kind = play_kind(d);
  switch (kind) {
    case ChoiceKind::PlayAction:
      if (fits(kNoBase) && !forbidden(kNoBase)) out.push_back({kind, card});
      break;
    case ChoiceKind::PlayMinion:
    case ChoiceKind::PlayOnBase:
      checks.sites.each_base([&](BaseId b) {
        if (fits(b) && !forbidden(b)) out.push_back({kind, card, b});
      });
      break;
    default:
      checks.sites.each_minion([&](const MinionInPlay& m, BaseId base) {
        if ((d.play_on == PlayOn::Minion || m.controller == seat) && fits(base) && !forbidden(base) &&
            (!only_takers || only_takers->takes(m.card)) &&
            checks.preventers.can_affect(Affect{AffectKind::Attach, m.card, CardType::Minion, card, seat, true}))
          out.push_back({kind, card, m.card});
      });
      break;
  }
}

// Calls fn(card, abilities, talent_used) for every minion and action in play `seat` controls whose abilities have
// one of the `wanted` hooks, base by base. Few cards have one: asking that first keeps the walk's branches
// predictable, where the controller alternates.
template <class Fn>
void each_controlled(const State& s, Seat seat, HookSet wanted, Fn&& fn) {
  for (const auto& b : s.bases) {
    if (!(b.hooks_here & wanted)) continue;
    for (const auto& m : b.minions)
      if (const DefId def = ability_def(s, m); (card_hooks(def) & wanted) && m.controller == seat)
        fn(m.card, def, m.talent_used);
    for (const auto& a : b.actions)
      if (const DefId def = ability_def(s, a); (card_hooks(def) & wanted) && a.controller == seat)
        fn(a.card, def, a.talent_used);
  }
}

// Whether a card in play with these abilities has a Talent its controller may still use this turn, and could do
// something with it (a Talent with no possible effect is not offered: Captain Ahab with nowhere to go).
bool talent_ready(const State& s, Seat seat, CardId card, DefId abilities, bool talent_used) {
  if (talent_used || !(card_hooks(abilities) & hook::kTalent)) return false;
  const auto possible = card_def(abilities).talent_possible;
  return !possible || possible(s, card, seat);
}

// Calls found(card) for every Special `seat` may use now in the window, in the order usable_specials lists them;
// with `kTalentsToo` (the play phase), also for every Talent they may use, found in the same pass over their cards.
// `known`: this position's forbidders, when the caller gathered them already.
template <bool kTalentsToo = false, class Found>
void each_usable_special(const State& s, Seat seat, const SpecialWindow& w, Found&& found,
                         const PlayForbidders* known, PromiseAudit* audit) {
  // In the play phase only the Specials bound to it can answer (Special::in), unless an audit asks every one.
  const HookSet special =
      w.kind == SpecialWindow::Kind::PlayPhase && !audit ? hook::kPlayPhaseSpecial : hook::kSpecial;
  const bool specials = s.cards.hooks() & special;
  const bool talents = kTalentsToo && (s.cards.hooks() & hook::kTalent);
  if (!specials && !talents) return;
  // An action used from the hand is played (Hidden Ninja, Full Sail: "you may play this"), so a card forbidding
  // that player's actions (Mark of Sleep) stops it too; where a minion goes is its own Special's business (Shinobi).
  // The forbidders are gathered here only if the caller did not and such an action comes up (rare).
  const auto forbidden = [&](CardId card) {
    return known ? known->forbids(seat, card, kNoBase) : PlayForbidders(s, audit).forbids(seat, card, kNoBase);
  };
  // Out of play a card has its own abilities; in play, those it has now (a copy's). Called for a card with a
  // Special only: the hand and discard pile are walked in their loops, most of their cards passed over there.
  auto consider = [&](CardId card, DefId abilities, Where where) {
    const auto& d = card_def(abilities);
    if (audit) audit->special_asked(abilities, d.special, w);
    if (!d.special.usable(s, card, where, w)) return;
    if (where == Where::Hand && d.type == CardType::Action && forbidden(card)) return;
    found(card);
  };
  const auto& p = s.seats[seat];
  // The hand and discard pile hold the seat's own cards.
  const bool owned = specials && (s.cards.owned_hooks(seat) & special);
  if (owned)
    for (auto c : p.hand)
      if (const DefId def = s.cards[c].def; card_hooks(def) & special) consider(c, def, Where::Hand);
  const HookSet wanted = (specials ? special : 0) | (talents ? hook::kTalent : 0);
  each_controlled(s, seat, wanted, [&](CardId card, DefId abilities, bool talent_used) {
    if (specials && (card_hooks(abilities) & special)) consider(card, abilities, Where::InPlay);
    if (talents && talent_ready(s, seat, card, abilities, talent_used)) found(card);
  });
  if (owned)
    for (auto c : p.discard)
      if (const DefId def = s.cards[c].def; card_hooks(def) & special) consider(c, def, Where::Discard);
}

// allowance_for's answer for a hand card once the turn's own play of its kind is used: whether an extra covers it
// on `base` (the order allowance_for asks them in only picks which one does). Out of line, as allowance_for is: the
// play options' loop over the cards is compiled as before.
[[gnu::noinline]] bool extra_covers_on(const State& s, Seat seat, CardId card, BaseId base) {
  return std::any_of(s.turn.extras.begin(), s.turn.extras.end(),
                     [&](const ExtraPlay& e) { return extra_allows(s, e, seat, card, base, false); });
}

// Where the turn's extras cover a hand card once its own play is used, asked once per card: on every base alike (an
// extra without a condition on the base covers it), base by base (only extras with one, only_on or
// where_no_own_minion, might: extra_covers_on asks each base), or nowhere.
enum class Cover : std::uint8_t { Nowhere, ByBase, Everywhere };
[[gnu::noinline]] Cover extra_cover(const State& s, Seat seat, CardId card) {
  Cover cover = Cover::Nowhere;
  for (const auto& e : s.turn.extras) {
    if (e.only_on != kNoBase || e.where_no_own_minion) cover = Cover::ByBase;
    // Without a condition on the base, extra_allows reads no base: any one answers for all.
    else if (extra_allows(s, e, seat, card, kNoBase, false)) return Cover::Everywhere;
  }
  return cover;
}

}  // namespace

std::string play_refusal(const State& s, CardId card) {
  const Seat seat = s.turn.active;
  const auto& d = def_of(s, card);
  const std::string name(d.name);
  const bool minion = d.type == CardType::Minion;
  if (d.play_condition && !d.play_condition(s, card, seat)) return name + " cannot be played now: see its text.";
  std::vector<BaseId> places;
  if (!minion && d.play_on == PlayOn::Nothing) places.push_back(kNoBase);
  else
    for (const auto& b : s.bases) places.push_back(b.base);
  const bool permitted = std::any_of(places.begin(), places.end(), [&](BaseId b) {
    return allowance_for(s, seat, card, b, false) != kNoAllowance;
  });
  if (!permitted) {
    const std::string kind = minion ? "minion" : "action";
    const bool extras_of_kind = std::any_of(s.turn.extras.begin(), s.turn.extras.end(),
                                            [&](const ExtraPlay& e) { return e.type == d.type; });
    if (!extras_of_kind) return "You have already played your " + kind + " this turn.";
    return "You have already played your " + kind + " this turn, and no extra " + kind + " play you have covers " +
           name + ".";
  }
  std::vector<Choice> plays;
  PlayChecks checks(s, seat);
  plays_of(s, seat, card, checks,
           [&](BaseId b) { return allowance_for(s, seat, card, b, false) != kNoAllowance; }, plays);
  if (!plays.empty()) return "";
  // Permitted somewhere, yet offered nowhere: a card in play forbids it, or no minion can take it.
  for (BaseId b : places) {
    std::string forbidder;
    for_each_holder(s, hook::kForbidsPlay, [&](const Holder& h, const CardDef* cd, const BaseDef* bd) {
      const Forbids hook = cd ? cd->forbids_play : bd->forbids_play;
      if (forbidder.empty() && hook && hook.forbids(s, h, seat, card, b)) forbidder = cd ? cd->name : bd->name;
    });
    if (!forbidder.empty())
      return forbidder + " forbids playing " + name + (b == kNoBase ? " now." : " on " + std::string(base_def(b).name) + ".");
  }
  return name + " has no minion it can be played on now.";
}

PlayForbidders::PlayForbidders(const State& s, PromiseAudit* audit)
    : s_(s), audit_(audit), anywhere_(audit != nullptr) {
  for_each_holder(s, kHooks, [&](const Holder& h, const CardDef* cd, const BaseDef* bd) { add(h, cd, bd); });
}

bool PlayForbidders::ask_each(Seat player, CardId card, BaseId base) const {
  const auto asks = [&](const Held& held) {
    return (held.only_on == kNoBase || held.only_on == base) && held.hook(s_, held.holder, player, card, base);
  };
  if (audit_) [[unlikely]]
    return std::any_of(hooks_.begin(), hooks_.end(), [&](const Held& held) {
      if (held.only_on == base) ++audit_->own_base_of(held.holder);
      return asks(held);
    });
  return std::any_of(hooks_.begin(), hooks_.end(), asks);
}

void play_options(const State& s, std::vector<Choice>& out, PromiseAudit* audit) {
  const Seat seat = s.turn.active;
  const auto& p = s.seats[seat];
  PlayChecks checks(s, seat, audit);
  // The cards that may have plays, by the kind of choice that plays them (PlayMinion .. PlayOnMinion), so that
  // the options come out in Choice's order.
  static_assert(static_cast<int>(ChoiceKind::PlayMinion) == 0 && static_cast<int>(ChoiceKind::PlayOnMinion) == 3);
  std::array<OrderedCards, 4> by_kind{};
  OrderedCards from_discard;
  // The turn's own play covers a hand card on every base alike while it is unused; once it is used, only the
  // extras can, and they may depend on the base.
  static_assert(static_cast<int>(CardType::Minion) == 0 && static_cast<int>(CardType::Action) == 1);
  const std::array<bool, 2> own_plays{!s.turn.minion_used, !s.turn.action_used};
  const auto own_play = [&](CardType type) { return own_plays[static_cast<std::size_t>(type)]; };
  const bool extras = !s.turn.extras.empty();
  std::array<std::size_t, 4> counted{};  // by kind, for the room the options need
  for (auto card : p.hand) {
    const auto& d = def_of(s, card);
    const auto kind = static_cast<std::size_t>(play_kind(d));
    const bool may = own_play(d.type) | (extras && extra_may_cover_hand_card(s, card, d.type));
    by_kind[kind].add_if(card, may);
    counted[kind] += may;
  }
  const DiscardPermissions& discard = checks.discard;
  if (discard.any())
    for (auto card : p.discard)
      if (discard.may_reach(card)) {
        const auto kind = static_cast<std::size_t>(play_kind(def_of(s, card)));
        by_kind[kind].add(card);
        ++counted[kind];
        from_discard.add(card);
      }
  const bool action_extra_from_discard = std::any_of(s.turn.extras.begin(), s.turn.extras.end(), [](const ExtraPlay& e) {
    return e.from_discard && e.type == CardType::Action;
  });
  // A card may have both a Special and a Talent: its two Use choices are one.
  OrderedCards usable;
  std::size_t uses = 0;  // at least the number of Use choices
  each_usable_special<true>(s, seat, SpecialWindow{SpecialWindow::Kind::PlayPhase, kNoBase, seat},
                            [&](CardId card) {
                              usable.add(card);
                              ++uses;
                            },
                            &checks.forbidders, audit);
  // Room for the most options there can be, written through a cursor: pushed one by one, each would cost a call.
  // Written on the stack when they fit (nearly always): the list's own room would first be filled with defaults.
  std::size_t minions = 0;
  for (const auto& b : s.bases) minions += b.minions.size();
  const std::size_t most =
      (counted[0] + counted[2]) * s.bases.size() + counted[1] + counted[3] * minions + uses + 1;
  constexpr std::size_t kOnStack = 192;
  alignas(Choice) std::array<std::byte, kOnStack * sizeof(Choice)> room;
  const bool on_stack = most <= kOnStack;
  const std::size_t first = out.size();
  if (!on_stack) out.resize(first + most);
  struct Cursor {
    Choice* next;
    void push_back(const Choice& c) { *next++ = c; }
  } cursor{on_stack ? reinterpret_cast<Choice*>(room.data()) : out.data() + first};
  const Choice* const begin = cursor.next;
  for (const auto& cards : by_kind)
    cards.each([&](CardId card) {
      const CardType type = def_of(s, card).type;
      if (!from_discard.contains(card)) {
        const Cover cover = own_play(type) ? Cover::Everywhere : extra_cover(s, seat, card);
        auto fits = [&](BaseId b) {
          return cover == Cover::Everywhere || (cover == Cover::ByBase && extra_covers_on(s, seat, card, b));
        };
        plays_of(s, seat, card, checks, fits, cursor);
      } else {
        auto fits = [&](BaseId b) { return allowance_for(s, seat, card, b, true, &discard) != kNoAllowance; };
        const bool only_takers = type == CardType::Action && !action_extra_from_discard;
        plays_of(s, seat, card, checks, fits, cursor, only_takers ? &discard : nullptr);
      }
    });
  usable.each([&](CardId card) { cursor.push_back({ChoiceKind::Use, card}); });
  cursor.push_back({ChoiceKind::Done});
  if (on_stack) out.insert(out.end(), begin, static_cast<const Choice*>(cursor.next));
  else out.resize(first + static_cast<std::size_t>(cursor.next - begin));
}

namespace {

// The plays the extra `extra` allows `seat` now, each handed to out.push_back.
template <class Choices>
void extra_plays(const State& s, Seat seat, const ExtraPlay& extra, Choices& out, PromiseAudit* audit) {
  const auto& p = s.seats[seat];
  PlayChecks checks(s, seat, audit);
  const std::span<const CardId> cards = extra.only_card != kNoCard ? std::span<const CardId>(&extra.only_card, 1)
                                        : extra.from_discard       ? std::span<const CardId>(p.discard)
                                                                   : std::span<const CardId>(p.hand);
  for (auto card : cards) {
    if (def_of(s, card).type != extra.type) continue;
    auto fits = [&](BaseId b) { return extra_allows(s, extra, seat, card, b, extra.from_discard); };
    plays_of(s, seat, card, checks, fits, out);
  }
  // A card that may stand in from the discard pile for a hand card (Spectre) fits a hand extra too.
  if (extra.only_card == kNoCard && !extra.from_discard)
    for (auto card : p.discard) {
      if (def_of(s, card).type != extra.type || !plays_from_own_discard(s, seat, card)) continue;
      auto fits = [&](BaseId b) { return extra_allows(s, extra, seat, card, b, true, true); };
      plays_of(s, seat, card, checks, fits, out);
    }
  // An action from the discard pile onto a minion that takes them (Cyberback) fits a hand extra too.
  if (extra.only_card == kNoCard && !extra.from_discard && extra.type == CardType::Action) {
    const DiscardPermissions& discard = checks.discard;
    for (auto card : p.discard) {
      if (def_of(s, card).type != CardType::Action) continue;
      auto fits = [&](BaseId b) {
        return discard.base_takes(card, b) && extra_allows(s, extra, seat, card, b, true, true);
      };
      plays_of(s, seat, card, checks, fits, out, &discard);
    }
  }
}

}  // namespace

std::vector<Choice> extra_play_options(const State& s, Seat seat, const ExtraPlay& extra, PromiseAudit* audit) {
  std::vector<Choice> out;
  extra_plays(s, seat, extra, out, audit);
  return out;
}

bool has_extra_play(const State& s, Seat seat, const ExtraPlay& extra, PromiseAudit* audit) {
  // Whether there is one is all that is asked: the plays are counted, not kept.
  struct Count {
    std::size_t plays = 0;
    void push_back(const Choice&) { ++plays; }
  } count;
  extra_plays(s, seat, extra, count, audit);
  return count.plays > 0;
}
std::vector<CardId> usable_specials(const State& s, Seat seat, const SpecialWindow& w, PromiseAudit* audit) {
  std::vector<CardId> out;
  each_usable_special(s, seat, w, [&](CardId card) { out.push_back(card); }, nullptr, audit);
  return out;
}

namespace {

// may_hold_special, with an audit (kAudited: `audit` is set) or without (compiled without a test of it).
template <bool kAudited>
bool may_hold(const State& s, Seat seat, const SpecialWindow& w, PromiseAudit* audit) {
  std::optional<PlayForbidders> forbidders;  // gathered once an action comes up
  // Asked only about a card with a Special: the hand and deck are walked in the loop below, the test called for
  // those few cards (a call per card of the deck would cost more than the walk).
  const auto could_use = [&](CardId card, DefId def) {
    const auto& d = card_def(def);
    if constexpr (kAudited) audit->special_asked(def, d.special, w);
    if (!d.special.usable(s, card, Where::Hand, w)) return false;
    if (d.type != CardType::Action) return true;
    if (!forbidders) forbidders.emplace(s, audit);
    return !forbidders->forbids(seat, card, kNoBase);
  };
  const auto& p = s.seats[seat];
  for (const auto* cards : {&p.hand, &p.deck})
    for (const CardId card : *cards)
      if (const DefId def = s.cards[card].def; (card_hooks(def) & hook::kSpecial) && could_use(card, def)) return true;
  return false;
}

}  // namespace

bool may_hold_special(const State& s, Seat seat, const SpecialWindow& w, PromiseAudit* audit) {
  if (!(s.cards.owned_hooks(seat) & hook::kSpecial)) return false;
  return audit ? may_hold<true>(s, seat, w, audit) : may_hold<false>(s, seat, w, nullptr);
}

bool talent_usable(const State& s, Seat seat, CardId card) {
  return talent_state(s, card) == TalentState::Ready && controller_of(s, card) == seat;
}

PerBase<BaseId> bases_open_to(const State& s, Seat player, CardId card, PromiseAudit* audit) {
  PerBase<BaseId> out;
  const PlayForbidders forbidders(s, audit);
  for (const auto& b : s.bases)
    if (!forbidders.forbids(player, card, b.base)) out.push_back(b.base);
  return out;
}

}  // namespace cardtable::smashup
