// Bear Cavalry (Awesome Level 9000): 10 minions and 10 actions that push other players' minions around, onto
// bases where Cub Scouts and High Ground wait for them, while General Ivan and Superiority keep their own minions
// in place; plus Field of Honor and Tsar's Palace. Card text is our paraphrase of the original printing.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

bool has_minion_on(const State& s, BaseId base, Seat seat) {
  const auto* b = find_base(s, base);
  return b && std::any_of(b->minions.begin(), b->minions.end(),
                          [&](const MinionInPlay& m) { return m.controller == seat; });
}

bool alone_on_its_base(const State& s, const Holder& self) {
  const auto* b = find_base(s, self.base);
  return b && std::none_of(b->minions.begin(), b->minions.end(), [&](const MinionInPlay& m) {
           return m.card != self.card && m.controller == self.controller;
         });
}

// Moves `f.picked.cards[0]` to the chosen base: the last two steps of every "move that minion elsewhere" card.
Progress ask_where_to(Resolver& r, AbilityFrame& f, CardId minion, int prompt) {
  f.picked.cards = {minion};
  return r.choose_base(f, prompt, r.bases_except(r.base_of(minion)), Pick::Must);
}
void move_picked(Resolver& r, AbilityFrame& f) {
  if (auto b = r.chosen(f)) r.move(f.picked.cards[0], *b, f);
}

// General Ivan: none of its controller's minions can be destroyed, whatever destroys them (its own player's cards,
// base abilities and the rules too).
bool general_ivan_prevents(const State& s, const Holder& self, const Affect& a) {
  return a.kind == AffectKind::Destroy && a.target_type == CardType::Minion &&
         controller_of(s, a.target) == self.controller;
}

// Polar Commando: while it is its controller's only minion on its base, +2 power and it cannot be destroyed.
int polar_commando_power(const State& s, const Holder& self, CardId minion, BaseId) {
  return minion == self.card && alone_on_its_base(s, self) ? 2 : 0;
}
bool polar_commando_prevents(const State& s, const Holder& self, const Affect& a) {
  return a.kind == AffectKind::Destroy && a.target == self.card && alone_on_its_base(s, self);
}

// Bear Cavalry: move a minion another player controls from this base to another base (mandatory in the original
// wording).
Progress bear_cavalry(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().on(f.base).others(f.controller)), Pick::Must,
                                   AffectKind::Move);
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      f.step = 2;
      return ask_where_to(r, f, *m, 1);
    }
    case 2: move_picked(r, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Cub Scout: after another player's minion is moved onto its base, destroy that minion if it is weaker than this
// Cub Scout. Both powers are compared when the trigger resolves (settled 4).
bool cub_scout_reacts(const State&, const Holder& self, const Event& e) {
  return e.to == self.base && e.seat != self.controller;
}
Progress cub_scout(Resolver& r, AbilityFrame& f) {
  const CardId arrived = f.event.card;
  const BaseId here = r.base_of(f.source);
  if (here == f.event.to && r.base_of(arrived) == here && r.controller(arrived) != f.controller &&
      r.power(arrived) < r.power(f.source))
    r.destroy(arrived, f);
  return r.done();
}

// Bear Hug: each other player's lowest-power minion is destroyed, all at once once every tie is settled. Among
// tied minions their controller picks (R-19: from the next player clockwise). A minion this card cannot destroy
// (Warbot, General Ivan) is not counted: the lowest one it can destroy goes (settled 16). "Each other player destroys
// their lowest-power minion": the hugged player is the one who destroys it (Field of Honor pays them, as its text
// counts "destroying your own minions"; a reading question, the literal reading taken).
std::vector<CardId> lowest_destroyable(Resolver& r, const AbilityFrame& f, Seat seat) {
  std::vector<CardId> mine;
  for (auto m : r.minions(minions().mine(seat)))
    if (r.can_affect(f, m, AffectKind::Destroy)) mine.push_back(m);
  if (mine.empty()) return mine;
  int lowest = r.power(mine.front());
  for (auto m : mine) lowest = std::min(lowest, r.power(m));
  std::erase_if(mine, [&](CardId m) { return r.power(m) != lowest; });
  return mine;
}
Progress bear_hug(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const auto others = r.other_players(f.controller);
      while (f.remaining < static_cast<int>(others.size())) {
        const Seat seat = others[static_cast<std::size_t>(f.remaining++)];
        const auto lowest = lowest_destroyable(r, f, seat);
        if (lowest.size() == 1) f.picked.cards.push_back(lowest.front());
        if (lowest.size() > 1) {
          f.step = 1;
          return r.choose_minion(f, 0, lowest, Pick::Must, AffectKind::Destroy, seat);
        }
      }
      for (auto m : f.picked.cards) r.destroy_own(m, f);
      return r.done();
    }
    case 1: if (auto m = r.chosen(f)) f.picked.cards.push_back(*m);
            f.step = 0;
            return r.again();
  }
  return r.corrupt_step(f);
}

// Bear Necessities: destroy an action attached to a minion or a base.
Progress bear_necessities(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_action(f, 0, r.actions_in_play(), Pick::Must, AffectKind::Destroy);
    case 1: if (auto a = r.chosen(f)) r.destroy_action(*a, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Bear Rides You: move one of your minions to another base.
Progress bear_rides_you(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller)), Pick::Must, AffectKind::Move);
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      f.step = 2;
      return ask_where_to(r, f, *m, 1);
    }
    case 2: move_picked(r, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Commission: play an extra minion, then move another player's minion away from the base it was played on. The
// move depends on where the minion lands, so the extra is played at once (declining it skips the move); the
// played minion's own ability resolves before the move. It is a generic extra minion: every card the free minion
// play could be is offered (Spectre from the discard pile too), where that play could go (Tsar's Palace forbids).
// The hand is hidden, so its player is asked even with no minion to play.
ExtraPlay commissioned(const AbilityFrame& f) { return ExtraPlay{.type = CardType::Minion, .source = f.source}; }
Progress commission(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> playable;
      for (const auto& c : r.extra_play_choices(f.controller, commissioned(f))) playable.push_back(c.a);
      f.step = 1;
      return r.choose_hidden_card(f, 0, playable, Pick::May);
    }
    case 1: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      f.picked.cards = {*c};
      std::vector<BaseId> open;
      for (const auto& p : r.extra_play_choices(f.controller, commissioned(f)))
        if (p.a == *c) open.push_back(p.b);
      f.step = 2;
      return r.choose_base(f, 1, open, Pick::Must);
    }
    case 2: {
      const auto b = r.chosen(f);
      if (!b) return r.done();
      r.play_minion(f.controller, f.picked.cards[0], *b);
      f.picked.bases = {*b};
      f.step = 3;
      return r.again();
    }
    case 3: f.step = 4;
            return r.choose_minion(f, 2, r.minions(minions().on(f.picked.bases[0]).others(f.controller)), Pick::Must,
                                   AffectKind::Move);
    case 4: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      f.step = 5;
      return ask_where_to(r, f, *m, 3);
    }
    case 5: move_picked(r, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// High Ground (on a base): while its controller has a minion here, another player's minion moved onto this base is
// destroyed. Both conditions are checked when the trigger resolves (settled 4).
bool high_ground_reacts(const State&, const Holder& self, const Event& e) {
  return e.to == self.base && e.seat != self.controller;
}
Progress high_ground(Resolver& r, AbilityFrame& f) {
  const CardId arrived = f.event.card;
  if (r.base_of(f.source) == f.base && r.base_of(arrived) == f.base && r.controller(arrived) != f.controller &&
      has_minion_on(r.state(), f.base, f.controller))
    r.destroy(arrived, f);
  return r.done();
}

// Superiority (on a base): other players' cards cannot destroy, move, return to hand or put into a deck any minion
// of its controller on this base. Base abilities are no player's cards.
bool superiority_prevents(const State& s, const Holder& self, const Affect& a) {
  const bool removal = a.kind == AffectKind::Destroy || a.kind == AffectKind::Move || a.kind == AffectKind::Return ||
                       a.kind == AffectKind::DeckBottom;
  return removal && a.target_type == CardType::Minion && a.by != kNoCard && a.by_seat != self.controller &&
         base_of(s, a.target) == self.base && controller_of(s, a.target) == self.controller;
}

std::vector<BaseId> bases_with_own_minion(Resolver& r, Seat seat) {
  std::vector<BaseId> out;
  for (auto b : r.bases())
    if (has_minion_on(r.state(), b, seat)) out.push_back(b);
  return out;
}

// You're Pretty Much Borscht: on a base where you have a minion, every minion of the other players goes to one
// other base (each move checked on its own: a protected minion stays).
Progress youre_pretty_much_borscht(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_base(f, 0, bases_with_own_minion(r, f.controller), Pick::Must);
    case 1: {
      const auto from = r.chosen(f);
      if (!from) return r.done();
      f.picked.bases = {*from};
      f.step = 2;
      return r.choose_base(f, 1, r.bases_except(*from), Pick::Must);
    }
    case 2: if (auto to = r.chosen(f))
              for (auto m : r.minions(minions().on(f.picked.bases[0]).others(f.controller))) r.move(m, *to, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// You're Screwed: move another player's minion from a base where you have a minion to another base. The minion is
// chosen directly: its base is the base picked.
Progress youre_screwed(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> targets;
      for (auto b : bases_with_own_minion(r, f.controller)) {
        const auto there = r.minions(minions().on(b).others(f.controller));
        targets.insert(targets.end(), there.begin(), there.end());
      }
      f.step = 1;
      return r.choose_minion(f, 0, targets, Pick::Must, AffectKind::Move);
    }
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      f.step = 2;
      return ask_where_to(r, f, *m, 1);
    }
    case 2: move_picked(r, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Field of Honor: each time one or more minions are destroyed here, the player who destroyed them gains 1 VP, their
// own minions included. Minions one effect destroyed together pay once (the last of those triggers pays); a destroy
// no player did (kNoSeat) pays nobody. Jammed Signal stops it; R-10: gaining VP is never forced on anyone, so an
// infiltrating player still gains it. R-25: a minion that went to the hand instead of the discard pile (Jumper,
// answered before this pays) was not destroyed, and pays nothing.
bool field_of_honor_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
Progress field_of_honor(Resolver& r, AbilityFrame& f) {
  const auto& pile = r.discard(r.owner(f.event.card));
  const bool destroyed = std::find(pile.begin(), pile.end(), f.event.card) != pile.end();
  // The player who destroyed it: its controller when a card had them destroy it (Bear Hug), else the card's.
  const Seat destroyer = f.event.amount == 1 ? f.event.seat : f.event.by_seat;
  if (destroyed && destroyer != kNoSeat && !r.base_ignored(f.base, kNoSeat) && !r.same_trigger_waiting(f))
    r.gain_vp(destroyer, 1, f.base);
  return r.done();
}

// Tsar's Palace: minions of power 2 or less (printed: in hand that is their power) cannot be played here. A player
// who ignores the base (Infiltrate R-10) may.
bool tsars_palace_forbids(const State& s, const Holder& self, Seat player, CardId card, BaseId) {
  return def_of(s, card).type == CardType::Minion && printed_power(s, card) <= 2 && !base_ignored(s, self.base, player);
}

constexpr CardDef kBearCavalry[] = {
    {.slug = "general-ivan", .name = "General Ivan", .faction = Faction::BearCavalry, .type = CardType::Minion,
     .power = 6, .text = "Ongoing: none of your minions can be destroyed, by anyone's cards.",
     .prevents = general_ivan_prevents},
    {.slug = "polar-commando", .name = "Polar Commando", .faction = Faction::BearCavalry, .type = CardType::Minion,
     .power = 4, .copies = 2,
     .text = "Ongoing: while it is your only minion on its base, it has +2 power and cannot be destroyed.",
     .power_bonus = polar_commando_power, .power_scope = PowerScope::Self, .prevents = polar_commando_prevents},
    {.slug = "bear-cavalry", .name = "Bear Cavalry", .faction = Faction::BearCavalry, .type = CardType::Minion,
     .power = 3, .copies = 3,
     .text = "When you play it, move a minion another player controls from this base to another base.",
     .on_play = bear_cavalry,
     .prompts = {"choose another player's minion here to move away", "choose the base it moves to"}},
    {.slug = "cub-scout", .name = "Cub Scout", .faction = Faction::BearCavalry, .type = CardType::Minion,
     .power = 3, .copies = 4,
     .text = "Ongoing: after another player's minion is moved onto this base, destroy it if its power is lower than "
             "this minion's.",
     .reacts = {events(EventKind::MinionMoved), cub_scout_reacts}, .reaction = cub_scout},
    {.slug = "bear-hug", .name = "Bear Hug", .faction = Faction::BearCavalry, .type = CardType::Action,
     .text = "Each other player destroys their lowest-power minion; on a tie, that player picks which.",
     .on_play = bear_hug, .prompts = {"choose which of your tied lowest-power minions is destroyed"}},
    {.slug = "bear-necessities", .name = "Bear Necessities", .faction = Faction::BearCavalry,
     .type = CardType::Action, .text = "Destroy an action attached to a minion or a base.",
     .on_play = bear_necessities, .prompts = {"choose an action in play to destroy"}},
    {.slug = "bear-rides-you", .name = "Bear Rides You", .faction = Faction::BearCavalry, .type = CardType::Action,
     .text = "Move one of your minions to another base.", .on_play = bear_rides_you,
     .prompts = {"choose one of your minions to move", "choose the base it moves to"}},
    {.slug = "commission", .name = "Commission", .faction = Faction::BearCavalry, .type = CardType::Action,
     .copies = 2,
     .text = "Play an extra minion now, then move another player's minion from that minion's base to another base.",
     .on_play = commission,
     .prompts = {"you may choose a minion in your hand to play as an extra minion", "choose the base to play it on",
                 "choose another player's minion there to move away", "choose the base it moves to"}},
    {.slug = "high-ground", .name = "High Ground", .faction = Faction::BearCavalry, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: while you have a minion here, destroy any other player's minion moved "
             "onto this base.",
     .play_on = PlayOn::Base,
     .reacts = {events(EventKind::MinionMoved), high_ground_reacts}, .reaction = high_ground},
    {.slug = "superiority", .name = "Superiority", .faction = Faction::BearCavalry, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: other players' cards cannot destroy, move, or return to hand or deck your "
             "minions here.",
     .play_on = PlayOn::Base, .prevents = superiority_prevents},
    {.slug = "youre-pretty-much-borscht", .name = "You're Pretty Much Borscht", .faction = Faction::BearCavalry,
     .type = CardType::Action,
     .text = "Choose a base where you have a minion: move every other player's minion there to one other base.",
     .on_play = youre_pretty_much_borscht,
     .prompts = {"choose a base where you have a minion", "choose the one base their minions move to"}},
    {.slug = "youre-screwed", .name = "You're Screwed", .faction = Faction::BearCavalry, .type = CardType::Action,
     .copies = 2,
     .text = "Move another player's minion from a base where you have a minion to another base.",
     .on_play = youre_screwed,
     .prompts = {"choose another player's minion on a base where you have one, to move away",
                 "choose the base it moves to"}},
};

constexpr BaseDef kBearCavalryBases[] = {
    {.slug = "field-of-honor", .name = "Field of Honor", .faction = Faction::BearCavalry, .breakpoint = 18,
     .vp = {3, 2, 1},
     .text = "Each time one or more minions are destroyed here, the player who destroyed them gains 1 VP, even for "
             "their own minions.",
     .reacts = {events(EventKind::MinionDestroyed), field_of_honor_reacts}, .reaction = field_of_honor},
    {.slug = "tsars-palace", .name = "Tsar's Palace", .faction = Faction::BearCavalry, .breakpoint = 22,
     .vp = {5, 3, 2}, .text = "Minions of power 2 or less cannot be played here.",
     .forbids_play = {ForbidsScope::ThisBase, tsars_palace_forbids}},
};

}  // namespace

FactionDef bear_cavalry_faction() {
  return {Faction::BearCavalry, "bear-cavalry", "Bear Cavalry",
          "Push other players' minions around and punish them where they land.", kBearCavalry, kBearCavalryBases, 2};
}

}  // namespace cardtable::smashup
