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
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

namespace {

// A question's common end: none to offer asks nothing (the next step sees no target); `pass` is added when the
// ability may decline.
Progress ask_frame(Resolver& r, AbilityFrame& f, int prompt, std::vector<Choice> options, Pick pick, Seat asked) {
  f.answered = false;
  f.answer = Choice{};
  if (options.empty()) {
    r.log({EventKind::NoTarget});
    return Again{};
  }
  if (pick == Pick::May) options.push_back(Choice{ChoiceKind::Pass});
  r.ask(asked == kNoSeat ? f.controller : asked, f.owner, f.def, static_cast<std::uint8_t>(prompt), f.source, f.base,
        std::move(options));
  return Ask{};
}

}  // namespace

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
      if (filter.faction && def(m.card).faction != *filter.faction) continue;
      if (by_power) {
        const int p = smashup::power(s_, m, b.base, changes);
        if (p > filter.max_power || p < filter.min_power) continue;
      }
      out.push_back(m.card);
    }
  }
  return out;
}

PerBase<BaseId> Resolver::bases_open_to(Seat player, CardId card) const {
  return smashup::bases_open_to(s_, player, card, audit());
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

// ---- questions

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
  return ask_frame(*this, f, prompt, std::move(options), pick, asked);
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
  return ask_frame(*this, f, prompt, std::move(options), pick, asked);
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
  return ask_frame(*this, f, prompt, std::move(options), pick, asked);
}

Progress Resolver::choose_play(AbilityFrame& f, int prompt, Seat seat, const ExtraPlay& extra, Pick pick,
                               BaseId except) {
  auto options = extra_play_options(s_, seat, extra, audit());
  std::erase_if(options, [&](const Choice& c) {
    // An action played on nothing leaves `b` unused (255, which names a base since BaseId is 16 bits).
    return except != kNoBase && c.kind != ChoiceKind::PlayAction &&
           (c.kind == ChoiceKind::PlayOnMinion ? smashup::base_of(s_, static_cast<CardId>(c.b)) : c.b) == except;
  });
  const bool for_the_hand = extra.only_card == kNoCard && !extra.from_discard;
  if (options.empty() && for_the_hand) pick = Pick::May;  // asked with pass alone
  if (options.empty() && !for_the_hand) return ask_frame(*this, f, prompt, std::move(options), pick, seat);
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
  return ask_frame(*this, f, prompt, std::move(options), pick, asked);
}

Progress Resolver::choose_faction(AbilityFrame& f, int prompt, std::vector<Faction> factions, Pick pick,
                                  Seat asked) {
  auto options = reused_options();
  for (auto x : factions) options.push_back({ChoiceKind::PickFaction, static_cast<std::uint8_t>(x)});
  return ask_frame(*this, f, prompt, std::move(options), pick, asked);
}

Progress Resolver::ask_yes_no(AbilityFrame& f, int prompt, Seat asked) {
  return ask_frame(*this, f, prompt, {{ChoiceKind::Yes}, {ChoiceKind::No}}, Pick::Must, asked);
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

}  // namespace cardtable::smashup
