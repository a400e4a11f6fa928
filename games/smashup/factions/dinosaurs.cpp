// Dinosaurs: 10 big minions and 10 actions that pump power or destroy the small, plus Jungle Oasis and Tar Pits.
// Card text is our paraphrase of the original printing: Laseratops is mandatory, Armor Stego is an Ongoing +2
// on other players' turns, Tooth and Claw... and Guns destroys itself in place of any ability affecting its minion.
// "Affect" is the rules' term (moved, returned, destroyed, an action attached): a power change is not one.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// Laseratops: destroy a minion of power 2 or less on this base. R-6: mandatory in the original wording, so an
// only candidate of its own player's is destroyed too; with no candidate nothing happens.
Progress laseratops(Resolver& r, AbilityFrame& f) {
  return r.choose_minion_then(f, 0, r.minions(minions().on(f.base).power_at_most(2)), Pick::Must, AffectKind::Destroy);
}

// Armor Stego (R-6: the original Ongoing, not the later Talent): +2 power whenever it is not its controller's turn.
int armor_stego_power(const State& s, const Holder& self, CardId minion, BaseId) {
  return minion == self.card && s.turn.active != self.controller ? 2 : 0;
}

// War Raptor: each War Raptor gives +1 to every War Raptor on its base, itself included (a lone one is 3).
int war_raptor_power(const State& s, const Holder& self, CardId minion, BaseId minion_base) {
  return minion_base == self.base && s.cards[minion].def == s.cards[self.card].def ? 1 : 0;
}

// Augmentation: one minion, anyone's, has +4 power until the end of the turn. A power change is no affect,
// so every minion may be chosen, protected ones included.
Progress augmentation(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.minions(minions()), Pick::Must);
    case 1: if (auto t = r.chosen(f)) r.modify_power(*t, 4, f.source);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Howl: every minion its player controls has +1 power until the end of the turn.
Progress howl(Resolver& r, AbilityFrame& f) {
  for (auto m : r.minions(minions().mine(f.controller))) r.modify_power(m, 1, f.source);
  return r.done();
}

// The minions on `chooser`'s base that Natural Selection could destroy: lower power and not protected.
std::vector<CardId> natural_selection_prey(const Resolver& r, const AbilityFrame& f, CardId chooser) {
  std::vector<CardId> prey;
  for (auto m : r.minions(minions().on(r.base_of(chooser)).power_below(r.power(chooser))))
    if (r.can_affect(f, m, AffectKind::Destroy)) prey.push_back(m);
  return prey;
}

// Natural Selection: pick one of your minions, then destroy a minion on its base with less power. The destroy is
// mandatory, so only a minion of yours that has such prey may be picked (picking one without would dodge it).
Progress natural_selection(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<CardId> hunters;
      for (auto m : r.minions(minions().mine(f.controller)))
        if (!natural_selection_prey(r, f, m).empty()) hunters.push_back(m);
      f.step = 1;
      // Picking your own minion does not affect it, so no affect check: choose_card, not choose_minion.
      return r.choose_card(f, 0, hunters, Pick::Must);
    }
    case 1: {
      const auto hunter = r.chosen(f);
      if (!hunter) return r.done();
      f.step = 2;
      return r.choose_minion(f, 1, natural_selection_prey(r, f, *hunter), Pick::Must, AffectKind::Destroy);
    }
    case 2: if (auto t = r.chosen(f)) r.destroy(*t, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Rampage: pick one of your minions; its base's breakpoint drops by that minion's power (as it is now) until the
// end of the turn. The minion names its base, so one question covers "a base and one of your minions on it".
Progress rampage(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.minions(minions().mine(f.controller)), Pick::Must);
    case 1: if (auto m = r.chosen(f)) r.modify_breakpoint(r.base_of(*m), -r.power(*m), f.source);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Survival of the Fittest: base by base, where some minion is stronger than the weakest, destroy a weakest one
// (whoever played this card picks among ties). A weakest minion that cannot be destroyed protects its base: the
// card names the weakest, not the weakest destroyable. f.picked.bases holds the bases to visit, f.remaining the next.
Progress survival_of_the_fittest(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const auto bases = r.bases();
      f.picked.bases.assign(bases.begin(), bases.end());
      f.step = 1;
      return r.again();
    }
    case 1:
      while (f.remaining < static_cast<int>(f.picked.bases.size())) {
        const BaseId b = f.picked.bases[static_cast<std::size_t>(f.remaining)];
        ++f.remaining;
        const auto here = r.minions(minions().on(b));
        if (here.empty()) continue;
        int weakest = r.power(here.front());
        int strongest = weakest;
        for (auto m : here) {
          weakest = std::min(weakest, r.power(m));
          strongest = std::max(strongest, r.power(m));
        }
        if (strongest == weakest) continue;
        std::vector<CardId> prey;
        for (auto m : r.minions(minions().on(b).power_at_most(weakest)))
          if (r.can_affect(f, m, AffectKind::Destroy)) prey.push_back(m);
        if (prey.empty()) continue;
        if (prey.size() == 1) {
          r.destroy(prey.front(), f);
          return r.again();
        }
        f.step = 2;
        return r.choose_minion(f, 0, prey, Pick::Must, AffectKind::Destroy);
      }
      return r.done();
    case 2: if (auto t = r.chosen(f)) r.destroy(*t, f);
            f.step = 1;
            return r.again();
  }
  return r.corrupt_step(f);
}

// Tooth and Claw... and Guns (R-6, original wording): whatever ability would affect its minion next (R-21: move,
// return, destroy, attach), its own player's included, affects this card instead: it is destroyed and the minion is
// untouched.
bool tooth_and_claw_replaces(const State&, const Holder& self, const Affect& a) {
  return self.on != kNoCard && a.target == self.on;
}
Progress tooth_and_claw(Resolver& r, AbilityFrame& f) {
  r.destroy_action(f.source, f.source);
  return r.done();
}

// Upgrade: the minion it is on has +2 power.
int upgrade_power(const State&, const Holder& self, CardId minion, BaseId) {
  return self.on != kNoCard && minion == self.on ? 2 : 0;
}

// Wildlife Preserve (on a base): other players' actions cannot affect its player's minions on that base.
bool wildlife_preserve_prevents(const State& s, const Holder& self, const Affect& a) {
  return self.on == kNoCard && a.by_action && a.by_seat != self.controller && a.target_type == CardType::Minion &&
         base_of(s, a.target) == self.base &&
         controller_of(s, a.target) == self.controller;
}

constexpr CardDef kDinosaurs[] = {
    {.slug = "king-rex", .name = "King Rex", .faction = Faction::Dinosaurs, .type = CardType::Minion, .power = 7,
     .copies = 1, .text = "No ability: seven points of power."},
    {.slug = "laseratops", .name = "Laseratops", .faction = Faction::Dinosaurs, .type = CardType::Minion,
     .power = 4, .copies = 2,
     .text = "When you play it, destroy one minion of power 2 or less on this base (even one of yours, if it is "
             "the only one).",
     .on_play = laseratops, .prompts = {"destroy a minion of power 2 or less on this base"}},
    {.slug = "armor-stego", .name = "Armor Stego", .faction = Faction::Dinosaurs, .type = CardType::Minion,
     .power = 3, .copies = 3, .text = "Ongoing: has +2 power during every other player's turn.",
     .power_bonus = armor_stego_power,
     .power_scope = PowerScope::Self},
    {.slug = "war-raptor", .name = "War Raptor", .faction = Faction::Dinosaurs, .type = CardType::Minion,
     .power = 2, .copies = 4, .text = "Ongoing: has +1 power for each War Raptor on its base, itself included.",
     .power_bonus = war_raptor_power,
     .power_scope = PowerScope::ThisBase},
    {.slug = "augmentation", .name = "Augmentation", .faction = Faction::Dinosaurs, .type = CardType::Action,
     .copies = 2, .text = "Choose any minion: it has +4 power until the end of your turn.",
     .on_play = augmentation, .prompts = {"choose a minion to have +4 power this turn"}},
    {.slug = "howl", .name = "Howl", .faction = Faction::Dinosaurs, .type = CardType::Action, .copies = 2,
     .text = "Each of your minions has +1 power until the end of your turn.", .on_play = howl},
    {.slug = "natural-selection", .name = "Natural Selection", .faction = Faction::Dinosaurs,
     .type = CardType::Action,
     .text = "Choose one of your minions on a base, then destroy a minion on that base whose power is lower "
             "than your minion's.",
     .on_play = natural_selection,
     .prompts = {"choose one of your minions", "destroy a minion here with less power than yours"}},
    {.slug = "rampage", .name = "Rampage", .faction = Faction::Dinosaurs, .type = CardType::Action,
     .text = "Choose one of your minions: the breakpoint of its base is lowered by its power until the end of "
             "the turn.",
     .on_play = rampage, .prompts = {"choose one of your minions: its base's breakpoint drops by its power"}},
    {.slug = "survival-of-the-fittest", .name = "Survival of the Fittest", .faction = Faction::Dinosaurs,
     .type = CardType::Action,
     .text = "On each base where a minion has more power than the weakest one, destroy a weakest minion (you "
             "choose among ties).",
     .on_play = survival_of_the_fittest, .prompts = {"choose which of the weakest minions here is destroyed"}},
    {.slug = "tooth-and-claw-and-guns", .name = "Tooth and Claw... and Guns", .faction = Faction::Dinosaurs,
     .type = CardType::Action,
     .text = "Play it on a minion. Ongoing: the next time an ability would affect that minion, destroy this card "
             "instead; the ability does not affect the minion.",
     .play_on = PlayOn::Minion, .replaces = tooth_and_claw_replaces, .replacement = tooth_and_claw},
    {.slug = "upgrade", .name = "Upgrade", .faction = Faction::Dinosaurs, .type = CardType::Action,
     .text = "Play it on a minion. Ongoing: that minion has +2 power.", .play_on = PlayOn::Minion,
     .power_bonus = upgrade_power,
     .power_scope = PowerScope::AttachedTo},
    {.slug = "wildlife-preserve", .name = "Wildlife Preserve", .faction = Faction::Dinosaurs,
     .type = CardType::Action,
     .text = "Play it on a base. Ongoing: your minions on that base are not affected by other players' actions.",
     .play_on = PlayOn::Base, .prevents = wildlife_preserve_prevents},
};

// Tar Pits: only asked of a destroyed minion's owner who infiltrated it (R-10 "may ignore"; R-5: asked): yes
// ignores Tar Pits and leaves the minion in the discard pile, where it waits; no puts it under their deck.
Progress tar_pits_ignore(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.ask_yes_no(f, 0);
    case 1: {
      const auto& pile = r.discard(r.owner(f.target));
      if (r.said_yes(f) || std::find(pile.begin(), pile.end(), f.target) == pile.end()) return r.done();
      r.put_on_deck_bottom(f.target);
      r.log({EventKind::MinionReturned, f.target, f.base, kNoBase, r.owner(f.target), kNoCard, kNoCard, 1});
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

constexpr BaseDef kDinosaurBases[] = {
    {.slug = "jungle-oasis", .name = "Jungle Oasis", .faction = Faction::Dinosaurs, .breakpoint = 12,
     .vp = {2, 0, 0}, .text = "No ability."},
    {.slug = "tar-pits", .name = "Tar Pits", .faction = Faction::Dinosaurs, .breakpoint = 16, .vp = {4, 3, 2},
     .text = "After each time a minion on this base is destroyed, put it at the bottom of its owner's deck "
             "instead of into the discard pile.",
     .prompts = {"you infiltrated Tar Pits: ignore it, so your destroyed minion goes to your discard pile (yes), or "
                 "put it at the bottom of your deck (no)?"},
     .reaction = tar_pits_ignore, .destroyed_to = DestroyedTo::DeckBottom},
};

}  // namespace

FactionDef dinosaurs_faction() {
  return {Faction::Dinosaurs, "dinosaurs", "Dinosaurs",
          "Huge minions, power boosts, and the teeth to destroy whatever is small.", kDinosaurs, kDinosaurBases};
}

}  // namespace cardtable::smashup
