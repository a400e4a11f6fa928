#include "games/smashup/resolver.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>

#include "games/smashup/engine.hpp"
#include "games/smashup/holders.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

CardIds Resolver::minions(const MinionFilter& filter) const {
  CardIds out;
  const bool by_power = filter.max_power < 1000 || filter.min_power > -1000;
  const PowerChanges changes = by_power ? power_changes(s_) : PowerChanges{};  // one gathering for every minion
  for (const auto& b : s_.bases) {
    if (filter.on_base != kNoBase && b.base != filter.on_base) continue;
    if (filter.not_on_base != kNoBase && b.base == filter.not_on_base) continue;
    for (const auto& m : b.minions) {
      if (m.card == filter.except_card) continue;
      if (filter.controlled_by != kNoSeat && m.controller != filter.controlled_by) continue;
      if (filter.not_controlled_by != kNoSeat && m.controller == filter.not_controlled_by) continue;
      if (filter.def != kNoDef && s_.cards[m.card].def != filter.def) continue;
      if (!filter.any_faction && def(m.card).faction != filter.faction_is) continue;
      if (by_power) {
        const int p = smashup::power(s_, m, b.base, changes);
        if (p > filter.max_power || p < filter.min_power) continue;
      }
      out.push_back(m.card);
    }
  }
  return out;
}

PerBase<BaseId> Resolver::bases() const {
  PerBase<BaseId> out;
  for (const auto& b : s_.bases) out.push_back(b.base);
  return out;
}

PerBase<BaseId> Resolver::bases_except(BaseId except) const {
  PerBase<BaseId> out;
  for (const auto& b : s_.bases)
    if (b.base != except) out.push_back(b.base);
  return out;
}

PerBase<BaseId> bases_open_to(const State& s, Seat player, CardId card) {
  PerBase<BaseId> out;
  const PlayForbidders forbidders(s);
  for (const auto& b : s.bases)
    if (!forbidders.forbids(player, card, b.base)) out.push_back(b.base);
  return out;
}

std::vector<CardId> Resolver::actions_on_base(BaseId base) const {
  std::vector<CardId> out;
  if (const auto* b = base_slot(s_, base))
    for (const auto& a : b->actions)
      if (a.on == kNoCard) out.push_back(a.card);
  return out;
}

std::vector<CardId> Resolver::actions_on_minion(CardId minion) const {
  std::vector<CardId> out;
  for (const auto& b : s_.bases)
    for (const auto& a : b.actions)
      if (a.on == minion) out.push_back(a.card);
  return out;
}

std::vector<CardId> Resolver::actions_in_play() const {
  std::vector<CardId> out;
  for (const auto& b : s_.bases)
    for (const auto& a : b.actions) out.push_back(a.card);
  return out;
}

std::vector<Seat> Resolver::other_players(Seat seat) const {
  std::vector<Seat> out;
  for (int i = 1; i < s_.players; ++i) out.push_back(static_cast<Seat>((seat + i) % s_.players));
  return out;
}

bool being_scored(const State& s, BaseId base) {
  return std::any_of(s.stack.begin(), s.stack.end(), [&](const Frame& frame) {
    const auto* f = std::get_if<ScoringFrame>(&frame);
    return f && f->base == base && f->step <= 3;
  });
}

std::vector<std::uint8_t> Resolver::places(BaseId scoring) const {
  for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
    if (const auto* f = std::get_if<ScoringFrame>(&*it); f && f->base == scoring && !f->place.empty()) return f->place;
  return rank_places(s_, scoring);
}

std::vector<Seat> Resolver::winners(BaseId scoring) const {
  std::vector<Seat> out;
  const auto p = places(scoring);
  // tied winners act one after another from the active player clockwise.
  for (int i = 0; i < s_.players; ++i) {
    const auto seat = static_cast<Seat>((s_.turn.active + i) % s_.players);
    if (p[seat] == 1) out.push_back(seat);
  }
  return out;
}

Progress Resolver::list_winners(AbilityFrame& f, std::uint8_t each) const {
  const auto seats = winners(f.base);
  f.picked.seats = seats;
  f.remaining = 0;
  f.step = each;
  return Again{};
}

Seat Resolver::winner_in_turn(const AbilityFrame& f) const {
  return f.remaining >= 0 && f.remaining < static_cast<int>(f.picked.seats.size())
             ? f.picked.seats[static_cast<std::size_t>(f.remaining)]
             : kNoSeat;
}

Progress Resolver::next_winner(AbilityFrame& f, std::uint8_t each) const {
  ++f.remaining;
  f.step = each;
  return Again{};
}

namespace {

Affect affect_of(const State& s, AffectKind how, CardId target, const AbilityFrame& f) {
  const bool by_action = f.owner == Asker::Card && card_def(f.def).type == CardType::Action;
  return Affect{how, target, def_of(s, target).type, f.owner == Asker::Card ? f.source : kNoCard, f.controller,
                by_action};
}

}  // namespace

bool Resolver::can_affect(const AbilityFrame& f, CardId minion, AffectKind how) const {
  return smashup::can_affect(s_, affect_of(s_, how, minion, f));
}

// ---- questions

namespace {

// A choice as one number in Choice's own order: kind, then a, then b.
std::uint32_t key_of(const Choice& c) {
  return static_cast<std::uint32_t>(c.kind) << 16 | static_cast<std::uint32_t>(c.a) << 8 | c.b;
}

// Sorts the options into Choice's order and leaves each once.
void sort_options(std::vector<Choice>& options) {
  // Choice's own order (kind, then a, then b) is the order of one number per option, so the numbers are sorted:
  // moving the three-byte choices themselves stalls the sort (each wide load waits on two narrow stores).
  constexpr std::size_t kOnStack = 64;
  std::array<std::uint32_t, kOnStack> stack_keys;
  std::vector<std::uint32_t> heap_keys;
  const std::span<std::uint32_t> keys = options.size() <= kOnStack
                                            ? std::span<std::uint32_t>(stack_keys.data(), options.size())
                                            : (heap_keys.resize(options.size()), std::span<std::uint32_t>(heap_keys));
  for (std::size_t i = 0; i < options.size(); ++i) keys[i] = key_of(options[i]);
  std::sort(keys.begin(), keys.end());
  options.resize(static_cast<std::size_t>(std::unique(keys.begin(), keys.end()) - keys.begin()));
  for (std::size_t i = 0; i < options.size(); ++i)
    options[i] = Choice{static_cast<ChoiceKind>(keys[i] >> 16), static_cast<std::uint8_t>(keys[i] >> 8),
                        static_cast<std::uint8_t>(keys[i])};
}

}  // namespace

void Resolver::ask(Seat seat, Asker asker, std::uint16_t who, std::uint8_t prompt, CardId source, BaseId about,
                   std::vector<Choice> options, Options order) {
  // Options that happen to be in order already stand as they are.
  bool in_order = true;
  std::uint32_t last = options.empty() ? 0 : key_of(options.front());
  for (std::size_t i = 1; i < options.size() && in_order && order == Options::AnyOrder; ++i) {
    const std::uint32_t key = key_of(options[i]);
    in_order = last < key;
    last = key;
  }
  assert(std::adjacent_find(options.begin(), options.end(), std::greater_equal<>{}) == options.end() ||
         order == Options::AnyOrder);
  if (!in_order) sort_options(options);
  // The question keeps the larger memory of the two lists for the next one (reused_options): a list built apart
  // (a card's candidates) would otherwise leave the next play phase a small one to grow.
  auto& kept = s_.question.options;
  if (kept.capacity() > options.capacity())
    kept.assign(options.begin(), options.end());
  else
    kept = std::move(options);
  s_.question.seat = seat;
  s_.question.asker = asker;
  s_.question.who = who;
  s_.question.prompt = prompt;
  s_.question.source = source;
  s_.question.about = about;
  s_.question.shown.clear();
  s_.asking = true;
}

Progress Resolver::ask_frame(AbilityFrame& f, int prompt, std::vector<Choice> options, Pick pick, Seat asked) {
  f.answered = false;
  f.answer = Choice{};
  if (options.empty()) {
    log({EventKind::NoTarget});
    return Again{};
  }
  if (pick == Pick::May) options.push_back(Choice{ChoiceKind::Pass});
  ask(asked == kNoSeat ? f.controller : asked, f.owner, f.def, static_cast<std::uint8_t>(prompt), f.source, f.base,
      std::move(options));
  return Ask{};
}

Progress Resolver::choose_minion_then(AbilityFrame& f, int prompt, CardSpan candidates, Pick pick,
                                      AffectKind how) {
  if (f.step == 0) {
    f.step = 1;
    return choose_minion(f, prompt, candidates, pick, how);
  }
  if (f.step != 1) return corrupt_step(f);
  if (auto t = chosen(f)) {
    if (how == AffectKind::Destroy) destroy(*t, f);
    else if (how == AffectKind::Return) return_to_hand(*t, f);
    else if (how == AffectKind::DeckBottom) to_deck_bottom(*t, f);
  }
  return done();
}

Progress Resolver::choose_action(AbilityFrame& f, int prompt, CardSpan candidates, Pick pick,
                                 AffectKind how, Seat asked) {
  return choose_minion(f, prompt, candidates, pick, how, asked);
}

Progress Resolver::choose_minion(AbilityFrame& f, int prompt, CardSpan candidates, Pick pick,
                                 AffectKind how, Seat asked) {
  auto options = reused_options();
  const Preventers preventers(s_);
  for (auto c : candidates)
    if (preventers.can_affect(affect_of(s_, how, c, f))) options.push_back({ChoiceKind::Card, c});
  return ask_frame(f, prompt, std::move(options), pick, asked);
}

Progress Resolver::look_and_choose_card(AbilityFrame& f, int prompt, std::vector<CardId> seen,
                                        std::vector<CardId> cards) {
  f.answered = false;
  f.answer = Choice{};
  auto options = reused_options();
  for (auto c : cards) options.push_back({ChoiceKind::Card, c});
  if (options.empty()) options.push_back({ChoiceKind::Pass});
  ask(f.controller, f.owner, f.def, static_cast<std::uint8_t>(prompt), f.source, f.base, std::move(options));
  s_.question.shown = std::move(seen);
  return Ask{};
}

Progress Resolver::choose_card(AbilityFrame& f, int prompt, CardSpan cards, Pick pick, Seat asked) {
  auto options = reused_options();
  for (auto c : cards) options.push_back({ChoiceKind::Card, c});
  return ask_frame(f, prompt, std::move(options), pick, asked);
}

Progress Resolver::choose_hidden_card(AbilityFrame& f, int prompt, CardSpan cards, Pick pick, Seat asked) {
  auto options = reused_options();
  for (auto c : cards) options.push_back({ChoiceKind::Card, c});
  f.answered = false;
  f.answer = Choice{};
  if (options.empty() || pick == Pick::May) options.push_back(Choice{ChoiceKind::Pass});
  ask(asked == kNoSeat ? f.controller : asked, f.owner, f.def, static_cast<std::uint8_t>(prompt), f.source, f.base,
      std::move(options));
  return Ask{};
}

Progress Resolver::choose_base(AbilityFrame& f, int prompt, BaseSpan bases, Pick pick, Seat asked) {
  auto options = reused_options();
  for (auto b : bases) options.push_back({ChoiceKind::Base, b});
  return ask_frame(f, prompt, std::move(options), pick, asked);
}

Progress Resolver::choose_play(AbilityFrame& f, int prompt, Seat seat, const ExtraPlay& extra, Pick pick,
                               BaseId except) {
  auto options = extra_play_options(s_, seat, extra);
  std::erase_if(options, [&](const Choice& c) {
    return except != kNoBase && (c.kind == ChoiceKind::PlayOnMinion ? smashup::base_of(s_, c.b) : c.b) == except;
  });
  const bool for_the_hand = extra.only_card == kNoCard && !extra.from_discard;
  if (options.empty() && for_the_hand) pick = Pick::May;  // asked with pass alone
  if (options.empty() && !for_the_hand) return ask_frame(f, prompt, std::move(options), pick, seat);
  f.answered = false;
  f.answer = Choice{};
  if (pick == Pick::May) options.push_back(Choice{ChoiceKind::Pass});
  ask(seat, f.owner, f.def, static_cast<std::uint8_t>(prompt), f.source, f.base, std::move(options));
  return Ask{};
}

bool Resolver::play_choice(Seat seat, const Choice& c) {
  switch (c.kind) {
    case ChoiceKind::PlayMinion: play_minion(seat, c.a, c.b); return true;
    case ChoiceKind::PlayAction: play_action(seat, c.a); return true;
    case ChoiceKind::PlayOnBase: play_action(seat, c.a, c.b); return true;
    case ChoiceKind::PlayOnMinion: play_action(seat, c.a, smashup::base_of(s_, c.b), c.b); return true;
    default: return false;
  }
}

Progress Resolver::choose_player(AbilityFrame& f, int prompt, std::vector<Seat> seats, Pick pick, Seat asked) {
  auto options = reused_options();
  for (auto seat : seats) options.push_back({ChoiceKind::Player, seat});
  return ask_frame(f, prompt, std::move(options), pick, asked);
}

Progress Resolver::choose_faction(AbilityFrame& f, int prompt, std::vector<Faction> factions, Pick pick,
                                  Seat asked) {
  auto options = reused_options();
  for (auto x : factions) options.push_back({ChoiceKind::PickFaction, static_cast<std::uint8_t>(x)});
  return ask_frame(f, prompt, std::move(options), pick, asked);
}

Progress Resolver::ask_yes_no(AbilityFrame& f, int prompt, Seat asked) {
  return ask_frame(f, prompt, {{ChoiceKind::Yes}, {ChoiceKind::No}}, Pick::Must, asked);
}

void Resolver::start_arranging(AbilityFrame& f, const std::vector<CardId>& cards) const {
  f.picked.cards = cards;
  f.picked.placed = 0;  // placed cards stay listed, so their owner's bots keep knowing where they are
  f.answered = false;
}

std::optional<Progress> Resolver::arrange_on_deck(AbilityFrame& f, int which, int where, bool bottom, Seat looker) {
  // f.picked.cards: the placed ones first, then those still to place, the one waiting for `where` last.
  auto& cards = f.picked.cards;
  const auto unplaced = [&] { return cards.begin() + f.picked.placed; };
  const auto place = [&](bool on_top) {
    const CardId next = cards.back();
    if (on_top) put_on_deck_top(next);
    else put_on_deck_bottom(next);
    cards.pop_back();
    cards.insert(unplaced(), next);
    ++f.picked.placed;
  };
  const std::vector<CardId> looked = cards;
  if (f.answered) {
    f.answered = false;
    if (f.answer.kind == ChoiceKind::Card) {
      const CardId next = f.answer.a;
      cards.erase(std::find(unplaced(), cards.end(), next));
      cards.push_back(next);
      if (bottom) {
        ask(looker, f.owner, f.def, static_cast<std::uint8_t>(where), f.source, f.base,
            {{ChoiceKind::Yes}, {ChoiceKind::No}});
        s_.question.shown = looked;
        return Ask{};
      }
      place(true);
    } else {
      place(f.answer.kind == ChoiceKind::Yes);
    }
  }
  if (f.picked.placed >= cards.size()) return std::nullopt;
  auto options = reused_options();
  for (auto it = unplaced(); it != cards.end(); ++it) options.push_back({ChoiceKind::Card, *it});
  ask(looker, f.owner, f.def, static_cast<std::uint8_t>(which), f.source, f.base, std::move(options));
  s_.question.shown = looked;
  return Ask{};
}

void Resolver::reveal_top_cards(AbilityFrame& f, std::size_t count) {
  f.picked.cards = top_cards(f.controller, count);
  for (auto c : f.picked.cards) reveal(c);
}

std::optional<Progress> Resolver::take_revealed(AbilityFrame& f, int prompt, CardType type, std::uint8_t ask) {
  if (f.step == ask + 1) {
    const auto c = chosen(f);
    if (!c) return std::nullopt;
    show_into_hand(*c);
    std::erase(f.picked.cards, *c);
    f.step = ask;
    return Again{};
  }
  std::vector<CardId> of_type;
  for (auto c : f.picked.cards)
    if (def(c).type == type) of_type.push_back(c);
  f.step = static_cast<std::uint8_t>(ask + 1);
  return choose_card(f, prompt, of_type, Pick::May);
}

std::optional<std::uint8_t> Resolver::chosen(const AbilityFrame& f) const {
  if (!f.answered) return std::nullopt;
  switch (f.answer.kind) {
    case ChoiceKind::Card:
    case ChoiceKind::Base:
    case ChoiceKind::Player:
    case ChoiceKind::PickFaction: return f.answer.a;
    default: return std::nullopt;
  }
}

// ---- effects on minions

void Resolver::affect(AffectKind how, CardId minion, BaseId to, const AbilityFrame& f, bool by_its_controller) {
  if (base_of(minion) == kNoBase) return;
  const Affect a = affect_of(s_, how, minion, f);
  if (!smashup::can_affect(s_, a)) return;
  const Event about{how == AffectKind::Destroy ? EventKind::MinionDestroyed
                    : how == AffectKind::Move  ? EventKind::MinionMoved
                                               : EventKind::MinionReturned,
                    minion, base_of(minion), to, f.controller, a.by};
  Triggers replacing;
  for_each_holder(s_, hook::kReplaces, [&](const Holder& h, const CardDef* card, const BaseDef*) {
    if (card && card->replaces && card->replaces(s_, h, a))
      replacing.push_back(frame_for(s_, Hook::Replacement, h, card, about));
  });
  if (!replacing.empty()) {
    queue_triggers(*this, std::move(replacing), true);
    return;
  }
  switch (how) {
    case AffectKind::Destroy: destroy_now(minion, a.by, f.controller, by_its_controller); break;
    case AffectKind::Move: move_now(minion, to, f.controller); break;
    case AffectKind::Return: {
      const BaseId from = base_of(minion);
      const DefId had = abilities_def(s_, minion);
      std::vector<CardId> attached;
      announce_attached_discard(minion);
      lift(s_, minion);
      lift_attached_of(s_, minion, attached);
      for (auto c : attached) {
        put_in_owner_discard(s_, c);
        log({EventKind::CardDiscarded, c, from, kNoBase, owner(c)});
      }
      put_in_owner_hand(s_, minion);
      leave_play(minion);
      emit({EventKind::MinionReturned, minion, from, kNoBase, owner(minion), a.by, kNoCard, 0, f.controller}, had);
      break;
    }
    case AffectKind::DeckBottom: {
      const BaseId from = base_of(minion);
      const DefId had = abilities_def(s_, minion);
      std::vector<CardId> attached;
      announce_attached_discard(minion);
      lift(s_, minion);
      lift_attached_of(s_, minion, attached);
      for (auto c : attached) put_in_owner_discard(s_, c);
      put_on_owner_deck_bottom(s_, minion);
      leave_play(minion);
      emit({EventKind::MinionReturned, minion, from, kNoBase, owner(minion), a.by, kNoCard, 1, f.controller}, had);
      break;
    }
    case AffectKind::Attach: break;
  }
}

void Resolver::destroy(CardId minion, const AbilityFrame& f) { affect(AffectKind::Destroy, minion, kNoBase, f); }
void Resolver::destroy_own(CardId minion, const AbilityFrame& f) {
  affect(AffectKind::Destroy, minion, kNoBase, f, true);
}
void Resolver::move(CardId minion, BaseId to, const AbilityFrame& f) {
  if (to != base_of(minion)) affect(AffectKind::Move, minion, to, f);
}
void Resolver::return_to_hand(CardId minion, const AbilityFrame& f) { affect(AffectKind::Return, minion, kNoBase, f); }
void Resolver::to_deck_bottom(CardId minion, const AbilityFrame& f) {
  affect(AffectKind::DeckBottom, minion, kNoBase, f);
}

void Resolver::destroy_together(CardSpan minions, const AbilityFrame& f) {
  for (auto m : minions) {
    const BaseId from = base_of(m);
    if (from == kNoBase) continue;
    const Holder was{abilities_def(s_, m), m, from, kNoCard, controller(m), nullptr};
    destroy(m, f);
    if (base_of(m) == kNoBase) together_.push_back(was);
  }
  together_.clear();
}

void Resolver::destroy_now(CardId minion, CardId by, Seat by_seat, bool by_its_controller) {
  const BaseId from = base_of(minion);
  if (from == kNoBase) return;
  const Seat ctrl = controller(minion);
  const DefId had = abilities_def(s_, minion);
  // A card may send it elsewhere (Escape Hatch: to the hand), asked while the minion is still in play.
  DestroyedTo sent = DestroyedTo::Discard;
  for_each_holder(s_, hook::kDestroyedTo, [&](const Holder& h, const CardDef* card, const BaseDef*) {
    if (card && card->destroyed_to && sent == DestroyedTo::Discard) sent = card->destroyed_to(s_, h, minion, from);
  });
  std::vector<CardId> attached;
  announce_attached_discard(minion);
  lift(s_, minion);
  lift_attached_of(s_, minion, attached);
  for (auto c : attached) {
    put_in_owner_discard(s_, c);
    log({EventKind::CardDiscarded, c, from, kNoBase, owner(c)});
  }
  // a minion that goes to the hand instead (Escape Hatch) was not destroyed: it went back to its owner's hand,
  // and no "after destroyed" ability (Gremlin, Field of Honor) answers it.
  if (sent == DestroyedTo::Hand) {
    put_in_owner_hand(s_, minion);
    leave_play(minion);
    emit({EventKind::MinionReturned, minion, from, kNoBase, owner(minion), by, kNoCard, 0, by_seat}, had);
    return;
  }
  // Tar Pits: a minion destroyed there goes to the bottom of its owner's deck. An owner who infiltrated the base may
  // ignore it, and is asked: the minion waits in the discard pile for the answer, given before the
  // destroy's triggers resolve.
  const Seat owner_seat = owner(minion);
  const bool to_deck =
      base_def(from).destroyed_to == DestroyedTo::DeckBottom && !smashup::base_ignored(s_, from, kNoSeat);
  const bool owner_may_ignore = to_deck && smashup::base_ignored(s_, from, owner_seat);
  if (to_deck && !owner_may_ignore) {
    put_on_owner_deck_bottom(s_, minion);
  } else {
    put_in_owner_discard(s_, minion);
  }
  if (owner_may_ignore) {
    AbilityFrame ask;
    ask.hook = Hook::Reaction;
    ask.owner = Asker::Base;
    ask.def = from;
    ask.controller = owner_seat;
    ask.base = from;
    ask.target = minion;
    push(ask);
  }
  leave_play(minion);
  const std::int8_t own = by_its_controller ? 1 : 0;
  emit({EventKind::MinionDestroyed, minion, from, kNoBase, ctrl, by, kNoCard, own, by_seat}, had);
  if (to_deck && !owner_may_ignore) {
    Event under{EventKind::MinionReturned, minion, from, kNoBase, owner_seat, kNoCard, kNoCard, 1};
    under.cause = CauseKind::Base;  // the base sends it there, whatever destroyed it
    under.cause_def = from;
    log(under);
  }
}

void Resolver::move_now(CardId minion, BaseId to, Seat by_seat) {
  const BaseId from = base_of(minion);
  if (from == kNoBase || from == to || !base_slot(s_, to)) return;
  const Seat ctrl = controller(minion);
  relocate_minion(s_, minion, to);
  emit({EventKind::MinionMoved, minion, from, to, ctrl, kNoCard, kNoCard, 0, by_seat});
}

bool Resolver::may_affect(AffectKind how, CardId card, const AbilityFrame& f) const {
  return base_of(card) != kNoBase && smashup::can_affect(s_, affect_of(s_, how, card, f));
}

void Resolver::destroy_action(CardId action, const AbilityFrame& f) {
  if (may_affect(AffectKind::Destroy, action, f)) destroy_action(action, f.source);
}

void Resolver::destroy_action(CardId action, CardId by) {
  const BaseId from = base_of(action);
  if (from == kNoBase) return;
  const Seat ctrl = controller(action);
  const DefId had = abilities_def(s_, action);
  announce_discard_from_minion(action);
  lift(s_, action);
  put_in_owner_discard(s_, action);
  leave_play(action);
  emit({EventKind::ActionDestroyed, action, from, kNoBase, ctrl, by}, had);
}

void Resolver::return_action_to_hand(CardId action, const AbilityFrame& f) {
  if (!may_affect(AffectKind::Return, action, f)) return;
  const BaseId from = base_of(action);
  const DefId had = abilities_def(s_, action);
  lift(s_, action);
  put_in_owner_hand(s_, action);
  leave_play(action);
  emit({EventKind::ActionReturned, action, from, kNoBase, owner(action), f.source, kNoCard, 0, f.controller}, had);
}

void Resolver::move_action(CardId action, BaseId to, CardId onto, const AbilityFrame& f) {
  if (!may_affect(AffectKind::Move, action, f) || !base_slot(s_, to)) return;
  if (onto != kNoCard && smashup::base_of(s_, onto) != to) return;
  const BaseId from = base_of(action);
  relocate_action(s_, action, to, onto);
  end_detached_controls();
  emit({EventKind::ActionMoved, action, from, to, controller(action), f.source, onto, 0, f.controller});
}

void Resolver::action_to_deck_bottom(CardId action, const AbilityFrame& f) {
  if (!may_affect(AffectKind::DeckBottom, action, f)) return;
  const BaseId from = base_of(action);
  const DefId had = abilities_def(s_, action);
  lift(s_, action);
  put_on_owner_deck_bottom(s_, action);
  leave_play(action);
  emit({EventKind::ActionReturned, action, from, kNoBase, owner(action), f.source, kNoCard, 1, f.controller}, had);
}

void Resolver::add_counters(CardId minion, int amount, const AbilityFrame& f) {
  // counters change power, which is not affecting the minion: no protection stops them.
  if (amount <= 0) return;
  for (auto& b : s_.bases)
    for (auto& m : b.minions)
      if (m.card == minion) {
        m.counters = static_cast<std::uint8_t>(std::min(255, m.counters + amount));
        log({EventKind::CountersPlaced, minion, b.base, kNoBase, m.controller, f.source, kNoCard,
             static_cast<std::int8_t>(amount)});
      }
}

// taking control is not affecting the minion, so a protection from affect (Shielding) does not stop it.
void Resolver::take_control(CardId minion, Seat seat, Until until, const AbilityFrame& f) {
  if (!in_play(minion)) return;
  const Seat before = controller(minion);
  if (before == seat) return;
  set_controller(s_, minion, seat);
  // A control held by an attached action (Make Contact) names that action, so it ends when the action leaves.
  add_lasting(Lasting{.def = s_.cards[minion].def, .source = minion, .controller = seat, .seat = before,
                      .base = base_of(minion), .until = until,
                      .note = until == Until::WhileAttached ? f.source : std::uint8_t{0},
                      .kind = LastingKind::Control});
  emit({EventKind::ControlTaken, minion, base_of(minion), kNoBase, seat, f.source, kNoCard, 0, f.controller});
}

void Resolver::return_control(const Lasting& control) {
  if (base_of(control.source) == kNoBase || controller(control.source) != control.controller) return;
  set_controller(s_, control.source, control.seat);
  log({EventKind::ControlReturned, control.source, base_of(control.source), kNoBase, control.seat});
}

void Resolver::give_abilities(CardId minion, DefId of) {
  if (of != kNoDef) {
    s_.cards.meet(of);
    if (auto* b = base_slot(s_, base_of(minion))) note_abilities(*b, of);
  }
  for (auto& b : s_.bases)
    for (auto& m : b.minions)
      if (m.card == minion) m.abilities = of;
  // An attached action keeps its copy as a lasting effect that ends when it leaves play.
  if (in_play(minion) && def(minion).type == CardType::Action) {
    std::erase_if(s_.lasting,
                  [&](const Lasting& l) { return l.kind == LastingKind::Abilities && l.source == minion; });
    if (of != kNoDef)
      add_lasting(Lasting{.def = of, .source = minion, .controller = controller(minion),
                          .until = Until::LeavesPlay, .kind = LastingKind::Abilities});
  }
}

void Resolver::give_abilities_until(CardId card, DefId of, Until until) {
  if (!in_play(card)) return;
  give_abilities(card, of);
  std::erase_if(s_.lasting, [&](const Lasting& l) { return l.kind == LastingKind::Abilities && l.source == card; });
  add_lasting(Lasting{.def = of, .source = card, .controller = controller(card), .until = until,
                      .kind = LastingKind::Abilities});
}

// Only the copy this lasting effect made ends: a later copy of something else stays (lift() drops the effect when
// the card leaves play, so a card played again is never touched). An attached action's copy is the effect itself.
void Resolver::end_copy(const Lasting& copy) {
  for (auto& b : s_.bases)
    for (auto& m : b.minions)
      if (m.card == copy.source && m.abilities == copy.def) m.abilities = kNoDef;
}

void Resolver::run_ability(DefId of, const AbilityFrame& f) {
  if (!card_def(of).on_play) return;
  AbilityFrame copy;
  copy.hook = Hook::Play;
  copy.def = of;
  copy.source = f.source;
  copy.controller = f.controller;
  copy.base = f.base;
  copy.target = f.target;
  copy.event = f.event;
  push(copy);
}

// Whatever a card granted or held while in play ends with it: an Ongoing card's unused extras (Archmage, Enshrouding
// Mist), a control it held while attached (Make Contact), and a control it was under (zones.cpp drops that lasting
// effect with the card).
void Resolver::leave_play(CardId card) {
  std::erase_if(s_.turn.extras, [&](const ExtraPlay& e) { return e.leaves_with_source && e.source == card; });
  end_detached_controls();
}

// An action leaving a minion for the discard pile sets off "would go to the discard pile" abilities (Clyde 2.0) while
// it is still in play, so they see where it was and who controlled it; their frames run once it is in the pile.
void Resolver::announce_discard_from_minion(CardId action) {
  const auto where = locate(s_, action);
  if (where.kind != ZoneKind::Attached || where.on == kNoCard) return;
  trigger({EventKind::CardDiscarded, action, where.base, kNoBase, owner(action), kNoCard, where.on});
}
void Resolver::announce_attached_discard(CardId minion) {
  for (auto a : actions_on_minion(minion)) announce_discard_from_minion(a);
}

// A control that lasts while an action stays on the minion ends once it is not there any more (destroyed, returned,
// moved elsewhere); the minion goes back to whoever had it.
void Resolver::end_detached_controls() {
  auto detached = [&](const Lasting& l) {
    if (l.kind != LastingKind::Control || l.until != Until::WhileAttached) return false;
    for (const auto& b : s_.bases)
      for (const auto& a : b.actions)
        if (a.card == l.note && a.on == l.source) return false;
    return true;
  };
  if (std::any_of(s_.lasting.begin(), s_.lasting.end(), detached)) expire_lasting(detached);
}

void Resolver::modify_power(CardId minion, int amount, CardId source) {
  s_.power_mods.push_back({minion, static_cast<std::int8_t>(amount), source});
  log({EventKind::PowerChanged, minion, base_of(minion), kNoBase, controller(minion), source, kNoCard,
       static_cast<std::int8_t>(amount)});
}

void Resolver::add_lasting(Lasting l) {
  s_.cards.meet(l.def);
  l.made_on_turn = s_.turn.number;
  s_.lasting.push_back(l);
}

void Resolver::modify_breakpoint(BaseId base, int amount, CardId source) {
  s_.breakpoint_mods.push_back({base, static_cast<std::int8_t>(amount), source});
}

// ---- cards and players

void Resolver::shuffle_deck(Seat seat) {
  auto& deck = s_.seats[seat].deck;
  s_.rng.shuffle(std::span<CardId>(deck));
  log({EventKind::DeckShuffled, kNoCard, kNoBase, kNoBase, seat});
}

void Resolver::shuffle_discard_under_deck(Seat seat) {
  auto& p = s_.seats[seat];
  if (p.discard.empty()) return;
  s_.rng.shuffle(std::span<CardId>(p.discard));
  p.deck.insert(p.deck.begin(), p.discard.begin(), p.discard.end());
  p.discard.clear();
  log({EventKind::DeckShuffled, kNoCard, kNoBase, kNoBase, seat});
}

std::vector<CardId> Resolver::top_cards(Seat seat, std::size_t count) {
  if (deck(seat).size() < count) shuffle_discard_under_deck(seat);
  const auto& cards = deck(seat);
  std::vector<CardId> out;
  for (auto it = cards.rbegin(); it != cards.rend() && out.size() < count; ++it) out.push_back(*it);
  return out;
}

CardId Resolver::top_of_deck(Seat seat) {
  auto& p = s_.seats[seat];
  if (p.deck.empty() && !p.discard.empty()) {
    // Rules: an empty deck is refilled by shuffling the discard pile.
    p.deck.swap(p.discard);
    shuffle_deck(seat);
  }
  return p.deck.empty() ? kNoCard : p.deck.back();
}

void Resolver::draw(Seat seat, int count) {
  int drawn = 0;
  for (int i = 0; i < count; ++i) {
    const CardId top = top_of_deck(seat);
    if (top == kNoCard) break;
    s_.seats[seat].deck.pop_back();
    s_.seats[seat].hand.push_back(top);
    ++drawn;
  }
  if (drawn > 0) log({EventKind::CardsDrawn, kNoCard, kNoBase, kNoBase, seat, kNoCard, kNoCard,
                      static_cast<std::int8_t>(drawn)});
}

void Resolver::gain_vp(Seat seat, int amount, BaseId from, CardId by) {
  if (amount <= 0) return;
  s_.seats[seat].vp = static_cast<std::uint8_t>(s_.seats[seat].vp + amount);
  log({EventKind::VpGained, kNoCard, from, kNoBase, seat, by, kNoCard, static_cast<std::int8_t>(amount)});
}

void Resolver::discard_from_hand(Seat seat, CardId card) {
  auto& hand = s_.seats[seat].hand;
  if (std::find(hand.begin(), hand.end(), card) == hand.end()) return;
  lift(s_, card);
  put_in_owner_discard(s_, card);
  emit({EventKind::CardDiscarded, card, kNoBase, kNoBase, seat});
}

void Resolver::discard_at_random(Seat seat, int count) {
  for (int i = 0; i < count && !s_.seats[seat].hand.empty(); ++i) {
    const auto& hand = s_.seats[seat].hand;
    discard_from_hand(seat, hand[s_.rng.below(static_cast<std::uint32_t>(hand.size()))]);
  }
}

void Resolver::reveal(CardId card) {
  if (!s_.stack.empty())
    if (auto* running = std::get_if<AbilityFrame>(&s_.stack.back())) running->revealed.push_back(card);
  log({EventKind::Revealed, card, kNoBase, kNoBase, owner(card)});
}

void Resolver::take_into_hand(CardId card) {
  lift(s_, card);
  put_in_owner_hand(s_, card);
}

void Resolver::show_into_hand(CardId card) {
  take_into_hand(card);
  log({EventKind::TakenIntoHand, card, kNoBase, kNoBase, owner(card)});
}

void Resolver::put_on_deck_top(CardId card) {
  lift(s_, card);
  put_on_owner_deck_top(s_, card);
}

void Resolver::put_on_deck_bottom(CardId card) {
  lift(s_, card);
  put_on_owner_deck_bottom(s_, card);
}

void Resolver::put_in_discard(CardId card) {
  lift(s_, card);
  put_in_owner_discard(s_, card);
  log({EventKind::CardDiscarded, card, kNoBase, kNoBase, owner(card)});
}

void Resolver::grant_extra(Seat seat, ExtraPlay extra, BaseId base_source) {
  const auto* turn = turn_frame(s_);
  const bool in_own_play_phase = seat == s_.turn.active && turn && turn->step <= TurnStep::Play;
  // an extra a Special grants is played at once or lost, even in its player's own play phase.
  const auto* running = s_.stack.empty() ? nullptr : std::get_if<AbilityFrame>(&s_.stack.back());
  const bool by_special = running && running->hook == Hook::Special;
  if (in_own_play_phase && !by_special)
    s_.turn.extras.push_back(extra);
  else
    play_extra_now(seat, extra, base_source);
}

void Resolver::play_extra_now(Seat seat, ExtraPlay extra, BaseId base_source) {
  PlayNowFrame f;
  f.seat = seat;
  f.extra = extra;
  f.base_source = base_source;
  push(f);
}

void Resolver::play_minion(Seat seat, CardId card, BaseId base) {
  lift(s_, card);
  place_minion(s_, card, base, seat);
  // Saturating: a turn may loop (Collector returning itself on The Homeworld) and a wrapped count would read as a
  // first minion again (Microbot Reclaimer).
  if (s_.turn.minions_played[seat] < 255) ++s_.turn.minions_played[seat];
  if (s_.turn.plays < kMostPlays) ++s_.turn.plays;
  const Event played{EventKind::MinionPlayed, card, base, kNoBase, seat};
  log(played);
  const auto& d = def(card);
  if (d.on_play) {
    AbilityFrame f;
    f.hook = Hook::Play;
    f.def = s_.cards[card].def;
    f.source = card;
    f.controller = seat;
    f.base = base;
    f.event = played;
    push(f);
  }
  push(EmitFrame{played});
}

void Resolver::play_action(Seat seat, CardId card, BaseId base, CardId on_minion) {
  lift(s_, card);
  const auto& d = def(card);
  if (seat == s_.turn.active && s_.turn.actions_played < 255) ++s_.turn.actions_played;
  if (s_.turn.plays < kMostPlays) ++s_.turn.plays;
  const Event played{EventKind::ActionPlayed, card, base, kNoBase, seat, kNoCard, on_minion};
  log(played);
  if (d.play_on == PlayOn::Nothing) {
    s_.limbo.push_back(card);
  } else if (d.play_on == PlayOn::Base) {
    attach(s_, card, base, kNoCard, seat);
  } else {
    // Attaching affects the minion: Tooth and Claw may replace it, and then the action goes to the discard pile.
    AbilityFrame as;
    as.def = s_.cards[card].def;
    as.source = card;
    as.controller = seat;
    const Affect a = affect_of(s_, AffectKind::Attach, on_minion, as);
    Triggers replacing;
    for_each_holder(s_, hook::kReplaces, [&](const Holder& h, const CardDef* cd, const BaseDef*) {
      if (cd && cd->replaces && cd->replaces(s_, h, a))
        replacing.push_back(frame_for(s_, Hook::Replacement, h, cd, played));
    });
    if (!replacing.empty()) {
      put_in_owner_discard(s_, card);
      queue_triggers(*this, std::move(replacing), true);
      push(EmitFrame{played});
      return;
    }
    attach(s_, card, smashup::base_of(s_, on_minion), on_minion, seat);
  }
  if (d.on_play) {
    AbilityFrame f;
    f.hook = Hook::Play;
    f.def = s_.cards[card].def;
    f.source = card;
    f.controller = seat;
    f.base = base;
    f.target = on_minion;
    f.event = played;
    push(f);
  } else if (d.play_on == PlayOn::Nothing) {
    lift(s_, card);
    put_in_owner_discard(s_, card);
  }
  push(EmitFrame{played});
}

bool Resolver::can_play_extra(Seat seat, const ExtraPlay& extra) const {
  return has_extra_play(s_, seat, extra);
}

std::vector<Choice> Resolver::extra_play_choices(Seat seat, const ExtraPlay& extra) const {
  return extra_play_options(s_, seat, extra);
}

// ---- bases

void Resolver::swap_base(BaseId outgoing, BaseId incoming) {
  auto* slot = base_slot(s_, outgoing);
  if (!slot) return;
  std::vector<CardId> discarded;
  for (const auto& a : slot->actions)
    if (a.on == kNoCard) discarded.push_back(a.card);
  for (auto c : discarded) {
    lift(s_, c);
    put_in_owner_discard(s_, c);
    log({EventKind::CardDiscarded, c, outgoing, kNoBase, owner(c)});
  }
  slot = base_slot(s_, outgoing);
  slot->base = incoming;
  const auto from_top = std::find(s_.base_deck.rbegin(), s_.base_deck.rend(), incoming) - s_.base_deck.rbegin();
  if (from_top < s_.public_base_tops) --s_.public_base_tops;
  std::erase(s_.base_deck, incoming);
  s_.base_deck.push_back(outgoing);  // in everyone's sight
  ++s_.public_base_tops;
  log({EventKind::BaseReplaced, kNoCard, outgoing, incoming});
  trigger({EventKind::BaseEntered, kNoCard, incoming});
}

void Resolver::shuffle_base_deck() {
  s_.rng.shuffle(std::span<BaseId>(s_.base_deck));
  s_.public_base_tops = 0;
  log({EventKind::DeckShuffled});
}

void Resolver::put_base_on_top(BaseId base) {
  if (std::find(s_.base_deck.begin(), s_.base_deck.end(), base) == s_.base_deck.end()) return;
  std::erase(s_.base_deck, base);
  s_.base_deck.push_back(base);
  s_.public_base_tops = 0;  // arranged by someone who looked (School of Wizardry): only they know the order
}

void Resolver::put_discarded_base_on_top(BaseId base) {
  if (std::find(s_.base_discard.begin(), s_.base_discard.end(), base) == s_.base_discard.end()) return;
  std::erase(s_.base_discard, base);
  s_.base_deck.push_back(base);
  ++s_.public_base_tops;  // it came face up from the discard pile
}

void Resolver::set_note(CardId attached_action, std::uint8_t note) {
  for (auto& b : s_.bases)
    for (auto& a : b.actions)
      if (a.card == attached_action) a.note = note;
}

bool starting_turn(const State& s) {
  return std::any_of(s.stack.begin(), s.stack.end(), [](const Frame& f) {
    const auto* turn = std::get_if<TurnFrame>(&f);
    return turn && turn->step == TurnStep::StartTriggers;
  });
}

bool was_used(const State& s, DefId def, BaseId base, Seat seat) {
  return std::find(s.used.begin(), s.used.end(), UseMark{def, base, seat}) != s.used.end();
}

bool Resolver::was_used(DefId d, BaseId base, Seat seat) const { return smashup::was_used(s_, d, base, seat); }

namespace {

// The same trigger of the same card or base, set off by an event of the same kind by the same card and player.
bool same_trigger(const AbilityFrame& a, const AbilityFrame& b) {
  return a.hook == Hook::Reaction && b.hook == Hook::Reaction && a.owner == b.owner && a.def == b.def &&
         a.source == b.source && a.base == b.base && a.event.kind == b.event.kind && a.event.by == b.event.by &&
         a.event.by_seat == b.event.by_seat &&
         // Minions their controllers destroyed at one card's word (Bear Hug) were destroyed by different players.
         (a.event.kind != EventKind::MinionDestroyed || a.event.amount == 0 || a.event.seat == b.event.seat);
}

}  // namespace

bool Resolver::same_trigger_waiting(const AbilityFrame& f) const {
  for (const auto& frame : s_.stack) {
    if (const auto* g = std::get_if<AbilityFrame>(&frame); g && g != &f && g->step == 0 && same_trigger(*g, f))
      return true;
    if (const auto* order = std::get_if<OrderTriggersFrame>(&frame))
      for (const auto& g : order->waiting)
        if (same_trigger(g, f)) return true;
  }
  return false;
}

void Resolver::queue_extra_turn(Seat seat) {
  s_.extra_turns.push_back(seat);
  log({EventKind::ExtraTurnQueued, kNoCard, kNoBase, kNoBase, seat});
}

Progress Resolver::corrupt_step(const AbilityFrame& f) const {
  throw std::logic_error("ability step " + std::to_string(f.step) + " does not exist (damaged state)");
}

// ---- triggers

void Resolver::record(Event e) {
  // An event that names its own cause keeps it (Tar Pits, whoever destroyed the minion).
  if (e.cause == CauseKind::None && !s_.stack.empty())
    if (const auto* f = std::get_if<AbilityFrame>(&s_.stack.back()); f && f->owner != Asker::Rule) {
      e.cause = f->owner == Asker::Card ? CauseKind::Card : CauseKind::Base;
      e.cause_def = f->def;
      e.cause_seat = f->controller;
    }
  log_->push_back(e);
}

void Resolver::emit(const Event& e, DefId had) {
  log(e);
  trigger(e, had);
}

void Resolver::trigger(const Event& e, DefId had) {
  Triggers triggers;
  // Only the kinds of card and base whose reacts hook can answer this kind of event are asked (reacts_to).
  for_each_reactor(s_, event_bit(e.kind), [&](const Holder& h, const CardDef* card, const BaseDef* base) {
    if ((card ? card->reacts : base->reacts)(s_, h, e)) triggers.push_back(frame_for(s_, Hook::Reaction, h, card, e));
  });
  // "After this minion is destroyed" (or went to the discard pile with its scored base): the card that left play
  // still answers its own event, with the abilities it had in play (R-24: a Copycat that copied Jumper).
  if (left_play(e.kind) && e.card != kNoCard && smashup::base_of(s_, e.card) == kNoBase) {
    const DefId abilities = had != kNoDef ? had : s_.cards[e.card].def;
    const auto& d = card_def(abilities);
    const Holder h{abilities, e.card, e.base, kNoCard, e.seat, nullptr};
    if (d.reacts && d.reacts(s_, h, e)) triggers.push_back(frame_for(s_, Hook::Reaction, h, &d, e));
  }
  // Cards destroyed earlier in the same effect answer it as they would have in play (destroy_together).
  for (const auto& was : together_) {
    const auto& d = card_def(was.def);
    if (was.card != e.card && (card_reacts_to(was.def) & event_bit(e.kind)) && d.reacts && d.reacts(s_, was, e))
      triggers.push_back(frame_for(s_, Hook::Reaction, was, &d, e));
  }
  // A base that has just left play still answers its own "after this base scores and is replaced" (Tortuga),
  // unless everyone ignored it when it scored (Jammed Signal).
  if ((e.kind == EventKind::BaseReplaced || e.kind == EventKind::BaseCleared) && !base_slot(s_, e.base) &&
      e.amount == 0) {
    const auto& d = base_def(e.base);
    const Holder h{kNoDef, kNoCard, e.base, kNoCard, kNoSeat, nullptr};
    if (d.reacts && d.reacts(s_, h, e)) triggers.push_back(frame_for(s_, Hook::Reaction, h, nullptr, e));
  }
  queue_triggers(*this, std::move(triggers), false);
}

}  // namespace cardtable::smashup
