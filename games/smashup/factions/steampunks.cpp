// Steampunks (Awesome Level 9000): 10 minions and 10 actions keyed to "a base that has one of your actions", plus
// Inventor's Salon and Workshop. Card text is our paraphrase of the original printing.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// "a base that has one of your actions" counts the actions played on the base itself, not those on its
// minions (Steam Man, Captain Ahab).
bool has_own_action(const State& s, BaseId base, Seat seat) {
  const auto* b = find_base(s, base);
  return b && std::any_of(b->actions.begin(), b->actions.end(),
                          [&](const Attached& a) { return a.on == kNoCard && a.controller == seat; });
}

// Steam Queen: cards controlled by other players cannot affect your actions (base abilities are nobody's cards).
bool steam_queen_prevents(const State& s, const Holder& self, const Affect& a) {
  return a.target_type == CardType::Action && a.by != kNoCard && a.by_seat != self.controller &&
         controller_of(s, a.target) == self.controller;
}

// Steam Man: +1 power while its base has at least one of its controller's actions (a flat +1, not one per action).
int steam_man_power(const State& s, const Holder& self, CardId minion, BaseId) {
  return minion == self.card && has_own_action(s, self.base, self.controller) ? 1 : 0;
}

// Captain Ahab, Talent: move this minion to a base that has one of your actions. With no such base the Talent could
// do nothing and is not offered.
std::vector<BaseId> ahab_destinations(const State& s, CardId ahab, Seat seat) {
  std::vector<BaseId> out;
  const BaseId here = base_of(s, ahab);
  for (const auto& b : s.bases)
    if (b.base != here && has_own_action(s, b.base, seat)) out.push_back(b.base);
  return out;
}
bool captain_ahab_possible(const State& s, CardId self, Seat seat) { return !ahab_destinations(s, self, seat).empty(); }
Progress captain_ahab(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      return r.choose_base(f, 0, ahab_destinations(r.state(), f.source, f.controller), Pick::May);
    case 1: if (auto b = r.chosen(f)) r.move(f.source, *b, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Change of Venue: take one of your actions in play back into your hand, then play it again as an extra action
// it must be, wherever its player chooses, when it legally can be; otherwise it stays in the hand).
Progress change_of_venue(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> mine;
      for (auto a : r.actions_in_play())
        if (r.controller(a) == f.controller) mine.push_back(a);
      f.step = 1;
      return r.choose_action(f, 0, mine, Pick::Must, AffectKind::Return);
    }
    case 1: {
      const auto a = r.chosen(f);
      if (!a) return r.done();
      r.return_action_to_hand(*a, f);
      f.picked.cards = {*a};
      f.step = 2;
      return r.again();
    }
    case 2: {
      const CardId card = f.picked.cards[0];
      const auto& hand = r.hand(f.controller);
      if (std::find(hand.begin(), hand.end(), card) == hand.end()) return r.done();
      f.step = 3;
      return r.choose_play(f, 1, f.controller,
                           ExtraPlay{.type = CardType::Action, .source = f.source, .only_card = card});
    }
    case 3: r.play_chosen(f, f.controller);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Rotary Slug Thrower: each of its controller's minions on its base has +2 power.
int rotary_slug_thrower_power(const State& s, const Holder& self, CardId minion, BaseId minion_base) {
  return minion_base == self.base && controller_of(s, minion) == self.controller ? 2 : 0;
}

// Zeppelin, Talent (from the base it is on): move one of your minions from another base onto this base, or from
// this base onto another base. Without a minion of yours in play (or with only one base in play) it could do
// nothing and is not offered.
bool zeppelin_possible(const State& s, CardId, Seat seat) {
  return s.bases.size() > 1 && std::any_of(s.bases.begin(), s.bases.end(), [&](const BaseInPlay& b) {
           return std::any_of(b.minions.begin(), b.minions.end(),
                              [&](const MinionInPlay& m) { return m.controller == seat; });
         });
}
Progress zeppelin(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller)), Pick::May, AffectKind::Move);
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      if (r.base_of(*m) != f.base) {
        r.move(*m, f.base, f);
        return r.done();
      }
      f.picked.cards = {*m};
      f.step = 2;
      return r.choose_base(f, 1, r.bases_except(f.base), Pick::Must);
    }
    case 2: if (auto b = r.chosen(f)) r.move(f.picked.cards[0], *b, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

bool plays_on_base(const State& s, CardId card) { return def_of(s, card).play_on == PlayOn::Base; }

// Mechanic: play an action meant for a base from your discard pile, as an extra action, at once. R-22: it is played
// (no pass), on a base its player chooses; only such actions that can legally go somewhere are offered.
ExtraPlay mechanics_extra(const AbilityFrame& f, CardId card) {
  return ExtraPlay{.type = CardType::Action, .from_discard = true, .source = f.source, .only_card = card};
}
Progress mechanic(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> base_actions;
      for (auto c : r.discard(f.controller))
        if (plays_on_base(r.state(), c) && r.can_play_extra(f.controller, mechanics_extra(f, c)))
          base_actions.push_back(c);
      f.step = 1;
      return r.choose_card(f, 0, base_actions, Pick::Must);
    }
    case 1: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      f.step = 2;
      return r.choose_play(f, 1, f.controller, mechanics_extra(f, *c));
    }
    case 2: r.play_chosen(f, f.controller);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Aggromotive: while its controller has a minion on its base, 5 more power for them there, on no minion.
int aggromotive_power(const State& s, const Holder& self, BaseId base, Seat seat) {
  if (base != self.base || seat != self.controller) return 0;
  const auto* b = find_base(s, base);
  const bool has_minion = b && std::any_of(b->minions.begin(), b->minions.end(),
                                           [&](const MinionInPlay& m) { return m.controller == seat; });
  return has_minion ? 5 : 0;
}

// Difference Engine: at the end of its controller's turn, one more card for them if they have a minion on its base.
bool difference_engine_reacts(const State& s, const Holder& self, const Event& e) {
  if (e.seat != self.controller) return false;
  const auto* b = find_base(s, self.base);
  return b && std::any_of(b->minions.begin(), b->minions.end(),
                          [&](const MinionInPlay& m) { return m.controller == self.controller; });
}
Progress difference_engine(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 1);
  return r.done();
}

// Escape Hatch: a minion of its controller destroyed on its base goes to its owner's hand, not the discard pile.
DestroyedTo escape_hatch(const State& s, const Holder& self, CardId minion, BaseId from) {
  return from == self.base && controller_of(s, minion) == self.controller ? DestroyedTo::Hand : DestroyedTo::Discard;
}

// Ornate Dome: destroy every action other players have on this base; then they cannot play actions onto it.
Progress ornate_dome(Resolver& r, AbilityFrame& f) {
  for (auto a : r.actions_on_base(f.base))
    if (r.controller(a) != f.controller) r.destroy_action(a, f);
  return r.done();
}
bool ornate_dome_forbids(const State& s, const Holder& self, Seat player, CardId card, BaseId) {
  return player != self.controller && def_of(s, card).type == CardType::Action && plays_on_base(s, card);
}

// Scrap Diving: take an action from your discard pile into your hand.
Progress scrap_diving(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> actions;
      for (auto c : r.discard(f.controller))
        if (r.def(c).type == CardType::Action) actions.push_back(c);
      f.step = 1;
      return r.choose_card(f, 0, actions, Pick::Must);
    }
    case 1: if (auto c = r.chosen(f)) r.take_into_hand(*c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Inventor's Salon: after it scores, each winner in turn may take an action from their discard pile.
Progress inventors_salon(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: return r.list_winners(f, 1);
    case 1: {
      const Seat winner = r.winner_in_turn(f);
      if (winner == kNoSeat) return r.done();
      f.step = 2;
      std::vector<CardId> actions;
      for (auto c : r.discard(winner))
        if (r.def(c).type == CardType::Action) actions.push_back(c);
      return r.choose_card(f, 0, actions, Pick::May, winner);
    }
    case 2: if (auto c = r.chosen(f)) r.take_into_hand(*c);
            return r.next_winner(f, 1);
  }
  return r.corrupt_step(f);
}

// Workshop: a player who plays an action onto this base may play an extra action.
bool workshop_reacts(const State& s, const Holder& self, const Event& e) {
  return e.base == self.base && e.target == kNoCard && plays_on_base(s, e.card);
}
Progress workshop(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.event.seat, ExtraPlay{.type = CardType::Action}, f.base);
  return r.done();
}

constexpr CardDef kSteampunks[] = {
    {.slug = "steam-queen", .name = "Steam Queen", .faction = Faction::Steampunks, .type = CardType::Minion,
     .power = 5, .text = "Ongoing: cards controlled by other players cannot affect your actions.",
     .prevents = steam_queen_prevents},
    {.slug = "steam-man", .name = "Steam Man", .faction = Faction::Steampunks, .type = CardType::Minion, .power = 3,
     .copies = 3, .text = "Ongoing: +1 power while its base has at least one of your actions (+1 in all).",
     .power_bonus = steam_man_power,
     .power_scope = PowerScope::Self},
    {.slug = "captain-ahab", .name = "Captain Ahab", .faction = Faction::Steampunks, .type = CardType::Minion,
     .power = 2, .copies = 4, .text = "Talent: move this minion to a base that has one of your actions.",
     .prompts = {"choose a base with one of your actions to move Captain Ahab to"}, .talent = captain_ahab,
     .talent_possible = captain_ahab_possible},
    {.slug = "change-of-venue", .name = "Change of Venue", .faction = Faction::Steampunks, .type = CardType::Action,
     .text = "Take one of your actions attached to a base or a minion back into your hand, then play it again as an "
             "extra action.",
     .on_play = change_of_venue,
     .prompts = {"choose one of your actions in play to take back and play again", "choose where it is played again"}},
    {.slug = "rotary-slug-thrower", .name = "Rotary Slug Thrower", .faction = Faction::Steampunks,
     .type = CardType::Action, .text = "Play on a base. Ongoing: each of your minions here has +2 power.",
     .play_on = PlayOn::Base, .power_bonus = rotary_slug_thrower_power,
     .power_scope = PowerScope::ThisBase},
    {.slug = "zeppelin", .name = "Zeppelin", .faction = Faction::Steampunks, .type = CardType::Action, .copies = 2,
     .text = "Play on a base. Talent: move one of your minions from another base onto this base, or from this base "
             "to another base.",
     .play_on = PlayOn::Base,
     .prompts = {"choose one of your minions to move onto or off Zeppelin's base", "choose where it goes"},
     .talent = zeppelin, .talent_possible = zeppelin_possible},
    {.slug = "mechanic", .name = "Mechanic", .faction = Faction::Steampunks, .type = CardType::Minion, .power = 4,
     .copies = 2,
     .text = "When you play it, play an action meant for a base from your discard pile as an extra action.",
     .on_play = mechanic,
     .prompts = {"choose an action for a base in your discard pile to play again", "choose the base it is played on"}},
    {.slug = "aggromotive", .name = "Aggromotive", .faction = Faction::Steampunks, .type = CardType::Action,
     .text = "Play on a base. Ongoing: while you have a minion here, you have 5 more power here (on no minion).",
     .play_on = PlayOn::Base, .player_power_bonus = aggromotive_power},
    {.slug = "difference-engine", .name = "Difference Engine", .faction = Faction::Steampunks,
     .type = CardType::Action,
     .text = "Play on a base. Ongoing: if you have a minion here, draw one more card at the end of your turn.",
     .play_on = PlayOn::Base,
     .reacts = {events(EventKind::TurnEnded), difference_engine_reacts}, .reaction = difference_engine},
    {.slug = "escape-hatch", .name = "Escape Hatch", .faction = Faction::Steampunks, .type = CardType::Action,
     .text = "Play on a base. Ongoing: when one of your minions here is destroyed, it goes to your hand instead of "
             "your discard pile.",
     .play_on = PlayOn::Base, .destroyed_to = escape_hatch},
    {.slug = "ornate-dome", .name = "Ornate Dome", .faction = Faction::Steampunks, .type = CardType::Action,
     .text = "Play on a base; destroy every action other players have on it. Ongoing: other players cannot play "
             "actions onto this base.",
     .play_on = PlayOn::Base, .on_play = ornate_dome, .forbids_play = {ForbidsScope::ThisBase, ornate_dome_forbids}},
    {.slug = "scrap-diving", .name = "Scrap Diving", .faction = Faction::Steampunks, .type = CardType::Action,
     .copies = 2, .text = "Take an action from your discard pile into your hand.", .on_play = scrap_diving,
     .prompts = {"choose an action in your discard pile to take into your hand"}},
};

constexpr BaseDef kSteampunkBases[] = {
    {.slug = "inventors-salon", .name = "Inventor's Salon", .faction = Faction::Steampunks, .breakpoint = 22,
     .vp = {4, 2, 1},
     .text = "After this base scores, the winner may take an action from their discard pile into their hand.",
     .prompts = {"you may take an action from your discard pile into your hand"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores},
     .reaction = inventors_salon},
    {.slug = "workshop", .name = "Workshop", .faction = Faction::Steampunks, .breakpoint = 20, .vp = {4, 2, 1},
     .text = "Whenever a player plays an action onto this base, they may play an extra action.",
     .reacts = {events(EventKind::ActionPlayed), workshop_reacts}, .reaction = workshop},
};

}  // namespace

FactionDef steampunks_faction() {
  return {Faction::Steampunks, "steampunks", "Steampunks",
          "Actions on bases that power up your minions there, and reuse them.", kSteampunks, kSteampunkBases, 2};
}

}  // namespace cardtable::smashup
