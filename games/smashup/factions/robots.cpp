// Robots: 18 minions (8 of them Microbots that grow with each other) and 2 actions, plus The Central Brain and
// Factory 436-1337. Card text is our paraphrase of the original printing.
#include <algorithm>

#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

// "Microbot" is a name: the five Microbot cards are Microbots wherever they are. While Microbot Alpha is in play,
// every minion its controller has in play counts as one too (cards in a discard pile do not: they are not minions
// in play, so Microbot Reclaimer only ever finds the named ones there).
bool named_microbot(const State& s, CardId card) { return def_of(s, card).name.starts_with("Microbot"); }

bool alpha_in_play(const State& s, Seat seat) {
  for (const auto& b : s.bases)
    for (const auto& m : b.minions)
      if (m.controller == seat && def_of(s, m.card).slug == "microbot-alpha") return true;
  return false;
}

// `card` is (or, for an "after destroyed" trigger, was) a minion controlled by `seat`.
bool microbot_of(const State& s, CardId card, Seat seat) { return named_microbot(s, card) || alpha_in_play(s, seat); }

// Microbot Fixer and Microbot Reclaimer: "if it is the first minion you have played this turn", on anyone's turn
// (Hidden Ninja plays one on another player's turn).
bool first_minion_this_turn(const Resolver& r, const AbilityFrame& f) {
  return r.state().turn.minions_played[f.controller] == 1;
}

// Nukebot: after it is destroyed, every minion other players have on its base is destroyed.
bool nukebot_reacts(const State&, const Holder& self, const Event& e) {
  return e.card == self.card;
}
Progress nukebot(Resolver& r, AbilityFrame& f) {
  for (auto m : r.minions(minions().on(f.base).others(f.controller))) r.destroy(m, f);
  return r.done();
}

// Warbot: cannot be destroyed (it can still be moved or returned).
bool warbot_prevents(const State&, const Holder& self, const Affect& a) {
  return a.kind == AffectKind::Destroy && a.target == self.card;
}

// Hoverbot: reveal the top card of your deck; a minion may be played at once as an extra. Declined or not a
// minion, it simply stays where it is: on top of the deck.
Progress hoverbot(Resolver& r, AbilityFrame& f) {
  const CardId top = r.top_of_deck(f.controller);
  if (top == kNoCard) return r.done();
  r.reveal(top);
  if (r.def(top).type == CardType::Minion)
    r.play_extra_now(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source, .only_card = top});
  return r.done();
}

// Zapbot: you may play an extra minion of power 2 or less.
Progress zapbot(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .max_power = 2, .source = f.source});
  return r.done();
}

// Microbot Alpha: +1 for each other Microbot its controller has in play. While it is in play every minion of
// theirs is a Microbot, so that is every other minion they have in play, on any base.
int microbot_alpha_power(const State& s, const Holder& self, CardId minion, BaseId) {
  if (minion != self.card) return 0;
  int others = 0;
  for (const auto& b : s.bases)
    for (const auto& m : b.minions)
      if (m.card != self.card && m.controller == self.controller) ++others;
  return others;
}

// Microbot Archive: after one of its controller's Microbots is destroyed (itself included), they draw a card.
// The engine asks a destroyed Archive about its own destruction, so `self` may already be in the discard pile.
bool microbot_archive_reacts(const State& s, const Holder& self, const Event& e) {
  return e.seat == self.controller && microbot_of(s, e.card, e.seat);
}
Progress microbot_archive(Resolver& r, AbilityFrame& f) {
  r.draw(f.controller, 1);
  return r.done();
}

// Microbot Fixer: the first minion you play this turn grants an extra minion; Ongoing +1 to each of your
// Microbots, itself included.
Progress microbot_fixer(Resolver& r, AbilityFrame& f) {
  if (first_minion_this_turn(r, f))
    r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source});
  return r.done();
}
int microbot_fixer_power(const State& s, const Holder& self, CardId minion, BaseId minion_base) {
  if (minion_base == kNoBase || controller_of(s, minion) != self.controller) return 0;
  return microbot_of(s, minion, self.controller) ? 1 : 0;
}

// Microbot Guard: destroy a minion here whose power is less than the number of minions you have here (the Guard
// counts). Mandatory: with only your own minions eligible, one of them goes.
Progress microbot_guard(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const auto yours = static_cast<int>(r.minions(minions().on(f.base).mine(f.controller)).size());
      f.step = 1;
      return r.choose_minion(f, 0, r.minions(minions().on(f.base).power_below(yours)), Pick::Must,
                             AffectKind::Destroy);
    }
    case 1: if (auto t = r.chosen(f)) r.destroy(*t, f);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Microbot Reclaimer: the first minion you play this turn grants an extra minion; then any number of Microbots
// from your discard pile go into your deck, one pick at a time, and the deck is shuffled if any went in.
Progress microbot_reclaimer(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0:
      if (first_minion_this_turn(r, f))
        r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .source = f.source});
      f.step = 1;
      return r.again();
    case 1: {
      std::vector<CardId> microbots;
      for (auto c : r.discard(f.controller))
        if (named_microbot(r.state(), c)) microbots.push_back(c);
      f.step = 2;
      return r.choose_card(f, 0, microbots, Pick::May);
    }
    case 2:
      if (auto c = r.chosen(f)) {
        r.put_on_deck_top(*c);
        ++f.remaining;
        f.step = 1;
        return r.again();
      }
      if (f.remaining > 0) r.shuffle_deck(f.controller);
      return r.done();
  }
  return r.corrupt_step(f);
}

// Tech Center: pick a base; draw a card for each minion you have there.
Progress tech_center(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_base(f, 0, r.bases(), Pick::Must);
    case 1: if (auto b = r.chosen(f))
              r.draw(f.controller, static_cast<int>(r.minions(minions().on(*b).mine(f.controller)).size()));
            return r.done();
  }
  return r.corrupt_step(f);
}

// The Central Brain: every minion here has +1 power.
int central_brain_power(const State&, const Holder& self, CardId, BaseId minion_base) {
  return minion_base == self.base ? 1 : 0;
}

// Factory 436-1337: each player in first place (ties share it) gains 1 more VP per full 5 power they have here.
void factory_score_bonus(const State& s, BaseId base, const std::vector<std::uint8_t>& place, std::vector<int>& vp) {
  for (std::size_t seat = 0; seat < place.size(); ++seat)
    if (place[seat] == 1) vp[seat] += player_power(s, base, static_cast<Seat>(seat)) / 5;
}

constexpr CardDef kRobots[] = {
    {.slug = "nukebot", .name = "Nukebot", .faction = Faction::Robots, .type = CardType::Minion, .power = 5,
     .copies = 1,
     .text = "Ongoing: after this minion is destroyed, destroy every minion that other players have on the base "
             "where it was.",
     .reacts = {events(EventKind::MinionDestroyed), nukebot_reacts}, .reaction = nukebot},
    {.slug = "warbot", .name = "Warbot", .faction = Faction::Robots, .type = CardType::Minion, .power = 4,
     .copies = 2, .text = "Ongoing: this minion cannot be destroyed.", .prevents = warbot_prevents},
    {.slug = "hoverbot", .name = "Hoverbot", .faction = Faction::Robots, .type = CardType::Minion, .power = 3,
     .copies = 3,
     .text = "When you play it, reveal the top card of your deck. If it is a minion, you may play it as an extra "
             "minion; if not (or if you decline), it stays on top of your deck.",
     .on_play = hoverbot},
    {.slug = "zapbot", .name = "Zapbot", .faction = Faction::Robots, .type = CardType::Minion, .power = 2,
     .copies = 4, .text = "When you play it, you may play an extra minion with power 2 or less.", .on_play = zapbot},
    {.slug = "microbot-alpha", .name = "Microbot Alpha", .faction = Faction::Robots, .type = CardType::Minion,
     .power = 1, .copies = 1,
     .text = "Ongoing: gets +1 power for each other Microbot you have in play. While it is in play, all of your "
             "minions count as Microbots.",
     .power_bonus = microbot_alpha_power,
     .power_scope = PowerScope::Self},
    {.slug = "microbot-archive", .name = "Microbot Archive", .faction = Faction::Robots, .type = CardType::Minion,
     .power = 1, .copies = 1,
     .text = "Ongoing: after any of your Microbots (this one included) is destroyed, draw a card.",
     .reacts = {events(EventKind::MinionDestroyed), microbot_archive_reacts}, .reaction = microbot_archive},
    {.slug = "microbot-fixer", .name = "Microbot Fixer", .faction = Faction::Robots, .type = CardType::Minion,
     .power = 1, .copies = 2,
     .text = "When you play it, if it is the first minion you have played this turn, you may play an extra "
             "minion. Ongoing: each of your Microbots has +1 power.",
     .on_play = microbot_fixer, .power_bonus = microbot_fixer_power},
    {.slug = "microbot-guard", .name = "Microbot Guard", .faction = Faction::Robots, .type = CardType::Minion,
     .power = 1, .copies = 2,
     .text = "When you play it, destroy a minion on this base whose power is less than the number of minions you "
             "have on this base.",
     .on_play = microbot_guard,
     .prompts = {"destroy a minion here whose power is less than the number of minions you have here"}},
    {.slug = "microbot-reclaimer", .name = "Microbot Reclaimer", .faction = Faction::Robots,
     .type = CardType::Minion, .power = 1, .copies = 2,
     .text = "When you play it, if it is the first minion you have played this turn, you may play an extra "
             "minion. You may also shuffle any number of Microbots from your discard pile into your deck.",
     .on_play = microbot_reclaimer,
     .prompts = {"you may put a Microbot from your discard pile into your deck (shuffled in when you pass)"}},
    {.slug = "tech-center", .name = "Tech Center", .faction = Faction::Robots, .type = CardType::Action,
     .copies = 2, .text = "Pick a base; draw one card for each minion you have on it.", .on_play = tech_center,
     .prompts = {"choose a base: draw a card for each of your minions there"}},
};

constexpr BaseDef kRobotBases[] = {
    {.slug = "the-central-brain", .name = "The Central Brain", .faction = Faction::Robots, .breakpoint = 19,
     .vp = {4, 2, 1}, .text = "Every minion on this base has +1 power.", .power_bonus = central_brain_power},
    {.slug = "factory-436-1337", .name = "Factory 436-1337", .faction = Faction::Robots, .breakpoint = 25,
     .vp = {2, 2, 1},
     .text = "When this base scores, the winner also gains 1 VP for every full 5 power they have on it.",
     .score_bonus = factory_score_bonus},
};

}  // namespace

FactionDef robots_faction() {
  return {Faction::Robots, "robots", "Robots",
          "Swarm a base with Microbots that make each other stronger, backed by bots that cannot be destroyed.",
          kRobots, kRobotBases};
}

}  // namespace cardtable::smashup
