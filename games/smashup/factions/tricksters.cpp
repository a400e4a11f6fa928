// Tricksters: 10 minions and 10 actions that punish other players for playing on their bases, make them discard
// at random and stop their plays, plus Cave of Shinies and Mushroom Kingdom. Card text is our paraphrase of the
// original printing.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// "After another player plays a minion here" (Leprechaun, Flame Trap, Pay the Piper). The event is announced once
// the minion's own ability has resolved, so these always come after it.
bool other_played_minion_here(const Holder& self, const Event& e) {
  return e.base == self.base && e.seat != self.controller;
}

// True when the ability doing something right now is a card `by_seat` is playing (a minion's "when you play it",
// an action's effect, an action played as a Special), not an Ongoing effect, a trigger or a base.
bool card_being_played_by(const State& s, Seat by_seat) {
  if (s.stack.empty()) return false;
  const auto* f = std::get_if<AbilityFrame>(&s.stack.back());
  if (!f || f->owner != Asker::Card || f->controller != by_seat) return false;
  return f->hook == Hook::Play || (f->hook == Hook::Special && card_def(f->def).type == CardType::Action);
}

bool attached_to(const State& s, CardId action, CardId minion) {
  return std::any_of(s.bases.begin(), s.bases.end(), [&](const BaseInPlay& b) {
    return std::any_of(b.actions.begin(), b.actions.end(),
                       [&](const Attached& a) { return a.card == action && a.on == minion; });
  });
}

// Leprechaun: after another player plays a minion here with less power than the Leprechaun, destroy it.
bool leprechaun_reacts(const State& s, const Holder& self, const Event& e) {
  return other_played_minion_here(self, e) && power(s, e.card) < power(s, self.card);
}
Progress leprechaun(Resolver& r, AbilityFrame& f) {
  const CardId played = f.event.card;
  // Checked again: triggers resolved before this one may have changed either power or removed either card.
  if (r.in_play(f.source) && r.in_play(played) && r.power(played) < r.power(f.source)) r.destroy(played, f);
  return r.done();
}

// Brownie: after another player plays a card that affects it (destroys, moves or returns it, or attaches to it),
// that player discards two cards at random.
bool brownie_reacts(const State& s, const Holder& self, const Event& e) {
  switch (e.kind) {
    case EventKind::ActionPlayed:
      return e.target == self.card && e.seat != self.controller && attached_to(s, e.card, self.card);
    case EventKind::MinionDestroyed:
    case EventKind::MinionMoved:
    case EventKind::MinionReturned:
      return e.card == self.card && e.by_seat != kNoSeat && e.by_seat != self.controller &&
             card_being_played_by(s, e.by_seat);
    default: return false;
  }
}
Progress brownie(Resolver& r, AbilityFrame& f) {
  r.discard_at_random(f.event.kind == EventKind::ActionPlayed ? f.event.seat : f.event.by_seat, 2);
  return r.done();
}

// Gnome: you may destroy a minion here whose power is less than the number of minions you have here.
Progress gnome(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const auto mine = static_cast<int>(r.minions(minions().on(f.base).mine(f.controller)).size());
      f.step = 1;
      return r.choose_minion(f, 0, r.minions(minions().on(f.base).power_below(mine)), Pick::May,
                             AffectKind::Destroy);
    }
    case 1: if (auto t = r.chosen(f)) r.destroy(*t, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Gremlin: after it is destroyed, its controller draws a card and every other player discards one at random.
bool gremlin_reacts(const State&, const Holder& self, const Event& e) {
  return e.card == self.card;
}
Progress gremlin(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 1);
  for (auto other : r.other_players(f.controller)) r.discard_at_random(other, 1);
  return r.done();
}

// Block the Path: name a faction (one this game's cards could hold); its minions cannot be played on this base. The
// note holds the Faction + 1, so 0 means "nothing named yet".
Progress block_the_path(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<Faction> all;
      for (const auto& def : factions(r.state().edition)) all.push_back(def.faction);
      f.step = 1;
      return r.choose_faction(f, 0, all, Pick::Must);
    }
    case 1: if (auto named = r.chosen(f)) r.set_note(f.source, static_cast<std::uint8_t>(*named + 1));
            return r.done();
  }
  return r.corrupt_step(f);
}
bool block_the_path_forbids(const State& s, const Holder& self, Seat, CardId card, BaseId) {
  if (self.note == 0) return false;
  const auto& d = def_of(s, card);
  return d.type == CardType::Minion && static_cast<int>(d.faction) == self.note - 1;
}

// Disenchant: destroy an action attached to a minion or a base (any player's, the mandatory original wording).
Progress disenchant(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_action(f, 0, r.actions_in_play(), Pick::Must, AffectKind::Destroy);
    case 1: if (auto a = r.chosen(f)) r.destroy_action(*a, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Enshrouding Mist: on each of its controller's turns, one extra minion on this base, the turn it is played
// included. When it leaves play, the extra it granted this turn goes with it (`leaves_with_source`).
void grant_mist_extra(Resolver& r, const AbilityFrame& f) {
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .only_on = f.base, .source = f.source,
                                        .leaves_with_source = true});
}
Progress enshrouding_mist(Resolver& r, AbilityFrame& f) {
  if (r.active() == f.controller && r.in_play(f.source)) grant_mist_extra(r, f);
  return r.done();
}
bool enshrouding_mist_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller;
}

// Flame Trap: after another player plays a minion here (its ability first), destroy it, then destroy Flame Trap.
bool flame_trap_reacts(const State&, const Holder& self, const Event& e) { return other_played_minion_here(self, e); }
Progress flame_trap(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            if (r.in_play(f.event.card)) r.destroy(f.event.card, f);
            return r.again();
    case 1: r.destroy_action(f.source, f.source);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Hideout: another player's action about to affect one of your minions here destroys Hideout instead, and that
// action then affects none of your minions here for the rest of that one use of its ability (a lasting effect
// naming the action). A replaced attachment goes to the discard pile unplayed, so it needs no shield.
bool hideout_replaces(const State& s, const Holder& self, const Affect& a) {
  return a.by_action && a.by_seat != self.controller && a.target_type == CardType::Minion &&
         controller_of(s, a.target) == self.controller && base_of(s, a.target) == self.base;
}
Progress hideout(Resolver& r, AbilityFrame& f) {
  if (f.event.kind != EventKind::ActionPlayed)
    r.add_lasting(Lasting{.def = r.state().cards[f.source].def, .source = f.source, .controller = f.controller,
                          .seat = f.controller, .base = f.base, .until = Until::AbilityEnds, .note = f.event.by});
  r.destroy_action(f.source, f.source);
  return r.done();
}
bool hideout_prevents(const State& s, const Holder& self, const Affect& a) {
  return a.by == self.note && a.target_type == CardType::Minion &&
         controller_of(s, a.target) == self.lasting->seat &&
         base_of(s, a.target) == self.base;
}
constexpr CardDef kHidden{.slug = "hideout", .name = "Hideout", .prevents = hideout_prevents};

// Mark of Sleep: the chosen player may play no action during their next turn (a lasting effect until it ends).
Progress mark_of_sleep(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<Seat> everyone;
      for (Seat seat = 0; seat < r.players(); ++seat) everyone.push_back(seat);
      f.step = 1;
      return r.choose_player(f, 0, everyone, Pick::Must);
    }
    case 1:
      if (auto who = r.chosen(f))
        r.add_lasting(Lasting{.def = f.def, .source = f.source, .controller = f.controller, .seat = *who,
                              .until = Until::SeatsNextTurnEnds, .from = From::SeatsNextTurn});
      return r.done();
  }
  return r.corrupt_step(f);
}
bool mark_of_sleep_forbids(const State& s, const Holder& self, Seat player, CardId card, BaseId) {
  return player == self.lasting->seat && def_of(s, card).type == CardType::Action;
}
constexpr CardDef kMarkedForSleep{.slug = "mark-of-sleep", .name = "Mark of Sleep",
                                  .forbids_play = {.when = mark_of_sleep_forbids}};

// Pay the Piper: after another player plays a minion here, that player discards a card of their choice.
bool pay_the_piper_reacts(const State&, const Holder& self, const Event& e) {
  return other_played_minion_here(self, e);
}
Progress pay_the_piper(Resolver& r, AbilityFrame& f) {
  const Seat player = f.event.seat;
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.hand(player), Pick::Must, player);
    case 1: if (auto c = r.chosen(f)) r.discard_from_hand(player, *c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Take the Shinies: every other player discards two cards at random.
Progress take_the_shinies(Resolver& r, AbilityFrame& f) {
  for (auto other : r.other_players(f.controller)) r.discard_at_random(other, 2);
  return r.done();
}

// Cave of Shinies: after a minion here is destroyed, its owner gains 1 VP. Jammed Signal (everyone ignores the base)
// stops it; R-10: an infiltrating owner only MAY ignore it, and ignoring would only cost them the VP.
bool cave_of_shinies_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
Progress cave_of_shinies(Resolver& r, AbilityFrame& f) {
  const Seat owner = r.owner(f.event.card);
  if (!r.base_ignored(f.base, kNoSeat)) r.gain_vp(owner, 1, f.base);
  return r.done();
}

// Mushroom Kingdom: at the start of each turn, the active player may move another player's minion from any
// other base here.
bool mushroom_kingdom_reacts(const State&, const Holder&, const Event&) { return true; }
Progress mushroom_kingdom(Resolver& r, AbilityFrame& f) {
  const Seat player = r.active();
  switch (f.step) {
    case 0:
      // the move is optional, so an infiltrating player is still offered it; only Jammed Signal stops everyone.
      if (r.base_ignored(f.base, kNoSeat)) return r.done();
      f.step = 1;
      return r.choose_minion(f, 0, r.minions(minions().not_on(f.base).others(player)), Pick::May,
                             AffectKind::Move, player);
    case 1: if (auto t = r.chosen(f)) r.move(*t, f.base, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

constexpr CardDef kTricksters[] = {
    {.slug = "leprechaun", .name = "Leprechaun", .faction = Faction::Tricksters, .type = CardType::Minion,
     .power = 5, .copies = 1,
     .text = "Ongoing: when another player plays a minion here with less power than this one, that minion is "
             "destroyed once its own ability is done.",
     .reacts = {events(EventKind::MinionPlayed), leprechaun_reacts}, .reaction = leprechaun},
    {.slug = "brownie", .name = "Brownie", .faction = Faction::Tricksters, .type = CardType::Minion, .power = 4,
     .copies = 2,
     .text = "Ongoing: when another player plays a card that affects this minion, that player discards two "
             "cards picked at random.",
     .reacts = {events(EventKind::ActionPlayed, EventKind::MinionDestroyed, EventKind::MinionMoved,
                         EventKind::MinionReturned), brownie_reacts},
     .reaction = brownie},
    {.slug = "gnome", .name = "Gnome", .faction = Faction::Tricksters, .type = CardType::Minion, .power = 3,
     .copies = 3,
     .text = "When you play it, you may destroy a minion on this base whose power is lower than the number of "
             "minions you have here.",
     .on_play = gnome, .prompts = {"you may destroy a minion here with less power than your number of minions here"}},
    {.slug = "gremlin", .name = "Gremlin", .faction = Faction::Tricksters, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "Ongoing: once this minion is destroyed, you draw a card and each other player discards a card "
             "picked at random.",
     .reacts = {events(EventKind::MinionDestroyed), gremlin_reacts}, .reaction = gremlin},
    {.slug = "block-the-path", .name = "Block the Path", .faction = Faction::Tricksters, .type = CardType::Action,
     .text = "Play it on a base and name a faction. Ongoing: nobody can play a minion of that faction on this "
             "base.",
     .play_on = PlayOn::Base, .on_play = block_the_path,
     .prompts = {"name the faction whose minions cannot be played on this base"},
     .forbids_play = {ForbidsScope::ThisBase, block_the_path_forbids}},
    {.slug = "disenchant", .name = "Disenchant", .faction = Faction::Tricksters, .type = CardType::Action,
     .copies = 2, .text = "Destroy an action that is attached to a minion or to a base.", .on_play = disenchant,
     .prompts = {"choose an action in play to destroy"}},
    {.slug = "enshrouding-mist", .name = "Enshrouding Mist", .faction = Faction::Tricksters,
     .type = CardType::Action, .copies = 2,
     .text = "Play it on a base. Ongoing: on each of your turns you may play one extra minion on this base.",
     .play_on = PlayOn::Base, .on_play = enshrouding_mist,
     .reacts = {events(EventKind::TurnStarted), enshrouding_mist_reacts},
     .reaction = enshrouding_mist},
    {.slug = "flame-trap", .name = "Flame Trap", .faction = Faction::Tricksters, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: when another player plays a minion here, once its ability is done, "
             "destroy that minion and then this card.",
     .play_on = PlayOn::Base,
     .reacts = {events(EventKind::MinionPlayed), flame_trap_reacts}, .reaction = flame_trap},
    {.slug = "hideout", .name = "Hideout", .faction = Faction::Tricksters, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: when another player's action would affect your minions here, destroy "
             "this card instead; that action does not affect your minions here.",
     .play_on = PlayOn::Base, .replaces = hideout_replaces, .replacement = hideout, .lasting = &kHidden},
    {.slug = "mark-of-sleep", .name = "Mark of Sleep", .faction = Faction::Tricksters, .type = CardType::Action,
     .text = "Choose a player: they cannot play actions during their next turn.", .on_play = mark_of_sleep,
     .prompts = {"choose the player who cannot play actions during their next turn"},
     .lasting = &kMarkedForSleep},
    {.slug = "pay-the-piper", .name = "Pay the Piper", .faction = Faction::Tricksters, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: when another player plays a minion here, that player must discard a "
             "card.",
     .play_on = PlayOn::Base, .prompts = {"you played a minion on Pay the Piper's base: discard a card"},
     .reacts = {events(EventKind::MinionPlayed), pay_the_piper_reacts}, .reaction = pay_the_piper},
    {.slug = "take-the-shinies", .name = "Take the Shinies", .faction = Faction::Tricksters,
     .type = CardType::Action, .text = "Each other player discards two cards picked at random.",
     .on_play = take_the_shinies},
};

constexpr BaseDef kTricksterBases[] = {
    {.slug = "cave-of-shinies", .name = "Cave of Shinies", .faction = Faction::Tricksters, .breakpoint = 23,
     .vp = {4, 2, 1}, .text = "Each time a minion here is destroyed, its owner gains 1 VP.",
     .reacts = {events(EventKind::MinionDestroyed), cave_of_shinies_reacts},
     .reaction = cave_of_shinies, .order_free = true},
    {.slug = "mushroom-kingdom", .name = "Mushroom Kingdom", .faction = Faction::Tricksters, .breakpoint = 20,
     .vp = {5, 3, 2},
     .text = "At the start of each turn, the player whose turn it is may move a minion of another player from "
             "another base to this one.",
     .prompts = {"you may move another player's minion to Mushroom Kingdom"},
     .reacts = {events(EventKind::TurnStarted), mushroom_kingdom_reacts}, .reaction = mushroom_kingdom},
};

}  // namespace

FactionDef tricksters_faction() {
  return {Faction::Tricksters, "tricksters", "Tricksters",
          "Trap the bases: punish every minion played there, steal cards at random and block the plays of others.",
          kTricksters, kTricksterBases};
}

}  // namespace cardtable::smashup
