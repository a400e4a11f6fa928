// Zombies: 10 minions and 10 actions that keep coming back from the discard pile, plus Evans City Cemetery and
// Rhodes Plaza Mall. Card text is our paraphrase of the original printing (R-6: Tenacious Z's "during your turn"
// and They're Coming to Get You without the later once-per-turn limit).
#include <algorithm>

#include "games/smashup/play_queries.hpp"
#include "games/smashup/resolver.hpp"

namespace cardtable::smashup {
namespace {

std::vector<CardId> minions_in(Resolver& r, const std::vector<CardId>& pile) {
  std::vector<CardId> out;
  for (auto c : pile)
    if (r.def(c).type == CardType::Minion) out.push_back(c);
  return out;
}

// One card per name, in pile order: copies are the same choice, so a player is asked once per name.
std::vector<CardId> one_per_name(const State& s, const std::vector<CardId>& cards) {
  std::vector<CardId> out;
  for (auto c : cards)
    if (std::none_of(out.begin(), out.end(), [&](CardId o) { return s.cards[o].def == s.cards[c].def; }))
      out.push_back(c);
  return out;
}

std::vector<CardId> named(const State& s, const std::vector<CardId>& cards, DefId def) {
  std::vector<CardId> out;
  for (auto c : cards)
    if (s.cards[c].def == def) out.push_back(c);
  return out;
}

// Zombie Lord: on each base where you have no minion you may play an extra minion of power 2 or less from your
// discard pile, one per base. The bases are the ones without your minions when the ability resolves.
Progress zombie_lord(Resolver& r, AbilityFrame& f) {
  for (auto b : r.bases())
    if (r.minions(minions().on(b).mine(f.controller)).empty())
      r.play_extra_now(f.controller, ExtraPlay{.type = CardType::Minion, .max_power = 2, .only_on = b,
                                                .from_discard = true, .source = f.source});
  return r.done();
}

// Grave Digger: you may take a minion from your discard pile into your hand.
Progress grave_digger(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, minions_in(r, r.discard(f.controller)), Pick::May);
    case 1: if (auto c = r.chosen(f)) r.take_into_hand(*c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Tenacious Z: a Special usable from its owner's discard pile during their own play phase, once per turn for all
// Tenacious Z together, while some base is open to it. Using it is playing it as an extra minion (it uses none of
// the turn's plays), so the base is asked at once and cannot be declined: no use-then-pass loop.
bool tenacious_z_special(const State& s, CardId self, Where where, const SpecialWindow& w) {
  return where == Where::Discard && w.seat == s.turn.active &&
         owner_of(s, self) == w.seat && !was_used(s, s.cards[self].def) && !bases_open_to(s, w.seat, self).empty();
}
Progress tenacious_z(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_base(f, 0, r.bases_open_to(f.controller, f.source), Pick::Must);
    case 1: if (auto b = r.chosen(f)) {
              r.mark_used(f.def);
              r.play_minion(f.controller, f.source, *b);
            }
            return r.done();
  }
  return r.corrupt_step(f);
}

// Walker: look at the top card of your deck; discard it or leave it there.
Progress walker(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: {
      const CardId top = r.top_of_deck(f.controller);
      if (top == kNoCard) return r.done();
      f.step = 1;
      return r.choose_card(f, 0, CardIds{top}, Pick::May);
    }
    case 1: if (auto c = r.chosen(f)) r.put_in_discard(*c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Grave Robbing: take one card from your discard pile into your hand (mandatory when the pile has one).
Progress grave_robbing(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.discard(f.controller), Pick::Must);
    case 1: if (auto c = r.chosen(f)) r.take_into_hand(*c);
            return r.done();
  }
  return r.corrupt_step(f);
}

// Lend a Hand: any number of cards from your discard pile go into your deck, which is then shuffled. One card per
// answer until pass; f.remaining counts the cards, and a deck nobody added to is not shuffled.
Progress lend_a_hand(Resolver& r, AbilityFrame& f) {
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, r.discard(f.controller), Pick::May);
    case 1: {
      if (auto c = r.chosen(f)) {
        r.put_on_deck_top(*c);
        ++f.remaining;
        return r.choose_card(f, 0, r.discard(f.controller), Pick::May);
      }
      if (f.remaining > 0) r.shuffle_deck(f.controller);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Mall Crawl: search your deck for any number of cards sharing one name, put them into your discard pile, then
// shuffle the deck. The first pick names the card; f.picked.cards[0] keeps that card for the following picks. Every
// pick is asked, also when the deck holds no more.
Progress mall_crawl(Resolver& r, AbilityFrame& f) {
  const State& s = r.state();
  switch (f.step) {
    case 0: f.step = 1; return r.choose_hidden_card(f, 0, one_per_name(s, r.deck(f.controller)), Pick::May);
    case 1: {
      if (auto c = r.chosen(f)) {
        if (f.picked.cards.empty()) f.picked.cards = {*c};
        r.put_in_discard(*c);
        const DefId title = s.cards[f.picked.cards[0]].def;
        return r.choose_hidden_card(f, 1, one_per_name(s, named(s, r.deck(f.controller), title)), Pick::May);
      }
      r.shuffle_deck(f.controller);
      return r.done();
    }
  }
  return r.corrupt_step(f);
}

// Not Enough Bullets: take any number of minions sharing one name from your discard pile into your hand.
Progress not_enough_bullets(Resolver& r, AbilityFrame& f) {
  const State& s = r.state();
  switch (f.step) {
    case 0: f.step = 1; return r.choose_card(f, 0, one_per_name(s, minions_in(r, r.discard(f.controller))), Pick::May);
    case 1: {
      const auto c = r.chosen(f);
      if (!c) return r.done();
      if (f.picked.cards.empty()) f.picked.cards = {*c};
      r.take_into_hand(*c);
      const DefId title = s.cards[f.picked.cards[0]].def;
      return r.choose_card(f, 1, one_per_name(s, named(s, r.discard(f.controller), title)), Pick::May);
    }
  }
  return r.corrupt_step(f);
}

// Outbreak: an extra minion, on a base where you have no minion when you play it.
Progress outbreak(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .where_no_own_minion = true, .source = f.source});
  return r.done();
}

// Overrun (Ongoing, on a base): other players cannot play minions there; it destroys itself at the start of its
// controller's next turn (it was played during their turn, so the next TurnStarted of that seat is the next turn).
bool overrun_forbids(const State& s, const Holder& self, Seat player, CardId card, BaseId) {
  return player != self.controller && def_of(s, card).type == CardType::Minion;
}
bool overrun_reacts(const State&, const Holder& self, const Event& e) {
  return e.seat == self.controller;
}
Progress overrun(Resolver& r, AbilityFrame& f) {
  if (r.in_play(f.source)) r.destroy_action(f.source, f.source);
  return r.done();
}

// They Keep Coming: an extra minion, taken from your discard pile.
Progress they_keep_coming(Resolver& r, AbilityFrame& f) {
  r.grant_extra(f.controller, ExtraPlay{.type = CardType::Minion, .from_discard = true, .source = f.source});
  return r.done();
}

// They're Coming to Get You (Ongoing, on a base): on its controller's turns, minions may be played here from the
// discard pile with the plays a hand minion would use. Original printing: no once-per-turn limit.
bool coming_to_get_you_allows(const State& s, const Holder& self, Seat player, CardId card, BaseId base) {
  return base == self.base && player == self.controller && s.turn.active == player &&
         def_of(s, card).type == CardType::Minion;
}

// Evans City Cemetery: after it scores, each winner discards their whole hand and draws five cards. R-10: a winner
// who infiltrated the base MAY ignore it, and the effect is not optional, so that winner is asked.
// f.remaining counts the winners done.
void renew_hand(Resolver& r, Seat winner) {
  while (!r.hand(winner).empty()) r.discard_from_hand(winner, r.hand(winner).front());
  r.draw(winner, 5);
}
Progress cemetery(Resolver& r, AbilityFrame& f) {
  const auto winners = r.winners(f.base);
  switch (f.step) {
    case 0:
      while (f.remaining < static_cast<int>(winners.size())) {
        const Seat winner = winners[static_cast<std::size_t>(f.remaining)];
        if (r.base_ignored(f.base, winner)) {
          f.step = 1;
          return r.ask_yes_no(f, 0, winner);
        }
        renew_hand(r, winner);
        ++f.remaining;
      }
      return r.done();
    case 1:
      if (!r.said_yes(f)) renew_hand(r, winners[static_cast<std::size_t>(f.remaining)]);
      ++f.remaining;
      f.step = 0;
      return r.again();
  }
  return r.corrupt_step(f);
}

// Rhodes Plaza Mall: the ranking gives 0 VP; each player gains 1 VP per minion they control here, ranked or not.
// Jammed Signal (everyone ignores the base) skips this hook in scoring. R-10: an infiltrating player only MAY ignore
// the base; ignoring would only cost them VP, so they keep the VP (declining to ignore, as The Homeworld's extra).
void mall_score(const State& s, BaseId base, const std::vector<std::uint8_t>&, std::vector<int>& vp) {
  const auto* b = find_base(s, base);
  if (!b) return;
  for (const auto& m : b->minions) ++vp[m.controller];
}

constexpr CardDef kZombies[] = {
    {.slug = "zombie-lord", .name = "Zombie Lord", .faction = Faction::Zombies, .type = CardType::Minion,
     .power = 5, .copies = 1,
     .text = "When you play it, on each base where you have no minions you may play one extra minion of power 2 "
             "or less taken from your discard pile.",
     .on_play = zombie_lord},
    {.slug = "grave-digger", .name = "Grave Digger", .faction = Faction::Zombies, .type = CardType::Minion,
     .power = 4, .copies = 2, .text = "When you play it, you may take a minion from your discard pile into your hand.",
     .on_play = grave_digger, .prompts = {"you may take a minion from your discard pile into your hand"}},
    {.slug = "tenacious-z", .name = "Tenacious Z", .faction = Faction::Zombies, .type = CardType::Minion,
     .power = 2, .copies = 3,
     .text = "Special: during your turn you may play this card from your discard pile as an extra minion. Only one "
             "Tenacious Z may use this ability per turn.",
     .prompts = {"choose the base to play Tenacious Z on from your discard pile"},
     .special = {windows(WindowKind::PlayPhase), tenacious_z_special}, .use = tenacious_z},
    {.slug = "walker", .name = "Walker", .faction = Faction::Zombies, .type = CardType::Minion, .power = 2,
     .copies = 4,
     .text = "When you play it, look at the top card of your deck and either discard it or leave it on top.",
     .on_play = walker, .prompts = {"the top card of your deck: choose it to discard it, or pass to leave it on top"}},
    {.slug = "grave-robbing", .name = "Grave Robbing", .faction = Faction::Zombies, .type = CardType::Action,
     .copies = 2, .text = "Take any one card from your discard pile into your hand.", .on_play = grave_robbing,
     .prompts = {"choose a card from your discard pile to take into your hand"}},
    {.slug = "lend-a-hand", .name = "Lend a Hand", .faction = Faction::Zombies, .type = CardType::Action,
     .text = "Shuffle as many cards as you like from your discard pile into your deck.", .on_play = lend_a_hand,
     .prompts = {"choose a card from your discard pile to shuffle into your deck, or pass when done"}},
    {.slug = "mall-crawl", .name = "Mall Crawl", .faction = Faction::Zombies, .type = CardType::Action,
     .text = "Search your deck for any number of cards that all have the same name and put them into your discard "
             "pile, then shuffle your deck.",
     .on_play = mall_crawl,
     .prompts = {"choose a card in your deck: it and any copies you pick go to your discard pile (pass: none)",
                 "you may put another copy into your discard pile, or pass"}},
    {.slug = "not-enough-bullets", .name = "Not Enough Bullets", .faction = Faction::Zombies,
     .type = CardType::Action,
     .text = "Take any number of minions that all share one name from your discard pile into your hand.",
     .on_play = not_enough_bullets,
     .prompts = {"choose a minion in your discard pile: it and any copies you pick go to your hand (pass: none)",
                 "you may take another copy into your hand, or pass"}},
    {.slug = "outbreak", .name = "Outbreak", .faction = Faction::Zombies, .type = CardType::Action,
     .text = "Play an extra minion on a base where you currently have no minions.", .on_play = outbreak},
    {.slug = "overrun", .name = "Overrun", .faction = Faction::Zombies, .type = CardType::Action,
     .text = "Play it on a base. Ongoing: other players cannot play minions on that base. Destroy this card at the "
             "start of your next turn.",
     .play_on = PlayOn::Base,
     .reacts = {events(EventKind::TurnStarted), overrun_reacts},
     .reaction = overrun, .forbids_play = {ForbidsScope::ThisBase, overrun_forbids},
     .order_free = true},
    {.slug = "they-keep-coming", .name = "They Keep Coming", .faction = Faction::Zombies, .type = CardType::Action,
     .copies = 2, .text = "Play an extra minion, taken from your discard pile.", .on_play = they_keep_coming},
    {.slug = "theyre-coming-to-get-you", .name = "They're Coming to Get You", .faction = Faction::Zombies,
     .type = CardType::Action,
     .text = "Play it on a base. Ongoing: during your turns you may play minions onto that base from your discard "
             "pile instead of from your hand (this gives no extra minion plays).",
     .play_on = PlayOn::Base, .allows_from_discard = coming_to_get_you_allows},
};

constexpr BaseDef kZombieBases[] = {
    {.slug = "evans-city-cemetery", .name = "Evans City Cemetery", .faction = Faction::Zombies, .breakpoint = 20,
     .vp = {5, 3, 2}, .text = "After this base scores, the winner discards their entire hand and then draws five cards.",
     .prompts = {"you infiltrated this base: ignore it and keep your hand? (yes: keep it; no: discard it and draw "
                 "five)"},
     .reacts = {events(EventKind::BaseScored), after_this_base_scores}, .reaction = cemetery},
    {.slug = "rhodes-plaza-mall", .name = "Rhodes Plaza Mall", .faction = Faction::Zombies, .breakpoint = 24,
     .vp = {0, 0, 0},
     .text = "When this base scores, each player gains 1 VP for every minion they have on it (the ranking itself "
             "awards 0 VP).",
     .score_bonus = mall_score},
};

}  // namespace

FactionDef zombies_faction() {
  return {Faction::Zombies, "zombies", "Zombies",
          "Play minions again and again from the discard pile and swarm the bases.", kZombies, kZombieBases};
}

}  // namespace cardtable::smashup
