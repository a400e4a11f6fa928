// Wizards: 10 minions and 10 actions that draw, dig through the top of a deck and chain extra actions, plus The
// Great Library and School of Wizardry. Card text is our paraphrase of the original printing; copies follow
// R-8 (Enchantress 3, Neophyte 4). A revealed card is public; the rest of the deck stays hidden, so questions
// only ever list the revealed cards, and only the player who searches sees their own deck (Scry).
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

ExtraPlay extra_action(CardId source, CardId only_card = kNoCard) {
  return ExtraPlay{.type = CardType::Action, .source = source, .only_card = only_card};
}

// Archmage: Ongoing, one extra action on each of its controller's turns, the turn it enters play included. The
// grant is Ongoing: when the Archmage leaves play, an extra it granted and that is still unused goes with it (the
// engine takes it back, `leaves_with_source`).
ExtraPlay archmage_extra(CardId archmage) {
  return ExtraPlay{.type = CardType::Action, .source = archmage, .leaves_with_source = true};
}
bool archmage_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller && self.base != kNoBase;
}
Progress archmage_turn(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, archmage_extra(f.source));
  return r.done();
}
Progress archmage_enters(Resolver& r, AbilityFrame& f) {
  // "On each of your turns": entering play on another player's turn grants nothing until its controller's turn.
  if (r.active() == f.controller) r.grant_extra(f.controller, archmage_extra(f.source));
  return r.done();
}

// Chronomage: you may play an extra action this turn.
Progress chronomage(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, extra_action(f.source));
  return r.done();
}

// Enchantress: draw a card.
Progress enchantress(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 1);
  return r.done();
}

// Neophyte: reveal the top card of your deck; an action may be played at once as an extra action or put into
// your hand; anything else (or an action you keep neither way) stays on top.
Progress neophyte(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const CardId top = r.top_of_deck(f.controller);
      if (top == kNoCard) return r.done();
      r.reveal(top);
      if (r.def(top).type != CardType::Action) return r.done();
      f.picked.cards = {top};
      if (!r.can_play_extra(f.controller, extra_action(f.source, top))) {
        f.step = 2;
        return r.again();
      }
      f.step = 1;
      return r.ask_yes_no(f, 0);
    }
    case 1:
      f.step = 2;
      if (r.said_yes(f)) r.play_extra_now(f.controller, extra_action(f.source, f.picked.cards[0]));
      return r.again();
    case 2: {
      // Still on top: it was not played (declined, or the play was passed), so it may go to the hand instead.
      const auto& deck = r.deck(f.controller);
      if (deck.empty() || deck.back() != f.picked.cards[0]) return r.done();
      f.step = 3;
      return r.ask_yes_no(f, 1);
    }
    case 3:
      if (r.said_yes(f)) r.show_into_hand(f.picked.cards[0]);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Mass Enchantment: reveal the top card of every other player's deck; you may play one revealed action as your
// extra action (you control it; it goes to its owner's discard pile). The others simply stay on top.
Progress mass_enchantment(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      f.picked.cards.clear();
      for (auto seat : r.other_players(f.controller)) {
        const CardId top = r.top_of_deck(seat);
        if (top == kNoCard) continue;
        r.reveal(top);
        if (r.def(top).type == CardType::Action && r.can_play_extra(f.controller, extra_action(f.source, top)))
          f.picked.cards.push_back(top);
      }
      f.step = 1;
      return r.choose_card(f, 0, f.picked.cards, Pick::May);
    }
    case 1:
      if (auto c = r.chosen(f)) r.play_extra_now(f.controller, extra_action(f.source, *c));
      return r.done();
  }
  return r.corrupt_step(f);
}

// Mystic Studies: draw two cards.
Progress mystic_studies(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 2);
  return r.done();
}

// Portal: reveal the top five cards of your deck (a deck that runs out is refilled from the shuffled discard pile
// under the cards already revealed; fewer only when both run out), take any number of the revealed minions into
// your hand, and put the rest back on top in the order you choose.
// f.picked.cards holds the revealed cards still to place; the last f.remaining of them are already in their new order.
Progress portal(Resolver& r, AbilityFrame& f) {
  constexpr std::size_t kRevealed = 5;
  switch (f.step) {
    case 0: r.reveal_top_cards(f, kRevealed);
            f.step = 1;
            return r.again();
    case 1:
    case 2:
      if (auto asked = r.take_revealed(f, 0, CardType::Minion, 1)) return *asked;
      f.step = 3;
      return r.again();
    case 3: {
      const auto& revealed = f.picked.cards;
      const auto ordered = revealed.end() - f.remaining;
      if (ordered - revealed.begin() > 1) {
        f.step = 4;
        return r.choose_card(f, 1, std::vector<CardId>(revealed.begin(), ordered), Pick::Must);
      }
      // The first card ordered goes on top: put them back from the deepest up.
      std::vector<CardId> order(ordered, revealed.end());
      order.insert(order.end(), revealed.begin(), ordered);
      for (auto it = order.rbegin(); it != order.rend(); ++it) r.put_on_deck_top(*it);
      return r.done();
    }
    case 4:
      if (auto c = r.chosen(f)) {
        std::erase(f.picked.cards, *c);
        f.picked.cards.push_back(*c);
        ++f.remaining;
      }
      f.step = 3;
      return r.again();
  }
  return r.corrupt_step(f);
}

// Sacrifice: choose one of your minions, draw as many cards as its power, then destroy it. Choosing and drawing do
// not affect the minion, so one that cannot be destroyed (Warbot) may be chosen: its player draws and it stays.
Progress sacrifice(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_card(f, 0, r.minions(minions().mine(f.controller)), Pick::Must);
    case 1: if (auto m = r.chosen(f)) {
              r.draw(f.controller, std::max(0, r.power(*m)));
              r.destroy(*m, f);
            }
            return r.done();
  }
  return r.corrupt_step(f);
}

// Scry: search your deck for an action, show it, take it into your hand, then shuffle your deck (also when the
// deck holds no action; its player is asked then too, R-27).
Progress scry(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> actions;
      for (auto c : r.deck(f.controller))
        if (r.def(c).type == CardType::Action) actions.push_back(c);
      f.step = 1;
      return r.choose_hidden_card(f, 0, actions, Pick::Must);
    }
    case 1:
      if (auto c = r.chosen(f)) {
        r.reveal(*c);
        r.take_into_hand(*c);
      }
      r.shuffle_deck(f.controller);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Summon: one extra minion this turn.
Progress summon(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source});
  return r.done();
}

// Time Loop: two extra actions this turn.
Progress time_loop(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, extra_action(f.source));
  r.grant_extra(f.controller, extra_action(f.source));
  return r.done();
}

// Winds of Change: shuffle your hand into your deck, draw five, then you may play an extra action.
Progress winds_of_change(Resolver& r, AbilityFrame& f) {
  const std::vector<CardId> hand = r.hand(f.controller);
  for (auto c : hand) r.put_on_deck_top(c);
  r.shuffle_deck(f.controller);
  r.draw(f.controller, 5);
  r.grant_extra(f.controller, extra_action(f.source));
  return r.done();
}


// The Great Library: after it scores, each player with a minion here may draw a card (active player first, then
// clockwise). f.remaining counts the seats already asked.
Progress great_library(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
    case 1: {
      while (f.remaining < r.players()) {
        const auto seat = static_cast<Seat>((r.active() + f.remaining) % r.players());
        // an infiltrating player is still asked (the draw is optional); only Jammed Signal stops everyone.
        if (!r.minions(minions().on(f.base).mine(seat)).empty() && !r.base_ignored(f.base, kNoSeat)) {
          f.step = 2;
          return r.ask_yes_no(f, 0, seat);
        }
        ++f.remaining;
      }
      return r.done();
    }
    case 2:
      if (r.said_yes(f)) r.draw(static_cast<Seat>((r.active() + f.remaining) % r.players()), 1);
      ++f.remaining;
      f.step = 1;
      return r.again();
  }
  return r.corrupt_step(f);
}

// School of Wizardry: after it scores, the winner looks at the top three bases of the base deck, picks the one
// that replaces this base and puts the other two back on top in the order they choose. With a tie for first, the
// tied winner nearest the active player (clockwise, the active player first) decides. f.picked.seats = {winner},
// f.picked.bases = the bases looked at, top first; the picked base moves to the front of that list.
Progress school_of_wizardry(Resolver& r, AbilityFrame& f) {
  auto& looked = f.picked.bases;
  switch (f.step) {
    case 0: {
      const auto winners = r.winners(f.base);
      const Seat winner = winners.empty() ? kNoSeat : winners.front();
      const auto deck = r.base_deck();
      // an infiltrating winner is still offered the choice: taking the top base and keeping the order is
      // exactly ignoring the base, so only Jammed Signal (everyone ignores it) skips it.
      if (winner == kNoSeat || deck.empty() || r.base_ignored(f.base, kNoSeat)) return r.done();
      f.picked.seats = {winner};
      looked.assign(deck.rbegin(), deck.rbegin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(deck.size(), 3)));
      f.step = 1;
      return r.choose_base(f, 0, looked, Pick::Must, winner);
    }
    case 1: {
      if (auto b = r.chosen(f)) {
        const auto it = std::find(looked.begin(), looked.end(), *b);
        if (it != looked.end()) std::rotate(looked.begin(), it, it + 1);
      }
      f.step = 2;
      if (looked.size() < 3) return r.again();
      return r.choose_base(f, 1, PerBase<BaseId>{looked[1], looked[2]}, Pick::Must, f.picked.seats[0]);
    }
    case 2: {
      if (auto b = r.chosen(f); b && looked.size() == 3 && *b == looked[2]) std::swap(looked[1], looked[2]);
      // The replacement ends on top, the next one under it.
      for (auto it = looked.rbegin(); it != looked.rend(); ++it) r.put_base_on_top(*it);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

constexpr CardDef kWizards[] = {
    {.slug = "archmage", .name = "Archmage", .faction = Faction::Wizards, .type = CardType::Minion, .power = 4,
     .copies = 1,
     .text = "Ongoing: you may play an extra action on each of your turns, including the turn this card enters "
             "play.",
     .on_play = archmage_enters,
     .reacts = {events(EventKind::TurnStarted), archmage_reacts}, .reaction = archmage_turn},
    {.slug = "chronomage", .name = "Chronomage", .faction = Faction::Wizards, .type = CardType::Minion, .power = 3,
     .copies = 2, .text = "When you play it, you may play one extra action this turn.", .on_play = chronomage},
    // three copies.
    {.slug = "enchantress", .name = "Enchantress", .faction = Faction::Wizards, .type = CardType::Minion,
     .power = 2, .copies = 3, .text = "When you play it, draw a card.", .on_play = enchantress},
    // four copies.
    {.slug = "neophyte", .name = "Neophyte", .faction = Faction::Wizards, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "When you play it, reveal the top card of your deck. If it is an action, you may put it into your "
             "hand or play it as an extra action; otherwise it goes back on top of your deck.",
     .on_play = neophyte,
     .prompts = {"play the revealed action as an extra action now?",
                 "put the revealed action into your hand? (no: it stays on top of your deck)"}},
    {.slug = "mass-enchantment", .name = "Mass Enchantment", .faction = Faction::Wizards,
     .type = CardType::Action,
     .text = "Reveal the top card of each other player's deck. You may play one revealed action as an extra "
             "action, under your control. The other revealed cards go back on top of their decks.",
     .on_play = mass_enchantment, .prompts = {"you may play one of the revealed actions as an extra action"}},
    {.slug = "mystic-studies", .name = "Mystic Studies", .faction = Faction::Wizards, .type = CardType::Action,
     .copies = 2, .text = "Draw two cards.", .on_play = mystic_studies},
    {.slug = "portal", .name = "Portal", .faction = Faction::Wizards, .type = CardType::Action,
     .text = "Reveal the top five cards of your deck. Put any number of the minions among them into your hand and "
             "the other cards back on top of your deck in any order.",
     .on_play = portal,
     .prompts = {"you may put a revealed minion into your hand (pass: put the rest back)",
                 "choose the revealed card to put back next (the first chosen ends on top)"}},
    {.slug = "sacrifice", .name = "Sacrifice", .faction = Faction::Wizards, .type = CardType::Action,
     .text = "Choose one of your minions. Draw cards equal to its power, then destroy it.", .on_play = sacrifice,
     .prompts = {"choose one of your minions: draw cards equal to its power, then destroy it"}},
    {.slug = "scry", .name = "Scry", .faction = Faction::Wizards, .type = CardType::Action,
     .text = "Search your deck for an action, show it to everyone and put it into your hand. Shuffle your deck.",
     .on_play = scry, .prompts = {"choose an action from your deck to show and take into your hand"}},
    {.slug = "summon", .name = "Summon", .faction = Faction::Wizards, .type = CardType::Action, .copies = 2,
     .text = "Play an extra minion this turn.", .on_play = summon},
    {.slug = "time-loop", .name = "Time Loop", .faction = Faction::Wizards, .type = CardType::Action,
     .text = "Play two extra actions this turn.", .on_play = time_loop},
    {.slug = "winds-of-change", .name = "Winds of Change", .faction = Faction::Wizards, .type = CardType::Action,
     .text = "Shuffle your hand into your deck and draw five cards. You may play an extra action this turn.",
     .on_play = winds_of_change},
};

constexpr BaseDef kWizardBases[] = {
    {.slug = "the-great-library", .name = "The Great Library", .faction = Faction::Wizards, .breakpoint = 22,
     .vp = {4, 2, 1},
     .text = "After this base scores, every player who has a minion here may draw one card.",
     .prompts = {"this base scored: draw a card?"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = great_library},
    {.slug = "school-of-wizardry", .name = "School of Wizardry", .faction = Faction::Wizards, .breakpoint = 20,
     .vp = {3, 2, 1},
     .text = "After this base scores, the winner looks at the top three bases of the base deck, chooses one to "
             "replace this base and puts the other two back on top in any order.",
     .prompts = {"choose the base that replaces School of Wizardry",
                 "choose the base that goes right under it (the other goes under both)"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = school_of_wizardry},
};

}  // namespace

FactionDef wizards_faction() {
  return {Faction::Wizards, "wizards", "Wizards",
          "Draw, dig through the top of your deck and chain extra actions.", kWizards, kWizardBases};
}

}  // namespace cardtable::smashup
