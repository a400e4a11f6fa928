// The engine's half of a Resolver (machinery.hpp): asking a question, the event log, and the triggers an event sets
// off.
#include "games/smashup/machinery.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <functional>
#include <span>

#include "games/smashup/holders.hpp"
#include "games/smashup/promise_audit.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

namespace {

// A choice as one number in Choice's own order: kind, then a, then b (16 bits each: a base id may pass 255).
std::uint64_t key_of(const Choice& c) {
  return std::uint64_t{static_cast<std::uint8_t>(c.kind)} << 32 | std::uint64_t{c.a} << 16 | c.b;
}

// Sorts the options into Choice's order and leaves each once.
void sort_options(std::vector<Choice>& options) {
  // Choice's own order (kind, then a, then b) is the order of one number per option, so the numbers are sorted:
  // moving the three-byte choices themselves stalls the sort (each wide load waits on two narrow stores).
  constexpr std::size_t kOnStack = 64;
  std::array<std::uint64_t, kOnStack> stack_keys;
  std::vector<std::uint64_t> heap_keys;
  const std::span<std::uint64_t> keys = options.size() <= kOnStack
                                            ? std::span<std::uint64_t>(stack_keys.data(), options.size())
                                            : (heap_keys.resize(options.size()), std::span<std::uint64_t>(heap_keys));
  for (std::size_t i = 0; i < options.size(); ++i) keys[i] = key_of(options[i]);
  std::sort(keys.begin(), keys.end());
  options.resize(static_cast<std::size_t>(std::unique(keys.begin(), keys.end()) - keys.begin()));
  for (std::size_t i = 0; i < options.size(); ++i)
    options[i] = Choice{static_cast<ChoiceKind>(keys[i] >> 32), static_cast<std::uint16_t>(keys[i] >> 16),
                        static_cast<std::uint16_t>(keys[i])};
}

}  // namespace

void Machinery::ask(Seat seat, Asker asker, std::uint16_t who, std::uint8_t prompt, CardId source, BaseId about,
                    std::vector<Choice> options, Options order) {
  // Options that happen to be in order already stand as they are.
  bool in_order = true;
  std::uint64_t last = options.empty() ? 0 : key_of(options.front());
  for (std::size_t i = 1; i < options.size() && in_order && order == Options::AnyOrder; ++i) {
    const std::uint64_t key = key_of(options[i]);
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

AbilityFrame Machinery::frame_for(Hook hook, const Holder& h, const CardDef* card, const Event& e) const {
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

void Machinery::queue_triggers(Triggers&& triggers, bool only_one) {
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


void Machinery::record(Event e) {
  // An event that names its own cause keeps it (Tar Pits, whoever destroyed the minion).
  if (e.cause == CauseKind::None && !s_.stack.empty())
    if (const auto* f = std::get_if<AbilityFrame>(&s_.stack.back()); f && f->owner != Asker::Rule) {
      e.cause = f->owner == Asker::Card ? CauseKind::Card : CauseKind::Base;
      e.cause_def = f->def;
      e.cause_seat = f->controller;
    }
  log_->push_back(e);
}

void Machinery::emit(const Event& e, DefId had) {
  log(e);
  trigger(e, had);
}

void Machinery::audited_reactors(const Event& e, Triggers& out) {
  for_each_holder(s_, hook::kReacts, [&](const Holder& h, const CardDef* card, const BaseDef* base) {
    const Reacts& reacts = card ? card->reacts : base->reacts;
    audit_->trigger_asked(h, reacts, !card, e);
    if (reacts.answers(s_, h, e)) out.push_back(frame_for(Hook::Reaction, h, card, e));
  });
}

void Machinery::trigger(const Event& e, DefId had) {
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
