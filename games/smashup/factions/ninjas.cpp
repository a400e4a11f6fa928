// Ninjas: 10 minions and 10 actions that destroy minions and slip in just before a base scores, plus Temple of
// Goju and Ninja Dojo. Card text is our paraphrase of the original printing (R-6; R-7 Shinobi, R-10 Infiltrate).
#include <algorithm>

#include "games/smashup/play_queries.hpp"
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// Ninja Master: you may destroy any one minion on this base (itself included: "any one minion").
Progress ninja_master(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().on(f.base)), Pick::May, AffectKind::Destroy);
}

// Tiger Assassin: you may destroy one minion of power 3 or less on this base.
Progress tiger_assassin(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().on(f.base).power_at_most(3)), Pick::May, AffectKind::Destroy);
}

// Whether `player` may play `card` on `base` (Block the Path, Overrun): a Special's play is still a play.
bool base_open(const State& s, Seat player, CardId card, BaseId base) {
  const auto open = bases_open_to(s, player, card);
  return std::find(open.begin(), open.end(), base) != open.end();
}

// Shinobi: from the hand, onto a base about to score. R-7: only one Shinobi ability per scoring base, whoever
// used the first one.
bool shinobi_special(const State& s, CardId self, Where where, const SpecialWindow& w) {
  return where == Where::Hand &&
         !was_used(s, s.cards[self].def, w.base) && base_open(s, w.seat, self, w.base);
}
Progress shinobi(Resolver& r, AbilityFrame& f) {
  r.mark_used(f.def, f.base);
  r.play_minion(f.controller, f.source, f.base);
  return r.done();
}

// Ninja Acolyte: on its controller's turn, before they have played any minion, it goes back to the hand and an
// extra minion may be played on the base it left, at once (R-18: a Special's extra is played at once or lost).
bool acolyte_special(const State& s, CardId self, Where where, const SpecialWindow& w) {
  return where == Where::InPlay && w.seat == s.turn.active &&
         controller_of(s, self) == w.seat && s.turn.minions_played[w.seat] == 0;
}
Progress ninja_acolyte(Resolver& r, AbilityFrame& f) {
  const BaseId from = r.base_of(f.source);
  if (from == kNoBase) return r.done();
  r.return_to_hand(f.source, f);
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .only_on = from, .source = f.source});
  return r.done();
}

// Assassination (Ongoing, on a minion): the minion is destroyed at the end of the turn. Being a card effect, a
// minion that cannot be affected by it (Smoke Bomb) survives, and the Assassination waits for the next end of turn.
bool assassination_reacts(const State&, const Holder& self, const Event&) {
  return self.on != kNoCard;
}
Progress assassination(Resolver& r, AbilityFrame& f) {
  r.destroy(f.target, f);
  return r.done();
}

// Disguise: one or two of your minions on one base; as many extra minions there, then the chosen ones go back to
// your hand. R-18: played normally in the play phase, its extras last the rest of the turn (the seed glossary: "Você
// não precisa jogar a carta extra imediatamente a menos que ela tenha sido obtida a partir de uma habilidade
// Especial"), still only onto that base, so the chosen minions go back at once. f.picked.cards holds them.
Progress disguise(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller)), Pick::Must, AffectKind::Return);
    case 1: {
      const auto first = r.chosen(f);
      if (!first) return r.done();
      f.picked.cards = {*first};
      f.base = r.base_of(*first);
      f.step = 2;
      return r.choose_minion(f, 1, r.minions(minions().on(f.base).mine(f.controller).except(*first)), Pick::May,
                             AffectKind::Return);
    }
    case 2:
      if (auto second = r.chosen(f)) f.picked.cards.push_back(*second);
      for (std::size_t i = 0; i < f.picked.cards.size(); ++i)
        r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .only_on = f.base, .source = f.source});
      for (auto m : f.picked.cards) r.return_to_hand(m, f);
      return r.done();
    case 3:
      // A game saved before R-18 was applied here, while Disguise offered its extras one at a time (f.remaining
      // counting them), ends it that way.
      if (f.remaining < static_cast<int>(f.picked.cards.size())) {
        ++f.remaining;
        r.play_extra_now(f.controller, ExtraPlay{.type = CardType::Minion, .only_on = f.base, .source = f.source});
        return r.again();
      }
      for (auto m : f.picked.cards) r.return_to_hand(m, f);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Hidden Ninja: used from the hand as a base is about to score; it is played, and lets its player play one minion
// from their hand onto that base at once (no allowance of the turn is used).
bool hidden_ninja_special(const State&, CardId, Where where, const SpecialWindow&) {
  return where == Where::Hand;
}
Progress hidden_ninja(Resolver& r, AbilityFrame& f) {
  r.play_extra_now(f.controller, ExtraPlay{.type = CardType::Minion, .only_on = f.base, .source = f.source});
  return r.done();
}

// Infiltrate (Ongoing, on a base). R-10: destroy one action already attached to that base, if any (even your own:
// the text is not optional); until the start of your next turn you may ignore the base's ability. base_ignored()
// says the player may ignore it; a base whose effect on them is optional lets them decline it anyway, a mandatory
// one asks (Temple of Goju). The "until" is a lasting effect that the engine ends at the start of its controller's
// next turn; it also ends when the Infiltrate card leaves the base (it is an Ongoing effect of that card).
bool infiltrate_ignores(const State& s, const Holder& self, BaseId base, Seat player) {
  return self.base == base && player == self.controller && base_of(s, self.card) == base;
}
constexpr CardDef kInfiltrating{.slug = "infiltrate", .name = "Infiltrate", .ignores_base = infiltrate_ignores};
Progress infiltrate(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      r.add_lasting(Lasting{.def = f.def, .source = f.source, .controller = f.controller, .seat = f.controller,
                            .base = f.base, .until = Until::ControllersNextTurn});
      std::vector<CardId> others;
      for (auto a : r.actions_on_base(f.base))
        if (a != f.source) others.push_back(a);
      f.step = 1;
      return r.choose_action(f, 0, others, Pick::Must, AffectKind::Destroy);
    }
    case 1: if (auto a = r.chosen(f)) r.destroy_action(*a, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Poison (Ongoing, on a minion): first destroy any number of the other actions on that minion, one per question
// until pass; then the minion has -4 power (power never drops below 0: power() clamps it).
int poison_power(const State&, const Holder& self, CardId minion, BaseId) {
  return self.on == minion ? -4 : 0;
}
Progress poison(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> others;
      for (auto a : r.actions_on_minion(f.target))
        if (a != f.source) others.push_back(a);
      f.step = 1;
      return r.choose_action(f, 0, others, Pick::May, AffectKind::Destroy);
    }
    case 1: {
      const auto a = r.chosen(f);
      if (!a) return r.done();
      r.destroy_action(*a, f);
      f.step = 0;  // ask again once what the destroy set off has resolved
      return r.again();
    }
  }
  return r.corrupt_step(f);
}

// Seeing Stars: destroy a minion of power 3 or less (mandatory).
Progress seeing_stars(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().power_at_most(3)), Pick::Must, AffectKind::Destroy);
}

// Smoke Bomb (Ongoing, on your minion): other players' actions cannot affect that minion (R-21: move, return,
// destroy, attach); it is destroyed at the start of its controller's next turn.
bool smoke_bomb_prevents(const State&, const Holder& self, const Affect& a) {
  return a.by_action && a.by_seat != self.controller && a.target == self.on;
}
bool smoke_bomb_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller;
}
Progress smoke_bomb(Resolver& r, AbilityFrame& f) {
  r.destroy_action(f.source, f.source);
  return r.done();
}

// Way of Deception: move one of your minions to another base (mandatory).
Progress way_of_deception(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller)), Pick::Must, AffectKind::Move);
    case 1: {
      const auto t = r.chosen(f);
      if (!t) return r.done();
      f.picked.cards = {*t};
      f.step = 2;
      return r.choose_base(f, 1, r.bases_except(r.base_of(*t)), Pick::Must);
    }
    case 2: if (auto b = r.chosen(f)) r.move(f.picked.cards[0], *b, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Temple of Goju: after it scores, each player's (controller's) highest-power minion there goes to the bottom of
// its owner's deck. A player with several minions tied for highest picks which one. Seats from the active player
// clockwise; f.remaining counts the seats done, f.picked.cards holds a minion that goes without a question.
Seat goju_seat(const Resolver& r, const AbilityFrame& f) {
  return static_cast<Seat>((r.active() + f.remaining) % r.players());
}
Progress goju_pick(Resolver& r, AbilityFrame& f, Seat seat) {
  f.step = 1;
  f.answered = false;
  f.picked.cards.clear();
  const auto mine = r.minions(minions().on(f.base).mine(seat));
  int highest = 0;
  for (auto m : mine) highest = std::max(highest, r.power(m));
  const auto tied = r.minions(minions().on(f.base).mine(seat).power_at_least(highest));
  if (tied.size() == 1) {
    // One highest minion: nothing to choose, it goes at once.
    f.picked.cards = {tied.front()};
    return r.again();
  }
  return r.choose_minion(f, 0, tied, Pick::Must, AffectKind::DeckBottom, seat);
}
Progress temple_of_goju(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      if (f.remaining >= r.players()) return r.done();
      const Seat seat = goju_seat(r, f);
      if (r.base_ignored(f.base, seat) && !r.minions(minions().on(f.base).mine(seat)).empty()) {
        // Infiltrate says "may ignore", and this effect is not optional: its player chooses.
        f.step = 2;
        return r.ask_yes_no(f, 1, seat);
      }
      return goju_pick(r, f, seat);
    }
    case 1:
      if (auto t = r.chosen(f)) r.to_deck_bottom(*t, f);
      else if (!f.picked.cards.empty()) r.to_deck_bottom(f.picked.cards.front(), f);
      f.picked.cards.clear();
      ++f.remaining;
      f.step = 0;
      return r.again();
    case 2:
      if (!r.said_yes(f)) return goju_pick(r, f, goju_seat(r, f));
      ++f.remaining;
      f.step = 0;
      return r.again();
  }
  return r.corrupt_step(f);
}

// Ninja Dojo: after it scores, the winner (each one, on a tie) may destroy any one minion in play. A winner who may
// ignore the base (Infiltrate, R-10) is still offered it: the destroy is optional, so passing is ignoring it.
Progress ninja_dojo(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: return r.list_winners(f, 1);
    case 1:
      if (r.winner_in_turn(f) == kNoSeat) return r.done();
      f.controller = r.winner_in_turn(f);  // the destroy is the winner's
      f.step = 2;
      return r.choose_minion(f, 0, r.minions(minions()), Pick::May, AffectKind::Destroy);
    case 2: if (auto t = r.chosen(f)) r.destroy(*t, f);
            return r.next_winner(f, 1);
  }
  return r.corrupt_step(f);
}

constexpr CardDef kNinjas[] = {
    {.slug = "ninja-master", .name = "Ninja Master", .faction = Faction::Ninjas, .type = CardType::Minion,
     .power = 5, .copies = 1, .text = "When you play it, you may destroy any one minion on this base.",
     .on_play = ninja_master, .prompts = {"you may destroy a minion on this base"}},
    {.slug = "tiger-assassin", .name = "Tiger Assassin", .faction = Faction::Ninjas, .type = CardType::Minion,
     .power = 4, .copies = 2, .text = "When you play it, you may destroy one minion of power 3 or less on this base.",
     .on_play = tiger_assassin, .prompts = {"you may destroy a minion of power 3 or less on this base"}},
    {.slug = "shinobi", .name = "Shinobi", .faction = Faction::Ninjas, .type = CardType::Minion, .power = 3,
     .copies = 3,
     .text = "Special: just before a base scores, you may play this minion from your hand onto that base. Only one "
             "Shinobi ability may be used for each base that scores.",
     .special = {windows(WindowKind::BeforeScoring), shinobi_special}, .use = shinobi},
    {.slug = "ninja-acolyte", .name = "Ninja Acolyte", .faction = Faction::Ninjas, .type = CardType::Minion,
     .power = 2, .copies = 4,
     .text = "Special: during your turn, if you have not played a minion yet this turn, you may take this minion "
             "back into your hand from its base, then play an extra minion on that base.",
     .special = {windows(WindowKind::PlayPhase), acolyte_special}, .use = ninja_acolyte},
    {.slug = "assassination", .name = "Assassination", .faction = Faction::Ninjas, .type = CardType::Action,
     .text = "Play it on a minion. Ongoing: at the end of the turn, that minion is destroyed.",
     .play_on = PlayOn::Minion,
     .reacts = {events(EventKind::TurnEnded), assassination_reacts}, .reaction = assassination},
    {.slug = "disguise", .name = "Disguise", .faction = Faction::Ninjas, .type = CardType::Action,
     .text = "Pick one or two of your minions on the same base. Play that many extra minions on that base, then "
             "return the picked minions to your hand.",
     .on_play = disguise,
     .prompts = {"choose one of your minions to swap out", "you may choose a second of your minions on that base"}},
    {.slug = "hidden-ninja", .name = "Hidden Ninja", .faction = Faction::Ninjas, .type = CardType::Action,
     .text = "Special: just before a base scores, you may play this card to play a minion from your hand onto that "
             "base as an extra minion.",
     .special = {windows(WindowKind::BeforeScoring), hidden_ninja_special}, .use = hidden_ninja},
    {.slug = "infiltrate", .name = "Infiltrate", .faction = Faction::Ninjas, .type = CardType::Action, .copies = 2,
     .text = "Play it on a base; destroy an action already played on that base. Ongoing: until the start of your "
             "next turn, you may ignore that base's ability.",
     .play_on = PlayOn::Base, .on_play = infiltrate, .prompts = {"choose an action on this base to destroy"},
     .lasting = &kInfiltrating},
    {.slug = "poison", .name = "Poison", .faction = Faction::Ninjas, .type = CardType::Action,
     .text = "Play it on a minion; first destroy any number of actions on that minion. Ongoing: the minion has -4 "
             "power (never below 0).",
     .play_on = PlayOn::Minion, .on_play = poison,
     .prompts = {"you may destroy another action on this minion (pass when done)"}, .power_bonus = poison_power,
     .power_scope = PowerScope::AttachedTo},
    {.slug = "seeing-stars", .name = "Seeing Stars", .faction = Faction::Ninjas, .type = CardType::Action,
     .copies = 2, .text = "Destroy any one minion in play of power 3 or less.", .on_play = seeing_stars,
     .prompts = {"choose a minion of power 3 or less to destroy"}},
    {.slug = "smoke-bomb", .name = "Smoke Bomb", .faction = Faction::Ninjas, .type = CardType::Action,
     .text = "Play it on one of your minions. Ongoing: other players' actions do not affect that minion. Destroy "
             "this card at the start of your next turn.",
     .play_on = PlayOn::OwnMinion,
     .reacts = {events(EventKind::TurnStarted), smoke_bomb_reacts}, .reaction = smoke_bomb,
     .prevents = smoke_bomb_prevents, .order_free = true},
    {.slug = "way-of-deception", .name = "Way of Deception", .faction = Faction::Ninjas, .type = CardType::Action,
     .text = "Move one of your minions to another base.", .on_play = way_of_deception,
     .prompts = {"choose one of your minions to move", "choose the base to move it to"}},
};

constexpr BaseDef kNinjaBases[] = {
    {.slug = "temple-of-goju", .name = "Temple of Goju", .faction = Faction::Ninjas, .breakpoint = 18,
     .vp = {2, 3, 2},
     .text = "After this base scores, each player puts their highest-power minion here on the bottom of its "
             "owner's deck instead of the discard pile.",
     .prompts = {"several of your minions tie for highest power here: choose the one that goes under its deck",
                 "you infiltrated this base: ignore its ability (your highest minion here goes to your discard pile "
                 "instead)?"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = temple_of_goju},
    {.slug = "ninja-dojo", .name = "Ninja Dojo", .faction = Faction::Ninjas, .breakpoint = 18, .vp = {2, 3, 2},
     .text = "After this base scores, the winner may destroy any one minion in play.",
     .prompts = {"you may destroy any one minion in play"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = ninja_dojo},
};

}  // namespace

FactionDef ninjas_faction() {
  return {Faction::Ninjas, "ninjas", "Ninjas",
          "Strike minions down and slip onto a base just before it scores.", kNinjas, kNinjaBases};
}

}  // namespace cardtable::smashup
