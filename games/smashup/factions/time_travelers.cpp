// Time Travelers (Science Fiction Double Feature): they bring cards back from the discard pile and out of play, and
// play them again (card edition 3).
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// Time Raider, Talent: put a card from your discard pile on the bottom of your deck. With an empty discard pile it
// could do nothing and is not offered.
bool time_raider_possible(const State& s, CardId, Seat seat) { return !s.seats[seat].discard.empty(); }
Progress time_raider(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.discard(f.controller), Pick::May);
    case 1: if (auto c = r.chosen(f)) r.put_on_deck_bottom(*c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Into the Time Slip: return any one card in play, a minion or an attached action, anyone's, to its owner's hand.
Progress into_the_time_slip(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      auto cards = r.minions(minions());
      const auto actions = r.actions_in_play();
      cards.insert(cards.end(), actions.begin(), actions.end());
      f.step = 1;
      return r.choose_minion(f, 0, cards, Pick::Must, AffectKind::Return);
    }
    case 1: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      if (r.def(*c).type == CardType::Minion)
        r.return_to_hand(*c, f);
      else
        r.return_action_to_hand(*c, f);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

bool holds(const std::vector<CardId>& zone, CardId c) { return std::find(zone.begin(), zone.end(), c) != zone.end(); }

std::vector<CardId> of_type(const std::vector<CardId>& zone, const Resolver& r, CardType type) {
  std::vector<CardId> out;
  for (auto c : zone)
    if (r.def(c).type == type) out.push_back(c);
  return out;
}

// Doctor When and Do Over!: the minion picked (f.picked.cards[0]) has gone back to a hand; if it is its player's,
// they may play it again at once as an extra minion, and only it (an extra naming a card is now or never).
Progress replay_returned(Resolver& r, AbilityFrame& f) {
  const CardId c = f.picked.cards.empty() ? kNoCard : f.picked.cards[0];
  if (c != kNoCard && holds(r.hand(f.controller), c))
    r.play_extra_now(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source, .only_card = c});
  return r.done();
}

// Returns the picked minion (f.picked.cards[0]) to its owner's hand; the next step sees where it went.
Progress return_picked(Resolver& r, AbilityFrame& f) {
  const auto m = r.chosen(f);
  if (!m) return r.done();
  f.picked.cards.assign(1, *m);
  r.return_to_hand(*m, f);
  return r.again();
}

// Doctor When: you may return another of your minions in play to your hand, then you may play it again at once.
Progress doctor_when(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller).except(f.source)), Pick::May,
                                   AffectKind::Return);
    case 1: f.step = 2; return return_picked(r, f);
    case 2: return replay_returned(r, f);
  }
  return r.corrupt_step(f);
}

// Repeater Perfect: an action from your discard pile goes on top of your deck (not optional).
Progress repeater_perfect(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_card(f, 0, of_type(r.discard(f.controller), r, CardType::Action), Pick::Must);
    case 1: if (auto c = r.chosen(f)) {
              r.put_on_deck_top(*c);
              r.log({EventKind::CardOnDeck, *c, kNoBase, kNoBase, f.controller});
            }
            return r.done();
  }
  return r.corrupt_step(f);
}

// Jumper: after it is destroyed, or went with its scored base, and so lies in its owner's discard pile, its owner may
// take it into their hand instead.
bool jumper_reacts(const State& s, const Holder& self, const Event& e) {
  return e.card == self.card && holds(s.seats[owner_of(s, self.card)].discard, self.card);
}
Progress jumper(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.ask_yes_no(f, 0, r.owner(f.source));
    case 1: if (r.said_yes(f) && holds(r.discard(r.owner(f.source)), f.source)) r.show_into_hand(f.source);
            return r.done();
  }
  return r.corrupt_step(f);
}

// 1.21 Gigawatts: every action, or every minion (never both), of your discard pile is shuffled into your deck.
Progress gigawatts(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            if (r.discard(f.controller).empty()) return r.done();
            return r.ask_yes_no(f, 0);
    case 1: {
      const auto cards = of_type(r.discard(f.controller), r, r.said_yes(f) ? CardType::Action : CardType::Minion);
      for (auto c : cards) r.put_on_deck_top(c);
      if (!cards.empty()) r.shuffle_deck(f.controller);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Do Over!: return one of your minions to your hand (not optional); you may play it again at once.
Progress do_over(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller)), Pick::Must, AffectKind::Return);
    case 1: f.step = 2; return return_picked(r, f);
    case 2: return replay_returned(r, f);
  }
  return r.corrupt_step(f);
}

// It's Astounding: play an action from your discard pile at once as an extra action. This card waits, being
// played, until that play is over, so it cannot pick itself.
Progress its_astounding(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      f.step = 1;
      const ExtraPlay extra{.type = CardType::Action, .from_discard = true, .source = f.source};
      if (r.can_play_extra(f.controller, extra)) r.play_extra_now(f.controller, extra);
      else r.log({EventKind::NoEffect});
      return r.again();
    }
    case 1: return r.done();
  }
  return r.corrupt_step(f);
}

// Stasis Field: the base it is on cannot score; at the start of its player's turn it destroys itself.
bool stasis_field_stops(const State&, const Holder& self, BaseId base) { return base == self.base; }
bool stasis_field_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller;
}
Progress stasis_field_ends(Resolver& r, AbilityFrame& f) {
  r.destroy_action(f.source, f.source);
  return r.done();
}

// Time is Fleeting: when a base other than the one that scored lies in the base discard pile. Like every action whose
// text is a Special for a scoring window, it may also be played in the play phase, where it does nothing (the
// rulebook lets a card be played even if its ability can do nothing).
bool time_is_fleeting_special(const State& s, CardId, Where where, const SpecialWindow& w) {
  return where == Where::Hand &&
         std::any_of(s.base_discard.begin(), s.base_discard.end(), [&](BaseId b) { return b != w.base; });
}
// The chosen base goes on top of the base deck, so it is the one that replaces the scored base.
Progress time_is_fleeting(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<BaseId> bases;
      for (auto b : r.state().base_discard)
        if (b != f.base) bases.push_back(b);
      f.step = 1;
      return r.choose_base(f, 0, bases, Pick::Must);
    }
    case 1: if (auto b = r.chosen(f)) r.put_discarded_base_on_top(*b);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Time Walk: an extra minion and an extra action, draw two, then this card goes to the bottom of your deck.
Progress time_walk(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source});
      r.grant_extra(f.controller, ExtraPlay{.type = CardType::Action, .source = f.source});
      return r.again();
    case 1:
      r.draw(f.controller, 2);
      if (holds(r.state().limbo, f.source)) r.put_on_deck_bottom(f.source);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Wormhole: every minion you control on the base that just scored is shuffled into its owner's deck instead of
// going to the discard pile with the base's other cards (original text: all of them; R-23: "your minions" are those
// you control, and a card leaving play goes to its owner's deck). What is attached to them is discarded; going into
// a deck is an affect, so a minion a card protects from it stays.
bool wormhole_special(const State&, CardId, Where where, const SpecialWindow&) {
  return where == Where::Hand;
}
Progress wormhole(Resolver& r, AbilityFrame& f) {
  std::vector<Seat> decks;
  for (auto m : r.minions(minions().on(f.base).mine(f.controller))) {
    if (!r.can_affect(f, m, AffectKind::DeckBottom)) continue;
    for (auto a : r.actions_on_minion(m)) r.put_in_discard(a);
    r.put_on_deck_top(m);
    if (std::find(decks.begin(), decks.end(), r.owner(m)) == decks.end()) decks.push_back(r.owner(m));
  }
  for (auto seat : decks) r.shuffle_deck(seat);
  return r.done();
}

// Portal Room: when it scores, each winner takes an extra turn after this one (R-19 order; not optional).
Progress portal_room(Resolver& r, AbilityFrame& f) {
  for (auto w : r.winners(f.base)) r.queue_extra_turn(w);
  return r.done();
}

// The Nexus: after it scores, each winner in turn may put a base from the base discard pile on top of the base deck;
// the last one put there replaces The Nexus.
Progress the_nexus(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: return r.list_winners(f, 1);
    case 1: {
      const Seat winner = r.winner_in_turn(f);
      if (winner == kNoSeat) return r.done();
      f.step = 2;
      return r.choose_base(f, 0, r.state().base_discard, Pick::May, winner);
    }
    case 2: if (auto b = r.chosen(f)) r.put_discarded_base_on_top(*b);
            return r.next_winner(f, 1);
  }
  return r.corrupt_step(f);
}

constexpr CardDef kTimeTravelers[] = {
    {.slug = "time-raider", .name = "Time Raider", .faction = Faction::TimeTravelers, .type = CardType::Minion,
     .power = 3, .copies = 3, .text = "Talent: put a card from your discard pile on the bottom of your deck.",
     .prompts = {"choose a card in your discard pile to put on the bottom of your deck"}, .talent = time_raider,
     .talent_possible = time_raider_possible},
    {.slug = "into-the-time-slip", .name = "Into the Time Slip", .faction = Faction::TimeTravelers,
     .type = CardType::Action, .copies = 2,
     .text = "Return any one card in play (a minion or an attached action, anyone's) to its owner's hand.",
     .on_play = into_the_time_slip, .prompts = {"choose a card in play to return to its owner's hand"}},
    {.slug = "doctor-when", .name = "Doctor When", .faction = Faction::TimeTravelers, .type = CardType::Minion,
     .power = 5,
     .text = "You may return another of your minions in play to your hand; then you may play it again at once as an "
             "extra minion.",
     .on_play = doctor_when, .prompts = {"you may choose another of your minions to return to your hand"}},
    {.slug = "repeater-perfect", .name = "Repeater Perfect", .faction = Faction::TimeTravelers,
     .type = CardType::Minion, .power = 4, .copies = 2,
     .text = "Put an action from your discard pile on top of your deck.", .on_play = repeater_perfect,
     .prompts = {"choose an action in your discard pile to put on top of your deck"}},
    {.slug = "jumper", .name = "Jumper", .faction = Faction::TimeTravelers, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "Ongoing: when this minion would go from play to your discard pile, you may put it into your hand "
             "instead.",
     .prompts = {"put Jumper into your hand instead of your discard pile?"},
     .reacts = {events(EventKind::MinionDestroyed, EventKind::MinionDiscarded), jumper_reacts},
     .reaction = jumper},
    {.slug = "1-21-gigawatts", .name = "1.21 Gigawatts", .faction = Faction::TimeTravelers,
     .type = CardType::Action,
     .text = "Shuffle either every action or every minion of your discard pile (not both) into your deck.",
     .on_play = gigawatts,
     .prompts = {"shuffle the actions of your discard pile into your deck? (no: the minions)"}},
    {.slug = "do-over", .name = "Do Over!", .faction = Faction::TimeTravelers, .type = CardType::Action,
     .copies = 2,
     .text = "Return one of your minions to your hand; you may play it again at once as an extra minion.",
     .on_play = do_over, .prompts = {"choose one of your minions to return to your hand"}},
    {.slug = "its-astounding", .name = "It's Astounding", .faction = Faction::TimeTravelers,
     .type = CardType::Action,
     .text = "Play an action from your discard pile at once as an extra action.", .on_play = its_astounding},
    {.slug = "stasis-field", .name = "Stasis Field", .faction = Faction::TimeTravelers, .type = CardType::Action,
     .text = "Play on a base. Ongoing: this base cannot score. At the start of your turn, destroy this card.",
     .play_on = PlayOn::Base,
     .reacts = {events(EventKind::TurnStarted), stasis_field_reacts}, .reaction = stasis_field_ends,
     .stops_scoring = stasis_field_stops},
    {.slug = "time-is-fleeting", .name = "Time is Fleeting", .faction = Faction::TimeTravelers,
     .type = CardType::Action,
     .text = "Play right after a base scores: instead of the top of the base deck, a base of your choice from the "
             "base discard pile (not the one that scored) replaces it.",
     .prompts = {"choose the base from the base discard pile that replaces the scored base"},
     .special = {windows(WindowKind::AfterScoring), time_is_fleeting_special}, .use = time_is_fleeting},
    {.slug = "time-walk", .name = "Time Walk", .faction = Faction::TimeTravelers, .type = CardType::Action,
     .text = "You may play an extra minion and an extra action this turn. Draw two cards. Then put this card on the "
             "bottom of your deck.",
     .on_play = time_walk},
    {.slug = "wormhole", .name = "Wormhole", .faction = Faction::TimeTravelers, .type = CardType::Action,
     .text = "Special: play right after a base scores. Shuffle all your minions that were on it into your deck "
             "instead of your discard pile.",
     .special = {windows(WindowKind::AfterScoring), wormhole_special}, .use = wormhole},
};

constexpr BaseDef kTimeTravelerBases[] = {
    {.slug = "portal-room", .name = "Portal Room", .faction = Faction::TimeTravelers, .breakpoint = 22,
     .vp = {2, 3, 1}, .text = "When this base scores, its winner takes an extra turn after this one.",
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = portal_room},
    {.slug = "the-nexus", .name = "The Nexus", .faction = Faction::TimeTravelers, .breakpoint = 19,
     .vp = {3, 3, 2},
     .text = "After this base scores, its winner may put a base from the base discard pile on top of the base deck "
             "(it replaces this one).",
     .prompts = {"you may choose a base from the base discard pile to replace The Nexus"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = the_nexus},
};

}  // namespace

FactionDef time_travelers_faction() {
  return {Faction::TimeTravelers, "time-travelers", "Time Travelers",
          "Bring cards back from the discard pile and play them again.", kTimeTravelers, kTimeTravelerBases, 3};
}

}  // namespace cardtable::smashup
