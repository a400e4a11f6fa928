// Super Spies: 10 minions and 10 actions that look at and rearrange the tops of decks, make other players discard
// and strike just before a base scores, plus ISI's Swingin' Pad and Secret Volcano Headquarters. Card text is our
// paraphrase of the original printing (R-6; R-12 Mindraker, R-13 Permit to Kill, R-14 The Base Is Not Enough,
// R-16 ISI's Swingin' Pad, R-17 Secret Volcano Headquarters).
#include <algorithm>

#include "games/smashup/play_queries.hpp"
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

bool is_minion(const Resolver& r, CardId c) { return r.def(c).type == CardType::Minion; }

// True while the action `card` is being played: its ability is still resolving.
bool action_resolving(const State& s, CardId card) {
  return std::any_of(s.stack.begin(), s.stack.end(), [&](const Frame& frame) {
    const auto* f = std::get_if<AbilityFrame>(&frame);
    return f && f->hook == Hook::Play && f->source == card;
  });
}

// Secret Agent: each time another player plays an action, that player discards a card. The discard comes when the
// play is announced, after the action's effect; an action that removes the Secret Agent still costs its player a
// card (official clarification), so the agent leaving play because of it leaves a watch on that play behind.
bool secret_agent_reacts(const State& s, const Holder& self, const Event& e) {
  if (self.lasting)
    return e.card == self.note && e.seat == self.lasting->seat;
  if (e.kind == EventKind::ActionPlayed) return e.seat != self.controller && base_of(s, self.card) != kNoBase;
  return e.card == self.card && e.by != kNoCard && e.by_seat != kNoSeat &&
         e.by_seat != self.controller && def_of(s, e.by).type == CardType::Action && action_resolving(s, e.by);
}
// It leaves play by another player's action only when destroyed or returned (to a hand or a deck): a minion is never
// destroyed or returned as an action, and a scored base discards its minions at no card's word (no `by`).
constexpr EventSet kSecretAgentEvents =
    events(EventKind::ActionPlayed, EventKind::MinionDestroyed, EventKind::MinionReturned);

Progress secret_agent(Resolver& r, AbilityFrame& f) {
  if (f.event.kind != EventKind::ActionPlayed) {
    r.add_lasting(Lasting{.def = f.def, .source = f.source, .controller = f.controller, .seat = f.event.by_seat,
                          .until = Until::EndOfTurn, .note = f.event.by});
    return r.done();
  }
  const Seat player = f.event.seat;
  switch (f.step) {
    case 0:
      r.expire_lasting([&](const Lasting& l) {
        return l.def == f.def && l.source == f.source && l.note == f.event.card;
      });
      f.step = 1;
      return r.choose_card(f, 0, r.hand(player), Pick::Must, player);
    case 1: if (auto c = r.chosen(f)) r.discard_from_hand(player, *c);
            return r.done();
  }
  return r.corrupt_step(f);
}
constexpr CardDef kSecretAgentWatching{.slug = "secret-agent", .name = "Secret Agent",
                                       .reacts = {events(EventKind::ActionPlayed), secret_agent_reacts},
                                       .reaction = secret_agent};

// Mole: before its base scores, its controller may play one action from their hand at once, as an extra action,
// "as if it were a Special": an action whose text is a Special usable before this base scores resolves that Special
// Live and Let Chum destroys, The Base Is Not Enough takes control). Each Mole does it once per scoring; a mark
// lasting to the end of the turn remembers that it was used there. Whether it may be used depends on the cards in
// play alone, not on the hand: with no action to play, its player can only pass.
bool mole_used(const State& s, CardId self, BaseId base) {
  return std::any_of(s.lasting.begin(), s.lasting.end(), [&](const Lasting& l) {
    return l.source == self && l.base == base && l.def == s.cards[self].def;
  });
}
bool mole_special(const State& s, CardId self, Where where, const SpecialWindow& w) {
  return where == Where::InPlay && base_of(s, self) == w.base &&
         controller_of(s, self) == w.seat && !mole_used(s, self, w.base);
}
Progress mole(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
      r.add_lasting(Lasting{.def = r.state().cards[f.source].def, .source = f.source, .controller = f.controller,
                            .base = f.base, .until = Until::EndOfTurn});
      f.step = 1;
      return r.choose_play(f, 0, f.controller, ExtraPlay{.type = CardType::Action, .source = f.source}, Pick::May);
    case 1: {
      if (!f.answered || f.answer.kind == ChoiceKind::Pass) return r.done();
      const CardId card = f.answer.a;
      const auto& d = r.def(card);
      const SpecialWindow here{SpecialWindow::Kind::BeforeScoring, f.base, f.controller};
      if (d.use && d.special && d.special.usable(r.state(), card, Where::Hand, here))
        r.use_special(card, f.controller, f.base);
      else
        r.play_chosen(f, f.controller);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Operative: reveal the top card of every deck (from its player's, clockwise); any of them may go to the bottom of
// its owner's deck, one per question until pass; the others stay on top.
Progress operative(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
      f.picked.cards.clear();
      for (int i = 0; i < r.players(); ++i) {
        const auto seat = static_cast<Seat>((f.controller + i) % r.players());
        const CardId top = r.top_of_deck(seat);
        if (top == kNoCard) continue;
        r.reveal(top);
        f.picked.cards.push_back(top);
      }
      f.step = 1;
      return r.again();
    case 1: f.step = 2;
            return r.choose_card(f, 0, f.picked.cards, Pick::May);
    case 2: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      r.put_on_deck_bottom(*c);
      std::erase(f.picked.cards, *c);
      f.step = 1;
      return r.again();
    }
  }
  return r.corrupt_step(f);
}

// Spy and For My Eyes Only: look at your top cards and put each back on the top or the bottom, in any order.
Progress arrange_own_top(Resolver& r, AbilityFrame& f, std::size_t count) {
  if (f.step == 0) {
    r.start_arranging(f, r.top_cards(f.controller, count));
    r.log({EventKind::LookedAtTop, kNoCard, kNoBase, kNoBase, f.controller, kNoCard, kNoCard,
           static_cast<std::int8_t>(f.picked.cards.size())});
    f.step = 1;
  }
  if (f.step != 1) return r.corrupt_step(f);
  if (auto asked = r.arrange_on_deck(f, 0, 1, true, f.controller)) return *asked;
  return r.done();
}
Progress spy(Resolver& r, AbilityFrame& f) { return arrange_own_top(r, f, 3); }
Progress for_my_eyes_only(Resolver& r, AbilityFrame& f) { return arrange_own_top(r, f, 5); }

// Discards Are Forever: each player from you clockwise reveals cards from the top of their deck until a
// minion shows, and discards all of them. A deck that runs out gets its shuffled discard pile under the cards
// already revealed (the revealed ones are not in it); with both empty the revealing stops.
Progress discards_are_forever(Resolver& r, AbilityFrame& f) {
  for (int i = 0; i < r.players(); ++i) {
    const auto seat = static_cast<Seat>((f.controller + i) % r.players());
    std::size_t shown = 0;
    for (;;) {
      if (shown >= r.deck(seat).size()) {
        if (r.discard(seat).empty()) break;
        r.shuffle_discard_under_deck(seat);
        continue;
      }
      const CardId c = r.deck(seat)[r.deck(seat).size() - 1 - shown];
      r.reveal(c);
      ++shown;
      if (is_minion(r, c)) break;
    }
    for (std::size_t k = 0; k < shown; ++k) r.put_in_discard(r.deck(seat).back());
  }
  return r.done();
}

// From Q With Love: draw three cards, then discard two (as many as the hand holds).
Progress from_q_with_love(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: r.draw(f.controller, 3);
            f.step = 1;
            return r.again();
    case 1: f.step = 2;
            return r.choose_card(f, 0, r.hand(f.controller), Pick::Must);
    case 2: if (auto c = r.chosen(f)) r.discard_from_hand(f.controller, *c);
            f.step = 3;
            return r.choose_card(f, 1, r.hand(f.controller), Pick::Must);
    case 3: if (auto c = r.chosen(f)) r.discard_from_hand(f.controller, *c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// The Specials played from the hand just before a base scores.
bool before_scoring_from_hand(const State&, CardId, Where where, const SpecialWindow&) {
  return where == Where::Hand;
}

// Live and Let Chum: destroy a minion of power 3 or less on the base about to score (any player's: mandatory).
Progress live_and_let_chum(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().on(f.base).power_at_most(3)), Pick::Must,
                              AffectKind::Destroy);
}

// The Base Is Not Enough: take control of another player's minion of power 4 or less on the base about to
// score until the end of the turn; it counts for you there, and goes to its owner's discard pile when it scores.
// Taking control is no affect: a shielded or Incorporeal minion may be taken.
Progress the_base_is_not_enough(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_card(f, 0, r.minions(minions().on(f.base).power_at_most(4).others(f.controller)),
                                 Pick::Must);
    case 1: if (auto m = r.chosen(f)) r.take_control(*m, f.controller, Until::EndOfTurn, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Mindraker (R-12, on a base): while its base is being scored, from its before-scoring window to its after-scoring
// one, other players may play no action anywhere, Specials included (usable_specials asks forbids_play too).
bool mindraker_forbids(const State& s, const Holder& self, Seat player, CardId card, BaseId) {
  return player != self.controller && def_of(s, card).type == CardType::Action && being_scored(s, self.base);
}

// Permit to Kill: each other player, clockwise, reveals their top two cards; the minions among them
// are discarded and you put the rest back on top of that deck in the order you choose.
Progress permit_to_kill(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.remaining = 0;
            f.step = 1;
            return r.again();
    case 1: {
      const auto others = r.other_players(f.controller);
      if (f.remaining >= static_cast<int>(others.size())) return r.done();
      const Seat seat = others[static_cast<std::size_t>(f.remaining)];
      std::vector<CardId> back;
      for (auto c : r.top_cards(seat, 2)) {
        r.reveal(c);
        if (is_minion(r, c)) r.put_in_discard(c);
        else back.push_back(c);
      }
      r.start_arranging(f, back);
      f.step = 2;
      return r.again();
    }
    case 2:
      if (auto asked = r.arrange_on_deck(f, 0, 0, false, f.controller)) return *asked;
      ++f.remaining;
      f.step = 1;
      return r.again();
  }
  return r.corrupt_step(f);
}

// The Spy Who Ditched Me: each other player, clockwise, discards a minion card from their hand, or shows
// their hand to everyone when it holds none.
Progress the_spy_who_ditched_me(Resolver& r, AbilityFrame& f) {
  const auto others = r.other_players(f.controller);
  switch (f.step) {
    case 0: f.remaining = 0;
            f.step = 1;
            return r.again();
    case 1: {
      if (f.remaining >= static_cast<int>(others.size())) return r.done();
      const Seat seat = others[static_cast<std::size_t>(f.remaining)];
      std::vector<CardId> minion_cards;
      for (auto c : r.hand(seat))
        if (is_minion(r, c)) minion_cards.push_back(c);
      if (minion_cards.empty()) {
        for (auto c : r.hand(seat)) r.reveal(c);
        ++f.remaining;
        return r.again();
      }
      f.step = 2;
      return r.choose_card(f, 0, minion_cards, Pick::Must, seat);
    }
    case 2: {
      const Seat seat = others[static_cast<std::size_t>(f.remaining)];
      if (auto c = r.chosen(f)) r.discard_from_hand(seat, *c);
      ++f.remaining;
      f.step = 1;
      return r.again();
    }
  }
  return r.corrupt_step(f);
}

// ISI's Swingin' Pad: after it scores, each winner in turn may look at their top three cards and put
// each back on the top or the bottom of their deck, in any order.
Progress isis_swingin_pad(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: return r.list_winners(f, 1);
    case 1: {
      const Seat seat = r.winner_in_turn(f);
      if (seat == kNoSeat) return r.done();
      f.step = 2;
      return r.ask_yes_no(f, 0, seat);
    }
    case 2:
      if (!r.said_yes(f)) return r.next_winner(f, 1);
      r.start_arranging(f, r.top_cards(r.winner_in_turn(f), 3));
      f.step = 3;
      [[fallthrough]];
    case 3:
      if (auto asked = r.arrange_on_deck(f, 1, 2, true, r.winner_in_turn(f))) return *asked;
      f.picked.cards.clear();
      f.picked.placed = 0;
      return r.next_winner(f, 1);
  }
  return r.corrupt_step(f);
}

// Secret Volcano Headquarters: before it scores, each player from the active one clockwise reveals their top
// card; a minion is played onto this base at once (its ability fires and it counts for this scoring), an action
// stays on top. A minion that may not be played here (a card forbids it) stays on top as well. A player who
// infiltrated it is asked whether to ignore it, as for Faceless City. f.remaining counts the seats done.
bool secret_volcano_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
void reveal_top_for_volcano(Resolver& r, const AbilityFrame& f, Seat seat) {
  const CardId top = r.top_of_deck(seat);
  if (top == kNoCard) return;
  r.reveal(top);
  const auto open = r.bases_open_to(seat, top);
  if (is_minion(r, top) && std::find(open.begin(), open.end(), f.base) != open.end())
    r.play_minion(seat, top, f.base);
}
Progress secret_volcano_headquarters(Resolver& r, AbilityFrame& f) {
  constexpr std::uint8_t kEach = 1;
  constexpr std::uint8_t kAsked = 2;
  const auto seat = static_cast<Seat>((r.active() + f.remaining) % r.players());
  switch (f.step) {
    case 0: f.remaining = 0;
            f.step = kEach;
            return r.again();
    case kEach:
      if (f.remaining >= r.players() || r.base_ignored(f.base, kNoSeat)) return r.done();
      if (r.base_ignored(f.base, seat)) {
        f.step = kAsked;
        return r.ask_yes_no(f, 0, seat);
      }
      reveal_top_for_volcano(r, f, seat);
      ++f.remaining;
      return r.again();
    case kAsked:
      if (!r.said_yes(f)) reveal_top_for_volcano(r, f, seat);
      ++f.remaining;
      f.step = kEach;
      return r.again();
  }
  return r.corrupt_step(f);
}

constexpr CardDef kSuperSpies[] = {
    {.slug = "secret-agent", .name = "Secret Agent", .faction = Faction::SuperSpies, .type = CardType::Minion,
     .power = 5, .text = "Ongoing: each time another player plays an action, that player discards a card.",
     .prompts = {"another player's action met the Secret Agent: discard a card"},
     .reacts = {kSecretAgentEvents, secret_agent_reacts},
     .reaction = secret_agent, .lasting = &kSecretAgentWatching},
    {.slug = "mole", .name = "Mole", .faction = Faction::SuperSpies, .type = CardType::Minion, .power = 4,
     .copies = 2,
     .text = "Ongoing: before this minion's base scores, you may play an action from your hand as if it were a "
             "Special (an extra action, at once).",
     .prompts = {"you may play an action from your hand (a Special it has resolves, before this base scores)"},
     .special = {windows(WindowKind::BeforeScoring), mole_special}, .use = mole},
    {.slug = "operative", .name = "Operative", .faction = Faction::SuperSpies, .type = CardType::Minion,
     .power = 3, .copies = 3,
     .text = "Reveal the top card of each player's deck. Put any of them on the bottom of their owners' decks; the "
             "others stay on top.",
     .on_play = operative,
     .prompts = {"you may choose a revealed top card to put on the bottom of its deck (pass: leave the rest)"}},
    {.slug = "spy", .name = "Spy", .faction = Faction::SuperSpies, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "Look at the top three cards of your deck and put them back on the top and/or bottom in any order.",
     .on_play = spy,
     .prompts = {"choose the looked-at card to put back next",
                 "put it on top of your deck (yes) or at the bottom (no)?"}},
    {.slug = "discards-are-forever", .name = "Discards Are Forever", .faction = Faction::SuperSpies,
     .type = CardType::Action,
     .text = "Each player, you too, reveals cards from the top of their deck until a minion shows, and discards "
             "all the revealed cards.",
     .on_play = discards_are_forever},
    {.slug = "for-my-eyes-only", .name = "For My Eyes Only", .faction = Faction::SuperSpies,
     .type = CardType::Action, .copies = 2,
     .text = "Look at the top five cards of your deck and put them back on the top and/or bottom in any order.",
     .on_play = for_my_eyes_only,
     .prompts = {"choose the looked-at card to put back next",
                 "put it on top of your deck (yes) or at the bottom (no)?"}},
    {.slug = "from-q-with-love", .name = "From Q With Love", .faction = Faction::SuperSpies,
     .type = CardType::Action, .text = "Draw three cards, then discard two cards.", .on_play = from_q_with_love,
     .prompts = {"discard a card (first of two)", "discard a card (second of two)"}},
    {.slug = "live-and-let-chum", .name = "Live and Let Chum", .faction = Faction::SuperSpies,
     .type = CardType::Action,
     .text = "Special: before a base scores, destroy a minion of power 3 or less there.",
     .prompts = {"choose a minion of power 3 or less on the scoring base to destroy"},
     .special = {windows(WindowKind::BeforeScoring), before_scoring_from_hand}, .use = live_and_let_chum},
    {.slug = "mindraker", .name = "Mindraker", .faction = Faction::SuperSpies, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: while this base is scoring, other players cannot play actions, Specials "
             "included.",
     .play_on = PlayOn::Base, .forbids_play = {.when = mindraker_forbids}},
    {.slug = "permit-to-kill", .name = "Permit to Kill", .faction = Faction::SuperSpies, .type = CardType::Action,
     .text = "Each other player reveals their top two cards and discards the minions among them; you put the rest "
             "back on top of their deck in any order.",
     .on_play = permit_to_kill,
     .prompts = {"choose the revealed card to put back next (the last one chosen ends on top)"}},
    {.slug = "the-base-is-not-enough", .name = "The Base Is Not Enough", .faction = Faction::SuperSpies,
     .type = CardType::Action,
     .text = "Special: before a base scores, take control of a minion of power 4 or less there until the end of "
             "the turn.",
     .prompts = {"choose a minion of power 4 or less on the scoring base to control this turn"},
     .special = {windows(WindowKind::BeforeScoring), before_scoring_from_hand}, .use = the_base_is_not_enough},
    {.slug = "the-spy-who-ditched-me", .name = "The Spy Who Ditched Me", .faction = Faction::SuperSpies,
     .type = CardType::Action, .copies = 2,
     .text = "Each other player discards a minion card from their hand, or shows their hand if it holds none.",
     .on_play = the_spy_who_ditched_me,
     .prompts = {"discard a minion card from your hand"}},
};

constexpr BaseDef kSuperSpiesBases[] = {
    {.slug = "isis-swingin-pad", .name = "ISI's Swingin' Pad", .faction = Faction::SuperSpies, .breakpoint = 21,
     .vp = {4, 2, 1},
     .text = "After this base scores, each winner may look at the top three cards of their deck and put them back "
             "on the top and/or bottom in any order.",
     .prompts = {"look at the top three cards of your deck and arrange them?",
                 "choose the looked-at card to put back next",
                 "put it on top of your deck (yes) or at the bottom (no)?"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = isis_swingin_pad},
    {.slug = "secret-volcano-headquarters", .name = "Secret Volcano Headquarters", .faction = Faction::SuperSpies,
     .breakpoint = 18, .vp = {4, 3, 2},
     .text = "Before this base scores, each player reveals the top card of their deck; a minion is played here as "
             "an extra minion, an action goes back on top.",
     .prompts = {"ignore Secret Volcano Headquarters (you infiltrated it) and reveal nothing?"},
     .reacts = {events(EventKind::BaseAboutToScore), secret_volcano_reacts},
     .reaction = secret_volcano_headquarters},
};

}  // namespace

FactionDef super_spies_faction() {
  return {Faction::SuperSpies, "super-spies", "Super Spies",
          "Look at decks, rearrange them, and act before a base scores.", kSuperSpies, kSuperSpiesBases, 3};
}

}  // namespace cardtable::smashup
