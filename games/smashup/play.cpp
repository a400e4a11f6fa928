// The play phase: which cards the active player may play where, which allowance each play uses, and playing it.
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <optional>
#include <span>
#include <string>

#include "games/smashup/engine.hpp"
#include "games/smashup/holders.hpp"

namespace cardtable::smashup {
namespace {

constexpr int kNormalPlay = -1;
constexpr int kNoAllowance = -2;

bool restricted(const ExtraPlay& e) {
  return e.max_power >= 0 || e.only_on != kNoBase || e.from_discard || e.where_no_own_minion ||
         e.only_card != kNoCard || e.same_name || e.only_named != kNoDef;
}

// Spectre: the card itself says it may be played from its owner's discard pile like a hand card.
bool plays_from_own_discard(const State& s, Seat seat, CardId card) {
  if (!(card_hooks(s.cards[card].def) & hook::kPlaysFromDiscard)) return false;
  return owner_of(s, card) == seat && def_of(s, card).plays_from_discard(s, card, seat);
}

bool action_onto_minion(const CardDef& d) {
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
  // A card in play lets this discard-pile card be played like a hand card here.
  bool allow(CardId card, BaseId base) const {
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
  // an action played on nothing): asked once per card, so that a permission for another player or another kind of
  // card (They're Coming to Get You on the opponent's side) does not send every card through every base's check.
  bool allowed_somewhere(CardId card) const {
    if (allowers_.empty()) return false;
    if (allow(card, kNoBase)) return true;
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
bool extra_may_cover_hand_card(const State& s, CardId card, CardType type) {
  return std::any_of(s.turn.extras.begin(), s.turn.extras.end(), [&](const ExtraPlay& e) {
    return e.type == type && (e.only_card != kNoCard ? e.only_card == card : !e.from_discard);
  });
}

bool has_own_minion(const State& s, Seat seat, BaseId base) {
  const auto* b = find_base(s, base);
  return b && std::any_of(b->minions.begin(), b->minions.end(), [&](const MinionInPlay& m) { return m.controller == seat; });
}

// `discard_as_hand`: a card in play lets this discard-pile card use the plays a hand card would (They're Coming to
// Get You), so extras meant for the hand cover it too.
bool extra_allows(const State& s, const ExtraPlay& e, Seat seat, CardId card, BaseId base, bool from_discard,
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
  if (e.where_no_own_minion && has_own_minion(s, seat, base)) return false;
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

int allowance_for(const State& s, Seat seat, CardId card, BaseId base, bool from_discard,
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

ExtraPlay as_extra(const State& s, CardType type, int permission) {
  return permission == kNormalPlay ? ExtraPlay{type} : s.turn.extras[static_cast<std::size_t>(permission)];
}

// Two permissions that leave the same plays for later whichever is used (R-20 lets the engine pick then).
bool interchangeable(const ExtraPlay& a, const ExtraPlay& b) {
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

PlayedCard played_card(const State& s, Seat seat, const Choice& c) {
  // A play's card is in the hand or the discard pile: the hand is the shorter to search.
  const auto& hand = s.seats[seat].hand;
  const auto& discard = s.seats[seat].discard;
  const bool from_discard = std::find(hand.begin(), hand.end(), c.a) == hand.end() &&
                            std::find(discard.begin(), discard.end(), c.a) != discard.end();
  return {c.a, c.kind == ChoiceKind::PlayOnMinion ? base_of(s, c.b) : c.b, from_discard};
}

// The permissions a play could use that differ in what they leave for later, one of each kind, preferred first.
boost::container::small_vector<int, 4> distinct_permissions(const State& s, Seat seat, const Choice& c) {
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

// The first extra of a same-name group used names the card kind the others of its group allow (Blossom).
void name_the_group(State& s, const ExtraPlay& used, CardId card) {
  if (!used.same_name || used.only_named != kNoDef) return;
  for (auto& e : s.turn.extras)
    if (e.same_name && e.source == used.source && e.type == used.type) e.only_named = s.cards[card].def;
}

void play_with(Resolver& r, const Choice& c, int permission) {
  State& s = r.mutable_state();
  const Seat seat = s.turn.active;
  const auto p = played_card(s, seat, c);
  const bool minion = def_of(s, p.card).type == CardType::Minion;
  if (permission == kNormalPlay) {
    (minion ? s.turn.minion_used : s.turn.action_used) = true;
  } else if (permission >= 0) {
    const ExtraPlay used = s.turn.extras[static_cast<std::size_t>(permission)];
    s.turn.extras.erase(s.turn.extras.begin() + permission);
    name_the_group(s, used, p.card);
  }
  switch (c.kind) {
    case ChoiceKind::PlayMinion: r.play_minion(seat, p.card, c.b); break;
    case ChoiceKind::PlayAction: r.play_action(seat, p.card); break;
    case ChoiceKind::PlayOnBase: r.play_action(seat, p.card, c.b); break;
    case ChoiceKind::PlayOnMinion: r.play_action(seat, p.card, p.base, c.b); break;
    default: break;
  }
}

// Some of a game's cards (any id below kNoCard, whatever a scenario or save holds), listed in id order by walking
// the set bits of the words that hold any: most sets of a play question are empty or hold a card or two.
class OrderedCards {
 public:
  void add(CardId card) { add_if(card, true); }
  // Adds the card when `yes`, without a branch (for a hand's cards, whose answers come in no predictable order).
  void add_if(CardId card, bool yes) {
    words_[card / 64] |= std::uint64_t{yes} << (card % 64);
    used_ |= static_cast<unsigned>(yes) << (card / 64);
  }
  bool contains(CardId card) const { return (words_[card / 64] >> (card % 64)) & 1; }
  template <class Fn>
  void each(Fn&& fn) const {
    for (unsigned used = used_; used != 0; used &= used - 1) {
      const auto w = static_cast<std::size_t>(std::countr_zero(used));
      for (auto bits = words_[w]; bits != 0; bits &= bits - 1)
        fn(static_cast<CardId>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
    }
  }

 private:
  std::array<std::uint64_t, (kNoCard + 63) / 64> words_{};
  unsigned used_ = 0;  // bit w: words_[w] holds a card
};

// Where the plays of one position may go, bases and minions in id order: a question's options are sorted, and
// plays built in that order need no sorting (sorting a dozen options in a random order mispredicts its way through).
class PlaySites {
 public:
  explicit PlaySites(const State& s) : s_(s) {
    static_assert(kFactionCount * kBasesPerFaction <= 64, "every base id is a bit of one word");
    for (const auto& b : s.bases) bases_ |= std::uint64_t{1} << b.base;
  }
  template <class Fn>
  void each_base(Fn&& fn) const {
    for (auto bits = bases_; bits != 0; bits &= bits - 1) fn(static_cast<BaseId>(std::countr_zero(bits)));
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
  std::uint64_t bases_ = 0;
  mutable OrderedCards minions_;
  mutable std::array<Where, kNoCard> where_;  // for the cards in minions_ only
  mutable bool minions_gathered_ = false;
};

// What the plays of one position consult, gathered with one walk over the cards in play: the cards that forbid
// plays, those that prevent an action's attaching to a minion, and what lets `seat` play from the discard pile;
// and where the plays may go.
struct PlayChecks {
  PlayChecks(const State& s, Seat seat)
      : forbidders(s, PlayForbidders::Unwalked{}),
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
                         const PlayForbidders* known = nullptr) {
  // In the play phase only the Specials marked for it can answer (CardDef::special_in_play_phase).
  const HookSet special = w.kind == SpecialWindow::Kind::PlayPhase ? hook::kPlayPhaseSpecial : hook::kSpecial;
  const bool specials = s.cards.hooks() & special;
  const bool talents = kTalentsToo && (s.cards.hooks() & hook::kTalent);
  if (!specials && !talents) return;
  // An action used from the hand is played (Hidden Ninja, Full Sail: "you may play this"), so a card forbidding
  // that player's actions (Mark of Sleep) stops it too; where a minion goes is its own Special's business (Shinobi).
  // The forbidders are gathered here only if the caller did not and such an action comes up (rare).
  const auto forbidden = [&](CardId card) {
    return known ? known->forbids(seat, card, kNoBase) : PlayForbidders(s).forbids(seat, card, kNoBase);
  };
  // Out of play a card has its own abilities; in play, those it has now (a copy's).
  auto consider = [&](CardId card, DefId abilities, Where where) {
    if (!(card_hooks(abilities) & special)) return;
    const auto& d = card_def(abilities);
    if (!d.special(s, card, where, w)) return;
    if (where == Where::Hand && d.type == CardType::Action && forbidden(card)) return;
    found(card);
  };
  const auto& p = s.seats[seat];
  // The hand and discard pile hold the seat's own cards.
  const bool owned = specials && (s.cards.owned_hooks(seat) & special);
  if (owned)
    for (auto c : p.hand) consider(c, s.cards[c].def, Where::Hand);
  const HookSet wanted = (specials ? special : 0) | (talents ? hook::kTalent : 0);
  each_controlled(s, seat, wanted, [&](CardId card, DefId abilities, bool talent_used) {
    if (specials) consider(card, abilities, Where::InPlay);
    if (talents && talent_ready(s, seat, card, abilities, talent_used)) found(card);
  });
  if (owned)
    for (auto c : p.discard) consider(c, s.cards[c].def, Where::Discard);
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
      const ForbidsHook hook = cd ? cd->forbids_play : bd->forbids_play;
      if (forbidder.empty() && hook && hook(s, h, seat, card, b)) forbidder = cd ? cd->name : bd->name;
    });
    if (!forbidder.empty())
      return forbidder + " forbids playing " + name + (b == kNoBase ? " now." : " on " + std::string(base_def(b).name) + ".");
  }
  return name + " has no minion it can be played on now.";
}

PlayForbidders::PlayForbidders(const State& s) : s_(s) {
  for_each_holder(s, kHooks, [&](const Holder& h, const CardDef* cd, const BaseDef* bd) { add(h, cd, bd); });
}

bool PlayForbidders::ask_each(Seat player, CardId card, BaseId base) const {
  return std::any_of(hooks_.begin(), hooks_.end(), [&](const Held& held) {
    return (held.only_on == kNoBase || held.only_on == base) && held.hook(s_, held.holder, player, card, base);
  });
}

void play_options(const State& s, std::vector<Choice>& out) {
  const Seat seat = s.turn.active;
  const auto& p = s.seats[seat];
  PlayChecks checks(s, seat);
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
                            &checks.forbidders);
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
        const bool own = own_play(type);
        auto fits = [&](BaseId b) { return own || allowance_for(s, seat, card, b, false) != kNoAllowance; };
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
void extra_plays(const State& s, Seat seat, const ExtraPlay& extra, Choices& out) {
  const auto& p = s.seats[seat];
  PlayChecks checks(s, seat);
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

std::vector<Choice> extra_play_options(const State& s, Seat seat, const ExtraPlay& extra) {
  std::vector<Choice> out;
  extra_plays(s, seat, extra, out);
  return out;
}

bool has_extra_play(const State& s, Seat seat, const ExtraPlay& extra) {
  // Whether there is one is all that is asked: the plays are counted, not kept.
  struct Count {
    std::size_t plays = 0;
    void push_back(const Choice&) { ++plays; }
  } count;
  extra_plays(s, seat, extra, count);
  return count.plays > 0;
}

void perform_play(Resolver& r, const Choice& c) {
  State& s = r.mutable_state();
  const Seat seat = s.turn.active;
  if (c.kind == ChoiceKind::Use) {
    if (talent_usable(s, seat, c.a))
      r.push(talent_frame(s, c.a));
    else
      use_special(r, c.a, seat, base_of(s, c.a));
    return;
  }
  // when the permissions that fit would leave different plays for later, the player picks one.
  const auto permissions = distinct_permissions(s, seat, c);
  if (permissions.size() > 1 && s.rules >= 2) {
    PermissionFrame ask;
    ask.play = c;
    r.push(ask);
    return;
  }
  play_with(r, c, permissions.empty() ? kNoAllowance : permissions.front());
}

Progress permission_step(Resolver& r, PermissionFrame& f) {
  if (f.answered) {
    f.answered = false;
    play_with(r, f.play, f.answer.a == kFreePlay ? kNormalPlay : f.answer.a);
    return Done{};
  }
  auto options = r.reused_options();
  for (int p : distinct_permissions(r.state(), r.active(), f.play))
    options.push_back({ChoiceKind::Permission, p == kNormalPlay ? kFreePlay : static_cast<std::uint8_t>(p)});
  const auto where = played_card(r.state(), r.active(), f.play);
  r.ask(r.active(), Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::WhichPermission), where.card, where.base,
        std::move(options));
  return Ask{};
}

void use_special(Resolver& r, CardId card, Seat seat, BaseId base) {
  State& s = r.mutable_state();
  AbilityFrame f;
  f.hook = Hook::Special;
  f.def = abilities_def(s, card);
  f.source = card;
  f.controller = seat;
  f.base = base;
  const auto& hand = s.seats[seat].hand;
  const bool played = def_of(s, card).type == CardType::Action && std::find(hand.begin(), hand.end(), card) != hand.end();
  if (!played) {
    r.push(f);
    return;
  }
  std::erase(s.seats[seat].hand, card);
  s.limbo.push_back(card);
  const Event event{EventKind::ActionPlayed, card, kNoBase, kNoBase, seat};
  r.log(event);
  r.push(f);
  r.push(EmitFrame{event});
}

std::vector<CardId> usable_specials(const State& s, Seat seat, const SpecialWindow& w) {
  std::vector<CardId> out;
  each_usable_special(s, seat, w, [&](CardId card) { out.push_back(card); });
  return out;
}

bool may_hold_special(const State& s, Seat seat, const SpecialWindow& w) {
  if (!(s.cards.owned_hooks(seat) & hook::kSpecial)) return false;
  std::optional<PlayForbidders> forbidders;  // gathered once an action comes up
  const auto could_use = [&](CardId card) {
    const DefId def = s.cards[card].def;
    if (!(card_hooks(def) & hook::kSpecial)) return false;
    const auto& d = card_def(def);
    if (!d.special(s, card, Where::Hand, w)) return false;
    if (d.type != CardType::Action) return true;
    if (!forbidders) forbidders.emplace(s);
    return !forbidders->forbids(seat, card, kNoBase);
  };
  const auto& p = s.seats[seat];
  return std::any_of(p.hand.begin(), p.hand.end(), could_use) || std::any_of(p.deck.begin(), p.deck.end(), could_use);
}

bool talent_usable(const State& s, Seat seat, CardId card) {
  return talent_state(s, card) == TalentState::Ready && controller_of(s, card) == seat;
}

AbilityFrame talent_frame(State& s, CardId card) {
  AbilityFrame f;
  f.hook = Hook::Talent;
  f.def = abilities_def(s, card);
  f.source = card;
  for (auto& b : s.bases) {
    for (auto& m : b.minions)
      if (m.card == card) {
        m.talent_used = true;
        f.controller = m.controller;
        f.base = b.base;
      }
    for (auto& a : b.actions)
      if (a.card == card) {
        a.talent_used = true;
        f.controller = a.controller;
        f.base = b.base;
        f.target = a.on;
      }
  }
  return f;
}

}  // namespace cardtable::smashup
