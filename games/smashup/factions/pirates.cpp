// Pirates: 10 minions and 10 actions that sail minions from base to base and blow up small ones, plus The Grey
// Opal and Tortuga. Card text is our paraphrase of the original printing.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

bool contains(const std::vector<CardId>& ids, CardId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// "Move up to `limit` of your minions, each to a base other than its own": one minion, then its base, again and
// again until the player passes or the limit is reached. f.picked.cards lists the minions already chosen, so none
// moves twice. Each move may set off triggers, so the next question waits for them (r.again()).
Progress move_own_minions(Resolver& r, AbilityFrame& f, std::size_t limit) {
  switch (f.step) {
    case 0: {
      if (f.picked.cards.size() >= limit) return r.done();
      auto candidates = r.minions(minions().mine(f.controller));
      candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                      [&](CardId c) { return contains(f.picked.cards, c); }),
                       candidates.end());
      f.step = 1;
      return r.choose_minion(f, 0, candidates, Pick::May, AffectKind::Move);
    }
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      f.picked.cards.push_back(*m);
      f.step = 2;
      return r.choose_base(f, 1, r.bases_except(r.base_of(*m)), Pick::Must);
    }
    case 2:
      if (auto b = r.chosen(f)) r.move(f.picked.cards.back(), *b, f);
      f.step = 0;
      return r.again();
  }
  return r.corrupt_step(f);
}

// Pirate King (Special, in play): when a base is about to score, it may sail there from the base it is on.
bool pirate_king_special(const State& s, CardId self, Where where, const SpecialWindow& w) {
  return where == Where::InPlay && controller_of(s, self) == w.seat &&
         base_of(s, self) != kNoBase && base_of(s, self) != w.base;
}
Progress pirate_king(Resolver& r, AbilityFrame& f) {
  // In a scoring window f.base is the base about to score; using the Special is the "may".
  r.move(f.source, f.base, f);
  return r.done();
}

// Buccaneer (original printing, R-6): whenever it would be destroyed it is moved to another base instead. The
// replacement is mandatory and has no "once per turn" limit (those came with the later errata). It never flees back
// to a base it fled from this turn (a mark lasting to the end of the turn remembers each), so a loop with no way
// out ends: with an opponent's Cub Scout on every base it runs out of bases and is destroyed (docs/smashup.md).
std::vector<BaseId> buccaneer_refuges(const State& s, CardId self) {
  std::vector<BaseId> out;
  for (const auto& b : s.bases) {
    const bool fled = std::any_of(s.lasting.begin(), s.lasting.end(), [&](const Lasting& l) {
      return l.source == self && l.def == s.cards[self].def && l.base == b.base;
    });
    if (b.base != base_of(s, self) && !fled) out.push_back(b.base);
  }
  return out;
}
// A card that holds minions in place (Entangled) leaves Buccaneer nowhere to flee: it is destroyed.
bool buccaneer_replaces(const State& s, const Holder& self, const Affect& a) {
  const Affect flight{AffectKind::Move, self.card, CardType::Minion, self.card, self.controller, false};
  return a.kind == AffectKind::Destroy && a.target == self.card && !buccaneer_refuges(s, self.card).empty() &&
         can_affect(s, flight);
}
Progress buccaneer(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: if (!r.in_play(f.source)) return r.done();
            f.step = 1; return r.choose_base(f, 0, buccaneer_refuges(r.state(), f.source), Pick::Must);
    case 1: if (auto b = r.chosen(f)) {
              r.add_lasting(Lasting{.def = r.state().cards[f.source].def, .source = f.source,
                                    .controller = f.controller, .base = r.base_of(f.source)});
              r.move_now(f.source, *b, f.controller);
            }
            return r.done();
  }
  return r.corrupt_step(f);
}

// Saucy Wench: you may destroy one minion of power 2 or less on this base.
Progress saucy_wench(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().on(f.base).power_at_most(2)), Pick::May, AffectKind::Destroy);
}

// First Mate (Special): after its base has scored, its controller may sail it to another base instead of the
// discard pile. Like every "after this base scores" minion ability (docs/smashup.md, settled question 7) it answers
// the BaseScored event, ordered with the base's own ability, before the base is cleared.
Progress first_mate(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: if (r.base_of(f.source) != f.base) return r.done();
            f.step = 1; return r.choose_base(f, 0, r.bases_except(f.base), Pick::May);
    case 1: if (auto b = r.chosen(f)) r.move(f.source, *b, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Broadside: choose a base where you have a minion and a player (any player, you included): every minion of power 2
// or less that player controls there is destroyed.
Progress broadside(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<BaseId> with_mine;
      for (auto b : r.bases())
        if (!r.minions(minions().on(b).mine(f.controller)).empty()) with_mine.push_back(b);
      f.step = 1;
      return r.choose_base(f, 0, with_mine, Pick::Must);
    }
    case 1: {
      const auto b = r.chosen(f);
      if (!b) return r.done();
      f.picked.bases = {*b};
      std::vector<Seat> everyone;
      for (Seat seat = 0; seat < r.players(); ++seat) everyone.push_back(seat);
      f.step = 2;
      return r.choose_player(f, 1, everyone, Pick::Must);
    }
    case 2:
      if (auto who = r.chosen(f))
        r.destroy_together(r.minions(minions().on(f.picked.bases[0]).mine(*who).power_at_most(2)), f);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Cannon: destroy up to two minions in play, each of power 2 or less.
Progress cannon(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      if (f.picked.cards.size() >= 2) return r.done();
      auto candidates = r.minions(minions().power_at_most(2));
      candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                      [&](CardId c) { return contains(f.picked.cards, c); }),
                       candidates.end());
      f.step = 1;
      return r.choose_minion(f, 0, candidates, Pick::May, AffectKind::Destroy);
    }
    case 1: {
      const auto t = r.chosen(f);
      if (!t) return r.done();
      f.picked.cards.push_back(*t);
      r.destroy(*t, f);
      f.step = 0;
      return r.again();
    }
  }
  return r.corrupt_step(f);
}

// Dinghy: move up to two of your minions, each to another base.
Progress dinghy(Resolver& r, AbilityFrame& f) { return move_own_minions(r, f, 2); }

// Full Sail: move any number of your minions to other bases. Special: it may also be played from the hand when a
// base is about to score (then f.base is that base; it uses none of the turn's plays).
bool full_sail_special(const State&, CardId, Where where, const SpecialWindow&) {
  return where == Where::Hand;
}
Progress full_sail(Resolver& r, AbilityFrame& f) {
  constexpr std::size_t kAnyNumber = 255;
  return move_own_minions(r, f, kAnyNumber);
}

// Powderkeg: destroy one of your minions, and every other minion on its base whose power is at most its power
// (measured before anything is destroyed). The others are destroyed even when Buccaneer's replacement saves the
// chosen minion: the card destroys them "also", not "then".
Progress powderkeg(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller)), Pick::Must, AffectKind::Destroy);
    case 1: {
      const auto keg = r.chosen(f);
      if (!keg) return r.done();
      const auto others = r.minions(minions().on(r.base_of(*keg)).power_at_most(r.power(*keg)).except(*keg));
      r.destroy(*keg, f);
      for (auto m : others) r.destroy(m, f);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Sea Dogs: name a faction; every minion of that faction other players control on one base moves to one other base.
// Naming a faction none of them has in play would do nothing, so only factions they have in play are offered.
Progress sea_dogs(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<Faction> named;
      for (auto m : r.minions(minions().others(f.controller))) named.push_back(r.def(m).faction);
      f.step = 1;
      return r.choose_faction(f, 0, named, Pick::Must);
    }
    case 1: {
      const auto named = r.chosen(f);
      if (!named) return r.done();
      f.picked.factions = {static_cast<Faction>(*named)};
      std::vector<BaseId> from;
      for (auto b : r.bases())
        if (!r.minions(minions().on(b).others(f.controller).of_faction(f.picked.factions[0])).empty())
          from.push_back(b);
      f.step = 2;
      return r.choose_base(f, 1, from, Pick::Must);
    }
    case 2: {
      const auto from = r.chosen(f);
      if (!from) return r.done();
      f.picked.bases = {*from};
      f.step = 3;
      return r.choose_base(f, 2, r.bases_except(*from), Pick::Must);
    }
    case 3:
      if (auto to = r.chosen(f))
        for (auto m : r.minions(minions().on(f.picked.bases[0]).others(f.controller).of_faction(f.picked.factions[0])))
          r.move(m, *to, f);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Shanghai: move a minion another player controls to a different base.
Progress shanghai(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().others(f.controller)), Pick::Must, AffectKind::Move);
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

// Swashbuckling: each of your minions in play gets +1 power until the end of the turn.
Progress swashbuckling(Resolver& r, AbilityFrame& f) {
  for (auto m : r.minions(minions().mine(f.controller))) r.modify_power(m, 1, f.source);
  return r.done();
}

// Walks the seats clockwise from the active player, f.remaining counting them; returns kNoSeat when all are done.
Seat seat_at(const Resolver& r, const AbilityFrame& f) {
  if (f.remaining >= r.players()) return kNoSeat;
  return static_cast<Seat>((r.active() + f.remaining) % r.players());
}

// The Grey Opal: after it scores, each player who did not win it may sail one of their minions from it to another
// base instead of the discard pile (from the active player clockwise).
Progress grey_opal(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const auto winners = r.winners(f.base);
      auto skipped = [&](Seat seat) {
        // the move is optional, so an infiltrating player is still offered it; only Jammed Signal stops everyone.
        return std::find(winners.begin(), winners.end(), seat) != winners.end() || r.base_ignored(f.base, kNoSeat);
      };
      while (seat_at(r, f) != kNoSeat && skipped(seat_at(r, f))) ++f.remaining;
      const Seat seat = seat_at(r, f);
      if (seat == kNoSeat) return r.done();
      f.step = 1;
      return r.choose_minion(f, 0, r.minions(minions().on(f.base).mine(seat)), Pick::May, AffectKind::Move, seat);
    }
    case 1: {
      const auto m = r.chosen(f);
      if (!m) {
        ++f.remaining;
        f.step = 0;
        return r.again();
      }
      f.picked.cards = {*m};
      f.step = 2;
      return r.choose_base(f, 1, r.bases_except(f.base), Pick::Must, seat_at(r, f));
    }
    case 2:
      if (auto b = r.chosen(f)) r.move(f.picked.cards[0], *b, f);
      ++f.remaining;
      f.step = 0;
      return r.again();
  }
  return r.corrupt_step(f);
}

// Tortuga: after it scores and is replaced, R-9: each runner-up (every player in second place) may move one of
// their minions from another base in play onto the replacement base (f.event.to).
bool tortuga_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
Progress tortuga(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const auto places = r.places(f.base);
      // the move is optional, so an infiltrating runner-up is still offered it.
      while (seat_at(r, f) != kNoSeat && places[seat_at(r, f)] != 2) ++f.remaining;
      const Seat seat = seat_at(r, f);
      if (seat == kNoSeat) return r.done();
      f.step = 1;
      return r.choose_minion(f, 0, r.minions(minions().mine(seat).not_on(f.event.to)), Pick::May,
                             AffectKind::Move, seat);
    }
    case 1:
      if (auto m = r.chosen(f)) r.move(*m, f.event.to, f);
      ++f.remaining;
      f.step = 0;
      return r.again();
  }
  return r.corrupt_step(f);
}

constexpr CardDef kPirates[] = {
    {.slug = "pirate-king", .name = "Pirate King", .faction = Faction::Pirates, .type = CardType::Minion,
     .power = 5, .copies = 1,
     .text = "Special: when any base is about to score, you may move this minion from the base it is on to that "
             "base.",
     .special = {windows(WindowKind::BeforeScoring), pirate_king_special}, .use = pirate_king},
    {.slug = "buccaneer", .name = "Buccaneer", .faction = Faction::Pirates, .type = CardType::Minion, .power = 4,
     .copies = 2,
     .text = "Special: whenever this minion would be destroyed, it is not destroyed; it moves to another base "
             "instead.",
     .prompts = {"it would be destroyed: choose the base it moves to instead"},
     .replaces = buccaneer_replaces, .replacement = buccaneer},
    {.slug = "saucy-wench", .name = "Saucy Wench", .faction = Faction::Pirates, .type = CardType::Minion,
     .power = 3, .copies = 3,
     .text = "When you play it, you may destroy a minion of power 2 or less on this base.", .on_play = saucy_wench,
     .prompts = {"you may destroy a minion of power 2 or less here"}},
    {.slug = "first-mate", .name = "First Mate", .faction = Faction::Pirates, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "Special: after the base this minion is on has scored, you may move it to another base rather than "
             "put it into your discard pile.",
     .prompts = {"its base scored: you may move First Mate to another base instead of your discard pile"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = first_mate},
    {.slug = "broadside", .name = "Broadside", .faction = Faction::Pirates, .type = CardType::Action, .copies = 2,
     .text = "Pick a base where you have a minion and pick a player: destroy each of that player's minions of "
             "power 2 or less on that base.",
     .on_play = broadside,
     .prompts = {"choose a base where you have a minion", "choose the player whose small minions there are destroyed"}},
    {.slug = "cannon", .name = "Cannon", .faction = Faction::Pirates, .type = CardType::Action,
     .text = "Destroy up to two minions in play whose power is 2 or less.", .on_play = cannon,
     .prompts = {"you may destroy a minion of power 2 or less"}},
    {.slug = "dinghy", .name = "Dinghy", .faction = Faction::Pirates, .type = CardType::Action, .copies = 2,
     .text = "Move up to two of your minions, each one to a base other than its own.", .on_play = dinghy,
     .prompts = {"you may choose one of your minions to move", "choose the base it moves to"}},
    {.slug = "full-sail", .name = "Full Sail", .faction = Faction::Pirates, .type = CardType::Action,
     .text = "Move as many of your minions as you like to other bases. Special: you may also play this card when a "
             "base is about to score.",
     .on_play = full_sail,
     .prompts = {"you may choose one of your minions to move", "choose the base it moves to"},
     .special = {windows(WindowKind::BeforeScoring), full_sail_special}, .use = full_sail},
    {.slug = "powderkeg", .name = "Powderkeg", .faction = Faction::Pirates, .type = CardType::Action,
     .text = "Destroy one of your minions, and with it every minion on its base whose power is no higher than its "
             "power.",
     .on_play = powderkeg, .prompts = {"choose one of your minions to blow up"}},
    {.slug = "sea-dogs", .name = "Sea Dogs", .faction = Faction::Pirates, .type = CardType::Action,
     .text = "Name a faction. Every minion of that faction that other players control on one base moves to one "
             "other base.",
     .on_play = sea_dogs,
     .prompts = {"name a faction", "choose the base its minions leave", "choose the base they move to"}},
    {.slug = "shanghai", .name = "Shanghai", .faction = Faction::Pirates, .type = CardType::Action,
     .text = "Move a minion that another player controls to a different base.", .on_play = shanghai,
     .prompts = {"choose another player's minion to move", "choose the base it moves to"}},
    {.slug = "swashbuckling", .name = "Swashbuckling", .faction = Faction::Pirates, .type = CardType::Action,
     .text = "Each of your minions has +1 power until the end of the turn.", .on_play = swashbuckling},
};

constexpr BaseDef kPirateBases[] = {
    {.slug = "the-grey-opal", .name = "The Grey Opal", .faction = Faction::Pirates, .breakpoint = 17,
     .vp = {3, 1, 1},
     .text = "After this base scores, each player but the winner may move one of their minions from here to another "
             "base instead of the discard pile.",
     .prompts = {"you may move one of your minions from here to another base", "choose the base it moves to"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = grey_opal},
    {.slug = "tortuga", .name = "Tortuga", .faction = Faction::Pirates, .breakpoint = 21, .vp = {4, 3, 2},
     .text = "After this base scores and is replaced, the runner-up may move one of their minions from another base "
             "onto the new base.",
     .prompts = {"you may move one of your minions onto the base that replaced Tortuga"},
     .reacts = {events(EventKind::BaseReplaced), tortuga_reacts}, .reaction = tortuga},
};

}  // namespace

FactionDef pirates_faction() {
  return {Faction::Pirates, "pirates", "Pirates",
          "Sail minions from base to base and blast the small ones out of the water.", kPirates, kPirateBases};
}

}  // namespace cardtable::smashup
