// Steampunks (Awesome Level 9000), being written: the cards here are final, the faction is not playable until all
// 20 cards and its two bases exist (edition 0 in the registry). Their cards key off "a base that has one of your
// actions". Cards still to write are appended to the table, never inserted, so these keep their ids.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

bool has_own_action(const State& s, BaseId base, Seat seat) {
  const auto* b = find_base(s, base);
  return b && std::any_of(b->actions.begin(), b->actions.end(), [&](const Attached& a) { return a.controller == seat; });
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

// Captain Ahab, Talent: move this minion to a base that has one of your actions.
Progress captain_ahab(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      std::vector<BaseId> targets;
      for (auto b : r.bases_except(r.base_of(f.source)))
        if (has_own_action(r.state(), b, f.controller)) targets.push_back(b);
      f.step = 1;
      return r.choose_base(f, 0, targets, Pick::May);
    }
    case 1: if (auto b = r.chosen(f)) r.move(f.source, *b, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Change of Venue: take one of your actions in play back into your hand, then play it again as an extra action.
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
      f.picked = {*a};
      f.step = 2;
      return r.again();
    }
    case 2: {
      const CardId card = f.picked[0];
      const auto& hand = r.hand(f.controller);
      if (std::find(hand.begin(), hand.end(), card) != hand.end())
        r.play_extra_now(f.controller, ExtraPlay{.type = CardType::Action, .source = f.source, .only_card = card});
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Rotary Slug Thrower: each of its controller's minions on its base has +2 power.
int rotary_slug_thrower_power(const State& s, const Holder& self, CardId minion, BaseId minion_base) {
  return minion_base == self.base && controller_of(s, minion) == self.controller ? 2 : 0;
}

// Zeppelin, Talent (from the base it is on): move one of your minions from another base onto this base, or from
// this base onto another base.
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
      f.picked = {*m};
      f.step = 2;
      return r.choose_base(f, 1, r.bases_except(f.base), Pick::Must);
    }
    case 2: if (auto b = r.chosen(f)) r.move(f.picked[0], *b, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

constexpr CardDef kSteampunks[] = {
    {.slug = "steam-queen", .name = "Steam Queen", .faction = Faction::Steampunks, .type = CardType::Minion,
     .power = 5, .text = "Ongoing: cards controlled by other players cannot affect your actions.",
     .prevents = steam_queen_prevents},
    {.slug = "steam-man", .name = "Steam Man", .faction = Faction::Steampunks, .type = CardType::Minion, .power = 3,
     .copies = 3, .text = "Ongoing: +1 power while its base has at least one of your actions (+1 in all).",
     .power_bonus = steam_man_power},
    {.slug = "captain-ahab", .name = "Captain Ahab", .faction = Faction::Steampunks, .type = CardType::Minion,
     .power = 2, .copies = 4, .text = "Talent: move this minion to a base that has one of your actions.",
     .prompts = {"choose a base with one of your actions to move Captain Ahab to"}, .talent = captain_ahab},
    {.slug = "change-of-venue", .name = "Change of Venue", .faction = Faction::Steampunks, .type = CardType::Action,
     .text = "Take one of your actions attached to a base or a minion back into your hand, then play it again as an "
             "extra action.",
     .on_play = change_of_venue, .prompts = {"choose one of your actions in play to take back and play again"}},
    {.slug = "rotary-slug-thrower", .name = "Rotary Slug Thrower", .faction = Faction::Steampunks,
     .type = CardType::Action, .text = "Play on a base. Ongoing: each of your minions here has +2 power.",
     .play_on = PlayOn::Base, .power_bonus = rotary_slug_thrower_power},
    {.slug = "zeppelin", .name = "Zeppelin", .faction = Faction::Steampunks, .type = CardType::Action, .copies = 2,
     .text = "Play on a base. Talent: move one of your minions from another base onto this base, or from this base "
             "to another base.",
     .play_on = PlayOn::Base,
     .prompts = {"choose one of your minions to move onto or off Zeppelin's base", "choose where it goes"},
     .talent = zeppelin},
};

}  // namespace

FactionDef steampunks_faction() {
  return {Faction::Steampunks, "steampunks", "Steampunks",
          "Actions on bases that power up your minions there, and reuse them.", kSteampunks, {}, 0};
}

}  // namespace cardtable::smashup
