// The Resolver's effects on cards out of play and on players: drawing, discarding, decks and hands, VP, extra plays
// and playing cards through an ability.
#include "games/smashup/resolver.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "games/smashup/holders.hpp"
#include "games/smashup/play_queries.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {

namespace {

// The played card's own ability ("Play:"), about the event that played it: where it went, and for an action played on
// a minion, that minion.
void push_play_ability(Resolver& r, const Event& played) {
  AbilityFrame f;
  f.hook = Hook::Play;
  f.def = r.state().cards[played.card].def;
  f.source = played.card;
  f.controller = played.seat;
  f.base = played.base;
  f.target = played.target;
  f.event = played;
  r.push(std::move(f));
}

}  // namespace

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

void Resolver::use_special(CardId card, Seat seat, BaseId base) {
  State& s = s_;
  AbilityFrame f;
  f.hook = Hook::Special;
  f.def = abilities_def(s, card);
  f.source = card;
  f.controller = seat;
  f.base = base;
  const auto& hand = s.seats[seat].hand;
  const bool played = def_of(s, card).type == CardType::Action && std::find(hand.begin(), hand.end(), card) != hand.end();
  if (!played) {
    push(std::move(f));
    return;
  }
  std::erase(s.seats[seat].hand, card);
  s.limbo.push_back(card);
  const Event event{EventKind::ActionPlayed, card, kNoBase, kNoBase, seat};
  log(event);
  push(std::move(f));
  push(EmitFrame{event});
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
  if (d.on_play) push_play_ability(*this, played);
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
        replacing.push_back(frame_for(Hook::Replacement, h, cd, played));
    });
    if (!replacing.empty()) {
      put_in_owner_discard(s_, card);
      queue_triggers(std::move(replacing), true);
      push(EmitFrame{played});
      return;
    }
    attach(s_, card, smashup::base_of(s_, on_minion), on_minion, seat);
  }
  if (d.on_play) {
    push_play_ability(*this, played);
  } else if (d.play_on == PlayOn::Nothing) {
    lift(s_, card);
    put_in_owner_discard(s_, card);
  }
  push(EmitFrame{played});
}

bool Resolver::can_play_extra(Seat seat, const ExtraPlay& extra) const {
  return has_extra_play(s_, seat, extra, audit());
}

std::vector<Choice> Resolver::extra_play_choices(Seat seat, const ExtraPlay& extra) const {
  return extra_play_options(s_, seat, extra, audit());
}

}  // namespace cardtable::smashup
