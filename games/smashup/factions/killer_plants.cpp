// Killer Plants (Awesome Level 9000): small plants that pull bigger minions straight from the deck onto the bases,
// plus Secret Grove and The Greenhouse. Card text is our paraphrase of the original printing: Weed Eater is a
// 5 that is 3 on the turn it is played, Overgrowth's 0 breakpoint lasts the whole of its player's turn.
// A searched deck is seen by its player alone; the searched card becomes public when it is played or, for Budding,
// shown as it goes to the hand (its name is known anyway). R-22: a minion found to be played here is played (no
// pass), and the search ends, shuffle included, before that minion's own ability resolves; "you may search" (Sprout,
// The Greenhouse) may be declined, and then the deck is not shuffled. R-27: a searching player is asked even when
// their deck holds nothing to find.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// "Play it here as an extra minion" for a card fetched from the deck: that card only, on that base, at once.
ExtraPlay fetched(CardId card, BaseId base, CardId source) {
  return ExtraPlay{.type = CardType::Minion, .only_on = base, .source = source, .only_card = card};
}

// The minions of `seat`'s deck of printed power `max_power` or less (-1: any) that could be played on `base` now.
std::vector<CardId> fetchable(const Resolver& r, Seat seat, int max_power, BaseId base, CardId source) {
  std::vector<CardId> out;
  for (auto c : r.deck(seat))
    if (r.def(c).type == CardType::Minion && (max_power < 0 || r.def(c).power <= max_power) &&
        r.can_play_extra(seat, fetched(c, base, source)))
      out.push_back(c);
  return out;
}

bool at_start_of_own_turn(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller && self.base != kNoBase;
}

// Plays a minion found in `seat`'s deck on `base` as an extra minion and shuffles that deck, in that order: the
// minion's ability, queued by the play, resolves after the shuffle.
void play_found(Resolver& r, Seat seat, CardId found, BaseId base) {
  r.play_minion(seat, found, base);
  r.shuffle_deck(seat);
}

// Venus Man Trap, Talent: search your deck for a minion of power 2 or less, play it here as an extra minion, then
// shuffle. Once the Talent is used the search is not optional; the deck is shuffled even when none is found.
Progress venus_man_trap(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_hidden_card(f, 0, fetchable(r, f.controller, 2, f.base, f.source), Pick::Must);
    case 1: if (auto c = r.chosen(f)) play_found(r, f.controller, *c, f.base);
            else r.shuffle_deck(f.controller);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Weed Eater: -2 power during the turn it is played. A power change until the end of the turn is exactly that: it
// travels with the minion if it moves, and a replayed Weed Eater is a new card that gets its own.
Progress weed_eater(Resolver& r, AbilityFrame& f) {
  r.modify_power(f.source, -2, f.source);
  return r.done();
}

// Water Lily: at the start of each of your turns draw a card; only one Water Lily's ability per turn (a mark on
// the card kind, cleared at the end of the turn).
Progress water_lily(Resolver& r, AbilityFrame& f) {
  if (r.was_used(f.def)) return r.done();
  r.mark_used(f.def);
  r.draw(f.controller, 1);
  return r.done();
}

// Glossary (official clarification): a Water Lily fetched during the start of your turn (by Sprout) may still use
// its ability that turn; it missed the turn's start, so it is offered, not forced.
Progress water_lily_enters(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: if (!r.starting_turn() || r.active() != f.controller || r.was_used(f.def)) return r.done();
            f.step = 1;
            return r.ask_yes_no(f, 0);
    case 1: if (!r.said_yes(f)) return r.done();
            f.step = 0;
            return water_lily(r, f);
  }
  return r.corrupt_step(f);
}

// Sprout: at the start of your turn it destroys itself; then you may search your deck for a minion of power 3 or
// less and play it on Sprout's base as an extra minion, then shuffle. The search follows the destroy whatever became
// of it ("then", not "if you do"); declining it (pass) leaves the deck unshuffled.
// Steps 0-2; sprout_enters reaches them through step 0 too.
Progress sprout_grows(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: if (!r.in_play(f.source)) return r.done();  // gone before its turn came: its Ongoing ended with it
            f.base = r.base_of(f.source);
            r.destroy(f.source, f);
            f.step = 1;
            return r.again();
    case 1: f.step = 2;
            return r.choose_hidden_card(f, 0, fetchable(r, f.controller, 3, f.base, f.source), Pick::May);
    case 2: if (auto c = r.chosen(f)) play_found(r, f.controller, *c, f.base);
            return r.done();
  }
  return r.corrupt_step(f);
}

// A Sprout fetched during the start of your turn may still grow that turn (the same clarification as Water Lily).
// Its own question uses steps past sprout_grows's.
Progress sprout_enters(Resolver& r, AbilityFrame& f) {
  constexpr std::uint8_t kAsked = 10;
  switch (f.step) {
    case 0: if (!r.starting_turn() || r.active() != f.controller) return r.done();
            f.step = kAsked;
            return r.ask_yes_no(f, 1);
    case kAsked: if (!r.said_yes(f)) return r.done();
                 f.step = 0;
                 return sprout_grows(r, f);
    default: return sprout_grows(r, f);
  }
}

// Blossom: up to three extra minions, all with the same name. They are ordinary extras of the play phase (kept
// for later in the turn, or not used); the first one played names the card kind the other two allow.
Progress blossom(Resolver& r, AbilityFrame& f) {
  for (int i = 0; i < 3; ++i)
    r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source, .same_name = true});
  return r.done();
}

// Budding: choose any minion in play; search your deck for a card of the same name, show it and take it into your
// hand, then shuffle. Choosing does not affect the minion, so a protected one may be named.
Progress budding(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1;
            return r.choose_card(f, 0, r.minions(minions()), Pick::Must);
    case 1: {
      const auto m = r.chosen(f);
      if (!m) return r.done();
      std::vector<CardId> same;
      for (auto c : r.deck(f.controller))
        if (r.def(c).name == r.def(*m).name) same.push_back(c);
      f.step = 2;
      return r.choose_hidden_card(f, 1, same, Pick::Must);
    }
    case 2: if (auto c = r.chosen(f)) r.show_into_hand(*c);
            r.shuffle_deck(f.controller);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Choking Vines: at the start of its player's turn, destroy the minion it is on.
bool choking_vines_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller && self.on != kNoCard;
}
Progress choking_vines(Resolver& r, AbilityFrame& f) {
  if (r.in_play(f.source) && r.in_play(f.target)) r.destroy(f.target, f);
  return r.done();
}

// Deep Roots: other players' cards cannot move your minions on this base or return them to a hand. Base abilities
// and your own cards still can (official clarification), and destroying is not stopped.
bool deep_roots_prevents(const State& s, const Holder& self, const Affect& a) {
  return (a.kind == AffectKind::Move || a.kind == AffectKind::Return) && a.target_type == CardType::Minion &&
         a.by != kNoCard && a.by_seat != self.controller && base_of(s, a.target) == self.base &&
         controller_of(s, a.target) == self.controller;
}

// Entangled: no minion may be moved away from, or returned to a hand from, any base where its player has a minion
// (by anyone's card or a base); it destroys itself at the start of its player's turn.
bool entangled_prevents(const State& s, const Holder& self, const Affect& a) {
  return (a.kind == AffectKind::Move || a.kind == AffectKind::Return) && a.target_type == CardType::Minion &&
         has_own_minion(s, base_of(s, a.target), self.controller);
}
Progress entangled_withers(Resolver& r, AbilityFrame& f) {
  if (r.in_play(f.source)) r.destroy_action(f.source, f.source);
  return r.done();
}

// Insta-Grow: play an extra minion.
Progress insta_grow(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source});
  return r.done();
}

// Overgrowth: at the start of its player's turn, this base's breakpoint becomes 0 for that turn. R-26: once set it
// lasts to the end of the turn even if Overgrowth leaves play, so it is a change until the end of the turn (which
// also ends when the base is scored and replaced), large enough that nothing else lifts it above 0.
bool overgrowth_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller && self.on == kNoCard;
}
Progress overgrowth(Resolver& r, AbilityFrame& f) {
  constexpr int kToZero = -128;  // the most a change holds; breakpoints never go below 0
  if (r.in_play(f.source)) r.modify_breakpoint(r.base_of(f.source), kToZero, f.source);
  return r.done();
}

// Sleep Spores: other players' minions on this base have -1 power (power never goes below 0).
int sleep_spores_power(const State& s, const Holder& self, CardId minion, BaseId minion_base) {
  return minion_base == self.base && controller_of(s, minion) != self.controller ? -1 : 0;
}

// Secret Grove: on each player's turn, that player may play one extra minion of power 2 or less here. Granted as the
// turn starts, or as the Grove comes into play during a turn (Terraforming), so it lasts that player's whole turn;
// Jammed Signal (everyone ignores the base) withholds it, an infiltrating player simply need not use it (R-10, as
// The Homeworld).
bool secret_grove_reacts(const State&, const Holder& self, const Event& e) {
  return self.base != kNoBase && (e.kind == EventKind::TurnStarted || e.base == self.base);
}
Progress secret_grove(Resolver& r, AbilityFrame& f) {
  if (!r.base_ignored(f.base, kNoSeat))
    r.grant_extra(r.active(), ExtraPlay{.type = CardType::Minion, .max_power = 2, .only_on = f.base}, f.base);
  return r.done();
}

// The Greenhouse: after it scores and is replaced, each winner (R-19: from the active player clockwise) may search
// their deck for a minion and play it on the new base (f.event.to) at once; a searched deck is shuffled, one
// declined is not. f.picked.seats lists the winners, f.remaining is the one being asked.
bool greenhouse_reacts(const State&, const Holder& self, const Event& e) {
  return e.base == self.base;
}
Progress greenhouse(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: return r.list_winners(f, 1);
    case 1: {
      const Seat seat = r.winner_in_turn(f);
      if (seat == kNoSeat) return r.done();
      f.step = 2;
      return r.choose_hidden_card(f, 0, fetchable(r, seat, -1, f.event.to, kNoCard), Pick::May, seat);
    }
    case 2:
      if (auto c = r.chosen(f)) play_found(r, r.winner_in_turn(f), *c, f.event.to);
      return r.next_winner(f, 1);
  }
  return r.corrupt_step(f);
}

constexpr CardDef kKillerPlants[] = {
    {.slug = "venus-man-trap", .name = "Venus Man Trap", .faction = Faction::KillerPlants, .type = CardType::Minion,
     .power = 5,
     .text = "Talent: search your deck for a minion of power 2 or less and play it here as an extra minion; then "
             "shuffle your deck.",
     .prompts = {"choose a minion of power 2 or less from your deck to play on Venus Man Trap's base"},
     .talent = venus_man_trap},
    {.slug = "weed-eater", .name = "Weed Eater", .faction = Faction::KillerPlants, .type = CardType::Minion,
     .power = 5, .copies = 2, .text = "Ongoing: -2 power during the turn you play it.", .on_play = weed_eater},
    {.slug = "water-lily", .name = "Water Lily", .faction = Faction::KillerPlants, .type = CardType::Minion,
     .power = 3, .copies = 3,
     .text = "Ongoing: at the start of your turn, draw a card. Only one Water Lily may do this each turn.",
     .on_play = water_lily_enters,
     .prompts = {"draw a card with Water Lily (it arrived at the start of your turn)?"},
     .reacts = {events(EventKind::TurnStarted), at_start_of_own_turn}, .reaction = water_lily},
    {.slug = "sprout", .name = "Sprout", .faction = Faction::KillerPlants, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "Ongoing: at the start of your turn, destroy this card. Then you may search your deck for a minion of "
             "power 3 or less, play it here as an extra minion, and shuffle your deck.",
     .on_play = sprout_enters,
     .prompts = {"choose a minion of power 3 or less from your deck to play where Sprout was",
                 "let Sprout grow now (it arrived at the start of your turn): destroy it and search your deck?"},
     .reacts = {events(EventKind::TurnStarted), at_start_of_own_turn}, .reaction = sprout_grows},
    {.slug = "blossom", .name = "Blossom", .faction = Faction::KillerPlants, .type = CardType::Action,
     .text = "Play up to three extra minions, all with the same name.", .on_play = blossom},
    {.slug = "budding", .name = "Budding", .faction = Faction::KillerPlants, .type = CardType::Action,
     .text = "Choose a minion in play. Search your deck for a card with the same name, put it into your hand, and "
             "shuffle your deck.",
     .on_play = budding,
     .prompts = {"choose a minion in play whose name to search your deck for",
                 "choose the card of that name to take from your deck"}},
    {.slug = "choking-vines", .name = "Choking Vines", .faction = Faction::KillerPlants, .type = CardType::Action,
     .text = "Play on a minion. Ongoing: at the start of your turn, destroy that minion.",
     .play_on = PlayOn::Minion,
     .reacts = {events(EventKind::TurnStarted), choking_vines_reacts}, .reaction = choking_vines},
    {.slug = "deep-roots", .name = "Deep Roots", .faction = Faction::KillerPlants, .type = CardType::Action,
     .text = "Play on a base. Ongoing: other players' cards cannot move your minions here or return them to a hand.",
     .play_on = PlayOn::Base, .prevents = deep_roots_prevents},
    {.slug = "entangled", .name = "Entangled", .faction = Faction::KillerPlants, .type = CardType::Action,
     .text = "Play on a base. Ongoing: no minion can be moved away from or returned to a hand from a base where you "
             "have a minion. At the start of your turn, destroy this card.",
     .play_on = PlayOn::Base,
     .reacts = {events(EventKind::TurnStarted), at_start_of_own_turn}, .reaction = entangled_withers,
     .prevents = entangled_prevents},
    {.slug = "insta-grow", .name = "Insta-Grow", .faction = Faction::KillerPlants, .type = CardType::Action,
     .copies = 2, .text = "Play an extra minion.", .on_play = insta_grow},
    {.slug = "overgrowth", .name = "Overgrowth", .faction = Faction::KillerPlants, .type = CardType::Action,
     .text = "Play on a base. Ongoing: from the start of your turn, this base's breakpoint is 0 for that turn.",
     .play_on = PlayOn::Base, .reacts = {events(EventKind::TurnStarted), overgrowth_reacts},
     .reaction = overgrowth},
    {.slug = "sleep-spores", .name = "Sleep Spores", .faction = Faction::KillerPlants, .type = CardType::Action,
     .copies = 2, .text = "Play on a base. Ongoing: other players' minions here have -1 power.",
     .play_on = PlayOn::Base, .power_bonus = sleep_spores_power,
     .power_scope = PowerScope::ThisBase},
};

constexpr BaseDef kKillerPlantsBases[] = {
    {.slug = "secret-grove", .name = "Secret Grove", .faction = Faction::KillerPlants, .breakpoint = 21,
     .vp = {3, 2, 1}, .text = "On your turn you may play one extra minion of power 2 or less here.",
     .reacts = {events(EventKind::TurnStarted, EventKind::BaseEntered), secret_grove_reacts},
     .reaction = secret_grove},
    {.slug = "the-greenhouse", .name = "The Greenhouse", .faction = Faction::KillerPlants, .breakpoint = 24,
     .vp = {4, 2, 1},
     .text = "After this base scores, the winner may search their deck for a minion and play it on the base that "
             "replaces this one, then shuffle.",
     .prompts = {"you may choose a minion from your deck to play on the base that replaced The Greenhouse"},
     .reacts = {events(EventKind::BaseReplaced), greenhouse_reacts}, .reaction = greenhouse},
};

}  // namespace

FactionDef killer_plants_faction() {
  return {Faction::KillerPlants, "killer-plants", "Killer Plants",
          "Seedlings that grow: fetch minions from the deck onto the bases, turn after turn.", kKillerPlants,
          kKillerPlantsBases, 2};
}

}  // namespace cardtable::smashup
