// Cyborg Apes (Science Fiction Double Feature): actions played onto minions ("implants") pile up for power,
// protection and cards. Card text is our paraphrase of the original printing; the glossary's official
// clarifications for Shielding, Missing Uplink and Flying Monkey are followed.
#include <algorithm>

#include "games/smashup/play_queries.hpp"
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// The minion an attached action sits on (kNoCard: on a base, or not in play).
CardId minion_under(const State& s, CardId action) {
  for (const auto& b : s.bases)
    for (const auto& a : b.actions)
      if (a.card == action) return a.on;
  return kNoCard;
}

int actions_attached(const State& s, CardId minion) {
  int n = 0;
  for (const auto& b : s.bases)
    for (const auto& a : b.actions)
      if (a.on == minion) ++n;
  return n;
}

// `seat`'s actions attached to minions on `base` (not those on the base itself).
std::vector<CardId> own_actions_on_minions(const State& s, BaseId base, Seat seat) {
  std::vector<CardId> out;
  if (const auto* b = find_base(s, base))
    for (const auto& a : b->actions)
      if (a.on != kNoCard && a.controller == seat) out.push_back(a.card);
  return out;
}

// Cyberback: its controller may play actions onto it from their discard pile as if from the hand.
bool cyberback_takes_from_discard(const State& s, CardId self, Seat player) {
  return controller_of(s, self) == player;
}

// Clyde 2.0: its controller's actions attached to minions on its base may go to the hand instead of the discard
// pile, however they leave (the engine asks while they are still in play, so Clyde's own implants count when Clyde
// itself is destroyed). When the base scores, they are offered before the base is cleared.
bool clyde_reacts(const State& s, const Holder& self, const Event& e) {
  if (e.kind == EventKind::BaseScored)
    return e.base == self.base && !own_actions_on_minions(s, self.base, self.controller).empty();
  return e.target != kNoCard && e.base == self.base &&
         controller_of(s, e.card) == self.controller;
}
Progress clyde(Resolver& r, AbilityFrame& f) {
  if (f.event.kind == EventKind::BaseScored) {
    switch (f.step) {
      case 0: {
        const auto actions = own_actions_on_minions(r.state(), f.base, f.controller);
        if (actions.empty()) return r.done();
        f.step = 1;
        return r.choose_card(f, 1, actions, Pick::May);
      }
      case 1:
        if (auto a = r.chosen(f)) {
          r.return_action_to_hand(*a, f);
          f.step = 0;
          return r.again();
        }
        return r.done();
    }
    return r.corrupt_step(f);
  }
  const CardId action = f.event.card;
  switch (f.step) {
    case 0: {
      const auto& pile = r.discard(r.owner(action));
      if (std::find(pile.begin(), pile.end(), action) == pile.end()) return r.done();
      f.step = 1;
      return r.choose_card(f, 0, CardIds{action}, Pick::May);  // the option names the card
    }
    case 1: {
      const auto& pile = r.discard(r.owner(action));
      if (r.chosen(f) && std::find(pile.begin(), pile.end(), action) != pile.end()) r.show_into_hand(action);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Baboom, Talent: play an action from your hand onto Baboom at once, as an extra action. With no such action in
// hand it could do nothing and is not offered (only its player sees what is offered); the question itself is a
// choice of hand cards, asked whatever they are.
std::vector<CardId> actions_for_baboom(const State& s, CardId baboom, Seat seat) {
  std::vector<CardId> out;
  const BaseId here = base_of(s, baboom);
  const PlayForbidders forbidders(s);
  for (auto c : s.seats[seat].hand) {
    const auto& d = def_of(s, c);
    if (d.type != CardType::Action || (d.play_on != PlayOn::Minion && d.play_on != PlayOn::OwnMinion)) continue;
    if (d.play_condition && !d.play_condition(s, c, seat)) continue;
    if (forbidders.forbids(seat, c, here)) continue;
    if (!can_affect(s, Affect{AffectKind::Attach, baboom, CardType::Minion, c, seat, true})) continue;
    out.push_back(c);
  }
  return out;
}
bool baboom_possible(const State& s, CardId self, Seat seat) { return !actions_for_baboom(s, self, seat).empty(); }
Progress baboom(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      return r.choose_hidden_card(f, 0, actions_for_baboom(r.state(), f.source, f.controller), Pick::May);
    case 1:
      if (auto c = r.chosen(f); c && r.in_play(f.source)) r.play_action(f.controller, *c, f.base, f.source);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Furious George: +1 for each action on it, whoever played it.
int furious_george_power(const State& s, const Holder& self, CardId minion, BaseId) {
  return minion == self.card ? actions_attached(s, minion) : 0;
}

int cyberevolution_power(const State&, const Holder& self, CardId minion, BaseId) {
  return minion == self.on ? 3 : 0;
}

// Flying Monkey: after its minion's base scores, that minion may fly to another base in play (never the base that
// will replace the scored one: it is not in play yet), and then Flying Monkey is destroyed.
Progress flying_monkey(Resolver& r, AbilityFrame& f) {
  const CardId carried = minion_under(r.state(), f.source);
  switch (f.step) {
    case 0:
      if (carried == kNoCard || !r.can_affect(f, carried, AffectKind::Move)) return r.done();
      f.step = 1;
      return r.choose_base(f, 0, r.bases_except(f.base), Pick::May);
    case 1:
      if (auto b = r.chosen(f); b && carried != kNoCard) {
        r.move(carried, *b, f);
        f.step = 2;
        return r.again();
      }
      return r.done();
    case 2:
      r.destroy_action(f.source, f.source);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Going Bananas: destroy every action other players have on a base, on the base itself or on its minions.
Progress going_bananas(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_base(f, 0, r.bases(), Pick::Must);
    case 1: {
      const auto b = r.chosen(f);
      if (!b) return r.done();
      std::vector<CardId> theirs;
      if (const auto* slot = find_base(r.state(), *b))
        for (const auto& a : slot->actions)
          if (a.controller != f.controller) theirs.push_back(a.card);
      // One effect: which actions it may destroy is settled before any goes, so a lone Shielding (which does not
      // protect itself) goes and the Cyberevolution it protected stays (a reading question, the literal reading).
      std::erase_if(theirs, [&](CardId a) { return !r.can_affect(f, a, AffectKind::Destroy); });
      for (auto a : theirs) r.destroy_action(a, f.source);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Juiced Up: +2 for every action on its minion, itself included.
int juiced_up_power(const State& s, const Holder& self, CardId minion, BaseId) {
  return minion == self.on ? 2 * actions_attached(s, minion) : 0;
}

// Missing Uplink: one more card at the end of its controller's turn (the glossary: after the draw phase, so the
// hand limit is not checked again).
bool missing_uplink_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller;
}
Progress missing_uplink(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 1);
  return r.done();
}

// Monkey on Your Back, Talent: destroy another player's minion of power 4 or less on this base, then this card goes
// to the bottom of its owner's deck. With no such minion it may destroy, the Talent could do nothing and is not
// offered.
bool monkey_on_your_back_possible(const State& s, CardId self, Seat seat) {
  const BaseId here = base_of(s, self);
  const auto* b = find_base(s, here);
  if (!b) return false;
  const Preventers preventers(s);
  const auto changes = power_changes(s);
  return std::any_of(b->minions.begin(), b->minions.end(), [&](const MinionInPlay& m) {
    return m.controller != seat && power(s, m, here, changes) <= 4 &&
           preventers.can_affect(Affect{AffectKind::Destroy, m.card, CardType::Minion, self, seat, true});
  });
}
Progress monkey_on_your_back(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      return r.choose_minion(f, 0, r.minions(minions().on(f.base).others(f.controller).power_at_most(4)), Pick::Must,
                             AffectKind::Destroy);
    case 1:
      if (auto m = r.chosen(f)) {
        r.destroy(*m, f);
        f.step = 2;
        return r.again();
      }
      return r.done();
    case 2:
      r.action_to_deck_bottom(f.source, f);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Monkey See, Monkey Do: reveal the top five (everyone sees them, R-4), take any number of the revealed actions,
// shuffle the rest back in. f.picked.cards holds the revealed cards still on the deck.
Progress monkey_see_monkey_do(Resolver& r, AbilityFrame& f) {
  constexpr std::size_t kRevealed = 5;
  switch (f.step) {
    case 0: r.reveal_top_cards(f, kRevealed);
            f.step = 1;
            return r.again();
    case 1:
    case 2:
      if (auto asked = r.take_revealed(f, 0, CardType::Action, 1)) return *asked;
      if (!f.picked.cards.empty()) r.shuffle_deck(f.controller);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Shielding: other players' actions cannot affect (R-21: move, return, destroy, attach to) its minion or the other
// actions on it; their power and control changes and restrictions still reach them. One Shielding does not
// cover itself, so two on a minion cover each other. Minions' and bases' abilities still can.
bool shielding_prevents(const State& s, const Holder& self, const Affect& a) {
  if (!a.by_action || a.by == kNoCard || a.by_seat == self.controller || self.on == kNoCard) return false;
  if (a.target == self.on) return true;
  return a.target_type == CardType::Action && a.target != self.card && minion_under(s, a.target) == self.on;
}
// When played, other players' actions already on the minion are affecting it, so they are destroyed.
Progress shielding(Resolver& r, AbilityFrame& f) {
  if (!r.in_play(f.source) || f.target == kNoCard) return r.done();
  for (auto a : r.actions_on_minion(f.target))
    if (r.controller(a) != f.controller) r.destroy_action(a, f);
  return r.done();
}

// Monkey Lab: every minion here has +1 for each action on it.
int monkey_lab_power(const State& s, const Holder& self, CardId minion, BaseId minion_base) {
  return minion_base == self.base ? actions_attached(s, minion) : 0;
}

// Primate Park: after it scores, each winner in turn may take back any number of their own actions on
// minions here instead of letting them be discarded.
Progress primate_park(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: return r.list_winners(f, 1);
    case 1: {
      const Seat winner = r.winner_in_turn(f);
      if (winner == kNoSeat) return r.done();
      const auto actions = own_actions_on_minions(r.state(), f.base, winner);
      if (actions.empty()) return r.next_winner(f, 1);
      f.step = 2;
      return r.choose_card(f, 0, actions, Pick::May, winner);
    }
    case 2:
      if (auto a = r.chosen(f)) {
        r.return_action_to_hand(*a, f);
        f.step = 1;
        return r.again();
      }
      return r.next_winner(f, 1);
  }
  return r.corrupt_step(f);
}

constexpr CardDef kCyborgApes[] = {
    {.slug = "cyberback", .name = "Cyberback", .faction = Faction::CyborgApes, .type = CardType::Minion, .power = 5,
     .text = "Ongoing: you may play actions onto this minion from your discard pile as if they were in your hand.",
     .takes_actions_from_discard = cyberback_takes_from_discard},
    {.slug = "clyde-2-0", .name = "Clyde 2.0", .faction = Faction::CyborgApes, .type = CardType::Minion, .power = 4,
     .copies = 2,
     .text = "Ongoing: when one of your actions on a minion here would go to your discard pile, you may put it into "
             "your hand instead.",
     .prompts = {"you may take your discarded action into your hand (pass: it stays in the discard pile)",
                 "you may take one of your actions on minions here into your hand (pass: let them be discarded)"},
     .reacts = {events(EventKind::BaseScored, EventKind::CardDiscarded), clyde_reacts}, .reaction = clyde},
    {.slug = "baboom", .name = "Baboom", .faction = Faction::CyborgApes, .type = CardType::Minion, .power = 3,
     .copies = 3, .text = "Talent: play an action from your hand onto this minion as an extra action.",
     .prompts = {"you may choose an action from your hand to play onto Baboom"}, .talent = baboom,
     .talent_possible = baboom_possible},
    {.slug = "furious-george", .name = "Furious George", .faction = Faction::CyborgApes, .type = CardType::Minion,
     .power = 2, .copies = 4, .text = "Ongoing: +1 power for each action on this minion, whoever played it.",
     .power_bonus = furious_george_power,
     .power_scope = PowerScope::Self},
    {.slug = "cyberevolution", .name = "Cyberevolution", .faction = Faction::CyborgApes, .type = CardType::Action,
     .copies = 2, .text = "Play on a minion. Ongoing: it has +3 power.", .play_on = PlayOn::Minion,
     .power_bonus = cyberevolution_power,
     .power_scope = PowerScope::AttachedTo},
    {.slug = "flying-monkey", .name = "Flying Monkey", .faction = Faction::CyborgApes, .type = CardType::Action,
     .text = "Play on a minion. After its base scores, you may move that minion to another base instead of letting "
             "it be discarded; then destroy this card.",
     .play_on = PlayOn::Minion,
     .prompts = {"you may choose another base for the minion to fly to (pass: it is discarded with the base)"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = flying_monkey},
    {.slug = "going-bananas", .name = "Going Bananas", .faction = Faction::CyborgApes, .type = CardType::Action,
     .text = "Choose a base. Destroy every action other players have there, on the base or on its minions.",
     .on_play = going_bananas, .prompts = {"choose a base to clear of other players' actions"}},
    {.slug = "juiced-up", .name = "Juiced Up", .faction = Faction::CyborgApes, .type = CardType::Action,
     .text = "Play on a minion. Ongoing: it has +2 power for each action on it, this one included.",
     .play_on = PlayOn::Minion, .power_bonus = juiced_up_power,
     .power_scope = PowerScope::AttachedTo},
    {.slug = "missing-uplink", .name = "Missing Uplink", .faction = Faction::CyborgApes, .type = CardType::Action,
     .text = "Play on one of your minions. Ongoing: at the end of your turn, draw a card.",
     .play_on = PlayOn::OwnMinion,
     .reacts = {events(EventKind::TurnEnded), missing_uplink_reacts}, .reaction = missing_uplink},
    {.slug = "monkey-on-your-back", .name = "Monkey on Your Back", .faction = Faction::CyborgApes,
     .type = CardType::Action,
     .text = "Play on one of your minions. Talent: destroy another player's minion of power 4 or less on this base, "
             "then put this card on the bottom of your deck.",
     .play_on = PlayOn::OwnMinion, .prompts = {"choose another player's minion of power 4 or less here to destroy"},
     .talent = monkey_on_your_back, .talent_possible = monkey_on_your_back_possible},
    {.slug = "monkey-see-monkey-do", .name = "Monkey See, Monkey Do", .faction = Faction::CyborgApes,
     .type = CardType::Action,
     .text = "Reveal the top five cards of your deck. Put any of the revealed actions into your hand and shuffle the "
             "rest into your deck.",
     .on_play = monkey_see_monkey_do,
     .prompts = {"you may put a revealed action into your hand (pass: shuffle the rest back)"}},
    {.slug = "shielding", .name = "Shielding", .faction = Faction::CyborgApes, .type = CardType::Action, .copies = 2,
     .text = "Play on a minion; destroy other players' actions on it. Ongoing: other players' actions cannot affect "
             "it or the other actions on it.",
     .play_on = PlayOn::Minion, .on_play = shielding, .prevents = shielding_prevents},
};

constexpr BaseDef kCyborgApeBases[] = {
    {.slug = "monkey-lab", .name = "Monkey Lab", .faction = Faction::CyborgApes, .breakpoint = 23, .vp = {4, 2, 1},
     .text = "Each minion here has +1 power for each action on it.", .power_bonus = monkey_lab_power},
    {.slug = "primate-park", .name = "Primate Park", .faction = Faction::CyborgApes, .breakpoint = 20,
     .vp = {3, 2, 1},
     .text = "After this base scores, the winner may take any of their own actions on minions here back into their "
             "hand instead of discarding them.",
     .prompts = {"you may take one of your actions on minions here into your hand (pass: let them be discarded)"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = primate_park},
};

}  // namespace

FactionDef cyborg_apes_faction() {
  return {Faction::CyborgApes, "cyborg-apes", "Cyborg Apes",
          "Minions loaded with actions, each one making them stronger.", kCyborgApes, kCyborgApeBases, 3};
}

}  // namespace cardtable::smashup
