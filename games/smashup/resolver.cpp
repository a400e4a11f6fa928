// The Resolver's queries, questions and triggers: what a card's step reads through it, how it asks one question at
// a time, the bases and once-per marks, and how each event sets off the abilities that answer it.
#include "games/smashup/resolver.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>

#include "games/smashup/play_queries.hpp"
#include "games/smashup/holders.hpp"
#include "games/smashup/promise_audit.hpp"
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

PerBase<BaseId> Resolver::bases_open_to(Seat player, CardId card) const {
  return smashup::bases_open_to(s_, player, card, audit_);
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

Affect Resolver::affect_of(AffectKind how, CardId target, const AbilityFrame& f) const {
  const bool by_action = f.owner == Asker::Card && card_def(f.def).type == CardType::Action;
  return Affect{how, target, def_of(s_, target).type, f.owner == Asker::Card ? f.source : kNoCard, f.controller,
                by_action};
}

bool Resolver::can_affect(const AbilityFrame& f, CardId minion, AffectKind how) const {
  return smashup::can_affect(s_, affect_of(how, minion, f));
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
    if (preventers.can_affect(affect_of(how, c, f))) options.push_back({ChoiceKind::Card, c});
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
  auto options = extra_play_options(s_, seat, extra, audit_);
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

AbilityFrame Resolver::frame_for(Hook hook, const Holder& h, const CardDef* card, const Event& e) const {
  const State& s = s_;
  AbilityFrame f;
  f.hook = hook;
  if (card) {
    f.owner = Asker::Card;
    f.def = h.def;
    f.source = h.card;
    f.controller = h.controller == kNoSeat ? s.turn.active : h.controller;
  } else {
    f.owner = Asker::Base;
    f.def = h.base;
    f.controller = s.turn.active;
  }
  f.base = h.base;
  f.target = h.on;
  f.event = e;
  return f;
}

void Resolver::queue_triggers(Triggers&& triggers, bool only_one) {
  if (triggers.empty()) return;
  if (triggers.size() == 1) {
    push(std::move(triggers.front()));
    return;
  }
  OrderTriggersFrame f;
  f.waiting.assign(std::make_move_iterator(triggers.begin()), std::make_move_iterator(triggers.end()));
  f.only_one = only_one;
  push(std::move(f));
}


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

void Resolver::audited_reactors(const Event& e, Triggers& out) {
  for_each_holder(s_, hook::kReacts, [&](const Holder& h, const CardDef* card, const BaseDef* base) {
    const Reacts& reacts = card ? card->reacts : base->reacts;
    audit_->trigger_asked(h, reacts, !card, e);
    if (reacts.answers(s_, h, e)) out.push_back(frame_for(Hook::Reaction, h, card, e));
  });
}

void Resolver::trigger(const Event& e, DefId had) {
  Triggers triggers;
  // Only the kinds of card and base whose reacts hook is bound to this kind of event are walked (Reacts::to): the
  // walk is the binding, so each one's test is called as it is. An audited walk asks every one, through its binding.
  if (audit_) [[unlikely]]
    audited_reactors(e, triggers);
  else
    for_each_reactor(s_, event_bit(e.kind), [&](const Holder& h, const CardDef* card, const BaseDef* base) {
      if ((card ? card->reacts.when : base->reacts.when)(s_, h, e))
        triggers.push_back(frame_for(Hook::Reaction, h, card, e));
    });
  // The holders below are out of play, where no table passes them by: each is asked through its binding (counted
  // by an audit).
  const auto answers = [&](const Holder& h, const Reacts& reacts, bool is_base) {
    if (audit_) [[unlikely]]
      audit_->trigger_asked(h, reacts, is_base, e);
    return reacts.answers(s_, h, e);
  };
  // "After this minion is destroyed" (or went to the discard pile with its scored base): the card that left play
  // still answers its own event, with the abilities it had in play (R-24: a Copycat that copied Jumper).
  if (left_play(e.kind) && e.card != kNoCard && smashup::base_of(s_, e.card) == kNoBase) {
    const DefId abilities = had != kNoDef ? had : s_.cards[e.card].def;
    const auto& d = card_def(abilities);
    const Holder h{abilities, e.card, e.base, kNoCard, e.seat, nullptr};
    if (d.reacts && answers(h, d.reacts, false)) triggers.push_back(frame_for(Hook::Reaction, h, &d, e));
  }
  // Cards destroyed earlier in the same effect answer it as they would have in play (destroy_together).
  for (const auto& was : together_) {
    const auto& d = card_def(was.def);
    if (was.card != e.card && d.reacts && answers(was, d.reacts, false))
      triggers.push_back(frame_for(Hook::Reaction, was, &d, e));
  }
  // A base that has just left play still answers its own "after this base scores and is replaced" (Tortuga),
  // unless everyone ignored it when it scored (Jammed Signal).
  if ((e.kind == EventKind::BaseReplaced || e.kind == EventKind::BaseCleared) && !base_slot(s_, e.base) &&
      e.amount == 0) {
    const auto& d = base_def(e.base);
    const Holder h{kNoDef, kNoCard, e.base, kNoCard, kNoSeat, nullptr};
    if (d.reacts && answers(h, d.reacts, true)) triggers.push_back(frame_for(Hook::Reaction, h, nullptr, e));
  }
  queue_triggers(std::move(triggers), false);
}

}  // namespace cardtable::smashup
