// Shapeshifters (Science Fiction Double Feature, card edition 3). They copy other cards (Copycat a minion's abilities, Cellular Bonding an action's,
// Mimic the highest printed power) and "morph" a minion into another from the deck or the discard pile. Card text is
// our paraphrase of the original printing: Faceless City's search is mandatory.
// Copies go through the one "abilities of this card" lookup (abilities_def): no card here tests for another card.
// A searched deck is seen by its player alone; a minion found there becomes public as it is played. R-22: a card these
// cards say to play is played when it legally can be (no pass), and a search ends, shuffle included, before the
// played minion's own ability resolves. R-27: a searching player is asked even when nothing can be found.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

constexpr std::string_view kGelfName = "G.E.L.F.";

// "Play it as an extra minion" for one named card, at once: on `base`, or anywhere (kNoBase).
ExtraPlay morph_into(CardId card, BaseId base, CardId source) {
  return ExtraPlay{.type = CardType::Minion, .only_on = base, .source = source, .only_card = card};
}

// The minion cards of `pile` of printed power `max_power` or less that `seat` could play now as that extra.
template <class Keep>
std::vector<CardId> playable_from(const Resolver& r, Seat seat, const std::vector<CardId>& pile, int max_power,
                                  BaseId base, CardId source, Keep keep) {
  std::vector<CardId> out;
  for (auto c : pile)
    if (r.def(c).type == CardType::Minion && r.def(c).power <= max_power && keep(c) &&
        r.can_play_extra(seat, morph_into(c, base, source)))
      out.push_back(c);
  return out;
}
constexpr auto kAny = [](CardId) { return true; };

// "Destroy one of your minions, then play one of power the same or lower": the destroy first (f.remaining keeps
// the minion's power as it was in play, R-11), then step 2 picks the new minion from the deck or discard pile.
Progress destroy_own_for_morph(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions().mine(f.controller)), Pick::Must, AffectKind::Destroy);
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      f.remaining = static_cast<std::int16_t>(r.power(*m));
      r.destroy(*m, f);
      f.step = 2;
      return r.again();
    }
  }
  return r.corrupt_step(f);
}

// Doppelgänger: when it goes from a base to its owner's discard pile (destroyed, or discarded as its base scored),
// search your deck for a minion, play it as an extra minion and shuffle. Glossary: a minion that cannot legally be
// played is discarded; from a scored base the new minion may not land on the base replacing it (the minions
// were discarded before the replacement came: f.event.to).
bool doppelganger_reacts(const State& s, const Holder& self, const Event& e) {
  if (e.card != self.card) return false;
  const auto& pile = s.seats[owner_of(s, self.card)].discard;
  const bool in_discard = std::find(pile.begin(), pile.end(), self.card) != pile.end();
  return in_discard;
}
Progress doppelganger(Resolver& r, AbilityFrame& f) {
  const Seat seat = r.owner(f.source);
  const BaseId replacing = f.event.kind == EventKind::MinionDiscarded ? f.event.to : kNoBase;
  switch (f.step) {
    case 0: {
      std::vector<CardId> found;
      for (auto c : r.deck(seat))
        if (r.def(c).type == CardType::Minion) found.push_back(c);
      f.step = 1;
      return r.choose_hidden_card(f, 0, found, Pick::Must, seat);
    }
    case 1: {
      const auto c = r.chosen(f);
      if (!c) {
        r.shuffle_deck(seat);
        return r.done();
      }
      // The found minion is shown: it is played, or discarded when it cannot be.
      r.reveal(*c);
      f.revealed = {*c};
      f.step = 2;
      return r.choose_play(f, 1, seat, morph_into(*c, kNoBase, f.source), Pick::Must, replacing);
    }
    case 2:
      if (!r.play_chosen(f, seat)) r.put_in_discard(f.revealed.front());
      r.shuffle_deck(seat);
      return r.done();
  }
  return r.corrupt_step(f);
}

// G.E.L.F., Talent: search your deck for a minion of power 4 or less that is not a G.E.L.F.; this G.E.L.F. is
// shuffled into its owner's deck and the found minion is played on its base as an extra minion (R-22: played, no
// pass; the shuffle comes before its ability). With nothing to find, the G.E.L.F. stays (there is nothing to swap
// it for) and the searched deck is shuffled.
Progress gelf(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_hidden_card(f, 0,
                                        playable_from(r, f.controller, r.deck(f.controller), 4, f.base, f.source,
                                                      [&](CardId c) { return r.def(c).name != kGelfName; }),
                                        Pick::Must);
    case 1:
      if (auto c = r.chosen(f)) {
        if (r.in_play(f.source)) r.to_deck_bottom(f.source, f);
        r.play_minion(f.controller, *c, f.base);
      }
      r.shuffle_deck(r.owner(f.source));
      if (r.owner(f.source) != f.controller) r.shuffle_deck(f.controller);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Mimic: its power is the highest printed power among the minion cards in play (recomputed as they come and go),
// then modified as usual. Printed powers only, so two Mimics never feed each other. Through a copy (Copycat) the
// copier's own printed power is replaced the same way.
int mimic_power(const State& s, const Holder& self, CardId minion, BaseId) {
  if (minion != self.card) return 0;
  int highest = 0;
  for (const auto& b : s.bases)
    for (const auto& m : b.minions) highest = std::max(highest, printed_power(s, m.card));
  return highest - printed_power(s, minion);
}

// Copycat: choose another player's minion in play; until the end of the turn Copycat has its abilities (whatever
// that minion has now). Choosing does not affect the minion, so one immune to other players' cards may be copied.
// Its on-play ability does not fire: Copycat is already in play. The copy ends early if Copycat leaves play.
Progress copycat(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_card(f, 0, r.minions(minions().others(f.controller)), Pick::Must);
    case 1: if (auto m = r.chosen(f)) r.give_abilities_until(f.source, abilities_def(r.state(), *m), Until::EndOfTurn);
            return r.done();
  }
  return r.corrupt_step(f);
}

// "...Really?": destroy one of your minions, then play a minion of that power or less from your discard pile as an
// extra minion, at once and where its player chooses (R-22: no pass). The destroyed minion is in the pile by then
// and may come back.
Progress really(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 2: f.step = 3;
            return r.choose_card(f, 1,
                                 playable_from(r, f.controller, r.discard(f.controller), f.remaining, kNoBase,
                                               f.source, kAny),
                                 Pick::Must);
    case 3: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      f.step = 4;
      return r.choose_play(f, 2, f.controller, morph_into(*c, kNoBase, f.source));
    }
    case 4: r.play_chosen(f, f.controller);
            return r.done();
    default: return destroy_own_for_morph(r, f);
  }
}

// Bacta the Future: destroy a minion; its owner may then play an extra minion at once.
Progress bacta_the_future(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_minion(f, 0, r.minions(minions()), Pick::Must, AffectKind::Destroy);
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      const Seat owner = r.owner(*m);
      r.destroy(*m, f);
      r.play_extra_now(owner, ExtraPlay{.type = CardType::Minion, .source = f.source});
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Cellular Bonding: attached to a minion, it takes the abilities of an action attached to some minion and keeps
// them after that action leaves. With no such action it goes to the discard pile having done nothing.
Progress cellular_bonding(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> bondable;
      for (auto m : r.minions(minions()))
        for (auto a : r.actions_on_minion(m))
          if (a != f.source) bondable.push_back(a);
      f.step = 1;
      return r.choose_card(f, 0, bondable, Pick::Must);
    }
    case 1: {
      const auto a = r.chosen(f);
      if (!a) {
        if (r.in_play(f.source)) r.destroy_action(f.source, f.source);
        return r.done();
      }
      r.give_abilities(f.source, abilities_def(r.state(), *a));
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Genetic Shift: one of two modes, each until the end of the turn: +1 power on each of your minions, or +3 on one.
Progress genetic_shift(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.ask_yes_no(f, 0);
    case 1:
      if (r.said_yes(f)) {
        for (auto m : r.minions(minions().mine(f.controller))) r.modify_power(m, 1, f.source);
        return r.done();
      }
      f.step = 2;
      return r.choose_card(f, 1, r.minions(minions().mine(f.controller)), Pick::Must);
    case 2: if (auto m = r.chosen(f)) r.modify_power(*m, 3, f.source);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Mitosis: pick one of your minions in play; play a card of the same name from your hand as an extra minion, at
// once (R-22: it must be played). Only minions with a playable namesake in hand are offered; since that depends on
// the hand, the player is asked even when none is.
Progress mitosis(Resolver& r, AbilityFrame& f) {
  const auto namesake = [&](CardId m) {
    return ExtraPlay{.type = CardType::Minion, .source = f.source, .only_named = r.state().cards[m].def};
  };
  switch (f.step) {
    case 0: {
      std::vector<CardId> mine;
      for (auto m : r.minions(minions().mine(f.controller)))
        if (r.can_play_extra(f.controller, namesake(m))) mine.push_back(m);
      f.step = 1;
      return r.choose_hidden_card(f, 0, mine, Pick::Must);
    }
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      f.step = 2;
      return r.choose_play(f, 1, f.controller, namesake(*m));
    }
    case 2: r.play_chosen(f, f.controller);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Shell Game: the minion it is on cannot be destroyed (by anyone's card, or a base).
bool shell_game_prevents(const State&, const Holder& self, const Affect& a) {
  return a.kind == AffectKind::Destroy && a.target_type == CardType::Minion && a.target == self.on;
}

// Splice as Nice: the minion it is on has +2 power.
int splice_as_nice_power(const State&, const Holder& self, CardId minion, BaseId) {
  return minion == self.on ? 2 : 0;
}

// Transmogrify: destroy one of your minions; search your deck for a minion of that power or less (its power as it
// was in play, R-11), play it as an ordinary extra minion on any base, at once; shuffle. R-22: the found minion is
// played wherever its player chooses if it legally can be (no pass), the shuffle coming before its ability; one
// that cannot be played goes to the hand, shown.
Progress transmogrify(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 2: {
      std::vector<CardId> found;
      for (auto c : r.deck(f.controller))
        if (r.def(c).type == CardType::Minion && r.def(c).power <= f.remaining) found.push_back(c);
      f.step = 3;
      return r.choose_hidden_card(f, 1, found, Pick::Must);
    }
    case 3: {
      const auto c = r.chosen(f);
      if (!c) {
        r.shuffle_deck(f.controller);
        return r.done();
      }
      f.picked.cards = {*c};
      f.step = 4;
      return r.choose_play(f, 2, f.controller, morph_into(*c, kNoBase, f.source));
    }
    case 4:
      if (!r.play_chosen(f, f.controller)) r.show_into_hand(f.picked.cards[0]);
      r.shuffle_deck(f.controller);
      return r.done();
    default: return destroy_own_for_morph(r, f);
  }
}

// Faceless City: the first time in a turn that each player plays a minion here (R-26: once per player per turn),
// that player searches their deck for a card of the same name, shows it, takes it into hand and shuffles; mandatory
// (original printing, R-6), and asked even when the deck holds none. The base's marks are kept under kNoDef
// ("the base itself") with the player's seat. An infiltrating player is asked whether to ignore it.
bool faceless_city_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
Progress faceless_city(Resolver& r, AbilityFrame& f) {
  const Seat seat = f.event.seat;
  switch (f.step) {
    case 0:
      if (r.was_used(kNoDef, f.base, seat)) return r.done();
      r.mark_used(kNoDef, f.base, seat);
      if (r.base_ignored(f.base, kNoSeat)) return r.done();
      if (r.base_ignored(f.base, seat)) {
        f.step = 1;
        return r.ask_yes_no(f, 1, seat);
      }
      f.step = 2;
      return r.again();
    case 1:
      if (r.said_yes(f)) return r.done();
      f.step = 2;
      return r.again();
    case 2: {
      std::vector<CardId> same;
      for (auto c : r.deck(seat))
        if (r.def(c).name == r.def(f.event.card).name) same.push_back(c);
      f.step = 3;
      return r.choose_hidden_card(f, 0, same, Pick::Must, seat);
    }
    case 3:
      // Asked even when the deck holds none; once answered, a card shown or none is there for all to see.
      if (auto c = r.chosen(f))
        r.show_into_hand(*c);
      else
        r.log({EventKind::NothingFound, f.event.card, kNoBase, kNoBase, seat});
      r.shuffle_deck(seat);
      return r.done();
  }
  return r.corrupt_step(f);
}

// The Vats: no minion may be played here while a minion of the same name is on it (an ignoring player may).
bool the_vats_forbids(const State& s, const Holder& self, Seat player, CardId card, BaseId base) {
  if (def_of(s, card).type != CardType::Minion || base_ignored(s, self.base, player))
    return false;
  const auto* b = find_base(s, base);
  return b && std::any_of(b->minions.begin(), b->minions.end(), [&](const MinionInPlay& m) {
           return def_of(s, m.card).name == def_of(s, card).name;
         });
}

constexpr CardDef kShapeshifters[] = {
    {.slug = "doppelganger", .name = "Doppelgänger", .faction = Faction::Shapeshifters, .type = CardType::Minion,
     .power = 5,
     .text = "Special: when this minion goes from a base to your discard pile, search your deck for a minion, play it "
             "as an extra minion, and shuffle your deck.",
     .prompts = {"choose a minion from your deck for Doppelgänger to become", "choose where the found minion is played"},
     .reacts = {events(EventKind::MinionDestroyed, EventKind::MinionDiscarded), doppelganger_reacts},
     .reaction = doppelganger},
    {.slug = "gelf", .name = "G.E.L.F.", .faction = Faction::Shapeshifters, .type = CardType::Minion, .power = 4,
     .copies = 2,
     .text = "Talent: search your deck for a minion of power 4 or less that is not a G.E.L.F. Shuffle this card into "
             "your deck and play that minion here as an extra minion.",
     .prompts = {"choose a minion of power 4 or less (not a G.E.L.F.) from your deck to replace G.E.L.F."},
     .talent = gelf},
    {.slug = "mimic", .name = "Mimic", .faction = Faction::Shapeshifters, .type = CardType::Minion, .copies = 3,
     .text = "Ongoing: this minion's power is the highest printed power of the minions in play (it can then be "
             "modified).",
     .power_bonus = mimic_power,
     .power_scope = PowerScope::Self},
    {.slug = "copycat", .name = "Copycat", .faction = Faction::Shapeshifters, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "When you play it, choose another player's minion in play. Until the end of the turn this minion has "
             "that minion's abilities.",
     .on_play = copycat, .prompts = {"choose another player's minion whose abilities Copycat copies this turn"}},
    {.slug = "really", .name = "\"...Really?\"", .faction = Faction::Shapeshifters, .type = CardType::Action,
     .text = "Destroy one of your minions. Then play a minion of the same power or less from your discard pile as an "
             "extra minion.",
     .on_play = really,
     .prompts = {"choose one of your minions to destroy",
                 "choose a minion of that power or less from your discard pile to play", "choose where it is played"}},
    {.slug = "bacta-the-future", .name = "Bacta the Future", .faction = Faction::Shapeshifters,
     .type = CardType::Action,
     .text = "Destroy a minion. Its owner may play an extra minion at once.", .on_play = bacta_the_future,
     .prompts = {"choose a minion to destroy"}},
    {.slug = "cellular-bonding", .name = "Cellular Bonding", .faction = Faction::Shapeshifters,
     .type = CardType::Action,
     .text = "Play on a minion and choose an action attached to a minion. Ongoing: this card has that action's "
             "abilities.",
     .play_on = PlayOn::Minion, .on_play = cellular_bonding,
     .prompts = {"choose an action on a minion whose abilities Cellular Bonding takes"}},
    {.slug = "genetic-shift", .name = "Genetic Shift", .faction = Faction::Shapeshifters, .type = CardType::Action,
     .copies = 2,
     .text = "Choose one: each of your minions has +1 power until the end of the turn, or one of your minions has +3 "
             "power until the end of the turn.",
     .on_play = genetic_shift,
     .prompts = {"give each of your minions +1 power this turn? (no: one of your minions gets +3)",
                 "choose one of your minions to get +3 power this turn"}},
    {.slug = "mitosis", .name = "Mitosis", .faction = Faction::Shapeshifters, .type = CardType::Action,
     .text = "Choose one of your minions in play. Play a card with the same name from your hand as an extra minion.",
     .on_play = mitosis,
     .prompts = {"choose one of your minions whose namesake in your hand you play",
                 "choose which namesake is played, and where"}},
    {.slug = "shell-game", .name = "Shell Game", .faction = Faction::Shapeshifters, .type = CardType::Action,
     .text = "Play on a minion. Ongoing: that minion cannot be destroyed.", .play_on = PlayOn::Minion,
     .prevents = shell_game_prevents},
    {.slug = "splice-as-nice", .name = "Splice as Nice", .faction = Faction::Shapeshifters, .type = CardType::Action,
     .text = "Play on a minion. Ongoing: that minion has +2 power.", .play_on = PlayOn::Minion,
     .power_bonus = splice_as_nice_power,
     .power_scope = PowerScope::AttachedTo},
    {.slug = "transmogrify", .name = "Transmogrify", .faction = Faction::Shapeshifters, .type = CardType::Action,
     .copies = 2,
     .text = "Destroy one of your minions. Search your deck for a minion of the same power or less, play it as an "
             "extra minion, and shuffle your deck.",
     .on_play = transmogrify,
     .prompts = {"choose one of your minions to destroy",
                 "choose a minion of that power or less from your deck to play", "choose where it is played"}},
};

constexpr BaseDef kShapeshifterBases[] = {
    {.slug = "faceless-city", .name = "Faceless City", .faction = Faction::Shapeshifters, .breakpoint = 20,
     .vp = {4, 2, 1},
     .text = "The first time in a turn that a player plays a minion here, that player searches their deck for a card "
             "of the same name, shows it, puts it into their hand and shuffles.",
     .prompts = {"choose the card of the same name to take from your deck",
                 "ignore Faceless City (you infiltrated it) and skip its search?"},
     .reacts = {events(EventKind::MinionPlayed), faceless_city_reacts}, .reaction = faceless_city},
    {.slug = "the-vats", .name = "The Vats", .faction = Faction::Shapeshifters, .breakpoint = 15, .vp = {3, 1, 1},
     .text = "No minion may be played here while a minion with the same name is on this base.",
     .forbids_play = {ForbidsScope::ThisBase, the_vats_forbids}},
};

}  // namespace

FactionDef shapeshifters_faction() {
  return {Faction::Shapeshifters, "shapeshifters", "Shapeshifters",
          "Copy other cards' abilities and morph minions into others from the deck.", kShapeshifters,
          kShapeshifterBases, 3};
}

}  // namespace cardtable::smashup
